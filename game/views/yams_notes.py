"""The Yams table's note: the Joker's or the sacrifice's prompt with what it means, said in
the prompt's one pill (ruling S10, :mod:`game.views.yams_prompt`) where the person looks when it
happens. It reads the flow's prompt only."""

from __future__ import annotations

from typing import Any

from game import theme, theme_table
from game.flow.messages import Message, Tone
from game.flow.yams_guidance import JOKER_TAG
from game.widgets.prompt_pill import PromptSay, PromptTag


def shown_note(scene: Any) -> Message | None:
    """The Joker's or the sacrifice's prompt (a warning, with its meaning as a second line)
    while it holds; None when the prompt is an ordinary one or a stage plays."""
    prompt = scene.flow.prompt()
    if prompt is None or prompt.tone is not Tone.WARN or scene.on_stage is not None:
        return None
    return prompt


def note_say(tr: Any, note: Message, countdown: str | None = None) -> PromptSay:
    """The note as the pill says it, one look wherever it is said (the table's pill and a
    Joker stage's last frames, critic D71): the orange "Joker" tag before a Joker's pick, its
    headline, and under it the countdown's line or its meaning."""
    tag = None
    if note.tag == JOKER_TAG:  # the flow's Joker pick: the "Joker" tag in the Joker Penta's
        # orange, never a second red beside "Validează tura" (S106 3.)
        tag = PromptTag(tr("yams.tag.joker"), theme_table.JOKER_ORANGE, theme_table.JOKER_INK)
    detail = countdown if countdown is not None else (note.detail[0] if note.detail else "")
    return PromptSay(note.text, theme.MESSAGE_WARN, detail, theme.CREAM, tag,
                     two_lines=note.key == "yams.sacrifice")  # (S106 2.)


def joker_note(scene: Any) -> PromptSay | None:
    """The Joker's note the table will say once its stage has gone (None: no Joker pick)."""
    prompt = scene.flow.prompt()
    if prompt is None or prompt.tag != JOKER_TAG:
        return None
    return note_say(scene.tr, prompt)
