"""Scores' invitations and rhythm (critic A64, Scores 7): the shared "Loc liber" band under
both panels read as no one's, and the felt stood bare above two short panels centred in the
room. The invitation is the screen's subtitle, said once (hS66); a board's free places are
its ghost rows, no card (hS67, ruling S4); nothing said under the panels; and
the title and the panels fill the height: no band of bare felt over ~8 % of the window's
height above, between or under them, at three sizes, whatever the boards hold (an empty
10 000 board beside one Yams score included: critic A62, its panel 60 % empty)."""

from __future__ import annotations

import pytest

from game.scenes import base
from game.widgets.felt import felt_area
from tests.test_scores_boards_match import _said, _scores

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]
COUNTS = [(1, 1), (2, 3), (3, 3), (1, 0), (0, 2), (10, 2), (3, 10), (10, 10)]
BARE_MOST = 0.08
"""The tallest band of bare felt allowed above, between or under the title and panels (a
share of the window's height)."""
EVEN_MOST = 0.02
"""The felt over the title and under the panels differ by this share of the height at most."""


def _board(counts):
    yams, farkle = counts
    return [300 - 7 * i for i in range(yams)], [10_500 - 150 * i for i in range(farkle)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("counts", COUNTS)
def test_the_invitation_is_the_screens_own_line_said_once(tmp_path, monkeypatch, size,
                                                          counts):
    """Rewritten by hS66 (the ruling after critics A62/A65 "said twice at once" and A64 "the
    one shared card reads as no one's"): "Orice scor intră în top 10" is the screen's own
    line, a subtitle under its title, said once whenever no board shown is full; not a card
    in a panel (hS67, ruling S4: no next place's teaser, no empty board's sentence either)."""
    app, scene = _scores(tmp_path, size, *_board(counts))
    try:
        spied = []
        real = base.draw_text

        def spy(surface, text, size_, *a, **k):
            rect = real(surface, text, size_, *a, **k)
            spied.append((text, size_, rect))
            return rect

        monkeypatch.setattr(base, "draw_text", spy)
        said = _said(monkeypatch, scene, app.screen)
        title = _title(spied + said, scene)
        any_board = scene.tr("scores.any_board")
        hits = [(px, rect) for text, px, rect in said if text == any_board]
        top = min(panel.top for panel in scene.panels.values())
        if max(counts) < 10:  # no board full: the screen's own line, once, under the title
            assert len(hits) == 1, hits
            px, rect = hits[0]
            assert title.bottom <= rect.top and rect.bottom <= top, (title, rect, top)
            assert abs(rect.centerx - size[0] // 2) <= 2, rect
            assert px >= scene.type_least, px
        else:
            assert len(hits) <= 1, hits
            assert all(rect.top >= top for _, rect in hits), hits
        for kind in ("yams", "farkle"):
            panel = scene.panels[kind]
            inside = [text for text, _, rect in said if panel.contains(rect)]
            if max(counts) < 10:
                assert any_board not in inside, (kind, inside)
            # hS66 said a short board's next place on a teaser and an empty board's sentence
            # on a card; hS67 (ruling S4, reversing it): no words for the free places but
            # their numbers and ghost dashes, the ten places saying "places waiting"
            # (hS28, critic K72: a free podium place's own "Locul N", on its step only)
            steps = scene.quiet_steps[kind]
            assert not any(text.startswith("Locul ") and not any(s.contains(r) for s in steps)
                           for text, _, r in said if panel.contains(r)), (kind, inside)
        under = max(panel.bottom for panel in scene.panels.values())
        below = [text for text, _, rect in said if rect.top >= under
                 and rect.bottom <= scene.back_button.rect.top]
        assert below == [], below  # nothing said under the panels, for no one
    finally:
        app.close()


def _wrapped_once(sentence, texts):
    """True when ``sentence`` is said once over consecutive lines of ``texts``."""
    return sum(" ".join(texts[i:j]) == sentence for i in range(len(texts))
               for j in range(i + 2, len(texts) + 1)) == 1


def _title(said, scene):
    return next(rect for text, _, rect in said if text == scene.tr(scene.title_key))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("counts", COUNTS)
def test_the_title_and_panels_fill_the_height(tmp_path, monkeypatch, size, counts):
    app, scene = _scores(tmp_path, size, *_board(counts))
    try:
        spied = []
        real = base.draw_text

        def spy(surface, text, size_, *a, **k):
            rect = real(surface, text, size_, *a, **k)
            spied.append((text, size_, rect))
            return rect

        monkeypatch.setattr(base, "draw_text", spy)
        said = _said(monkeypatch, scene, app.screen)
        title = _title(spied + said, scene)
        felt = felt_area(size)
        top = min(panel.top for panel in scene.panels.values())
        bottom = max(panel.bottom for panel in scene.panels.values())
        bands = {"over the title": title.top - felt.top, "under the title": top - title.bottom,
                 "under the panels": scene.back_button.rect.top - bottom}
        most = BARE_MOST * size[1]
        assert all(band <= most for band in bands.values()), (bands, most)
        even = abs(bands["over the title"] - bands["under the panels"])
        assert even <= EVEN_MOST * size[1], bands  # the felt over and under about even
        for panel in scene.panels.values():  # both panels from the top down
            assert (panel.top, panel.bottom) == (top, bottom), scene.panels
    finally:
        app.close()
