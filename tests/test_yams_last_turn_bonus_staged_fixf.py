"""An upper bonus reached on a Yams game's last turn takes its band at every seat count
(ruling S78 2., amended round 80, fixF; critic cA80 #2: with two or more players the
last turn's +35 was only a yellow word in the win's count, ``endb_a``).

Stepped frame by frame from the last box's click to the results, over the Yams ends of
``tools.end_frames`` that earn the bonus on the last box: the bonus's band plays first,
then the count that crowns the winner, then the results; the count still says its
"Bonus +35" line.
"""

from __future__ import annotations

import pytest

from tests.test_end_one_climax_hy108 import _play_end

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
@pytest.mark.parametrize("case", ["yams_bonus", "yams_bonus_lost"])
def test_the_last_turns_bonus_takes_its_band_before_the_count(tmp_path, case, size):
    """S78 2. (amended round 80): the last box's upper bonus, with two players, plays the
    bonus's band (the same look all game) before the crowned count and the results."""
    seen = _play_end(tmp_path, case, size)
    shown = [beat for beat in seen["beats"] if beat != "written"]
    assert shown == ["stage:upper_bonus", "count", "results"], seen["beats"]
