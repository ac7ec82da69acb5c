#!/usr/bin/env python3
"""Bakes Worm's bitmap font: font.fnt (AngelCode BMFont, text format) and its pages font_0.png, font_1.png...
(white glyphs, dark outline), and the same at 2x and 4x (font@2x.fnt with font@2x_0.png..., font@4x.fnt...),
rendered from the outlines at that size, not scaled (R21).

The glyphs come from DejaVu Sans Condensed Bold (Debian's fonts-dejavu-core; DejaVu fonts licence, a free licence
derived from the Bitstream Vera licence). Covers ASCII, Latin-1, Latin Extended-A and Cyrillic (U+0400-U+045F,
R90), and U+FFFD drawn as a hollow box: the game draws it for any character the font lacks. The glyphs of the
French-only font before them come first, so the 1x page 0 holds them where it did, pixel for pixel.
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
SCALES = (1, 2, 4)  # the sets baked (R21)
FIRST = [chr(c) for c in range(32, 127)] + list("àâäæçéèêëîïôöœùûüÿÀÂÄÆÇÉÈÊËÎÏÔÖŒÙÛÜŸ«»’…€°")
MORE = ([chr(c) for c in range(0xA0, 0x100)] + [chr(c) for c in range(0x100, 0x180)]
        + [chr(c) for c in range(0x400, 0x460)] + list("‘“”„–—•№"))
CHARS = FIRST + [ch for ch in dict.fromkeys(MORE) if ch not in FIRST]
BOX = "\ufffd"  # drawn for a character the font lacks


def box_image(font, k):
    """A hollow box as tall as a capital, in the glyphs' white with their dark outline."""
    stroke, line = STROKE * k, k
    cap = font.getbbox("H")
    w, h = round(SIZE * k * 0.5) + 2 * stroke, cap[3] - cap[1] + 2 * stroke
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rectangle([0, 0, w - 1, h - 1], outline=(40, 24, 16, 255), width=2 * stroke + line)
    d.rectangle([stroke, stroke, w - 1 - stroke, h - 1 - stroke], outline=(255, 255, 255, 255), width=line)
    return img, (0, cap[1] - stroke), round(SIZE * k * 0.5) + 2 * k


def bake(k):
    """Writes the font at `k` times its size: font.fnt at 1, font@2x.fnt at 2..., with their pages."""
    size, stroke, side = SIZE * k, STROKE * k, PAGE * k
    stem = "font" if k == 1 else f"font@{k}x"
    font = ImageFont.truetype(FONT, size)
    ascent, descent = font.getmetrics()
    line_height = ascent + descent + 2 * stroke
    base = ascent + stroke
    pages = [Image.new("RGBA", (side, side), (0, 0, 0, 0))]
    draw = ImageDraw.Draw(pages[0])
    x, y, row_h = 1, 1, 0
    entries = []

    def place(w, h):
        """Where the next w x h box goes, on a new row or a new page when full."""
        nonlocal x, y, row_h, draw
        if x + w + 1 > side:
            x, y, row_h = 1, y + row_h + 1, 0
        if y + h + 1 > side:
            pages.append(Image.new("RGBA", (side, side), (0, 0, 0, 0)))
            draw = ImageDraw.Draw(pages[-1])
            x, y, row_h = 1, 1, 0
        at = (x, y)
        x += w + 1
        row_h = max(row_h, h)
        return at

    for ch in CHARS:
        advance = round(font.getlength(ch))
        box = font.getbbox(ch, stroke_width=stroke)  # relative to the pen at the top of the ascent
        w, h = box[2] - box[0], box[3] - box[1]
        if ch.isspace() or ch == "\u00ad" or w <= 2 * stroke or h <= 2 * stroke:  # spaces and the soft hyphen: no ink
            entries.append((ord(ch), 0, 0, 0, 0, 0, 0, advance, 0))
            continue
        gx, gy = place(w, h)
        draw.text((gx - box[0], gy - box[1]), ch, font=font, fill=(255, 255, 255, 255),
                  stroke_width=stroke, stroke_fill=(40, 24, 16, 255))
        entries.append((ord(ch), gx, gy, w, h, box[0], box[1] + stroke, advance, len(pages) - 1))
    img, (xo, yo), advance = box_image(font, k)
    gx, gy = place(img.width, img.height)
    pages[-1].alpha_composite(img, (gx, gy))
    entries.append((ord(BOX), gx, gy, img.width, img.height, xo, yo + stroke, advance, len(pages) - 1))
    # The last page only as tall as its glyphs: texture memory counts at 4x (a Raspberry Pi).
    pages[-1] = pages[-1].crop((0, 0, side, y + row_h + 1))
    names = [f"{stem}_{i}.png" for i in range(len(pages))]
    for page, name in zip(pages, names):
        pngsub.save(page, OUT / name)
    lines = [
        f'info face="DejaVu Sans Condensed Bold" size={size} bold=1 italic=0 charset="" unicode=1 stretchH=100 smooth=1 aa=1 '
        f'padding=0,0,0,0 spacing=1,1 outline={stroke}',
        f"common lineHeight={line_height} base={base} scaleW={side} scaleH={side} pages={len(pages)} packed=0",
    ] + [f'page id={i} file="{name}"' for i, name in enumerate(names)] + [f"chars count={len(entries)}"]
    for cid, cx, cy, w, h, xo, yo, adv, page in entries:
        lines.append(f"char id={cid} x={cx} y={cy} width={w} height={h} xoffset={xo} yoffset={yo} "
                     f"xadvance={adv} page={page} chnl=15")
    lines.append("kernings count=0")
    (OUT / f"{stem}.fnt").write_text("\n".join(lines) + "\n")
    print(f"wrote {stem}.fnt and {', '.join(names)} ({len(entries)} glyphs) to {OUT}")


def main():
    for k in SCALES:
        bake(k)


if __name__ == "__main__":
    main()
