"""The 10 000 "?" cards 1 and 4 say what their pictures show (critics K72, L72): card 1's
outlined 1 and 5 carry one word under them saying why ("punctează"), and card 4 banks into a
picture of the player's total (a row with "Total" and the turn's "+250"), not a bare figure."""

from __future__ import annotations

import pytest

from game.i18n import format_int
from game.scenes import farkle_help
from game.scenes.farkle_help import BANKED, KEEP, TILES, FarkleHelpOverlay
from tests.uihelpers import make_app, recorded_step
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

WORD = {"ro": "punctează", "en": "score"}


@pytest.mark.parametrize(("size", "language"), [((1920, 1080), "en"), ((1024, 600), "ro")])
def test_the_lit_dice_say_why_and_the_bank_goes_into_a_total(tmp_path, monkeypatch, size,
                                                              language):
    app = make_app(tmp_path, size=size, language=language)
    try:
        open_table(app, "farkle", 2)
        shown = FarkleHelpOverlay(app)
        app.manager.push(shown, fade=False)
        app.step(1 / 60)
        rows = []
        real = farkle_help.draw_dice_row
        monkeypatch.setattr(farkle_help, "draw_dice_row", lambda surface, cache, dice, pos,
                            side, gap, *a, **k: rows.append(real(
                                surface, cache, dice, pos, side, gap, *a, **k)) or rows[-1])
        texts = recorded_step(app, 1 / 60).texts
        kinds = [picture for _, picture in TILES]
        throw = shown.picture_room(shown.step_rects(kinds.index("throw"))[0])
        row = next(r for r in rows if throw.contains(r))
        word = next(t for t in texts if t.text == WORD[language] and throw.contains(t.rect))
        lit_right = row.x + (max(KEEP[1]) + 1) * row.w // len(farkle_help.THROW)
        assert word.rect.top >= row.bottom and word.rect.x < lit_right, (word.rect, row)
        bank = shown.picture_room(shown.step_rects(kinds.index("bank"))[0])
        inside = {t.text: t.rect for t in texts if bank.contains(t.rect)}
        total, points = inside["Total"], inside[f"+{format_int(BANKED)}"]
        assert total.right < points.x and abs(total.centery - points.centery) <= 2, inside
    finally:
        app.close()
