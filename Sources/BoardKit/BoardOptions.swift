/// worm-board's command line (docs/BOARD.md): `--listen ADDR:PORT --db FILE|postgresql://…`, and the rest.
public struct BoardOptions: Equatable, Sendable {
    /// Where the store is.
    public enum Database: Equatable, Sendable {
        /// An SQLite file.
        case sqlite(path: String)
        /// A PostgreSQL connection URL (`postgresql://…` or `postgres://…`).
        case postgres(url: String)
    }

    /// What the command line asks for.
    public enum Action: Equatable, Sendable {
        case serve, help, version
    }

    public var action: Action = .serve
    /// The address to listen on (IPv4 or IPv6, without brackets).
    public var host = "127.0.0.1"
    /// The port to listen on (0: one the system chooses, printed at start).
    public var port = 8080
    public var database = Database.sqlite(path: "worm-board.sqlite")
    /// HTTP threads.
    public var threads = 2
    /// Whether the client's address is taken from `X-Forwarded-For` (behind a reverse proxy).
    public var trustProxy = false

    /// The defaults.
    public init() {}

    /// The options `arguments` (without the program's name) give, or a one-line error naming what is wrong.
    public static func parse(_ arguments: [String]) throws(BoardUsageError) -> BoardOptions {
        var options = BoardOptions()
        var index = 0
        func value(_ flag: String) throws(BoardUsageError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else { throw BoardUsageError("\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h": options.action = .help
            case "--version": options.action = .version
            case "--listen":
                let text = try value(argument)
                guard let (host, port) = listenAddress(text) else {
                    throw BoardUsageError("--listen wants ADDRESS:PORT (127.0.0.1:8080, [::1]:8080), not \(shown(text))")
                }
                options.host = host
                options.port = port
            case "--db":
                let text = try value(argument)
                if text.hasPrefix("postgresql://") || text.hasPrefix("postgres://") {
                    options.database = .postgres(url: text)
                } else if text.isEmpty || text.contains("://") {
                    throw BoardUsageError("--db wants a file or a postgresql:// URL, not \(shown(text))")
                } else {
                    options.database = .sqlite(path: text)
                }
            case "--threads":
                let text = try value(argument)
                guard let threads = Int(text), (1...64).contains(threads) else { throw BoardUsageError("--threads wants 1 to 64, not \(shown(text))") }
                options.threads = threads
            case "--trust-proxy": options.trustProxy = true
            default: throw BoardUsageError("unknown option \(shown(argument)) (see --help)")
            }
            index += 1
        }
        return options
    }

    /// `text` as an error shows it: quoted, control characters as `?`, cut to 60 characters (one line, always).
    static func shown(_ text: String) -> String {
        let clean = String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 }))
        return "'" + (clean.count > 60 ? String(clean.prefix(60)) + "…" : clean) + "'"
    }

    /// The host and port of `ADDRESS:PORT` or `[IPv6]:PORT`, or nil.
    static func listenAddress(_ text: String) -> (String, Int)? {
        guard let colon = text.lastIndex(of: ":") else { return nil }
        var host = String(text[..<colon])
        let portText = text[text.index(after: colon)...]
        guard let port = Int(portText), (0...65535).contains(port), portText.allSatisfy(\.isASCII) else { return nil }
        if host.hasPrefix("[") && host.hasSuffix("]") && host.count > 2 {
            host = String(host.dropFirst().dropLast())
        } else if host.contains(":") || host.isEmpty {
            return nil
        }
        return (host, port)
    }

    /// `--help`'s text.
    public static let help = """
        Usage: worm-board [--listen ADDRESS:PORT] [--db FILE|postgresql://...] [--threads N] [--trust-proxy]
        The world board of Worm (docs/BOARD.md): Daily and Arcade rows, each proven by its replay played again here.
          --listen ADDRESS:PORT  where to answer HTTP (default 127.0.0.1:8080; [::1]:8080 for IPv6; port 0: any)
          --db FILE|URL          an SQLite file (default worm-board.sqlite, WAL) or a postgresql:// URL
          --threads N            HTTP threads, 1 to 64 (default 2)
          --trust-proxy          take the client's address from X-Forwarded-For (only behind a reverse proxy)
          --version, --help
        Exit status: 0 stopped by SIGINT or SIGTERM, 1 the store or the socket failed, 2 bad usage.
        """
}

/// A command-line error, in one line.
public struct BoardUsageError: Error, Equatable, CustomStringConvertible {
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
