import Testing
@testable import WormApp

/// Versus's flags (HEADLESS.md): read with `--mode versus`, refused with a one-line reason otherwise.
struct VersusOptionsTests {
    @Test func theVersusFlagsAreRead() throws {
        let host = try Options.parse(["--mode", "versus", "--host", "--players", "3", "--port", "17000", "--name", "Zoé",
                                      "--invisible"])
        #expect(host.startMode == .versus)
        #expect(host.versus.host && host.versus.players == 3 && host.versus.port == 17000 && host.versus.invisible)
        #expect(host.versus.name == "Zoé")
        let join = try Options.parse(["--mode", "versus", "--join", "192.168.1.20:7000"])
        #expect(join.versus.join?.address == "192.168.1.20" && join.versus.join?.port == 7000)
        #expect(try Options.parse(["--mode", "versus", "--join", "localhost"]).versus.join?.port == nil)
        #expect(try Options.parse(["--mode", "versus"]).versus == VersusOptions())
        // A host on port 0 takes any free port, and logs it (`hosting`): how tests never meet another game.
        #expect(try Options.parse(["--mode", "versus", "--host", "--port", "0"]).versus.port == 0)
    }

    @Test(arguments: [
        (["--host"], "--host: only with --mode versus"),
        (["--mode", "classic", "--join", "a"], "--join: only with --mode versus"),
        (["--mode", "versus", "--host", "--join", "a"], "--join: not with --host"),
        (["--mode", "versus", "--players", "3"], "--players: only with --host"),
        (["--mode", "versus", "--host", "--players", "9"], "--players: '9' is not a number of players from 2 to 8"),
        (["--mode", "versus", "--port", "0"], "--port: 0 (any free port) only with --host"),
        (["--mode", "versus", "--port", "-1"], "--port: '-1' is not a port from 1 to 65535"),
        (["--mode", "versus", "--port", "65536"], "--port: '65536' is not a port from 1 to 65535"),
        (["--mode", "versus", "--join", "a:70000"], "--join: '70000' is not a port from 1 to 65535"),
        (["--mode", "versus", "--join", "a b"], "--join: 'a b' is not HOST or HOST:PORT"),
        (["--mode", "versus", "--join", ":1"], "--join: ':1' is not HOST or HOST:PORT"),
        (["--mode", "versus", "--join", "[::1]:7770"], "--join: '[::1]:7770' \(VersusOptions.noIPv6)"),
        (["--mode", "versus", "--join", "[fe80::1%eth0]:7770"], "--join: '[fe80::1%eth0]:7770' \(VersusOptions.noIPv6)"),
        (["--mode", "versus", "--join", "fe80::1"], "--join: 'fe80::1' \(VersusOptions.noIPv6)"),
        (["--mode", "versus", "--name", ""], "--name: '' is not a name of 1 to 20 characters without control characters"),
        (["--mode", "versus", "--name", String(repeating: "x", count: 21)],
         "--name: '\(String(repeating: "x", count: 21))' is not a name of 1 to 20 characters without control characters"),
    ])
    func badVersusFlagsSayWhy(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try Options.parse(arguments) }
    }
}
