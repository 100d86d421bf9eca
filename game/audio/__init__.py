"""Sound effects, silent without an audio device.

``Audio`` plays the short effects of ``assets/sounds`` (made by ``tools/make_sounds.py``).
Nothing happens at import time: ``Audio(...)`` only remembers the volume, ``init()`` opens the
mixer, and each sound is loaded the first time it is played. When the mixer cannot open (no
sound card, a headless server, a broken driver) or a file cannot be loaded, the game goes on
silently and ``Audio.error`` says why.

Names the scenes may play (``SOUND_NAMES``):

- ``"rattle"``   dice rolled (one of ``RATTLE_VARIANTS`` recordings, never the same twice in a row)
- ``"hold"``     a die held or released (soft wooden tick)
- ``"score"``    points written or banked (two-note bell)
- ``"bust"``     10 000: a roll with nothing to keep (descending soft "wah")
- ``"hot_dice"`` 10 000: all six dice scored (rising sparkle)
- ``"penta"``    Yams: five of a kind (a stamp's thud, a fanfare and a shimmer)
- ``"win"``      end of a game (short triumphant jingle)
- ``"bank_big"``   10 000: a rare bank, 2 000 or more or the goal (coins over a rising chime)
- ``"game_end"``   10 000: the winner stamped at the table (a short "ta-da")
- ``"joker_penta"`` Yams: a later Penta, worth the bonus (the fanfare higher, a bell counting)
- ``"penta_bonus"`` Yams: the 100 bonus counted into Bonus Penta (coins poured, a bright chord)
- ``"upper_bonus"`` Yams: the 35 counted into Bonus (rising ticks landing on a chime)
- ``"card_total"``  Yams: a full card's TOTAL summed (a rolling tally, a closing chord); a
  quiet end's results (a game alone that beat no best) as its score counts up
- ``"click"``    a button pressed (subtle UI click)
- ``"refused"``  an action the rules refuse (soft low thud)
- ``"die_hit"``  a tumbling die knocks the rim or another die (played at its impact's volume)
"""

from __future__ import annotations

import random
from typing import Any

from game.audio.quiet_alsa import stderr_silenced

SOUND_NAMES: tuple[str, ...] = (
    "rattle",
    "hold",
    "score",
    "bust",
    "hot_dice",
    "penta",
    "win",
    "click",
    "refused",
    "die_hit",
    "bank_big",
    "game_end",
    "joker_penta",
    "penta_bonus",
    "upper_bonus",
    "card_total",
)
"""Every name ``Audio.play`` accepts."""

RATTLE_VARIANTS = 4
"""How many dice-rattle recordings exist (``rattle_1.wav`` … ``rattle_4.wav``)."""

SAMPLE_RATE = 44100
"""Sample rate of the files and of the mixer, in Hz."""

MIXER_BUFFER = 512
"""Mixer buffer in samples: small, so a click is heard when the button is pressed (~12 ms)."""

MIXER_CHANNELS = 16
"""Simultaneous sounds (a rattle, a chime and a few clicks may overlap)."""


def sound_files(name: str) -> tuple[str, ...]:
    """Return the file names under ``assets/sounds`` that can be heard for ``name``."""
    if name not in SOUND_NAMES:
        raise ValueError(f"unknown sound {name!r}")
    if name == "rattle":
        return tuple(f"rattle_{i}.wav" for i in range(1, RATTLE_VARIANTS + 1))
    return (f"{name}.wav",)


def all_sound_files() -> tuple[str, ...]:
    """Return every file name the game expects under ``assets/sounds``."""
    return tuple(file for name in SOUND_NAMES for file in sound_files(name))


class Audio:
    """The game's sound effects: ``play(name)`` with a volume and a mute switch.

    Never raises because of the sound system: before ``init()``, or when the mixer could not
    open, ``play`` does nothing. An unknown sound name is a programming error and raises
    ``ValueError`` even when silent, so tests catch typos.
    """

    def __init__(
        self,
        volume: float = 0.8,
        muted: bool = False,
        *,
        rng: random.Random | None = None,
    ) -> None:
        """Remember the volume (0..1, clamped) and mute state; no device is touched yet.

        ``rng`` chooses the rattle variant; a private seeded generator is used without one.
        """
        self._volume = _clamp(volume)
        self._muted = bool(muted)
        self._rng = rng if rng is not None else random.Random(0)
        self._available = False
        self._sounds: dict[str, Any] = {}
        self._broken: set[str] = set()
        self._last_rattle: str | None = None
        self.error: str | None = None
        """Why the game is silent (mixer or file problem), or None."""
        self.last_played: str | None = None
        """File name of the last sound chosen by ``play`` (even when silent or muted)."""

    # -- device -----------------------------------------------------------------------------

    def init(self) -> bool:
        """Open the mixer if possible; return True when sounds can be heard.

        Any failure (no device, missing SDL mixer, driver error) is recorded in ``error``
        and leaves the object silent.
        """
        try:
            import pygame

            if not pygame.mixer.get_init():
                pygame.mixer.pre_init(SAMPLE_RATE, -16, 2, MIXER_BUFFER)
                with stderr_silenced():  # no sound card: ALSA's ten lines stay off the terminal
                    pygame.mixer.init(SAMPLE_RATE, -16, 2, MIXER_BUFFER)
            pygame.mixer.set_num_channels(MIXER_CHANNELS)
        except Exception as exc:  # any driver problem means "play silently"
            self._available = False
            self.error = f"mixer unavailable: {exc}"
            return False
        self._available = True
        self.error = None
        return True

    @property
    def available(self) -> bool:
        """True when the mixer is open and sounds can be heard."""
        return self._available

    def quit(self) -> None:
        """Forget the loaded sounds and close the mixer (safe to call at any time)."""
        self._sounds.clear()
        if not self._available:
            return
        self._available = False
        try:
            import pygame

            pygame.mixer.quit()
        except Exception as exc:
            self.error = f"mixer did not close cleanly: {exc}"

    # -- volume and mute --------------------------------------------------------------------

    @property
    def volume(self) -> float:
        """Effect volume, 0..1."""
        return self._volume

    def set_volume(self, volume: float) -> None:
        """Change the effect volume (clamped to 0..1); applies to the next sounds played."""
        self._volume = _clamp(volume)

    @property
    def muted(self) -> bool:
        """True when no sound is played, whatever the volume."""
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = bool(value)
        if self._muted:
            self.stop()

    def toggle_mute(self) -> bool:
        """Switch mute on or off; return the new ``muted`` value."""
        self.muted = not self._muted
        return self._muted

    # -- playing ----------------------------------------------------------------------------

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play the effect ``name`` (one of ``SOUND_NAMES``), or nothing when silent or muted.

        ``volume`` (0..1) scales this one sound (a die's click by its impact's speed)."""
        file = self._choose_file(name)
        self.last_played = file
        if self._muted or not self._available or self._volume <= 0.0:
            return
        sound = self._load(file)
        if sound is None:
            return
        try:
            sound.set_volume(self._volume * _clamp(volume))
            sound.play()
        except Exception as exc:
            self.error = f"could not play {file}: {exc}"

    def stop(self) -> None:
        """Stop every sound that is playing."""
        if not self._available:
            return
        try:
            import pygame

            pygame.mixer.stop()
        except Exception as exc:
            self.error = f"could not stop sounds: {exc}"

    def _choose_file(self, name: str) -> str:
        files = sound_files(name)
        if name != "rattle":
            return files[0]
        # Never the same recording twice in a row: the ear notices a repeat at once.
        choices = [f for f in files if f != self._last_rattle] or list(files)
        file = self._rng.choice(choices)
        self._last_rattle = file
        return file

    def _load(self, file: str) -> Any:
        if file in self._sounds:
            return self._sounds[file]
        if file in self._broken:
            return None
        try:
            import pygame

            from game.resources import asset_path

            sound = pygame.mixer.Sound(str(asset_path("sounds", file)))
        except Exception as exc:  # a missing or unreadable file silences that sound only
            self._broken.add(file)
            self.error = f"could not load {file}: {exc}"
            return None
        self._sounds[file] = sound
        return sound


def _clamp(volume: float) -> float:
    return min(1.0, max(0.0, float(volume)))
