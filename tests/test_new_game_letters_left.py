"""New Game's letter count near a name's limit says, in words a player reads at once, how
many letters the name has left (critic A67: "15/16" read as a score or a seat count):
"rămâne 1 literă", "rămân 3 litere", "plin" (critic A69: "+1 literă" read as a letter
added); drawn in its card's head, at its foot just over the name (A71: not on the card's edge;
L72: not small in the corner beside the mark: capitals about 16 px at 1024x600), one line where
the card holds it, never over the name, in a colour that reads on it (4.5:1, critic A69)."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from game import theme
from game.contrast import contrast_ratio
from tests.uihelpers import make_app, recorded_frame, settle
from tools.render_screens import open_new_game

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

WORDS = {
    "ro": {0: "plin", 1: "rămâne 1 literă", 3: "rămân 3 litere"},
    "en": {0: "full", 1: "room for 1 letter", 3: "room for 3 letters"},
}


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_count_says_the_letters_left_in_words(tmp_path, language):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        app.apply_settings(app.settings.with_changes(language=language))
        scene = open_new_game(app, "yams", 2)
        limit = theme.NAME_MAX_LENGTH
        for left, words in WORDS[language].items():
            assert scene._count_text(limit - left, limit) == words
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_words_stand_beside_the_name_on_its_card(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", 2)  # (tall cards; low: hN77's test)
        field = scene.fields[0]
        scene.focus.focus(field)
        field.set_text("Ștefan Țuțuianu")  # 15 letters of 16
        settle(app, 3)
        shot = pygame.Surface(size)
        frame = recorded_frame(scene, size, shot)
        said = [t for t in frame.texts if t.text in ("rămâne 1 literă", "1 literă")]
        verb = [t for t in frame.texts if t.text == "rămâne"]
        assert len(said) == 1, [t.text for t in frame.texts]
        assert all(v.rect.bottom <= said[0].rect.y + 2 for v in verb), verb  # verb over figure
        name = [t for t in frame.texts if t.text == "Ștefan Țuțuianu"]  # whole, not cut
        assert len(name) == 1, [t.text for t in frame.texts]
        card = scene.card_rects()[0]
        assert card.contains(said[0].rect), (card, said[0].rect)
        assert not said[0].rect.colliderect(name[0].rect), (said[0].rect, name[0].rect)
        assert said[0].size * theme.FONT_EM >= 22, said[0].size  # capitals ~16 px (L72)
        area = said[0].rect.clip(shot.get_rect())
        pixels = [tuple(shot.get_at((x, y)))[:3] for x in range(area.x, area.right)
                  for y in range(area.y, area.bottom)]
        ground = Counter(pixels).most_common(1)[0][0]
        ink = max(pixels, key=lambda p: contrast_ratio(p, ground))
        assert contrast_ratio(ink, ground) >= 4.5, (ink, ground)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_words_keep_a_fixed_place_in_the_cards_head(tmp_path, size):
    """A71: at 1024 with six players "rămâne 1 literă" stood beside the name field, on the
    card's edge; L72: in the head's top right corner, beside the mark, it was small: the letters
    left stand at the foot of the card's head, just over the name field, a card's margin inside
    its edges, the mark above them and clear of them, the name field whole under them."""
    app = make_app(tmp_path, size=size)
    try:
        scene = open_new_game(app, "yams", 2)  # (tall cards; low: hN77's test)
        field = scene.fields[0]
        scene.focus.focus(field)
        field.set_text("Ștefan Țuțuianu")
        settle(app, 3)
        frame = recorded_frame(scene, size, pygame.Surface(size))
        card = scene.card_rects()[0]
        named = scene.name_field_rect(card, scene.field_h)
        words = [t.rect for t in frame.texts
                 if t.text in ("rămâne 1 literă", "rămâne", "1 literă")]
        assert words, [t.text for t in frame.texts]
        edge = scene.card_edge()
        mark = scene.tall_mark_rect(card, scene.card_bubble_room(card, 0))
        for box in words:
            assert card.x + edge <= box.x and box.right <= card.right - edge, (box, card)
            assert box.bottom <= named.top and box.bottom >= named.top - scene.px(40), box
            assert scene.count_slot(card).contains(box), box  # their own place (round 74)
            # clear of the mark above them where the card gives their place room over it
            # (round 74, S16: on a low card they stand on a plate over its foot, the mark
            # keeping its size in every beat)
            assert scene.card_bubble_room(card) == 0 or box.y >= mark.bottom, (box, mark)
        assert field.reserve == 0  # the name's field whole: nothing beside it
    finally:
        app.close()
