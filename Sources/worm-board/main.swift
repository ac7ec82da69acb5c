import BoardHTTP
import BoardKit
import BoardPostgres
import BoardSQLite
import WormGame
#if canImport(Glibc)
import Glibc
#endif

/// Writes `line` to standard error.
func complain(_ line: String) {
    let bytes = Array("worm-board: \(line)\n".utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

let options: BoardOptions
do {
    options = try BoardOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    complain(error.description)
    exit(2)
}
switch options.action {
case .help:
    print(BoardOptions.help)
    exit(0)
case .version:
    print("worm-board \(WormVersion.current)")
    exit(0)
case .serve:
    break
}

let store: any BoardStore
switch options.database {
case .sqlite(let path):
    do {
        store = try SQLiteStore(path: path)
    } catch {
        complain(error.description)
        exit(1)
    }
case .postgres(let url):
    do {
        store = try PostgresStore(url: url)
    } catch {
        complain(error.description)
        exit(1)
    }
}

// SIGINT and SIGTERM end the wait below; the daemon's threads answer meanwhile.
var signals = sigset_t()
sigemptyset(&signals)
sigaddset(&signals, SIGINT)
sigaddset(&signals, SIGTERM)
pthread_sigmask(SIG_BLOCK, &signals, nil)
signal(SIGPIPE, SIG_IGN)

let server: HTTPServer
do {
    server = try HTTPServer(host: options.host, port: options.port, threads: options.threads,
                            service: BoardService(store: store), trustProxy: options.trustProxy)
} catch {
    complain(error.description)
    exit(1)
}
let shown = options.host.contains(":") ? "[\(options.host)]" : options.host
let started = Array("worm-board \(WormVersion.current) listening on \(shown):\(server.port)\n".utf8)
_ = started.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
var received: Int32 = 0
sigwait(&signals, &received)
server.stop()
exit(0)
