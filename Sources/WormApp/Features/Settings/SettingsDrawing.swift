import SDLKit
import WormGame

extension SceneRenderer {
    /// The settings scene: a label per row, the volumes between their − and + buttons, the other buttons saying
    /// their value, and Back.
    func drawSettings(_ scene: SettingsScene, language: Language) throws {
        try drawSettingsPage(title: language.text(.settings), titleY: 8, titleScale: 1.3, panelY: 46, panelHeight: 366)
        try drawRowLabels(scene.shownRows.map { (row: $0.index, text: language.text($0.label)) }, in: .settings)
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
