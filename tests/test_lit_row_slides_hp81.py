"""The lit row's entrance at the hand-off (round 77, hP81, ruling S38 part 4): as the band
goes, the light of the players' list slides from the outgoing player's row to the next
player's, eased, in about 0.2 s: never while the band names the next player (no row lit
under it, S13 amended round 77), whole once it has arrived, and a click ends it at once."""

from __future__ import annotations

import pytest

from game.flow.turn_handoff import LIT_SLIDE, Handoff

STEP = 1 / 60


def _frames(handoff: Handoff, seconds: float) -> list[tuple[bool, float | None]]:
    """(names_next, the light's place) at each 1/60 s frame for ``seconds``."""
    seen = []
    for _ in range(round(seconds / STEP)):
        handoff.update(STEP)
        seen.append((handoff.names_next, handoff.lit_slide))
    return seen


@pytest.mark.parametrize("fades", [True, False], ids=["yams_band", "farkle_card"])
def test_the_light_slides_after_the_band_never_under_it(fades):
    handoff = Handoff(fades=fades)
    handoff.due(2, "Ion e la rând", outgoing=0)
    assert handoff.begin_if(True, 1.0)
    seen = _frames(handoff, 1.5)
    named = [k for k, (names, _) in enumerate(seen) if names]
    sliding = [k for k, (_, share) in enumerate(seen) if share is not None and share < 1]
    assert named and sliding
    assert min(sliding) > max(named)  # after the band, never under it
    shares = [seen[k][1] for k in sliding]
    assert shares == sorted(shares)  # one way, eased out: fast, then settling
    assert shares[1] > 0.2 and shares[-1] < 1  # (its first frame: from the outgoing row)
    lasted = (len(sliding) + 1) * STEP
    assert 0.12 <= lasted <= LIT_SLIDE + 2 * STEP, lasted
    assert handoff.lit_rows == (0, 2)
    assert seen[-1][1] is None  # arrived: no slide, the row lit in its place


def test_a_click_lands_the_light_at_once():
    handoff = Handoff(fades=False)
    handoff.due(1, "Ana e la rând", outgoing=0)
    handoff.begin_if(True, 1.0)
    while handoff.active:
        handoff.update(STEP)
    handoff.update(STEP)
    assert handoff.lit_slide is not None
    handoff.skip()
    assert handoff.lit_slide is None


def test_no_slide_without_an_outgoing_row_or_with_animations_off():
    handoff = Handoff(fades=False)
    handoff.due(1, "Ana e la rând")  # (outgoing unknown)
    handoff.begin_if(True, 1.0)
    assert all(share is None for _, share in _frames(handoff, 1.5))
    handoff.due(1, "Ana e la rând", outgoing=0)
    handoff.begin_if(True, 0.0)  # animations off: nothing plays
    assert all(share is None for _, share in _frames(handoff, 1.0))


# --- the 10 000 table, stepped frame by frame -------------------------------------------


def _lit_top(app, scene) -> int | None:
    """The top of the players list's lit ground in the picture (None: no row lit)."""
    from game import theme
    from game.widgets.farkle_count_ink import row_ground
    from game.widgets.farkle_panels import player_band

    rect, scale = scene.players_rect, scene.scale
    band = player_band(rect, scale, 0, len(scene.game.players))
    x = band.x + theme.px(4, scale)
    ground = tuple(row_ground(0.0, True))
    ys = [y for y in range(rect.y, rect.bottom)
          if tuple(app.screen.get_at((x, y)))[:3] == ground]
    return min(ys) if ys else None


# (test_farkle_the_lit_row_slides_in_after_the_card reversed round 78 by hF96, ruling S38
# amended round 78: the 10 000 list's light lands with the "La rând" pill, no slide, critic
# cB78 read it as a lag: tests/test_farkle_light_with_the_pill_hf96.py)


# --- the Yams standings, stepped frame by frame -----------------------------------------


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)], ids=["1920x1080", "1024x600"])
def test_yams_the_lit_row_slides_in_after_the_band(tmp_path, size, monkeypatch):
    import game.views.yams_standings as standings
    from game.rules.yams import Box
    from tests.uihelpers import make_app
    from tools.screens_yams import pick, roll, table, validate

    drawn: list = []
    real = standings.draw_lit_band

    def spy(surface, cell, reach, scale):
        drawn.append(cell.copy())
        real(surface, cell, reach, scale)

    monkeypatch.setattr(standings, "draw_lit_band", spy)
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Ion"], [1, 2, 3, 4, 6] * 20)
        roll(app, scene)
        pick(app, scene, Box.CHANCE)
        validate(app, scene)
        handoff = scene.flow.handoff
        under, after = [], []
        for _ in range(600):
            drawn.clear()
            app.step(STEP)
            if handoff.names_next:
                under.append(list(drawn))
            elif under:
                after.append(list(drawn))
                if handoff.lit_slide is None and len(after) > 1:
                    break
        assert under and not any(under), under  # no row lit under the band
        ys = [cells[0].y for cells in after if cells]
        assert all(len(cells) == 1 for cells in after), after  # one light, never two
        assert ys == sorted(ys) and ys[0] < ys[-1], ys  # from Ana's row down to Ion's
        assert len(set(ys)) >= 4, ys  # seen on its way, not a jump
        assert len(after) * STEP <= LIT_SLIDE + 4 * STEP, len(after)  # brief
    finally:
        app.close()
