"""The coach cards' next action is written one way at a table and window size (hC19:
"Înainte (→)" on one card and "→" on the next read as two keys): the long form ("Înainte
(→)", "Gata (→)") where the table's narrowest card holds it, the short one ("→", "Gata") on
every card of that table where it does not (:func:`game.views.coach_words.short_key`)."""

from __future__ import annotations

import pytest

from game.i18n import Translator
from game.views.coach_words import short_key
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_rule_is_the_windows():
    """10 000: the long key where a side column's card holds it (1920x1080, 1366x768), the
    short one at 1024x600, in both languages; Yams (its box card beside the sheet never
    holds the long one): the short key at every size."""
    for language in ("ro", "en"):
        tr = Translator.load(language)
        assert short_key(tr, 1.0, "yams")
        assert not short_key(tr, 1.0)
        assert not short_key(tr, 768 / 1080)
        assert short_key(tr, 1024 / 1920)


@pytest.mark.parametrize(("size", "builds"), [
    ((1920, 1080), ("_yams_hold", "_yams_box")),
    ((1920, 1080), ("_farkle_set_aside", "_farkle_bank")),
    ((1024, 600), ("_farkle_set_aside", "_farkle_risk"))])
def test_every_card_at_a_size_writes_the_next_key_alike(tmp_path, size, builds):
    """The Yams hold card says "→" as the box card does (it said "Înainte (→)"); the 10 000
    bank's card at 1920x1080 says "Înainte (→)" as the set-aside card does (with its fewer
    words rather than the short key); at 1024x600 the set-aside card says "→" as the risk
    card does (it said "Înainte (→)")."""
    long = size[1] > 700 and builds[0].startswith("_farkle")
    want = {"coach.next" if long else "coach.next.short"}
    for build in builds:
        app = coach_app(tmp_path / build, size=size)
        try:
            getattr(screens_coach, build)(app)
            coach = _table(app).coach
            assert coach.card is not None, build
            assert coach.footer[2] in {app.tr(k) for k in want}, (build, coach.footer)
        finally:
            app.close()
