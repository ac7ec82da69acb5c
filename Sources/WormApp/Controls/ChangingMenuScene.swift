import SDLKit
import WormGame

/// A menu scene whose inputs change more than its focus (a page, a row, a value, the language): it counts them,
/// so the frame after any input is drawn, and frames are skipped only while nothing happens.
class ChangingMenuScene<Choice: Equatable>: MenuScene<Choice> {
    /// The inputs handed to the scene so far.
    private var inputsSeen = 0

    /// Counts a step's inputs.
    func countInputs(_ inputs: [PlayerInput]) {
        inputsSeen += inputs.count
    }

    /// Counts a change that came otherwise than through the scene's inputs (M, F11, the window manager, a row a
    /// venue machine shared), so the next frame shows it rather than being skipped as unchanged.
    func noteChange() {
        inputsSeen += 1
    }

    override func signature(context: SceneContext, placement: Placement) -> FrameSignature? {
        var signature = FrameSignature(scene: ObjectIdentifier(self), focus: menu.showsFocus ? menu.focus : nil, placement: placement)
        signature.animationMs = inputsSeen
        return signature
    }
}
