"""Sound effects, silent without an audio device."""
