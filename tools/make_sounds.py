"""Generate the game's sound effects into ``assets/sounds/`` (mono, 44.1 kHz, 16-bit WAV).

Everything is synthesised with numpy from a fixed seed, so running the script again gives
the same bytes. No third-party recordings are used.

    python tools/make_sounds.py            # write the files and print their measurements
    python tools/make_sounds.py --report   # only measure the files already there

The measurements (duration, peak, RMS, as a fraction of full scale) check that nothing clips
(peak < 0.95) and nothing is silent.
"""

from __future__ import annotations

import argparse
import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np

SR = 44100
"""Sample rate in Hz."""

SEED = 20240611
"""Seed of every random choice, so the output is reproducible."""

OUT_DIR = Path(__file__).resolve().parent.parent / "assets" / "sounds"
"""Where the WAV files go."""

Signal = np.ndarray


# -- building blocks ---------------------------------------------------------------------------


def _t(duration: float) -> Signal:
    return np.arange(int(round(duration * SR))) / SR


def _note(name: str) -> float:
    """Frequency of a note like "C5" or "G#4" (equal temperament, A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semitone = steps[name[0]] + (1 if "#" in name else 0) + 12 * (int(name[-1]) - 4)
    return 440.0 * 2.0 ** (semitone / 12.0)


def _mix(total: float, parts: list[tuple[float, Signal]]) -> Signal:
    """Place each (start time, signal) into a buffer ``total`` seconds long."""
    out = np.zeros(int(round(total * SR)))
    for start, sig in parts:
        i = int(round(start * SR))
        n = min(len(sig), len(out) - i)
        out[i : i + n] += sig[:n]
    return out


def _fade(sig: Signal, fade_in: float = 0.002, fade_out: float = 0.01) -> Signal:
    """Short linear fades so a sound never starts or stops with a click."""
    sig = sig.copy()
    a, b = int(fade_in * SR), int(fade_out * SR)
    if a:
        sig[:a] *= np.linspace(0.0, 1.0, a)
    if b:
        sig[-b:] *= np.linspace(1.0, 0.0, b)
    return sig


def _lowpass(sig: Signal, cutoff: float) -> Signal:
    """One-pole low-pass filter (soft, warm), run twice for a 12 dB/octave slope."""
    alpha = 1.0 - np.exp(-2.0 * np.pi * cutoff / SR)
    for _ in range(2):
        out = np.empty_like(sig)
        acc = 0.0
        for i, x in enumerate(sig):
            acc += alpha * (x - acc)
            out[i] = acc
        sig = out
    return sig


def _modes(
    duration: float,
    freqs: list[float],
    decays: list[float],
    amps: list[float],
    rng: np.random.Generator,
) -> Signal:
    """Sum of damped sine waves: how a small wooden or bone object rings when struck."""
    t = _t(duration)
    out = np.zeros_like(t)
    for f, d, a in zip(freqs, decays, amps, strict=True):
        out += a * np.exp(-t / d) * np.sin(2 * np.pi * f * t + rng.uniform(0, 2 * np.pi))
    return out


def _bell(freq: float, duration: float, decay: float = 0.35, bright: float = 1.0) -> Signal:
    """A soft bell: a few partials, the high ones dying faster."""
    t = _t(duration)
    partials = [(1.0, 1.0, 1.0), (2.0, 0.35 * bright, 0.6), (3.01, 0.12 * bright, 0.4),
                (4.17, 0.06 * bright, 0.25)]
    out = np.zeros_like(t)
    for ratio, amp, life in partials:
        out += amp * np.exp(-t / (decay * life)) * np.sin(2 * np.pi * freq * ratio * t)
    attack = np.minimum(1.0, t / 0.004)
    return out * attack


def _brass(freq: float, duration: float, attack: float = 0.03, release: float = 0.12) -> Signal:
    """A mellow brass-like tone: harmonics 1..7 with a gentle vibrato and swell."""
    t = _t(duration)
    vibrato = 1.0 + 0.004 * np.sin(2 * np.pi * 5.5 * t) * np.minimum(1.0, t / 0.15)
    phase = 2 * np.pi * np.cumsum(freq * vibrato) / SR
    out = np.zeros_like(t)
    for k in range(1, 8):
        out += (0.75 ** (k - 1)) / k**0.3 * np.sin(k * phase)
    env = np.minimum(1.0, t / attack) * np.minimum(1.0, (duration - t) / release)
    env *= 1.0 - 0.25 * (t / duration)
    return out * np.clip(env, 0.0, 1.0)


def _trim(sig: Signal, floor: float = 0.002, tail: float = 0.03) -> Signal:
    """Cut the near-silent end (below ``floor`` of the peak), keeping a short faded tail."""
    loud = np.nonzero(np.abs(sig) > floor * np.max(np.abs(sig)))[0]
    end = min(len(sig), int(loud[-1]) + int(tail * SR))
    return _fade(sig[:end], 0.0, tail)


def _normalise(sig: Signal, peak: float) -> Signal:
    return sig * (peak / np.max(np.abs(sig)))


# -- the effects -------------------------------------------------------------------------------


def dice_click(rng: np.random.Generator, strength: float) -> Signal:
    """One die striking wood through felt: a dull thump, a few wooden modes, a tiny noise tick."""
    dur = 0.06
    t = _t(dur)
    base = rng.uniform(1400, 2600)
    modes = _modes(
        dur,
        [base, base * rng.uniform(1.45, 1.7), base * rng.uniform(2.3, 2.8), rng.uniform(180, 320)],
        [rng.uniform(0.004, 0.009), 0.004, 0.0025, 0.012],
        [1.0, 0.55, 0.3, 0.8],
        rng,
    )
    noise = rng.standard_normal(len(t)) * np.exp(-t / 0.0015) * 0.6
    return strength * (modes + noise)


def rattle(seed: int) -> Signal:
    """Dice shaken and thrown: clusters of clicks, bouncing closer together as they settle."""
    rng = np.random.default_rng(seed)
    total = rng.uniform(0.62, 0.78)
    parts: list[tuple[float, Signal]] = []
    # The shake in the hand: a soft dense cluster.
    for _ in range(rng.integers(5, 8)):
        parts.append((rng.uniform(0.0, 0.12), dice_click(rng, rng.uniform(0.15, 0.35))))
    # Five dice landing, each bouncing 2-4 times with shrinking gaps and strength.
    for _ in range(5):
        start = rng.uniform(0.16, 0.26)
        gap = rng.uniform(0.07, 0.12)
        strength = rng.uniform(0.6, 1.0)
        for _ in range(rng.integers(2, 5)):
            if start > total - 0.07:
                break
            parts.append((start, dice_click(rng, strength)))
            start += gap
            gap *= rng.uniform(0.5, 0.7)
            strength *= rng.uniform(0.4, 0.6)
    sig = _mix(total, parts)
    # A faint rolling hiss on the felt under the clicks.
    t = _t(total)
    bed = _lowpass(rng.standard_normal(len(t)), 1800.0)
    sig += bed * 0.05 * np.exp(-np.maximum(0.0, t - 0.2) / 0.15)
    return _normalise(_fade(sig, 0.001, 0.03), 0.72)


def die_hit(rng: np.random.Generator) -> Signal:
    """One die knocking the rim or another die (issue 11); played softer for slow impacts."""
    sig = dice_click(rng, 1.0) + 0.5 * dice_click(rng, 0.6)
    return _normalise(_fade(sig, 0.0005, 0.01), 0.6)


def hold(rng: np.random.Generator) -> Signal:
    """A soft wooden tick: a die picked up and set down in the keep row."""
    sig = _modes(0.09, [820.0, 1930.0, 3300.0, 240.0], [0.012, 0.006, 0.003, 0.015],
                 [1.0, 0.45, 0.15, 0.5], rng)
    t = _t(0.09)
    sig += rng.standard_normal(len(t)) * np.exp(-t / 0.001) * 0.2
    return _normalise(_fade(sig, 0.0005, 0.02), 0.5)


def click(rng: np.random.Generator) -> Signal:
    """A subtle UI click: short, light, a little above the table sounds."""
    sig = _modes(0.05, [1750.0, 3900.0, 600.0], [0.004, 0.0018, 0.006], [1.0, 0.4, 0.3], rng)
    return _normalise(_fade(sig, 0.0005, 0.015), 0.35)


def score() -> Signal:
    """Points written: a two-note bell rising a fourth (G5 then C6)."""
    sig = _mix(0.9, [(0.0, _bell(_note("G5"), 0.9, 0.3) * 0.8), (0.11, _bell(_note("C6"), 0.79))])
    return _normalise(_fade(sig, 0.001, 0.1), 0.6)


def bust() -> Signal:
    """Nothing to keep: a soft descending "wah-wah", like a muted trombone, gently filtered."""
    total = 0.85
    parts = []
    for start, f0, f1, dur in ((0.0, _note("A3"), _note("G#3"), 0.28),
                               (0.3, _note("G3"), _note("D3"), 0.55)):
        t = _t(dur)
        freq = f0 * (f1 / f0) ** (t / dur)
        phase = 2 * np.pi * np.cumsum(freq) / SR
        # The "wah": a formant that opens then closes, weighting the harmonics.
        formant = 500.0 + 900.0 * np.sin(np.pi * np.minimum(1.0, t / (dur * 0.8))) ** 1.5
        note = np.zeros_like(t)
        for k in range(1, 12):
            weight = np.exp(-(((k * freq) - formant) / 450.0) ** 2) + 0.15 / k
            note += weight * np.sin(k * phase)
        env = np.minimum(1.0, t / 0.04) * np.minimum(1.0, (dur - t) / 0.12)
        parts.append((start, note * np.clip(env, 0, 1)))
    # The sting (issue 22): a low stamp-like thud and a short dissonant cluster (a minor
    # second) land with the dice, before the "wah-wah" says what was lost.
    t = _t(0.28)
    thud = np.sin(2 * np.pi * (62.0 + 40.0 * np.exp(-t / 0.03)) * t) * np.exp(-t / 0.07)
    cluster = sum(_brass(_note(n), 0.22, 0.004, 0.1) for n in ("E3", "F3", "A#3")) * 0.35
    parts = [(0.0, thud * 1.1), (0.0, cluster)] + [(start + 0.16, sig) for start, sig in parts]
    sig = _mix(total + 0.16, parts)
    return _normalise(_fade(sig, 0.002, 0.05), 0.62)


def hot_dice(rng: np.random.Generator) -> Signal:
    """All six dice scored: a quick rising sparkle arpeggio (C6 E6 G6 C7 E7) with glints."""
    notes = ["C6", "E6", "G6", "C7", "E7"]
    parts = [(i * 0.065, _bell(_note(n), 0.6, 0.22, 0.6) * (0.7 + 0.075 * i))
             for i, n in enumerate(notes)]
    # Tiny high glints scattered over the top.
    for _ in range(10):
        f = rng.uniform(4000, 7500)
        parts.append((rng.uniform(0.05, 0.5), _bell(f, 0.12, 0.03, 0.2) * rng.uniform(0.1, 0.25)))
    # The thrill (issue 22): a rising whoosh of filtered noise under the arpeggio, and a
    # bright octave chord on top (its own generator, so the other sounds keep their bytes).
    own = np.random.default_rng(SEED + 22)
    t = _t(0.55)
    whoosh = _lowpass(own.standard_normal(len(t)), 2500.0) * np.sin(np.pi * t / 0.55) ** 2
    parts.append((0.0, whoosh * 0.25))
    for n in ("C6", "G6", "C7"):
        parts.append((0.33, _bell(_note(n), 0.6, 0.3, 0.8) * 0.35))
    sig = _mix(1.0, parts)
    return _normalise(_fade(sig, 0.001, 0.15), 0.66)


PENTA_PEAK = 0.82
"""A Penta's and a Joker Penta's peak: the strongest of the table's mid-game sounds, a clear
rung (over 1 dB of RMS) above a big bank's and hot dice' (round 78, hY109, ruling S44: 0.72
left it 0.6 dB over a big bank's)."""


def penta() -> Signal:
    """Five of a kind, the best moment of the game (issue 22): a stamp's deep thud, a brass
    fanfare (C5 E5 G5) landing on a held C major chord, a shimmer of bells rising over it."""
    step = 0.1
    t = _t(0.3)
    thud = np.sin(2 * np.pi * (55.0 + 55.0 * np.exp(-t / 0.025)) * t) * np.exp(-t / 0.08)
    parts = [(0.0, thud * 0.9)]
    parts += [(0.04 + i * step, _brass(_note(n), 0.15) * 0.8)
              for i, n in enumerate(["C5", "E5", "G5"])]
    chord_start = 0.04 + 3 * step
    for n, amp in (("C4", 0.35), ("C5", 0.6), ("E5", 0.5), ("G5", 0.5), ("C6", 0.55)):
        parts.append((chord_start, _brass(_note(n), 0.95, 0.02, 0.4) * amp))
    for i, n in enumerate(["C6", "E6", "G6", "C7", "E7", "G7"]):  # the shimmer
        parts.append((chord_start + 0.05 * i, _bell(_note(n), 0.7, 0.25, 0.5) * 0.16))
    sig = _mix(chord_start + 1.0, parts)
    return _normalise(_fade(sig, 0.002, 0.12), PENTA_PEAK)


def joker_penta() -> Signal:
    """A later Penta, worth the 100 bonus (issue 22): the Penta's thud and fanfare a fourth
    higher (F5 A5 C6), then two bright bell strokes that count it."""
    t = _t(0.3)
    thud = np.sin(2 * np.pi * (60.0 + 60.0 * np.exp(-t / 0.025)) * t) * np.exp(-t / 0.08)
    parts = [(0.0, thud * 0.9)]
    parts += [(0.04 + i * 0.09, _brass(_note(n), 0.14) * 0.8)
              for i, n in enumerate(["F5", "A5", "C6"])]
    chord_start = 0.31
    for n, amp in (("F4", 0.35), ("F5", 0.55), ("A5", 0.5), ("C6", 0.5), ("F6", 0.45)):
        parts.append((chord_start, _brass(_note(n), 0.9, 0.02, 0.4) * amp))
    for k, start in enumerate((0.55, 0.75)):
        parts.append((start, _bell(_note("F7" if k else "C7"), 0.6, 0.22, 0.8) * 0.3))
    sig = _mix(1.2, parts)
    return _normalise(_fade(sig, 0.002, 0.12), PENTA_PEAK)


def penta_bonus(rng: np.random.Generator) -> Signal:
    """The 100 bonus counted into Bonus Penta (issue 22): coins poured faster and faster,
    landing on a bright major chord."""
    parts = []
    start = 0.0
    for i in range(16):
        parts.append((start, _bell(rng.uniform(3000, 5600), 0.1, 0.025, 0.4)
                      * rng.uniform(0.2, 0.4)))
        start += 0.06 * (0.92 ** i)
    for n, amp in (("F5", 0.5), ("A5", 0.45), ("C6", 0.5), ("F6", 0.4)):
        parts.append((0.62, _bell(_note(n), 0.7, 0.3) * amp))
    sig = _mix(1.1, parts)
    return _normalise(_fade(sig, 0.001, 0.12), 0.62)


def upper_bonus() -> Signal:
    """The 35 counted into Bonus (issue 22): soft ticks rising in pitch as the number rolls,
    landing on a two-bell chime (G5 then C6, the score's interval, brighter)."""
    parts = []
    for i in range(10):
        parts.append((i * 0.07, _bell(900.0 * 2 ** (i / 12), 0.08, 0.02, 0.3) * 0.35))
    parts.append((0.72, _bell(_note("G5"), 0.8, 0.3) * 0.75))
    parts.append((0.82, _bell(_note("C6"), 0.8, 0.32) * 0.8))
    parts.append((0.82, _brass(_note("C5"), 0.5, 0.02, 0.3) * 0.3))
    sig = _mix(1.25, parts)
    return _normalise(_fade(sig, 0.001, 0.12), 0.6)


def card_total() -> Signal:
    """A full card's TOTAL summed (issue 22): a rolling tally of light ticks, slowing as the
    number settles, then a warm closing chord under a bell."""
    parts = []
    start = 0.0
    for i in range(14):
        parts.append((start, _bell(1400.0 + 50.0 * i, 0.06, 0.015, 0.3) * 0.32))
        start += 0.03 * (1.08 ** i)
    for n, amp in (("C4", 0.4), ("G4", 0.4), ("C5", 0.5), ("E5", 0.45), ("G5", 0.4)):
        parts.append((start, _brass(_note(n), 0.7, 0.02, 0.35) * amp))
    parts.append((start, _bell(_note("C7"), 0.7, 0.25) * 0.2))
    sig = _mix(start + 0.6, parts)
    return _normalise(_fade(sig, 0.002, 0.12), 0.64)


def win() -> Signal:
    """End of the game: a short triumphant jingle, G4 C5 E5 G5 · E5 G5 → C major chord."""
    melody = [("G4", 0.0, 0.14), ("C5", 0.13, 0.14), ("E5", 0.26, 0.14), ("G5", 0.39, 0.26),
              ("E5", 0.65, 0.12), ("G5", 0.77, 0.14)]
    parts = [(start, _brass(_note(n), dur, 0.02, 0.06) * 0.8) for n, start, dur in melody]
    chord_start = 0.92
    for n, amp in (("C4", 0.45), ("G4", 0.4), ("C5", 0.55), ("E5", 0.5), ("G5", 0.45),
                   ("C6", 0.6)):
        parts.append((chord_start, _brass(_note(n), 0.9, 0.02, 0.45) * amp))
    for i, n in enumerate(["C6", "E6", "G6", "C7"]):
        parts.append((chord_start + 0.04 * i, _bell(_note(n), 0.8, 0.3, 0.5) * 0.2))
    sig = _mix(chord_start + 0.95, parts)
    return _normalise(_fade(sig, 0.002, 0.12), 0.75)


def bank_big(rng: np.random.Generator) -> Signal:
    """A bank of 1 000 or more (issue 22): coins poured (quick bright ticks speeding up) over
    a rising two-bell chime, ending on a warm fifth."""
    parts = []
    start = 0.0
    for i in range(14):
        f = rng.uniform(2800, 5200)
        parts.append((start, _bell(f, 0.1, 0.025, 0.4) * rng.uniform(0.2, 0.4)))
        start += 0.07 * (0.9 ** i)
    for offset, n in ((0.0, "E5"), (0.12, "G5"), (0.24, "C6")):
        parts.append((offset, _bell(_note(n), 0.7, 0.3) * 0.7))
    for n in ("C5", "G5"):
        parts.append((0.36, _brass(_note(n), 0.45, 0.02, 0.25) * 0.45))
    sig = _mix(1.0, parts)
    return _normalise(_fade(sig, 0.001, 0.12), 0.62)


def game_end() -> Signal:
    """The winner stamped at the table (issue 22): a short "ta-da" (G4 then a C major chord
    with a bell on top); the results panel's jingle ("win") follows."""
    parts = [(0.0, _brass(_note("G4"), 0.12, 0.01, 0.05) * 0.7)]
    for n, amp in (("C4", 0.45), ("E4", 0.4), ("G4", 0.4), ("C5", 0.6)):
        parts.append((0.12, _brass(_note(n), 0.6, 0.01, 0.3) * amp))
    parts.append((0.12, _bell(_note("C7"), 0.6, 0.25) * 0.2))
    sig = _mix(0.8, parts)
    return _normalise(_fade(sig, 0.002, 0.1), 0.66)


def refused(rng: np.random.Generator) -> Signal:
    """An action the rules refuse: a soft low thud with a short muffled buzz."""
    dur = 0.22
    t = _t(dur)
    f = 110.0
    buzz = sum((0.6**k) * np.sin(2 * np.pi * f * (k + 1) * t + k) for k in range(6))
    buzz = buzz * np.minimum(1.0, t / 0.01) * np.exp(-t / 0.07)
    thud = np.sin(2 * np.pi * 70.0 * t) * np.exp(-t / 0.05)
    sig = _lowpass(0.6 * buzz + thud + rng.standard_normal(len(t)) * np.exp(-t / 0.003) * 0.1,
                   900.0)
    return _normalise(_fade(sig, 0.001, 0.04), 0.55)


def build() -> dict[str, Signal]:
    """Return every sound, by file name."""
    rng = np.random.default_rng(SEED)
    sounds: dict[str, Signal] = {}
    for i in range(1, 5):
        sounds[f"rattle_{i}.wav"] = rattle(SEED + i)
    makers: dict[str, Callable[[], Signal]] = {
        "hold.wav": lambda: hold(rng),
        "score.wav": score,
        "bust.wav": bust,
        "hot_dice.wav": lambda: hot_dice(rng),
        "penta.wav": penta,
        "win.wav": win,
        "click.wav": lambda: click(rng),
        "refused.wav": lambda: refused(rng),
    }
    makers["die_hit.wav"] = lambda: die_hit(np.random.default_rng(SEED + 11))
    makers["bank_big.wav"] = lambda: bank_big(np.random.default_rng(SEED + 23))
    makers["game_end.wav"] = game_end
    makers["joker_penta.wav"] = joker_penta
    makers["penta_bonus.wav"] = lambda: penta_bonus(np.random.default_rng(SEED + 25))
    makers["upper_bonus.wav"] = upper_bonus
    makers["card_total.wav"] = card_total
    for name, make in makers.items():
        sounds[name] = make()
    return {name: _trim(sig) for name, sig in sounds.items()}


# -- files -------------------------------------------------------------------------------------


def write_wav(path: Path, sig: Signal) -> None:
    """Write a mono 16-bit WAV at ``SR``."""
    pcm = np.clip(np.round(sig * 32767.0), -32768, 32767).astype("<i2")
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SR)
        out.writeframes(pcm.tobytes())


def measure(path: Path) -> tuple[float, float, float]:
    """Return (duration in s, peak, RMS) of a 16-bit WAV, levels as fractions of full scale."""
    with wave.open(str(path), "rb") as src:
        frames = src.readframes(src.getnframes())
        rate = src.getframerate()
        channels = src.getnchannels()
    data = np.frombuffer(frames, dtype="<i2").astype(np.float64) / 32768.0
    duration = len(data) / channels / rate
    return duration, float(np.max(np.abs(data))), float(np.sqrt(np.mean(data**2)))


def report(folder: Path) -> None:
    """Print the measurements of every WAV in ``folder``."""
    total = 0
    print(f"{'file':<16}{'dur s':>7}{'peak':>7}{'RMS':>7}{'RMS dBFS':>10}{'KiB':>7}")
    for path in sorted(folder.glob("*.wav")):
        duration, peak, rms = measure(path)
        size = path.stat().st_size
        total += size
        db = 20 * np.log10(rms) if rms > 0 else float("-inf")
        print(f"{path.name:<16}{duration:7.3f}{peak:7.3f}{rms:7.3f}{db:10.1f}{size / 1024:7.0f}")
    print(f"total {total / 1024:.0f} KiB")


def main() -> None:
    """Command line: write the sounds (unless ``--report``), then print their measurements."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--report", action="store_true", help="only measure existing files")
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="output folder")
    args = parser.parse_args()
    if not args.report:
        args.out.mkdir(parents=True, exist_ok=True)
        for name, sig in build().items():
            write_wav(args.out / name, sig)
    report(args.out)


if __name__ == "__main__":
    main()
