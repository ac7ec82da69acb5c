/// Where the game's images, sounds and font come from: the player's `--resources` folder first,
/// then the bundled `Resources` folder.
public struct ResourceFiles: Equatable, Sendable {
    /// The player's folder, if any.
    public var custom: String?
    /// The bundled folder.
    public var bundled: String

    /// The player's folder `custom` (if any) before the `bundled` one.
    package init(custom: String?, bundled: String) {
        self.custom = custom
        self.bundled = bundled
    }

    /// The files the game loads, each with its accepted names in order of preference.
    public enum Kind: CaseIterable, Sendable {
        case background, worm, particle, font, music, hit, miss, golden, beetle, cloud

        /// Accepted file names, preferred first (HEADLESS.md, `--resources`).
        public var names: [String] {
            switch self {
            case .background: return ["background.png", "background.jpg"]
            case .worm: return ["worm.png"]
            case .particle: return ["particle.png"]
            case .font: return ["font.fnt"]
            case .music: return ["music.ogg", "music.mp3"]
            case .hit: return ["hit.wav", "hit.ogg"]
            case .miss: return ["miss.wav", "miss.ogg"]
            case .golden: return ["golden.png"]
            case .beetle: return ["beetle.png"]
            case .cloud: return ["cloud.png"]
            }
        }
    }

    /// The folders searched, the player's first.
    public var folders: [String] { (custom.map { [$0] } ?? []) + [bundled] }

    /// The path of the file for `kind`: the first accepted name found in the player's folder,
    /// else in the bundled one. Throws a one-line `RuntimeFailure` naming the file and where it looked.
    public func path(for kind: Kind) throws -> String {
        for folder in folders {
            for name in kind.names where FileSystem.isFile(folder + "/" + name) {
                return folder + "/" + name
            }
        }
        throw RuntimeFailure("missing \(kind.names.joined(separator: " or ")) (looked in \(folders.joined(separator: " and ")))")
    }

    /// The file of `set` for the 1× file `file` (found by `path(for:)`), from the same folder: `worm@2x.png` beside
    /// `worm.png`, so a `--resources` folder's own image is never mixed with the bundled one's larger sets. The
    /// first of `set.preference` that is there; `file` itself when no other is (a folder with 1× files only).
    func path(_ file: String, in set: ArtScale) -> (path: String, set: ArtScale) {
        let name = file.lastIndex(of: "/").map { file[file.index(after: $0)...] } ?? file[...]
        let folder = String(file.dropLast(name.count))  // with its slash, if any
        for candidate in set.preference {
            let path = candidate == .one ? file : folder + candidate.fileName(String(name))
            if candidate == .one || FileSystem.isFile(path) { return (path, candidate) }
        }
        return (file, .one)
    }

    /// A second file that `file` refers to (a font page), beside it.
    public func sibling(_ name: String, of file: String) -> String {
        FileSystem.directory(of: file) + "/" + name
    }

    /// The bundled folder for the running program; throws a one-line `RuntimeFailure` saying where it looked.
    public static func bundledFolder() throws -> String {
        let executable = FileSystem.executablePath()
        guard let folder = locateBundled(executable: executable) else {
            throw RuntimeFailure("cannot find the bundled Resources folder (looked beside and above \(executable ?? "the program"))")
        }
        return folder
    }

    /// Finds the bundled folder: `Resources` beside the executable, `../share/worm`, or the nearest
    /// `Resources` above it (a build in `.build/…` of the source tree).
    public static func locateBundled(executable: String?) -> String? {
        BesideExecutable.find(executable: executable, installed: ["/Resources", "/../share/worm"],
                              holds: { FileSystem.isFile($0 + "/worm.png") }) { folder in
            FileSystem.isFile(folder + "/Resources/worm.png") ? .found(folder + "/Resources") : .notHere
        }
    }
}
