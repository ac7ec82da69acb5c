import SDLKit
import WormGame

/// The title (R20) and its Daily badge (R34). It reads and never changes.
extension SceneRenderer {
    /// The title (R20): sky with drifting clouds, the name and a worm, the buttons with the focus.
    func drawTitle(clouds: Clouds, menu: Menu<TitleScene.Choice>, language: Language) throws {
        try clearWithBars()
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try drawBackdrop {
            for cloud in clouds.clouds {
                let width = Float(Clouds.width * cloud.scale), height = width / 2
                try renderer.draw(sprites.cloud, in: FloatRect(x: Float(cloud.x), y: Float(cloud.y), width: width, height: height))
            }
        }
        try drawCentered(language.text(.gameTitle), centerX: 136, y: 6, scale: 3, tint: Color(red: 120, green: 40, blue: 60, alpha: 255))
        try drawCentered(language.text(.gameTitle), centerX: 134, y: 4, scale: 3)
        let logo = FloatRect(x: 232, y: 14, width: 60, height: 60)
        if textStyle.highContrast { try drawOutline(of: sprites.worm, in: logo) }
        try renderer.draw(sprites.worm, in: logo)
        try drawCentered(language.text(.tagline), centerX: 160, y: 84)
        try drawMenu(menu) { $0 == .quit ? SceneRenderer.menuLeave : SceneRenderer.menuButton }
    }

    /// Beside the title's Daily button (`daily`), once today's Daily is played: a tick and its best score (R34).
    func drawDailyBadge(best: Int?, language: Language, beside daily: WormGame.Rect = TitleScene.frame(of: .daily)) throws {
        guard let best else { return }
        let x = daily.x + daily.width + 4, y = daily.y
        try renderer.fill(FloatRect(x: Float(x), y: Float(y), width: 52, height: Float(daily.height)), color: SceneRenderer.panel)
        try drawCentered(language.text(.played), centerX: x + 26, y: y + 4, scale: 0.6, tint: SceneRenderer.gold)
        try drawCentered(fitted("\(best)", width: 48, scale: 0.8), centerX: x + 26, y: y + 22, scale: 0.8)
    }
}
