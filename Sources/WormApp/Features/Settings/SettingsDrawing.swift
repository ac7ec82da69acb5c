import SDLKit
import WormGame

extension SceneRenderer {
    /// The settings scene: a label per row, the volumes between their − and + buttons, the other buttons saying
    /// their value, and Back.
    func drawSettings(_ scene: SettingsScene, language: Language) throws {
        try renderer.clear(.black)
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try renderer.draw(sprites.background, in: FloatRect(x: 0, y: 0, width: 320, height: 480))
        try drawCentered(language.text(.settings), centerX: 160, y: 8, scale: 1.3)
        try renderer.fill(FloatRect(x: 8, y: 46, width: 304, height: 366), color: SceneRenderer.panel)
        for (index, row) in scene.shownRows {
            let y = SettingsScene.rowY(index)
            // "Mouvements réduits" whole, not "Mouvements rédu…".
            try drawFitted(language.text(row), x: 16, y: y + 5, width: 148, scale: 0.85, smallest: 0.7,
                           box: SettingsScene.labelBox(y: y, height: SettingsScene.rowHeight))
        }
        // The volume stands between its − and + buttons.
        let middle = 312 - SettingsScene.panelInset - 68
        for (index, volume) in [scene.settings.musicVolume, scene.settings.effectsVolume].enumerated() {
            let y = SettingsScene.rowY(index)
            try drawCentered(language.text(.percent, volume), centerX: middle, y: y + 3, scale: 0.85)
            // A bar under the number shows the level.
            let bar = Float(middle - 20)
            try renderer.fill(FloatRect(x: bar, y: Float(y + 25), width: 40, height: 4), color: Color(red: 80, green: 60, blue: 40, alpha: 255))
            try renderer.fill(FloatRect(x: bar, y: Float(y + 25), width: Float(volume) * 0.4, height: 4), color: SceneRenderer.gold)
        }
        try drawMenu(scene.menu) { $0 == .back ? SceneRenderer.menuLeave : SceneRenderer.menuButton }
    }
}
