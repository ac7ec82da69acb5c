import SDLKit
import WormGame

/// The name scene with one switch (R114): first the offer to keep the name an empty field takes ("Player"), then
/// a scanning keyboard: the focus goes from row to row by itself, the switch takes the row; then from key to key in
/// it, the switch presses the key and the scan starts again from the rows (after a row's last key it goes back to
/// the rows by itself, so a row taken by mistake costs one pass).
struct OneSwitchNaming: Equatable {
    /// Where the scan stands.
    enum Phase: Equatable {
        /// The offer: keep the name (`keep` focused) or type one.
        case offer(keep: Bool)
        /// Row by row, the focus on row `row`.
        case rows(row: Int)
        /// Key by key in row `row`, the focus on its key `key`.
        case keys(row: Int, key: Int)
    }

    /// What the switch did.
    enum Choice: Equatable {
        /// Keep the name the empty field takes.
        case keep
        /// Press the keyboard's key at index `key` (of `OnScreenKeyboard.keys`).
        case press(key: Int)
    }

    private(set) var phase: Phase
    /// How long the focus has stood where it is, in ms.
    private var stoodMs = 0

    /// A scan starting at `phase`: the offer, or the rows for a field with no name to offer (a board's address).
    init(phase: Phase = .offer(keep: true)) {
        self.phase = phase
    }

    /// One step of `stepMs`: the focus moves on when its time (`interval`, the first item 1.5 ×) is up. `rows` are
    /// the keyboard's keys' indices row by row (`KeyboardFocus.rows`).
    mutating func step(interval: Int, rows: [[Int]], stepMs: Int = Simulation.stepMs) {
        let first: Bool
        switch phase {
        case .offer(let keep): first = keep
        case .rows(let row): first = row == 0
        case .keys(_, let key): first = key == 0
        }
        if stoodMs >= OneSwitch.dwellMs(interval: interval, onFirst: first), !rows.isEmpty {
            stoodMs = 0
            switch phase {
            case .offer(let keep): phase = .offer(keep: !keep)
            case .rows(let row): phase = .rows(row: (row + 1) % rows.count)
            case .keys(let row, let key): phase = key + 1 < rows[row].count ? .keys(row: row, key: key + 1) : .rows(row: row)
            }
        }
        stoodMs += stepMs
    }

    /// The switch, with the keyboard's `rows`: what it chose, if it chose a key or to keep the name.
    mutating func choose(rows: [[Int]]) -> Choice? {
        stoodMs = 0
        switch phase {
        case .offer(true):
            return .keep
        case .offer(false):
            phase = .rows(row: 0)
            return nil
        case .rows(let row):
            phase = .keys(row: row, key: 0)
            return nil
        case .keys(let row, let key):
            phase = .rows(row: 0)
            return .press(key: rows[row][key])
        }
    }

    /// A hold of the switch (R114, as Esc): from a row's keys back to the rows, the scan on that row; true when it
    /// went back so. Elsewhere it is Esc's to say (the name is kept).
    mutating func goBack() -> Bool {
        guard case .keys(let row, _) = phase else { return false }
        phase = .rows(row: row)
        stoodMs = 0
        return true
    }

    /// The focused item (R111): the offer's answer, a row by its keys, or a key.
    func focusItem(keyboard: OnScreenKeyboard, offered name: String, language: Language) -> FocusItem {
        let rows = KeyboardFocus.rows(of: keyboard)
        switch phase {
        case .offer(let keep):
            return keep ? FocusItem(key: "keep", spoken: language.text(.keepName, name)) : FocusItem(key: "type", spoken: language.text(.typeAName))
        case .rows(let row):
            let keys = rows[row].map { keyboard.keys[$0].focusItem(language: language).spoken }
            return FocusItem(key: "row_\(row + 1)", spoken: language.text(.keyboardRow, row + 1) + ": " + keys.joined(separator: " "))
        case .keys(let row, let key):
            return keyboard.keys[rows[row][key]].focusItem(language: language)
        }
    }
}

extension NameEntry {
    /// One input typed into the entry, scanned by one switch's `scan` when there is one (R114): a hold (Esc) in a
    /// row's keys goes back to the rows, the switch answers the offer, takes the row or presses the key the scan
    /// shows, and its Space types nothing; without a scan, or for any other input, the input is typed as usual.
    mutating func type(_ input: PlayerInput, scan: inout OneSwitchNaming?, atMs clockMs: Int, context: SceneContext) -> Request? {
        guard var naming = scan else { return type(input, atMs: clockMs, context: context) }
        defer { scan = naming }
        if case .key(let key) = input, key.key == .escape, naming.goBack() { return nil }
        if input.isSwitch { return switchPressed(input, scan: &naming, atMs: clockMs, context: context) }
        if case .text(" ") = input { return nil }
        return type(input, atMs: clockMs, context: context)
    }

    /// The switch pressed (R114) with the keyboard scanned by `scan`: the press logged, the scan moved on, and the
    /// key it showed pressed and what it typed said (R111); returns OK when it kept the name.
    mutating func switchPressed(_ input: PlayerInput, scan: inout OneSwitchNaming, atMs clockMs: Int, context: SceneContext) -> Request? {
        if case .press(let press) = input {
            context.journal.write(.game(.press(x: press.x, y: press.y, source: press.source, ignored: false, pad: press.pad)), t: clockMs)
        }
        switch scan.choose(rows: KeyboardFocus.rows(of: keyboard)) {
        case .keep?: return .ok
        case .press(let key)?: return pressKey(at: key, atMs: clockMs, context: context)
        case nil: return nil
        }
    }
}

extension OneSwitchNaming {
    /// The offer's buttons: keep the name, type one.
    static let keepButton = WormGame.Rect(x: 20, y: 262, width: 280, height: 56)
    static let typeButton = WormGame.Rect(x: 20, y: 342, width: 280, height: 56)
}

extension SceneRenderer {
    /// One switch's naming over the name scene (R114): the offer on a panel over the keyboard, or the scan's focus
    /// round the row or the key it shows.
    func drawOneSwitchNaming(_ naming: OneSwitchNaming, keyboard: OnScreenKeyboard, offered: String, language: Language) throws {
        let rows = KeyboardFocus.rows(of: keyboard)
        switch naming.phase {
        case .offer(let keep):
            try renderer.fill(FloatRect(x: 8, y: 206, width: 304, height: 270), color: Color(red: 40, green: 28, blue: 18, alpha: 250))
            textLayer += 1
            try drawButton(language.text(.keepName, offered), OneSwitchNaming.keepButton, color: SceneRenderer.menuButton)
            try drawButton(language.text(.typeAName), OneSwitchNaming.typeButton, color: SceneRenderer.menuButton)
            try drawFocus(around: keep ? OneSwitchNaming.keepButton : OneSwitchNaming.typeButton)
        case .rows(let row):
            let frames = rows[row].map { keyboard.keys[$0].frame }
            let left = frames.map(\.x).min() ?? 0, right = frames.map { $0.x + $0.width }.max() ?? 0
            try drawFocus(around: WormGame.Rect(x: left, y: frames.first?.y ?? 0, width: right - left, height: frames.first?.height ?? 0))
        case .keys(let row, let key):
            try drawFocus(around: keyboard.keys[rows[row][key]].frame)
        }
    }
}
