import Foundation
import XCTest

/// R90 from outside: the program's catalogues found from the build folder, the language picked from the flag or
/// the environment, plural forms, a missing catalogue, and the catalogues themselves complete.
final class LanguageTests: XCTestCase {
    /// The languages of po/, by their files' names.
    static var languages: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: WormBinary.repository.appendingPathComponent("po").path)) ?? []
        return files.filter { $0.hasSuffix(".po") }.map { String($0.dropLast(3)) }.sorted()
    }

    /// The countdown in each language, as its catalogue has it (R1's five messages).
    static let countdowns = [
        "en": ["Get ready", "3 ...", "2 ...", "1 ...", "Your turn!"],
        "fr": ["Attention", "3 ...", "2 ...", "1 ...", "C'est à vous !"],
        "de": ["Mach dich bereit", "3 ...", "2 ...", "1 ...", "Du bist dran!"],
        "es": ["Preparados", "3 ...", "2 ...", "1 ...", "¡Te toca!"],
        "ru": ["Приготовьтесь", "3 ...", "2 ...", "1 ...", "Ваш ход!"],
    ]

    override func setUpWithError() throws {
        // The catalogues where the debug program finds them (scripts/test builds them too).
        let build = try Command.run(WormBinary.repository.appendingPathComponent("scripts/catalogues").path, ["build"])
        XCTAssertEqual(build.status, 0, build.stderr)
    }

    /// The messages of a 5.1 s headless Classic run under `arguments` and `environment`.
    func messages(_ arguments: [String], environment: [String: String] = [:], binary: URL = WormBinary.debug) throws
        -> (texts: [String], stderr: String) {
        let run = try WormBinary.run(["--headless", "--seed", "3", "--duration", "5.1", "--events", "-"] + arguments,
                                     binary: binary, environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        return (LoggedEvent.parse(run.stdout).filter { $0.type == "message" }.map { $0.string("text")! }, run.stderr)
    }

    func testEveryLanguageSpeaksInAHeadlessRun() throws {
        XCTAssertEqual(Self.languages, ["de", "es", "fr", "ru"])
        for language in ["en"] + Self.languages {
            let run = try messages(["--lang", language])
            XCTAssertEqual(Array(run.texts.prefix(5)), Self.countdowns[language], language)
            XCTAssertEqual(run.stderr, "", language)
        }
        XCTAssertEqual(try messages(["--lang", "ru"]).texts.last, "Поймано 0, промахов 0", "the Russian score line")
    }

    func testTheEnvironmentPicksTheLanguageLanguageFirst() throws {
        let cases: [([String: String], String)] = [
            (["LANGUAGE": "de"], "de"),
            (["LANG": "C", "LANGUAGE": "de"], "de"),
            (["LC_ALL": "C", "LANGUAGE": "de"], "de"),
            (["LC_ALL": "C.UTF-8", "LANGUAGE": "ja:es"], "es"),
            (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ru_RU.UTF-8"], "ru"),
            (["LC_ALL": "de_AT.UTF-8", "LANG": "fr_FR.UTF-8"], "de"),
            (["LC_ALL": "ja_JP.UTF-8", "LANG": "fr_FR.UTF-8"], "fr"),
            (["LC_ALL": "C", "LANG": "fr_FR.UTF-8"], "en"),
        ]
        for (environment, language) in cases {
            XCTAssertEqual(try messages([], environment: environment).texts.first, Self.countdowns[language]![0], "\(environment)")
        }
        XCTAssertEqual(try messages(["--lang", "es"], environment: ["LANGUAGE": "de"]).texts.first, "Preparados", "--lang first")
    }

    func testALanguageWithoutACatalogueIsEnglishWithOneLine() throws {
        let run = try messages(["--lang", "pt_BR"])
        XCTAssertEqual(Array(run.texts.prefix(5)), Self.countdowns["en"])
        XCTAssertEqual(run.stderr, "worm: no catalogue for language 'pt_BR': there are catalogues for de, es, fr, ru; the texts are in English\n")
        XCTAssertEqual(try messages([], environment: ["LANG": "pt_BR.UTF-8"]).stderr, "", "the environment's language: English without a word")
    }

    /// A bare `swift build` program (no catalogue anywhere near it): English, and one line when another language
    /// is asked for.
    func testAProgramWithoutCataloguesIsEnglishWithOneLine() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let program = folder.appendingPathComponent("worm")
        try FileManager.default.copyItem(at: WormBinary.debug, to: program)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Resources"),
                                                   withDestinationURL: WormBinary.repository.appendingPathComponent("Resources"))
        let asked = try messages(["--lang", "ru"], binary: program)
        XCTAssertEqual(Array(asked.texts.prefix(5)), Self.countdowns["en"])
        XCTAssertEqual(asked.stderr, "worm: no catalogue for language 'ru': no catalogues were found (build them with scripts/catalogues build); the texts are in English\n")
        XCTAssertEqual(try messages([], environment: ["LANG": "de_DE.UTF-8"], binary: program).stderr.split(separator: "\n").count, 1,
                       "the environment's language too, when there are no catalogues at all")
        XCTAssertEqual(try messages([], environment: ["LANG": "C.UTF-8"], binary: program).stderr, "", "English asked for: nothing to say")
    }

    /// Every catalogue has every message translated, none fuzzy, and msgfmt's checks pass (plural forms, formats).
    func testEveryCatalogueIsComplete() throws {
        let template = try String(contentsOf: WormBinary.repository.appendingPathComponent("po/worm.pot"), encoding: .utf8)
        let messages = template.components(separatedBy: "\nmsgid ").count - 2  // less the header
        for language in Self.languages {
            let check = try Command.run("msgfmt", ["--check", "--statistics", "-o", "/dev/null", "po/\(language).po"],
                                        directory: WormBinary.repository)
            XCTAssertEqual(check.status, 0, check.stderr)
            XCTAssertEqual(check.stderr, "\(messages) translated messages.\n", language)
            let header = try String(contentsOf: WormBinary.repository.appendingPathComponent("po/\(language).po"), encoding: .utf8)
            XCTAssertTrue(header.contains("\"Language-Team: "), "\(language): who may review it")
        }
    }
}
