#if canImport(Glibc)
import Glibc
#endif
import BoardClient
import SDLKit
import WormGame

/// The scores scene (R40): the Arcade top 10, today's Daily table and the Versus history, a page each, then the
/// world board's pages when one is set (R120, `WorldListing`); a swipe, the arrow buttons or Left/Right change page
/// (a world page part by part); a press or Up/Down picks a row; a long press, Details or Enter shows its details,
/// from which it can be replayed (a world row's replay is fetched and played at once).
final class ScoresScene: ChangingMenuScene<ScoresScene.Choice>, Scene {
    /// The pages, in swipe order.
    enum Page: Int, CaseIterable, Sendable {
        case arcade, daily
        /// The Assisted tables (R113): rows played with any assist, after the others.
        case arcadeAssisted, dailyAssisted
        case versus
        /// The world board's pages (R120): today's Daily and the all-time Arcade board, when a board is set.
        case worldDaily, worldArcade
        /// The world board's boards of the player's assists (R113), when any is on.
        case worldDailyAssisted, worldArcadeAssisted

        /// Whether the page is the world board's.
        var isWorld: Bool { worldMode != nil }

        /// The mode of a world page's board; nil for the other pages.
        var worldMode: TableMode? {
            switch self {
            case .worldDaily, .worldDailyAssisted: .daily
            case .worldArcade, .worldArcadeAssisted: .arcade
            case .arcade, .daily, .arcadeAssisted, .dailyAssisted, .versus: nil
            }
        }

        /// Whether a world page shows the boards of assisted rounds.
        var isWorldAssisted: Bool { self == .worldDailyAssisted || self == .worldArcadeAssisted }

        /// The page of a table row: its table's, assisted or not.
        init(_ row: ScoreRow) {
            switch (row.kind == .daily, row.assisted) {
            case (false, false): self = .arcade
            case (true, false): self = .daily
            case (false, true): self = .arcadeAssisted
            case (true, true): self = .dailyAssisted
            }
        }
    }

    /// The buttons under the table.
    enum Choice: Equatable, Sendable {
        case previous, details, next, back
    }

    /// The buttons of a row's details.
    enum DetailsChoice: Equatable, Sendable {
        case replay, export, close
    }

    let name = SceneName.scores
    /// The page shown.
    private(set) var page: Page
    /// The row picked, on the page shown.
    private(set) var selected: Int?
    /// The row whose details are open.
    private(set) var detailsRow: Int?
    /// The details' buttons.
    private(set) var detailsMenu: Menu<DetailsChoice>
    /// The one switch's scan of the details' buttons (R114), so Export and Close are reached as well as Replay.
    private var detailsScan = OneSwitchScan()
    /// What became of the last export from the details: the file's name, or why it was not written.
    private(set) var exportNote: SaveNote?
    /// The file name of the last export.
    private(set) var exportedName: String?
    /// The folder the last export was written in, as a player reads it (the home folder as `~`); nil for a
    /// storage with no folder.
    private(set) var exportedFolder: String?
    /// The table of each page, as saved: rows a venue machine shares (R74) appear while the scene is open.
    private(set) var arcade: ScoreTable, daily: ScoreTable
    /// The Assisted pages' tables (R113).
    private(set) var assistedArcade: ScoreTable, assistedDaily: ScoreTable
    /// The Versus history, newest first (R61): the rounds its page has room for.
    let versus: [VersusRecord]
    /// The Versus rounds the page shows.
    static let versusRows = 11
    /// Today's date, for Daily's heading.
    let date: String
    /// The new row of the last save, lit in gold.
    private(set) var newRow: (page: Page, row: Int)?
    /// How many rows of scores.json could not be read at start (R35): said in one line under the table.
    let unreadableRows: Int
    /// Where the focus that speech follows is (R111): the picked row, the page just turned to, or the buttons.
    private(set) var focusOn = FocusTarget.buttons
    /// The pages, in swipe order: the world board's only when one is set (R120).
    let pages: [Page]
    /// The world pages' rows as the board last gave them (R120).
    private(set) var world: [Page: WorldListing] = [:]
    /// The part of the world page shown (of its `parts`).
    private(set) var worldPart = 0
    /// The assists of the assisted world pages' boards: the player's, as the scene opened.
    let assists: Assists
    /// The world row whose replay the scene asked for (its id on the board), until it comes or fails.
    private(set) var replayWanted: Int?
    /// What became of the last world row's replay asked for, shown and said: fetching, or that it failed.
    private(set) var replayNote: TextKey?
    /// The middle button's words: Details on the local pages, Replay on the world pages (a world row plays at once).
    private let middleLabels: (local: String, world: String)
    /// The board's changes last seen, to draw its answers when they come.
    private var worldRevision = -1

    /// What the scores scene's focus is on.
    enum FocusTarget: Equatable {
        /// The row picked (Up, Down, a press, or the new row as the scene opens).
        case row
        /// The page shown, just turned to (Left, Right, a swipe, < or >).
        case page
        /// The buttons under the table (Tab, a hover).
        case buttons
    }

    /// Where row `index` stands.
    static func frame(ofRow index: Int) -> WormGame.Rect {
        WormGame.Rect(x: 8, y: 64 + index * 30, width: 304, height: 30)
    }

    /// The scores scene, on the page of the row just saved, `highlight`, if any.
    init(context: SceneContext, highlight: ScoreRow? = nil) {
        arcade = context.scores.document.arcade
        date = context.dailyDate
        daily = context.scores.document.daily(context.dailyDate)
        assistedArcade = context.scores.document.assistedArcade
        assistedDaily = context.scores.document.table(.daily, date: context.dailyDate, assisted: true)
        versus = Array(context.scores.document.versus.prefix(ScoresScene.versusRows))
        unreadableRows = context.scores.unreadableRows
        newRow = highlight.map { (Page($0), $0.row) }
        page = newRow?.page ?? .arcade
        selected = newRow?.row
        let worldOn = context.board != nil && WorldBoard.address(in: context.settings) != nil
        let assists = context.settings.current.roundAssists
        self.assists = assists
        pages = Page.allCases.filter { !$0.isWorld || worldOn && (!$0.isWorldAssisted || assists.isAssisted) }
        let today = date
        let boards = pages.filter(\.isWorld).map { ScoresScene.boardName(of: $0, date: today, assists: assists) }
        if worldOn { context.board?.ask(boards, context: context) }
        if newRow != nil { focusOn = .row }
        let language = context.language
        middleLabels = (language.text(.details), language.text(.replay))
        let buttons: [Menu<Choice>.Button] = [
            .init(choice: .previous, label: "<", frame: WormGame.Rect(x: 8, y: 420, width: 56, height: 48)),
            .init(choice: .details, label: language.text(.details), frame: WormGame.Rect(x: 72, y: 420, width: 104, height: 48)),
            .init(choice: .next, label: ">", frame: WormGame.Rect(x: 184, y: 420, width: 56, height: 48)),
            .init(choice: .back, label: language.text(.back), frame: WormGame.Rect(x: 248, y: 420, width: 64, height: 48)),
        ]
        detailsMenu = Menu([
            .init(choice: .replay, label: language.text(.replay), frame: WormGame.Rect(x: 28, y: 340, width: 84, height: 48)),
            .init(choice: .export, label: language.text(.export), frame: WormGame.Rect(x: 118, y: 340, width: 84, height: 48)),
            .init(choice: .close, label: language.text(.close), frame: WormGame.Rect(x: 208, y: 340, width: 84, height: 48)),
        ])
        // The focus shown from the start on Details (R115): Enter shows the picked row's details, as it always did.
        super.init(menu: Menu(buttons, focus: 1))
    }

    /// The rows of the page shown.
    var rows: [HighScore] {
        switch page {
        case .arcade: return arcade.entries
        case .daily: return daily.entries
        case .versus, .worldDaily, .worldArcade, .worldDailyAssisted, .worldArcadeAssisted: return []
        case .arcadeAssisted: return assistedArcade.entries
        case .dailyAssisted: return assistedDaily.entries
        }
    }

    /// The board a world page shows: today's Daily or the all-time Arcade, the assisted pages' with `assists`.
    static func boardName(of page: Page, date: String, assists: Assists) -> String {
        WorldPageBoard.name(page.worldMode ?? .arcade, date: date, assists: page.isWorldAssisted ? assists : .none)
    }

    /// The world board's answers, taken when they changed: drawn at once; a world row's replay, played when it
    /// came, said when it could not be fetched.
    private func followWorld(context: SceneContext) -> [Command] {
        guard let board = context.board, board.revision != worldRevision else { return [] }
        worldRevision = board.revision
        // The part shown stays shown when an answer adds a part before it (a late "Around you").
        let shown = shownWorldPart
        for page in pages where page.isWorld {
            let name = ScoresScene.boardName(of: page, date: date, assists: assists)
            world[page] = WorldListing(top: board.tops[name], around: board.arounds[name])
        }
        let parts = world[page]?.parts ?? []
        worldPart = shown.flatMap { parts.firstIndex(of: $0) } ?? min(worldPart, max(0, parts.count - 1))
        noteChange()
        guard let wanted = replayWanted, let replay = board.replay, replay.id == wanted else { return [] }
        switch replay.state {
        case .asking:
            return []
        case .came(let row):
            replayWanted = nil
            replayNote = nil
            return [.replay(row)]
        case .failed:
            replayWanted = nil
            replayNote = .worldReplayFailed
            context.narrator.say(context.language.text(.worldReplayFailed), .important, t: clockMs)
            return []
        }
    }

    /// Asks the board for world row `index`'s replay (of the part shown), which plays when it comes.
    private func fetchReplay(ofWorldRow index: Int, context: SceneContext) {
        let rows = worldRows
        guard rows.indices.contains(index), let board = context.board else { return }
        selected = index
        replayWanted = rows[index].id
        replayNote = .worldFetchingReplay
        board.askReplay(id: rows[index].id, context: context)
        context.narrator.say(context.language.text(.worldFetchingReplay), .message, t: clockMs)
    }

    /// How many rows the page shown has to pick from.
    var rowCount: Int { page.isWorld ? worldRows.count : rows.count }

    /// The rows of `page`.
    private func entries(_ page: Page) -> [HighScore] {
        switch page {
        case .arcade: arcade.entries
        case .daily: daily.entries
        case .versus, .worldDaily, .worldArcade, .worldDailyAssisted, .worldArcadeAssisted: []
        case .arcadeAssisted: assistedArcade.entries
        case .dailyAssisted: assistedDaily.entries
        }
    }

    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        countInputs(inputs)
        if detailsRow != nil { return stepDetails(inputs, context: context) }
        followTables(context: context)
        let played = followWorld(context: context)
        if !played.isEmpty { return played }
        var menuInputs: [PlayerInput] = []
        for input in inputs {
            switch input {
            case .swipe(let dx, _):
                turn(by: dx < 0 ? 1 : -1)
            case .longPress(let x, let y, _):
                if let row = row(at: x, y: y) { open(row, context: context) }
            case .press(let press) where row(at: press.x, y: press.y) != nil
                && !(context.settings.current.access.oneSwitch && press.isSwitch):
                selected = row(at: press.x, y: press.y)
                focusOn = .row
                context.journal.write(.game(.press(x: press.x, y: press.y, source: press.source, ignored: false, pad: press.pad)), t: clockMs)
            case .key(let key) where key.key?.isHorizontal == true:
                turn(by: key.key == .left ? -1 : 1)
            case .key(let key) where key.key?.isVertical == true:
                let count = rowCount
                guard count > 0 else { continue }
                let next = (selected ?? (key.key == .up ? count : -1)) + (key.key == .up ? -1 : 1)
                selected = min(max(next, 0), count - 1)
                focusOn = .row
            case .key(let key) where key.key?.chooses == true && !menu.showsFocus:
                // Enter with no button focused is Details (a world row's replay): of the row picked, else the
                // first; on an empty page nothing (it never reaches the hidden focus on "<", which would turn back
                // a page).
                if rowCount > 0 { open(selected ?? 0, context: context) }
            case .key(let key) where key.key == .tab:
                focusOn = .buttons
                menuInputs.append(input)
            case .hover:
                if case .hover(let x, let y) = input, menu.buttons.contains(where: { $0.frame.contains(x: x, y: y) }) { focusOn = .buttons }
                menuInputs.append(input)
            default:
                menuInputs.append(input)
            }
        }
        let focusBefore = menu.focus
        defer {
            // One switch (R114): the focus speech and the ring follow is the scan's, once it moves on from the page
            // just turned to or the row just saved.
            if context.settings.current.access.oneSwitch && menu.focus != focusBefore { focusOn = .buttons }
        }
        return stepMenu(menuInputs, context: context, back: .back) { choice in
            switch choice {
            case .previous: turn(by: -1)
            case .next: turn(by: 1)
            case .details: if rowCount > 0 { open(selected ?? 0, context: context) }  // no row picked: the first
            case .back: return .open(.title)
            }
            return nil
        }
    }

    /// A step with a row's details open: its buttons; Esc closes.
    private func stepDetails(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        var commands: [Command] = []
        let access = context.settings.current.access
        if access.oneSwitch && !context.switchHeld { detailsScan.step(&detailsMenu, interval: access.scanIntervalMs) }
        for input in inputs {
            var choice: DetailsChoice?
            switch input {
            case .press(let press) where access.oneSwitch && press.isSwitch:
                choice = detailsMenu.buttons[detailsMenu.focus].choice  // a click anywhere is the switch (R114)
                context.journal.write(.game(.press(x: press.x, y: press.y, source: press.source, ignored: false, pad: press.pad)),
                                      t: clockMs)
            case .press(let press):
                choice = detailsMenu.choice(at: press.x, y: press.y)
                context.journal.write(.game(.press(x: press.x, y: press.y, source: press.source, ignored: choice == nil, pad: press.pad)),
                                      t: clockMs)
            case .key(let key) where key.key == .escape:
                choice = .close
            case .key(let key):
                choice = detailsMenu.choice(for: key)
            default:
                break
            }
            if choice != nil { detailsScan.restart() }
            switch choice {
            case .replay?:
                if let row = detailsRow, row < rows.count {
                    commands.append(.replay(rows[row]))
                }
            case .export?:
                if let row = detailsRow, row < rows.count { export(rows[row], context: context) }
            case .close?:
                detailsRow = nil
                exportNote = nil
            case nil:
                break
            }
        }
        _ = stepMenu([], context: context, back: nil, scans: false) { _ in nil }  // the details have the scan
        return commands
    }

    /// Writes `row` as a replay file beside the scores (for `--replay`), logging `saved` or `save_failed`.
    private func export(_ row: HighScore, context: SceneContext) {
        let name = "replay-\(Dates.day(of: row.time))-\(row.score)-\(row.replay.seed).json"
        do {
            let file = try context.scores.storage.export(Array(ReplayFile.text(of: row).utf8), as: name)
            context.journal.write(.saved(file: file), t: clockMs)
            exportedName = name
            exportedFolder = ScoresScene.shownFolder(of: file, home: getenv("HOME").map { String(cString: $0) })
            exportNote = .saved(rank: 0)
        } catch {
            context.journal.write(.saveFailed(file: name, reason: error.reason), t: clockMs)
            exportNote = .failed(error.trouble)
        }
    }

    /// The folder of the file at `path` as a player reads it: the home folder `home` written `~`; nil when `path`
    /// names no folder.
    nonisolated static func shownFolder(of path: String, home: String?) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        if let home, !home.isEmpty, home != "/", folder == home || folder.hasPrefix(home + "/") {
            return "~" + folder.dropFirst(home.count)
        }
        return folder
    }

    /// Takes the tables as saved now, when a venue machine's row changed them: the lit and the picked rows stay on
    /// the rows they were (found again by value), or are let go when those left the table. Not while a row's
    /// details are open: they stay on the row they show.
    private func followTables(context: SceneContext) {
        let document = context.scores.document
        let nowArcade = document.arcade, nowDaily = document.daily(date)
        let nowAssistedArcade = document.assistedArcade, nowAssistedDaily = document.table(.daily, date: date, assisted: true)
        guard nowArcade != arcade || nowDaily != daily || nowAssistedArcade != assistedArcade
              || nowAssistedDaily != assistedDaily else { return }
        func entry(_ page: Page, _ row: Int) -> HighScore? {
            let rows = entries(page)
            return row < rows.count ? rows[row] : nil
        }
        let lit = newRow.flatMap { new in entry(new.page, new.row).map { (new.page, $0) } }
        let picked = selected.flatMap { entry(page, $0) }
        arcade = nowArcade
        daily = nowDaily
        assistedArcade = nowAssistedArcade
        assistedDaily = nowAssistedDaily
        newRow = lit.flatMap { lit in
            entries(lit.0).firstIndex(of: lit.1).map { (lit.0, $0) }
        }
        selected = picked.flatMap { rows.firstIndex(of: $0) }
        noteChange()
    }

    /// The row under (`x`, `y`) on the page shown.
    private func row(at x: Double, y: Double) -> Int? {
        (0..<rowCount).first { ScoresScene.frame(ofRow: $0).contains(x: x, y: y) }
    }

    /// Shows the part of a world page `offset` (1 or -1) on, else the page `offset` pages on, wrapping round: a
    /// world page is walked part by part, and entered backwards on its last part.
    private func turn(by offset: Int) {
        let parts = world[page]?.parts.count ?? 1
        if page.isWorld, (0..<parts).contains(worldPart + offset) {
            worldPart += offset
        } else {
            let count = pages.count
            page = pages[((pages.firstIndex(of: page) ?? 0) + offset % count + count) % count]
            worldPart = offset < 0 ? max(0, (world[page]?.parts.count ?? 1) - 1) : 0
        }
        selected = newRow?.page == page ? newRow?.row : nil
        replayWanted = nil  // a replay still on its way is let go with its page
        replayNote = nil
        menu.relabel(.details, as: page.isWorld ? middleLabels.world : middleLabels.local)
        focusOn = .page
    }

    /// Opens the details of `row`; on a world page, asks for the row's replay, which plays when it comes.
    private func open(_ row: Int, context: SceneContext) {
        if page.isWorld { return fetchReplay(ofWorldRow: row, context: context) }
        guard row < rows.count else { return }
        selected = row
        detailsRow = row
    }

    /// The page's heading, as drawn and spoken.
    func heading(language: Language) -> String {
        switch page {
        case .arcade: language.text(.arcadeTable)
        case .daily: language.text(.dailyTable, date)
        case .versus: language.text(.versusHistory)
        case .arcadeAssisted: language.text(.arcadeAssistedTable)
        case .dailyAssisted: language.text(.dailyAssistedTable, date)
        case .worldDaily: language.text(.worldDailyTable, date)
        case .worldArcade: language.text(.worldArcadeTable)
        case .worldDailyAssisted: language.text(.worldDailyAssistedTable, date)
        case .worldArcadeAssisted: language.text(.worldArcadeAssistedTable)
        }
    }

    /// What a world page says under its heading, when it has no rows to show: asking, unreachable, or none yet.
    func worldNote(language: Language) -> String? {
        switch world[page]?.top {
        case .asking?, nil: language.text(.worldAsking)
        case .failed?: language.text(.worldUnreachable)
        case .shown(let top)?: top.rows.isEmpty ? language.text(.noScoresYet) : nil
        }
    }

    /// The part of the world page shown.
    var shownWorldPart: WorldListing.Part? {
        guard page.isWorld else { return nil }
        let parts = world[page]?.parts ?? [.top(from: 0)]
        return parts[min(worldPart, parts.count - 1)]
    }

    /// The world page's rows: the part shown.
    var worldRows: [BoardRow] {
        guard let part = shownWorldPart, let listing = world[page] else { return [] }
        return listing.rows(part)
    }

    /// The line under a world page's rows: what became of a row's replay asked for, else the ranks the part shows.
    func worldCaption(language: Language) -> String? {
        if let replayNote { return language.text(replayNote) }
        guard let part = shownWorldPart else { return nil }
        return world[page]?.caption(part, language: language)
    }

    /// What is said of world row `index` of the part shown (R111): its rank, name and score, and "your row".
    func spokenWorldRow(_ index: Int, language: Language) -> String {
        let row = worldRows[index]
        var parts = [language.text(.rank, row.rank), row.name, language.text(.spokenScore, row.score)]
        if row.isYours { parts.append(language.text(.spokenYourRow)) }
        return parts.joined(separator: ", ")
    }

    /// What is said of row `index` of the page shown (R111): its rank, name, score, its machine when another's,
    /// and "your row" for the row just saved, so a player who cannot see the gold finds theirs.
    func spokenRow(_ index: Int, language: Language) -> String {
        let row = rows[index]
        var parts = [language.text(.rank, index + 1), row.name, language.text(.spokenScore, row.score)]
        if let machine = row.from { parts.append(language.text(.rowFrom, machine)) }
        if let newRow, newRow.page == page, newRow.row == index { parts.append(language.text(.spokenYourRow)) }
        return parts.joined(separator: ", ")
    }

    /// The focus as speech follows it (R111): the details' buttons while open, else the picked row, the page just
    /// turned to (its heading, or that it is empty), or the focused button.
    override func focusItem(language: Language) -> FocusItem? {
        if detailsRow != nil { return detailsMenu.focusItem }
        switch focusOn {
        case .row:
            if page.isWorld, let selected, selected < worldRows.count {
                return FocusItem(key: "row_\(selected + 1)", spoken: spokenWorldRow(selected, language: language))
            }
            if let selected, selected < rows.count { return FocusItem(key: "row_\(selected + 1)", spoken: spokenRow(selected, language: language)) }
        case .page:
            let heading = heading(language: language)
            if page.isWorld {
                // The page's heading, what part it shows, then the part's first three rows, or why there are none.
                let said = worldNote(language: language).map { [$0] }
                    ?? [worldCaption(language: language)].compactMap { $0 } + worldRows.indices.prefix(3).map { spokenWorldRow($0, language: language) }
                let part = worldPart == 0 ? "" : "_\(worldPart + 1)"
                return FocusItem(key: "page_" + FocusItem.key(of: page) + part, spoken: ([heading] + said).joined(separator: ", "))
            }
            let empty = page != .versus && rows.isEmpty
            return FocusItem(key: "page_" + FocusItem.key(of: page),
                             spoken: empty ? heading + ", " + language.text(.noScoresYet) : heading)
        case .buttons:
            break
        }
        return super.focusItem(language: language)
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        try painter.drawScores(self, language: context.language)
    }
}
