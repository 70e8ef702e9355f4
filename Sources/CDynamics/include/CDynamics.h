// Numeric helpers the engine's hot loops need and Swift does not offer unchecked.
#ifndef CDYNAMICS_H
#define CDYNAMICS_H

#include <stdint.h>

/// The integer part of x, which the caller has already clamped to [0, 2^31): Swift's Int(x)
/// checks the range again on every call, this compiles to one instruction.
static inline int64_t dyn_truncate(double x) { return (int64_t)x; }

#endif
