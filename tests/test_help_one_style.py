"""The two "?" pages speak in one style (round 75, hR77, critic cC75: the Yams page's words
pitched 30 px at 1920x1080 against the 10 000 page's 35, and that page's cards ran three and
four lines): both pages' words one size, so one line pitch, at every window and in both
languages; no 10 000 card's words past two lines; the Yams Joker's headline plain (one
"Penta", its bonus, a few words); the Yams bonus card's figures apart and its dice whole
inside the card at 1024x600 (critic cC75: "121518" ran together, the dice touched the
card's top border)."""

from __future__ import annotations

import pygame
import pytest

from game.rules.yams import PENTA_BONUS
from game.scenes import yams_help
from game.scenes.farkle_help import FarkleHelpOverlay
from game.scenes.yams_help import STEPS, UPPER_COUNT, UPPER_FACES, YamsHelpOverlay
from tests.uihelpers import make_app, recorded_step
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]

FARKLE_LINES = 2
"""The most lines a 10 000 card's words take under its keyword."""

JOKER_WORDS = 7
"""The most words in the Joker's headline (it had eight)."""

LABEL_GAP = 6
"""The least pixels between two of the bonus card's figures ("12", "15"), at any window."""


def _page(tmp_path, cls, size, language="ro"):
    app = make_app(tmp_path, size=size, language=language)
    open_table(app, "yams" if cls is YamsHelpOverlay else "farkle", 1)
    shown = cls(app)
    app.manager.push(shown, fade=False)
    app.step(1 / 60)
    return app, shown


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["ro", "en"])
def test_both_pages_words_share_one_size_and_pitch(tmp_path, size, language):
    sizes = {}
    for cls in (YamsHelpOverlay, FarkleHelpOverlay):
        app, shown = _page(tmp_path / cls.__name__, cls, size, language)
        try:
            frame = recorded_step(app, 1 / 60)
            keywords = set(shown.keywords())
            drawn = {t.size for t in frame.texts if t.text in keywords}
            assert drawn == {shown.body_size()}, (cls.__name__, drawn)
            sizes[cls.__name__] = shown.body_size()
        finally:
            app.close()
    assert len(set(sizes.values())) == 1, (size, language, sizes)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["ro", "en"])
def test_no_farkle_card_runs_past_two_lines(tmp_path, size, language):
    app, shown = _page(tmp_path, FarkleHelpOverlay, size, language)
    try:
        body, room = shown.body_size(), shown.column_room()
        for k, text in enumerate(shown.texts()):
            lines = shown.tile_lines(k, text, body, room)
            assert len(lines) <= FARKLE_LINES, (size, language, k, lines)
    finally:
        app.close()


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_joker_headline_is_plain(tmp_path, language):
    app = make_app(tmp_path, language=language)
    try:
        k = next(i for i, step in enumerate(STEPS) if step[1] == "joker")
        headline = YamsHelpOverlay(app).keywords()[k]
        assert headline.count("Penta") == 1, headline  # (it said "Penta" twice: "Încă o
        # Penta, cu 50 la Penta: +100")
        assert headline.endswith(f"+{PENTA_BONUS}"), headline
        assert len(headline.split()) <= JOKER_WORDS, headline
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_bonus_cards_figures_stand_apart_and_its_dice_inside(tmp_path, size, monkeypatch):
    dice: list[pygame.Rect] = []
    drawn = yams_help.draw_dice_row

    def record(surface, cache, faces, topleft, side, gap, *rest, **named):
        rect = drawn(surface, cache, faces, topleft, side, gap, *rest, **named)
        dice.append(pygame.Rect(topleft, (len(faces) * side + (len(faces) - 1) * gap, side)))
        return rect

    monkeypatch.setattr(yams_help, "draw_dice_row", record)
    app, shown = _page(tmp_path, YamsHelpOverlay, size)
    try:
        k = next(i for i, step in enumerate(STEPS) if step[1] == "bonus")
        art = shown.step_rects(k)[0]
        frame, badge = shown.frame_rect(art), shown.number_rect(art)
        dice.clear()
        texts = recorded_step(app, 1 / 60).texts
        mark = app.tr("yams.help.bonus.each", count=UPPER_COUNT)  # (S33: one "×3" after
        labels = [t.rect for t in texts if t.text == mark  # the faces, round 77)
                  and frame.contains(t.rect) and not badge.colliderect(t.rect)]
        assert len(labels) == 1, labels
        row = [r for r in dice if frame.colliderect(r)]
        assert labels[0].left - max(r.right for r in row) >= LABEL_GAP, (size, labels, row)
        row.sort(key=lambda r: r.x)
        assert all(b.left > a.right for a, b in zip(row, row[1:], strict=False)), row
        inside = frame.inflate(-2 * shown.card_air(), -2 * shown.card_air())
        faces = [r for r in dice if frame.colliderect(r)]
        assert len(faces) == len(UPPER_FACES), faces
        for die in faces:
            assert inside.contains(die), (size, die, inside)
            assert not die.colliderect(badge), die
    finally:
        app.close()
