"""A bust leaves the 10 000 table's regions in place and says the bust in them: the prompt
line says why the turn is lost (no die scores), the "Selecție" line stays over the stamp
on the mat, the Tura panel shows nothing left to throw
and that the turn's points are not added (no bare "—" rows), while the red stamp says
"Tură pierdută!"."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_a_bust_is_said_in_the_prompt_and_the_turn_panel(tmp_path, size):
    app = make_app(tmp_path, size=size)
    layout_record.start(size)
    try:
        screens_farkle._bust(app)
        table = app.manager.top
        assert table.flow.bust_shown
        layout_record.begin(size)
        table.draw(pygame.Surface(size))
        frame = layout_record.frame()
        texts = [t.text for t in frame.texts]
        label = [t.rect for t in frame.texts if t.role == "selection"]
        stamp = [p.rect for p in frame.panels if p.role == "announcement"]
        assert label and stamp and not label[0].colliderect(stamp[0])  # the line stays, read
        assert table.tr("hf7.prompt.bust") in texts  # the prompt line stays, saying why
        assert table.tr("hf7.turn.lost") in " ".join(texts)  # (its note may wrap)
        lines = table.turn_panel()[0]
        assert lines[0].value == "0"  # nothing left to throw
    finally:
        layout_record.stop()
        app.close()
