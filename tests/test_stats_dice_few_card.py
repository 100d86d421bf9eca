"""The dice tab with too few throws (critic cC75 #2: ~160 px of empty card between the
sources and "120 / 300"; the sources' rows "Yams, oamenii — toate zarurile" the smallest,
most cryptic words of the page): the rows say whose dice they count in plain words at the
page's body size, and the card, as tall as the faces' chart beside it (round 77, hS33, ruling
S35, critic cC77: bare felt under a shorter card), spreads what it says, no band of empty card
in it."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes.stats_dice import SOURCES
from tests.uihelpers import FRAME, make_app, recorded_frame
from tools.screens_statistics import open_statistics

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _scene(app):
    scene = open_statistics(app, 1, throws=120, kind="dice")
    for _ in range(30):
        app.step(FRAME)
    return scene


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_too_few_dice_rows_read_at_body_size_in_a_card_as_tall_as_the_chart(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = _scene(app)
        frame = recorded_frame(scene, size)
        card = scene.verdict_card
        sentence = [t for t in frame.texts if t.text.startswith("Verdictul")]
        assert sentence, [t.text for t in frame.texts]
        names = [app.tr(f"stats.dice.source.{a}.{b}") for a, b in SOURCES]
        rows = [t for t in frame.texts if t.text in names]
        assert len(rows) == len(SOURCES), [t.text for t in frame.texts]
        assert min(t.size for t in rows) >= sentence[0].size, (rows, sentence)
        inside = sorted([t.rect for t in frame.texts if card.contains(t.rect)]
                        + [scene.progress_bar], key=lambda r: r.top)
        assert inside and scene.progress_bar.w > 0
        pad = scene.px(theme.GAP)
        lowest = inside[0].bottom
        # (amended round 77, hS33, ruling S35: the card as tall as the faces' chart beside
        # it, what it says spread through it, its rows and count grown; the bands between
        # them up to 3.5 pads, never one empty band as before, cC75 #2)
        for rect in inside[1:]:  # no band of empty card between what it says
            assert rect.top - lowest <= 3.5 * pad, (size, rect, lowest)
            lowest = max(lowest, rect.bottom)
        assert card.bottom - lowest <= 2 * pad, (size, card, lowest)
        assert card == scene.verdict_rect, (card, scene.verdict_rect)  # (no bare felt, S35)
        assert card.h == scene.dice_rect.h, (card, scene.dice_rect)  # as tall as the chart
    finally:
        app.close()


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_rows_say_whose_dice_in_plain_words(tmp_path, language):
    app = make_app(tmp_path, language=language)
    try:
        dice = "Zarurile" if language == "ro" else "dice"
        for source in SOURCES:
            name = app.tr(f"stats.dice.source.{source[0]}.{source[1]}")
            assert dice in name and ", " not in name, name  # a phrase, not "Yams, oamenii"
            game = "Yams" if source[0] == "yams" else "10 000"
            assert name.endswith(game), name
        for key in ("stats.dice.source_all", "stats.dice.source_none", "stats.dice.not_enough"):
            assert "bara arată" not in app.tr(key) and "zarurile" not in app.tr(key), key
    finally:
        app.close()
