"""A Penta's exit onto the table, not onto an empty felt (critic C65, defect 3: five dice back
on the left and a lone "Penta 50" row floating mid-screen with no table behind them, then the
table coming back dimmed with an empty hint line): the table comes back through its veil as
the dice fly home (home, it is whole), and from the first frame it shows through, its message
lane says what to do now (never an empty hint line under the lifting veil)."""

from __future__ import annotations

import pytest

from game.views.stage import handed_back
from game.views.stage_gather import homing
from tests.test_stage_rows_clear import drawn
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _penta_stage(app, kind: str):
    from tools.screens_stage import _joker, _penta, until_staged

    (_penta if kind == "penta" else _joker)(app)
    return until_staged(app, kind)


@pytest.mark.parametrize("kind", ["penta", "joker_penta"])
def test_the_table_comes_back_as_the_pentas_dice_fly_home(tmp_path, kind):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage = _penta_stage(app, kind)
        picture, clock = stage.picture, stage.clock
        flying = 0
        for k in range(400):
            clock.age = clock.duration * k / 400
            home, seen = homing(clock, picture), handed_back(picture, clock)
            if 0.25 < home < 1:  # on their way: the table comes back under them
                flying += 1
                assert seen > 0, (round(clock.progress, 3), home, seen)
            if home >= 1:  # home: the whole table, no row left alone on a bare felt
                assert seen >= 1, (round(clock.progress, 3), home, seen)
        assert flying >= 5
    finally:
        app.close()


@pytest.mark.parametrize("kind", ["penta", "joker_penta"])
def test_the_table_is_under_the_pentas_dice_all_the_way_home(tmp_path, kind):
    """Critic H72 #12 (round 73): at 65 % the dice regrouped and flew over an empty dark felt
    before the table faded back. From the frame the row leaving its lineup is off the
    sheet's side (a moment: its regroup's first tenth of a second, hX79) the table comes
    through its veil, and it is whole before the dice fly down home: they travel over it."""
    from game.theme_stage import YAMS_EXIT_REGROUP
    from game.views.stage import shown_stamp_alpha
    from game.views.stage_gather import column_reached, regrouped

    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage = _penta_stage(app, kind)
        picture, clock = stage.picture, stage.clock
        reached = column_reached(picture)  # (the row off the sheet's side soon)
        assert reached - YAMS_EXIT_REGROUP[0] <= 0.1 / clock.duration, reached
        moving = 0
        for k in range(400):
            clock.age = clock.duration * k / 400
            seen, at = handed_back(picture, clock), round(clock.progress, 3)
            if regrouped(clock, picture) > 0.05 and clock.progress > reached:  # off its
                # lineup and the sheet's side: over the table
                moving += 1
                assert seen > 0, (at, seen)
            if homing(clock, picture) > 0:  # flying down home: over the whole table
                assert seen >= 1, (at, seen)
            if seen > 0:  # (and never "Penta!" at full strength over the table coming
                # back, critic D71: amended round 75, hX88, S12, gone once it is half back;
                # amended round 82, hY125, S103 1.: the stage cross-fades into the table, its
                # letters fading as the table comes, never stronger than the table is not)
                assert shown_stamp_alpha(picture, clock) <= 1 - seen + 1e-6, (at, seen)
            if seen >= 0.5:
                assert shown_stamp_alpha(picture, clock) == 0, (at, seen)
        assert moving >= 10
    finally:
        app.close()


@pytest.mark.parametrize("kind", ["penta", "joker_penta"])
def test_the_pentas_hint_line_shows_as_the_table_comes_back(tmp_path, kind):
    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage = _penta_stage(app, kind)
        picture, clock = stage.picture, stage.clock
        table = app.manager.stack[-2]
        said = table.flow.prompt()
        assert said is not None
        checked = 0
        for k in range(60, 100):
            share = k / 100
            clock.age = clock.duration * share
            if handed_back(picture, clock) < 0.5:
                continue
            app.step(1 / 60)  # (the stage, aged there, tells the table it hands back)
            if app.manager.top is not stage:
                break
            _, frame = drawn(app, stage, share)
            lane = table.message_lane()  # the table's line, or a Joker's caption kept there
            prompts = [t.text for t in frame.texts if t.role == "prompt"
                       or (t.role == "stage" and t.rect.colliderect(lane))]
            assert prompts, (share, [t.text for t in frame.texts])
            checked += 1
        assert checked >= 3
    finally:
        app.close()


def _paper_share(frame, rect, paper) -> float:
    """The share of ``rect``'s pixels (sampled) of the colour ``paper``."""
    hits = total = 0
    for y in range(rect.top + 2, rect.bottom - 2, 3):
        for x in range(rect.left + 2, rect.right - 2, 5):
            total += 1
            pixel = frame.get_at((x, y))[:3]
            hits += sum(abs(a - b) for a, b in zip(pixel, paper, strict=True)) < 30
    return hits / max(1, total)


def _light(frame, rect) -> float:
    """The mean light (0..255) of ``rect``'s pixels (sampled)."""
    values = [sum(frame.get_at((x, y))[:3]) / 3 for y in range(rect.top + 2, rect.bottom - 2, 3)
              for x in range(rect.left + 2, rect.right - 2, 5)]
    return sum(values) / max(1, len(values))


@pytest.mark.parametrize("kind", ["penta"])  # (a Joker's row, its counted 100 in it,
# cross-fades into the table as it comes back: tests/test_yams_stage_landed_stays.py)
def test_the_lifted_row_leaves_with_the_words_under_the_dice(tmp_path, kind):
    from game.theme_stage import YAMS_EXIT_WORDS

    app = make_app(tmp_path, size=(1366, 768))
    try:
        stage = _penta_stage(app, kind)
        picture = stage.picture
        label = picture.row_plate(tag=False).clip(picture.labels[0])
        paper = tuple(picture.row_words.paper)
        frame, _ = drawn(app, stage, 0.5)
        assert _paper_share(frame, label, paper) > 0.5  # read at rest
        for share in (YAMS_EXIT_WORDS[1] + 0.005, 0.66, 0.7):  # gone with the words
            frame, _ = drawn(app, stage, share)
            assert _paper_share(frame, label, paper) < 0.05, share
            if share < 0.65:  # (not faded into the table coming back: gone from the felt)
                assert _light(frame, label) < 0.5 * sum(paper) / 3, share
    finally:
        app.close()
