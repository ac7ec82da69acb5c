#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// The terminal's standard error, where our own one-line messages go: file descriptor 2 until
/// `LibraryChatter.start` moves the libraries' output away from it.
nonisolated(unsafe) var terminalDescriptor: Int32 = 2

/// What C libraries print while the game plays (libmpg123 decoding a damaged MP3 on SDL_mixer's
/// audio thread: `Note: Illegal Audio-MPEG-Header…`, dozens of lines a second) kept off the terminal.
///
/// `start` points file descriptor 2 at a pipe that a thread of its own reads: the first library line
/// becomes one line of ours, the rest are dropped, and any other text (a crash report) goes through.
nonisolated enum LibraryChatter {
    /// Whether a line looks like libmpg123's own (`Note: …`, `Warning: …`, `[src/libmpg123/…] error: …`).
    static func isLibraryLine(_ line: String) -> Bool {
        line.hasPrefix("Note: ") || line.hasPrefix("Warning: ") || line.hasPrefix("[src/")
    }

    /// The line said for the first library line.
    static func summary(_ line: String) -> String {
        "worm: the sound library reports a damaged file (\(Quoting.escape(line, limit: 160))); its further lines are not shown"
    }

    /// Sends file descriptor 2 through the filter for the rest of the run (once; windowed runs with sound).
    static func start() {
        guard terminalDescriptor == 2 else { return }
        var ends: [Int32] = [-1, -1]
        fflush(stderr)
        let terminal = dup(2)
        guard terminal >= 0, pipe(&ends) == 0 else { return }
        _ = fcntl(terminal, F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        dup2(ends[1], 2)
        close(ends[1])
        terminalDescriptor = terminal
        let context = UnsafeMutableRawPointer(bitPattern: Int(ends[0]) << 16 | Int(terminal) + 1)
        var thread = pthread_t()
        guard pthread_create(&thread, nil, { context in
            let packed = Int(bitPattern: context) - 1
            LibraryChatter.filter(from: Int32(packed >> 16), to: Int32(packed & 0xFFFF))
            return nil
        }, context) == 0 else {
            dup2(terminal, 2)
            terminalDescriptor = 2
            return
        }
        pthread_detach(thread)
    }

    /// Reads lines from `source` until it closes, writing to `terminal` what the player should see.
    static func filter(from source: Int32, to terminal: Int32) {
        var pending = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4_096)
        var saidOnce = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            pending += buffer[0..<count]
            while let end = pending.firstIndex(of: 0x0A) {
                let line = String(decoding: pending[..<end], as: UTF8.self)
                pending.removeSubrange(...end)
                if isLibraryLine(line) || line.isEmpty {
                    guard !line.isEmpty, !saidOnce else { continue }
                    saidOnce = true
                    send(summary(line) + "\n", to: terminal)
                } else {
                    send(line + "\n", to: terminal)
                }
            }
            if pending.count > 4_096 { pending.removeAll() }  // no line end in sight: not a library's line
        }
    }

    /// Writes `text` whole to `descriptor`, ignoring failures (there is nowhere else to say them).
    static func send(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
