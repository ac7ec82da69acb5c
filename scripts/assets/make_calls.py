#!/usr/bin/env python3
"""Synthesises audio play's calls (R110): call-KIND-ROW.wav for KIND worm, golden and beetle and ROW 0 (top) to 2.

Each row has its own pitch, the top row highest (a fifth between rows: 880, 587 and 392 Hz), so a player hears
where a worm is up and down; the game pans each call by its column. Each kind has a timbre of its own: a worm
chirps twice (a sine gliding up), a golden worm rings (a bell's inharmonic partials, with a shimmer), a beetle
rattles (a bright sawtooth at the row's pitch, chopped into quick clicks), so a player knows which to catch and
which to leave. The beetle's rattle sits at the row's pitch with its harmonics above, where the music's bass
(65-131 Hz and its second partial) has nothing: the old low square buzz, an octave down, hid under it.
Every call lasts under 240 ms, so calls started 250 ms apart (the game's CallSchedule) never overlap, and peaks
at PEAK of full scale, so a call, the catch, the miss and the music (x0.35 in the mixer) add up below full scale.
Pitch comes from these pre-made files, never from resampling at run time. Mono, 16-bit, 44.1 kHz, like hit.wav
and miss.wav. Deterministic: running it again gives the same files.
Usage: python3 scripts/assets/make_calls.py [OUTPUT_DIR]   (needs numpy)
"""
import sys
import wave
from pathlib import Path

import numpy as np

OUT = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[2] / "Resources")
RATE = 44100
PITCHES = [880.0, 587.33, 392.0]  # rows 0 (top), 1, 2
PEAK = 0.28  # each call's peak, of full scale


def envelope(n, attack, release):
    """A linear attack, a sustain, and a linear release, in seconds."""
    env = np.ones(n)
    a, r = int(attack * RATE), int(release * RATE)
    env[:a] = np.linspace(0, 1, a, endpoint=False)
    env[n - r:] = np.linspace(1, 0, r)
    return env


def tone(freq_curve):
    """A sine following the frequency curve (Hz per sample)."""
    return np.sin(2 * np.pi * np.cumsum(freq_curve) / RATE)


def worm(freq):
    """Two short chirps gliding up a little: "pip-pip"."""
    n = int(0.075 * RATE)
    glide = np.linspace(freq * 0.94, freq * 1.06, n)
    chirp = (tone(glide) + 0.25 * tone(glide * 2)) * envelope(n, 0.005, 0.03)
    gap = np.zeros(int(0.04 * RATE))
    return np.concatenate([chirp, gap, chirp])


def golden(freq):
    """A bell: inharmonic partials decaying at their own rates, with a slow shimmer; 230 ms."""
    n = int(0.23 * RATE)
    t = np.arange(n) / RATE
    partials = [(1.0, 1.0, 0.30), (2.76, 0.5, 0.14), (5.40, 0.3, 0.08), (8.93, 0.15, 0.05)]
    bell = sum(amp * np.sin(2 * np.pi * freq * ratio * t) * np.exp(-t / decay) for ratio, amp, decay in partials)
    shimmer = 1 + 0.2 * np.sin(2 * np.pi * 18 * t)
    return bell * shimmer * envelope(n, 0.002, 0.02)


def beetle(freq):
    """A rattle: a sawtooth at the row's pitch (every harmonic, bright), chopped into eight clicks 25 ms apart."""
    n = int(0.2 * RATE)
    t = np.arange(n) / RATE
    saw = 2 * ((freq * t) % 1.0) - 1
    click = int(0.025 * RATE)
    chop = np.exp(-(np.arange(n) % click) / RATE / 0.006)
    return saw * chop * envelope(n, 0.002, 0.02)


def write(path, samples, gain):
    peak = np.max(np.abs(samples)) or 1
    data = (samples / peak * gain * 32767).astype("<i2")
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in (("worm", worm), ("golden", golden), ("beetle", beetle)):
        for row, freq in enumerate(PITCHES):
            write(OUT / f"call-{name}-{row}.wav", make(freq), PEAK)


if __name__ == "__main__":
    main()
