import Foundation
#if canImport(Glibc)
import Glibc
#endif
import WormGame

/// One stretch of a fault schedule: what the network does to datagrams from `fromMs` (on the relay's clock, from
/// `FaultyRelay.start()`) until the next phase begins. Shares are per mille, drawn for each datagram and each way.
struct FaultPhase: Sendable {
    /// When the phase begins, in ms after the relay started.
    var fromMs = 0
    /// Datagrams lost (1000: total loss, a blackout).
    var lossPerMille = 0
    /// The delay every datagram takes…
    var delayMs = 0
    /// …give or take up to this (uniform), which reorders datagrams sent closer together than the spread.
    var jitterMs = 0
    /// Datagrams delivered twice (the copy after its own delay).
    var duplicatePerMille = 0
    /// Datagrams held back 20–80 ms more, behind those sent after them.
    var reorderPerMille = 0
}

/// What a test asks of the network: a seed and a schedule. The same traffic meets the same faults every run: each
/// way has its own generator, and every datagram draws the same number of values whatever befalls it.
struct FaultPlan: Sendable {
    var seed: UInt64
    var phases: [FaultPhase]

    /// The phase in force `ms` after the start.
    func phase(atMs ms: Int) -> FaultPhase {
        phases.last { $0.fromMs <= ms } ?? FaultPhase()
    }
}

/// The test's own network between Versus players and their host, on loopback (this kernel has no `netem`): a UDP
/// relay that players join instead of the host, which passes every datagram each way through a `FaultPlan`. It
/// runs on a thread of the test process; the programs under test know nothing of it.
final class FaultyRelay: @unchecked Sendable {
    /// The port the players join.
    let port: UInt16
    /// What happened to the datagrams so far, both ways together.
    struct Counts: Equatable { var passed = 0, lost = 0, duplicated = 0 }

    private let plan: FaultPlan
    private let hostPort: UInt16
    private let front: Int32
    private let lock = NSLock()
    private var stopping = false
    private var counts = Counts()
    private let finished = DispatchSemaphore(value: 0)

    /// A relay to the host at 127.0.0.1:`hostPort`, not yet started.
    init(plan: FaultPlan, toHostPort hostPort: UInt16) throws {
        self.plan = plan
        self.hostPort = hostPort
        front = try FaultyRelay.boundSocket()
        port = FaultyRelay.localPort(of: front)
    }

    deinit { close(front) }

    /// The counts so far.
    var soFar: Counts { lock.withLock { counts } }

    /// Starts relaying; the schedule's clock starts now.
    func start() {
        let thread = Thread { [self] in run() }
        thread.start()
    }

    /// Stops relaying and waits for the thread to end.
    func stop() {
        lock.withLock { stopping = true }
        finished.wait()
    }

    // MARK: The relay's thread

    /// A datagram on its way, due at `dueMs`.
    private struct Flight {
        var dueMs: Int
        var order: Int
        var toHost: Bool
        var client: Int
        var bytes: [UInt8]
    }

    /// The relay's draws: a seeded generator's numbers as shares and ranges.
    private struct Generator {
        var seeded: SplitMix64
        init(state: UInt64) { seeded = SplitMix64(seed: state) }
        mutating func perMille() -> Int { Int(seeded.next() % 1000) }
    }

    private func run() {
        let started = FaultyRelay.nowMs()
        var up = Generator(state: plan.seed ^ 0x7570), down = Generator(state: plan.seed ^ 0x646F_776E)
        var clients: [(address: sockaddr_in, socket: Int32)] = []
        var flights: [Flight] = []
        var order = 0
        var buffer = [UInt8](repeating: 0, count: 65_536)
        defer {
            for client in clients { close(client.socket) }
            finished.signal()
        }
        while !lock.withLock({ stopping }) {
            let now = FaultyRelay.nowMs() - started
            // Deliver what is due, in due order (equal times in the order they were sent).
            flights.sort { ($0.dueMs, $0.order) < ($1.dueMs, $1.order) }
            while let first = flights.first, first.dueMs <= now {
                flights.removeFirst()
                if first.toHost {
                    _ = send(clients[first.client].socket, first.bytes, first.bytes.count, 0)
                } else {
                    var address = clients[first.client].address
                    _ = withUnsafePointer(to: &address) {
                        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                            sendto(front, first.bytes, first.bytes.count, 0, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                        }
                    }
                }
            }
            var polled = [pollfd(fd: front, events: Int16(POLLIN), revents: 0)]
                + clients.map { pollfd(fd: $0.socket, events: Int16(POLLIN), revents: 0) }
            let wait = flights.map { max(0, $0.dueMs - now) }.min().map { min($0, 10) } ?? 10
            guard poll(&polled, nfds_t(polled.count), Int32(wait)) > 0 else { continue }
            let arrivedMs = FaultyRelay.nowMs() - started
            let phase = plan.phase(atMs: arrivedMs)
            for (index, entry) in polled.enumerated() where entry.revents & Int16(POLLIN) != 0 {
                let toHost = index == 0
                var from = sockaddr_in(), length = socklen_t(MemoryLayout<sockaddr_in>.size)
                let count = withUnsafeMutablePointer(to: &from) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        recvfrom(entry.fd, &buffer, buffer.count, 0, $0, &length)
                    }
                }
                guard count >= 0 else { continue }
                let client: Int
                if toHost {
                    if let known = clients.firstIndex(where: {
                        $0.address.sin_port == from.sin_port && $0.address.sin_addr.s_addr == from.sin_addr.s_addr
                    }) {
                        client = known
                    } else {
                        guard let socket = try? FaultyRelay.socketToHost(port: hostPort) else { continue }
                        clients.append((from, socket))
                        client = clients.count - 1
                    }
                } else {
                    client = index - 1
                }
                // Every datagram draws five values, whatever its fate, so the same traffic meets the same faults.
                let draws: [Int]
                if toHost {
                    draws = [up.perMille(), up.perMille(), up.perMille(), up.perMille(), up.perMille()]
                } else {
                    draws = [down.perMille(), down.perMille(), down.perMille(), down.perMille(), down.perMille()]
                }
                if draws[0] < phase.lossPerMille {
                    lock.withLock { counts.lost += 1 }
                    continue
                }
                let copies = draws[1] < phase.duplicatePerMille ? 2 : 1
                for copy in 0..<copies {
                    // The jitter's draw for the copy is taken from the first's, mirrored: still five draws.
                    let spread = phase.jitterMs == 0 ? 0
                        : (copy == 0 ? draws[2] : 999 - draws[2]) * (2 * phase.jitterMs + 1) / 1000 - phase.jitterMs
                    let held = draws[3] < phase.reorderPerMille ? 20 + draws[4] * 61 / 1000 : 0
                    order += 1
                    flights.append(Flight(dueMs: arrivedMs + max(0, phase.delayMs + spread + held), order: order,
                                          toHost: toHost, client: client, bytes: Array(buffer.prefix(count))))
                }
                lock.withLock {
                    counts.passed += 1
                    if copies == 2 { counts.duplicated += 1 }
                }
            }
        }
    }

    // MARK: Sockets

    /// Milliseconds on the monotonic clock.
    static func nowMs() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }

    /// A UDP socket bound to 127.0.0.1 at a free port.
    static func boundSocket() throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            close(socket)
            throw POSIXError(.init(rawValue: errno) ?? .EIO)
        }
        return socket
    }

    /// A socket of its own for one client, connected to the host: the host sees each client at its own address.
    static func socketToHost(port: UInt16) throws -> Int32 {
        let socket = try boundSocket()
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(port.bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            throw POSIXError(.init(rawValue: errno) ?? .EIO)
        }
        return socket
    }

    /// The port `socket` is bound to.
    static func localPort(of socket: Int32) -> UInt16 {
        var address = sockaddr_in(), length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        return UInt16(bigEndian: address.sin_port)
    }
}
