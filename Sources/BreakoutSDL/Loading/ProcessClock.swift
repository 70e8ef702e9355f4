import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Time since this process started, for the start-up figure and every clock the game runs
/// on (frames, the network's lockstep). Linux keeps the start time in `/proc/self/stat` (in
/// clock ticks since boot, usually 10 ms); elsewhere the clock starts at the first call.
/// It never goes back (`CLOCK_BOOTTIME`).
public enum ProcessClock {
    /// Seconds since the process started.
    public static func secondsSinceStart() -> Double {
        if let start = processStartSinceBoot, let now = secondsSinceBoot() { return max(0, now - start) }
        return Double(DispatchTime.now().uptimeNanoseconds - firstCall) / 1e9
    }

    private static let firstCall = DispatchTime.now().uptimeNanoseconds

    /// Field 22 of /proc/self/stat, in seconds.
    private static let processStartSinceBoot: Double? = {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // After "pid (name)" the fields start at number 3; the name may hold spaces.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        #if canImport(Glibc)
        let perSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        #else
        let perSecond = 100.0
        #endif
        return perSecond > 0 ? ticks / perSecond : nil
    }()

    private static func secondsSinceBoot() -> Double? {
        #if canImport(Glibc)
        var ts = timespec()
        guard clock_gettime(CLOCK_BOOTTIME, &ts) == 0 else { return nil }
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
        #else
        return nil
        #endif
    }
}
