// The table of the -O2 -DNDEBUG build. scripts/bench-peers renamed every symbol that build
// defines (cpSpaceNew becomes cpo_cpSpaceNew) and wrote chipmunk_o2_renames.h, one
// `#define cpX cpo_cpX` per symbol. Included before Chipmunk's header, it makes this file's
// declarations, and the same table entries as chipmunk_debian.c's, name the renamed build.
#include "chipmunk_o2_renames.h"
#include "chipmunk_builds.h"

#define CHIPMUNK_ENTRY(field, function) .field = function,

const ChipmunkFunctions chipmunk_o2 = {
    .version = &cpVersionString,
    CHIPMUNK_FUNCTIONS(CHIPMUNK_ENTRY)
};
