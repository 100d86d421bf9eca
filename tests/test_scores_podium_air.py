"""The Scores podium cards have air at every size (critic A60, scores_filled at 1024x600: the
bronze "=3" medal sat on its card's top border, the dates touched the bottom border, the "NOU"
tag squeezed the name). Every medal stands clear of its card's border (above it, or inside
with air), every text and pill inside a card keeps ``AIR`` pixels from its border, and a tag
keeps ``AIR`` pixels from the name beside it."""

from __future__ import annotations

import pytest

from game.widgets import layout_record
from tests.uihelpers import FRAME, make_app
from tools.render_screens import REGISTRY, load_extensions
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")  # (suite time, r72)

load_extensions()

BUILD = {state.name: state.build for state in REGISTRY}
SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
STATES = ["scores_filled", "scores_few", "scores_three", "scores_one_game"]
AIR = 6
"""The least room (pixels) round anything inside a podium card."""


def _drawn(tmp_path, state, size):
    """The won podium cards of ``state`` at ``size`` and the frame recorded."""
    app = make_app(tmp_path, size=size)
    try:
        BUILD[state](app)
        with unseen_frames(app):  # (past the entrance)
            for _ in range(90):
                app.step(FRAME)
        scene = app.manager.top
        layout_record.start(app.screen.get_size())
        app.step(FRAME)
        cards = [rect for kind in ("yams", "farkle")
                 for rect in scene.drawn_rows[kind][:min(3, len(scene.rows(kind)))]]
        return cards, layout_record.frame()
    finally:
        layout_record.stop()
        app.close()


def _ink(rect):
    """The part of a line box its letters fill (the layout check's)."""
    inset = rect.h // 5
    return type(rect)(rect.x, rect.y + inset, rect.w, rect.h - 2 * inset)


@pytest.mark.parametrize("state", STATES)
@pytest.mark.parametrize("size", SIZES)
def test_every_thing_on_a_podium_card_has_air(tmp_path, state, size):
    cards, frame = _drawn(tmp_path, state, size)
    medals = [p.rect for p in frame.panels if p.role == "medal"]
    pills = [p.rect for p in frame.panels if p.role == "pill"]
    found = []
    for card in cards:
        room = card.inflate(-2 * AIR, -2 * AIR)
        for medal in (m for m in medals if m.colliderect(card)):
            if not (medal.bottom <= card.top or room.contains(medal)):
                found.append(f"a medal {medal} on its card's border {card}")
        texts = [t for t in frame.texts if card.contains(t.rect.clip(card)) and
                 card.colliderect(t.rect) and
                 not any(m.contains(t.rect) for m in medals)]
        for mark in texts:
            if not room.contains(_ink(mark.rect)):
                found.append(f"{mark.text!r} {mark.rect} within {AIR} px of {card}'s border")
        for pill in (p for p in pills if p.colliderect(card)):
            if not room.contains(pill):
                found.append(f"a tag {pill} within {AIR} px of {card}'s border")
            for mark in texts:
                if mark.rect.colliderect(pill) or pill.contains(mark.rect):
                    continue
                if abs(mark.rect.centery - pill.centery) < pill.h and (
                        0 <= pill.left - mark.rect.right < AIR
                        or 0 <= mark.rect.left - pill.right < AIR):
                    found.append(f"a tag {pill} squeezing {mark.text!r} {mark.rect}")
    assert cards
    assert not found, found


@pytest.mark.parametrize("size", SIZES)
def test_the_podiums_scores_stand_at_one_size(tmp_path, monkeypatch, size):
    # (critic A60, one podium design: at 1366x768 the third place's short card set its
    # score at 38 px beside the others' 52)
    from game.scenes import scores_podium

    app = make_app(tmp_path, size=size)
    try:
        BUILD["scores_filled"](app)
        with unseen_frames(app):  # (past the entrance: only the rested frame is looked at)
            for _ in range(90):
                app.step(FRAME)
        scene = app.manager.top
        scores = {row.score for kind in ("yams", "farkle") for row in scene.rows(kind)[:3]}
        sizes = []
        real = scores_podium.draw_text

        def spy(surface, text, size_, *a, **k):
            if text in scores:
                sizes.append(size_)
            return real(surface, text, size_, *a, **k)

        monkeypatch.setattr(scores_podium, "draw_text", spy)
        scene.draw(app.screen)
        assert len(sizes) >= 5 and len(set(sizes)) == 1, sizes
    finally:
        app.close()
