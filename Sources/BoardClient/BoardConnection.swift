import BoardKit
import CCurl
import WormGame

/// The game's requests to one world board (docs/BOARD.md) by libcurl, each blocking until its answer or its
/// time-out: made on `BoardWorker`'s thread, never on a frame's. Every curl failure and every refusal is thrown as a
/// `BoardClientError` where the request is made.
final class BoardConnection {
    /// Where the board is.
    let address: BoardAddress
    /// The player's key, sent as `X-Worm-Key` with every request.
    private let key: String
    /// The longest a request may take, connection included, in seconds.
    private let timeoutSeconds: Int
    /// One handle, reused: libcurl keeps the connection to the board open between requests.
    private let handle: UnsafeMutableRawPointer?

    /// A connection to `address` as the player `key`, each request given `timeoutSeconds`.
    init(address: BoardAddress, key: String, timeoutSeconds: Int = 5) {
        BoardConnection.setUp
        self.address = address
        self.key = key
        self.timeoutSeconds = timeoutSeconds
        handle = curl_easy_init()
    }

    deinit {
        if let handle { curl_easy_cleanup(handle) }
    }

    /// libcurl's global set-up, once, before any handle (it is not thread-safe: the first connection is made on the
    /// main thread, in `BoardWorker.init`).
    static let setUp: Void = { _ = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) }()

    /// `POST /v1/token`: a token for a round of `mode` with the assists `assists` (their code, empty for none).
    func token(mode: TableMode, assists: String) throws(BoardClientError) -> BoardToken {
        var body = JSONLine()
        body.add("mode", mode.rawValue)
        if !assists.isEmpty { body.add("assists", assists) }
        return try BoardReading.token(try request("/v1/token", body: body.line))
    }

    /// `POST /v1/rows`: the round's row and replay; where it stands once taken.
    func submit(_ submission: BoardSubmission) throws(BoardClientError) -> BoardPlacing {
        try BoardReading.placing(try request("/v1/rows", body: submission.body))
    }

    /// `GET /v1/top?board=`: the board's first rows, this player's marked.
    func top(board: String) throws(BoardClientError) -> BoardTop {
        try BoardReading.top(try request("/v1/top?board=" + BoardConnection.percentEncoded(board), body: nil))
    }

    /// `GET /v1/around?board=`: the player's row with the 5 rows above and below it (none when they have no row).
    func around(board: String) throws(BoardClientError) -> BoardTop {
        try BoardReading.top(try request("/v1/around?board=" + BoardConnection.percentEncoded(board), body: nil),
                             limit: BoardReading.aroundRows)
    }

    /// `GET /v1/replay?id=`: row `id` with its replay.
    func replay(id: Int) throws(BoardClientError) -> HighScore {
        try BoardReading.replay(try request("/v1/replay?id=\(id)", body: nil))
    }

    /// `text` for a URL's query: every byte but letters, digits, `-`, `.`, `_` and `~` as `%XX` (a board's `/` and
    /// an assisted board's `+`, which a query would read as a space).
    static func percentEncoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                encoded.unicodeScalars.append("%")
                encoded.unicodeScalars.append(digits[Int(byte >> 4)])
                encoded.unicodeScalars.append(digits[Int(byte & 0x0F)])
            }
        }
        return encoded
    }

    /// One request: a POST of `body`, or a GET without one; the answer's members when its status is 200, the
    /// board's refusal or curl's failure thrown otherwise.
    private func request(_ path: String, body: String?) throws(BoardClientError) -> [String: JSONValue] {
        guard let handle else { throw .curl(code: Int(CURLE_FAILED_INIT.rawValue), "curl_easy_init failed") }
        curl_easy_reset(handle)
        try check(worm_curl_set_string(handle, CURLOPT_URL, address.url + path))
        try check(worm_curl_set_long(handle, CURLOPT_TIMEOUT_MS, timeoutSeconds * 1000))
        try check(worm_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT_MS, timeoutSeconds * 1000))
        try check(worm_curl_set_long(handle, CURLOPT_NOSIGNAL, 1))  // no SIGALRM on a thread of a game
        try check(worm_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 0))
        try check(worm_curl_set_string(handle, CURLOPT_PROTOCOLS_STR, "http,https"))  // never file:// or others
        if let body {
            try check(worm_curl_set_long(handle, CURLOPT_POST, 1))
            let size = body.utf8.count
            try check(body.withCString { worm_curl_set_body(handle, $0, size) })
        } else {
            try check(worm_curl_set_long(handle, CURLOPT_HTTPGET, 1))
        }
        var headers: UnsafeMutablePointer<curl_slist>?
        for header in ["X-Worm-Key: " + key, "Content-Type: application/json", "Accept: application/json", "Expect:"] {
            guard let longer = curl_slist_append(headers, header) else {
                curl_slist_free_all(headers)
                throw .curl(code: Int(CURLE_OUT_OF_MEMORY.rawValue), "curl_slist_append failed")
            }
            headers = longer
        }
        defer { curl_slist_free_all(headers) }
        try check(worm_curl_set_pointer(handle, CURLOPT_HTTPHEADER, UnsafeMutableRawPointer(headers)))
        let sink = AnswerSink()
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }
        try check(worm_curl_set_writer(handle) { data, size, count, context in
            let sink = Unmanaged<AnswerSink>.fromOpaque(context!).takeUnretainedValue()
            let length = size * count
            guard sink.bytes.count + length <= AnswerSink.limit else { return 0 }  // an answer too long: cut
            if let data { sink.bytes.append(contentsOf: UnsafeRawBufferPointer(start: data, count: length)) }
            return length
        })
        try check(worm_curl_set_pointer(handle, CURLOPT_WRITEDATA, context.toOpaque()))
        try check(curl_easy_perform(handle))
        let status = worm_curl_status(handle)
        let members = try BoardReading.members(sink.bytes)
        guard status == 200 else {
            guard case .string(let code)? = members["error"] else { throw .badAnswer }
            var message = ""
            if case .string(let text)? = members["message"] { message = text }
            throw .refused(BoardRefusal(rawValue: code), message: message)
        }
        return members
    }

    /// Throws `code` as a `BoardClientError` unless it is `CURLE_OK`.
    private func check(_ code: CURLcode) throws(BoardClientError) {
        guard code != CURLE_OK else { return }
        let words = String(cString: curl_easy_strerror(code))
        switch code {
        case CURLE_OPERATION_TIMEDOUT: throw .timedOut
        case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_GOT_NOTHING,
             CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE:
            throw .unreachable(words)
        default: throw .curl(code: Int(code.rawValue), words)
        }
    }
}

/// An answer's body as it arrives.
private final class AnswerSink {
    /// The longest answer taken (a top 100 is under 20 KiB).
    static let limit = 1 << 20
    var bytes: [UInt8] = []
}
