/// Audio play's field (R110): the 3 × 3 grid whose centres are the only places worms come out, each column heard
/// at its own pan and each row at its own pitch.
public enum AudioGrid {
    /// The columns' centres, left to right, in playfield pixels.
    public static let columns = [55, 160, 265]
    /// The rows' centres, top to bottom.
    public static let rows = [130, 280, 430]
    /// Each column's pan, −1 (left) … 1 (right).
    public static let pans = [-0.8, 0.0, 0.8]
    /// How often a worm out calls again, in ms of the game's clock: at its spawn, then every this long.
    public static let callIntervalMs = 600

    /// A cell of the grid: column 0…2 (left to right), row 0…2 (top to bottom).
    public struct Cell: Hashable, Sendable {
        public var column: Int
        public var row: Int

        /// The cell at `column`, `row` (each 0…2).
        public init(column: Int, row: Int) {
            self.column = column
            self.row = row
        }

        /// The cell numbered `index` (0…8), row by row from the top left.
        public init(index: Int) {
            self.init(column: index % 3, row: index / 3)
        }

        /// The cell's centre in playfield pixels.
        public var centre: (x: Int, y: Int) { (AudioGrid.columns[column], AudioGrid.rows[row]) }
        /// The column's pan.
        public var pan: Double { AudioGrid.pans[column] }
    }

    /// The cell whose centre is (`x`, `y`), if that is one.
    public static func cell(x: Int, y: Int) -> Cell? {
        guard let column = columns.firstIndex(of: x), let row = rows.firstIndex(of: y) else { return nil }
        return Cell(column: column, row: row)
    }

    /// Whether `worm` calls again at the step of `playMs`: every `callIntervalMs` after its spawn (whose call the
    /// spawn itself gives).
    static func callsAgain(_ worm: Worm, atPlayMs playMs: Int) -> Bool {
        let out = playMs - worm.spawnedAtMs
        return out > 0 && out % callIntervalMs == 0
    }

    /// A free cell for a new worm, drawn from `random`: one no worm of `slots` stands on.
    static func freeCell(_ random: inout SplitMix64, avoiding slots: [Slot]) -> Cell {
        var cell: Cell
        repeat {
            cell = Cell(index: random.int(in: 0...8))
        } while slots.contains { $0.worm?.overlaps(x: cell.centre.x, y: cell.centre.y) == true }
        return cell
    }
}

extension GameEvent {
    /// The call of `worm` at its grid cell, if it stands on one (R110).
    public static func call(of worm: Worm) -> GameEvent? {
        AudioGrid.cell(x: worm.x, y: worm.y).map { .call(worm: worm.number, cell: $0, kind: worm.kind) }
    }
}

extension Array where Element == Slot {
    /// The calls due at the step of `playMs` from the worms out (R110): every 600 ms after each one's spawn.
    func calls(atPlayMs playMs: Int, into events: inout [GameEvent]) {
        for slot in self {
            if let worm = slot.worm, AudioGrid.callsAgain(worm, atPlayMs: playMs), let call = GameEvent.call(of: worm) {
                events.append(call)
            }
        }
    }
}
