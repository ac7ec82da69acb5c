#if canImport(Glibc)
import Glibc
#endif
import WormGame

/// Where the game's compiled catalogues are (R90): `share/locale` beside an installed program, or the build
/// folder's `locale` (`.build/locale`, made by scripts/catalogues build) when run from the source tree.
nonisolated enum CatalogueFolder {
    /// The catalogues' folder for the program at `executable`: `../share/locale` when it holds a worm.mo, else
    /// `locale` in the nearest `.build` folder above it; nil when neither has one (a bare `swift build`).
    static func locate(executable: String?) -> String? {
        BesideExecutable.find(executable: executable, installed: ["/../share/locale"], holds: { !codes(in: $0).isEmpty }) { folder in
            guard folder.hasSuffix("/.build") || folder == ".build" else { return .notHere }
            let built = folder + "/locale"
            return codes(in: built).isEmpty ? .stop : .found(built)
        }
    }

    /// The codes of the languages with a `worm.mo` in `folder`, sorted; at most 500 are looked at.
    static func codes(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var codes: [String] = []
        while codes.count < 500, let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if Language.isCode(name), name != "en", FileSystem.isFile("\(folder)/\(name)/LC_MESSAGES/\(GettextCatalogue.domain).mo") {
                codes.append(name)
            }
        }
        return codes.sorted()
    }
}
