import BoardClient
import WormGame
@testable import WormApp

/// A scores scene with a world board set (R120) whose answers the tests hand in as its worker would: no board is
/// reached (the address is a closed port, and the worker's own answers are never collected).
@MainActor
enum WorldPagesFixture {
    static let date = "2026-11-30"

    /// A context in `language` whose settings name a board (and `extra` settings members), with its board service.
    static func context(_ language: Language = .english, extra: String = "", scores: ScoresDocument = ScoresDocument()) -> SceneContext {
        let settings = SettingsKeeper(store: DocumentStore(storage: MemoryStorage(files: [
            .settings: Array(#"{"version": 1, "world_board": "http://127.0.0.1:9"\#(extra)}"#.utf8),
        ])) { _ in })
        let board = WorldBoard(address: BoardAddress("http://127.0.0.1:9"), keyFolder: nil)
        return SceneContext(journal: Journal(sink: nil, language: language), audio: SilentAudio(), seed: 1, dailyDate: date,
                            settings: settings, scores: DocumentStore(storage: MemoryStorage(files: [.scores: Array(scores.text.utf8)])) { _ in },
                            board: board)
    }

    /// `count` rows from rank `from`, the player's at rank `yours`.
    static func rows(from: Int, count: Int, yours: Int? = nil) -> [BoardRow] {
        (from..<(from + count)).map { rank in
            BoardRow(id: 1_000 + rank, rank: rank, name: rank == yours ? "Zoé" : "Anne-Sophie", score: 99_999 - rank * 7,
                     accuracy: 100, bestCombo: 99, isYours: rank == yours)
        }
    }

    /// Hands the board of `board` its first `top` rows of `of`, and the player's row at `rank` with the 5 rows on each
    /// side; then steps `scene` once so it takes them.
    static func answer(_ scene: ScoresScene, context: SceneContext, board: String = "daily/" + date, top: Int = 35, of: Int = 340,
                       rank: Int? = 57) {
        context.board?.take(.top(board: board, .success(BoardTop(board: board, of: of, rows: rows(from: 1, count: top)))), t: 0,
                            context: context)
        let around = rank.map { rows(from: max(1, $0 - 5), count: 11, yours: $0) } ?? []
        context.board?.take(.around(board: board, .success(BoardTop(board: board, of: of, rows: around, rank: rank))), t: 0,
                            context: context)
        _ = scene.step([], context: context)
    }

    /// Runs `body` on the main actor with a context and its scores scene turned to the World Daily page, answered;
    /// the board is left after.
    nonisolated static func onWorldDaily(_ body: @MainActor (SceneContext, ScoresScene) throws -> Void) throws {
        try MainActor.assumeIsolated {
            let context = context()
            defer { context.board?.leave(t: 0, context: context) }
            try body(context, worldDaily(context))
        }
    }

    /// A scores scene turned to its World Daily page, answered.
    static func worldDaily(_ context: SceneContext) -> ScoresScene {
        let scene = ScoresScene(context: context)
        while scene.page != .worldDaily { _ = scene.step([.key(KeyPress(.right))], context: context) }
        answer(scene, context: context)
        return scene
    }
}
