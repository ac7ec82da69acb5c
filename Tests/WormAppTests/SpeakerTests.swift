import Dispatch
import Foundation
import Glibc
import SpeechKit
import XCTest

/// The speaker (R111) against a Speech Dispatcher that stops answering: the game's thread never waits on it.
nonisolated final class SpeakerTests: XCTestCase {
    /// A Unix socket that answers every command with `200 OK` until it is sent `SPEAK`, then reads on in silence,
    /// as a daemon stuck behind its audio output does.
    nonisolated final class SilentDaemon: @unchecked Sendable {
        let path: String
        private let listener: Int32
        private var client: Int32 = -1
        /// Signalled when the daemon has gone silent (it was sent SPEAK).
        let wentSilent = DispatchSemaphore(value: 0)

        init(path: String) throws {
            self.path = path
            listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { bytes in
                bytes.copyBytes(from: Array(path.utf8.prefix(bytes.count - 1)))
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            guard listener >= 0, bound == 0, listen(listener, 1) == 0 else {
                throw NSError(domain: "SilentDaemon", code: Int(errno))
            }
            Thread.detachNewThread { [self] in serve() }
        }

        private func serve() {
            client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            var pending = [UInt8]()
            var silent = false
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(client, &buffer, buffer.count)
                if count <= 0 { return }
                pending += buffer[0..<count]
                while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let command = String(decoding: pending[..<end], as: UTF8.self)
                    pending.removeSubrange(...end)
                    if command.uppercased().hasPrefix("SPEAK") { silent = true; wentSilent.signal() }
                    if !silent { _ = "200 OK\r\n".withCString { write(client, $0, strlen($0)) } }
                }
            }
        }

        /// Hangs up: the stuck call returns with an error, and the speaking thread goes on.
        func stop() {
            if client >= 0 { shutdown(client, Int32(SHUT_RDWR)) }
            shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
            unlink(path)
        }
    }

    func testADaemonThatStopsAnsweringNeverHoldsTheGame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("speaker-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let daemon = try SilentDaemon(path: folder.appendingPathComponent("speechd.sock").path)
        defer { daemon.stop() }
        let previous = getenv("SPEECHD_ADDRESS").map { String(cString: $0) }
        setenv("SPEECHD_ADDRESS", "unix_socket:" + daemon.path, 1)
        defer { if let previous { setenv("SPEECHD_ADDRESS", previous, 1) } else { unsetenv("SPEECHD_ADDRESS") } }

        let speaker = SpeechDispatcherSpeaker(client: "worm-test", languageCode: "en")
        speaker.say("Catch the worm", priority: .message)
        XCTAssertEqual(daemon.wentSilent.wait(timeout: .now() + 10), .success, "the text reached the daemon")
        Thread.sleep(forTimeInterval: 0.1)  // the speaking thread is now inside spd_say, waiting for an answer

        // What the game's thread does each frame and at the end: none of it may wait on the daemon.
        let answered = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            speaker.say("Your turn", priority: .text)
            _ = speaker.failure
            speaker.setLanguage("fr")
            speaker.close(waitMs: 200)
            answered.signal()
        }
        guard answered.wait(timeout: .now() + 5) == .success else {
            return XCTFail("the game's thread waited on a daemon that does not answer")
        }
        XCTAssertNil(speaker.failure, "a slow daemon is not a failure")
    }
}
