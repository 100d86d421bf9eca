"""One countdown pattern (critic C65 defect 5): the Y10 countdown alone said a small reason
over a big "Se înscrie la Doi în 3 s", a sacrifice the other way round (its headline big, the
count small under it). Both now say the same two lines in the same order and size (the
prompt's one pill, ruling S10): what happened, the headline (amber, bold), over the count, its
quieter line in its one place."""

from __future__ import annotations

import pytest

from tests.test_yams_countdown_place import SACRIFICE, _counting
from tests.uihelpers import screen_frame

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)


def _two_lines(app, scene, lead):
    texts = screen_frame(app).texts
    count = [t for t in texts if t.text == scene.flow.countdown_line()]
    head = [t for t in texts if t.text == lead]
    assert len(count) == 1 and len(head) == 1, [t.text for t in texts]
    return head[0], count[0]


@pytest.mark.parametrize("case", ["alone", "sacrifice"])
def test_the_countdown_says_its_headline_over_its_quieter_count(tmp_path, case):
    app, plain = _counting(tmp_path, [2, 2, 3, 5, 6])
    try:
        why, plain_count = _two_lines(app, plain, plain.flow.countdown_why())
    finally:
        app.close()
    if case == "alone":
        head, count = why, plain_count
    else:
        app, scene = _counting(tmp_path, [1, 1, 3, 4, 6], [SACRIFICE])
        try:
            head, count = _two_lines(app, scene, scene.tr("yams.sacrifice"))
        finally:
            app.close()
    assert head.rect.bottom <= count.rect.top  # the headline first, over the count
    # (round 70, ruling S10: one pill, one type size; the headline bold and amber, the count
    # the quieter line in the body's colour)
    assert head.size == count.size
    assert count.size == plain_count.size  # one count, one size, one place
    assert abs(count.rect.centery - plain_count.rect.centery) <= 1


# (test_the_badge_stands_beside_its_boxs_ring_clear_of_the_sheets_border retired by hY110,
# round 78: ruling S45 put the ring off the sheet, in the prompt's pill (critic cA77 #5: on
# the box it halved its figure); its place: tests/test_yams_countdown_off_the_sheet.py)


@pytest.mark.parametrize("case", ["alone", "sacrifice"])
def test_the_headline_keeps_air_under_the_turn_pill_at_1024(tmp_path, case):
    # critic C65 defect 10: at 1024x600 the line under "La rând" touched its pill (4 px)
    from game.scenes.yams_layout import PILL_GAP

    dice, cards = ([2, 2, 3, 5, 6], None) if case == "alone" else ([1, 1, 3, 4, 6], [SACRIFICE])
    app, scene = _counting(tmp_path, dice, cards)
    try:
        lead = scene.flow.countdown_why() if case == "alone" else scene.tr("yams.sacrifice")
        frame = screen_frame(app)
        band = [p.rect for p in frame.panels if p.role == "turn_band"][0]
        head = [t for t in frame.texts if t.text == lead][0]
        assert head.rect.top - band.bottom >= max(6, scene.px(PILL_GAP)), (head.rect, band)
        # and the prompt's pill it is said in (ruling S10) keeps air under the band too
        pill = [p.rect for p in frame.panels if p.role == "prompt"][0]
        assert pill.top - band.bottom >= 6, (pill, band)
    finally:
        app.close()

