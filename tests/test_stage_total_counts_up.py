"""A full card's TOTAL counts up on its stage (hY67, critic C61: the TOTAL under-staged, its
final figure said at once): the figure counts from the player's total before the last box
to the new total over the stage's first beats, one figure a frame (never two totals drawn
together: its lifted box says the figure it counts, critic C69), then, the count landed,
the caption says what it means ("Ion trece pe primul loc")."""

from __future__ import annotations

import pytest

from game.flow.stage import COUNT, FLY
from game.rules.yams import Box
from game.views import stage_under
from tests.test_stage_lower_part import _stage_texts
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_the_total_counts_up_then_its_caption_says_the_place(tmp_path):
    from tools.screens_stage import _total, until_staged

    app = make_app(tmp_path, size=(1366, 768))
    try:
        _total(app)
        stage = until_staged(app, "card_total_rare")
        picture = stage.picture
        game = app.manager.stack[-2].game
        card = game.cards[game.last_event.player]
        before = card.total - card.points(Box.CHANCE)  # Ion's last box: Șansă
        seen: list[int] = []
        captions: list[tuple[float, bool]] = []
        while app.manager.top is stage and stage.clock.progress < FLY[0]:
            texts = _stage_texts(app)
            plate = stage_under.plate(picture)
            figures = [int(t.text) for t in texts if t.text.isdigit()
                       and not (plate and plate.contains(t.rect))]
            assert len(set(figures)) <= 1, figures  # one total a frame (the big count,
            seen += sorted(set(figures))  # its box saying it with it: critic C69)
            captions.append((stage.clock.progress, picture.caption in [t.text for t in texts]))
            app.step(1 / 30)
        assert seen and seen[0] < card.total and seen[0] >= before, seen  # from before
        assert seen == sorted(seen) and seen[-1] == card.total, seen  # up to the new total
        assert len(set(seen)) >= 4, seen  # counted, not jumped
        assert not any(said for p, said in captions if p < COUNT[1]), captions
        if picture.caption_at_landing:  # (hY71, critic C65: a lead line comes as the figure
            # lands, with the standings it reorders, never before them)
            assert not any(said for _, said in captions), captions
            while app.manager.top is stage and stage.clock.progress < stage.clock.fly[1] + 0.1:
                app.step(1 / 30)
            assert picture.caption in [t.text for t in _stage_texts(app)]
            return
        assert any(said for p, said in captions if p >= COUNT[1]), captions
    finally:
        app.close()
