import Testing
import WormGame
@testable import WormApp

/// Menus by keys, mouse and touch (R20): the focus moves and wraps, Enter and Space choose, a press chooses.
struct MenuTests {
    func menu() -> Menu<Int> {
        Menu((0..<3).map { Menu<Int>.Button(choice: $0, label: "\($0)", frame: WormGame.Rect(x: 0, y: $0 * 50, width: 100, height: 44)) })
    }

    @Test func arrowsAndTabsMoveTheFocusAndWrap() {
        var menu = menu()
        #expect(menu.focus == 0)
        #expect(menu.choice(for: KeyPress(name: "down")) == nil && menu.focus == 1)
        #expect(menu.choice(for: KeyPress(name: "tab")) == nil && menu.focus == 2)
        #expect(menu.choice(for: KeyPress(name: "tab")) == nil && menu.focus == 0, "Tab wraps round")
        #expect(menu.choice(for: KeyPress(name: "tab", shift: true)) == nil && menu.focus == 2, "Shift+Tab goes back")
        #expect(menu.choice(for: KeyPress(name: "up")) == nil && menu.focus == 1)
        #expect(menu.choice(for: KeyPress(name: "return")) == 1)
        #expect(menu.choice(for: KeyPress(name: "space")) == 1)
        #expect(menu.choice(for: KeyPress(name: "x")) == nil && menu.focus == 1)
    }

    @Test func aPressChoosesItsButtonAndTakesTheFocusAndEdgesCount() {
        var menu = menu()
        #expect(menu.choice(at: 50, y: 120) == 2)
        #expect(menu.focus == 2)
        #expect(menu.choice(at: 0, y: 50) == 1, "the top-left edge is on the button")
        #expect(menu.choice(at: 100, y: 50) == nil, "the right edge is not")
        #expect(menu.choice(at: 50, y: 94) == nil, "between two buttons")
    }

    /// R115: every menu and overlay opens with its focus shown, so what Enter does is what the player sees.
    @Test func theFocusShowsFromTheStart() {
        var overlay = OverlayChoice.menu(language: .english, muted: false)
        #expect(overlay.showsFocus && overlay.buttons[overlay.focus].choice == .resume, "the overlay opens on Resume, shown")
        _ = overlay.choice(for: KeyPress(name: "down"))
        #expect(overlay.buttons[overlay.focus].choice == .quit)
        #expect(menu().showsFocus)
        var hidden = Menu([Menu<Int>.Button(choice: 1, label: "One", frame: Rect(x: 0, y: 0, width: 10, height: 10)),
                           Menu<Int>.Button(choice: 2, label: "Two", frame: Rect(x: 0, y: 20, width: 10, height: 10))], showsFocus: false)
        _ = hidden.choice(for: KeyPress(name: "down"))
        #expect(hidden.showsFocus && hidden.focus == 0, "a menu made with its focus hidden shows it where it is at the first move")
    }
}
