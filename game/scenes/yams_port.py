"""The Yams table's side of its flow: what :class:`game.flow.yams_flow.YamsFlow` asks of the
scene (:class:`game.flow.yams_flow.YamsPort`) - words, sounds, the tray, the store."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from game import theme
from game.flow.personal_best import first_record, is_new_best, previous_best
from game.flow.stage import takes_stage
from game.storage.ending import record_game_end
from game.widgets import dice_cup

if TYPE_CHECKING:
    from game.scenes.yams_table import YamsTableScene


class TablePort:
    """What the flow asks of the table (:class:`game.flow.yams_flow.YamsPort`): words,
    sounds, the tray, the store."""

    def __init__(self, scene: YamsTableScene) -> None:
        """Serve ``scene``."""
        self.scene = scene

    def tr(self, key: str, **params: object) -> str:
        """The catalog text."""
        return self.scene.tr(key, **params)

    def player_label(self, index: int) -> str:
        """A player's name in messages."""
        return self.scene.player_label(index)

    def play(self, sound: str) -> None:
        """A sound."""
        self.scene.app.audio.play(sound)

    def dice_rng(self) -> random.Random:
        """The app's generator of dice values."""
        return self.scene.app.rng

    def dice_in_air(self) -> bool:
        """A throw tumbles."""
        return self.scene.tray.is_animating

    def outcome_visible(self) -> bool:
        """The last throw's dice are still and seen."""
        return self.scene.outcome_visible()

    def land_dice(self) -> None:
        """End the tumble."""
        self.scene.tray.skip()

    def throw(self, indices: Sequence[int], faces: Sequence[int]) -> None:
        """Tumble ``indices`` onto ``faces`` (the visual generator shapes the paths only)."""
        scene = self.scene
        first = scene.game.rolls_used == 1  # the turn's first throw: out of the cup
        scene.tray.roll(list(indices), list(faces), scene.visual_rng, theme.YAMS_ROLL_DURATION,
                        speed=scene._factor(),
                        origin=dice_cup.mouth(scene.cup_place()) if first else None)

    def show_dice(self, glide: bool) -> None:
        """The dice to their rows and looks."""
        self.scene._place_dice(glide)

    def show_faces(self, faces: Sequence[int]) -> None:
        """Faces with no throw."""
        self.scene.tray.set_faces(tuple(faces))

    def shake(self, index: int) -> None:
        """A refused die shakes."""
        self.scene.tray.shake(index)

    def save(self) -> None:
        """The game to the store (a failed save never stops the table)."""
        scene = self.scene
        store = scene.app.store
        if store is None or scene.game.finished:
            return
        try:
            store.save_game("yams", scene.game.to_dict())
        except (OSError, TypeError, ValueError):
            return

    def dice_thrown(self, faces: Sequence[int], computer: bool) -> None:
        """The statistics count the thrown faces."""
        self.scene.app.stats.dice_thrown(self.scene.kind, list(faces), computer=computer)

    def game_finished(self) -> None:
        """Statistics, the humans' high scores, then the save cleared (one transaction); a
        game played alone first reads the person's best so far (did this one beat it?)."""
        players, stats = self.scene.game.players, getattr(self.scene.app, "stats", None)
        alone = len(players) == 1 and not players[0].is_computer
        if alone:
            self.scene.previous_best = previous_best(stats, self.scene.kind, players[0].name)
        record_game_end(self.scene.app, self.scene.kind, self.scene.game)
        self.scene.first_record = (alone and self.scene.previous_best is None  # its first,
                                   and first_record(stats, self.scene.kind, players[0].name,
                                                    int(self.scene.game.ranking()[0][2])))

    def beats_best(self, score: int) -> bool:
        """True when ``score`` beat the best the person alone had before this game."""
        return is_new_best(self.scene.previous_best, score) or self.scene.first_record

    def notice(self, key: str, kind: str) -> None:
        """An app-wide notice (its own corner): the catalog text of ``key``."""
        self.scene.app.notify(self.scene.tr(key), kind=kind)

    def show_results(self) -> None:
        """The results panel."""
        self.scene.show_results()

    def step_seconds(self) -> float:
        """The computer's pace."""
        return self.scene.computer_step_seconds()

    def box_show_seconds(self) -> float:
        """How long the computer's box shows."""
        return self.scene.computer_box_show_seconds()

    def level(self) -> str:
        """The computer's strength, from the settings."""
        return str(self.scene.app.settings.difficulty)

    def animation_factor(self) -> float:
        """The animation speed from the settings (2: fast, the moments halved)."""
        return self.scene._factor()

    def jolt(self) -> None:
        """Every die shakes a moment, in its own look (a Penta's joy, not a refusal); not
        when the moment takes the stage: its stamp slams over the gathered dice, and the
        table's dice, waiting under it, would only jump once home (critic C25 §3)."""
        if takes_stage(self.scene.flow.moment.kind):
            return
        tray = self.scene.tray
        for i in range(tray.count):
            tray.shake(i, theme.YAMS_PENTA_JOLT / self.scene._factor(), refused=False)
