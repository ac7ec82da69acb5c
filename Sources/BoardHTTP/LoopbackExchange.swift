#if canImport(Glibc)
import Glibc
#endif

/// One HTTP exchange with a server on 127.0.0.1, over a socket of its own: what the board's tests and
/// `worm-bench board-load` speak to `HTTPServer` with (the game speaks through BoardClient and libcurl).
public enum LoopbackExchange {
    /// A socket that could not be made or connected.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Sends `request` to 127.0.0.1:`port` and returns all it answers until the server closes (or 10 s pass without a
    /// byte); `closeWrite` ends the sending side after the request, as a client with nothing more to say.
    public static func exchange(port: Int, _ request: [UInt8], closeWrite: Bool = false) throws(Failure) -> [UInt8] {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "connect: \(String(cString: strerror(errno)))") }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var sent = 0
        while sent < request.count {
            let step = request[sent...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            // A server that stops reading (a body refused as too large) may still have answered: read it.
            guard step > 0 else { break }
            sent += step
        }
        if closeWrite { shutdown(socket, Int32(SHUT_WR)) }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let step = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if step <= 0 { break }
            answer += buffer[0..<step]
        }
        return answer
    }
}
