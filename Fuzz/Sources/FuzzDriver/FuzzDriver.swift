import Foundation

/// Hands control to libFuzzer with `check` as the target: libFuzzer generates inputs,
/// guided by the coverage `-sanitize=fuzzer` instruments, and the program stops at the
/// first input `check` reports a problem for (the input is saved as `crash-*`).
///
/// ```swift
/// FuzzDriver.run { ParserChecks.levelFile($0) }   // the whole main.swift of a target
/// ```
public enum FuzzDriver {
    /// The check libFuzzer's C callback calls (a C function pointer cannot capture it).
    nonisolated(unsafe) static var check: (Data) -> String? = { _ in nil }

    public static func run(_ check: @escaping (Data) -> String?) -> Never {
        FuzzDriver.check = check
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
            let data = count > 0 && bytes != nil ? Data(bytes: bytes!, count: count) : Data()
            if let problem = FuzzDriver.check(data) { fatalError(problem) }
            return 0
        })
    }
}

/// libFuzzer's driver, for programs that have their own main.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32
