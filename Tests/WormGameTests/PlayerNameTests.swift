import Testing
import WormGame

/// The one name rule (R40, R60, R80): names made unique among others' the same way at a party and in Versus, the
/// number never cut off, however long the name.
struct PlayerNameTests {
    /// 15 bugs (4 bytes each) and "abc": 18 characters in 63 bytes, the wire's limit (R60).
    static let longest = String(repeating: "🐛", count: 15) + "abc"

    @Test func aNameAtTheByteLimitThatIsTakenIsCutToMakeRoomForItsNumber() throws {
        #expect(Self.longest.utf8.count == PlayerName.versus.bytes)
        #expect(PlayerName.checked(Array(Self.longest.utf8)) == Self.longest)
        var taken = [Self.longest]
        for number in 2...4 {
            let name = PlayerName.unique(Self.longest, among: taken, within: PlayerName.versus)
            #expect(name.hasSuffix(" \(number)"), "the number is never cut: \(name)")
            #expect(!taken.contains(name))
            #expect(PlayerName.checked(Array(name.utf8)) == name, "a valid Versus name: \(name.utf8.count) bytes")
            #expect(name.hasPrefix(String(repeating: "🐛", count: 15)), "only what must go is cut")
            taken.append(name)
        }
    }

    @Test func aNameAtTheCharacterLimitIsCutByCharactersAndAShortOneIsNot() {
        let twenty = String(repeating: "a", count: 20)
        #expect(PlayerName.unique(twenty, among: [twenty], within: PlayerName.versus) == String(repeating: "a", count: 18) + " 2")
        #expect(PlayerName.unique("Ana", among: ["Ana", "Ana 2"], within: PlayerName.versus) == "Ana 3")
        #expect(PlayerName.unique("Ana", among: ["Bo"], within: PlayerName.versus) == "Ana")
        #expect(PlayerName.unique("Abcdefghijkl", among: ["Abcdefghijkl"], within: PlayerName.table) == "Abcdefghij 2")
    }
}
