// libFuzzer harnesses for the parsers that read what comes from outside the game, compiled together
// with the parsers' own source files by scripts/fuzz. WORM_FUZZ_TARGET picks the parser:
// json, script, font, options, versus (the Versus protocol's decoder, which lives in WormGame) or board (worm-board's
// request bodies, board names and command line, BoardKit's). A crash, a trap or an AddressSanitizer report is a finding; a
// thrown error is the parser doing its job.
#if canImport(Glibc)
import Glibc
#endif
import BoardKit
import WormGame

/// Which parser this process feeds, read once from WORM_FUZZ_TARGET.
let fuzzTarget: String = getenv("WORM_FUZZ_TARGET").map { String(cString: $0) } ?? ""

/// A small stand-in for SDL's key names (the harness runs without SDL).
func isKnownKey(_ name: String) -> Bool {
    ["escape", "p", "m", "f11", "return", "space", "q"].contains(name.lowercased())
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    switch fuzzTarget {
    case "json":
        if let value = try? JSONValue.parse(text) {
            // What parses must survive being written and read back.
            if case .string(let string) = value {
                var line = JSONLine()
                line.add("s", string)
                guard (try? JSONValue.parse(line.line)) == .object(["s": .string(string)]) else { fatalError("round trip") }
            }
        }
    case "script":
        if let lines = try? InputScript.parse(text, fileName: "fuzz", isKnownKey: isKnownKey) {
            for pair in zip(lines, lines.dropFirst()) where pair.0.timeMs > pair.1.timeMs { fatalError("time order") }
        }
    case "font":
        if let font = try? BitmapFont.parse(text) {
            _ = font.width(of: "Worms caught 10 missed 3 é?")
            _ = try? font.checkGlyphsFit(pages: font.pages.mapValues { _ in (width: 256, height: 256) })
        }
    case "options":
        // NUL-separated arguments, as a shell would hand them over.
        let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        do {
            _ = try Options.parse(arguments)
        } catch let error as UsageError {
            guard !error.message.contains("\n"), !error.message.contains("\0") else { fatalError("two lines") }
        } catch {
            fatalError("unexpected error \(error)")
        }
    case "versus":
        // A network message: what decodes must encode back to the very same bytes (one meaning, one form),
        // except for press coordinates, which the encoder rounds to the wire's 1/8 pixel the same way.
        if let message = try? VersusMessage.decode(bytes) {
            guard (try? VersusMessage.decode(message.encoded())) == message else { fatalError("round trip") }
        }
        // The lobby's discovery datagrams, the other thing that arrives from the network.
        if let message = try? DiscoveryMessage.decode(bytes) {
            guard message.encoded() == bytes else { fatalError("discovery round trip") }
        }
    case "board":
        // A request body as both requests read it; a refusal must be one of the codes R120 lists.
        let allowed: Set<BoardRefusal> = [.malformed, .tooLarge]
        do { _ = try TokenAsk(body: bytes) } catch { guard allowed.contains(error) else { fatalError("token code") } }
        do { _ = try Submission(body: bytes) } catch { guard allowed.contains(error) else { fatalError("row code") } }
        // A board's name and an assists code: what is read must be written back the same.
        if let board = BoardName(text), board.description != text { fatalError("board round trip") }
        if let assists = AssistsCode.assists(text), AssistsCode.text(assists) != text { fatalError("assists round trip") }
        _ = try? PlayerKey.check(text)
        let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        do {
            _ = try BoardOptions.parse(arguments)
        } catch {
            guard !error.description.contains("\n") else { fatalError("two lines") }
        }
    default:
        fputs("set WORM_FUZZ_TARGET to json, script, font, options, versus or board\n", stderr)
        exit(2)
    }
    return 0
}
