"""The "Partidă neterminată" dialog reads in order: its title, the saved game on a card of its
own (its game and players in bold, how far it got quieter), a line's gap, then the sentence
that a new game replaces it, then the buttons (the safe one focused)."""

from __future__ import annotations

import pytest

from game import theme
from game.engine.players import Player
from game.engine.yams import YamsGame
from game.scenes import overlays
from game.scenes.game_setup import OverwriteConfirm
from game.widgets.text import BOLD
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_saved_game_stands_on_its_card_before_the_question(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, size=size)
    try:
        game = YamsGame.new([Player("Ana"), Player("IA", is_computer=True)])
        app.store.save_game("yams", game.to_dict())
        dialog = OverwriteConfirm(app, lambda: None)
        dialog.layout(app.screen.get_size())
        drawn, cards = [], []
        real_text, real_rect = overlays.draw_text, overlays.pygame.draw.rect

        def text(surface, line, size_, colour, pos, *a, **k):
            box = real_text(surface, line, size_, colour, pos, *a, **k)
            drawn.append((line, colour, k.get("weight"), box))
            return box

        def rect(surface, colour, area, *a, **k):
            if tuple(colour)[:3] == theme.TABLE_HEADER:
                cards.append(area.copy())
            return real_rect(surface, colour, area, *a, **k)

        monkeypatch.setattr(overlays, "draw_text", text)
        monkeypatch.setattr(overlays.pygame.draw, "rect", rect)
        dialog.draw(app.screen)
        monkeypatch.undo()
        who, progress = dialog.saved_lines()
        lines = {line: (colour, weight, box) for line, colour, weight, box in drawn}
        assert lines[who][:2] == (theme.CREAM, BOLD)  # the game and its players, bold
        assert lines[progress][0] == theme.MUTED  # how far it got, quieter
        (card,) = cards
        assert card.contains(lines[who][2]) and card.contains(lines[progress][2])
        question = lines[dialog.body_paragraphs()[-1]]  # (hM30: it names the game now)
        assert question[0] == theme.CREAM and not card.colliderect(question[2])
        assert question[2].top - card.bottom >= dialog.dialog.line_step // 3  # a gap
        assert dialog.focus.focused is dialog.no_button  # the safe answer
    finally:
        app.close()


def test_the_saved_game_card_is_framed_and_evenly_spaced(tmp_path):
    # title → card and card → question the same gap (hS19: from the gold rule under the
    # title); the card ringed in gold, not a flat box
    app = make_app(tmp_path, size=(1920, 1080))
    try:
        game = YamsGame.new([Player("Ana"), Player("IA", is_computer=True)])
        app.store.save_game("yams", game.to_dict())
        dialog = OverwriteConfirm(app, lambda: None)
        dialog.layout(app.screen.get_size())
        dialog.draw(app.screen)
        d = dialog.dialog
        card = d.card
        title_bottom = d.rule.bottom
        question_top = d.line_tops[-1]
        above, below = card.top - title_bottom, question_top - card.bottom
        assert above > 0 and abs(above - below) <= 2, (above, below)
        edge = app.screen.get_at((card.centerx, card.top))[:3]
        assert edge == theme.GOLD_DARK, edge
    finally:
        app.close()


def test_a_two_line_question_wraps_into_lines_of_about_one_length(tmp_path):
    # English "Leave the game?": never "the menu." alone on its last line
    from game.scenes.overlays import leave_confirm
    from game.widgets.text import text_size

    app = make_app(tmp_path, size=(1366, 768), language="en")
    try:
        dialog = leave_confirm(app, lambda: None)
        dialog.layout(app.screen.get_size())
        lines = dialog.dialog.lines
        assert len(lines) == 2, lines
        size = dialog.font_px(theme.FONT_BODY)
        first, last = (text_size(line, size)[0] for line in lines)
        assert last >= 0.6 * first, lines
    finally:
        app.close()
