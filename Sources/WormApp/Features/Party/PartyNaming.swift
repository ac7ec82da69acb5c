import WormGame

/// A party player typing their own name in the lobby (R80): on the on-screen keyboard with their pad's cursor (only
/// their pad moves; Start keeps, B cancels, X erases), or with the mouse and a keyboard (Enter keeps, Esc cancels).
/// The game's name rules (`PlayerName`: 12 characters, a longer piece cut to fit); a press from anyone else is ignored.
struct PartyNaming {
    /// Whose name it is.
    let seat: PartySeat
    /// What the player is called until they keep a name: drawn dimmed while the field is empty, kept when it is.
    let current: String
    /// The name typed so far and the keyboard.
    private(set) var entry: NameEntry

    /// Naming `seat`, now called `current`, on the keyboard of `language`.
    init(seat: PartySeat, current: String, language: Language = .english) {
        self.seat = seat
        self.current = current
        entry = NameEntry(language: language) { name, typed in PlayerName.appending(typed, to: name) }
    }

    /// How pads are taken while naming: the seat's own pad points on the keyboard, every other pad is still.
    var padUse: PadUse {
        if case .pad(let pad) = seat { return .keyboard(pad: pad) }
        return .keyboard(pad: nil)
    }

    /// One input at `clockMs`: what it asks beyond typing. A press from another seat is logged as ignored.
    mutating func handle(_ input: PlayerInput, atMs clockMs: Int, journal: Journal) -> NameEntry.Request? {
        if case .press(let press) = input, PartySeat(of: press) != seat {
            journal.write(.game(.press(x: press.x, y: press.y, source: press.source, ignored: true, pad: press.pad)), t: clockMs)
            return nil
        }
        return entry.handle(input, atMs: clockMs, journal: journal)
    }

    /// Ends a step at `clockMs`: the pressed key goes dark when its time is up.
    mutating func endStep(atMs clockMs: Int) {
        entry.endStep(atMs: clockMs)
    }

    /// The name to keep: what was typed without spaces at its ends (nothing keeps `current`), made unique among `taken`.
    func kept(among taken: [String]) -> String {
        PlayerName.unique(PlayerName.final(entry.typed, last: current), among: taken, within: PlayerName.table)
    }
}
