// This target exists only so that building the package also builds the malloc interposer
// as libMallocInterposerSwift.so next to peer-bench. `peer-bench allocations` preloads that
// library into a child process (LD_PRELOAD, the interposer's documented way on Linux);
// peer-bench itself does not link it, so timed runs use the plain system allocator.
@_exported import MallocInterposerSwift
