"""The Yams table's button states read at a glance (ruling S62 3., round 79, hY115; critics
cF78 "an enabled Validează tura looks identical to a disabled one", "Sugestie uses a third,
outlined style"; cA78 #14 "Anulează is a permanent grey slab"):

- a disabled button lies flat and low on the felt: the 10 000's idle look (a face sunk
  toward the felt, dim words, no edge, no shadow), never the raised grey slab;
- a live secondary action ("Aruncă" stepped back behind a picked box, "Sugestie", a lit
  "Anulează") is a solid, raised, lit button (``live``): a bright green face on its edge and
  shadow, cream words, never an outline; "Sugestie" is one of that family;
- "Anulează" with nothing to undo is idle (quiet), never the grey slab;
- one red action at a time (unchanged)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.contrast import relative_luminance
from game.rules.yams import Box
from tests.uihelpers import make_app
from tools.screens_yams import pick, roll, table, validate
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _face(surface: pygame.Surface, scene, button) -> tuple[int, int, int]:
    """The colour of ``button``'s face, a little in from its left end, over its middle."""
    r = button.rect
    return tuple(surface.get_at((r.x + r.w // 10, r.centery - scene.px(4))))[:3]


def _under(surface: pygame.Surface, scene, button) -> tuple[int, int, int]:
    """The colour just under ``button``'s face, in its middle: its edge (raised) or felt."""
    r = button.rect
    return tuple(surface.get_at((r.centerx, r.bottom - 2)))[:3]


def _felt(surface: pygame.Surface, scene) -> tuple[int, int, int]:
    """The felt between the row's first two buttons."""
    a, b = scene.roll_button.rect, scene.validate_button.rect
    return tuple(surface.get_at(((a.right + b.left) // 2, a.centery)))[:3]


def _drawn(scene) -> pygame.Surface:
    surface = pygame.Surface(scene.size)
    scene.draw(surface)
    return surface


def _near(a, b, within: int = 10) -> bool:
    return max(abs(x - y) for x, y in zip(a, b, strict=True)) <= within


def _assert_disabled_flat(surface, scene, button) -> None:
    assert not button.enabled and button.style == "idle", (button.text, button.style)
    face, felt = _face(surface, scene, button), _felt(surface, scene)
    assert relative_luminance(face) <= relative_luminance(felt), (button.text, face, felt)  # sunk
    assert not _near(face, theme.BUTTON_DISABLED), (button.text, face)  # not the grey slab


def _assert_live_secondary(surface, scene, button) -> None:
    assert button.enabled and button.style == "live", (button.text, button.style)
    face, felt = _face(surface, scene, button), _felt(surface, scene)
    assert _near(face, theme.BUTTON_LIVE, 14), (button.text, face)  # a solid face
    assert relative_luminance(face) >= 1.5 * relative_luminance(felt), (  # lit off the felt
        button.text, face, felt)
    under = _under(surface, scene, button)
    assert sum(under) < sum(face) - 60, (button.text, under, face)  # on its dark edge


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)], ids=["1920", "1024"])
def test_a_disabled_button_is_flat_and_a_live_secondary_solid_and_lit(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        scene = table(app, ["Ana", "Ion"], [1, 2, 3, 4, 6] * 20, computer=False)
        surface = _drawn(scene)  # before the first throw: nothing to undo, no hint
        _assert_disabled_flat(surface, scene, scene.validate_button)
        # never a grey slab: a dim link with nothing to undo (S76 amends S62 3., round 80)
        # (round 81, hY121, S91 4., critic cA80 #9: a link then a button read as two
        # controls: the one outline, dimmed)
        assert not scene.undo_button.enabled and scene.undo_button.style == "quiet"
        roll(app, scene)  # yams_held_dice's beat: "Aruncă" red, "Validează tura" disabled
        for _ in range(120):
            if scene.hint_button.enabled:
                break
            app.step(1 / 60)
        surface = _drawn(scene)
        assert scene.roll_button.style == "primary"
        _assert_disabled_flat(surface, scene, scene.validate_button)
        assert scene.hint_button.enabled and scene.hint_button.style == "quiet"  # (S76:
        # an outline beside the red "Aruncă", as on the 10 000; amends S62 3.)
        pick(app, scene, Box.CHANCE)  # "Validează tura" red, "Aruncă" steps back, lit
        surface = _drawn(scene)
        assert scene.validate_button.style == "primary"
        _assert_live_secondary(surface, scene, scene.roll_button)
        assert scene.hint_button.style == "quiet"  # (S76)
        assert [b for b in (scene.roll_button, scene.validate_button, scene.hint_button,
                            scene.undo_button) if b.style == "primary"] == [
            scene.validate_button]  # one red action
        validate(app, scene)  # Ana's box may be taken back: "Anulează" lit, solid
        with unseen_frames(app):
            for _ in range(300):
                if scene.roll_button.enabled:
                    break
                app.step(1 / 30)
        app.step(1 / 60)
        surface = _drawn(scene)
        assert scene.undo_button.enabled and scene.undo_button.style == "quiet"  # (S76:
        # an outline, never the brightest button)
        _assert_disabled_flat(surface, scene, scene.validate_button)
    finally:
        app.close()
