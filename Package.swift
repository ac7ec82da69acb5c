// swift-tools-version:6.2
import PackageDescription

// Debian's hardening (what dpkg-buildflags gives a package; lintian and hardening-check look for it): CParticles,
// the C the package compiles, with fortified libc calls (in release, where it is optimised) and stack protectors;
// the programs linked with read-only relocations bound at start. CSDL2's and CENet's headers have only small
// inline helpers that Swift compiles.
let hardenedC: [CSetting] = [.define("_FORTIFY_SOURCE", to: "2", .when(configuration: .release)),
                             .unsafeFlags(["-fstack-protector-strong"])]
let hardenedLinking = ["-Xlinker", "-z", "-Xlinker", "relro", "-Xlinker", "-z", "-Xlinker", "now"]

/// Worm: a whack-a-worm arcade game on SDL2.
///
/// The arrow points one way: `worm` drives `WormApp`, which drives the pure game (`WormGame`)
/// and the platform (`SDLKit`, the only module that imports the C shim `CSDL2`; `NetKit`, the only one
/// that imports `CENet`, for Versus on the local network; `BoardClient`, the only one that imports `CCurl`, for the
/// world board); `CParticles` is the particle canvas's pixel
/// kernel, plain C without SDL.
let package = Package(
    name: "Worm",
    products: [
        .executable(name: "worm", targets: ["worm"]),
        .executable(name: "worm-bench", targets: ["worm-bench"]),
        .executable(name: "worm-board", targets: ["worm-board"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-mixer-dev"])]
        ),
        .target(name: "SDLKit", dependencies: ["CSDL2"]),
        // The particle canvas's kernel: plain C (no SDL), an AVX2 path chosen at run time and a scalar one.
        .target(name: "CParticles", cSettings: hardenedC),
        // ENet, Versus's transport: NetKit is the only module that imports the C shim `CENet`.
        .systemLibrary(name: "CENet", pkgConfig: "libenet", providers: [.apt(["libenet-dev"])]),
        // libsodium, for the venue key's HMAC-SHA256 (R100): NetKit is the only module that imports `CSodium`.
        .systemLibrary(name: "CSodium", pkgConfig: "libsodium", providers: [.apt(["libsodium-dev"])]),
        .target(name: "NetKit", dependencies: ["CENet", "CSodium", "WormGame"]),
        // Speech Dispatcher (R111), loaded with dlopen when the game first speaks (libspeechd.so.2, never linked: the
        // game starts without it), and sd-bus (the screen reader's state on the session bus): SpeechKit is the only
        // module that imports the sd-bus shim; it speaks on a thread of its own.
        .systemLibrary(name: "CSDBus", pkgConfig: "libsystemd", providers: [.apt(["libsystemd-dev"])]),
        .target(name: "SpeechKit", dependencies: ["CSDBus"]),
        // glibc's gettext (libintl.h, part of glibc), for the catalogues of WormApp/Translation (R90).
        .systemLibrary(name: "CIntl"),
        .target(name: "WormGame"),
        // A job thread (pthreads, no C library of its own, no SDL): the board's worker and the venue's helper.
        .target(name: "JobKit"),
        // SDL wants one thread: SDLKit's types are on the main actor, and so, by default, is everything in WormApp.
        .target(name: "WormApp", dependencies: ["SDLKit", "NetKit", "SpeechKit", "BoardClient", "BoardKit", "JobKit", "WormGame", "CParticles", "CIntl"],
                swiftSettings: [.defaultIsolation(MainActor.self)]),
        // The Swift runtime linked in: 15 % fewer instructions and 2 MB less to reach the first frame.
        .executableTarget(name: "worm", dependencies: ["WormApp"],
                          linkerSettings: [.unsafeFlags(["-static-stdlib"] + hardenedLinking)]),
        // The benchmark and the save loop of scripts/save-torture: apart from the game, so `worm` ships without them;
        // they reach WormApp's drawing and storage through `package` access.
        .executableTarget(name: "worm-bench", dependencies: ["WormApp", "SDLKit", "WormGame", "BoardKit", "BoardSQLite", "BoardPostgres", "BoardHTTP"],
                          swiftSettings: [.defaultIsolation(MainActor.self)],
                          linkerSettings: [.unsafeFlags(["-static-stdlib"] + hardenedLinking)]),
        // The world board (R120, docs/BOARD.md): its logic without sockets (BoardKit), each C library behind its own
        // shim imported by one module: SQLite by BoardSQLite, libpq by BoardPostgres, libmicrohttpd by BoardHTTP.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .target(name: "BoardKit", dependencies: ["WormGame"]),
        .target(name: "BoardSQLite", dependencies: ["BoardKit", "CSQLite", "WormGame"]),
        .systemLibrary(name: "CPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
        .target(name: "BoardPostgres", dependencies: ["BoardKit", "CPQ", "WormGame"]),
        .target(name: "BoardHTTP", dependencies: ["BoardKit", "CMicroHTTPD"]),
        // The game's side of the board: libcurl behind the shim `CCurl`, imported by BoardClient alone.
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .target(name: "BoardClient", dependencies: ["CCurl", "BoardKit", "JobKit", "WormGame"]),
        .executableTarget(name: "worm-board", dependencies: ["BoardKit", "BoardSQLite", "BoardPostgres", "BoardHTTP", "WormGame"],
                          linkerSettings: [.unsafeFlags(["-static-stdlib"] + hardenedLinking)]),
        .target(name: "WormTestSupport", dependencies: ["WormGame"], path: "Tests/WormTestSupport"),
        .testTarget(name: "WormGameTests", dependencies: ["WormGame", "WormTestSupport"]),
        .testTarget(name: "WormAppTests", dependencies: ["WormApp", "WormGame", "SDLKit", "NetKit", "SpeechKit", "BoardKit", "CParticles", "WormTestSupport"],
                    exclude: ["Golden"], swiftSettings: [.defaultIsolation(MainActor.self)]),
        .testTarget(name: "NetKitTests", dependencies: ["NetKit"]),
        .testTarget(name: "JobKitTests", dependencies: ["JobKit"]),
        .testTarget(name: "BoardTests", dependencies: ["BoardKit", "BoardSQLite", "BoardPostgres", "BoardHTTP", "BoardClient", "WormGame",
                                                       "WormTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["SDLKit", "NetKit", "WormGame", "WormTestSupport"],
                    exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
