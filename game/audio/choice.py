"""The sound the game plays through: the real :class:`game.audio.Audio`, or silence
(:class:`NullAudio`) when there is no mixer or no device; never an error."""

from __future__ import annotations

from typing import Any

from game.storage.settings import Settings


class NullAudio:
    """Silence with the interface of :class:`game.audio.Audio` (used when it is unavailable)."""

    def __init__(self, volume: float = 0.8, muted: bool = False) -> None:
        """Remember the volume and mute flag; play nothing."""
        self.volume = volume
        self.muted = muted

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play nothing (``volume`` as :meth:`game.audio.Audio.play` takes it)."""

    def set_volume(self, volume: float) -> None:
        """Remember the volume."""
        self.volume = volume


def _make_audio(settings: Settings) -> Any:
    """Return the real :class:`game.audio.Audio` when available, else :class:`NullAudio`."""
    try:
        from game.audio import Audio
    except ImportError:
        return NullAudio(settings.volume, settings.muted)
    try:
        audio = Audio(settings.volume, settings.muted)
        audio.init()  # silent (Audio.error says why) when there is no sound device
        return audio
    except Exception:  # a broken sound set-up must never stop the game: stay silent
        return NullAudio(settings.volume, settings.muted)
