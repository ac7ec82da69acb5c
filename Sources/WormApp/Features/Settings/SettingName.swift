/// The settings the `setting` event names (R50, and Versus's visible switch of R60), by the name it logs.
enum SettingName: String, Sendable, CaseIterable {
    case musicVolume = "music_volume"
    case effectsVolume = "effects_volume"
    case muted
    case language
    case fullscreen
    case reducedMotion = "reduced_motion"
    /// How to play was seen (R21): saved, so it no longer opens before an Arcade round.
    case seenHowToPlay = "seen_how_to_play"
    case vibration
    case tiltAim = "tilt_aim"
    /// Versus's visible switch (R60): logged, never saved.
    case visible
    /// The assists (R113) and access settings (R114, R115).
    case wormTime = "worm_time", gameSpeed = "game_speed", hitRadius = "hit_radius", practice
    case oneSwitch = "one_switch", scanInterval = "scan_ms", textSize = "text_size", highContrast = "high_contrast"
    /// The play keys (R116): logged as `action=key`.
    case controls
    /// Speech: off, on or auto (R111).
    case speech
    /// Audio play (R110).
    case audioPlay = "audio_play"
    /// The world board's address, or `off` (R120).
    case worldBoard = "world_board"
}
