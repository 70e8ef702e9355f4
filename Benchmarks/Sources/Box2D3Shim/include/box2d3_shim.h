// A small C face on Box2D 3.1.1, in the shape of box2d_shim.h (Box2D 2.4.1), so that Swift
// never sees Box2D 3's headers: those live in the git-ignored cache that scripts/bench-peers
// fills, and only this target's C file is compiled against them. Just wide enough for the
// storm, the pyramid and Box2D's own benchmark scenes. Units are Box2D's own (meters,
// seconds); Swift does the scaling.
#ifndef BOX2D3_SHIM_H
#define BOX2D3_SHIM_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An opaque world that also keeps the bodies added one by one (balls, boxes, circles), in
/// the order they were added; the indices below count them.
typedef struct B3SWorld B3SWorld;

/// World-wide settings (Box2D 3 moved several per-fixture settings of 2.4 to the world).
typedef struct B3SWorldSettings {
    float gravityX;
    float gravityY;
    /// Normal approach speed (m/s) below which a contact does not bounce.
    float restitutionThreshold;
    /// The speed (m/s) the solver clamps every body to.
    float maximumLinearSpeed;
    bool enableSleep;
    /// Continuous collision of dynamic bodies against static ones.
    bool enableContinuous;
} B3SWorldSettings;

/// Surface and mass settings of one shape (Box2D 3 mixes friction by geometric mean and
/// restitution by maximum, as 2.4 did).
typedef struct B3SMaterial {
    float friction;
    float restitution;
    float density;
} B3SMaterial;

/// A world stepped on the calling thread only: one worker and no task callbacks.
B3SWorld *b3s_world_create(B3SWorldSettings settings);
void b3s_world_destroy(B3SWorld *world);

/// Adds an axis-aligned box to the world's one static body.
void b3s_add_static_box(B3SWorld *world, float centerX, float centerY, float halfWidth, float halfHeight, B3SMaterial material);
/// Adds a segment (two-sided in Box2D 3) to the world's one static body.
void b3s_add_static_segment(B3SWorld *world, float x1, float y1, float x2, float y2, B3SMaterial material);

/// Adds a dynamic circle with fixed rotation and sleeping off; returns its index.
/// Balls with the same negative `group` never collide with one another (Box2D's group filter).
int32_t b3s_add_ball(B3SWorld *world, float x, float y, float vx, float vy, float radius,
                     B3SMaterial material, bool bullet, int32_t group);
/// Adds a dynamic axis-aligned box, free to rotate and to sleep; returns its index.
int32_t b3s_add_box(B3SWorld *world, float centerX, float centerY, float halfWidth, float halfHeight, B3SMaterial material);

/// Adds a circle body, static or dynamic (free to rotate), whose shape collides only with
/// shapes whose category is in `maskBits` and whose mask holds `categoryBits`; returns its index.
int32_t b3s_add_circle(B3SWorld *world, float x, float y, float radius, B3SMaterial material,
                       bool isStatic, uint64_t categoryBits, uint64_t maskBits);
/// Joins bodies `a` and `b` (indices) with a revolute joint at a point given in each body's
/// own frame (`anchorA` of a, `anchorB` of b), its reference angle 0 (bodies that start
/// unrotated); the bodies do not collide with each other.
void b3s_add_revolute_joint(B3SWorld *world, int32_t a, int32_t b, float anchorAX, float anchorAY,
                            float anchorBX, float anchorBY);

void b3s_step(B3SWorld *world, float timeStep, int32_t subStepCount);

int32_t b3s_body_count(const B3SWorld *world);
/// Writes x, y pairs to `positions` and vx, vy pairs to `velocities` (2 * count each).
void b3s_read_bodies(const B3SWorld *world, double *positions, double *velocities);
/// Writes every body's angle (radians) to `angles` (count values).
void b3s_read_angles(const B3SWorld *world, double *angles);
/// Dynamic bodies not asleep.
int32_t b3s_awake_body_count(const B3SWorld *world);

/// The version the linked library reports, as "major.minor.revision" in `text`.
void b3s_version(char *text, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
