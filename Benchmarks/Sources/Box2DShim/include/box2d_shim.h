// A plain C face on Box2D 2.4.1 (a C++ library), just wide enough for the storm scenes:
// a world, static boxes and edges, circular balls, a step, and reading the balls back.
// Units are Box2D's own (meters, seconds); the Swift side does the scaling.
#ifndef BOX2D_SHIM_H
#define BOX2D_SHIM_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An opaque world that also keeps its balls in the order they were added.
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

B2SWorld *b2s_world_create(float gravityX, float gravityY);
void b2s_world_destroy(B2SWorld *world);

/// Adds an axis-aligned box to the world's one static body.
void b2s_add_static_box(B2SWorld *world, float centerX, float centerY, float halfWidth, float halfHeight, B2SMaterial material);
/// Adds a two-sided edge to the world's one static body.
void b2s_add_static_edge(B2SWorld *world, float x1, float y1, float x2, float y2, B2SMaterial material);

/// Adds a dynamic circle with fixed rotation and sleeping off; returns its index.
/// Balls with the same negative `group` never collide with one another (Box2D's group filter).
int32_t b2s_add_ball(B2SWorld *world, float x, float y, float vx, float vy, float radius,
                     B2SMaterial material, bool bullet, int16_t group);

void b2s_step(B2SWorld *world, float timeStep, int32_t velocityIterations, int32_t positionIterations);

int32_t b2s_ball_count(const B2SWorld *world);
/// Writes x, y pairs to `positions` and vx, vy pairs to `velocities` (2 * count each).
void b2s_read_balls(const B2SWorld *world, double *positions, double *velocities);

#ifdef __cplusplus
}
#endif

#endif
