import WormGame

extension SceneContext {
    /// Applies the settings in force to the program: language, sound and volumes, and fullscreen when it changed.
    func applySettings(fullscreenChanged: Bool = false) {
        let current = settings.current
        journal.language = settings.language
        muted = current.muted
        audio.setMuted(current.muted)
        audio.setVolumes(music: Double(current.musicVolume) / 100, effects: Double(current.effectsVolume) / 100)
        if fullscreenChanged { perform(.toggleFullscreen) }
    }

    /// Keeps the fullscreen setting in step with the window when it changed otherwise than in the settings
    /// scene (F11, Alt+Enter, the pause overlay): saved and logged as a change of the setting, when it is one.
    func remember(fullscreen: Bool, t: Int) {
        guard settings.current.fullscreen != fullscreen else { return }
        do {
            try settings.set(\.fullscreen, to: fullscreen)
            journal.write(.saved(file: settings.store.fileName), t: t)
        } catch {
            journal.write(.saveFailed(file: settings.store.fileName, reason: error.reason), t: t)
        }
        journal.write(.setting(name: "fullscreen", value: "\(fullscreen)"), t: t)
    }
}
