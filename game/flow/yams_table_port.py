"""What the Yams flow asks of its table (:class:`YamsPort`): words, sounds, the dice on
screen, the files. The scene's port is :class:`game.scenes.yams_port.TablePort`; the tests
give a fake with a clock."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from random import Random


class YamsPort(Protocol):
    """What the flow asks of its table: words, sounds, the dice on screen, the files."""

    def tr(self, key: str, **params: object) -> str:
        """The catalog text of ``key``, placeholders filled."""

    def player_label(self, index: int) -> str:
        """A player's name as messages print it."""

    def play(self, sound: str) -> None:
        """Play a sound."""

    def dice_rng(self) -> Random:
        """The generator of the dice values (the app's, read at each roll)."""

    def dice_in_air(self) -> bool:
        """True while a throw tumbles (a click then only lands it)."""

    def outcome_visible(self) -> bool:
        """True once every die of the last throw has lain still and been seen."""

    def land_dice(self) -> None:
        """End the tumble at once, on the same faces."""

    def throw(self, indices: Sequence[int], faces: Sequence[int]) -> None:
        """Show dice ``indices`` tumbling onto ``faces``."""

    def show_dice(self, glide: bool) -> None:
        """Move the dice to their rows and looks from the game's state (held, dimmed)."""

    def show_faces(self, faces: Sequence[int]) -> None:
        """Show ``faces`` with no throw (an undo brought a roll back)."""

    def shake(self, index: int) -> None:
        """Shake die ``index`` (a refused hold)."""

    def save(self) -> None:
        """Keep the game as it is now."""

    def dice_thrown(self, faces: Sequence[int], computer: bool) -> None:
        """Count the thrown faces in the statistics."""

    def game_finished(self) -> None:
        """The game ended: statistics, high scores, clear the save."""

    def beats_best(self, score: int) -> bool:
        """True when ``score``, a game played alone, beat the person's best so far (read by
        :meth:`game_finished`, before this game was recorded)."""

    def notice(self, key: str, kind: str) -> None:
        """Show the catalog text of ``key`` as an app-wide notice of ``kind``."""

    def show_results(self) -> None:
        """Show the results panel."""

    def step_seconds(self) -> float:
        """Seconds between two of the computer's steps."""

    def box_show_seconds(self) -> float:
        """Seconds the computer's chosen box stays highlighted before it is scored."""

    def level(self) -> str:
        """The computer player's strength ("beginner" / "expert")."""

    def animation_factor(self) -> float:
        """The animation speed (2 in the fast setting: the moments last half as long)."""

    def jolt(self) -> None:
        """Shake every die a moment for joy (a Penta landed: not the refused look)."""
