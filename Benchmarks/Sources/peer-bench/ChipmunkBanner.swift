import CChipmunk
#if canImport(Glibc)
import Glibc
#endif

/// What a Chipmunk build prints to stdout on its first `cpSpaceNew` (Debian's: its version,
/// and that it was built with its debug checks on; a -DNDEBUG build prints nothing), caught
/// here so that it cannot land in the middle of a table, and shown with the settings instead.
/// Each build's `banner` calls this once, before any scene makes a space.
func captureBanner(_ cp: ChipmunkFunctions) -> String {
    fflush(nil)
    var pipeEnds: [Int32] = [0, 0]
    let saved = dup(1)
    guard pipe(&pipeEnds) == 0, saved >= 0 else { return "" }
    dup2(pipeEnds[1], 1)
    cp.spaceFree(cp.spaceNew())
    fflush(nil)
    dup2(saved, 1)
    close(saved)
    close(pipeEnds[1])
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = read(pipeEnds[0], &chunk, chunk.count)
        if n <= 0 { break }
        bytes += chunk[..<n]
    }
    close(pipeEnds[0])
    return String(decoding: bytes, as: UTF8.self)
        .split(separator: "\n").joined(separator: " ")
}
