// The C functions of box2d_shim.h over Box2D 2.4.1's C++ API.
#include "box2d_shim.h"

#include <box2d/box2d.h>
#include <vector>

struct B2SWorld {
    b2World world;
    // All static geometry hangs on one body: fewer bodies, the same fixtures in the broad-phase.
    b2Body *ground;
    std::vector<b2Body *> bodies;

    explicit B2SWorld(b2Vec2 gravity) : world(gravity) {
        b2BodyDef def;   // static by default
        ground = world.CreateBody(&def);
    }
};

static b2FixtureDef fixtureDef(const b2Shape *shape, B2SMaterial m) {
    b2FixtureDef def;
    def.shape = shape;
    def.friction = m.friction;
    def.restitution = m.restitution;
    def.restitutionThreshold = m.restitutionThreshold;
    def.density = m.density;
    return def;
}

extern "C" {

float b2s_polygon_skin(void) { return b2_polygonRadius; }

B2SWorld *b2s_world_create(float gravityX, float gravityY, bool allowSleeping) {
    B2SWorld *w = new B2SWorld(b2Vec2(gravityX, gravityY));
    w->world.SetAllowSleeping(allowSleeping);
    w->world.SetContinuousPhysics(true);
    return w;
}

void b2s_world_destroy(B2SWorld *world) { delete world; }

void b2s_add_static_box(B2SWorld *world, float centerX, float centerY, float halfWidth, float halfHeight, B2SMaterial material) {
    b2PolygonShape box;
    box.SetAsBox(halfWidth, halfHeight, b2Vec2(centerX, centerY), 0.0f);
    b2FixtureDef def = fixtureDef(&box, material);
    world->ground->CreateFixture(&def);
}

void b2s_add_static_edge(B2SWorld *world, float x1, float y1, float x2, float y2, B2SMaterial material) {
    b2EdgeShape edge;
    edge.SetTwoSided(b2Vec2(x1, y1), b2Vec2(x2, y2));
    b2FixtureDef def = fixtureDef(&edge, material);
    world->ground->CreateFixture(&def);
}

int32_t b2s_add_ball(B2SWorld *world, float x, float y, float vx, float vy, float radius,
                     B2SMaterial material, bool bullet, int16_t group) {
    b2BodyDef def;
    def.type = b2_dynamicBody;
    def.position.Set(x, y);
    def.linearVelocity.Set(vx, vy);
    def.bullet = bullet;
    def.fixedRotation = true;
    def.allowSleep = false;
    b2Body *body = world->world.CreateBody(&def);
    b2CircleShape circle;
    circle.m_radius = radius;
    b2FixtureDef fixture = fixtureDef(&circle, material);
    fixture.filter.groupIndex = group;
    body->CreateFixture(&fixture);
    world->bodies.push_back(body);
    return (int32_t)(world->bodies.size() - 1);
}

int32_t b2s_add_box(B2SWorld *world, float centerX, float centerY, float halfWidth, float halfHeight, B2SMaterial material) {
    b2BodyDef def;
    def.type = b2_dynamicBody;
    def.position.Set(centerX, centerY);
    b2Body *body = world->world.CreateBody(&def);
    b2PolygonShape box;
    box.SetAsBox(halfWidth, halfHeight);
    b2FixtureDef fixture = fixtureDef(&box, material);
    body->CreateFixture(&fixture);
    world->bodies.push_back(body);
    return (int32_t)(world->bodies.size() - 1);
}

int32_t b2s_add_circle(B2SWorld *world, float x, float y, float radius, B2SMaterial material,
                       bool isStatic, uint16_t categoryBits, uint16_t maskBits) {
    b2BodyDef def;
    def.type = isStatic ? b2_staticBody : b2_dynamicBody;
    def.position.Set(x, y);
    b2Body *body = world->world.CreateBody(&def);
    b2CircleShape circle;
    circle.m_radius = radius;
    b2FixtureDef fixture = fixtureDef(&circle, material);
    fixture.filter.categoryBits = categoryBits;
    fixture.filter.maskBits = maskBits;
    body->CreateFixture(&fixture);
    world->bodies.push_back(body);
    return (int32_t)(world->bodies.size() - 1);
}

void b2s_add_revolute_joint(B2SWorld *world, int32_t a, int32_t b, float anchorAX, float anchorAY,
                            float anchorBX, float anchorBY) {
    b2RevoluteJointDef def;
    def.bodyA = world->bodies[(size_t)a];
    def.bodyB = world->bodies[(size_t)b];
    def.localAnchorA.Set(anchorAX, anchorAY);
    def.localAnchorB.Set(anchorBX, anchorBY);
    world->world.CreateJoint(&def);
}

void b2s_step(B2SWorld *world, float timeStep, int32_t velocityIterations, int32_t positionIterations) {
    world->world.Step(timeStep, velocityIterations, positionIterations);
}

int32_t b2s_body_count(const B2SWorld *world) { return (int32_t)world->bodies.size(); }

void b2s_read_bodies(const B2SWorld *world, double *positions, double *velocities) {
    for (size_t i = 0; i < world->bodies.size(); i++) {
        const b2Body *b = world->bodies[i];
        positions[2 * i] = b->GetPosition().x;
        positions[2 * i + 1] = b->GetPosition().y;
        velocities[2 * i] = b->GetLinearVelocity().x;
        velocities[2 * i + 1] = b->GetLinearVelocity().y;
    }
}

void b2s_read_angles(const B2SWorld *world, double *angles) {
    for (size_t i = 0; i < world->bodies.size(); i++) angles[i] = world->bodies[i]->GetAngle();
}

int32_t b2s_awake_body_count(const B2SWorld *world) {
    int32_t awake = 0;
    for (const b2Body *b : world->bodies) awake += b->IsAwake() ? 1 : 0;
    return awake;
}

}
