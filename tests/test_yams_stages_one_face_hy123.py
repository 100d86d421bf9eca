"""Every Yams stage speaks in one display typeface (ruling S94 4., round 81, hY123; critic
cA80 #12: "the Bonus +35 band and the card TOTAL use the plain bold text face; Penta and the
win use the rounded display face").

The upper bonus's band ("Bonus +35") and a full card's TOTAL ("260") are lettered, as the
Penta's stamp and the win's count are, in the rounded display face (``text.STAMP``, Baloo 2
ExtraBold), never the text family's black weight.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.widgets.text import STAMP
from tests.uihelpers import make_app
from tools import screens_yams_moments

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _faces(tmp_path: Any, monkeypatch: Any, build: Any) -> dict[str, str]:
    """Each text the moment ``build`` lays on the felt, with the face it was rendered in."""
    from game.views import yams_total_takeover
    from game.widgets import text

    faces: dict[str, str] = {}
    real = text.render

    def render(words: str, size: int, colour: Any, face: str = text.REGULAR,
               *args: Any, **kwargs: Any) -> Any:
        faces[words] = face
        return real(words, size, colour, face, *args, **kwargs)

    monkeypatch.setattr(yams_total_takeover, "render", render)
    yams_total_takeover._INK.clear()
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        build(app, 50)
        app.manager.draw(app.screen)
    finally:
        app.close()
    return faces


@pytest.mark.parametrize(("build", "heroes"), [
    (screens_yams_moments._upper, ("Bonus", "+35")),
    # (its count half way, from 0 since S117 1., round 82, hY130: not yet 260)
    (screens_yams_moments._total, ("251",)),
], ids=["upper_bonus", "card_total"])
def test_the_bonus_band_and_the_total_speak_in_the_display_face(tmp_path, monkeypatch,
                                                                build, heroes):
    """S94 4.: their hero words in the display face Penta and the win use."""
    faces = _faces(tmp_path, monkeypatch, build)
    for hero in heroes:
        assert faces.get(hero) == STAMP, (hero, faces)
