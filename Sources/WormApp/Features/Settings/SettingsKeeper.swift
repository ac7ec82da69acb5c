import WormGame

/// The settings of a run (R50): the saved ones, with the command line's flags over them for this run only.
///
/// A setting changed in the settings scene is applied, logged and saved; a flag's value is never saved unless
/// the player changes that setting.
final class SettingsKeeper {
    /// Which settings the command line gave, with their values.
    struct Flags: Equatable {
        var muted: Bool?
        var language: Language?
        var fullscreen: Bool?
        /// The assists' and access flags (R113–R115).
        var access = AccessOptions()
        /// `--speech` (R111).
        var speech: SpeechMode?
        /// `--audio-play` (R110).
        var audioPlay: Bool?
        /// `--board` (R120): the world board's address.
        var worldBoard: String?
    }

    /// settings.json.
    let store: DocumentStore<SettingsDocument>
    /// What the command line says, until the player changes that setting.
    private(set) var flags: Flags
    /// The language of `auto`: the locale's.
    let localeLanguage: Language

    /// The settings from `store`, under `flags`.
    init(store: DocumentStore<SettingsDocument>, flags: Flags = Flags(), localeLanguage: Language = .english) {
        self.store = store
        self.flags = flags
        self.localeLanguage = localeLanguage
    }

    /// An in-memory keeper with the defaults (tests, and before the run's is made).
    convenience init() {
        self.init(store: DocumentStore(storage: MemoryStorage()) { _ in })
    }

    /// The settings as saved.
    var saved: Settings { store.document.settings }

    /// The settings in force: the saved ones under the flags.
    var current: Settings {
        var settings = saved
        if let muted = flags.muted { settings.muted = muted }
        if let fullscreen = flags.fullscreen { settings.fullscreen = fullscreen }
        if let language = flags.language { settings.language = .chosen(language) }
        settings.assists = flags.access.over(settings.assists)
        settings.access = flags.access.over(settings.access)
        if let speech = flags.speech { settings.speech = speech }
        if let audioPlay = flags.audioPlay { settings.audioPlay = audioPlay }
        if let board = flags.worldBoard { settings.worldBoard = board }
        return settings
    }

    /// The language in force.
    var language: Language { current.language.language(locale: localeLanguage) }

    /// Sets one setting, over any flag for it, and saves the settings; throws why they could not be saved (the
    /// change holds for this run anyway).
    func set<Value>(_ key: WritableKeyPath<Settings, Value>, to value: Value) throws(StorageFailure) {
        if key == \Settings.muted { flags.muted = nil }
        if key == \Settings.fullscreen { flags.fullscreen = nil }
        if key == \Settings.language { flags.language = nil }
        if key == \Settings.assists { flags.access = AccessOptions(keepingAccessOf: flags.access) }
        if key == \Settings.access { flags.access = AccessOptions(keepingAssistsOf: flags.access) }
        if key == \Settings.speech { flags.speech = nil }
        if key == \Settings.audioPlay { flags.audioPlay = nil }
        if key == \Settings.worldBoard { flags.worldBoard = nil }
        try store.save { $0.settings[keyPath: key] = value }
    }
}

extension SettingsKeeper {
    /// The settings of a run: settings.json on `storage`, under the flags of `options`; `auto` is `locale`;
    /// changes are written when `policy` saves settings.
    convenience init(options: Options, storage: Storage, locale: Language, policy: KioskPolicy? = nil) {
        var flags = Flags(muted: options.muted ? true : nil, language: options.language, fullscreen: options.fullscreen ? true : nil)
        flags.speech = options.speech.speech
        flags.audioPlay = options.speech.audioPlay ? true : nil
        flags.access = options.access
        flags.worldBoard = options.board
        self.init(store: DocumentStore(storage: storage, warn: printError), flags: flags, localeLanguage: locale)
        // Nothing a kiosk's visitor does is saved but scores (R70).
        store.keepsChangesInMemory = !(policy ?? KioskPolicy(options: options)).savesSettings
    }
}
