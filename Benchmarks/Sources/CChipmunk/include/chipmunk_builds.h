// Two builds of Chipmunk2D 7 in one program: Debian's libchipmunk (7.0.3, built with
// Chipmunk's debug checks on) and the same version built from source with -O2 -DNDEBUG (see
// scripts/bench-peers: pymunk 6.8.1's copy of Chipmunk 7.0.3, every symbol renamed cpX ->
// cpo_cpX so that it can be linked beside Debian's). Both export Chipmunk 7's C API, so the
// scenes are written once, against a table of the functions they call, and run on either
// build through its table: chipmunk_debian or chipmunk_o2.
//
// The types (cpVect, cpBB, cpShapeFilter, the opaque cpSpace and its kin) are Debian's
// headers'. pymunk's copy of the public headers differs from them only in whitespace, C++
// guards and one field of the debug-draw options, which peer-bench never uses.
#ifndef CHIPMUNK_BUILDS_H
#define CHIPMUNK_BUILDS_H

#include <chipmunk/chipmunk.h>

/// Every Chipmunk function peer-bench calls, as (table field, Chipmunk function) pairs.
#define CHIPMUNK_FUNCTIONS(F) \
    F(spaceNew, cpSpaceNew) \
    F(spaceFree, cpSpaceFree) \
    F(spaceSetIterations, cpSpaceSetIterations) \
    F(spaceSetGravity, cpSpaceSetGravity) \
    F(spaceSetCollisionSlop, cpSpaceSetCollisionSlop) \
    F(spaceSetSleepTimeThreshold, cpSpaceSetSleepTimeThreshold) \
    F(spaceUseSpatialHash, cpSpaceUseSpatialHash) \
    F(spaceGetStaticBody, cpSpaceGetStaticBody) \
    F(spaceAddBody, cpSpaceAddBody) \
    F(spaceRemoveBody, cpSpaceRemoveBody) \
    F(spaceAddShape, cpSpaceAddShape) \
    F(spaceRemoveShape, cpSpaceRemoveShape) \
    F(spaceAddConstraint, cpSpaceAddConstraint) \
    F(spaceRemoveConstraint, cpSpaceRemoveConstraint) \
    F(spaceStep, cpSpaceStep) \
    F(bodyNew, cpBodyNew) \
    F(bodyNewStatic, cpBodyNewStatic) \
    F(bodyFree, cpBodyFree) \
    F(bodySetPosition, cpBodySetPosition) \
    F(bodyGetPosition, cpBodyGetPosition) \
    F(bodySetVelocity, cpBodySetVelocity) \
    F(bodyGetVelocity, cpBodyGetVelocity) \
    F(bodyGetAngle, cpBodyGetAngle) \
    F(bodyIsSleeping, cpBodyIsSleeping) \
    F(boxShapeNew, cpBoxShapeNew) \
    F(boxShapeNew2, cpBoxShapeNew2) \
    F(circleShapeNew, cpCircleShapeNew) \
    F(segmentShapeNew, cpSegmentShapeNew) \
    F(shapeSetElasticity, cpShapeSetElasticity) \
    F(shapeSetFriction, cpShapeSetFriction) \
    F(shapeSetFilter, cpShapeSetFilter) \
    F(shapeFree, cpShapeFree) \
    F(pivotJointNew2, cpPivotJointNew2) \
    F(constraintFree, cpConstraintFree) \
    F(momentForBox, cpMomentForBox) \
    F(momentForCircle, cpMomentForCircle)

#define CHIPMUNK_FIELD(field, function) __typeof__(function) *_Nonnull field;

/// One build's functions, each typed as Chipmunk 7's header declares it.
typedef struct ChipmunkFunctions {
    /// The build's cpVersionString ("7.0.3").
    const char *_Nullable const *_Nonnull version;
    CHIPMUNK_FUNCTIONS(CHIPMUNK_FIELD)
} ChipmunkFunctions;

#undef CHIPMUNK_FIELD

/// Debian's libchipmunk.
extern const ChipmunkFunctions chipmunk_debian;
/// The build of scripts/bench-peers, gcc -O2 -DNDEBUG.
extern const ChipmunkFunctions chipmunk_o2;

#endif
