"""The 10 000 "?" tells one turn through its tiles 1-4 (critic I72: tile 3 built 150, then
tile 4 banked "+1 150"): tile 1's throw with its scoring dice lit, tile 2 setting exactly those
aside, tile 3 throwing again from them and adding up the turn, tile 4 banking that sum (and
tile 5's bust striking it out); every figure the rules' (``score``), none written. The scoring
tile draws every combination its words name (critic I72: five named, three drawn)."""

from __future__ import annotations

import re

import pytest

from game.i18n import format_int
from game.rules.farkle import score
from game.scenes import farkle_help
from game.scenes.farkle_help import TILES, FarkleHelpOverlay
from game.widgets.dice_render import Look
from tests.uihelpers import make_app, recorded_frame
from tools.render_screens import open_table

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _tile_texts(overlay, frame, picture):
    k = next(k for k, tile in enumerate(TILES) if tile[1] == picture)
    box = overlay.frame_rect(overlay.step_rects(k)[0])
    badge = overlay.number_rect(overlay.step_rects(k)[0])
    return [t.text for t in frame.texts if box.contains(t.rect) and not badge.contains(t.rect)]


def test_tiles_one_to_five_tell_one_turn(tmp_path, monkeypatch):
    rows = []
    real = farkle_help.draw_dice_row

    def record(surface, cache, faces, topleft, side, gap, looks=None):
        rows.append((tuple(faces), topleft, list(looks or [Look.NORMAL] * len(faces))))
        return real(surface, cache, faces, topleft, side, gap, looks)

    monkeypatch.setattr(farkle_help, "draw_dice_row", record)
    app = make_app(tmp_path, size=(1366, 768))
    try:
        open_table(app, "farkle", 1)
        overlay = FarkleHelpOverlay(app)
        app.manager.push(overlay, fade=False)
        app.step(1 / 60)
        rows.clear()
        frame = recorded_frame(overlay, (1366, 768))
        first = next(r for r in rows if r[0] == farkle_help.THROW)
        lit = {i for i, look in enumerate(first[2]) if look is Look.HELD}
        dice, kept = farkle_help.KEEP
        assert dice == farkle_help.THROW  # tile 2 sets aside from tile 1's throw
        kept_faces = tuple(dice[i] for i in sorted(kept))
        assert lit == set(kept), (lit, kept)  # tile 1 lights what tile 2 sets aside
        assert score(kept_faces) == sum(score((d,)) or 0 for d in kept_faces)  # lone 1s, 5s
        # tile 3 throws again from those set aside: its first dice are tile 2's, held
        across = [r for r in rows if 1 < len(r[0]) < 6]  # (tile 2 draws its dice one by one)
        aside, later = across[0], across[1]
        assert aside[0] == kept_faces and set(aside[2]) == {Look.HELD}, aside
        later_kept = tuple(f for f, look in zip(later[0], later[2], strict=True)
                           if look is Look.HELD)
        one, two = score(kept_faces) or 0, score(later_kept) or 0
        total = one + two
        sums = _tile_texts(overlay, frame, "again")
        assert f"{format_int(one)} + {format_int(two)} = {format_int(total)}" in sums, sums
        assert f"+{format_int(total)}" in _tile_texts(overlay, frame, "bank")
        assert format_int(total) in _tile_texts(overlay, frame, "bust")
    finally:
        app.close()


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_scoring_tile_draws_every_combination_its_words_name(tmp_path, language):
    """Every figure of the scoring tile's words (but its triple's rule, "× 100") is the points
    of a row it draws: the three 1s' 1 000 among them."""
    app = make_app(tmp_path, size=(1024, 600), menu_drawn=False, language=language)
    try:
        words = FarkleHelpOverlay(app).texts()[
            [key for key, _ in TILES].index("farkle.help.scoring")]
        words = words.replace("\u00a0", " ").replace("× 100", "")
        # (the rule's exception, the seed's "cu excepția a trei 1 (1 000)", pictured: hR74)
        named = set(re.findall(r"\d{1,3}(?:[ ,]\d{3})*", words)) - {"1"}
        drawn = {format_int(score(dice) or 0) for dice in farkle_help.SCORING}
        assert named and named <= drawn, (named, drawn)
    finally:
        app.close()


@pytest.mark.parametrize("language", ["ro", "en"])
def test_at_1024_the_words_take_the_room_the_pictures_leave(tmp_path, language):
    """At 1024x600 the tiles' words are drawn a notch over the page's floor (critic I72: ~14 px
    read): their column takes the room between the pictures' frames that the frames leave (the
    scoring tile's "Chintă 2 500, Trei perechi 1 500." one line), never closer to a frame than
    the card's own air."""
    app = make_app(tmp_path, size=(1024, 600), language=language)
    try:
        open_table(app, "farkle", 1)
        overlay = FarkleHelpOverlay(app)
        app.manager.push(overlay, fade=False)
        app.step(1 / 60)
        # (amended round 75, hR77, ruling S18: both "?" pages speak at one size, the least
        # either fits; at 1024x600 that is the Yams page's 24, 17.3 px of em, over the
        # pages' 17.2 floor of tests/test_help_body_size.py; it was 25 on this page alone)
        assert overlay.body_size() >= 24, overlay.body_size()
        # (round 79, fixB: the shared size is the least either page fits, so it stayed 24
        # when this page's column narrowed; the room the pictures leave is seen on this
        # page alone: its own words fit a notch over the shared 24)
        overlay.alone, overlay._body = True, None
        assert overlay.body_size() >= 25, overlay.body_size()
        for k in range(len(TILES)):
            art, words = overlay.step_rects(k)
            assert words.x - overlay.frame_rect(art).right >= 2 * overlay.card_air(), k
    finally:
        app.close()
