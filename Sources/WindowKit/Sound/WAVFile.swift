import CSDL2

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
    }

    /// The recording's samples, at most `maxSamples` of them (a longer one is cut).
    public static func samples(atPath path: String, sampleRate: Int, maxSamples: Int) throws(Failure) -> [Float] {
        var spec = SDL_AudioSpec()
        var buffer: UnsafeMutablePointer<UInt8>?
        var length: UInt32 = 0
        guard shim_load_wav(path, &spec, &buffer, &length) != nil, let buffer else { throw .unreadable(lastError) }
        defer { SDL_FreeWAV(buffer) }
        guard let stream = SDL_NewAudioStream(spec.format, spec.channels, spec.freq, SHIM_AUDIO_F32SYS, 1, Int32(sampleRate)) else {
            throw .unconvertible(lastError)
        }
        defer { SDL_FreeAudioStream(stream) }
        guard SDL_AudioStreamPut(stream, buffer, Int32(length)) == 0, SDL_AudioStreamFlush(stream) == 0 else {
            throw .conversionFailed(lastError)
        }
        let available = min(Int(SDL_AudioStreamAvailable(stream)) / MemoryLayout<Float>.size, maxSamples)
        var samples = [Float](repeating: 0, count: available)
        let got = samples.withUnsafeMutableBytes { Int(SDL_AudioStreamGet(stream, $0.baseAddress, Int32($0.count))) }
        guard got >= 0 else { throw .conversionFailed("") }
        samples.removeLast(samples.count - got / MemoryLayout<Float>.size)
        return samples
    }

    private static var lastError: String { String(cString: SDL_GetError()) }
}
