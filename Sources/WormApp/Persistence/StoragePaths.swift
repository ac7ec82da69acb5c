/// Where the saved files go (R41): `--data-dir` for both, else `$XDG_DATA_HOME/worm` for scores and
/// `$XDG_CONFIG_HOME/worm` for settings; an unset or empty variable means `~/.local/share` or `~/.config`.
nonisolated package struct StoragePaths: Equatable, Sendable {
    /// The folder of scores.json.
    var dataFolder: String
    /// The folder of settings.json.
    var configFolder: String

    /// Scores in `dataFolder`, settings in `configFolder`.
    package init(dataFolder: String, configFolder: String) {
        self.dataFolder = dataFolder
        self.configFolder = configFolder
    }

    /// The folders for `dataDir` (the flag) or the environment `variables` (XDG_DATA_HOME, XDG_CONFIG_HOME, HOME).
    /// Nil when neither the flag nor a home folder says where.
    static func resolve(dataDir: String?, variables: [String: String]) -> StoragePaths? {
        if let dataDir { return StoragePaths(dataFolder: dataDir, configFolder: dataDir) }
        let home = variables["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        func base(_ name: String, fallback: String) -> String? {
            if let value = variables[name], !value.isEmpty { return value }
            return home.map { $0 + "/" + fallback }
        }
        guard let data = base("XDG_DATA_HOME", fallback: ".local/share"),
              let config = base("XDG_CONFIG_HOME", fallback: ".config") else { return nil }
        return StoragePaths(dataFolder: data + "/worm", configFolder: config + "/worm")
    }

    /// The folder that holds `file`.
    func folder(of file: SavedFile) -> String {
        file == .scores ? dataFolder : configFolder
    }
}

#if canImport(Glibc)
import Glibc
#endif

nonisolated extension StoragePaths {
    /// The storage of a run (R41): the files on disk in a window or with `dataDir`; memory for a headless run without it,
    /// or when nothing says where home is.
    static func storage(dataDir: String?, headless: Bool) -> Storage {
        guard dataDir != nil || !headless else { return MemoryStorage() }
        var variables: [String: String] = [:]
        for name in ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "HOME"] {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        guard let paths = resolve(dataDir: dataDir, variables: variables) else { return MemoryStorage() }
        return FileStorage(paths: paths)
    }
}
