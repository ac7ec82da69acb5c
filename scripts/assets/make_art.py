#!/usr/bin/env python3
"""Draws Worm's images: background.png (320x480), worm.png, golden.png and beetle.png (60x60 RGBA),
particle.png (soft white dot) and cloud.png (96x48, the title's drifting cloud).

Each image but the particle (a soft dot, as sharp scaled as drawn) is also drawn at 2x and 4x
(`name@2x.png`, `name@4x.png`, R21) by the same code at that resolution, not scaled up from 1x; the 1x
files are what they were before the larger ones were added, byte for byte.
Everything is drawn from code with a fixed random seed, so running it again gives the same files.
Usage: python3 scripts/assets/make_art.py [OUTPUT_DIR]   (needs Pillow and numpy from PyPI)
"""
import math
import random
import sys
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

import pngsub

OUT = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[2] / "Resources")
SS = 4  # supersampling factor for smooth edges
SCALES = (1, 2, 4)  # the sets drawn (R21)


def named(name, k):
    """The file name of image `name` at scale `k`: name.png, name@2x.png, name@4x.png."""
    return name if k == 1 else name.replace(".png", f"@{k}x.png")


def dilate(alpha, radius):
    """The alpha grown by `radius` pixels in a square (a MaxFilter of side 2 radius + 1), in steps of one
    pixel when large, which gives the same pixels far faster."""
    if radius <= 4:
        return alpha.filter(ImageFilter.MaxFilter(2 * radius + 1))
    for _ in range(radius):
        alpha = alpha.filter(ImageFilter.MaxFilter(3))
    return alpha


def lerp(a, b, t):
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))


def background(k=1):
    SS = globals()["SS"] * k
    w, h = 320, 480
    rng = random.Random(7)
    img = Image.new("RGB", (w * SS, h * SS))
    d = ImageDraw.Draw(img)
    horizon = 78
    # Sky: a soft gradient behind the message line.
    for y in range(horizon * SS):
        d.line([(0, y), (w * SS, y)], fill=lerp((120, 190, 240), (196, 232, 250), y / (horizon * SS)))
    # Two soft clouds.
    for cx, cy, s in [(70, 30, 1.0), (250, 52, 0.8)]:
        for dx, dy, r in [(-18, 4, 12), (0, -2, 16), (18, 3, 13), (32, 6, 9)]:
            x, y, rr = (cx + dx * s) * SS, (cy + dy * s) * SS, r * s * SS
            d.ellipse([x - rr, y - rr, x + rr, y + rr], fill=(250, 252, 255))
    # Soil: warm browns getting darker with depth, in wavy strata.
    soil_top = horizon + 10
    for y in range(soil_top * SS - 12 * SS, h * SS):
        t = (y / SS - soil_top) / (h - soil_top)
        d.line([(0, y), (w * SS, y)], fill=lerp((150, 98, 58), (92, 56, 34), max(0.0, t)))
    for band in range(5):
        base = soil_top + 60 + band * 78
        pts = [(x * SS, (base + 6 * math.sin(x / 37 + band) + 3 * math.sin(x / 11 + band * 2)) * SS)
               for x in range(0, w + 1, 4)]
        shade = lerp((128, 82, 48), (80, 48, 28), band / 5)
        d.line(pts, fill=shade, width=5 * SS)
    # Pebbles and specks.
    for _ in range(70):
        x, y = rng.uniform(0, w), rng.uniform(soil_top + 8, h - 4)
        r = rng.uniform(1.5, 5)
        g = rng.randint(120, 175)
        d.ellipse([(x - r) * SS, (y - r * 0.7) * SS, (x + r) * SS, (y + r * 0.7) * SS],
                  fill=(g, int(g * 0.86), int(g * 0.72)))
        d.ellipse([(x - r * 0.5) * SS, (y - r * 0.5) * SS, x * SS, (y - r * 0.1) * SS],
                  fill=(min(255, g + 40), min(255, int(g * 0.86) + 40), min(255, int(g * 0.72) + 40)))
    for _ in range(900):
        x, y = rng.uniform(0, w), rng.uniform(soil_top, h)
        c = rng.choice([(110, 70, 40), (170, 118, 72), (70, 42, 24)])
        d.rectangle([x * SS, y * SS, (x + 1) * SS, (y + 1) * SS], fill=c)
    # Roots hanging from the grass.
    for _ in range(14):
        x = rng.uniform(5, w - 5)
        y = soil_top - 4
        pts = []
        for i in range(rng.randint(8, 16)):
            pts.append((x * SS, y * SS))
            x += rng.uniform(-3, 3)
            y += rng.uniform(2, 5)
        d.line(pts, fill=(196, 160, 110), width=SS)
    # Grass: a band with blades over the soil's edge.
    d.rectangle([0, (horizon - 2) * SS, w * SS, (soil_top - 2) * SS], fill=(84, 160, 60))
    for _ in range(420):
        x = rng.uniform(-2, w + 2)
        base = rng.uniform(soil_top - 4, soil_top + 2)
        hgt = rng.uniform(8, 20)
        lean = rng.uniform(-4, 4)
        g = rng.choice([(72, 150, 50), (98, 178, 66), (60, 128, 42), (120, 196, 80)])
        d.polygon([((x - 1.4) * SS, base * SS), ((x + 1.4) * SS, base * SS), ((x + lean) * SS, (base - hgt) * SS)],
                  fill=g)
    img = img.resize((w * k, h * k), Image.LANCZOS)
    pngsub.save(img, OUT / named("background.png", k))


def hole(k=1):
    """A 60 x 60 sprite (supersampled, times `k`) with a hole and its mound of earth at the bottom, and a pen on it."""
    SS = globals()["SS"] * k
    s = 60 * SS
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.ellipse([6 * SS, 46 * SS, 54 * SS, 59 * SS], fill=(70, 40, 22, 255))
    d.ellipse([12 * SS, 48 * SS, 48 * SS, 57 * SS], fill=(32, 18, 10, 255))
    return img, d


def worm(name="worm.png", body=(238, 120, 140, 255), shade=(204, 86, 112, 255), edge=(90, 30, 45, 0),
         cheek=(255, 160, 170, 255), sparkle=False, k=1):
    s, u = 60 * SS * k, SS * k
    img, d = hole(k)
    # Body: overlapping discs along a curve rising out of the hole.
    path = [(30 + 6 * math.sin(t * 2.2), 52 - 34 * t) for t in np.linspace(0, 1, 28)]
    for i, (x, y) in enumerate(path):
        r = 9.5 - 1.2 * (i / len(path))
        d.ellipse([(x - r + 1) * u, (y - r + 1) * u, (x + r + 1) * u, (y + r + 1) * u], fill=shade)
    for i, (x, y) in enumerate(path):
        r = 9.0 - 1.2 * (i / len(path))
        d.ellipse([(x - r) * u, (y - r) * u, (x + r) * u, (y + r) * u], fill=body)
    # Segment rings.
    for t in (0.18, 0.36, 0.54):
        x, y = path[int(t * (len(path) - 1))]
        d.arc([(x - 8.5) * u, (y - 3) * u, (x + 8.5) * u, (y + 3) * u], 20, 160, fill=shade, width=int(1.3 * u))
    # Head.
    hx, hy = path[-1]
    d.ellipse([(hx - 11) * u, (hy - 10) * u, (hx + 11) * u, (hy + 11) * u], fill=body)
    # Eyes with highlights.
    for ex in (-4.5, 4.5):
        d.ellipse([(hx + ex - 3.6) * u, (hy - 4.8) * u, (hx + ex + 3.6) * u, (hy + 2.6) * u], fill=(255, 255, 255, 255))
        d.ellipse([(hx + ex - 1.8) * u, (hy - 2.4) * u, (hx + ex + 1.8) * u, (hy + 1.6) * u], fill=(30, 20, 30, 255))
        d.ellipse([(hx + ex - 1.0) * u, (hy - 2.0) * u, (hx + ex + 0.2) * u, (hy - 0.8) * u], fill=(255, 255, 255, 255))
    # Cheeks and a smile.
    for ex in (-7.5, 7.5):
        d.ellipse([(hx + ex - 2.2) * u, (hy + 2.5) * u, (hx + ex + 2.2) * u, (hy + 5) * u], fill=cheek)
    d.arc([(hx - 4) * u, (hy + 1) * u, (hx + 4) * u, (hy + 7) * u], 20, 160, fill=(120, 30, 50, 255), width=int(1.4 * u))
    # A dark outline, drawn from the alpha, so the worm reads on any background.
    alpha = img.split()[3]
    outline = dilate(alpha, u)
    if sparkle:
        # Four-pointed glints around the head: a golden worm reads as special at a glance.
        for gx, gy, r in [(hx - 17, hy - 8, 4.5), (hx + 16, hy - 12, 3.5), (hx + 13, hy + 12, 3.0)]:
            d.polygon([((gx - r) * u, gy * u), (gx * u, (gy - 0.3 * r) * u), ((gx + r) * u, gy * u),
                       (gx * u, (gy + 0.3 * r) * u)], fill=(255, 255, 220, 255))
            d.polygon([(gx * u, (gy - r) * u), ((gx + 0.3 * r) * u, gy * u), (gx * u, (gy + r) * u),
                       ((gx - 0.3 * r) * u, gy * u)], fill=(255, 255, 220, 255))
        alpha = img.split()[3]
        outline = dilate(alpha, u)
    under = Image.new("RGBA", (s, s), edge)
    under.putalpha(outline)
    under.alpha_composite(img)
    pngsub.save(under.resize((60 * k, 60 * k), Image.LANCZOS), OUT / named(name, k))


def beetle(k=1):
    """A dark, shiny beetle with six legs and feelers: a decoy that must not look like a worm."""
    s, u = 60 * SS * k, SS * k
    img, d = hole(k)
    leg = (30, 24, 40, 255)
    for side in (-1, 1):
        for i, (ly, reach) in enumerate([(24, 15), (31, 17), (38, 15)]):
            x0 = 30 + side * 8
            d.line([(x0 * u, ly * u), ((30 + side * reach) * u, (ly - 3 + i * 3) * u),
                    ((30 + side * (reach + 5)) * u, (ly + 4 + i * 2) * u)], fill=leg, width=int(2.2 * u))
        d.line([((30 + side * 3) * u, 12 * u), ((30 + side * 9) * u, 4 * u), ((30 + side * 13) * u, 5 * u)],
               fill=leg, width=int(1.8 * u))
    # Shell: two wing cases split down the middle, with a green-violet sheen.
    d.ellipse([15 * u, 17 * u, 45 * u, 49 * u], fill=(40, 30, 70, 255))
    d.ellipse([17 * u, 19 * u, 43 * u, 47 * u], fill=(70, 52, 120, 255))
    d.line([(30 * u, 19 * u), (30 * u, 47 * u)], fill=(30, 20, 50, 255), width=int(1.6 * u))
    d.ellipse([20 * u, 22 * u, 27 * u, 33 * u], fill=(120, 200, 170, 255))
    d.ellipse([21 * u, 23 * u, 25 * u, 28 * u], fill=(210, 250, 235, 255))
    # Head with small red eyes: unfriendly.
    d.ellipse([21 * u, 8 * u, 39 * u, 22 * u], fill=(34, 26, 48, 255))
    for ex in (-4, 4):
        d.ellipse([(30 + ex - 2.2) * u, 12 * u, (30 + ex + 2.2) * u, 16.4 * u], fill=(230, 60, 50, 255))
    alpha = img.split()[3]
    outline = dilate(alpha, u)
    under = Image.new("RGBA", (s, s), (250, 240, 200, 0))
    under.putalpha(outline.point(lambda a: min(a, 200)))
    under.alpha_composite(img)
    pngsub.save(under.resize((60 * k, 60 * k), Image.LANCZOS), OUT / named("beetle.png", k))


def cloud(k=1):
    """A soft white cloud, 96 x 48, for the title's sky."""
    SS = globals()["SS"] * k
    w, h = 96, 48
    img = Image.new("RGBA", (w * SS, h * SS), (255, 255, 255, 0))  # white under the edge: no grey fringe
    d = ImageDraw.Draw(img)
    for cx, cy, r, g in [(26, 30, 14, 236), (46, 22, 18, 246), (68, 28, 15, 240), (50, 34, 14, 250), (80, 34, 9, 236)]:
        d.ellipse([(cx - r) * SS, (cy - r) * SS, (cx + r) * SS, (cy + r) * SS], fill=(g, g + 4 if g < 251 else 255, 255, 255))
    img = img.filter(ImageFilter.GaussianBlur(SS * 1.2))
    pngsub.save(img.resize((w * k, h * k), Image.LANCZOS), OUT / named("cloud.png", k))


def particle():
    size = 16
    yy, xx = np.mgrid[0:size, 0:size]
    r = np.hypot(xx - (size - 1) / 2, yy - (size - 1) / 2) / (size / 2)
    a = np.clip(1 - r, 0, 1) ** 1.6
    rgba = np.zeros((size, size, 4), np.uint8)
    rgba[..., :3] = 255
    rgba[..., 3] = (a * 255).round().astype(np.uint8)
    pngsub.save(Image.fromarray(rgba, "RGBA"), OUT / "particle.png")


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    for k in SCALES:
        background(k)
        worm(k=k)
        worm("golden.png", body=(250, 204, 60, 255), shade=(214, 150, 30, 255), edge=(120, 70, 10, 0),
             cheek=(255, 150, 90, 255), sparkle=True, k=k)
        beetle(k)
        cloud(k)
    particle()
    print(f"wrote background, worm, golden, beetle and cloud at {', '.join(f'{k}x' for k in SCALES)}, "
          f"and particle.png, to {OUT}")
