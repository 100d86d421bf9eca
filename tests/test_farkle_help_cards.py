"""The 10 000 "?" reads at a glance: every example's dice and the turn's endings' dice are at
least as large as the ledger's row of set-aside dice on the table (never the small icons of
before), each example is one card (its dice, its points and a one-line caption of a few
words, on a card of its own), and it all stays readable at 1024×600."""

from __future__ import annotations

import pytest

from game import theme
from game.scenes import farkle_help
from game.scenes.farkle_help import EXAMPLES, TURN_ENDINGS, FarkleHelpOverlay
from tests.uihelpers import make_app, recorded_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_help_examples_are_cards_of_large_dice_and_few_words(tmp_path, size, monkeypatch):
    app = make_app(tmp_path, size=size)
    try:
        overlay = FarkleHelpOverlay(app)
        app.manager.push(overlay)
        app.step(1 / 60)
        rows: list[tuple[tuple[int, ...], int]] = []
        real = farkle_help.draw_dice_row

        def spy(surface, cache, dice, pos, side, gap, looks=None):
            rows.append((tuple(dice), side))
            return real(surface, cache, dice, pos, side, gap, looks)

        monkeypatch.setattr(farkle_help, "draw_dice_row", spy)
        frame = recorded_frame(overlay, size)
        least = theme.px(theme.FARKLE_SMALL_DIE, overlay.scale)
        pictures = [dice for _, rolls in EXAMPLES for dice, _ in rolls]
        pictures += [dice for _, _, dice, _, _ in TURN_ENDINGS]
        for dice in pictures:
            sides = [side for drawn, side in rows if drawn == dice]
            assert sides and min(sides) >= least, (dice, sides, least)
        cards = [p.rect for p in frame.panels if p.role == "help_example"]
        assert len(cards) == len(EXAMPLES)
        texts = {m.text: m.rect for m in frame.texts}
        for (key, _), card in zip(EXAMPLES, cards, strict=True):
            caption = overlay.tr(key)
            assert len(caption.split()) <= 7, caption  # a few words
            assert caption in texts and card.contains(texts[caption]), (caption, card)
        for upper, lower in zip(cards, cards[1:], strict=False):
            assert lower.top >= upper.bottom, (upper, lower)
    finally:
        app.close()
