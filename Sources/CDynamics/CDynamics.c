// CDynamics is header-only; this file gives SwiftPM a C target to build.
#include "CDynamics.h"
