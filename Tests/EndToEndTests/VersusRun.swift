import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Running `worm` in Versus for the robustness and admission tests: launch, wait (never hang), read logs, find a
/// process's UDP ports, send garbage to loopback.
struct VersusRun {
    /// Waits (at most `seconds`: start-up takes seconds on a loaded machine) for the `hosting` line of a host started
    /// with `--port 0`, and returns the port the kernel gave it: a port nobody else holds, so a test's players never
    /// join another process's game, and join only once the host listens (no sleeping on a guess).
    func hostedPort(_ log: URL, _ process: Process, seconds: Double = 30, file: StaticString = #filePath,
                    line: UInt = #line) throws -> Int {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            for row in text.split(separator: "\n") {
                guard let fields = try? JSONSerialization.jsonObject(with: Data(row.utf8)) as? [String: Any],
                      fields["type"] as? String == "hosting", let port = fields["port"] as? Int else { continue }
                return port
            }
            if !process.isRunning { break }
            usleep(10_000)
        } while Date() < deadline
        XCTFail("the host logged no port (status \(process.isRunning ? "running" : String(process.terminationStatus)))",
                file: file, line: line)
        throw CocoaError(.fileReadNoSuchFile)
    }

    /// A UDP socket on a free loopback port that never answers: a host that is not there, a port nobody else has.
    final class SilentPort {
        let socket: Int32
        let port: Int
        init() throws {
            socket = try FaultyRelay.boundSocket()
            port = Int(FaultyRelay.localPort(of: socket))
        }
        deinit { close(socket) }
    }

    /// Starts `worm` headless in versus mode, its log going to `log` and its standard error to `errors`, with
    /// `environment` added to the test's.
    func launch(_ arguments: [String], log: URL, errors: URL? = nil, environment: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = WormBinary.debug
        process.arguments = ["--headless", "--mode", "versus", "--lang", "en", "--events", log.path] + arguments
        process.environment = WormBinary.environment(environment)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        if let errors {
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errors)
        } else {
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        return process
    }

    /// Waits at most `seconds` (then kills); returns how long the process took, or nil when it had to be killed.
    @discardableResult
    func finish(_ process: Process, within seconds: Double) -> Double? {
        let started = Date(), deadline = started.addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        guard process.isRunning else { return Date().timeIntervalSince(started) }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return nil
    }

    func events(_ url: URL) -> [LoggedEvent] {
        LoggedEvent.parse((try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }

    /// Waits at most `seconds` for a line of `url` that `matches`.
    func waitFor(_ url: URL, seconds: Double, _ matches: (LoggedEvent) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if (try? String(contentsOf: url, encoding: .utf8))?.split(separator: "\n")
                .compactMap({ try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
                .contains(where: { matches(LoggedEvent(fields: $0)) }) == true { return true }
            usleep(20_000)
        }
        return false
    }

    /// Waits at most `seconds` until `matches` holds for a stable count of lines of `url`; returns the count.
    func waitForAll(_ url: URL, seconds: Double, count wanted: Int = 6, _ matches: (LoggedEvent) -> Bool) -> Int {
        let deadline = Date().addingTimeInterval(seconds)
        var found = 0
        repeat {
            found = ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n")
                .compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
                .filter { matches(LoggedEvent(fields: $0)) }.count
            if found >= wanted { return found }
            usleep(10_000)
        } while Date() < deadline
        return found
    }

    /// Every UDP port a process has open (its ENet socket and its discovery socket), from /proc.
    ///
    /// The socket inodes come from the process's own fds, their ports from the machine's whole UDP table, which
    /// other processes' sockets make longer than one page: it is read to its end (`wholeFile`), and as the kernel
    /// builds each page afresh, a socket another process closes meanwhile can push one of ours off it, so the
    /// table is read again (at most `seconds`) until it names `atLeast` ports of the process (a game's two).
    static func udpPorts(of pid: Int32, atLeast wanted: Int = 2, seconds: Double = 10) -> [UInt16] {
        let deadline = Date().addingTimeInterval(seconds)
        var ports: [UInt16] = []
        repeat {
            let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
            let inodes = Set(fds.compactMap { fd -> String? in
                guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)"),
                      link.hasPrefix("socket:[") else { return nil }
                return String(link.dropFirst(8).dropLast())
            })
            ports = wholeFile("/proc/net/udp").split(separator: "\n").dropFirst().compactMap { row in
                let columns = row.split(separator: " ")
                guard columns.count > 9, inodes.contains(String(columns[9])) else { return nil }
                return UInt16(columns[1].split(separator: ":")[1], radix: 16)
            }
            if ports.count >= wanted { return ports }
            usleep(20_000)
        } while Date() < deadline
        return ports
    }

    /// A file of /proc read to its end: such files say they are empty and give a page a `read`, and
    /// `String(contentsOfFile:)` stops after the first page (/proc/net/udp's first 31 sockets).
    static func wholeFile(_ path: String) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var bytes: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A raw UDP socket for garbage, sending only to 127.0.0.1.
    final class Garbage {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0)
        var sent = 0
        deinit { close(socket) }

        func send(_ bytes: [UInt8], to port: UInt16) {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let count = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    sendto(socket, bytes, bytes.count, 0, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            if count == bytes.count { sent += 1 }
        }
    }

}
