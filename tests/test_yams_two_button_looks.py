"""Two button looks on the Yams table, not three (critic D71: a red "Aruncă", a raised bold
dark green "Sugestie", flat grey buttons; ruling S11 did this on the 10 000 table): the one
primary action red and raised, every other live action button, "Aruncă" or "Validează tura"
as the secondary, "Sugestie", a lit "Anulează", "?" and "Pauză", one secondary look: the
quiet outline, its words in one regular weight. A disabled button keeps the idle look.

Amended round 79 (S62 3., hY115; critic cF78: the outlined "Sugestie" read as a third look,
a disabled grey slab as a live button): the action row's one secondary look is ``live``, a
solid, lit, raised face; every disabled button of the row the one ``idle`` look, flat."""

from __future__ import annotations

import pytest

from game.rules.yams import Box, Scorecard
from game.widgets.text import REGULAR
from tests.test_yams_table_calm import after_the_moment
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _looks(scene) -> tuple[list[str], set[str], set[str]]:
    """The live buttons' looks: the primary ones' words, the others' styles and weights."""
    live = [b for b in (scene.roll_button, scene.validate_button, scene.hint_button,
                        scene.undo_button, scene.help_button, scene.menu_button)
            if b.visible and b.enabled]
    primary = [b.text for b in live if b.style == "primary"]
    others = [b for b in live if b.style != "primary" and b in (  # (the action row's:
        scene.roll_button, scene.validate_button, scene.hint_button, scene.undo_button)]
    # "?" and "Pauză" keep the frame's corner outline, as on every screen)
    return primary, {b.style for b in others}, {b.weight for b in others}


def test_one_primary_and_one_secondary_look_in_every_beat(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        scene = table(app, ["Ana"], [2, 5, 5, 3, 6, 3, 3, 3, 3, 3], computer=False,
                      cards=[Scorecard.from_points({Box.ONES: 1})])
        roll(app, scene)  # an ordinary throw: "Aruncă" red, "Sugestie" outlined beside it
        after_the_moment(app, scene)
        primary, styles, weights = _looks(scene)
        assert primary == [scene.roll_button.text], primary
        # (S76, round 80, amends S62 3.: "Sugestie" an outline, as on the 10 000)
        assert styles == {"quiet"} and weights == {REGULAR}, (styles, weights)
        pick(app, scene, Box.CHANCE)  # a box picked: "Validează tura" red, "Aruncă" steps back
        primary, styles, weights = _looks(scene)
        assert primary == [scene.validate_button.text], primary
        assert scene.roll_button.enabled and scene.roll_button.style == "live"
        assert styles == {"live", "quiet"} and weights == {REGULAR}, (styles, weights)
        validate(app, scene)  # written: "Anulează" lit until the next throw
        with unseen_frames(app):
            for _ in range(300):
                if scene.roll_button.enabled:
                    break
                app.step(1 / 30)
        app.step(1 / 60)
        assert scene.undo_button.enabled
        primary, styles, weights = _looks(scene)
        assert primary == [scene.roll_button.text], primary
        assert styles == {"quiet"} and weights == {REGULAR}, (styles, weights)  # (S76)
        assert not scene.validate_button.enabled and scene.validate_button.style == "idle"
        greyed = [b for b in (scene.roll_button, scene.validate_button, scene.hint_button,
                              scene.undo_button) if b.visible and not b.enabled]
        assert scene.hint_button in greyed  # every greyed button the one greyed face
        assert {b.style for b in greyed} == {"idle"}, [(b.text, b.style) for b in greyed]
    finally:
        app.close()
