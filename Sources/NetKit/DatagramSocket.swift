#if canImport(Glibc)
import Glibc
#endif

/// A plain non-blocking IPv4 UDP socket for the lobby's discovery: it may broadcast, and it never waits.
@MainActor
public final class DatagramSocket {
    /// The longest datagram discovery reads; a longer one is cut and reported as such.
    public static let maximumBytes = 512

    private var descriptor: Int32
    /// The port this socket is bound to.
    public let port: UInt16
    /// The longest datagram this socket reads whole (the venue's are longer than discovery's).
    public let readLimit: Int

    /// Binds the first free port of `ports` on every IPv4 address, allowed to broadcast; datagrams longer than
    /// `readLimit` bytes are cut when read.
    public init(ports: ClosedRange<UInt16>, readLimit: Int = DatagramSocket.maximumBytes) throws {
        self.readLimit = readLimit
        let descriptor = socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0)
        self.descriptor = descriptor
        guard descriptor >= 0 else { throw NetError(call: "socket", message: String(cString: strerror(errno))) }
        var on: Int32 = 1
        guard setsockopt(descriptor, SOL_SOCKET, SO_BROADCAST, &on, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
            let message = String(cString: strerror(errno))
            Glibc.close(descriptor)
            throw NetError(call: "setsockopt(SO_BROADCAST)", message: message)
        }
        var bound: UInt16?
        for candidate in ports {
            var address = DatagramSocket.address(host: INADDR_ANY, port: candidate)
            let status = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            if status == 0 {
                bound = candidate
                break
            }
        }
        guard let bound else {
            Glibc.close(descriptor)
            throw NetError(call: "bind", message: "UDP ports \(ports.lowerBound)-\(ports.upperBound) are all in use")
        }
        port = bound
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0 else {
            let message = String(cString: strerror(errno))
            Glibc.close(descriptor)
            throw NetError(call: "fcntl(O_NONBLOCK)", message: message)
        }
    }

    /// Sends `bytes` to the IPv4 `address` (dotted) at `port`. A network that is down is not an error here:
    /// discovery tries again a second later.
    public func send(_ bytes: [UInt8], to address: String, port: UInt16) throws {
        guard descriptor >= 0 else { throw NetError(call: "sendto", message: "the socket is closed") }
        var host = in_addr()
        guard inet_pton(AF_INET, address, &host) == 1 else {
            throw NetError(call: "inet_pton", message: "'\(address)' is not an IPv4 address")
        }
        var target = DatagramSocket.address(host: host.s_addr, port: port, networkOrder: true)
        let sent = withUnsafePointer(to: &target) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                sendto(descriptor, bytes, bytes.count, 0, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if sent < 0 && ![EAGAIN, EWOULDBLOCK, ENETUNREACH, EHOSTUNREACH, ENETDOWN, ECONNREFUSED, EPERM].contains(errno) {
            throw NetError(call: "sendto", message: "\(address):\(port): \(String(cString: strerror(errno)))")
        }
    }

    /// What arrived, at most `limit` datagrams: each with its sender's address and port and its whole length
    /// (`bytes` keeps at most `readLimit` + 1 of it: a longer datagram is cut, never an error). A flood is read
    /// off at up to `limit` datagrams a call; a failed read ends the call, and the next one tries again.
    public func receive(limit: Int = 4096) -> [(bytes: [UInt8], length: Int, address: String, port: UInt16)] {
        var arrived: [(bytes: [UInt8], length: Int, address: String, port: UInt16)] = []
        var buffer = [UInt8](repeating: 0, count: readLimit + 1)
        for _ in 0..<limit {
            var from = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            // MSG_TRUNC: the datagram's whole length, even where it was longer than the buffer.
            let count = withUnsafeMutablePointer(to: &from) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    recvfrom(descriptor, &buffer, buffer.count, Int32(MSG_TRUNC), $0, &length)
                }
            }
            if count < 0 { break }
            arrived.append((Array(buffer[0..<min(count, buffer.count)]), count, DatagramSocket.text(from.sin_addr),
                            UInt16(bigEndian: from.sin_port)))
        }
        return arrived
    }

    /// Closes the socket. Safe to call twice.
    public func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }

    /// Every IPv4 interface's broadcast address that is up (getifaddrs), then loopback's address: where a query
    /// goes so that it leaves by every card, VPN or bridge, not by one.
    public static func broadcastAddresses() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return ["127.0.0.1"] }
        defer { freeifaddrs(list) }
        var addresses: [String] = []
        var entry: UnsafeMutablePointer<ifaddrs>? = first
        while let current = entry {
            let flags = Int32(current.pointee.ifa_flags)
            if flags & Int32(IFF_UP) != 0, flags & Int32(IFF_BROADCAST) != 0,
               let broadcast = current.pointee.ifa_ifu.ifu_broadaddr, broadcast.pointee.sa_family == sa_family_t(AF_INET) {
                let text = broadcast.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { DatagramSocket.text($0.pointee.sin_addr) }
                if !addresses.contains(text) { addresses.append(text) }
            }
            entry = current.pointee.ifa_next
        }
        return addresses + ["127.0.0.1"]
    }

    /// An IPv4 socket address.
    private static func address(host: in_addr_t, port: UInt16, networkOrder: Bool = false) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = networkOrder ? host : host.bigEndian
        return address
    }

    /// An IPv4 address as dotted text.
    private static func text(_ address: in_addr) -> String {
        var copy = address
        var buffer = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
        guard inet_ntop(AF_INET, &copy, &buffer, socklen_t(buffer.count)) != nil else { return "?" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
