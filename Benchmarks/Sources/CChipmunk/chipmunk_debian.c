// The table of Debian's libchipmunk: its functions under their own names.
#include "chipmunk_builds.h"

#define CHIPMUNK_ENTRY(field, function) .field = function,

const ChipmunkFunctions chipmunk_debian = {
    .version = &cpVersionString,
    CHIPMUNK_FUNCTIONS(CHIPMUNK_ENTRY)
};
