import WormGame

/// One HTTP request as the board's logic sees it: no socket, so tests hand it in directly.
public struct BoardRequest: Sendable {
    /// The HTTP method.
    public enum Method: String, Sendable {
        case get = "GET", post = "POST", other
    }

    /// The query arguments the board reads (the HTTP layer looks up only these).
    public static let queryNames = ["board", "id"]
    /// The header that carries the player's key.
    public static let keyHeader = "X-Worm-Key"
    /// The most bytes a body may have (64 KiB): a longer one is refused unread.
    public static let maxBody = 64 * 1024

    public var method: Method
    /// The path, without the query (`/v1/top`).
    public var path: String
    /// The query's arguments among `queryNames`.
    public var query: [String: String]
    /// The `X-Worm-Key` header, if any.
    public var key: String?
    /// The address the request came from (the peer's, or a trusted proxy's `X-Forwarded-For`).
    public var address: String
    /// The body: at most `maxBody` bytes.
    public var body: [UInt8]
    /// Whether the body was longer than `maxBody` (and so not read).
    public var bodyTooLarge: Bool

    /// A request from its parts.
    public init(method: Method, path: String, query: [String: String] = [:], key: String? = nil, address: String = "127.0.0.1",
                body: [UInt8] = [], bodyTooLarge: Bool = false) {
        self.method = method
        self.path = path
        self.query = query
        self.key = key
        self.address = address
        self.body = body
        self.bodyTooLarge = bodyTooLarge
    }
}

/// The board's answer: an HTTP status and a JSON body.
public struct BoardAnswer: Equatable, Sendable {
    public var status: Int
    /// One JSON object, on one line.
    public var body: String

    /// An answer of `status` with `body`.
    public init(status: Int, body: String) {
        self.status = status
        self.body = body
    }

    /// The refusal's answer: `{"error": code, "message": …}` with its status.
    public init(_ refusal: BoardRefusal) {
        var json = JSONLine()
        json.add("error", refusal.rawValue)
        json.add("message", refusal.message)
        self.init(status: refusal.status, body: json.line)
    }
}
