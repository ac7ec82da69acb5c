import Foundation
import XCTest

/// Worm installed like a Linux game (scripts/install, scripts/package): the installed program runs with
/// no build folder in reach, the launcher entry, metainfo and manual page pass Debian's tools, and the
/// .deb carries the right fields and files.
final class InstallTests: XCTestCase {
    static let appID = "io.github.wormgame.Worm"

    /// Installs the release program into a fresh temporary prefix (outside the source tree, so the
    /// program cannot find the tree's Resources) and returns the prefix.
    func install(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let prefix = try WormBinary.temporaryFolder(for: self).appendingPathComponent("usr")
        let outcome = try Command.run(WormBinary.repository.appendingPathComponent("scripts/install").path, [prefix.path],
                                      environment: ["WORM_BINARY": WormBinary.release.path,
                                                    "WORM_BOARD_BINARY": DebianPackage.releaseBoard.path])
        XCTAssertEqual(outcome.status, 0, outcome.stderr, file: file, line: line)
        return prefix
    }

    func testTheInstalledProgramRunsFromAnotherFolderWithoutTheBuildFolder() throws {
        let prefix = try install()
        let elsewhere = try WormBinary.temporaryFolder(for: self)
        let program = prefix.appendingPathComponent("games/worm")
        let shot = elsewhere.appendingPathComponent("first.png")
        var outcome = try Command.run(program.path, ["--headless", "--seed", "1", "--lang", "en", "--duration", "0",
                                                     "--screenshot", shot.path], directory: elsewhere)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        // The bundled images were found: the frame is the render tests' golden countdown.
        let golden = WormBinary.repository.appendingPathComponent("Tests/WormAppTests/Golden/countdown-en.png")
        XCTAssertEqual(try Data(contentsOf: shot), try Data(contentsOf: golden))

        // A moved installation still works: the program finds ../share/worm from its own place.
        let moved = prefix.deletingLastPathComponent().appendingPathComponent("moved")
        try FileManager.default.moveItem(at: prefix, to: moved)
        outcome = try Command.run(moved.appendingPathComponent("games/worm").path, ["--headless", "--duration", "0"], directory: elsewhere)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)

        // --resources still overrides the installed files.
        let custom = elsewhere.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: custom, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: WormBinary.repository.appendingPathComponent("Tests/EndToEndTests/Fixtures/background.jpg"),
                                         to: custom.appendingPathComponent("background.jpg"))
        let customShot = elsewhere.appendingPathComponent("custom.png")
        outcome = try Command.run(moved.appendingPathComponent("games/worm").path,
                                  ["--headless", "--seed", "1", "--lang", "en", "--duration", "0", "--resources", custom.path,
                                   "--screenshot", customShot.path], directory: elsewhere)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertNotEqual(try Data(contentsOf: customShot), try Data(contentsOf: golden))

        // Without share/worm the program says where it looked, in one line, and exits 1.
        try FileManager.default.moveItem(at: moved.appendingPathComponent("share/worm"), to: elsewhere.appendingPathComponent("away"))
        outcome = try Command.run(moved.appendingPathComponent("games/worm").path, ["--headless", "--duration", "0"], directory: elsewhere)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.stderr.split(separator: "\n").count, 1, outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains(moved.appendingPathComponent("games/worm").path), outcome.stderr)
    }

    /// A translated manual page is written without a word on the terminal: po4a-translate's "is deprecated"
    /// notice came out of scripts/install.
    func testATranslatedManualPageIsWrittenQuietly() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let page = folder.appendingPathComponent("worm.fr.6")
        let outcome = try Command.run("/bin/bash", ["scripts/catalogues", "man", "fr", page.path], directory: WormBinary.repository)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(outcome.stdout + outcome.stderr, "")
        XCTAssertTrue(try String(contentsOf: page, encoding: .utf8).contains(".TH"), "the page is written")
    }

    func testUninstallRemovesEverythingInstallPut() throws {
        let prefix = try install()
        let script = WormBinary.repository.appendingPathComponent("scripts/uninstall").path
        XCTAssertEqual(try Command.run(script, [prefix.path]).status, 0)
        let left = try FileManager.default.subpathsOfDirectory(atPath: prefix.path)
            .filter { $0.contains("worm") || $0.contains(Self.appID) }
        XCTAssertEqual(left, [], "nothing of worm is left")
        let icons = try FileManager.default.subpathsOfDirectory(atPath: prefix.appendingPathComponent("share/icons/hicolor").path)
        XCTAssertFalse(icons.contains { $0.hasSuffix("apps") }, "no empty icon folders left: \(icons)")
        let again = try Command.run(script, [prefix.path])
        XCTAssertEqual(again.status, 1, "a second uninstall says there is nothing to remove")
        XCTAssertTrue(again.stderr.hasPrefix("worm: not installed"), again.stderr)
    }

    func testTheLauncherEntryAndTheMetainfoValidate() throws {
        let prefix = try install()
        let desktop = prefix.appendingPathComponent("share/applications/\(Self.appID).desktop")
        let check = try Command.run("desktop-file-validate", [desktop.path])
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertEqual(check.stdout + check.stderr, "", "no warnings")
        let entry = try String(contentsOf: desktop, encoding: .utf8).split(separator: "\n").map(String.init)
        for line in ["Categories=Game;ArcadeGame;", "Exec=\(prefix.path)/games/worm", "TryExec=\(prefix.path)/games/worm", "Icon=\(Self.appID)"] {
            XCTAssertTrue(entry.contains(line), "the entry has \(line)")
        }
        for key in ["Keywords=", "Comment="] + ["fr", "de", "es", "ru"].flatMap { ["Keywords[\($0)]=", "Name[\($0)]=", "Comment[\($0)]="] } {
            XCTAssertTrue(entry.contains { $0.hasPrefix(key) && $0.count > key.count }, "the entry has \(key)")
        }
        // From the same catalogues as the game's texts (R90).
        XCTAssertTrue(entry.contains("Comment[ru]=Поймайте червя, пока он не спрятался в норку"), "the Russian summary")
        XCTAssertTrue(entry.contains("Comment[de]=Fang den Wurm, bevor er in seinem Loch verschwindet"), "the German summary")

        let metainfo = prefix.appendingPathComponent("share/metainfo/\(Self.appID).metainfo.xml")
        let validation = try Command.run("appstreamcli", ["validate", "--no-net", metainfo.path])
        XCTAssertEqual(validation.status, 0, validation.stdout + validation.stderr)
        let xml = try String(contentsOf: metainfo, encoding: .utf8)
        for part in ["<launchable type=\"desktop-id\">\(Self.appID).desktop</launchable>", "<screenshot type=\"default\">",
                     "<release version=\"\(try version())\"", "<description>", "<binary>worm</binary>"] {
            XCTAssertTrue(xml.contains(part), "the metainfo has \(part)")
        }
        for language in ["fr", "de", "es", "ru"] {
            XCTAssertTrue(xml.contains("<summary xml:lang=\"\(language)\">"), "the metainfo's summary in \(language)")
            XCTAssertTrue(xml.contains("<p xml:lang=\"\(language)\">"), "the metainfo's description in \(language)")
        }
    }

    /// The installed program finds its catalogues in PREFIX/share/locale, far from any build folder (R90).
    func testTheInstalledProgramSpeaksEveryLanguage() throws {
        let prefix = try install()
        for (language, first) in [("ru", "Приготовьтесь"), ("de", "Mach dich bereit"), ("es", "Preparados"), ("fr", "Attention")] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/locale/\(language)/LC_MESSAGES/worm.mo").path))
            let run = try WormBinary.run(["--headless", "--lang", language, "--duration", "1", "--events", "-"],
                                         binary: prefix.appendingPathComponent("games/worm"))
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(run.stdout.contains("\"text\": \"\(first)\""), "\(language): \(run.stdout.prefix(300))")
        }
    }

    func testTheIconsAreAtEveryUsualSize() throws {
        let prefix = try install()
        let icons = prefix.appendingPathComponent("share/icons/hicolor")
        for size in [16, 22, 24, 32, 48, 64, 128, 256, 512] {
            let png = try Data(contentsOf: icons.appendingPathComponent("\(size)x\(size)/apps/\(Self.appID).png"))
            // The PNG header's width and height (IHDR, big-endian, bytes 16-23).
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            XCTAssertEqual([width, height], [size, size], "the \(size) px icon")
        }
        let svg = try String(contentsOf: icons.appendingPathComponent("scalable/apps/\(Self.appID).svg"), encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<svg") && svg.contains("viewBox=\"0 0 512 512\""))
    }

    func testTheManualPageCoversEveryFlagAndRendersCleanly() throws {
        // Into a staging folder for /usr/local, as a packager would: the page names the real paths.
        let stage = try WormBinary.temporaryFolder(for: self)
        let installed = try Command.run(WormBinary.repository.appendingPathComponent("scripts/install").path, ["/usr/local"],
                                        environment: ["WORM_BINARY": WormBinary.release.path, "DESTDIR": stage.path])
        XCTAssertEqual(installed.status, 0, installed.stderr)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: stage.appendingPathComponent("usr/local/games/worm").path))
        let page = stage.appendingPathComponent("usr/local/share/man/man6/worm.6")
        let groff = try Command.run("groff", ["-ww", "-z", "-man", page.path])
        XCTAssertEqual(groff.status, 0)
        XCTAssertEqual(groff.stderr, "", "groff has no warning")
        let man = try Command.run("man", ["-l", page.path], environment: ["MANWIDTH": "80", "MAN_KEEP_FORMATTING": "", "LANG": "C.UTF-8"])
        XCTAssertEqual(man.status, 0)
        XCTAssertEqual(man.stderr, "", "man has no warning")
        // Plain text, as `col -b` would give: drop the overstrikes of bold and underline.
        let text = man.stdout.replacingOccurrences(of: "[^\n]\u{8}", with: "", options: .regularExpression)
        let help = try WormBinary.run(["--help"], binary: WormBinary.release).stdout
        let flags = help.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  --") else { return nil }
            return String(line.dropFirst(2).prefix { $0 != " " })
        }
        XCTAssertGreaterThanOrEqual(flags.count, 15)
        for flag in flags {
            XCTAssertTrue(text.contains("\n       \(flag)"), "the manual page has an entry for \(flag)")
        }
        for part in ["NAME", "SYNOPSIS", "OPTIONS", "FILES", "ENVIRONMENT", "EXIT STATUS", "LC_ALL", "LC_MESSAGES", "LANG",
                     "SDL_VIDEODRIVER", "kmsdrm", "XDG_DATA_DIRS", "XDG_RUNTIME_DIR", "/usr/local/share/worm/", "--kiosk"] {
            XCTAssertTrue(text.contains(part), "the manual page has \(part)")
        }
        XCTAssertFalse(text.contains("@PREFIX@"))
        XCTAssertFalse(text.split(separator: "\n").contains { $0.count > 80 }, "no line wider than 80 columns")
    }

    func testTheManualPageRendersWithoutAWarningAtAnyPrefix() throws {
        // A long prefix made the paths of FILES overflow their line ("cannot adjust line"): they break after a slash.
        let prefixes = ["/usr", "/usr/local", "/home/a-player-with-a-long-name/.local",
                        "/opt/games/a-folder-whose-name-is-long-enough-to-fill-a-whole-line-alone/usr"]
        for prefix in prefixes {
            let stage = try WormBinary.temporaryFolder(for: self)
            let installed = try Command.run(WormBinary.repository.appendingPathComponent("scripts/install").path, [prefix],
                                            environment: ["WORM_BINARY": WormBinary.release.path, "DESTDIR": stage.path])
            XCTAssertEqual(installed.status, 0, installed.stderr)
            let page = stage.appendingPathComponent(String(prefix.dropFirst())).appendingPathComponent("share/man/man6/worm.6").path
            let groff = try Command.run("groff", ["-ww", "-z", "-man", page])
            XCTAssertEqual(groff.stderr, "", "groff has no warning at \(prefix)")
            // How lintian renders a page (its manpages check): man's warnings on, 80 columns, UTF-8.
            let man = try Command.run("man", ["--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z", page],
                                      environment: ["LC_ALL": "C.UTF-8", "MANROFFSEQ": "", "MANWIDTH": "80"])
            XCTAssertEqual(man.status, 0)
            XCTAssertEqual(man.stderr, "", "man has no warning at \(prefix)")
            // Each path whole: broken after a slash if at all, never hyphenated.
            let text = try Command.run("man", ["-l", page], environment: ["MANWIDTH": "80", "LANG": "C.UTF-8"]).stdout
                .replacingOccurrences(of: "[^\n]\u{8}", with: "", options: .regularExpression)
                .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
            for path in ["games/worm", "share/worm/", "share/applications/\(Self.appID).desktop",
                         "share/icons/hicolor/*/apps/\(Self.appID).*", "share/metainfo/\(Self.appID).metainfo.xml"] {
                XCTAssertTrue(text.contains("\(prefix)/\(path)"), "the manual page names \(prefix)/\(path) whole")
            }
            // The French page, from po/man/fr.po (R90): translated, and as clean (UTF-8 through preconv, as man does).
            let french = stage.appendingPathComponent(String(prefix.dropFirst())).appendingPathComponent("share/man/fr/man6/worm.6").path
            XCTAssertEqual(try Command.run("groff", ["-k", "-ww", "-z", "-man", french]).stderr, "", "groff, French, at \(prefix)")
            let frenchMan = try Command.run("man", ["--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z", french],
                                            environment: ["LC_ALL": "C.UTF-8", "MANROFFSEQ": "", "MANWIDTH": "80"])
            XCTAssertEqual(frenchMan.stderr, "", "man, French, at \(prefix)")
            let frenchText = try Command.run("man", ["-l", french], environment: ["MANWIDTH": "80", "LANG": "C.UTF-8"]).stdout
                .replacingOccurrences(of: "[^\n]\u{8}", with: "", options: .regularExpression)
            for part in ["NOM", "ENVIRONNEMENT", "CODE DE RETOUR", "attrapez le ver avant qu'il se cache"] {
                XCTAssertTrue(frenchText.contains(part), "the French manual page has \(part)")
            }
            let joined = frenchText.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
            XCTAssertTrue(joined.contains("\(prefix)/share/worm/"), "the French manual page names \(prefix)/share/worm/ whole")
            XCTAssertFalse(frenchText.split(separator: "\n").contains { $0.count > 80 }, "no French line wider than 80 columns")
        }
    }

    func testThePackagePassesLintian() throws {
        let deb = try buildPackage()
        // --pedantic adds the P: tags and -I the I: ones: every error and warning fails, and so do the
        // informational tags of what the package is built to have (bound at start, stripped like dh_strip).
        let lintian = try Command.run("lintian", ["--pedantic", "--display-info", deb.path])
        XCTAssertEqual(lintian.status, 0, lintian.stdout + lintian.stderr)
        let tags = lintian.stdout.split(separator: "\n")
        let failing = tags.filter { $0.hasPrefix("E: ") || $0.hasPrefix("W: ") }
        XCTAssertEqual(failing, [], "lintian finds no error and no warning")
        for tag in ["hardening-no-bindnow", "hardening-no-relro", "hardening-no-pie", "binary-has-unneeded-section"] {
            XCTAssertFalse(tags.contains { $0.contains(": \(tag)") }, "lintian has \(tag): \(tags)")
        }
    }

    func testThePackageHasItsFieldsFilesAndTheLibrariesTheProgramLinks() throws {
        let deb = try buildPackage()
        let folder = deb.deletingLastPathComponent()
        let arch = try Command.run("dpkg", ["--print-architecture"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)

        var fields: [String: String] = [:]
        for name in ["Package", "Version", "Architecture", "Maintainer", "Installed-Size", "Depends", "Section", "Description"] {
            fields[name] = try Command.run("dpkg-deb", ["-f", deb.path, name]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        XCTAssertEqual(fields["Package"], "worm")
        XCTAssertEqual(fields["Version"], try version())
        XCTAssertEqual(fields["Architecture"], arch)
        XCTAssertEqual(fields["Section"], "games")
        XCTAssertFalse(fields["Maintainer"]!.isEmpty)
        XCTAssertFalse(fields["Description"]!.isEmpty)

        // Depends names the package of every library the program links, and SDL_mixer, which it opens itself.
        let depends = fields["Depends"]!.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).prefix { $0 != " " } }
        let needed = try Command.run("readelf", ["-d", WormBinary.release.path]).stdout.split(separator: "\n")
            .filter { $0.contains("(NEEDED)") }.compactMap { $0.split(separator: "[").last?.split(separator: "]").first.map(String.init) }
            .filter { !$0.hasPrefix("ld-linux") }  // The dynamic loader, from libc6 like libc itself.
        let linked = try Command.run("ldd", [WormBinary.release.path]).stdout.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard parts.count >= 3, parts[1] == "=>", parts[2].hasPrefix("/"), needed.contains(parts[0]) else { return nil }
            return parts[2]
        }
        XCTAssertEqual(linked.count, needed.count, "every library the program links is found: \(needed)")
        XCTAssertTrue(needed.contains("libSDL2-2.0.so.0"), "\(needed)")
        for library in linked {
            // dpkg knows a library by the path its package ships, /lib or /usr/lib (merged /usr).
            let paths = [library, library.hasPrefix("/usr/") ? String(library.dropFirst(4)) : "/usr" + library]
            var owner = ""
            for path in paths where owner.isEmpty {
                let found = try Command.run("dpkg", ["-S", path])
                if found.status == 0 { owner = found.stdout }
            }
            let package = owner.prefix { $0 != ":" }
            XCTAssertTrue(depends.contains(Substring(package)), "Depends has \(package) for \(library): \(depends)")
        }
        XCTAssertTrue(depends.contains("libsdl2-mixer-2.0-0"), "\(depends)")
        // Speech Dispatcher's library is opened with dlopen when the game speaks (R111): recommended, never needed.
        XCTAssertFalse(needed.contains { $0.hasPrefix("libspeechd") }, "\(needed)")
        XCTAssertFalse(depends.contains { $0.hasPrefix("libspeechd") }, "\(depends)")
        let recommends = try Command.run("dpkg-deb", ["-f", deb.path, "Recommends"]).stdout
        XCTAssertTrue(recommends.contains("libspeechd2") && recommends.contains("speech-dispatcher"), recommends)

        let listing = try Command.run("dpkg-deb", ["-c", deb.path]).stdout
        let files = listing.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).last.map(String.init) ?? "" }
        for path in ["./usr/games/worm", "./usr/share/worm/worm.png", "./usr/share/worm/font.fnt", "./usr/share/worm/music.ogg",
                     "./usr/share/applications/\(Self.appID).desktop", "./usr/share/metainfo/\(Self.appID).metainfo.xml",
                     "./usr/share/icons/hicolor/48x48/apps/\(Self.appID).png", "./usr/share/icons/hicolor/scalable/apps/\(Self.appID).svg",
                     "./usr/share/man/man6/worm.6.gz", "./usr/share/man/fr/man6/worm.6.gz", "./usr/share/doc/worm/copyright",
                     "./usr/share/doc/worm/changelog.gz"] + ["de", "es", "fr", "ru"].map { "./usr/share/locale/\($0)/LC_MESSAGES/worm.mo" } {
            XCTAssertTrue(files.contains(path), "the package has \(path)")
        }
        XCTAssertFalse(files.contains { $0.hasSuffix("screenshot.png") || $0.contains("DEBIAN") })
        XCTAssertFalse(files.contains { $0.hasPrefix("./usr/bin/") }, "a game's program is in /usr/games only (lintian)")
        XCTAssertTrue(listing.split(separator: "\n").allSatisfy { $0.contains("root/root") }, "files belong to root")

        // Installed-Size is the unpacked size in KiB; the changelog is compressed without a name or a time.
        let unpacked = folder.appendingPathComponent("unpacked")
        XCTAssertEqual(try Command.run("dpkg-deb", ["-x", deb.path, unpacked.path]).status, 0)
        let kib = try FileManager.default.subpathsOfDirectory(atPath: unpacked.path).reduce(0) { sum, path in
            let attributes = try FileManager.default.attributesOfItem(atPath: unpacked.appendingPathComponent(path).path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { return sum + 1 }
            return sum + ((attributes[.size] as! Int) + 1023) / 1024
        }
        XCTAssertEqual(Int(fields["Installed-Size"]!), kib, "Installed-Size in KiB, as dpkg-gencontrol counts")
        let changelog = try Data(contentsOf: unpacked.appendingPathComponent("usr/share/doc/worm/changelog.gz"))
        XCTAssertEqual(Array(changelog.prefix(4)), [0x1f, 0x8b, 8, 0], "gzip with no file name")
        XCTAssertEqual(Array(changelog[4..<8]), [0, 0, 0, 0], "gzip with no time stamp")
        XCTAssertEqual(changelog[8], 2, "gzip -9")

        // The program in usr/games finds its files in usr/share/worm (../share/worm from its own place).
        let shot = folder.appendingPathComponent("first.png")
        let run = try Command.run(unpacked.appendingPathComponent("usr/games/worm").path,
                                  ["--headless", "--seed", "1", "--lang", "en", "--duration", "0", "--screenshot", shot.path],
                                  directory: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let golden = WormBinary.repository.appendingPathComponent("Tests/WormAppTests/Golden/countdown-en.png")
        XCTAssertEqual(try Data(contentsOf: shot), try Data(contentsOf: golden))
    }

    /// Builds the .deb of the release programs with scripts/package into a fresh folder and returns it.
    func buildPackage(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        try DebianPackage.build(for: self, file: file, line: line)
    }

    /// The version the release program reports.
    func version() throws -> String {
        try DebianPackage.version()
    }
}
