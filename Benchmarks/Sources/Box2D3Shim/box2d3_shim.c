// The C functions of box2d3_shim.h over Box2D 3.1.1's C API.
#include "box2d3_shim.h"

#include <box2d/box2d.h>
#include <stdio.h>
#include <stdlib.h>

struct B3SWorld {
    b2WorldId world;
    // All static geometry hangs on one body: fewer bodies, the same shapes in the broad-phase.
    b2BodyId ground;
    b2BodyId *bodies;
    int32_t count;
    int32_t capacity;
};

static b2ShapeDef shapeDef(B3SMaterial m) {
    b2ShapeDef def = b2DefaultShapeDef();
    def.material.friction = m.friction;
    def.material.restitution = m.restitution;
    def.density = m.density;
    return def;
}

static int32_t keepBody(B3SWorld *world, b2BodyId body) {
    if (world->count == world->capacity) {
        world->capacity = world->capacity ? 2 * world->capacity : 256;
        world->bodies = realloc(world->bodies, (size_t)world->capacity * sizeof(b2BodyId));
        if (!world->bodies) abort();
    }
    world->bodies[world->count] = body;
    return world->count++;
}

B3SWorld *b3s_world_create(B3SWorldSettings settings) {
    B3SWorld *w = calloc(1, sizeof(B3SWorld));
    if (!w) abort();
    b2WorldDef def = b2DefaultWorldDef();
    def.gravity = (b2Vec2){settings.gravityX, settings.gravityY};
    def.restitutionThreshold = settings.restitutionThreshold;
    def.maximumLinearSpeed = settings.maximumLinearSpeed;
    def.enableSleep = settings.enableSleep;
    def.enableContinuous = settings.enableContinuous;
    // The default already, said out loud: one worker and no enqueueTask/finishTask, so
    // b2World_Step runs everything on the calling thread.
    def.workerCount = 1;
    w->world = b2CreateWorld(&def);
    b2BodyDef ground = b2DefaultBodyDef();   // static by default
    w->ground = b2CreateBody(w->world, &ground);
    return w;
}

void b3s_world_destroy(B3SWorld *world) {
    b2DestroyWorld(world->world);
    free(world->bodies);
    free(world);
}

/// Static shapes need not look for contacts themselves: the moving bodies added later find
/// them. The default (invokeContactCreation) makes every new shape scan in the next step,
/// which types.h warns is slow with many static shapes, and that step is a timed one.
static b2ShapeDef staticShapeDef(B3SMaterial m) {
    b2ShapeDef def = shapeDef(m);
    def.invokeContactCreation = false;
    return def;
}

void b3s_add_static_box(B3SWorld *world, float centerX, float centerY, float halfWidth, float halfHeight, B3SMaterial material) {
    b2Polygon box = b2MakeOffsetBox(halfWidth, halfHeight, (b2Vec2){centerX, centerY}, b2Rot_identity);
    b2ShapeDef def = staticShapeDef(material);
    b2CreatePolygonShape(world->ground, &def, &box);
}

void b3s_add_static_segment(B3SWorld *world, float x1, float y1, float x2, float y2, B3SMaterial material) {
    b2Segment segment = {{x1, y1}, {x2, y2}};
    b2ShapeDef def = staticShapeDef(material);
    b2CreateSegmentShape(world->ground, &def, &segment);
}

int32_t b3s_add_ball(B3SWorld *world, float x, float y, float vx, float vy, float radius,
                     B3SMaterial material, bool bullet, int32_t group) {
    b2BodyDef def = b2DefaultBodyDef();
    def.type = b2_dynamicBody;
    def.position = (b2Vec2){x, y};
    def.linearVelocity = (b2Vec2){vx, vy};
    def.isBullet = bullet;
    def.fixedRotation = true;
    def.enableSleep = false;
    b2BodyId body = b2CreateBody(world->world, &def);
    b2Circle circle = {{0, 0}, radius};
    b2ShapeDef shape = shapeDef(material);
    shape.filter.groupIndex = group;
    b2CreateCircleShape(body, &shape, &circle);
    return keepBody(world, body);
}

int32_t b3s_add_box(B3SWorld *world, float centerX, float centerY, float halfWidth, float halfHeight, B3SMaterial material) {
    b2BodyDef def = b2DefaultBodyDef();
    def.type = b2_dynamicBody;
    def.position = (b2Vec2){centerX, centerY};
    b2BodyId body = b2CreateBody(world->world, &def);
    b2Polygon box = b2MakeBox(halfWidth, halfHeight);
    b2ShapeDef shape = shapeDef(material);
    b2CreatePolygonShape(body, &shape, &box);
    return keepBody(world, body);
}

int32_t b3s_add_circle(B3SWorld *world, float x, float y, float radius, B3SMaterial material,
                       bool isStatic, uint64_t categoryBits, uint64_t maskBits) {
    b2BodyDef def = b2DefaultBodyDef();
    def.type = isStatic ? b2_staticBody : b2_dynamicBody;
    def.position = (b2Vec2){x, y};
    b2BodyId body = b2CreateBody(world->world, &def);
    b2Circle circle = {{0, 0}, radius};
    b2ShapeDef shape = shapeDef(material);
    shape.filter.categoryBits = categoryBits;
    shape.filter.maskBits = maskBits;
    b2CreateCircleShape(body, &shape, &circle);
    return keepBody(world, body);
}

void b3s_add_revolute_joint(B3SWorld *world, int32_t a, int32_t b, float anchorAX, float anchorAY,
                            float anchorBX, float anchorBY) {
    b2RevoluteJointDef def = b2DefaultRevoluteJointDef();
    def.bodyIdA = world->bodies[a];
    def.bodyIdB = world->bodies[b];
    def.localAnchorA = (b2Vec2){anchorAX, anchorAY};
    def.localAnchorB = (b2Vec2){anchorBX, anchorBY};
    b2CreateRevoluteJoint(world->world, &def);
}

void b3s_step(B3SWorld *world, float timeStep, int32_t subStepCount) {
    b2World_Step(world->world, timeStep, subStepCount);
}

int32_t b3s_body_count(const B3SWorld *world) { return world->count; }

void b3s_read_bodies(const B3SWorld *world, double *positions, double *velocities) {
    for (int32_t i = 0; i < world->count; i++) {
        b2Vec2 p = b2Body_GetPosition(world->bodies[i]);
        b2Vec2 v = b2Body_GetLinearVelocity(world->bodies[i]);
        positions[2 * i] = p.x;
        positions[2 * i + 1] = p.y;
        velocities[2 * i] = v.x;
        velocities[2 * i + 1] = v.y;
    }
}

void b3s_read_angles(const B3SWorld *world, double *angles) {
    for (int32_t i = 0; i < world->count; i++) angles[i] = b2Rot_GetAngle(b2Body_GetRotation(world->bodies[i]));
}

int32_t b3s_awake_body_count(const B3SWorld *world) { return b2World_GetAwakeBodyCount(world->world); }

void b3s_version(char *text, int32_t capacity) {
    b2Version v = b2GetVersion();
    snprintf(text, (size_t)capacity, "%d.%d.%d", v.major, v.minor, v.revision);
}
