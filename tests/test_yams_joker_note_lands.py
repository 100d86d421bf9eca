"""A Joker Penta's note lands as the prompt pill it becomes (critic C70: at the stage's end
its caption stood on a plate of its own, larger than the table's pill, then jumped to the
pill's size as the table took the line back): over the stage's last frames the caption is
said in the prompt's pill, at the pill's one place and one type size
(:func:`game.views.yams_prompt.prompt_rect`, :func:`game.widgets.prompt_pill.prompt_size`),
at every size, so the table's pill follows it without a jump."""

from __future__ import annotations

import pytest

from game.views.yams_prompt import prompt_rect
from game.widgets.prompt_pill import prompt_size
from tests.test_stage_rows_clear import drawn
from tests.uihelpers import make_app
from tools.screens_yams import forced_joker

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

TAIL = (0.8, 0.97)
"""Shares of the stage past its stamp and words: the caption in the table's line."""


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_jokers_note_lands_at_the_pills_size_and_place(tmp_path, size):
    from tools.screens_stage import until_staged

    app = make_app(tmp_path, size=size)
    try:
        scene = forced_joker(app)
        stage = until_staged(app, "joker_penta")
        caption = stage.picture.note.headline  # (the table's own note, hY92)
        pill = prompt_rect(scene)
        for share in TAIL:
            _, frame = drawn(app, stage, share)
            said = [t for t in frame.texts if t.text == caption]
            assert len(said) == 1, (share, [t.text for t in frame.texts])
            assert said[0].size == prompt_size(scene.scale), (share, said[0].size)
            assert pill.contains(said[0].rect), (share, said[0].rect, pill)
            plates = [p.rect for p in frame.panels if p.rect.colliderect(said[0].rect)]
            assert pill in plates, (share, plates, pill)  # the pill's own plate, no larger
    finally:
        app.close()
