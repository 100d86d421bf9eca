"""The 10 000 "?" in the Yams "?"'s format (hM31: the critic read its dense grid at 7): eight
numbered tiles, each a framed picture, the seed's own keyword ("Aruncă", "Încasează", "Tură
pierdută!", "Zaruri fierbinți!", "Ultima tură!") and a few words; a lost turn's dice dimmed,
hot dice's lit; every point value the rules' own; nothing overlapping, clipped or crowding the
buttons, at every size."""

from __future__ import annotations

import pytest

from game import theme
from game.i18n import format_int
from game.rules.farkle import score
from game.scenes import farkle_help
from game.scenes.farkle_help import TILES, FarkleHelpOverlay, across_points
from game.scenes.help_tiles import key_plain
from game.widgets.dice_render import Look
from tests.layout_check import problems
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
SEED_WORDS = ("Aruncă", "Încasează", "Tură pierdută!", "Zaruri fierbinți!", "Ultima tură!")


def _open(app):
    open_table(app, "farkle", 1)
    overlay = FarkleHelpOverlay(app)
    app.manager.push(overlay, fade=False)
    app.step(1 / 60)
    return overlay


@pytest.mark.parametrize("size", SIZES)
def test_the_help_is_eight_numbered_tiles_in_the_seeds_words(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        overlay = _open(app)
        frame = recorded_frame(overlay, size)
        texts = frame.texts
        assert len(TILES) == 8
        keywords = overlay.keywords()
        assert set(SEED_WORDS) <= set(keywords), keywords
        ring = min(overlay.close_button.rect.top, overlay.again_button.rect.top) - overlay.px(6)
        for k, keyword in enumerate(keywords):
            art, words = overlay.step_rects(k)
            box = overlay.frame_rect(art)
            assert not box.colliderect(words)
            assert box.bottom + overlay.px(12) <= ring, (k, box, ring)  # the footer's room
            number = [t for t in texts if t.text == str(k + 1) and box.contains(t.rect)
                      and t.rect.centerx > box.centerx and t.rect.centery < box.centery]
            assert number, k  # in its frame's top-right corner (hQ70)
            title = next(t for t in texts if t.text == key_plain(keyword))  # (a key in it
            # drawn as its keycap, round 75: "Toate combinațiile: [F1]")
            assert words.contains(title.rect) and number[0].rect.right < title.rect.left
        assert not problems(frame, size), problems(frame, size)[:5]
    finally:
        app.close()


def test_a_lost_turn_is_dimmed_hot_dice_lit_and_the_dice_large(tmp_path, monkeypatch):
    rows = []
    real = farkle_help.draw_dice_row

    def record(surface, cache, faces, topleft, side, gap, looks=None):
        rows.append((tuple(faces), side, list(looks or [])))
        return real(surface, cache, faces, topleft, side, gap, looks)

    monkeypatch.setattr(farkle_help, "draw_dice_row", record)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        overlay = _open(app)
        rows.clear()
        recorded_frame(overlay, (1366, 768))
        looks = {faces: set(row_looks) for faces, _, row_looks in rows}
        # the lost dice as the table draws them under its stamp, each in its own look,
        # greyed and ringed red over it (ruling S47, round 78, hF93: no longer the DIMMED
        # look the table never shows a bust's dice in)
        lost = [faces[0] for faces, _, row_looks in rows if len(faces) == 1 and not row_looks]
        assert tuple(lost) == farkle_help.BUST
        assert looks[farkle_help.HOT] == {Look.HELD}
        throw = next(side for faces, side, _ in rows if faces == farkle_help.THROW)
        assert throw >= overlay.px(theme.FARKLE_SMALL_DIE)  # as large as the ledger's
    finally:
        app.close()


def test_every_point_value_is_the_rules(tmp_path):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        overlay = _open(app)
        frame = recorded_frame(overlay, (1366, 768))
        shown = {t.text for t in frame.texts}
        one, two = across_points()
        assert (one, two) == (score((1, 5)), score((5, 5))) == (150, 100)  # F4: the 5 set
        # aside first and the two 5s after it are never a triple
        assert f"{format_int(one)} + {format_int(two)} = {format_int(one + two)}" in shown
        assert f"+{format_int(score(farkle_help.HOT))}" in shown
        for dice in farkle_help.SCORING:
            assert format_int(score(dice)) in shown
        words = " ".join(overlay.texts()).replace("\u00a0", " ")
        assert format_int(score((1, 1, 1))) in words  # (the triples' rule: "× 100")
        assert format_int(app.manager.stack[-2].game.target) in words
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["ro", "en"])
def test_no_tiles_line_is_a_lone_word(tmp_path, size, language):
    """A sentence that needs two lines never leaves a word alone on the second ("adaugă tura
    la / total." read as a stray word at 1024; hS67: its first line filled, not split evenly,
    tests/test_farkle_help_full_measure.py)."""
    app = make_app(tmp_path, size=size, language=language)
    try:
        overlay = _open(app)
        frame = recorded_frame(overlay, size)
        words = [overlay.step_rects(k)[1] for k in range(len(TILES))]
        lone = [t.text for t in frame.texts if t.rect.collidelist(words) >= 0
                and t.text not in overlay.keywords() and len(t.text.split()) < 2]
        assert lone == [], lone
    finally:
        app.close()


def test_each_pictured_throw_means_what_its_tile_says():
    # (critic A51: tile 1 showed 1-5-2-3-4-6, a Chintă worth 2 500, as the example of "a 1 brings
    # 100, a 5 brings 50"): the first throw's best is its lone 1 and lone 5, nothing more; the
    # bust scores nothing; hot dice score with all six
    from game.rules.farkle import best_score, rare_combination

    assert best_score(farkle_help.THROW) == 150
    assert rare_combination(farkle_help.THROW) is None
    assert best_score(farkle_help.BUST) == 0
    assert score(farkle_help.HOT) is not None


CARD_SENTENCE = "Niciun zar nu punctează: tura se pierde, scorul rămâne."
"""A card's sentence (card 5's words) given a column where a plain wrap leaves its last word
alone: the page's own words now fit a sentence a line, so the promise is stated on it."""


def test_a_filled_sentence_leaves_no_word_alone_on_its_second_line():
    # (round 79, fixB: the page's own words no longer wrap into a lone word at any size, so
    # test_no_tiles_line_is_a_lone_word could not see side7.help_no_lone_word; here a column of
    # 368 px at size 25 wraps "... scorul" / "rămâne." plainly)
    from game.scenes.help_tiles import filled_lines
    from game.widgets.text import wrap

    assert len(wrap(CARD_SENTENCE, 25, 368)[-1].split()) == 1  # the trap is set
    lines = filled_lines(CARD_SENTENCE, 25, 368)
    assert len(lines) == 2 and len(lines[-1].split()) >= 2, lines
    assert " ".join(lines) == CARD_SENTENCE
