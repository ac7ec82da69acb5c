import WormGame

extension SceneContext {
    /// Applies the settings in force to the services: the log's language, mute and the volumes.
    func applySettings() {
        let current = settings.current
        journal.language = settings.language
        narrator.mode = current.speech
        narrator.language = settings.language
        audio.setMuted(current.muted)
        audio.setVolumes(music: Double(current.musicVolume) / 100, effects: Double(current.effectsVolume) / 100)
    }

    /// Sets a setting and saves it (kept for the run when it cannot be), logging the save or its failure, then
    /// the change: `setting` `name` = `logged`. The services apply it; the runner tells the scene at the step's end.
    func save<Value>(_ key: WritableKeyPath<Settings, Value>, to value: Value, named name: SettingName, logged: String, t: Int) {
        do {
            try settings.set(key, to: value)
            // A kiosk keeps its settings for the run only (R70): nothing was written.
            if !settings.store.keepsChangesInMemory { journal.write(.saved(file: settings.store.fileName), t: t) }
        } catch {
            journal.write(.saveFailed(file: settings.store.fileName, reason: error.reason), t: t)
        }
        journal.write(.setting(name, value: logged), t: t)
        applySettings()
    }

    /// Makes `change`, asked for by a step or by the runner's own keys, logged at `t`.
    func apply(_ change: SettingChange, t: Int) {
        switch change {
        case .toggleMute: toggleMute(t: t)
        case .switchFullscreen: switchFullscreen(t: t)
        case .flag(let name, let value): save(Settings.flag(name), to: value, named: name, logged: "\(value)", t: t)
        case .musicVolume(let volume): save(\.musicVolume, to: volume, named: .musicVolume, logged: "\(volume)", t: t)
        case .effectsVolume(let volume): save(\.effectsVolume, to: volume, named: .effectsVolume, logged: "\(volume)", t: t)
        case .language(let language): save(\.language, to: language, named: .language, logged: language.rawValue, t: t)
        case .speech(let mode): save(\.speech, to: mode, named: .speech, logged: mode.rawValue, t: t)
        case .assists(let assists, let name, let logged): save(\.assists, to: assists, named: name, logged: logged, t: t)
        case .access(let access, let name, let logged): save(\.access, to: access, named: name, logged: logged, t: t)
        case .worldBoard(let address): save(\.worldBoard, to: address, named: .worldBoard, logged: address ?? "off", t: t)
        }
    }

    /// Plays `sound` at the volume now in force, to judge it by (R21), and logs it at `t`: the catch sound, or the
    /// music, which plays on while the settings stay open.
    func preview(_ sound: SoundName, t: Int) {
        journal.write(.game(.sound(name: sound)), t: t)
        if sound == .music { audio.previewMusic() } else { audio.play(sound, pitch: 0) }
    }

    /// Keeps a setting in step when it changed otherwise than in the settings scene (F11 or Alt+Enter, the
    /// window system): saved and logged, when it is a change.
    func remember(_ name: SettingName, as value: Bool, t: Int) {
        let key = Settings.flag(name)
        guard settings.current[keyPath: key] != value else { return }
        save(key, to: value, named: name, logged: "\(value)", t: t)
    }

    /// F11, Alt+Enter or the pause overlay's Fullscreen: the window switches, and the setting follows what the
    /// window became (R50).
    func switchFullscreen(t: Int) {
        guard run.policy.canSwitchFullscreen else { return }  // a kiosk is always fullscreen (R70)
        do { try window.toggleFullscreen() } catch { printError("worm: \(error)") }
        if let now = window.isFullscreen { remember(.fullscreen, as: now, t: t) }
    }

    /// M, or Sound on the pause overlay: sound off or on, logged as `mute` and kept for the next run as the
    /// settings scene's Sound is (R50).
    func toggleMute(t: Int) {
        let muted = !settings.current.muted
        journal.write(.mute(muted), t: t)
        save(\.muted, to: muted, named: .muted, logged: "\(muted)", t: t)
    }
}

extension Settings {
    /// The on-off setting `name` (sound, fullscreen, reduced motion).
    static func flag(_ name: SettingName) -> WritableKeyPath<Settings, Bool> {
        switch name {
        case .muted: return \.muted
        case .fullscreen: return \.fullscreen
        case .reducedMotion: return \.reducedMotion
        case .seenHowToPlay: return \.seenHowToPlay
        case .vibration: return \.vibration
        case .tiltAim: return \.tiltAim
        case .audioPlay: return \.audioPlay
        case .musicVolume, .effectsVolume, .language, .visible, .speech, .worldBoard: preconditionFailure("\(name) is not an on-off setting")
        case .wormTime, .gameSpeed, .hitRadius, .practice, .oneSwitch, .scanInterval, .textSize, .highContrast, .controls:
            preconditionFailure("\(name) is an assist or access setting: Settings → Assists sets it")
        }
    }
}
