import Testing
import WormGame

/// Versus's wire format: every message survives encoding and decoding, and every kind of bad input is refused
/// with its reason.
struct VersusProtocolTests {
    static let samples: [VersusMessage] = [
        .hello(name: "Zoé"),
        .welcome(player: 3),
        .welcome(player: 7, rules: VersusRules(audioPlay: true)),
        .roster([RosterEntry(player: 0, name: "Ana"), RosterEntry(player: 1, name: "Bo", present: false),
                 RosterEntry(player: 7, name: String(repeating: "é", count: 20))]),
        .start(round: 2, starter: 0, seed: 0xFEDC_BA98_7654_3210),
        .start(round: 1, starter: 0, seed: 42, rules: VersusRules(audioPlay: true)),
        .press(roundMs: 6_123, x: 140.5, y: 479.875),
        .spawn(worm: 12, x: 30, y: 450, visibleMs: 1_200, roundMs: 9_000),
        .hit(worm: 12, player: 2, roundMs: 9_400),
        .miss(player: 1, roundMs: 9_500),
        .escape(worm: 13, roundMs: 10_000),
        .end(roundMs: 65_000, scores: [PlayerScore(player: 0, caught: 5, missed: 1), PlayerScore(player: 1, caught: 7, missed: 0)]),
        .bye,
        .refuse(reason: .full, version: 2, host: "Ana"),
        .alive,
        .late(worm: 12, player: 3, roundMs: 9_450),
        .resume(round: 3, seed: 0x0123_4567_89AB_CDEF, roundMs: 30_000,
                scores: [PlayerScore(player: 0, caught: 2, missed: 3), PlayerScore(player: 2, caught: 9, missed: 1)]),
        .resume(round: 1, seed: 7, rules: VersusRules(audioPlay: true), roundMs: 9_000,
                scores: [PlayerScore(player: 1, caught: 0, missed: 0)]),
    ]

    /// R61: a refusal keeps its layout in every version from 2, so a player of any version reads why; a
    /// `hello` of another version is recognised, with its name, so the host can say who must update.
    @Test func refusalsOfAnyLaterVersionAreReadAndForeignHellosKnown() throws {
        let fromLater: [UInt8] = [0x57, 0x56, 7, 12, 3, 3, 0x41, 0x6E, 0x61]
        #expect(try VersusMessage.decode(fromLater) == .refuse(reason: .version, version: 7, host: "Ana"))
        #expect(VersusMessage.refuse(reason: .started, version: 2, host: "Bo").encoded() == [0x57, 0x56, 2, 12, 2, 2, 0x42, 0x6F])
        #expect(Self.reason(.refuse(reason: .full, version: 2, host: "A")) { $0[4] = 4 } == "refusal 4")
        #expect(Self.reason(.alive) { $0[2] = 1 } == "protocol version 1, not 3")
        #expect(Self.reason(.alive) { $0[2] = 2 } == "protocol version 2, not 3", "version 2 knew no rules")
        let two: [UInt8] = [0x57, 0x56, 2, 1, 2, 0x42, 0x6F]
        #expect(VersusMessage.foreignHello(two)?.version == 2)
        #expect(VersusMessage.foreignHello(two)?.name == "Bo")
        let old: [UInt8] = [0x57, 0x56, 1, 1, 3, 0x4F, 0x6C, 0x64]
        #expect(VersusMessage.foreignHello(old)?.version == 1)
        #expect(VersusMessage.foreignHello(old)?.name == "Old")
        #expect(VersusMessage.foreignHello(VersusMessage.hello(name: "Now").encoded()) == nil)
        #expect(VersusMessage.foreignHello([0x57, 0x56, 1, 5, 0, 0]) == nil, "not a hello")
    }

    @Test(arguments: samples) func everyMessageSurvivesTheWire(_ message: VersusMessage) throws {
        #expect(try VersusMessage.decode(message.encoded()) == message)
    }

    @Test func fieldsAreLittleEndianAfterAHeader() {
        #expect(VersusMessage.spawn(worm: 0x0102_0304, x: 0x0105, y: 0x0106, visibleMs: 0x0203, roundMs: 0x0A0B_0C0D).encoded()
                == [0x57, 0x56, 3, 6, 4, 3, 2, 1, 5, 1, 6, 1, 3, 2, 0x0D, 0x0C, 0x0B, 0x0A])
    }

    /// R110 over the wire (version 3): the host's rules are one byte after `start`'s seed, after `welcome`'s place
    /// and after `resume`'s seed, bit 0 audio play; a bit no rule has, or a version-2 `start` without the byte, is
    /// dropped, never half read.
    @Test func theHostsAudioPlayTravelsInStartWelcomeAndResume() {
        let start = VersusMessage.start(round: 1, starter: 0, seed: 0x0102_0304_0506_0708, rules: VersusRules(audioPlay: true))
        #expect(start.encoded() == [0x57, 0x56, 3, 4, 1, 0, 0, 8, 7, 6, 5, 4, 3, 2, 1, 1])
        #expect(VersusMessage.start(round: 1, starter: 0, seed: 5).encoded().last == 0, "no rules: the byte is 0")
        #expect(VersusMessage.welcome(player: 2, rules: VersusRules(audioPlay: true)).encoded() == [0x57, 0x56, 3, 2, 2, 1])
        let resume = VersusMessage.resume(round: 1, seed: 1, rules: VersusRules(audioPlay: true), roundMs: 0x0102,
                                          scores: [PlayerScore(player: 0, caught: 0, missed: 0)])
        #expect(resume.encoded()[4...16] == [1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 2, 1])
        #expect(Self.reason(start) { $0[15] = 2 } == "rules 2")
        #expect(Self.reason(start) { $0[15] = 0x81 } == "rules 129")
        #expect(Self.reason(.welcome(player: 0)) { $0[5] = 4 } == "rules 4")
        #expect(Self.reason(resume) { $0[14] = 3 } == "rules 3")
        #expect(Self.reason(start) { $0.removeLast() } == "cut short", "a start without its rules")
        #expect(Self.reason(start) { $0.append(1) } == "1 bytes too many")
    }

    /// Takes `message`'s bytes, changes them with `change`, and returns why the decoder refused them.
    static func reason(_ message: VersusMessage, _ change: (inout [UInt8]) -> Void) -> String? {
        var bytes = message.encoded()
        change(&bytes)
        do {
            _ = try VersusMessage.decode(bytes)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func badHeadersAreRefused() {
        #expect(Self.reason(.bye) { $0 = [0x57] } == "too short (1 bytes)")
        #expect(Self.reason(.bye) { $0 += [UInt8](repeating: 0, count: 700) } == "too long (704 bytes)")
        #expect(Self.reason(.bye) { $0[0] = 0x58 } == "not a versus message")
        #expect(Self.reason(.bye) { $0[2] = 4 } == "protocol version 4, not 3")
        #expect(Self.reason(.bye) { $0[3] = 0 } == "unknown kind 0")
        #expect(Self.reason(.bye) { $0[3] = 16 } == "unknown kind 16")
        #expect(Self.reason(.bye) { $0.append(0) } == "1 bytes too many")
        #expect(Self.reason(.welcome(player: 1)) { $0.removeLast() } == "cut short")
    }

    @Test func rangesAreChecked() {
        #expect(Self.reason(.welcome(player: 1)) { $0[4] = 8 } == "player 8 out of range")
        #expect(Self.reason(.spawn(worm: 1, x: 319, y: 10, visibleMs: 900, roundMs: 0)) { $0[8] = 0x40; $0[9] = 1 }
                == "x out of range")
        #expect(Self.reason(.spawn(worm: 1, x: 10, y: 479, visibleMs: 900, roundMs: 0)) { $0[10] = 0xE0; $0[11] = 1 }
                == "y out of range")
        #expect(Self.reason(.spawn(worm: 1, x: 10, y: 10, visibleMs: 900, roundMs: 0)) { $0[12] = 0; $0[13] = 0 }
                == "visible_ms out of range")
        #expect(Self.reason(.spawn(worm: 1, x: 10, y: 10, visibleMs: 900, roundMs: 0)) { $0[4] = 0 } == "worm 0 out of range")
        #expect(Self.reason(.press(roundMs: 0, x: 319.875, y: 0)) { $0[8] = 0x00; $0[9] = 0x0A } == "x out of range")
        #expect(Self.reason(.press(roundMs: 0, x: 0, y: 479)) { $0[10] = 0x00; $0[11] = 0x0F } == "y out of range")
        #expect(Self.reason(.press(roundMs: 0, x: 0, y: 0)) { $0[7] = 0xFF } == "round time 4278190080 out of range")
        #expect(Self.reason(.start(round: 1, starter: 0, seed: 1)) { $0[4] = 0 } == "round 0")
        #expect(Self.reason(.roster([RosterEntry(player: 0, name: "A")])) { $0[4] = 9 } == "roster of 9 players")
        #expect(Self.reason(.roster([RosterEntry(player: 0, name: "A")])) { $0[4] = 0 } == "roster of 0 players")
        #expect(Self.reason(.roster([RosterEntry(player: 0, name: "A"), RosterEntry(player: 1, name: "B")])) { $0[9] = 0 }
                == "player 0 twice")
        #expect(Self.reason(.roster([RosterEntry(player: 0, name: "A")])) { $0[6] = 2 } == "presence 2")
        #expect(Self.reason(.end(roundMs: 0, scores: [PlayerScore(player: 0, caught: 1, missed: 1)])) { $0[8] = 9 }
                == "scores of 9 players")
    }

    @Test func namesAreValidUTF8WithoutControlCharactersAndShort() {
        #expect(Self.reason(.hello(name: "Ana")) { $0[5] = 0xFF } == "bad name")            // not UTF-8
        #expect(Self.reason(.hello(name: "Ana")) { $0[6] = 0x07 } == "bad name")            // a bell
        #expect(Self.reason(.hello(name: "Ana")) { $0[4] = 64 } == "name of 64 bytes")
        #expect(Self.reason(.hello(name: "Ana")) { $0[4] = 0; $0.removeLast(3) } == "bad name")
        #expect(Self.reason(.hello(name: "Ana")) { $0[4] = 9 } == "cut short")
        #expect(PlayerName.checked(Array(String(repeating: "a", count: 21).utf8)) == nil)
        #expect(PlayerName.checked(Array("   ".utf8)) == nil)
        #expect(PlayerName.checked(Array("a\u{202E}b".utf8)) == nil)  // a bidirectional override
        #expect(PlayerName.checked(Array("Zoé 🐛".utf8)) == "Zoé 🐛")
        #expect(PlayerName.cleaned("Zo\u{0}é\n") == "Zoé")
        #expect(PlayerName.cleaned(String(repeating: "🐛", count: 30)) == String(repeating: "🐛", count: 15))
    }
}

/// The lobby's discovery datagrams.
struct DiscoveryMessageTests {
    @Test func queriesAndBeaconsSurviveTheWire() throws {
        for message in [DiscoveryMessage.query(token: 0x1122_3344_5566_7788),
                        .beacon(token: 7, name: "Zoé", gamePort: 7770, hosting: .open, players: 3),
                        .beacon(token: 8, name: "Cy", gamePort: 7770, hosting: .underWay, players: 8),
                        .beacon(token: .max, name: "B", gamePort: 1, hosting: .notHosting, players: 0)] {
            #expect(try DiscoveryMessage.decode(message.encoded()) == message)
        }
        #expect(DiscoveryMessage.query(token: 1).encoded() == Array("WRMD".utf8) + [1, 1, 1, 0, 0, 0, 0, 0, 0, 0])
    }

    /// The hosting byte (docs/VERSUS.md): 0 not hosting, 1 a game open to join, 2 a game whose round is under way.
    @Test func theHostingByteSaysWhetherTheRoundIsUnderWay() throws {
        let prefix = Array("WRMD".utf8) + [1, 2, 7, 0, 0, 0, 0, 0, 0, 0, 0x5A, 0x1E]  // token 7, game port 7770
        let name: [UInt8] = [2, 0x43, 0x79]  // "Cy"
        for (byte, hosting) in [(0, DiscoveryMessage.Hosting.notHosting), (1, .open), (2, .underWay)] {
            let bytes = prefix + [UInt8(byte), 3] + name
            #expect(try DiscoveryMessage.decode(bytes) == .beacon(token: 7, name: "Cy", gamePort: 7770, hosting: hosting, players: 3))
            #expect(DiscoveryMessage.beacon(token: 7, name: "Cy", gamePort: 7770, hosting: hosting, players: 3).encoded() == bytes)
        }
        #expect(DiscoveryMessage.Hosting.underWay.isHosting && DiscoveryMessage.Hosting.open.isHosting)
        #expect(!DiscoveryMessage.Hosting.notHosting.isHosting)
    }

    @Test func badDatagramsSayWhy() {
        func reason(_ bytes: [UInt8]) -> String? {
            do {
                _ = try DiscoveryMessage.decode(bytes)
                return nil
            } catch {
                return error.reason
            }
        }
        let beacon = DiscoveryMessage.beacon(token: 7, name: "Ana", gamePort: 7770, hosting: .open, players: 3).encoded()
        #expect(reason(Array("WRMD".utf8)) == "too short (4 bytes)")
        #expect(reason(beacon + [UInt8](repeating: 0, count: 100)) == "too long (122 bytes)")
        #expect(reason(Array("WRMX".utf8) + [1, 1]) == "not a discovery datagram")
        #expect(reason(Array("WRMD".utf8) + [2, 1]) == "discovery version 2, not 1")
        #expect(reason(Array("WRMD".utf8) + [1, 3]) == "unknown kind 3")
        #expect(reason(Array(beacon.prefix(10))) == "cut short")
        #expect(reason(beacon + [0]) == "1 bytes too many")
        var bad = beacon
        bad[14] = 0
        bad[15] = 0
        #expect(reason(bad) == "port 0")
        bad = beacon
        bad[16] = 3  // 0, 1 and 2 are the only hosting bytes: an unknown one is refused, not read as hosting
        #expect(reason(bad) == "hosting 3")
        bad[16] = 255
        #expect(reason(bad) == "hosting 255")
        bad = beacon
        bad[17] = 9
        #expect(reason(bad) == "9 players")
        bad = beacon
        bad[19] = 0x1B  // an escape character in the name
        #expect(reason(bad) == "bad name")
    }
}
