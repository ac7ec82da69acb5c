"""Writes PNG files whose rows all use the Sub filter.

Pillow picks Paeth for most rows, which is the slowest filter to undo; the game decodes its images at
every start, and Sub decodes about a quarter faster for a few per cent more bytes.
"""
import struct
import zlib

import numpy as np


def save(image, path):
    """Saves a Pillow RGB or RGBA image as an 8-bit PNG with the Sub filter on every row."""
    mode = image.mode
    if mode not in ("RGB", "RGBA"):
        image = image.convert("RGBA")
        mode = "RGBA"
    pixels = np.asarray(image, dtype=np.uint8)
    height, width, channels = pixels.shape
    sub = pixels.astype(np.int16)
    sub[:, 1:, :] -= pixels[:, :-1, :].astype(np.int16)
    rows = (sub % 256).astype(np.uint8).reshape(height, width * channels)
    raw = np.concatenate([np.ones((height, 1), np.uint8), rows], axis=1).tobytes()

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    color_type = 6 if mode == "RGBA" else 2
    header = struct.pack(">IIBBBBB", width, height, 8, color_type, 0, 0, 0)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", header))
        f.write(chunk(b"IDAT", zlib.compress(raw, 9)))
        f.write(chunk(b"IEND", b""))
