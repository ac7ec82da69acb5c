import BoardClient
import WormGame

/// The player's settings (R50), as settings.json keeps them (docs/SAVED-FILES.md).
struct Settings: Equatable, Sendable {
    /// The language setting: the locale's, or one chosen by its catalogue's code (R90).
    enum LanguageChoice: Hashable, Sendable {
        /// The environment's (R90).
        case auto
        /// One language, whatever the environment says.
        case chosen(Language)

        /// The setting as settings.json writes it: `auto` or a language's code; nil for neither.
        init?(rawValue: String) {
            if rawValue == "auto" {
                self = .auto
            } else if let language = Language(code: rawValue) {
                self = .chosen(language)
            } else {
                return nil
            }
        }

        var rawValue: String {
            switch self {
            case .auto: "auto"
            case .chosen(let language): language.code
            }
        }

        /// `auto`, then English and every language with a catalogue: the settings' button cycles through them.
        static var allCases: [LanguageChoice] { [.auto] + Language.allCases.map { .chosen($0) } }

        /// The language it gives, with the locale's for `auto`.
        func language(locale: Language) -> Language {
            switch self {
            case .auto: locale
            case .chosen(let language): language
            }
        }
    }

    /// Music volume, 0–100 %.
    var musicVolume = 80
    /// Effects volume, 0–100 %.
    var effectsVolume = 100
    var muted = false
    var language = LanguageChoice.auto
    var fullscreen = false
    /// No shake on a miss (R32, R50), and no rumble (R80).
    var reducedMotion = false
    /// Whether how to play was seen, so it no longer opens before an Arcade round (R21).
    var seenHowToPlay = false
    /// Pads rumble on a miss and a golden catch (R80).
    var vibration = true
    /// Tilting a pad that has a gyroscope or an accelerometer moves its cursor (R80).
    var tiltAim = true
    /// The assists a round is played with (R113).
    var assists = Assists.none
    /// One switch, text size, high contrast (R114, R115).
    var access = AccessSettings()
    /// Speech through Speech Dispatcher (R111): Auto speaks when the desktop's screen reader runs.
    var speech = SpeechMode.auto
    /// Audio play (R110): worms on the 3 × 3 grid, calling by pan and pitch.
    var audioPlay = false
    /// Settings → World board (R120): the board's address (`http://…`, `https://…`); nil: off, as by default.
    var worldBoard: String?

    /// The assists a round is played with: the chosen ones and audio play, one value (R110, R113).
    var roundAssists: Assists {
        var assists = assists
        assists.audioPlay = audioPlay
        return assists
    }
}

/// settings.json: `{"version": 1, "music_volume", "effects_volume", "muted", "language", "fullscreen", "reduced_motion",
/// "vibration", "tilt_aim", "speech", "audio_play"}`.
/// A field missing takes its default, so a file written by hand with one field works.
struct SettingsDocument: SavedDocument, Equatable {
    static let file = SavedFile.settings
    static let formatVersion = 1

    var settings = Settings()

    init() {}

    init(members: [String: JSONValue], version: Int) throws(DocumentError) {
        let fields = Fields(members: members, place: "settings")
        if members["music_volume"] != nil { settings.musicVolume = try fields.int("music_volume", 0...100) }
        if members["effects_volume"] != nil { settings.effectsVolume = try fields.int("effects_volume", 0...100) }
        if members["muted"] != nil { settings.muted = try fields.bool("muted") }
        if members["fullscreen"] != nil { settings.fullscreen = try fields.bool("fullscreen") }
        if members["reduced_motion"] != nil { settings.reducedMotion = try fields.bool("reduced_motion") }
        if members["seen_how_to_play"] != nil { settings.seenHowToPlay = try fields.bool("seen_how_to_play") }
        if members["vibration"] != nil { settings.vibration = try fields.bool("vibration") }
        if members["tilt_aim"] != nil { settings.tiltAim = try fields.bool("tilt_aim") }
        if members["audio_play"] != nil { settings.audioPlay = try fields.bool("audio_play") }
        if members["speech"] != nil {
            guard let mode = SpeechMode(rawValue: try fields.string("speech")) else {
                throw DocumentError("settings: \"speech\" is not off, on or auto")
            }
            settings.speech = mode
        }
        if members["language"] != nil {
            guard let choice = Settings.LanguageChoice(rawValue: try fields.string("language")) else {
                throw DocumentError("settings: \"language\" is not auto or a language code such as fr")
            }
            settings.language = choice
        }
        try Settings.readAccess(members, into: &settings)
        switch members["world_board"] {
        case nil, .null?: break
        case .string(let text)?:
            guard let address = BoardAddress(text) else {
                throw DocumentError("settings: \"world_board\" is not an http:// or https:// address")
            }
            settings.worldBoard = address.url
        default: throw DocumentError("settings: \"world_board\" is not an address")
        }
    }

    var text: String {
        var json = JSONLine()
        json.add("version", SettingsDocument.formatVersion)
        json.add("music_volume", settings.musicVolume)
        json.add("effects_volume", settings.effectsVolume)
        json.add("muted", settings.muted)
        json.add("language", settings.language.rawValue)
        json.add("fullscreen", settings.fullscreen)
        json.add("reduced_motion", settings.reducedMotion)
        json.add("seen_how_to_play", settings.seenHowToPlay)
        json.add("vibration", settings.vibration)
        json.add("tilt_aim", settings.tiltAim)
        settings.writeAccess(into: &json)
        json.add("speech", settings.speech.rawValue)
        json.add("audio_play", settings.audioPlay)
        if let board = settings.worldBoard { json.add("world_board", board) }
        return json.line + "\n"
    }
}
