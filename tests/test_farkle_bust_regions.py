"""A bust leaves the 10 000 table's regions in place: the prompt line says the loser's turn ends
(the stamp speaks; "Urmează …" waits for the turn to pass), the stamp lies inside the framed
mat's place (round 41; since S64 1., round 79, the mat itself folded, no dice on it; no
"Selecție: —" line left over it), the Tura panel shows the dice it was
thrown with (round 74: never "—" nor "0"), while the red stamp alone says "Tură pierdută!"
(once, on one line)."""

from __future__ import annotations

import pygame
import pytest

from game.widgets import layout_record
from tests.uihelpers import make_app
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_a_bust_is_said_by_the_stamp_alone_and_the_regions_stay(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._bust(app)  # (its throw unseen: the frame read is drawn below)
        layout_record.start(size)
        table = app.manager.top
        assert table.flow.bust_shown
        layout_record.begin(size)
        table.draw(pygame.Surface(size))
        frame = layout_record.frame()
        texts = [t.text for t in frame.texts]
        label = [t.rect for t in frame.texts if t.role == "selection"]
        stamp = [p.rect for p in frame.panels if p.role == "announcement"]
        mat = [p.rect for p in frame.panels if p.role == "mat"]
        # (round 41 reversed "the stamp stands for the mat, no mat frame": critic B32, "the
        # tray vanishes under it"; the mat stays framed, the stamp lying inside it)
        # (S64 1., round 79, hF97, reverses round 41's framed mat under the stamp: the mat is
        # drawn only while dice lie on it; a bust's middle is its thrown dice on open felt)
        # (S95 1., round 81, hF106, amends S64 1. here: the tray stands at every beat, the
        # bust's plate centred on it; still no "Selecție" line left over the plate)
        assert stamp and not label and mat == [table.mat], (stamp, label, mat)
        # (round 63 reversed "the stamp lies inside the mat": critic B61 read it small and far from
        # its dice; it lies over the failed dice' lower rims, test_farkle_bust_stamp_over_dice;
        # what still holds: no wider than the mat, never down over the mat's foot)
        # (round 78, hF93, ruling S47: one plate in every round, as wide as the felt between
        # the side panels, no longer held to the mat's width)
        assert table.players_rect.right <= stamp[0].left <= stamp[0].right <= table.turn_rect.left
        assert abs(stamp[0].centery - mat[0].centery) <= 2  # on the tray (S95 1.)
        assert "Niciun zar nu aduce puncte" not in texts  # the prompt names who lost it
        # the stamp speaks; "Urmează" waits for the turn; the line waits quiet (round 76,
        # hF89, S15 amended: round 75's "Ana: tura se încheie" said the bust a second way)
        assert table.flow.prompt() is None
        assert "Tura e pierdută" not in " ".join(texts)
        assert texts.count(table.tr("farkle.bust")) == 1  # said once, by the stamp
        lines = table.turn_panel()[0]
        # (round 62, hF62 reversed "0": the next throw is the next player's six; round 74,
        # ruling S14, reversed its "—", a placeholder: the dice it was thrown with stay,
        # decided by the flow, FarkleFlow.dice_to_roll_shown)
        assert lines[0].value == str(table.flow.frozen.dice_to_roll) != "0"
    finally:
        layout_record.stop()
        app.close()
