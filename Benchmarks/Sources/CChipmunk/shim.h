// Chipmunk2D 7 as Debian's libchipmunk-dev installs it (no pkg-config file: the module map
// links libchipmunk by name). cpFloat is double on this build (CP_USE_DOUBLES defaults to 1).
#include <chipmunk/chipmunk.h>
