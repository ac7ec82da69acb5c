# Shared set-up for scripts/play, scripts/test and scripts/bench: installs the Debian packages
# the game needs when they are missing (as root, or through sudo), and checks for Swift.
# Source it, then call: need_packages PACKAGE...

cd "$(dirname "${BASH_SOURCE[0]}")/../.." || exit 1

# Installs the Debian packages that are not installed yet.
need_packages() {
    local missing=() package
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local run=()
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then
            run=(sudo)
        else
            echo "worm: please install these Debian packages as root: apt-get install ${missing[*]}" >&2
            exit 1
        fi
    fi
    echo "worm: installing ${missing[*]}" >&2
    # The package lists first: on a fresh machine they may be empty or old.
    "${run[@]}" apt-get update -q >/dev/null || echo "worm: apt-get update failed; trying the install anyway" >&2
    "${run[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null || {
        echo "worm: could not install ${missing[*]}; install them with apt-get and try again" >&2
        exit 1
    }
}

# Stops with a clear message when the Swift toolchain is missing (Debian has no package for it).
need_swift() {
    if ! command -v swift >/dev/null 2>&1; then
        echo "worm: the Swift toolchain (6.2 or later) is needed: see https://www.swift.org/install/linux/" >&2
        exit 1
    fi
}

# The packages that building and playing need.
GAME_PACKAGES=(pkg-config libsdl2-dev libsdl2-image-dev libsdl2-mixer-dev libenet-dev libsodium-dev gettext)
# worm-board's libraries (R120, docs/BOARD.md), built with the game: HTTP, its SQLite and PostgreSQL stores; its
# tests start a temporary PostgreSQL cluster (initdb, pg_ctl).
GAME_PACKAGES+=(libmicrohttpd-dev libsqlite3-dev libpq-dev postgresql)
# The game's side of the world board (R120): libcurl, its HTTP client (BoardClient).
GAME_PACKAGES+=(libcurl4-openssl-dev)
# Speech (R111): Speech Dispatcher's client library (the runtime alone: the game loads libspeechd.so.2 with dlopen,
# so it needs no headers and starts without it), sd-bus for the screen reader's state; the daemon, dbus and sox for
# the speech tests and the listening check.
GAME_PACKAGES+=(libspeechd2 libsystemd-dev speech-dispatcher dbus at-spi2-core sox)
# The translations' tools of scripts/install and scripts/package: the launcher entry and metainfo (appstream's
# rules for msgfmt --xml) and the manual page (po4a).
INSTALL_PACKAGES=(gettext appstream po4a)
