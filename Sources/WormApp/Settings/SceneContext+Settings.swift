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
}
