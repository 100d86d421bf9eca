"""Settings' keys at every size (critic cS74 #11, round 74): each option's words are
centred on its key's face (round 75: the row's ink together, one baseline for the row),
their accents inside it ("Română"'s circumflex touched the
pill's top edge at 1366 and 1024); "Ascultă" is a filled action button, unlike a chosen
option; the volume's meter rises in steps that read as steps, its first bar no flat dash."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes.settings import SettingsScene
from game.widgets.forms import Choice
from tests.uihelpers import make_app, settle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


def _scene(tmp_path, size):
    app = make_app(tmp_path, size=size)
    scene = SettingsScene(app)
    app.manager.push(scene, fade=False)
    settle(app, 3)
    scene.focus.focus(scene.back_button)  # (no focus ring on the keys)
    app.step(1 / 60)
    return app, scene


def _ink(surface: pygame.Surface, face: pygame.Rect, ink: tuple[int, int, int]) -> pygame.Rect:
    """The box of the pixels in ``face`` near the words' colour ``ink``."""
    xs, ys = [], []
    for x in range(face.x, face.right):
        for y in range(face.y, face.bottom):
            if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], ink,
                                              strict=True)) < 120:
                xs.append(x)
                ys.append(y)
    assert xs, face
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.mark.parametrize("size", SIZES)
def test_every_option_is_centred_on_its_key_with_its_accents_inside(tmp_path, size):
    app, scene = _scene(tmp_path, size)
    try:
        depth = theme.px(theme.BUTTON_DEPTH * 0.6, scene.scale)
        margin = max(2, theme.px(3, scene.scale))
        radius = theme.px(theme.BUTTON_RADIUS * 0.7, scene.scale)  # (its corners' felt)
        for _, widget in scene.rows:
            if not isinstance(widget, Choice):
                continue
            row = None  # the row's ink together (round 75, hT77: one baseline per row)
            for i, rect in enumerate(widget.rects):
                face = pygame.Rect(rect.x, rect.y, rect.w, rect.h - depth)
                ink = _ink(app.screen, face.inflate(-2 * radius, 0),
                           theme.INK if i == widget.index else theme.BUTTON_TEXT)
                where = (size, widget.name, i, ink, face)
                assert ink.top - face.top >= margin, where
                assert face.bottom - ink.bottom >= margin, where
                row = ink if row is None else row.union(ink)
            if row is not None:
                assert abs(row.centery - face.centery) <= 1.5, (size, widget.name, row, face)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_volume_rises_in_steps_that_read_as_steps(tmp_path, size):
    app, scene = _scene(tmp_path, size)
    try:
        bars = [bar for bar, _ in scene.volume_meter()]
        if not bars:
            return  # (no room for a meter: the stepper's number says the volume)
        tallest = bars[-1].h
        assert bars[0].h >= tallest / 4 and bars[0].h >= bars[0].w / 2, (size, bars[0])
        for low, high in zip(bars, bars[1:], strict=False):
            assert high.h > low.h and high.bottom == low.bottom, (size, low, high)
    finally:
        app.close()


def _far(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    return sum(abs(x - y) for x, y in zip(a[:3], b[:3], strict=True))


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_listen_is_an_outlined_button_unlike_any_option(tmp_path, size):
    # (amended round 81, hK89, ruling S97 4., critic cC80 #8: was
    # test_listen_is_a_filled_button_unlike_any_option; the lighter filled face read as a
    # selected or disabled chip: "Ascultă" is now outlined in cream on the card's own face)
    app, scene = _scene(tmp_path, size)
    try:
        widgets = {w.name: w for _, w in scene.rows}
        listen = widgets["sound_test"].rect
        sound = widgets["muted"]  # "Pornit" chosen, "Oprit" not
        inset = theme.px(theme.BUTTON_RADIUS * 0.7, scene.scale)
        faces, rims = {}, {}
        for name, rect in (("listen", listen), ("chosen", sound.rects[sound.index]),
                           ("other", sound.rects[1 - sound.index])):
            faces[name] = app.screen.get_at((rect.x + inset, rect.y + inset // 2 + 2))[:3]
            rims[name] = app.screen.get_at((rect.x + inset, rect.y + 1))[:3]
        for name in ("chosen", "other"):  # the options: no ring of another colour round them
            assert _far(rims[name], faces[name]) < 30, (size, name, rims, faces)
        assert _far(rims["listen"], faces["listen"]) > 150, (size, rims, faces)  # outlined
        assert _far(faces["listen"], faces["chosen"]) > 200, (size, faces)
        assert _far(faces["listen"], faces["other"]) > 20, (size, faces)
        assert _far(faces["listen"], theme.GOLD) > 200, (size, faces)
    finally:
        app.close()
