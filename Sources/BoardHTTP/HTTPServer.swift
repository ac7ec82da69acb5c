import BoardKit
import CMicroHTTPD
#if canImport(Glibc)
import Glibc
#endif

/// worm-board's HTTP/1.1 front (libmicrohttpd, a pool of polling threads): each request's headers, query and body
/// (at most 64 KiB, counted as it arrives; a longer one is refused unread) handed to a `BoardService`, its answer
/// sent back as JSON.
public final class HTTPServer {
    /// A failure to start.
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    private let daemon: OpaquePointer
    private let context: Unmanaged<ServerContext>
    /// The port it listens on (the one the system chose when asked for 0).
    public let port: Int

    /// Listens on `host`:`port` (an IPv4 or IPv6 address) with `threads` threads, answering through `service`;
    /// `trustProxy` takes the client's address from `X-Forwarded-For` (behind a reverse proxy only).
    public init(host: String, port: Int, threads: Int, service: BoardService, trustProxy: Bool = false) throws(StartError) {
        let context = Unmanaged.passRetained(ServerContext(service: service, trustProxy: trustProxy))
        var v4 = sockaddr_in()
        var v6 = sockaddr_in6()
        let isIPv6: Bool
        if inet_pton(AF_INET, host, &v4.sin_addr) == 1 {
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = in_port_t(UInt16(port).bigEndian)
            isIPv6 = false
        } else if inet_pton(AF_INET6, host, &v6.sin6_addr) == 1 {
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = in_port_t(UInt16(port).bigEndian)
            isIPv6 = true
        } else {
            context.release()
            throw StartError(description: "'\(host)' is not an IPv4 or IPv6 address")
        }
        let started: OpaquePointer? = if isIPv6 {
            withUnsafePointer(to: &v6) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                    worm_mhd_start(address, 1, UInt32(threads), 1000, 64, 15, handleRequest, context.toOpaque(), requestCompleted, nil)
                }
            }
        } else {
            withUnsafePointer(to: &v4) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                    worm_mhd_start(address, 0, UInt32(threads), 1000, 64, 15, handleRequest, context.toOpaque(), requestCompleted, nil)
                }
            }
        }
        guard let started else {
            let reason = String(cString: strerror(errno))
            context.release()
            throw StartError(description: "cannot listen on \(host):\(port): \(reason)")
        }
        daemon = started
        self.context = context
        self.port = Int(worm_mhd_port(started))
    }

    /// Stops listening, ends the threads (answers under way are finished first).
    public func stop() {
        MHD_stop_daemon(daemon)
        context.release()
    }
}

/// What every request's handler reaches: the service, and whether to believe `X-Forwarded-For`.
final class ServerContext: Sendable {
    let service: BoardService
    let trustProxy: Bool

    init(service: BoardService, trustProxy: Bool) {
        self.service = service
        self.trustProxy = trustProxy
    }
}

/// One request's body as it arrives.
final class RequestBody {
    var bytes: [UInt8] = []
    var tooLarge = false
}

/// libmicrohttpd's access handler: called first with the headers, then with each piece of the body, then once with
/// none to answer.
private let handleRequest: MHD_AccessHandlerCallback = { cls, connection, url, method, _, uploadData, uploadSize, state in
    guard let cls, let connection, let url, let method, let uploadSize, let state else { return worm_mhd_no() }
    let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
    if state.pointee == nil {
        let body = RequestBody()
        if let length = worm_mhd_header(connection, "Content-Length"),
           let declared = Int(String(cString: length)), declared > BoardRequest.maxBody {
            body.tooLarge = true
        }
        state.pointee = Unmanaged.passRetained(body).toOpaque()
        // A body declared too large is answered now, before a byte of it is read.
        if !body.tooLarge { return worm_mhd_yes() }
    }
    let body = Unmanaged<RequestBody>.fromOpaque(state.pointee!).takeUnretainedValue()
    if uploadSize.pointee > 0 {
        if !body.tooLarge, let uploadData {
            let count = uploadSize.pointee
            if body.bytes.count + count > BoardRequest.maxBody {
                body.tooLarge = true
                body.bytes = []
            } else {
                uploadData.withMemoryRebound(to: UInt8.self, capacity: count) { pointer in
                    body.bytes.append(contentsOf: UnsafeBufferPointer(start: pointer, count: count))
                }
            }
        }
        uploadSize.pointee = 0
        return worm_mhd_yes()
    }
    var query: [String: String] = [:]
    for name in BoardRequest.queryNames {
        if let value = worm_mhd_argument(connection, name) {
            query[name] = String(cString: value)
        }
    }
    let key = worm_mhd_header(connection, BoardRequest.keyHeader).map { String(cString: $0) }
    var address = clientAddress(connection)
    if context.trustProxy, let forwarded = worm_mhd_header(connection, "X-Forwarded-For") {
        // The last address is the one the proxy itself saw.
        if let last = String(cString: forwarded).split(separator: ",").last { address = last.trimmingSpaces() }
    }
    let request = BoardRequest(method: BoardRequest.Method(rawValue: String(cString: method)) ?? .other, path: String(cString: url),
                               query: query, key: key, address: address, body: body.bytes, bodyTooLarge: body.tooLarge)
    let answer = context.service.answer(request)
    var text = Array((answer.body + "\n").utf8)
    guard let response = text.withUnsafeMutableBytes({ bytes in
        worm_mhd_response(bytes.count, bytes.baseAddress)
    }) else { return worm_mhd_no() }
    MHD_add_response_header(response, "Content-Type", "application/json")
    if answer.status == 429 { MHD_add_response_header(response, "Retry-After", "60") }
    let queued = MHD_queue_response(connection, UInt32(answer.status), response)
    MHD_destroy_response(response)
    return queued
}

/// Frees a request's body when libmicrohttpd is done with the request.
private let requestCompleted: MHD_RequestCompletedCallback = { _, _, state, _ in
    guard let state, let pointer = state.pointee else { return }
    Unmanaged<RequestBody>.fromOpaque(pointer).release()
    state.pointee = nil
}

/// The peer's address as text (`203.0.113.7`, `2001:db8::1`), or "?".
private func clientAddress(_ connection: OpaquePointer) -> String {
    guard let address = worm_mhd_client(connection) else { return "?" }
    var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
    switch Int32(address.pointee.sa_family) {
    case AF_INET:
        var v4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
        inet_ntop(AF_INET, &v4, &text, socklen_t(text.count))
    case AF_INET6:
        var v6 = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
        inet_ntop(AF_INET6, &v6, &text, socklen_t(text.count))
    default: return "?"
    }
    return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

extension Substring {
    /// Without spaces at either end.
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
