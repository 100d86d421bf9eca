"""A player's last box is said first, then "a terminat", never both at once (ruling S113 2.,
round 82, hY129; the lead's notes on critic cA81: during a last round's TOTAL plaque the pill
said "Ion a terminat" while the box line said "Ion a ales Șansă: 26").

From the last box's scoring, through its TOTAL plaque, to the passing's card, the ended
turn's pill names the player (greyed, as every ended turn: never "La rând", critic C60)
while the lane says what they wrote; once the next player's pill is lit, their Clasament row
says "a terminat". At the game's end the pill names the last player in their colour beside
the box line, until the win's stage: no frame says "a terminat" beside "a ales".
"""

from __future__ import annotations

import pytest

from tests.test_yams_last_round_done_once_hy124 import last_round_table, score_the_chance
from tests.uihelpers import make_app, recorded_step

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60


def _beats(app, frames, stop=None):
    """Step ``frames`` frames; each frame's shown texts (stopping after ``stop`` is said)."""
    seen = []
    for _ in range(frames):
        texts = [mark.text for mark in recorded_step(app, FRAME).shown_texts()]
        seen.append(texts)
        if stop is not None and stop in texts:
            break
    return seen


def _never_both(seen, done, box):
    """No frame of ``seen`` says ``done`` ("a terminat") and ``box`` ("a ales") at once."""
    for index, texts in enumerate(seen):
        said_done = [t for t in texts if done in t]
        said_box = [t for t in texts if box in t]
        assert not (said_done and said_box), (index, said_done, said_box)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_last_rounds_box_then_a_terminat_never_both_at_once(tmp_path, size):
    """S113 2.: Ana writes her last box with Ion to play: the box line first (with her
    TOTAL's plaque), her greyed pill naming her; "a terminat" only once Ion's turn is lit,
    on her row; never the two in one frame."""
    app = make_app(tmp_path, size=size)
    try:
        table = last_round_table(app, ["Ana", "Ion"])
        score_the_chance(app, table)
        seen = _beats(app, 260)
        done, box = app.tr("yams.standings.done"), "Ana a ales"
        _never_both(seen, done, box)
        first_box = next(i for i, texts in enumerate(seen) if any(box in t for t in texts))
        first_done = next(i for i, texts in enumerate(seen) if any(done in t for t in texts))
        assert first_box < first_done, (first_box, first_done)
        assert any("Ana" in texts for texts in seen[:first_done]), "the pill named her"
        assert app.tr("yams.turn", name="Ion") in seen[-1], seen[-1]
        assert not any(app.tr("yams.turn", name="Ana") in texts for texts in seen)
    finally:
        app.close()


def test_the_ends_last_box_is_said_without_a_terminat(tmp_path):
    """S113 2.: Ștefania's last box ends the game: the pill names her beside "Ștefania a
    ales Șansă: 28" until the win's stage says "Ștefania câștigă!" (said once)."""
    from tools.end_frames import play_last_move

    app = make_app(tmp_path, size=(1366, 768))
    try:
        play_last_move(app, "yams_person")
        seen = _beats(app, 120, stop="Ștefania câștigă!")
        _never_both(seen, app.tr("yams.standings.done"), "Ștefania a ales")
        assert any("Ștefania a ales Șansă: 28" in texts and "Ștefania" in texts
                   for texts in seen), seen[0]
        assert "Ștefania câștigă!" in seen[-1]
        assert all(sum("câștigă" in t.lower() for t in texts) <= 1 for texts in seen)
    finally:
        app.close()
