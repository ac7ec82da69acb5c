import BoardKit
import Testing

/// worm-board's command line: what each flag takes, and a one-line error for what it does not.
struct BoardOptionsTests {
    @Test func flagsAreRead() throws {
        let options = try BoardOptions.parse(["--listen", "[::1]:9000", "--db", "postgresql://board@localhost/worm", "--threads", "4", "--trust-proxy"])
        #expect(options.host == "::1")
        #expect(options.port == 9000)
        #expect(options.database == .postgres(url: "postgresql://board@localhost/worm"))
        #expect(options.threads == 4)
        #expect(options.trustProxy)
        let file = try BoardOptions.parse(["--listen", "0.0.0.0:0", "--db", "/var/lib/worm-board/board.sqlite"])
        #expect(file.database == .sqlite(path: "/var/lib/worm-board/board.sqlite"))
        #expect(try BoardOptions.parse(["--help"]).action == .help)
    }

    @Test func badFlagsGetOneLineErrorsNamingThem() {
        let cases: [([String], String)] = [
            (["--listen", "localhost"], "--listen wants ADDRESS:PORT"),
            (["--listen", "1.2.3.4:70000"], "--listen wants ADDRESS:PORT"),
            (["--listen", "::1:80"], "--listen wants ADDRESS:PORT"),
            (["--db"], "--db needs a value"),
            (["--db", "mysql://x"], "--db wants a file or a postgresql:// URL"),
            (["--threads", "0"], "--threads wants 1 to 64"),
            (["--port", "1"], "unknown option '--port'"),
            (["--x\nsecond line"], "unknown option '--x?second line'"),
        ]
        for (arguments, start) in cases {
            do {
                _ = try BoardOptions.parse(arguments)
                Issue.record("\(arguments) was taken")
            } catch {
                #expect(error.description.hasPrefix(start), "\(error.description)")
                #expect(!error.description.contains("\n"))
            }
        }
    }
}
