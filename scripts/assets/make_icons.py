#!/usr/bin/env python3
"""Draws Worm's application icon, the worm's face rising out of its hole, for desktop launchers.

Writes Resources/icons/hicolor/scalable/apps/ID.svg and ID.png at 16, 22, 24, 32, 48, 64, 128, 256 and
512 pixels. The sizes up to 32 are drawn from a simpler picture (the face alone, bolder), as fine lines
vanish at that size. The PNGs are rendered from the SVGs by rsvg-convert (Debian package librsvg2-bin)
and rewritten with the Sub filter like the game's images.
Usage: python3 scripts/assets/make_icons.py [OUTPUT_DIR]   (needs Pillow and numpy from PyPI)
"""
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image

import pngsub

APP_ID = "io.github.wormgame.Worm"
OUT = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[2] / "Resources" / "icons")
SIZES = [16, 22, 24, 32, 48, 64, 128, 256, 512]
SMALL = 32  # sizes up to this one use the simple picture

# The game's colours (make_art.py): sky, grass, earth, the worm's pink and its shade, outline.
SKY_TOP, SKY_BOTTOM = "#6fb6ec", "#cdeafc"
GRASS, GRASS_DARK = "#63b842", "#3f8a2a"
EARTH_TOP, EARTH_BOTTOM = "#9a6438", "#5b3820"
BODY, SHADE, OUTLINE = "#ee788c", "#cc5670", "#5a1e2d"
CHEEK, MOUTH, PUPIL = "#ffa0aa", "#78203a", "#1e141e"


def tile(horizon, grass_blades):
    """The rounded square with sky above `horizon`, a strip of grass and earth below."""
    blades = "".join(
        f'<path d="M{x - 9},{horizon + 6} L{x + lean},{horizon - height} L{x + 9},{horizon + 6} Z" fill="{colour}"/>'
        for x, lean, height, colour in grass_blades)
    return f"""
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="{SKY_TOP}"/><stop offset="1" stop-color="{SKY_BOTTOM}"/>
    </linearGradient>
    <linearGradient id="earth" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="{EARTH_TOP}"/><stop offset="1" stop-color="{EARTH_BOTTOM}"/>
    </linearGradient>
    <clipPath id="tile"><rect x="24" y="24" width="464" height="464" rx="92"/></clipPath>
  </defs>
  <g clip-path="url(#tile)">
    <rect x="0" y="0" width="512" height="{horizon}" fill="url(#sky)"/>
    <rect x="0" y="{horizon}" width="512" height="{512 - horizon}" fill="url(#earth)"/>
    <rect x="0" y="{horizon - 6}" width="512" height="26" fill="{GRASS_DARK}"/>
    {blades}
  </g>"""


def face(cx, cy, r, eye_scale=1.0, details=True):
    """The worm's head: a pink disc with eyes, cheeks and a smile, outlined."""
    e = 0.39 * r  # eye spacing
    ew, eh = 0.27 * r * eye_scale, 0.33 * r * eye_scale
    parts = [f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{BODY}" stroke="{OUTLINE}" stroke-width="{0.11 * r:.1f}"/>']
    for side in (-1, 1):
        x = cx + side * e
        parts.append(f'<ellipse cx="{x:.1f}" cy="{cy - 0.12 * r:.1f}" rx="{ew:.1f}" ry="{eh:.1f}" fill="#ffffff"/>')
        parts.append(f'<ellipse cx="{x + 0.04 * r * side:.1f}" cy="{cy - 0.06 * r:.1f}" rx="{0.6 * ew:.1f}" '
                     f'ry="{0.62 * eh:.1f}" fill="{PUPIL}"/>')
        if details:
            parts.append(f'<circle cx="{x - 0.06 * r:.1f}" cy="{cy - 0.2 * r:.1f}" r="{0.09 * r:.1f}" fill="#ffffff"/>')
            parts.append(f'<ellipse cx="{cx + side * 0.66 * r:.1f}" cy="{cy + 0.3 * r:.1f}" rx="{0.17 * r:.1f}" '
                         f'ry="{0.1 * r:.1f}" fill="{CHEEK}"/>')
    w = 0.36 * r
    parts.append(f'<path d="M{cx - w:.1f},{cy + 0.22 * r:.1f} Q{cx:.1f},{cy + 0.62 * r:.1f} {cx + w:.1f},{cy + 0.22 * r:.1f}" '
                 f'fill="none" stroke="{MOUTH}" stroke-width="{0.1 * r:.1f}" stroke-linecap="round"/>')
    return "\n  ".join(parts)


def svg(body):
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">{body}\n</svg>\n'


def full_icon():
    """The worm rising from its hole under the grass, as in the game."""
    blades = [(x, (x * 7) % 23 - 11, 44 + (x * 13) % 30, GRASS if i % 2 else GRASS_DARK)
              for i, x in enumerate(range(36, 490, 26))]
    body_path = "M256,430 C236,380 282,330 256,250"
    rings = "".join(
        f'<path d="M{x - 46},{y} Q{x},{y + 22} {x + 46},{y}" fill="none" stroke="{SHADE}" stroke-width="9" '
        f'stroke-linecap="round"/>' for x, y in ((250, 396), (262, 352), (258, 308)))
    return svg(tile(150, blades) + f"""
  <g clip-path="url(#tile)">
    <ellipse cx="256" cy="432" rx="150" ry="42" fill="#46281a"/>
    <ellipse cx="256" cy="432" rx="118" ry="30" fill="#20120a"/>
    <path d="{body_path}" fill="none" stroke="{OUTLINE}" stroke-width="130" stroke-linecap="round"/>
    <path d="{body_path}" fill="none" stroke="{SHADE}" stroke-width="108" stroke-linecap="round"/>
    <path d="M250,430 C230,380 276,330 250,250" fill="none" stroke="{BODY}" stroke-width="92" stroke-linecap="round"/>
    {rings}
    <path d="M120,432 A136,34 0 0 0 392,432 L392,488 L120,488 Z" fill="#20120a"/>
    <path d="M106,440 A150,42 0 0 0 406,440 L406,488 L106,488 Z" fill="url(#earth)"/>
  </g>
  {face(256, 196, 118)}""")


def small_icon():
    """The face alone on the tile, bolder, for 16 to 32 pixels."""
    blades = [(x, 0, 40, GRASS) for x in range(40, 480, 40)]
    return svg(tile(300, blades) + "\n  " + face(256, 262, 196, eye_scale=1.15, details=False))


def render(svg_path, size, png_path):
    with tempfile.NamedTemporaryFile(suffix=".png") as raw:
        subprocess.run(["rsvg-convert", "-w", str(size), "-h", str(size), "-o", raw.name, str(svg_path)], check=True)
        pngsub.save(Image.open(raw.name).convert("RGBA"), png_path)


if __name__ == "__main__":
    scalable = OUT / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    (scalable / f"{APP_ID}.svg").write_text(full_icon())
    with tempfile.TemporaryDirectory() as tmp:
        simple = Path(tmp) / "small.svg"
        simple.write_text(small_icon())
        for size in SIZES:
            folder = OUT / "hicolor" / f"{size}x{size}" / "apps"
            folder.mkdir(parents=True, exist_ok=True)
            render(simple if size <= SMALL else scalable / f"{APP_ID}.svg", size, folder / f"{APP_ID}.png")
    print(f"wrote {APP_ID}.svg and {len(SIZES)} PNG sizes to {OUT}/hicolor")
