// A plain C face on Box2D 2.4.1 (a C++ library), just wide enough for the storm, the pyramid
// and Box2D v3's benchmark scenes: a world, static boxes and edges, circular balls, circles
// and dynamic boxes, revolute joints, a step, and reading the bodies back.
// Units are Box2D's own (meters, seconds); the Swift side does the scaling.
#ifndef BOX2D_SHIM_H
#define BOX2D_SHIM_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An opaque world that also keeps the bodies added one by one (balls, boxes, circles), in
/// the order they were added; the indices below count them.
typedef struct B2SWorld B2SWorld;

/// Surface settings of one fixture (Box2D mixes friction by geometric mean, restitution by
/// maximum and the restitution threshold by minimum).
typedef struct B2SMaterial {
    float friction;
    float restitution;
    /// Normal approach speed (m/s) below which a contact does not bounce; new in 2.4.1.
    float restitutionThreshold;
    float density;
} B2SMaterial;

/// A world with continuous collision on; `allowSleeping` lets resting bodies sleep.
/// The skin Box2D 2.4 keeps around every polygon and edge (b2_polygonRadius), in meters:
/// two shapes touch when their skins do, so a polygon is its box shrunk by this much.
float b2s_polygon_skin(void);

B2SWorld *b2s_world_create(float gravityX, float gravityY, bool allowSleeping);
void b2s_world_destroy(B2SWorld *world);

/// Adds an axis-aligned box to the world's one static body.
void b2s_add_static_box(B2SWorld *world, float centerX, float centerY, float halfWidth, float halfHeight, B2SMaterial material);
/// Adds a two-sided edge to the world's one static body.
void b2s_add_static_edge(B2SWorld *world, float x1, float y1, float x2, float y2, B2SMaterial material);

/// Adds a dynamic circle with fixed rotation and sleeping off; returns its index.
/// Balls with the same negative `group` never collide with one another (Box2D's group filter).
int32_t b2s_add_ball(B2SWorld *world, float x, float y, float vx, float vy, float radius,
                     B2SMaterial material, bool bullet, int16_t group);
/// Adds a dynamic axis-aligned box, free to rotate and to sleep; returns its index.
int32_t b2s_add_box(B2SWorld *world, float centerX, float centerY, float halfWidth, float halfHeight, B2SMaterial material);

/// Adds a circle body, static or dynamic (free to rotate), whose fixture collides only with
/// fixtures whose category is in `maskBits` and whose mask holds `categoryBits`; returns its index.
int32_t b2s_add_circle(B2SWorld *world, float x, float y, float radius, B2SMaterial material,
                       bool isStatic, uint16_t categoryBits, uint16_t maskBits);
/// Joins bodies `a` and `b` (indices) with a revolute joint at a point given in each body's
/// own frame (`anchorA` of a, `anchorB` of b), its reference angle 0 (bodies that start
/// unrotated); the bodies do not collide with each other.
void b2s_add_revolute_joint(B2SWorld *world, int32_t a, int32_t b, float anchorAX, float anchorAY,
                            float anchorBX, float anchorBY);

void b2s_step(B2SWorld *world, float timeStep, int32_t velocityIterations, int32_t positionIterations);

int32_t b2s_body_count(const B2SWorld *world);
/// Writes x, y pairs to `positions` and vx, vy pairs to `velocities` (2 * count each).
void b2s_read_bodies(const B2SWorld *world, double *positions, double *velocities);
/// Writes every body's angle (radians) to `angles` (count values).
void b2s_read_angles(const B2SWorld *world, double *angles);
/// Dynamic bodies not asleep.
int32_t b2s_awake_body_count(const B2SWorld *world);

#ifdef __cplusplus
}
#endif

#endif
