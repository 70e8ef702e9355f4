import CChipmunk
#if canImport(Glibc)
import Glibc
#endif

extension ChipmunkStorm {
    /// What Chipmunk prints to stdout on its first `cpSpaceNew` (its version, and whether the
    /// library was built with its debug checks on), caught here so it cannot land in the
    /// middle of a table, and shown with the settings instead.
    static let banner: String = {
        fflush(nil)
        var pipeEnds: [Int32] = [0, 0]
        let saved = dup(1)
        guard pipe(&pipeEnds) == 0, saved >= 0 else { return "" }
        dup2(pipeEnds[1], 1)
        cpSpaceFree(cpSpaceNew())
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
    }()
}
