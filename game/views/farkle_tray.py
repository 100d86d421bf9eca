"""The 10 000 table's dice tray seen by its flow (the port the flow throws and shakes through)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.flow.moments import HEADLINE_THROWS
from game.flow.turn_passing import UNDO_RETURN_SECONDS
from game.views.farkle_cup import cup_place, throw_origin
from game.widgets import dice_cup, layout_record

if TYPE_CHECKING:
    from game.scenes.farkle_table import FarkleTableScene
    from game.widgets.dice import DiceTray

DICE_PER_TURN = 6
"""Dice on the felt when a turn starts (drawing only; the engine counts the real dice)."""


class TrayPort:
    """The table's dice tray as its flow's :class:`~game.flow.farkle_flow.DicePort`."""

    def __init__(self, scene: FarkleTableScene) -> None:
        """The dice of ``scene`` (its ``tray`` is replaced by each throw)."""
        self.scene = scene
        self.left: DiceTray | None = None
        """The dice as they lay when the tray last went idle (a bank's: those it left in the
        row fade out, those it kept go with its figure: :func:`draw_bank_dice`)."""
        self.left_places: list[tuple[int, bool]] = []
        """Each of :attr:`left`'s dice's slot (0–5) and whether it lay on the mat, so a resize
        lays them out again where they lay (:meth:`relayout_left`)."""

    @property
    def count(self) -> int:
        """How many dice are on the felt."""
        return self.scene.tray.count

    @property
    def animating(self) -> bool:
        """True while dice tumble or glide."""
        return self.scene.tray.is_animating

    @property
    def gliding(self) -> bool:
        """True while a die glides to its new place (set aside onto the mat, put back)."""
        return self.scene.tray.is_gliding

    def visible(self) -> bool:
        """True once the dice rest and have been seen."""
        return self.scene.outcome_visible()

    def landed(self) -> bool:
        """True once the thrown dice lie still (no longer tumbling)."""
        return not self.scene.tray.is_animating

    def throw(self, faces: tuple[int, ...]) -> None:
        """A new tray thrown onto ``faces`` (the old faces kept where there are as many)."""
        scene = self.scene
        old = scene.tray
        scene.tray = scene._new_tray(old.faces[:len(faces)] if old.count >= len(faces) else faces)
        scene._apply_looks()
        scene.tray.roll(range(len(faces)), faces, scene.anim_rng, speed=scene.factor,
                        origin=throw_origin(scene))  # a turn's first: out of the cup

    def idle(self) -> None:
        """Six dimmed dice wait for the next turn's first roll."""
        scene = self.scene
        self.left = scene.tray
        slots = [x for x, _ in scene._row_positions(DICE_PER_TURN)]
        self.left_places = [
            (min(range(len(slots)), key=lambda k: abs(slots[k] - x)),
             scene.mat.collidepoint(x, y)) for x, y in scene.tray.rest_positions]
        faces = scene.tray.faces + tuple(range(1, DICE_PER_TURN + 1))
        scene.tray = scene._new_tray(faces[:DICE_PER_TURN])
        scene._apply_looks()

    def relayout_left(self, bounds: pygame.Rect, die_side: int) -> None:
        """Lay :attr:`left`'s dice out again at the table's new size, each in its slot, on the
        mat or in the row as it lay (round 76, at hF89's merge: after a resize mid-bank they
        faded at the old size's places, over the mat's line)."""
        left, scene = self.left, self.scene
        if left is None or len(self.left_places) != left.count:
            return
        slots = scene._row_positions(DICE_PER_TURN)
        left.layout(bounds, [(slots[k][0], float(scene.mat.centery) if kept else slots[k][1])
                             for k, kept in self.left_places], die_side)

    def show_roll(self, faces: tuple[int, ...]) -> None:
        """The roll back on the felt (an undo): its dice come out of the cup's mouth and
        glide to their places, the row's and the mat's, over the undo's way back (round 78,
        hF94, critic cB77 #10, ruling S48: they snapped back, faded in under their slots)."""
        scene = self.scene
        scene.tray = scene._new_tray(faces)
        scene._place_dice()
        tray, glide = scene.tray, UNDO_RETURN_SECONDS / scene.factor
        targets, mouth = list(tray.rest_positions), dice_cup.mouth(cup_place(scene))
        for i, target in enumerate(targets):
            tray.move_to(i, mouth, 0)  # (at the cup's mouth, then on their way)
            tray.move_to(i, target, glide)

    def place(self) -> None:
        """The dice to the row or the mat, as the selection says (a rare throw's dice, chosen
        under a stage that gathers them, at once: :func:`hand_back`; a banner that lights
        them where they lie, three pairs', keeps them there and they glide after it)."""
        scene = self.scene
        if scene.on_stage in HEADLINE_THROWS and _gathering_stage(scene) is not None:
            hand_back(scene)
            return
        scene._place_dice()

    def looks(self) -> None:
        """Refresh held and dimmed looks."""
        self.scene._apply_looks()

    def shake(self, index: int) -> None:
        """Shake die ``index``."""
        self.scene.tray.shake(index)

    def skip(self) -> None:
        """Land the dice at once."""
        self.scene.tray.skip()


def _gathering_stage(scene: FarkleTableScene) -> Any:
    """The stage over ``scene`` if its picture gathers the dice (the Chintă, five and six
    alike); else None."""
    stage = scene.app.manager.top
    picture = getattr(stage, "picture", None)
    if getattr(stage, "table", None) is not scene or picture is None or not picture.gather:
        return None
    return stage


def hand_back(scene: FarkleTableScene) -> None:
    """A staged rare throw's dice, chosen for the thrower as its amount lands (under the
    stage), set aside on the mat at once, in the order the stage shows them
    (:func:`game.flow.farkle_mat.mat_order`), and the stage's gathered dice sent home to
    those places: the table it hands back is the selected state from its first frame, no
    dice gliding in after it, nor a frame of them in the row (critic B66: "a limbo frame",
    "dice order jumps sorted -> unsorted")."""
    tray = scene.tray
    scene._place_dice()
    tray.skip()  # (no glide: the stage's own dice fly them home)
    stage = _gathering_stage(scene)
    if stage is None:
        return
    picture = stage.picture  # (its dice, named once as it was built: picture.picked)
    picture.dice = [rect.move(round(tray.rest_positions[i][0] - rect.centerx),
                              round(tray.rest_positions[i][1] - rect.centery))
                    for i, rect in zip(picture.picked, picture.dice, strict=True)]


def draw_bank_dice(surface: pygame.Surface, scene: FarkleTableScene) -> None:
    """A bank's dice as the flow says they show (round 76, hF89, critics cF75b / cZ75: they
    vanished the frame "Încasează" was pressed): those it left in the row fading out
    (:meth:`~game.flow.farkle_beats.FarkleFlowBeats.left_dice_shown`), those it kept on the
    mat going with its figure (``kept_dice_shown``), each where it lay."""
    flow = scene.flow
    tray = getattr(flow.dice, "left", None)
    shown = flow.left_dice_shown(), flow.kept_dice_shown()
    if tray is None or max(shown) <= 0:
        return
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    tray.draw(layer)
    reach = tray.die_size // 2 + scene.px(10)  # (a die and its shadow)
    for x, y in tray.rest_positions:
        kept = scene.mat.collidepoint(x, y)
        alpha = shown[1] if kept else shown[0]
        if alpha <= 0:
            continue
        box = pygame.Rect(round(x) - reach, round(y) - reach, 2 * reach, 2 * reach)
        box = box.clip(layer.get_rect())
        part = layer.subsurface(box).copy()
        part.set_alpha(round(255 * alpha))
        surface.blit(part, box)
        if layout_record.ON:
            side = tray.die_size
            layout_record.panel(surface, pygame.Rect(round(x - side / 2), round(y - side / 2),
                                                     side, side),
                                "bank_kept_die" if kept else "bank_left_die")
