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

    /// Sets a setting and saves it (kept for the run when it cannot be), logging the save or its failure, then
    /// the change: `setting` `name` = `logged`.
    func save<Value>(_ key: WritableKeyPath<Settings, Value>, to value: Value, named name: String, logged: String, t: Int) {
        do {
            try settings.set(key, to: value)
            journal.write(.saved(file: settings.store.fileName), t: t)
        } catch {
            journal.write(.saveFailed(file: settings.store.fileName, reason: error.reason), t: t)
        }
        journal.write(.setting(name: name, value: logged), t: t)
    }

    /// Keeps a setting in step when it changed otherwise than in the settings scene (M for the sound; F11,
    /// Alt+Enter for fullscreen; the pause overlay's buttons): saved and logged, when it is a change.
    func remember(_ key: WritableKeyPath<Settings, Bool>, named name: String, as value: Bool, t: Int) {
        guard settings.current[keyPath: key] != value else { return }
        save(key, to: value, named: name, logged: "\(value)", t: t)
    }
}
