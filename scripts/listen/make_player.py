#!/usr/bin/env python3
"""Writes scripts/listen/player.jsonl: the input script of the listening check's rounds (docs/ACCESSIBILITY.md), a
player pressing a grid centre every 450-750 ms from 5.2 s (after the countdown) to 64 s, the cells in a fixed
random order, so a round catches some worms and misses often, as a player learning audio play does.
Deterministic: the same file each time. Usage: python3 scripts/listen/make_player.py
"""
import json
import random
from pathlib import Path

COLUMNS, ROWS = [55, 160, 265], [130, 280, 430]


def main():
    rng = random.Random(27)
    lines, t = [], 5200
    while t < 64000:
        cell = rng.randrange(9)
        lines.append(json.dumps({"t": t, "type": "press", "x": COLUMNS[cell % 3], "y": ROWS[cell // 3]}))
        t += 450 + rng.randrange(300)
    (Path(__file__).resolve().parent / "player.jsonl").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
