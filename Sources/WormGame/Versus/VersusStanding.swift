/// One player's line on the scoreboard: the roster entry for a seat, with its counts. A round's standings are
/// its roster, in seat order (the host is seat 0); events and the history name a player by seat.
public struct VersusStanding: Equatable, Sendable {
    public var name: String
    public var caught = 0
    public var missed = 0
    /// False once the player left or dropped.
    public var present = true

    public init(name: String, caught: Int = 0, missed: Int = 0, present: Bool = true) {
        self.name = name
        self.caught = caught
        self.missed = missed
        self.present = present
    }

    /// The name shown for a seat nobody was told about: `?` and its number (a board's gap in a roster, or a seat
    /// past its end). Never another player's name.
    public static func unknownName(seat: Int) -> String { "?\(seat)" }
}

extension Array where Element == VersusStanding {
    /// The name of the player in `seat`. A mode and a board make events only for seats of their own standings, so
    /// a seat looked up in the standings that made it is always known; any other is `unknownName(seat:)`.
    public func name(ofSeat seat: Int) -> String {
        indices.contains(seat) ? self[seat].name : VersusStanding.unknownName(seat: seat)
    }
}

/// A catch (with its worm) or a miss (without), for the history.
public struct VersusHistoryEntry: Equatable, Sendable {
    public var roundMs: Int
    /// The player's seat: their name is in the round's standings.
    public var seat: Int
    /// The worm caught; nil for a miss.
    public var worm: Int?

    public init(roundMs: Int, seat: Int, worm: Int?) {
        self.roundMs = roundMs
        self.seat = seat
        self.worm = worm
    }
}

extension VersusStanding {
    /// A player's name as the roster, the scoreboards and the results show it in `language`: the name, or "Bo (left)"
    /// once they left or dropped.
    public static func shownName(_ name: String, present: Bool, language: Language) -> String {
        present ? name : language.text(.playerLeft, name)
    }

    /// This player's name as shown in `language` (`shownName(_:present:language:)`).
    public func shownName(language: Language) -> String {
        VersusStanding.shownName(name, present: present, language: language)
    }
}
