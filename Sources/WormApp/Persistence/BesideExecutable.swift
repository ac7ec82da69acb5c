/// Finding a folder the program ships with, from where its executable is: the one piece the bundled resources
/// (`ResourceFiles`) and the translations (`CatalogueFolder`) share.
nonisolated enum BesideExecutable {
    /// What a folder on the way up says of the search.
    enum Look: Equatable {
        /// The folder wanted is at this path.
        case found(String)
        /// Not here: look one folder up.
        case notHere
        /// Not here, and not further up either.
        case stop
    }

    /// The first of `installed` (paths relative to the executable's folder, such as `/../share/worm`) that `holds`,
    /// else what `look` finds walking up from the executable's folder to the root; nil without an executable.
    static func find(executable: String?, installed: [String], holds: (String) -> Bool,
                     walkingUp look: (String) -> Look) -> String? {
        guard let executable else { return nil }
        var folder = FileSystem.directory(of: executable)
        if let found = installed.map({ folder + $0 }).first(where: holds) { return found }
        while folder != "/" && !folder.isEmpty && folder != "." {
            switch look(folder) {
            case .found(let path): return path
            case .stop: return nil
            case .notHere: folder = FileSystem.directory(of: folder)
            }
        }
        return nil
    }
}
