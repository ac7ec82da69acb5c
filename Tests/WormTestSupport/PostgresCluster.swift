#if canImport(Glibc)
import Glibc
#endif

/// A temporary PostgreSQL cluster (Debian's `postgresql`): made with initdb in a temporary directory, listening
/// only on a socket there, stopped and deleted at the end. PostgreSQL refuses to run as root: as root, it runs as
/// the `postgres` user (runuser). Shared by the board's store tests and the end-to-end runs of `worm-board`.
public final class PostgresCluster {
    /// Why the cluster could not be made or started.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The temporary directory holding the cluster's data, log and socket.
    public let directory: String
    private let bin: String
    private let asRoot: Bool

    /// The URL a store connects to.
    public var url: String { "postgresql:///postgres?host=\(directory)&user=postgres" }

    /// Makes and starts a cluster.
    public init() throws {
        guard let version = (15...20).reversed().first(where: { access("/usr/lib/postgresql/\($0)/bin/initdb", X_OK) == 0 }) else {
            throw Failure(description: "PostgreSQL's initdb is not installed (apt-get install postgresql)")
        }
        bin = "/usr/lib/postgresql/\(version)/bin"
        var template = Array("/tmp/worm-pg-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Failure(description: "mkdtemp failed") }
        directory = String(cString: made)
        asRoot = getuid() == 0
        if asRoot {
            guard let user = getpwnam("postgres") else { throw Failure(description: "no postgres user to run PostgreSQL as") }
            chown(directory, user.pointee.pw_uid, user.pointee.pw_gid)
        }
        try run("\(bin)/initdb -D \(directory)/data -U postgres -A trust --no-sync > \(directory)/initdb.log 2>&1")
        try run("\(bin)/pg_ctl -D \(directory)/data -l \(directory)/log -w -o \"-c listen_addresses='' -k \(directory) -c fsync=off\" start > /dev/null")
    }

    /// Runs `command` in a shell, as the postgres user when root.
    private func run(_ command: String) throws {
        let line = asRoot ? "runuser -u postgres -- sh -c '\(command.replacingQuotes())'" : command
        guard system(line) == 0 else { throw Failure(description: "failed: \(command)") }
    }

    /// Stops the cluster and deletes it.
    public func stop() {
        try? run("\(bin)/pg_ctl -D \(directory)/data -m immediate stop > /dev/null")
        _ = system("rm -rf '\(directory)'")
    }
}

extension String {
    /// The string with each `'` written for a single-quoted shell word.
    fileprivate func replacingQuotes() -> String {
        var out = ""
        for character in self { out += character == "'" ? "'\\''" : String(character) }
        return out
    }
}
