import Foundation
import PackagePlugin

/// Compiles `Translations/*.po` into the Translations module at build time
/// (`scripts/embed-translations`: msgfmt, then base64 into a Swift file), so that German and
/// French work in every binary, wherever it runs from, with no catalog files beside it.
/// A shell script rather than a tool target: msgfmt does the compiling, and a tool of our
/// own would be built for every package that depends on Translations (the fuzzers' too).
@main
struct TranslationsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let root = context.package.directoryURL
        let script = root.appending(path: "scripts/embed-translations")
        let folder = root.appending(path: "Translations")
        let catalogs = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "po" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedCatalogs.swift")
        return [
            .buildCommand(displayName: "Embedding the translations (\(catalogs.map(\.lastPathComponent).joined(separator: ", ")))",
                          executable: URL(fileURLWithPath: "/bin/sh"),
                          arguments: [script.path(), output.path()] + catalogs.map { $0.path() },
                          inputFiles: [script] + catalogs,
                          outputFiles: [output]),
        ]
    }
}
