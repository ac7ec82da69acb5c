#if canImport(Glibc)
import Glibc
#endif

/// Which games discovery sees (docs/VERSUS.md, "Versus protocol"): everyone's on the discovery ports, or, for tests, only
/// those run with the same `WORM_DISCOVERY_SCOPE`, so test runs side by side on one machine never find each other
/// or a player's game, and no player's game finds them.
///
/// Everyone's scope is discovery as it always was. A named scope keeps the datagrams' format but moves them to
/// eight ports of its own below 20 000 (tests' game ports are 20 000–40 000), and puts its tag in the high half of
/// its queries' tokens: a query whose tag is not ours is not answered, so two scopes that happen to share ports
/// still do not see each other.
struct DiscoveryScope: Equatable {
    /// The environment variable that names the scope; unset or empty is everyone's.
    static let environmentVariable = "WORM_DISCOVERY_SCOPE"
    /// Everyone's scope: the discovery ports 7771–7778 (each program on a machine takes the first free one, so two
    /// windows on one machine find each other too) and fully random tokens.
    static let everyone = DiscoveryScope(tag: 0, ports: 7771...7778)

    /// 0 for everyone's scope, else the scope's name hashed, never 0.
    let tag: UInt32
    /// The ports discovery binds the first free one of and sends its queries to.
    let ports: ClosedRange<UInt16>

    /// A scope from its parts (tests make two scopes share ports).
    init(tag: UInt32, ports: ClosedRange<UInt16>) {
        self.tag = tag
        self.ports = ports
    }

    /// The scope called `name`: everyone's when empty.
    init(named name: String) {
        guard !name.isEmpty else { self = .everyone; return }
        // FNV-1a: a fixed hash, so every process agrees on a name's tag and ports (Hasher is seeded per process).
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let tag = max(hash, 1)
        let first = UInt16(10_000 + Int(tag % 1_249) * 8)
        self.init(tag: tag, ports: first...first + 7)
    }

    /// The scope `WORM_DISCOVERY_SCOPE` names.
    static func fromEnvironment() -> DiscoveryScope {
        DiscoveryScope(named: getenv(environmentVariable).map { String(cString: $0) } ?? "")
    }

    /// A fresh query token: random, with the tag in its high half in a named scope.
    func makeToken() -> UInt64 {
        guard tag != 0 else { return UInt64.random(in: 1...UInt64.max) }
        return UInt64(tag) << 32 | UInt64(UInt32.random(in: 0...UInt32.max))
    }

    /// Whether a query with `token` comes from this scope, and so is answered (everyone's answers every query).
    func owns(_ token: UInt64) -> Bool {
        tag == 0 || UInt32(truncatingIfNeeded: token >> 32) == tag
    }
}
