"""A tie's stage names each winner as a person's win does (critic C69: "Egalitate!" over
"Ana, Ștefania" in plain text, no seat colour nor mark): each winner on a pill of their own,
ringed in their seat's colour, their mark before the name, the pills side by side."""

from __future__ import annotations

import pytest

from game.engine.players import Player
from game.scenes.stage import StageOverlay
from game.widgets.seats import seat_colour
from tests.test_stage_rows_clear import drawn
from tests.test_yams_win_stage import _card, _last_box, _until_the_win
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


def test_each_winner_of_a_tie_is_named_on_a_pill_in_their_seats_colour(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        scene = _last_box(app, [Player("Ana"), Player("Ștefania")],
                          [_card(True), _card(False, 28)])
        _until_the_win(app, scene)
        stage = app.manager.top
        assert isinstance(stage, StageOverlay) and stage.picture is not None
        picture = stage.picture
        assert [name for name, _ in picture.line_names] == ["Ana", "Ștefania"]
        frame, said = drawn(app, stage, 0.5)
        pills = {t.text: t.rect for t in said.texts if t.role == "stage"}
        assert "Ana" in pills and "Ștefania" in pills, list(pills)
        ana, stefania = pills["Ana"], pills["Ștefania"]
        assert not ana.colliderect(stefania) and abs(ana.centery - stefania.centery) <= 2
        for (_, seat), rect in zip(picture.line_names, (ana, stefania), strict=True):
            ring = frame.get_at((rect.centerx, rect.top + 1))[:3]  # its border, at its top
            want = seat_colour(seat)
            assert sum(abs(a - b) for a, b in zip(ring, want, strict=True)) < 60, (ring, want)
    finally:
        app.close()
