import SDLKit
import WormGame

/// The label column of a settings page: each row's label at x 16, fitted to the column's width and kept inside its
/// row's label box.
enum RowLabelColumn {
    /// Settings and Settings → Assists.
    case settings
    /// Settings → Controls: more rows, so smaller type.
    case controls

    /// The widest a label is drawn.
    var width: Int { self == .settings ? 148 : 138 }
    /// The label's type size.
    var scale: Float { self == .settings ? 0.85 : 0.75 }
    /// The smallest a long label shrinks to.
    var smallest: Float { self == .settings ? 0.7 : 0.6 }

    /// The y of row `index`.
    func rowY(_ index: Int) -> Int {
        self == .settings ? SettingsScene.rowY(index) : ControlsScene.rowY(index)
    }

    /// The box the label of the row at `y` must stay inside.
    func box(y: Int) -> WormGame.Rect {
        switch self {
        case .settings: SettingsScene.labelBox(y: y, height: SettingsScene.rowHeight)
        case .controls: WormGame.Rect(x: 12, y: y, width: 146, height: ControlsScene.rowHeight)
        }
    }
}

extension SceneRenderer {
    /// A settings page's background, its title at `titleY` and the panel from `panelY` down `panelHeight`.
    func drawSettingsPage(title: String, titleY: Int, titleScale: Float, panelY: Float, panelHeight: Float) throws {
        try clearWithBars()
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try drawBackdrop()
        try drawCentered(title, centerX: 160, y: titleY, scale: titleScale)
        try renderer.fill(FloatRect(x: 8, y: panelY, width: 304, height: panelHeight), color: SceneRenderer.panel)
    }

    /// Each of `labels` (a row's index and its text) in `column`.
    func drawRowLabels(_ labels: [(row: Int, text: String)], in column: RowLabelColumn) throws {
        for (row, text) in labels {
            let y = column.rowY(row)
            // "Mouvements réduits" whole, not "Mouvements rédu…".
            try drawFitted(text, x: 16, y: y + 5, width: column.width, scale: column.scale, smallest: column.smallest,
                           box: column.box(y: y))
        }
    }
}
