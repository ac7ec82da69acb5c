#!/usr/bin/env python3
"""Bakes Worm's bitmap font: font.fnt (AngelCode BMFont, text format) and font_0.png (white glyphs, dark outline).

The glyphs come from DejaVu Sans Condensed Bold (Debian's fonts-dejavu-core; DejaVu fonts licence, a free licence
derived from the Bitstream Vera licence). Covers ASCII and the French accented letters.
Usage: python3 scripts/assets/make_font.py [OUTPUT_DIR]   (needs Pillow)
"""
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

import pngsub

OUT = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[2] / "Resources")
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf"
SIZE = 17
STROKE = 2
PAGE = 256
CHARS = [chr(c) for c in range(32, 127)] + list("àâäæçéèêëîïôöœùûüÿÀÂÄÆÇÉÈÊËÎÏÔÖŒÙÛÜŸ«»’…€°")


def main():
    font = ImageFont.truetype(FONT, SIZE)
    ascent, descent = font.getmetrics()
    line_height = ascent + descent + 2 * STROKE
    base = ascent + STROKE
    page = Image.new("RGBA", (PAGE, PAGE), (0, 0, 0, 0))
    draw = ImageDraw.Draw(page)
    x, y, row_h = 1, 1, 0
    entries = []
    for ch in CHARS:
        advance = round(font.getlength(ch))
        box = font.getbbox(ch, stroke_width=STROKE)  # relative to the pen at the top of the ascent
        if ch == " ":
            entries.append((ord(ch), 0, 0, 0, 0, 0, 0, advance))
            continue
        w, h = box[2] - box[0], box[3] - box[1]
        if x + w + 1 > PAGE:
            x, y, row_h = 1, y + row_h + 1, 0
        if y + h + 1 > PAGE:
            raise SystemExit("font page too small")
        draw.text((x - box[0], y - box[1]), ch, font=font, fill=(255, 255, 255, 255),
                  stroke_width=STROKE, stroke_fill=(40, 24, 16, 255))
        entries.append((ord(ch), x, y, w, h, box[0], box[1] + STROKE, advance))
        x += w + 1
        row_h = max(row_h, h)
    pngsub.save(page, OUT / "font_0.png")
    lines = [
        f'info face="DejaVu Sans Condensed Bold" size={SIZE} bold=1 italic=0 charset="" unicode=1 stretchH=100 smooth=1 aa=1 '
        f'padding=0,0,0,0 spacing=1,1 outline={STROKE}',
        f"common lineHeight={line_height} base={base} scaleW={PAGE} scaleH={PAGE} pages=1 packed=0",
        'page id=0 file="font_0.png"',
        f"chars count={len(entries)}",
    ]
    for cid, cx, cy, w, h, xo, yo, adv in entries:
        lines.append(f"char id={cid} x={cx} y={cy} width={w} height={h} xoffset={xo} yoffset={yo} "
                     f"xadvance={adv} page=0 chnl=15")
    lines.append("kernings count=0")
    (OUT / "font.fnt").write_text("\n".join(lines) + "\n")
    print(f"wrote font.fnt and font_0.png ({len(entries)} glyphs) to {OUT}")


if __name__ == "__main__":
    main()
