"""The Yams "?" page's bonus card in plain words, one arrangement at every size (round 77,
hR81, critic cC77: card 6's "3 6 9 12 15 18" read as cryptic, and its dice and its rows
swapped places between 1920x1080 and 1024x600). Its picture: the six upper faces in a row,
and after them how many of each count ("×3"), over the sheet's rows "Total sus 63" and
"Bonus +35"; its words say the same plainly ("Câte trei din fiecare față fac 63."). No bare
run of numbers in its picture (ruling S33)."""

from __future__ import annotations

import pygame
import pytest

from game.rules.yams import UPPER_BONUS_THRESHOLD
from game.scenes import yams_help
from game.scenes.yams_help import STEPS, UPPER_COUNT, UPPER_FACES, YamsHelpOverlay
from tests.uihelpers import make_app, recorded_step
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _bonus(tmp_path, size, language, monkeypatch):
    """The drawn bonus card: (its dice, its texts in its frame, the overlay, the app)."""
    dice: list[pygame.Rect] = []
    drawn = yams_help.draw_dice_row

    def record(surface, cache, faces, topleft, side, gap, *rest, **named):
        dice.append(pygame.Rect(topleft, (len(faces) * side + (len(faces) - 1) * gap, side)))
        return drawn(surface, cache, faces, topleft, side, gap, *rest, **named)

    monkeypatch.setattr(yams_help, "draw_dice_row", record)
    app = make_app(tmp_path, size=size, language=language)
    open_table(app, "yams", 1)
    shown = YamsHelpOverlay(app)
    app.manager.push(shown, fade=False)
    app.step(1 / 60)
    k = next(i for i, step in enumerate(STEPS) if step[1] == "bonus")
    art = shown.step_rects(k)[0]
    frame, badge = shown.frame_rect(art), shown.number_rect(art)
    dice.clear()
    texts = [t for t in recorded_step(app, 1 / 60).texts
             if frame.contains(t.rect) and not badge.colliderect(t.rect)]  # (not its "6")
    return [d for d in dice if frame.colliderect(d)], texts, shown, app, k


@pytest.mark.parametrize("language", ["ro", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_the_bonus_card_has_its_dice_over_its_rows_at_every_size(tmp_path, size, language,
                                                                  monkeypatch):
    dice, texts, _, app, _ = _bonus(tmp_path, size, language, monkeypatch)
    try:
        assert len(dice) == len(UPPER_FACES)
        total = next(t.rect for t in texts if t.text == app.tr("yams.row.upper_total"))
        bonus = next(t.rect for t in texts if t.text == app.tr("yams.row.upper_bonus"))
        assert max(d.bottom for d in dice) < total.top < bonus.top, (size, dice, total)
        marks = [t.rect for t in texts if t.text == app.tr("yams.help.bonus.each",
                                                           count=UPPER_COUNT)]
        assert len(marks) == 1, texts  # after the row of faces, on its middle line
        row = dice[0].unionall(dice)
        assert marks[0].left >= row.right and abs(marks[0].centery - row.centery) <= 2
    finally:
        app.close()


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_bonus_card_says_three_of_each_plainly(tmp_path, language, monkeypatch):
    _, texts, shown, app, k = _bonus(tmp_path, (1366, 768), language, monkeypatch)
    try:
        pictured = [t.text for t in texts]
        bare = [t for t in pictured if t.isdigit() and t != str(UPPER_BONUS_THRESHOLD)]
        assert not bare, pictured  # (no "3 6 9 12 15 18")
        words = shown.keywords()[k] + " " + shown.texts()[k]
        assert str(UPPER_BONUS_THRESHOLD) in shown.texts()[k], words  # the words say the 63
        assert {"ro": "trei", "en": "three"}[language] in words.lower(), words
    finally:
        app.close()
