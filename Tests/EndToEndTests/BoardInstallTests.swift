import Foundation
import XCTest

/// `worm-board` shipped (R120, issue 29, docs/BOARD.md "Running it"): the .deb holds the daemon in /usr/sbin, its
/// manual page in section 8 and a hardened systemd unit that no link enables, whose maintainer scripts start nothing
/// and take the board's state only on purge. (InstallTests runs lintian on the same package.)
final class BoardInstallTests: XCTestCase {
    func testThePackageHoldsTheBoardItsPageAndItsUnitNotEnabled() throws {
        let deb = try DebianPackage.build(for: self)
        let files = try DebianPackage.files(of: deb)
        let unit = try DebianPackage.unitFolder() + "/worm-board.service"
        for path in ["./usr/sbin/worm-board", "./usr/share/man/man8/worm-board.8.gz", "." + unit] {
            XCTAssertTrue(files.contains(path), "the package has \(path)")
        }
        XCTAssertFalse(files.contains { $0.contains(".wants/") || $0.hasPrefix("./etc/systemd") }, "no link enables the unit")
        XCTAssertFalse(files.contains { $0.hasPrefix("./var/") }, "the state is made by systemd, not shipped")

        // Depends has the board's libraries, from dpkg-shlibdeps as the game's are.
        let depends = try Command.run("dpkg-deb", ["-f", deb.path, "Depends"]).stdout.split(separator: ",")
            .map { String($0.trimmingCharacters(in: .whitespacesAndNewlines).prefix { $0 != " " }) }
        for library in ["libmicrohttpd12", "libsqlite3-0", "libpq5"] {
            XCTAssertTrue(depends.contains(library), "Depends has \(library): \(depends)")
        }

        // The unit: its own user, its state in /var/lib/worm-board, loopback only, hardened.
        let folder = deb.deletingLastPathComponent()
        let unpacked = folder.appendingPathComponent("unpacked")
        XCTAssertEqual(try Command.run("dpkg-deb", ["-x", deb.path, unpacked.path]).status, 0)
        let text = try String(contentsOf: unpacked.appendingPathComponent(String(unit.dropFirst())), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        for line in ["ExecStart=/usr/sbin/worm-board --listen 127.0.0.1:8080 --db /var/lib/worm-board/board.sqlite",
                     "DynamicUser=yes", "User=worm-board", "StateDirectory=worm-board", "NoNewPrivileges=yes",
                     "ProtectSystem=strict", "ProtectHome=yes", "PrivateTmp=yes", "Documentation=man:worm-board(8)",
                     "WantedBy=multi-user.target"] {
            XCTAssertTrue(lines.contains(line), "the unit has \(line)")
        }
        // systemd's own check, on the unpacked tree (its ExecStart found there): no unknown key, no missing program.
        if Command.which("systemd-analyze") != nil {
            let verify = try Command.run("systemd-analyze", ["verify", "--man=no", "--recursive-errors=no",
                                                             "--root=\(unpacked.path)", unit])
            XCTAssertEqual(verify.status, 0, verify.stderr)
            XCTAssertEqual(verify.stderr, "", "systemd-analyze has no warning")
        }

        // The maintainer scripts enable and start nothing; only a purge takes the state.
        let control = folder.appendingPathComponent("control")
        XCTAssertEqual(try Command.run("dpkg-deb", ["-e", deb.path, control.path]).status, 0)
        for script in ["postinst", "prerm", "postrm"] {
            let body = try String(contentsOf: control.appendingPathComponent(script), encoding: .utf8)
            let commands = body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("#") }
            XCTAssertFalse(commands.contains { $0.contains("helper enable") || $0.contains("systemctl enable") },
                           "\(script) enables nothing")
            XCTAssertFalse(commands.contains { $0.contains(" start ") }, "\(script) starts nothing")
        }
        let postrm = try String(contentsOf: control.appendingPathComponent("postrm"), encoding: .utf8)
        let purge = try XCTUnwrap(postrm.range(of: "if [ \"$1\" = purge ]"), "postrm has a purge branch")
        XCTAssertTrue(postrm[purge.upperBound...].contains("rm -rf /var/lib/worm-board /var/lib/private/worm-board"))
    }

    /// The packaged program, stripped, serves and stops on SIGTERM with status 0, as its page says.
    func testThePackagedBoardServesAndStopsOnSIGTERM() throws {
        let deb = try DebianPackage.build(for: self)
        let folder = deb.deletingLastPathComponent()
        let unpacked = folder.appendingPathComponent("unpacked")
        XCTAssertEqual(try Command.run("dpkg-deb", ["-x", deb.path, unpacked.path]).status, 0)
        let program = unpacked.appendingPathComponent("usr/sbin/worm-board")
        let version = try Command.run(program.path, ["--version"])
        XCTAssertEqual(version.stdout, "worm-board \(try DebianPackage.version())\n")

        let board = try RunningBoard.start(program, in: folder, for: self)
        XCTAssertTrue(board.firstLine.hasPrefix("worm-board \(try DebianPackage.version()) listening on 127.0.0.1:"), board.firstLine)
        board.process.terminate()
        board.process.waitUntilExit()
        XCTAssertEqual(board.process.terminationReason, .exit)
        XCTAssertEqual(board.process.terminationStatus, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("board.sqlite").path))
    }

    func testTheBoardsManualPageCoversEveryFlagAndRendersCleanly() throws {
        let stage = try WormBinary.temporaryFolder(for: self)
        let installed = try Command.run(WormBinary.repository.appendingPathComponent("scripts/install").path, ["/usr"],
                                        environment: ["WORM_BINARY": WormBinary.release.path,
                                                      "WORM_BOARD_BINARY": DebianPackage.releaseBoard.path, "DESTDIR": stage.path])
        XCTAssertEqual(installed.status, 0, installed.stderr)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: stage.appendingPathComponent("usr/sbin/worm-board").path))
        let page = stage.appendingPathComponent("usr/share/man/man8/worm-board.8").path
        let text = try DebianPackage.cleanText(ofManualPage: page)
        // Every flag `worm-board --help` lists ("  --listen ADDRESS:PORT  …", "  --version, --help").
        let help = try Command.run(DebianPackage.releaseBoard.path, ["--help"]).stdout
        let flags = help.split(separator: "\n").filter { $0.hasPrefix("  --") }.flatMap { line in
            line.split(separator: " ").filter { $0.hasPrefix("--") }.map { String($0.trimmingCharacters(in: CharacterSet(charactersIn: ","))) }
        }
        XCTAssertEqual(Set(flags), ["--listen", "--db", "--threads", "--trust-proxy", "--version", "--help"])
        for flag in flags {
            XCTAssertTrue(text.contains("\n       \(flag)"), "the manual page has an entry for \(flag)")
        }
        for part in ["NAME", "SYNOPSIS", "OPTIONS", "FILES", "ENVIRONMENT", "SIGNALS", "EXIT STATUS", "SIGTERM",
                     "/usr/sbin/worm-board", "/var/lib/worm-board/board.sqlite", "worm-board.service", "journalctl"] {
            XCTAssertTrue(text.contains(part), "the manual page has \(part)")
        }
        XCTAssertFalse(text.contains("@PREFIX@") || text.contains("@UNITDIR@"))
        XCTAssertFalse(text.split(separator: "\n").contains { $0.count > 80 }, "no line wider than 80 columns")
    }
}
