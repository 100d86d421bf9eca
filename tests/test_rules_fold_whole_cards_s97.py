"""Rules: the page stops on a whole card, the cue at the panel's foot (round 81, hK89, ruling
S97 1.; critics cC79, cC80 and A70 disagreed round to round: cC80 #7 read S83's card split by
its rows as "the last card cut mid-card behind 'Continuă mai jos ↓'" with "a dead band of
about 60 px under that prompt").

Decided once: a worked example is drawn whole in a view or not at all (it waits whole for the
next page, where Page Down and ↓ open on it); "Continuă mai jos ↓" stands in one strip at the
reading panel's foot (in its padding, the mirror of "Secțiunea N din M" in its top strip), so
no bare band lies under it, it never moves between views, and a whole card more often fits
over it. Pinned for the critics' three states and for every
section the index or the foot's links open, on both pages, at the three sizes."""

from __future__ import annotations

import pytest

from game.scenes.rules import GAMES, RulesScene
from tests.uihelpers import make_app
from tools import screens_rules  # noqa: F401 - registers the rules' states
from tools.render_screens import REGISTRY

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
STATES = ("rules_yams_joker", "rules_farkle_examples", "rules_text_focused")


def _check_view(scene, where: str) -> None:
    """No card sliced by the view's edges; the cue, where shown, at the viewport's foot."""
    offset = scene.scroll.offset
    shown = scene.shown_view(offset)
    foot = offset + shown.h
    for top, bottom in scene.page.examples:
        drawn = top < foot and bottom > offset
        whole = top >= offset and bottom <= foot
        assert whole or not drawn, (where, offset, shown.h, (top, bottom))
    laid = scene.drawn_page(shown)
    for top, bottom in scene.page.examples:  # (what is drawn agrees: no card's op cut)
        ops = [op for op in laid.ops if top <= op.y < bottom]
        assert not ops or bottom <= foot, (where, (top, bottom))
    band = scene.more_below_band(shown)
    if band is not None:
        cue = scene.cue_top(shown, band, laid)
        assert cue + band.h == scene.cue_foot() and scene.panel.contains(band), (
            where, cue, band, scene.panel)  # its strip at the panel's foot
        assert cue >= shown.bottom or scene.bare_between(  # under the view, on none of
            offset + cue - shown.y, offset + shown.h), (where, cue)  # its words (amended
        # round 82, hK92, S97 1. amended: over a section's end, on its air)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("state", STATES)
def test_the_critics_views_stop_on_a_whole_card_the_cue_at_the_foot(tmp_path, state, size):
    app = make_app(tmp_path, size=size)
    try:
        next(s for s in REGISTRY if s.name == state).build(app)
        app.step(0.05)
        scene = app.manager.top
        assert isinstance(scene, RulesScene)
        _check_view(scene, state)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_every_section_opens_on_whole_cards_the_cue_at_the_foot(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = RulesScene(app)
        app.manager.push(scene)
        app.step(0.05)
        for game in GAMES:
            scene.show(game)
            for _, anchor in scene.section_anchors():
                scene.scroll_to_anchor(anchor)
                _check_view(scene, f"{game} {anchor}")
    finally:
        app.close()
