import WormGame

extension GameScene {
    /// One-switch play (R114): while the round runs, the switch (Space, Enter, a click, a tap) is a press on the worm
    /// out the longest (never a beetle, unless only beetles are out); with nothing out it does nothing (nil): the
    /// switch is never a miss by timing alone. Paused, Enter and Space choose the overlay's focus as always.
    func oneSwitchInput(_ input: PlayerInput) -> PlayerInput? {
        guard input.isSwitch, game.pauseState == .running, game.hasBegun, !game.mode.isOver else { return input }
        if case .press(let press) = input, Playfield.pauseButton.contains(x: press.x, y: press.y) { return input }
        let t: Int
        if case .press(let press) = input { t = press.timeMs } else { t = game.timeMs }
        guard let worm = OneSwitch.target(in: game.mode.slots) else { return nil }
        return .press(Press(timeMs: t, x: Double(worm.x), y: Double(worm.y), source: .mouse))
    }
}
