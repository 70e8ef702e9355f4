import CSDL2
import Foundation

/// A WAV recording read with SDL and converted to float mono at a chosen rate.
///
/// ```swift
/// let samples = try WAVFile.samples(atPath: "ding.wav", sampleRate: 44_100, maxSamples: 441_000)
/// ```
public enum WAVFile {
    /// Why a recording did not become samples.
    public enum Failure: Error, Equatable {
        /// Not a WAV file SDL reads (SDL's reason).
        case unreadable(String)
        /// A sample format SDL cannot convert (SDL's reason).
        case unconvertible(String)
        /// The conversion failed part way (SDL's reason, if any).
        case conversionFailed(String)
        /// A sample rate outside `playableRates` (the file's, in Hz).
        case unplayableRate(Int)
    }

    /// The sample rates read. SDL's resampler pads every conversion with 512 input frames'
    /// worth of output, so a header claiming 1 Hz costs seconds and hundreds of megabytes
    /// (22 million samples), and one claiming 2 GHz as much again in its filter.
    public static let playableRates = 1_000...384_000

    /// The recording's samples, at most `maxSamples` of them (a longer one is cut).
    public static func samples(atPath path: String, sampleRate: Int, maxSamples: Int) throws(Failure) -> [Float] {
        // An empty file is refused before Foundation reads it (its reader leaks on one), and
        // one past what SDL's memory reader takes (2 GB) before it is read at all.
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= Int(Int32.max) else { throw .unreadable("the file is larger than 2 GB") }
        guard size > 0, let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(size == 0 && FileManager.default.fileExists(atPath: path) ? "the file is empty" : "the file cannot be opened")
        }
        var bytes = [UInt8](data)
        truncateChunkLengths(&bytes)
        var spec = SDL_AudioSpec()
        var buffer: UnsafeMutablePointer<UInt8>?
        var length: UInt32 = 0
        let loaded = bytes.withUnsafeBytes { raw -> Bool in
            guard let rw = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else { return false }
            return SDL_LoadWAV_RW(rw, 1, &spec, &buffer, &length) != nil
        }
        guard loaded, let buffer else { throw .unreadable(lastError) }
        defer { SDL_FreeWAV(buffer) }
        guard playableRates.contains(Int(spec.freq)) else { throw .unplayableRate(Int(spec.freq)) }
        guard let stream = SDL_NewAudioStream(spec.format, spec.channels, spec.freq, SHIM_AUDIO_F32SYS, 1, Int32(sampleRate)) else {
            throw .unconvertible(lastError)
        }
        defer { SDL_FreeAudioStream(stream) }
        // Only the input the first `maxSamples` need goes in: a header claiming 1 Hz would
        // otherwise have SDL resample 8 MB into hundreds of gigabytes. A few frames more
        // cover the resampler's filter.
        let frameBytes = max(1, Int(spec.channels)) * max(1, Int(spec.format & 0xFF) / 8)
        let framesNeeded = (Double(max(maxSamples, 0)) * Double(spec.freq) / Double(max(sampleRate, 1))).rounded(.up) + 4
        let taken = Int(min(Double(length), framesNeeded * Double(frameBytes)))
        guard SDL_AudioStreamPut(stream, buffer, Int32(taken)) == 0, SDL_AudioStreamFlush(stream) == 0 else {
            throw .conversionFailed(lastError)
        }
        let available = min(Int(SDL_AudioStreamAvailable(stream)) / MemoryLayout<Float>.size, maxSamples)
        var samples = [Float](repeating: 0, count: available)
        let got = samples.withUnsafeMutableBytes { Int(SDL_AudioStreamGet(stream, $0.baseAddress, Int32($0.count))) }
        guard got >= 0 else { throw .conversionFailed("") }
        samples.removeLast(samples.count - got / MemoryLayout<Float>.size)
        return samples
    }

    /// Cuts every RIFF chunk's stated length (the file's own, and each chunk's after it) to
    /// the bytes that follow it: SDL allocates what a chunk claims before reading it, so a
    /// 300-byte file claiming 4 GB of sound asked for 4 GB (found by `scripts/fuzz
    /// theme-sounds`). Written here because SDL has no option for it; the walk is bounded by
    /// the file's length, each step at least 8 bytes on.
    static func truncateChunkLengths(_ bytes: inout [UInt8]) {
        func length(at k: Int) -> Int { Int(bytes[k]) | Int(bytes[k + 1]) << 8 | Int(bytes[k + 2]) << 16 | Int(bytes[k + 3]) << 24 }
        func setLength(_ value: Int, at k: Int) {
            for b in 0..<4 { bytes[k + b] = UInt8(value >> (8 * b) & 0xFF) }
        }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8) else { return }
        if length(at: 4) > bytes.count - 8 { setLength(bytes.count - 8, at: 4) }
        var k = 12
        while k + 8 <= bytes.count {
            let remaining = bytes.count - (k + 8)
            let stated = length(at: k + 4)
            if stated > remaining { setLength(remaining, at: k + 4) }
            k += 8 + min(stated, remaining) + (stated & 1)   // chunks are padded to even lengths
        }
    }

    private static var lastError: String { String(cString: SDL_GetError()) }
}
