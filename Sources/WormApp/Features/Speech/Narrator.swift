import SpeechKit
import WormGame

/// The game's voice (R111): whether it speaks, every spoken text logged as `speak`, the focus followed, and the
/// speaker that says it aloud on a thread of its own.
///
/// Speech is in force when the setting is On, or Auto with the desktop's screen reader on. In force, every text is
/// logged whether or not Speech Dispatcher hears it; without it the game says so once on standard error and runs
/// silent. The `focus` line is logged whenever the focus moves, speech or not (R115).
final class Narrator {
    /// The setting in force (saved, or `--speech`).
    var mode: SpeechMode = .auto
    /// The language spoken in.
    var language: Language = .english {
        didSet { if language != oldValue { speaker?.setLanguage(language.code) } }
    }
    /// The screen reader's state, read once at start; nil when it is unknown (then Auto is silent).
    let screenReader: Bool?
    /// Makes the speaker the first time a text is to be heard (never, with speech off).
    private let makeSpeaker: (Language) -> SpeechOutput?
    private var speaker: SpeechOutput?
    /// Whether the line saying that speech cannot be heard was written.
    private var toldFailure = false
    /// The log.
    private let journal: Journal
    /// The focus last followed, in which scene, and what was said of it.
    private var lastFocus: (scene: SceneName, item: FocusItem)?
    /// The last text said of the focus, so a value that changes in place (Sound: On → Off) is said again.
    private var lastSpokenFocus: String?
    /// The open scene's guide, waiting for its time-critical lines to be over (R111).
    private var waitingGuide: [String] = []
    /// Whether what the open scene says ends with it (`Scene.speechEndsWithIt`).
    private var speechEndsWithScene = false

    /// A narrator writing to `journal`; `screenReader` is the bus's answer, `makeSpeaker` opens Speech Dispatcher.
    init(journal: Journal, screenReader: Bool?, makeSpeaker: @escaping (Language) -> SpeechOutput?) {
        self.journal = journal
        self.screenReader = screenReader
        self.makeSpeaker = makeSpeaker
    }

    /// A narrator that never opens a speaker (tests, the benchmark): `speak` lines only.
    convenience init(journal: Journal, screenReader: Bool? = nil) {
        self.init(journal: journal, screenReader: screenReader) { _ in nil }
    }

    /// Whether texts are spoken (and logged as `speak`).
    var speaks: Bool { mode == .on || (mode == .auto && screenReader == true) }

    /// Says `text` at `priority`, at `t` of the scene's clock: logged (as `logged`, when given, for a text the log
    /// must not keep), and heard when Speech Dispatcher is there.
    func say(_ text: String, _ priority: SpeechPriority, t: Int, logged: String? = nil) {
        guard speaks, !text.isEmpty else { return }
        journal.write(.speech(.speak(text: logged ?? text, priority: priority)), t: t)
        if speaker == nil { speaker = makeSpeaker(language) }
        speaker?.say(text, priority: priority)
        tellFailure()
    }

    /// Says each of `texts` in turn at `priority`.
    func say(_ texts: [String], _ priority: SpeechPriority, t: Int) {
        for text in texts { say(text, priority, t: t) }
    }

    /// Scene `scene` opened: what the scene before it was still saying stops, when its speech ends with it; then
    /// the new scene's title and what it says first, then its focus.
    func opened(_ scene: Scene, context: SceneContext) {
        if speechEndsWithScene { speaker?.stop() }
        speechEndsWithScene = scene.speechEndsWithIt
        lastFocus = nil
        lastSpokenFocus = nil
        say(scene.spokenOpening(context: context), .message, t: scene.clockMs)
        waitingGuide = scene.spokenGuide(context: context)
        follow(scene, context: context)
    }

    /// Says `guide` at `text` priority once the open scene's time-critical lines are over (`Scene.holdsGuide`): a
    /// round begun inside a scene (a party's) says how to play after its countdown, never in its way.
    func sayAfterTimeCriticalLines(_ guide: [String]) {
        waitingGuide += guide
    }

    /// After a step: the scene's guide once nothing time-critical is due, at `text` priority (a newer line of any
    /// priority interrupts it); when the focus moved, a `focus` line, and the item said with its value; when the
    /// value of the item in focus changed, the item said again. Logged at `t`, the step's time (the scene's clock
    /// when not given).
    func follow(_ scene: Scene, context: SceneContext, t stepT: Int? = nil) {
        let t = stepT ?? scene.clockMs
        tellFailure()
        if !waitingGuide.isEmpty && !scene.holdsGuide {
            let guide = waitingGuide
            waitingGuide = []
            say(guide, .text, t: t)
        }
        guard let item = scene.focusItem(language: context.language) else {
            lastFocus = nil
            lastSpokenFocus = nil
            return
        }
        if lastFocus?.scene != scene.name || lastFocus?.item.key != item.key {
            journal.write(.speech(.focus(scene: scene.name, item: item.key)), t: t)
        }
        lastFocus = (scene.name, item)
        if item.spoken != lastSpokenFocus {
            lastSpokenFocus = item.spoken
            say(item.spoken, .text, t: t, logged: item.logged)
        }
    }

    /// Writes, once, the line that says speech cannot be heard.
    private func tellFailure() {
        guard !toldFailure, let failure = speaker?.failure else { return }
        toldFailure = true
        printError("worm: \(failure.message)")
    }

    /// The run ends: the speaker lets go, after at most 2 s for a connection still being made.
    func close() {
        speaker?.close(waitMs: 2_000)
        tellFailure()
    }
}

extension Narrator {
    /// The narrator of a run: Speech Dispatcher as the speaker, the screen reader's state asked once when
    /// `mode` is Auto (nil otherwise, and when the bus cannot say).
    static func forRun(journal: Journal, mode: SpeechMode) -> Narrator {
        var screenReader: Bool?
        if mode == .auto, case .success(let enabled) = ScreenReaderStatus.screenReaderEnabled() { screenReader = enabled }
        return Narrator(journal: journal, screenReader: screenReader) { language in
            SpeechDispatcherSpeaker(client: "worm", languageCode: language.code)
        }
    }
}
