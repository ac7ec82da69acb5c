#!/usr/bin/env python3
"""Synthesises Worm's sounds: music.ogg and music.mp3 (a 24 s loop), hit.wav and miss.wav.

The music is rendered into a buffer of exactly the loop's length, and every note's tail that runs past
the end is wrapped round to the start, so the loop has no click and no gap. The MP3 is for players who
expect the original's format; the game prefers the OGG, which loops sample-exactly.
Usage: python3 scripts/assets/make_sound.py [OUTPUT_DIR]   (needs numpy; oggenc and lame from Debian's
vorbis-tools and lame packages)
"""
import subprocess
import sys
import wave
from pathlib import Path

import numpy as np

OUT = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[2] / "Resources")
RATE = 44100
BPM = 120
BEAT = 60 / BPM
BARS = 12
LOOP = int(round(BARS * 4 * BEAT * RATE))  # 24 s


def midi(n):
    return 440.0 * 2 ** ((n - 69) / 12)


def envelope(n, attack, decay):
    t = np.arange(n) / RATE
    env = np.minimum(1.0, t / attack) * np.exp(-t / decay)
    return env


def mallet(freq, dur, decay=0.35):
    n = int(dur * RATE)
    t = np.arange(n) / RATE
    tone = np.sin(2 * np.pi * freq * t) + 0.35 * np.sin(2 * np.pi * freq * 4 * t) * np.exp(-t / 0.05)
    return tone * envelope(n, 0.004, decay)


def pluck_bass(freq, dur):
    n = int(dur * RATE)
    t = np.arange(n) / RATE
    tone = np.sin(2 * np.pi * freq * t) + 0.3 * np.sin(2 * np.pi * 2 * freq * t)
    return np.tanh(1.5 * tone) * envelope(n, 0.006, 0.25)


def kick():
    n = int(0.25 * RATE)
    t = np.arange(n) / RATE
    f = 45 + 90 * np.exp(-t / 0.03)
    return np.sin(2 * np.pi * np.cumsum(f) / RATE) * np.exp(-t / 0.09)


def hat(rng):
    n = int(0.06 * RATE)
    noise = rng.standard_normal(n)
    noise = np.diff(noise, prepend=0)  # brighter
    return noise * np.exp(-np.arange(n) / RATE / 0.015) * 0.3


def place(buf, sound, start, gain):
    """Adds `sound` at sample `start`, wrapping what runs past the end to the start of the loop."""
    start %= LOOP
    end = start + len(sound)
    if end <= LOOP:
        buf[start:end] += gain * sound
    else:
        first = LOOP - start
        buf[start:] += gain * sound[:first]
        buf[:end - LOOP] += gain * sound[first:]


def music():
    rng = np.random.default_rng(3)
    left = np.zeros(LOOP)
    right = np.zeros(LOOP)
    chords = [(48, [60, 64, 67]), (45, [57, 60, 64]), (41, [57, 60, 65]), (43, [55, 59, 62])]
    scale = [60, 62, 64, 67, 69, 72, 74, 76]
    step = int(BEAT * RATE / 2)  # eighth notes
    melody_rng = np.random.default_rng(11)
    motif = [melody_rng.choice(scale) for _ in range(16)]
    for bar in range(BARS):
        root, chord = chords[bar % 4]
        bar_start = bar * 8 * step
        for eighth in range(8):
            s = bar_start + eighth * step
            # Bass on beats, a bounce on the off-beat.
            if eighth % 2 == 0:
                b = pluck_bass(midi(root - 12 if eighth % 4 == 0 else root), 0.4)
                place(left, b, s, 0.32)
                place(right, b, s, 0.32)
            # Kick and hat.
            if eighth % 4 == 0:
                k = kick()
                place(left, k, s, 0.45)
                place(right, k, s, 0.45)
            h = hat(rng)
            place(left, h, s, 0.25 if eighth % 2 else 0.12)
            place(right, h, s, 0.12 if eighth % 2 else 0.25)
            # Soft chord stabs on off-beats, panned.
            if eighth % 2 == 1:
                for i, note in enumerate(chord):
                    m = mallet(midi(note), 0.3, 0.12)
                    place(left, m, s, 0.06 * (1.2 if i == 0 else 0.8))
                    place(right, m, s, 0.06 * (0.8 if i == 0 else 1.2))
        # Melody: the motif, varied in the second half of each phrase and resting in the last bar of four.
        if bar % 4 != 3:
            for i in range(4):
                note = motif[(bar % 4) * 4 + i]
                if bar >= 4:
                    note += 12 if (bar + i) % 5 == 0 else 0
                m = mallet(midi(note), 0.6, 0.3)
                s = bar_start + i * 2 * step + (step if i == 3 else 0)
                place(left, m, s, 0.16)
                place(right, m, s, 0.14)
    # A little circular echo for space (wraps round too).
    delay = int(0.375 * RATE)
    left += 0.22 * np.roll(right, delay)
    right += 0.22 * np.roll(left, delay)
    stereo = np.stack([left, right], axis=1)
    stereo /= np.max(np.abs(stereo)) / 0.85
    return stereo


def hit():
    n = int(0.28 * RATE)
    t = np.arange(n) / RATE
    f = 500 + 900 * (1 - np.exp(-t / 0.04))
    pop = np.sin(2 * np.pi * np.cumsum(f) / RATE) * np.exp(-t / 0.07)
    sparkle = sum(np.sin(2 * np.pi * fr * t) * np.exp(-(t - d).clip(0) / 0.05) * (t >= d)
                  for fr, d in [(1568, 0.03), (2093, 0.07), (2637, 0.11)])
    s = 0.8 * pop + 0.25 * sparkle
    s[:64] *= np.linspace(0, 1, 64)
    s[-256:] *= np.linspace(1, 0, 256)
    return s / np.max(np.abs(s)) * 0.8


def miss():
    n = int(0.32 * RATE)
    t = np.arange(n) / RATE
    f = 260 * np.exp(-t / 0.25) + 90
    tone = np.sign(np.sin(2 * np.pi * np.cumsum(f) / RATE)) * 0.3 + np.sin(2 * np.pi * np.cumsum(f) / RATE)
    s = tone * np.exp(-t / 0.1)
    s[:64] *= np.linspace(0, 1, 64)
    s[-256:] *= np.linspace(1, 0, 256)
    # Soften the square's edges.
    s = np.convolve(s, np.ones(8) / 8, mode="same")
    return s / np.max(np.abs(s)) * 0.7


def write_wav(path, samples):
    data = np.asarray(samples)
    channels = 1 if data.ndim == 1 else data.shape[1]
    pcm = (np.clip(data, -1, 1) * 32767).round().astype("<i2")
    with wave.open(str(path), "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    write_wav(OUT / "hit.wav", hit())
    write_wav(OUT / "miss.wav", miss())
    tmp = OUT / "music-master.wav"
    write_wav(tmp, music())
    try:
        subprocess.run(["oggenc", "-Q", "-q", "3", "-o", str(OUT / "music.ogg"), str(tmp)], check=True)
        subprocess.run(["lame", "--quiet", "-b", "96", str(tmp), str(OUT / "music.mp3")], check=True)
    finally:
        tmp.unlink()
    print(f"wrote music.ogg, music.mp3 ({LOOP / RATE:.1f} s loop), hit.wav, miss.wav to {OUT}")


if __name__ == "__main__":
    main()
