#!/usr/bin/env python3
"""Measures how a recorded round of audio play sounds (R110): reads the PCM that SDL's disk audio driver wrote
(44.1 kHz, 16-bit little-endian, stereo, what the game opens the mixer at) and the round's event log, and reports:

  peak          the loudest sample, in dBFS
  clipped       frames with a sample at full scale (+32767 or -32768) on either side
  overlapping   % of calls that sound while another call still sounds (a call lasts as long as its file)
  near miss     % of calls that start within 300 ms of a miss sound, before or after
  beetle bass   % of the beetle calls' energy below 300 Hz, the band of the music's bass (65-131 Hz and its second
                partials), where the music masks it (from the call files)
  after miss    % of calls that start within 200 ms after a miss sound (what the game's CallSchedule keeps clear;
                a miss that comes just after a call is the player's, and no schedule can move it)

The calls and the miss come from the log's `sound` lines (`name` call or miss, their `t` in ms; a call's `kind`
and `row` name its file, call-KIND-ROW.wav in RESOURCES). An analysis script, never run by the tests.

Usage: python3 scripts/listen/measure_mix.py RECORDING.raw EVENTS.jsonl [RESOURCES]   (needs numpy)
The recording, e.g. (docs/ACCESSIBILITY.md):
  SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE=round.raw worm --mode arcade --audio-play \
      --seed 2718 --replay scripts/listen/player.jsonl --duration 66 --events round.jsonl --data-dir DIR
"""
import json
import sys
import wave
from pathlib import Path

import numpy as np

NEAR_MISS_MS = 300
AFTER_MISS_MS = 200
BASS_HZ = 300


def call_lengths(resources):
    """Each call file's length in ms, by (kind, row)."""
    lengths = {}
    for kind in ("worm", "golden", "beetle"):
        for row in range(3):
            with wave.open(str(resources / f"call-{kind}-{row}.wav")) as w:
                lengths[(kind, row)] = 1000 * w.getnframes() / w.getframerate()
    return lengths


def bass_share(resources):
    """The share of the beetle calls' energy below BASS_HZ, in %."""
    low = total = 0.0
    for row in range(3):
        with wave.open(str(resources / f"call-beetle-{row}.wav")) as w:
            samples = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(float)
            spectrum = np.abs(np.fft.rfft(samples)) ** 2
            freqs = np.fft.rfftfreq(len(samples), 1 / w.getframerate())
        low += spectrum[freqs < BASS_HZ].sum()
        total += spectrum.sum()
    return 100 * low / total


def measure(recording, events, resources):
    pcm = np.fromfile(recording, dtype="<i2")
    frames = pcm[: len(pcm) // 2 * 2].reshape(-1, 2).astype(np.int32)
    peak = int(np.max(np.abs(frames))) if len(frames) else 0
    clipped = int(np.count_nonzero(np.any((frames >= 32767) | (frames <= -32768), axis=1)))
    lengths = call_lengths(resources)
    calls, misses = [], []
    for line in Path(events).read_text().splitlines():
        event = json.loads(line)
        if event.get("type") != "sound":
            continue
        if event.get("name") == "call":
            kind = "worm" if event.get("kind", "normal") == "normal" else event["kind"]
            calls.append((event["t"], event["t"] + lengths[(kind, event["row"])]))
        elif event.get("name") == "miss":
            misses.append(event["t"])
    overlapping = sum(1 for i, (start, end) in enumerate(calls)
                      if any(j != i and other_start < end and start < other_end
                             for j, (other_start, other_end) in enumerate(calls)))
    near_miss = sum(1 for start, _ in calls if any(abs(start - miss) < NEAR_MISS_MS for miss in misses))
    after_miss = sum(1 for start, _ in calls if any(0 <= start - miss < AFTER_MISS_MS for miss in misses))
    gaps = [b[0] - a[0] for a, b in zip(calls, calls[1:])]
    return {
        "seconds": len(frames) / 44100,
        "peak_dbfs": 20 * np.log10(peak / 32768) if peak else float("-inf"),
        "clipped_frames": clipped,
        "calls": len(calls),
        "misses": len(misses),
        "overlapping_pct": 100 * overlapping / len(calls) if calls else 0.0,
        "overlapping": overlapping,
        "near_miss_pct": 100 * near_miss / len(calls) if calls else 0.0,
        "near_miss": near_miss,
        "after_miss": after_miss,
        "least_gap_ms": min(gaps) if gaps else None,
        "beetle_bass_pct": bass_share(resources),
    }


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit("usage: measure_mix.py RECORDING.raw EVENTS.jsonl [RESOURCES]")
    resources = Path(sys.argv[3]) if len(sys.argv) == 4 else Path(__file__).resolve().parents[2] / "Resources"
    m = measure(sys.argv[1], sys.argv[2], resources)
    print(f"{m['seconds']:.1f} s recorded; peak {m['peak_dbfs']:.1f} dBFS; {m['clipped_frames']} clipped frames; "
          f"{m['calls']} calls, {m['overlapping']} ({m['overlapping_pct']:.0f} %) overlapping another; "
          f"{m['near_miss']} ({m['near_miss_pct']:.0f} %) within {NEAR_MISS_MS} ms of a miss ({m['misses']} misses), "
          f"{m['after_miss']} within {AFTER_MISS_MS} ms after one; "
          f"least gap between two calls' starts {m['least_gap_ms']} ms; "
          f"{m['beetle_bass_pct']:.0f} % of a beetle's call below {BASS_HZ} Hz")


if __name__ == "__main__":
    main()
