"""Sound effects: silent without a device, rattle variety, and the WAV files themselves."""

from __future__ import annotations

import random
import wave

import numpy as np
import pygame
import pytest

from game.audio import RATTLE_VARIANTS, SOUND_NAMES, Audio, all_sound_files, sound_files
from game.resources import asset_path


@pytest.fixture
def no_mixer(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the mixer impossible to open, as on a machine without a sound card."""

    def refuse(*args: object, **kwargs: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)


def test_silent_and_crash_free_without_a_mixer(no_mixer: None):
    # init fails: recorded, and every verb still works
    audio = Audio(volume=0.5)
    assert audio.init() is False
    assert not audio.available
    assert audio.error is not None and "no audio device" in audio.error
    for name in SOUND_NAMES:
        audio.play(name)
    audio.set_volume(0.2)
    assert audio.toggle_mute() is True
    audio.play("win")
    audio.stop()
    audio.quit()


def test_play_before_init_is_silent():
    # a scene may play before the app opened the mixer
    audio = Audio()
    audio.play("click")
    assert audio.last_played == "click.wav"


def test_unknown_sound_name_is_a_programming_error():
    # typos are caught even when silent
    with pytest.raises(ValueError):
        Audio().play("applause")


def test_rattle_never_repeats_twice_in_a_row():
    # 500 rolls: consecutive rattles always differ, and every variant is used
    audio = Audio(rng=random.Random(7))
    played = []
    for _ in range(500):
        audio.play("rattle")
        played.append(audio.last_played)
    assert all(a != b for a, b in zip(played, played[1:], strict=False))
    assert set(played) == set(sound_files("rattle"))
    assert len(sound_files("rattle")) == RATTLE_VARIANTS


def test_volume_is_clamped_and_mute_toggles():
    # out-of-range volumes are clamped; the mute switch flips
    audio = Audio(volume=1.7, muted=True)
    assert audio.volume == 1.0 and audio.muted
    audio.set_volume(-0.3)
    assert audio.volume == 0.0
    assert audio.toggle_mute() is False
    audio.muted = True
    assert audio.muted


def test_plays_with_the_dummy_driver(monkeypatch: pytest.MonkeyPatch):
    # with SDL's dummy audio driver the mixer opens and sounds load lazily
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    audio = Audio(volume=0.3)
    if not audio.init():
        pytest.skip(f"mixer unavailable here: {audio.error}")
    try:
        for name in SOUND_NAMES:
            audio.play(name)
        assert audio.error is None
    finally:
        audio.quit()


def test_the_silence_plays_what_the_audio_plays():
    # without the mixer module the app plays through NullAudio: every call the tables make
    # (a die's click with its impact's volume too) must be taken, never a TypeError
    import inspect

    from game.app import NullAudio

    silence = NullAudio(0.5)
    silence.play("die_hit", 0.4)
    silence.play("penta")
    assert (list(inspect.signature(NullAudio.play).parameters)
            == list(inspect.signature(Audio.play).parameters))


@pytest.mark.real_audio
def test_an_app_opens_the_mixer_and_plays_its_table_sounds(tmp_path):
    # the app's own audio is the real one (the other tests' apps are silent, for time)
    from tests.uihelpers import make_app

    app = make_app(tmp_path)
    try:
        if getattr(app.audio, "error", None) is not None:
            pytest.skip(f"mixer unavailable here: {app.audio.error}")
        assert isinstance(app.audio, Audio)
        for name in SOUND_NAMES:
            app.audio.play(name)
        assert app.audio.error is None
    finally:
        app.close()


@pytest.mark.parametrize("file", all_sound_files())
def test_sound_file_is_a_sensible_wav(file: str):
    # exists, 44.1 kHz 16-bit, shorter than 2.5 s, audible and not clipping
    with wave.open(str(asset_path("sounds", file)), "rb") as src:
        assert src.getframerate() == 44100
        assert src.getsampwidth() == 2
        channels = src.getnchannels()
        frames = src.readframes(src.getnframes())
        duration = src.getnframes() / src.getframerate()
    samples = np.frombuffer(frames, dtype="<i2").astype(np.float64) / 32768.0
    assert channels in (1, 2)
    assert 0.02 < duration < 2.5
    rms = float(np.sqrt(np.mean(samples**2)))
    assert rms > 0.01
    assert float(np.max(np.abs(samples))) < 0.95


def test_all_sounds_are_small():
    # the whole set stays under 1.5 MB
    total = sum(asset_path("sounds", f).stat().st_size for f in all_sound_files())
    assert total < 1_500_000
