import BoardKit
import WormApp
import WormGame

/// The Daily round the board benchmarks submit again and again: played by the practice hand on the day's seed, with
/// its length (by which the benchmark's clock moves on) and the bodies of the requests that send it.
struct HonestRound {
    let summary: ArcadeSummary
    /// The replay as ReplayCoding writes it.
    let replay: String
    /// The round's length on the board's clock.
    let lengthMs: Int64

    /// `POST /v1/token`'s body for a Daily round.
    static let tokenBody = Array("{\"mode\": \"daily\"}".utf8)

    /// The round of `clock`'s day.
    init(clock: any BoardClock) {
        let date = BoardDay.date(ofMs: clock.nowMs())
        let round = PracticeRound.play(seed: DailySeed.seed(forDate: date), mode: .daily, version: WormVersion.current)
        var check = ReplayCheck(round.replay)
        while check.run(steps: 4096) == nil {}
        summary = round.summary
        replay = ReplayCoding.text(round.replay)
        lengthMs = Int64(check.stepsPlayed * Simulation.stepMs)
    }

    /// `POST /v1/rows`'s body for the round under `token` and `name`.
    func body(token: String, name: String) -> [UInt8] {
        var json = JSONLine()
        json.add("token", token)
        json.add("name", name)
        json.add("score", summary.score)
        json.add("accuracy", summary.accuracyPercent)
        json.add("best_combo", summary.bestCombo)
        return Array((String(json.line.dropLast()) + ", \"replay\": " + replay + "}").utf8)
    }

    /// The `index`th player's key: 64 hex digits.
    static func key(_ index: Int) -> String {
        String(repeating: "0", count: 48) + String(UInt64(index) | 1 << 60, radix: 16)
    }

    /// The `index`th player's address, so that no address meets the rate limits.
    static func address(_ index: Int) -> String {
        "10.\(index >> 16).\(index >> 8 & 255).\(index & 255)"
    }

    /// The token in `POST /v1/token`'s answer.
    static func token(in body: String) throws(BoardStoreError) -> String {
        guard case .object(let members)? = try? JSONValue.parse(body), case .string(let token)? = members["token"] else {
            throw BoardStoreError("no token: \(body)")
        }
        return token
    }
}
