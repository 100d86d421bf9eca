"""Keep ALSA's own complaints off the player's terminal.

When SDL opens the sound with no sound card (or no sound server), libasound prints about ten
lines ("ALSA lib confmisc.c:855:(parse_card) cannot find card '0'"…) to stderr by itself,
before SDL reports the failure that :class:`game.audio.Audio` already records as its
``error``. The sound is therefore opened with the process's stderr (file descriptor 2)
pointed at the null device, and only for that moment.

Why not libasound's ``snd_lib_error_set_handler`` with a Python handler: libasound may call
it from SDL's audio thread while the main thread, inside ``pygame.mixer.init``, holds the
interpreter's lock and waits for that thread: the process hangs (seen here, 2 starts in 10).

The choice of SDL's audio driver is not touched: ``SDL_AUDIODRIVER`` (``pipewire``,
``pulseaudio``, ``alsa``…) still picks it.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator


@contextlib.contextmanager
def stderr_silenced() -> Iterator[None]:
    """Within the block, what any library of the process writes to stderr is dropped.

    Python's own ``sys.stderr`` is flushed first so that nothing written before is lost;
    without a usable descriptor 2 (a windowed Windows start) the block runs as is.
    """
    try:
        sys.stderr.flush()
    except (AttributeError, OSError, ValueError):
        pass
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(null, 2)
        finally:
            os.close(null)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
