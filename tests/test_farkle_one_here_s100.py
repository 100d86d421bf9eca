"""The 10 000's first turn says "here" once (ruling S100 2., round 81, hF108): the empty tray's
name ("Pune deoparte aici", S95 1.) says where the dice go; the set-aside panel's card beside it
said "Zarurile puse deoparte apar aici." (two "here"s a hand apart, pointing at two places).
Now each says its own thing: the tray where to put the dice, the panel what it keeps (each set
with its points), without a second "aici"."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app, recorded_frame
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
HERE = {"ro": "aici", "en": "here"}


def _texts(table, size):
    table._still_layer = None
    return [t.text for t in recorded_frame(table, size).texts]


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_the_first_turn_says_here_once_on_the_tray(tmp_path, size, language):
    """Before the first throw and with the first throw landed (nothing chosen): at most one
    text on the table says "here", the tray's name once the throw has landed (S107 2.); the
    panel's card still speaks (its own words, whole in the frame)."""
    app = make_app(tmp_path, size=size)
    try:
        if language != "ro":
            app.apply_settings(app.settings.with_changes(language=language))
        table = table_with(app, 2, 1, 5, 3, 3, 4, 2)
        for beat in ("cup", "landed"):
            if beat == "landed":
                table.press_roll()
            play(app)
            texts = _texts(table, size)
            here = [t for t in texts if HERE[language] in t.lower().split(" ")
                    or t.lower().rstrip(".").endswith(" " + HERE[language])]
            # (S107 2., amended round 82, hF110: the tray names itself in the selection beat
            # alone; before the throw nothing says "here")
            assert here == ([table.tr("farkle.mat_empty")] if beat == "landed" else []), \
                (beat, here)
            card = table.tr("farkle.ledger.empty")
            assert card in texts, (beat, texts)  # the panel's card still says what it keeps
    finally:
        app.close()
