"""Clearing the records (ruling S32): the statistics from "Statistici", the high scores from
"Scoruri", each on its own screen and each alone.

Each screen holding something to clear shows a quiet "Șterge statisticile" / "Șterge
scorurile" in its bottom row's right corner (a wastebasket beside the words; hidden while
there is nothing to clear). It asks first, with S23's dialog manners: one dialog, its safe
answer "Anulează" focused (Enter and Esc keep everything), the destructive answer naming what
it does. Nothing is touched until that answer: the files are then written atomically through
the store (:meth:`game.storage.store.Storage.clear_highscores`,
:meth:`game.storage.stats.StatsRecorder.clear`) and the screen shows what is left,
a notice saying it was done ("Scorurile au fost șterse", ruling S89 4), the focus kept on
a control (S89 3).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.i18n import format_int
from game.scenes.overlays import ConfirmOverlay
from game.widgets.row_icons import IconButton

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.simple import TitledScene

SAFE_ANSWER = "common.cancel"
"""The safe answer's catalog key: "Anulează"."""


class ClearConfirm(ConfirmOverlay):
    """The question before clearing: its body says what would be lost, in numbers."""

    dialog_icon = "warning"
    """The warning medallion on the panel's top edge."""

    def __init__(self, app: App, title_key: str, body: str, yes_key: str,
                 on_clear: Callable[[], None]) -> None:
        """Ask ``title_key``; ``body`` is the text said (already translated, with its
        counts); ``yes_key`` names the destructive answer, which runs ``on_clear``."""
        super().__init__(app, title_key, "", on_clear, yes_key=yes_key, no_key=SAFE_ANSWER)
        self.body = body

    def body_paragraphs(self) -> list[str]:
        """The one paragraph given when asked."""
        return [self.body]


def clear_button(scene: TitledScene, key: str, ask: Callable[[], None]) -> IconButton:
    """A quiet "Șterge …" (catalog ``key``) with a wastebasket, in ``scene``'s bottom right
    corner (:meth:`~game.scenes.simple.TitledScene.offer_corner`); pressing it runs ``ask``
    after the click's sound. Hidden until the screen knows it has something to clear."""

    def click() -> None:
        scene.app.audio.play("click")
        ask()

    button = IconButton(scene.lazy(key), click, "quiet", "bin", name=key)
    button.visible = False
    scene.offer_corner(button)
    return button


def said_where(scene: TitledScene) -> tuple[int, int, int]:
    """Where a clear is said: on its "Șterge …" button's place, right of Back (S89 4)."""
    corner, back = scene.corner_button, scene.back_button
    right = corner.rect.right if corner is not None else scene.content.right
    centre = corner.rect.centery if corner is not None else back.rect.centery
    return right, centre, back.rect.right + scene.px(24)


def ask_clear_statistics(app: App, on_cleared: Callable[[], None],
                         at: tuple[int, int, int] | None = None) -> ClearConfirm:
    """Open the question before clearing the statistics; confirmed, they are cleared and
    ``on_cleared`` runs (the screen shows what is left) and it is said, ``at`` (see
    :attr:`game.widgets.notice.Notice.at`; None: at the top). Returns the dialog."""
    data = app.stats.data
    body = app.tr("stats.clear_body", games=format_int(data.games_played()),
                  dice=format_int(sum(data.face_counts())))

    def clear() -> None:
        app.stats.clear()  # (a refused disk is reported by the store; nothing is lost)
        on_cleared()
        app.notices.post(app.tr("stats.cleared"), kind="cleared", at=at)  # said (S89 4)

    dialog = ClearConfirm(app, "stats.clear_title", body, "stats.clear", clear)
    app.manager.push(dialog)
    return dialog


def ask_clear_scores(app: App, held: int, on_cleared: Callable[[], None],
                     at: tuple[int, int, int] | None = None) -> ClearConfirm:
    """Open the question before clearing the high scores (``held`` of them on every board);
    confirmed, they are cleared, ``on_cleared`` runs and it is said ``at``. Returns the
    dialog."""

    def clear() -> None:
        app.store.clear_highscores()  # (a refused disk is reported by the store)
        on_cleared()
        app.notices.post(app.tr("scores.cleared"), kind="cleared", at=at)  # said (S89 4)

    body = app.tr("scores.clear_body", count=format_int(held))
    dialog = ClearConfirm(app, "scores.clear_title", body, "scores.clear", clear)
    app.manager.push(dialog)
    return dialog
