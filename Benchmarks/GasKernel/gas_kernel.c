/*
 * The gas scene's floor (issue 35): storm.md's gas variant (N discs of radius 5 colliding
 * with each other, the 800 bricks and the four walls, elastically) with nothing but the
 * algorithm, to measure Dynamics' event-driven step against. Not an engine: no behaviors,
 * no items, no callbacks, discs of equal mass only.
 *
 * The algorithm is event-driven molecular dynamics as the hard-sphere codes do it today,
 * limited to a horizon of a few steps:
 *   - predictions and the grid of sweeps cover a horizon of K steps, K chosen as each horizon
 *     starts so that the discs move about three radii at their root-mean-square speed (at
 *     most 4; 1, the step alone, when they are fast); each step takes the impacts within it
 *     and brings every disc to its end, as an engine must; a disc that used up its bounces,
 *     or a step whose budget ran out, ends the horizon; the first step has no history and
 *     is a horizon of one, as in Dynamics (World+EventHorizon.swift);
 *   - each disc keeps its own clock inside the horizon and at most one scheduled event (its
 *     earliest impact within the horizon), in a four-ary heap on (time, disc) of 16-byte
 *     entries whose four children fill one cache line; what the event hits (the other disc
 *     and its count, or the wall's normal) is kept beside, per disc;
 *   - events are never deleted: each carries its disc's collision count when it was
 *     predicted, and an event whose counts moved on is skipped (or its disc re-predicted);
 *   - discs are found through a uniform grid of their swept boxes for the horizon, to which a
 *     disc's new sweep is added after an impact (after its new prediction, which so does not
 *     walk past its own nodes);
 *   - before the quadratic, a pair is rejected when |dr| - sigma > |dv| * span;
 *   - a horizon's first predictions go by pairs: each pair of discs whose sweeps share a cell
 *     is met once, in the first cell they share (each node marks whether its cell is the
 *     first column and the first row of its sweep), passed over when their swept boxes do
 *     not meet, and solved by the lower-numbered disc, which offers the impact to the other
 *     (the same arithmetic either way round).
 * Bricks are found by arithmetic (they sit on a fixed lattice), walls are four lines.
 * --tiles=CxR repeats the field C across and R down inside one box, with N / (C R) discs
 * placed in each tile as in the one field (peer-bench's tiled scenes).
 *
 *   cc -O2 -o gas_kernel Benchmarks/GasKernel/gas_kernel.c -lm
 *   ./gas_kernel --balls=1000 --speed=600 --steps=1200 [--tiles=5x2] [--horizon=K]
 * (--horizon=K fixes every horizon at K steps; --horizon=1 is the algorithm step by step.)
 *
 * prints one line: kernel-c balls=N speed=S steps=K ms_per_step=... ns_per_ball_step=...
 * escaped=E in_bricks=B energy_ratio=R state=H (the format peer-bench reads; H hashes the end state).
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define TILE_W 1600.0
#define TILE_H 1000.0
#define RADIUS 5.0
#define STEP (1.0 / 120.0)
#define BRICK_COLS 40
#define BRICK_ROWS 20
#define BRICK_W 36.0
#define BRICK_H 14.0
#define BRICK_X0 2.0
#define BRICK_Y0 60.0
#define BRICK_DX 40.0
#define BRICK_DY 18.0
/* An impact costs each disc a bounce; past this many in a step a disc coasts, as in
 * Dynamics (World.maxBouncesPerStep), so a step always ends. */
#define MAX_BOUNCES 64
/* The longest horizon, and how far (in radii) its discs move at their rms speed. */
#define MAX_HORIZON 4
#define HORIZON_TRAVEL 3.0
/* libm's fmin and fmax are calls (they order NaNs); no NaN arises here. */
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

typedef struct { double t; int32_t i; uint32_t ci; } Event;
/* The grid's nodes: the disc, and whether the node's cell is its sweep's first column and row. */
#define FIRST_COLUMN 0x80000000u
#define FIRST_ROW 0x40000000u
#define DISC_BITS 0x3fffffffu

static int n;
/* The horizon: its steps, the steps of it taken, whether the next step may go on with it,
 * and a fixed length from --horizon (0: chosen as it starts). */
static int horizon_steps = 1, horizon_taken = 0, horizon_open = 0, fixed_horizon = 0, first_step = 1;
static int tile_cols = 1, tile_rows = 1;
static double field_w = TILE_W, field_h = TILE_H;
static double *px, *py, *vx, *vy, *clock_;
static uint32_t *count_, *bounces;
/* The heap's root sits three entries into a line-aligned buffer, so node p's children
 * 4p+1 ... 4p+4 share a line. */
static Event *heap; static int heap_n, heap_cap;
/* Each disc's current event: the other disc (-1: a wall or brick) and its count then, or the
 * normal of the wall or brick. */
static int32_t *ev_j; static uint32_t *ev_cj; static double *ev_nx, *ev_ny;
/* The sweep grid: per cell the head of a list of nodes (disc and marks, next). */
static int grid_cols, grid_rows; static double cell, inv_cell;
static int32_t *cell_head, *node_next; static uint32_t *node_disc; static int node_n, node_cap;
static uint32_t *stamp; static uint32_t stamp_value;
/* The first pass's offers: each disc's earliest impact offered by a lower-numbered one. */
static double *offer_t; static int32_t *offer_j;
/* The first pass by pairs: each disc's first cell and swept box (as its last insert measured
 * them: the first pass reads the step's first), its earliest impact with a higher-numbered
 * disc and with whom, and its wall or brick event. */
static double *box0x, *box0y, *box1x, *box1y; static double *own_t; static int32_t *own_j;
static double *wall_t, *wall_nx, *wall_ny;

static int less(const Event *a, const Event *b) {
    if (a->t != b->t) return a->t < b->t;
    return a->i < b->i;
}

static Event *heap_alloc(int cap) {
    void *raw = NULL;
    if (posix_memalign(&raw, 64, sizeof(Event) * (cap + 3))) { fprintf(stderr, "gas_kernel: out of memory\n"); exit(1); }
    return (Event *)raw + 3;
}

static void heap_push(Event e) {
    if (heap_n == heap_cap) {
        Event *fresh = heap_alloc(2 * heap_cap);
        memcpy(fresh, heap, sizeof(Event) * heap_n);
        free(heap - 3);
        heap = fresh; heap_cap *= 2;
    }
    int c = heap_n++;
    while (c > 0) {   /* through a hole: one move a level */
        int p = (c - 1) >> 2;
        if (!less(&e, &heap[p])) break;
        heap[c] = heap[p]; c = p;
    }
    heap[c] = e;
}

static Event heap_pop(void) {
    Event top = heap[0], last = heap[--heap_n];
    int n_ = heap_n, p = 0;
    if (n_ == 0) return top;
    for (;;) {
        int first = 4 * p + 1;
        if (first >= n_) break;
        int m = first, end = first + 4 < n_ ? first + 4 : n_;
        for (int c = first + 1; c < end; c++) if (less(&heap[c], &heap[m])) m = c;
        if (!less(&heap[m], &last)) break;
        heap[p] = heap[m]; p = m;
    }
    heap[p] = last;
    return top;
}

/* Disc i's event at t: into the heap, with what it hits beside. */
static void schedule(int i, double t, int32_t j, double nx, double ny) {
    ev_j[i] = j; ev_cj[i] = j >= 0 ? count_[j] : 0; ev_nx[i] = nx; ev_ny[i] = ny;
    Event e = { t, i, count_[i] };
    heap_push(e);
}

static int frozen(int i) { return bounces[i] >= MAX_BOUNCES; }

/* Disc i's swept box from its clock to the end of the step, grown by its radius. */
static void sweep_box(int i, double h, double *x0, double *y0, double *x1, double *y1) {
    double rest = frozen(i) ? 0 : h - clock_[i];   /* h: the horizon's end */
    double ex = px[i] + vx[i] * rest, ey = py[i] + vy[i] * rest;
    *x0 = MIN(px[i], ex) - RADIUS; *x1 = MAX(px[i], ex) + RADIUS;
    *y0 = MIN(py[i], ey) - RADIUS; *y1 = MAX(py[i], ey) + RADIUS;
}

static int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

static void insert_sweep(int i, double h) {
    double x0, y0, x1, y1;
    sweep_box(i, h, &x0, &y0, &x1, &y1);
    int cx0 = clampi((int)(x0 * inv_cell), 0, grid_cols - 1), cx1 = clampi((int)(x1 * inv_cell), 0, grid_cols - 1);
    int cy0 = clampi((int)(y0 * inv_cell), 0, grid_rows - 1), cy1 = clampi((int)(y1 * inv_cell), 0, grid_rows - 1);
    box0x[i] = x0; box0y[i] = y0; box1x[i] = x1; box1y[i] = y1;
    for (int cy = cy0; cy <= cy1; cy++)
        for (int cx = cx0; cx <= cx1; cx++) {
            if (node_n == node_cap) {
                node_cap *= 2;
                node_disc = realloc(node_disc, sizeof(uint32_t) * node_cap);
                node_next = realloc(node_next, sizeof(int32_t) * node_cap);
            }
            int c = cy * grid_cols + cx;
            node_disc[node_n] = (uint32_t)i | (cx == cx0 ? FIRST_COLUMN : 0) | (cy == cy0 ? FIRST_ROW : 0);
            node_next[node_n] = cell_head[c]; cell_head[c] = node_n++;
        }
}

/* Earliest time in [0, limit] at which a disc at (x, y) moving (dx, dy) per unit time touches
 * the box grown by r (a rounded box); improves *best and its normal. */
static void sweep_rounded_box(double x, double y, double dx, double dy, double r,
                              double bx0, double by0, double bx1, double by1,
                              double *best, double *nx, double *ny) {
    /* Already touching: a contact now if moving in. */
    double qx = MIN(MAX(x, bx0), bx1), qy = MIN(MAX(y, by0), by1);
    double ex = x - qx, ey = y - qy, d2 = ex * ex + ey * ey;
    if (d2 < r * r) {
        if (d2 > 0) {
            double d = sqrt(d2), ux = ex / d, uy = ey / d;
            if (ux * dx + uy * dy < 0) { *best = 0; *nx = ux; *ny = uy; }
        }
        return;
    }
    /* The faces: slab entry into the box grown by r. */
    double t_enter = -INFINITY, t_exit = INFINITY, fnx = 0, fny = 0;
    if (dx != 0) {
        double a = (bx0 - r - x) / dx, b = (bx1 + r - x) / dx;
        double near = dx > 0 ? a : b, far = dx > 0 ? b : a;
        t_enter = near; t_exit = far; fnx = dx > 0 ? -1 : 1; fny = 0;
    } else if (x < bx0 - r || x > bx1 + r) return;
    if (dy != 0) {
        double a = (by0 - r - y) / dy, b = (by1 + r - y) / dy;
        double near = dy > 0 ? a : b, far = dy > 0 ? b : a;
        if (near > t_enter) { t_enter = near; fnx = 0; fny = dy > 0 ? -1 : 1; }
        if (far < t_exit) t_exit = far;
    } else if (y < by0 - r || y > by1 + r) return;
    if (t_enter > t_exit || t_exit < 0 || t_enter >= *best) return;
    double hx = x + MAX(t_enter, 0) * dx, hy = y + MAX(t_enter, 0) * dy;
    if (t_enter >= 0 && ((hx >= bx0 && hx <= bx1) || (hy >= by0 && hy <= by1))) {
        *best = t_enter; *nx = fnx; *ny = fny;
        return;
    }
    /* A corner: the disc against a point. */
    double cx = hx < bx0 ? bx0 : bx1, cy = hy < by0 ? by0 : by1;
    double mx = x - cx, my = y - cy;
    double a = dx * dx + dy * dy, b = mx * dx + my * dy, c = mx * mx + my * my - r * r;
    if (b >= 0 || a == 0) return;
    double disc = b * b - a * c;
    if (disc < 0) return;
    double t = (-b - sqrt(disc)) / a;
    if (t < 0) t = 0;
    if (t < *best) {
        double hx2 = x + t * dx - cx, hy2 = y + t * dy - cy, l = sqrt(hx2 * hx2 + hy2 * hy2);
        *best = t; *nx = hx2 / l; *ny = hy2 / l;
    }
}

/* The bricks of the tile row whose top is at oy under the sweep's box (sx0, sy0)-(sx1, sy1):
 * the columns run on across tiles, since 40 bricks 40 points apart fill a tile's width. */
static inline void sweep_bricks(double oy, double x, double y, double dx, double dy,
                                double sx0, double sy0, double sx1, double sy1,
                                double *best, double *nx, double *ny) {
    if (sy1 < oy + BRICK_Y0 || sy0 > oy + BRICK_Y0 + BRICK_DY * (BRICK_ROWS - 1) + BRICK_H) return;
    int c0 = clampi((int)floor((sx0 - BRICK_X0) / BRICK_DX), 0, BRICK_COLS * tile_cols - 1);
    int c1 = clampi((int)floor((sx1 - BRICK_X0) / BRICK_DX), 0, BRICK_COLS * tile_cols - 1);
    int r0 = clampi((int)floor((sy0 - oy - BRICK_Y0) / BRICK_DY), 0, BRICK_ROWS - 1);
    int r1 = clampi((int)floor((sy1 - oy - BRICK_Y0) / BRICK_DY), 0, BRICK_ROWS - 1);
    for (int r = r0; r <= r1; r++)
        for (int c = c0; c <= c1; c++) {
            double bx = BRICK_X0 + BRICK_DX * c, by = oy + BRICK_Y0 + BRICK_DY * r;
            sweep_rounded_box(x, y, dx, dy, RADIUS, bx, by, bx + BRICK_W, by + BRICK_H, best, nx, ny);
        }
}

/* When two discs dr apart (mx, my), closing at (rvx, rvy), touch within window: the cheap
 * reject (too far apart to close the gap in the time), then the quadratic. 0: never. */
static inline int pair_time(double mx, double my, double rvx, double rvy, double window, double *t) {
    double sigma = 2 * RADIUS;
    double gap = sqrt(mx * mx + my * my) - sigma;
    if (gap > sqrt(rvx * rvx + rvy * rvy) * window) return 0;
    double b = mx * rvx + my * rvy;
    if (b >= 0) return 0;
    double a = rvx * rvx + rvy * rvy, c = mx * mx + my * my - sigma * sigma;
    if (c <= 0) { *t = 0; return 1; }
    double disc = b * b - a * c;
    if (disc < 0) return 0;
    *t = (-b - sqrt(disc)) / a;
    return 1;
}

/* Disc i's earliest wall or brick within span of its clock, and the normal there (best is
 * span when none). Inlined by force: called from two places, gcc would call it, at 4% more
 * instructions for the gas. */
static inline __attribute__((always_inline)) double walls_and_bricks(int i, double span, double *nx, double *ny) {
    double x = px[i], y = py[i], dx = vx[i], dy = vy[i];
    double best = span;
    if (dx < 0 && (x - RADIUS) + dx * best < 0) { double t = (RADIUS - x) / dx; if (t < best) { best = MAX(t, 0); *nx = 1; *ny = 0; } }
    if (dx > 0 && (x + RADIUS) + dx * best > field_w) { double t = (field_w - RADIUS - x) / dx; if (t < best) { best = MAX(t, 0); *nx = -1; *ny = 0; } }
    if (dy < 0 && (y - RADIUS) + dy * best < 0) { double t = (RADIUS - y) / dy; if (t < best) { best = MAX(t, 0); *nx = 0; *ny = 1; } }
    if (dy > 0 && (y + RADIUS) + dy * best > field_h) { double t = (field_h - RADIUS - y) / dy; if (t < best) { best = MAX(t, 0); *nx = 0; *ny = -1; } }
    /* Bricks: the lattice cells under the sweep, in each tile row it spans. */
    double sx0 = MIN(x, x + dx * span) - RADIUS, sx1 = MAX(x, x + dx * span) + RADIUS;
    double sy0 = MIN(y, y + dy * span) - RADIUS, sy1 = MAX(y, y + dy * span) + RADIUS;
    if (tile_rows == 1) sweep_bricks(0, x, y, dx, dy, sx0, sy0, sx1, sy1, &best, nx, ny);
    else {   /* truncation is floor here: a negative coordinate clamps to row 0 either way */
        int ty0 = clampi((int)(sy0 * (1 / TILE_H)), 0, tile_rows - 1), ty1 = clampi((int)(sy1 * (1 / TILE_H)), 0, tile_rows - 1);
        for (int ty = ty0; ty <= ty1; ty++) sweep_bricks(TILE_H * ty, x, y, dx, dy, sx0, sy0, sx1, sy1, &best, nx, ny);
    }
    return best;
}

/* The step's first predictions, by pairs: every disc's walls and bricks, then every pair of
 * discs whose sweeps share a cell once, in the first cell they share (no stamps, no pair met
 * from both sides), then each disc's earliest: its wall or brick, else the earliest impact a
 * lower-numbered disc offered it, else its own earliest with a higher one (as predict's
 * first pass, in that order on equal times). */
static void first_pass(double h) {
    for (int i = 0; i < n; i++) {
        double nx = 0, ny = 0;
        wall_t[i] = walls_and_bricks(i, h, &nx, &ny);
        wall_nx[i] = nx; wall_ny[i] = ny;
        offer_t[i] = h; own_t[i] = h; own_j[i] = -1;
    }
    for (int c = 0; c < grid_cols * grid_rows; c++) {
        for (int ka = cell_head[c]; ka >= 0; ka = node_next[ka]) {
            uint32_t ta = node_disc[ka];
            for (int kb = node_next[ka]; kb >= 0; kb = node_next[kb]) {
                uint32_t tb = node_disc[kb];
                /* The pair's first shared cell: the first column of one sweep, the first row of one. */
                if (((ta | tb) & (FIRST_COLUMN | FIRST_ROW)) != (FIRST_COLUMN | FIRST_ROW)) continue;
                int da = (int)(ta & DISC_BITS), db = (int)(tb & DISC_BITS);
                int i = da < db ? da : db, j = da < db ? db : da;
                /* Swept boxes apart: the discs cannot touch within the step. */
                if (box1x[i] < box0x[j] || box1x[j] < box0x[i] || box1y[i] < box0y[j] || box1y[j] < box0y[i]) continue;
                /* Every clock is at the step's start: both discs where they are. */
                double t;
                if (!pair_time(px[i] - px[j], py[i] - py[j], vx[i] - vx[j], vy[i] - vy[j], h, &t)) continue;
                if (t < offer_t[j]) { offer_t[j] = t; offer_j[j] = i; }
                if (t < own_t[i]) { own_t[i] = t; own_j[i] = j; }
            }
        }
    }
    for (int i = 0; i < n; i++) {
        double best = wall_t[i];
        int32_t j = -1;
        if (offer_t[i] < best) { best = offer_t[i]; j = offer_j[i]; }
        if (own_t[i] < best) { best = own_t[i]; j = own_j[i]; }
        if (best < h) schedule(i, best, j, wall_nx[i], wall_ny[i]);
    }
}

/* Disc i's earliest impact from its clock to the end of the step, scheduled (after the
 * first pass: a disc whose trajectory changed, or whose partner's did). */
static void predict(int i, double h) {
    double t0 = clock_[i], span = h - t0;
    if (span <= 0 || frozen(i)) return;
    double x = px[i], y = py[i], dx = vx[i], dy = vy[i];
    int32_t partner = -1;
    double nx = 0, ny = 0, best = walls_and_bricks(i, span, &nx, &ny);
    /* Other discs whose sweeps share a cell with this one. */
    double x0, y0, x1, y1;
    sweep_box(i, h, &x0, &y0, &x1, &y1);
    int cx0 = clampi((int)(x0 * inv_cell), 0, grid_cols - 1), cx1 = clampi((int)(x1 * inv_cell), 0, grid_cols - 1);
    int cy0 = clampi((int)(y0 * inv_cell), 0, grid_rows - 1), cy1 = clampi((int)(y1 * inv_cell), 0, grid_rows - 1);
    stamp_value++;
    stamp[i] = stamp_value;
    for (int cy = cy0; cy <= cy1; cy++)
        for (int cx = cx0; cx <= cx1; cx++)
            for (int k = cell_head[cy * grid_cols + cx]; k >= 0; k = node_next[k]) {
                int j = (int)(node_disc[k] & DISC_BITS);
                if (stamp[j] == stamp_value) continue;
                stamp[j] = stamp_value;
                double ts = MAX(t0, clock_[j]);
                double window = t0 + best - ts;
                if (window <= 0) continue;
                /* Both discs at ts (a frozen one stands still). */
                double ax = x + dx * (ts - t0), ay = y + dy * (ts - t0);
                double wx = frozen(j) ? 0 : vx[j], wy = frozen(j) ? 0 : vy[j];
                double bx = px[j] + wx * (ts - clock_[j]), by = py[j] + wy * (ts - clock_[j]);
                double t;
                if (!pair_time(ax - bx, ay - by, dx - wx, dy - wy, window, &t)) continue;
                if (ts - t0 + t < best) {
                    best = ts - t0 + t;
                    partner = j;
                }
            }
    if (t0 + best < h) schedule(i, t0 + best, partner, nx, ny);
}

static void drift(int i, double t) {
    double dt = t - clock_[i];
    clock_[i] = t;
    if (dt <= 0 || frozen(i)) return;
    px[i] += vx[i] * dt; py[i] += vy[i] * dt;
}

static void settle(int i, double h) {
    count_[i]++;
    bounces[i]++;
    predict(i, h);
    insert_sweep(i, h);
}

/* The horizon's steps for the discs as they are: about HORIZON_TRAVEL radii at their rms speed
 * (to the nearest step: the gas moves exactly 3 radii in 3 steps, which should not hang on a rounding). */
static int choose_horizon(double h) {
    if (fixed_horizon) return fixed_horizon;
    if (first_step) return 1;
    double speeds = 0;
    for (int i = 0; i < n; i++) speeds += vx[i] * vx[i] + vy[i] * vy[i];
    double travel = sqrt(speeds / n) * h;
    if (!(travel > 0)) return MAX_HORIZON;
    double k = HORIZON_TRAVEL * RADIUS / travel;
    return k >= MAX_HORIZON ? MAX_HORIZON : k < 1.5 ? 1 : (int)(k + 0.5);   /* to the nearest */
}

static void step(double h) {
    for (int i = 0; i < n; i++) bounces[i] = 0;
    if (!horizon_open) {
        /* A new horizon: clocks at its start, the grid of its sweeps, the first predictions. */
        horizon_steps = choose_horizon(h);
        horizon_taken = 0;
        first_step = 0;
        for (int i = 0; i < n; i++) clock_[i] = 0;
        for (int c = 0; c < grid_cols * grid_rows; c++) cell_head[c] = -1;
        node_n = 0; heap_n = 0;
        double end = h * horizon_steps;
        for (int i = 0; i < n; i++) insert_sweep(i, end);
        first_pass(end);
    }
    double end = h * horizon_steps, step_end = h * (horizon_taken + 1);
    int last = horizon_taken + 1 >= horizon_steps, broken = 0;
    long budget = (long)n * MAX_BOUNCES + 1024;
    while (heap_n > 0 && budget > 0) {
        if (!last && heap[0].t > step_end) break;     /* later steps' impacts wait */
        budget--;
        Event e = heap_pop();
        int i = e.i, j = ev_j[i];
        if (e.ci != count_[i]) continue;                       /* i moved on: a newer event stands */
        if (j >= 0 && ev_cj[i] != count_[j]) { predict(i, end); continue; }  /* j moved on: look again */
        drift(i, e.t);
        if (j < 0) {
            double enx = ev_nx[i], eny = ev_ny[i];
            double vn = vx[i] * enx + vy[i] * eny;
            if (vn < 0) { vx[i] -= 2 * vn * enx; vy[i] -= 2 * vn * eny; }
        } else {
            drift(j, e.t);
            double nx = px[i] - px[j], ny = py[i] - py[j], l = sqrt(nx * nx + ny * ny);
            if (l > 0) { nx /= l; ny /= l; } else { nx = 0; ny = -1; }
            int fi = frozen(i), fj = frozen(j);
            double wxi = fi ? 0 : vx[i], wyi = fi ? 0 : vy[i], wxj = fj ? 0 : vx[j], wyj = fj ? 0 : vy[j];
            double vn = (wxi - wxj) * nx + (wyi - wyj) * ny;
            if (vn < 0) {
                if (fi) { vx[j] += 2 * vn * nx; vy[j] += 2 * vn * ny; }       /* against a standing disc */
                else if (fj) { vx[i] -= 2 * vn * nx; vy[i] -= 2 * vn * ny; }
                else { vx[i] -= vn * nx; vy[i] -= vn * ny; vx[j] += vn * nx; vy[j] += vn * ny; }
            }
            settle(j, end);
            broken |= frozen(j);
        }
        settle(i, end);
        broken |= frozen(i);   /* it stood still for the rest of the step: the horizon ends */
    }
    if (budget <= 0) broken = 1;
    for (int i = 0; i < n; i++) drift(i, step_end);
    horizon_taken++;
    horizon_open = !broken && horizon_taken < horizon_steps;
}

static uint64_t lcg = 1;
static double next_unit(void) {
    lcg = lcg * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(lcg >> 11) / 9007199254740992.0;
}

static double energy(void) {
    double e = 0;
    for (int i = 0; i < n; i++) e += vx[i] * vx[i] + vy[i] * vy[i];
    return e;
}

int main(int argc, char **argv) {
    double speed = 600; int steps = 1200; n = 1000;
    for (int k = 1; k < argc; k++) {
        if (!strncmp(argv[k], "--balls=", 8)) n = atoi(argv[k] + 8);
        else if (!strncmp(argv[k], "--speed=", 8)) speed = atof(argv[k] + 8);
        else if (!strncmp(argv[k], "--steps=", 8)) steps = atoi(argv[k] + 8);
        else if (!strncmp(argv[k], "--horizon=", 10)) fixed_horizon = atoi(argv[k] + 10);
        else if (!strncmp(argv[k], "--tiles=", 8)) {
            if (sscanf(argv[k] + 8, "%dx%d", &tile_cols, &tile_rows) != 2) tile_cols = 0;
        }
        else { fprintf(stderr, "gas_kernel: unknown argument %s (allowed: --balls=N --speed=S --steps=K --tiles=CxR --horizon=K)\n", argv[k]); return 2; }
    }
    if (n < 1 || n > 1000000 || steps < 1 || !(speed > 0) || tile_cols < 1 || tile_cols > 20 || tile_rows < 1 || tile_rows > 20
        || n % (tile_cols * tile_rows) != 0 || fixed_horizon < 0 || fixed_horizon > 64) {
        fprintf(stderr, "gas_kernel: balls 1...1000000, steps at least 1, speed above 0, tiles CxR with each 1...20 "
                        "and the balls shared out evenly among them, horizon 0 (chosen) ... 64\n");
        return 2;
    }
    field_w = TILE_W * tile_cols; field_h = TILE_H * tile_rows;
    int tiles = tile_cols * tile_rows, per_tile = n / tiles;
    px = malloc(sizeof(double) * n); py = malloc(sizeof(double) * n);
    vx = malloc(sizeof(double) * n); vy = malloc(sizeof(double) * n);
    clock_ = malloc(sizeof(double) * n);
    offer_t = malloc(sizeof(double) * n); offer_j = malloc(sizeof(int32_t) * n);
    box0x = malloc(sizeof(double) * n); box0y = malloc(sizeof(double) * n);
    box1x = malloc(sizeof(double) * n); box1y = malloc(sizeof(double) * n);
    own_t = malloc(sizeof(double) * n); own_j = malloc(sizeof(int32_t) * n);
    wall_t = malloc(sizeof(double) * n); wall_nx = malloc(sizeof(double) * n); wall_ny = malloc(sizeof(double) * n);
    ev_j = malloc(sizeof(int32_t) * n); ev_cj = malloc(sizeof(uint32_t) * n);
    ev_nx = malloc(sizeof(double) * n); ev_ny = malloc(sizeof(double) * n);
    count_ = calloc(n, sizeof(uint32_t)); bounces = calloc(n, sizeof(uint32_t)); stamp = calloc(n, sizeof(uint32_t));
    heap_cap = 4 * n; heap = heap_alloc(heap_cap);
    node_cap = 8 * n; node_disc = malloc(sizeof(uint32_t) * node_cap); node_next = malloc(sizeof(int32_t) * node_cap);
    /* storm.md's gas placement: a jittered grid over each tile's lower region. */
    int cols = (int)ceil(sqrt(per_tile * 1560.0 / 530.0)), rows = (per_tile + cols - 1) / cols;
    double cw = 1560.0 / cols, ch = 530.0 / rows;
    for (int i = 0; i < n; i++) {
        double u1 = next_unit(), u2 = next_unit(), u3 = next_unit();
        int tile = i / per_tile, k = i % per_tile;
        double ox = TILE_W * (tile % tile_cols), oy = TILE_H * (tile / tile_cols);
        px[i] = ox + 20 + (k % cols + 0.5) * cw + (u1 - 0.5) * 10;
        py[i] = oy + 450 + (k / cols + 0.5) * ch + (u2 - 0.5) * 10;
        vx[i] = speed * cos(u3 * 2 * M_PI); vy[i] = speed * sin(u3 * 2 * M_PI);
    }
    /* Cells four radii wide, as Dynamics' sweep grid. */
    cell = 4 * RADIUS; inv_cell = 1 / cell;
    grid_cols = (int)(field_w / cell) + 1; grid_rows = (int)(field_h / cell) + 1;
    cell_head = malloc(sizeof(int32_t) * grid_cols * grid_rows);
    double e0 = energy();
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    for (int s = 0; s < steps; s++) step(STEP);
    clock_gettime(CLOCK_MONOTONIC, &b);
    double seconds = (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) * 1e-9;
    int escaped = 0, in_bricks = 0;
    for (int i = 0; i < n; i++) {
        if (px[i] < 0 || px[i] > field_w || py[i] < 0 || py[i] > field_h) escaped++;
        double x = px[i] - floor(px[i] / TILE_W) * TILE_W, y = py[i] - floor(py[i] / TILE_H) * TILE_H;
        int c = (int)floor((x - BRICK_X0) / BRICK_DX), r = (int)floor((y - BRICK_Y0) / BRICK_DY);
        if (c >= 0 && c < BRICK_COLS && r >= 0 && r < BRICK_ROWS) {
            double bx = BRICK_X0 + BRICK_DX * c, by = BRICK_Y0 + BRICK_DY * r;
            if (x > bx && x < bx + BRICK_W && y > by && y < by + BRICK_H) in_bricks++;
        }
    }
    /* The discs' end state in one number: a change to the algorithm shows whether it moved them. */
    uint64_t state = 1469598103934665603ULL;
    for (int i = 0; i < n; i++) {
        double v[4] = { px[i], py[i], vx[i], vy[i] };
        uint64_t bits[4];
        memcpy(bits, v, sizeof bits);
        for (int k = 0; k < 4; k++) state = (state ^ bits[k]) * 1099511628211ULL;
    }
    printf("kernel-c balls=%d speed=%g steps=%d ms_per_step=%.6f ns_per_ball_step=%.3f escaped=%d in_bricks=%d energy_ratio=%.12f state=%016llx\n",
           n, speed, steps, seconds * 1000 / steps, seconds * 1e9 / ((double)steps * n), escaped, in_bricks, energy() / e0,
           (unsigned long long)state);
    return 0;
}
