"""The Yams table's note: the Joker's or the sacrifice's prompt with what it means, said in
the prompt's one pill (ruling S10, :mod:`game.views.yams_prompt`) where the person looks when it
happens. It reads the flow's prompt only."""

from __future__ import annotations

from typing import Any

from game.flow.messages import Message, Tone


def shown_note(scene: Any) -> Message | None:
    """The Joker's or the sacrifice's prompt (a warning, with its meaning as a second line)
    while it holds; None when the prompt is an ordinary one or a stage plays."""
    prompt = scene.flow.prompt()
    if prompt is None or prompt.tone is not Tone.WARN or scene.on_stage is not None:
        return None
    return prompt
