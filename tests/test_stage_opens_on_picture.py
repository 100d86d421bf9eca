"""Every stage opens straight onto its picture: from its first frame its stamp is there
(whole, falling or growing into place), never a frame of empty light over a dark table before
its words (critic hB25: each stage opened on ~0.2 s of black)."""

from __future__ import annotations

import pytest

from game.flow.stage import RARITY, StageClock


@pytest.mark.parametrize("kind", sorted(RARITY))
def test_from_its_first_frame_a_stage_shows_its_stamp(kind):
    clock = StageClock(kind)
    for frame in range(4):  # its first frames, at 60 a second
        clock.age = frame / 60
        assert clock.stamp_scale() > 0, (kind, frame)
        assert clock.stamp_alpha() >= 0.99, (kind, frame, clock.stamp_alpha())
        assert clock.light() >= 0.99


# (a big bank gathered its dice until round 40: a banner now; the mid rung gathers them)
@pytest.mark.parametrize("kind", ["rare_throw", "penta"])
def test_the_name_under_gathered_dice_comes_once_they_have_arrived(tmp_path, kind):
    # the stamp is there from the first frame; the name plate under the row waits for the
    # dice flying up into the row (they never cross it)
    from game.views.stage_gather import ARRIVED, SORT_TO, flying_rects
    from tests.test_stage_dice import _drawn
    from tests.uihelpers import make_app
    from tools.screens_stage import KINDS, STATES, until_staged

    app = make_app(tmp_path, size=(1024, 600))
    try:
        {name: b for name, b, _ in STATES}[kind](app)
        stage = until_staged(app, KINDS.get(kind, kind))  # (the state's stage's kind)
        table = app.manager.stack[-2]
        picture = stage.picture
        assert picture.gather and picture.line
        for share in (0.0, ARRIVED * 0.3, ARRIVED * 0.7):
            _, frame = _drawn(table, stage, share)
            names = [t.rect for t in frame.texts if t.role == "stage" and t.text == picture.line]
            dice = flying_rects(picture, stage.clock)
            assert not [n for n in names for d in dice if n.colliderect(d)], (share, names)
        # (round 41: a Chintă's name waits for its row to have re-ordered 1-6)
        _, frame = _drawn(table, stage, (SORT_TO if picture.sort_to else ARRIVED) + 0.05)
        assert [t for t in frame.texts if t.role == "stage" and t.text == picture.line]
    finally:
        app.close()
