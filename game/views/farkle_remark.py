"""The computer's remark on the 10 000 table, said on the prompt line over the dice
("Calculatorul · Mă opresc: 600 e destul"), once its dice are still and seen (round 73, hX80,
critic J72 #15: in the Tura panel it took the place of "Până la obiectiv", a row that changed
meaning between beats; ruling S15). Split from :mod:`game.views.farkle_views`, which draws it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.ai.farkle import expert_available
from game.widgets.computer_reason import aim_sentence, plan_on_the_mat, reason_sentence

if TYPE_CHECKING:
    from game.flow.farkle_flow import FarkleFlow


def computer_remark(flow: FarkleFlow, tr: Any, visible: bool) -> str:
    """What the computer says of its turn now (its turn shown, its dice still and seen, the
    game not over: while they fly the prompt says "Calculatorul joacă…", under its bust
    nothing, under its bank "Calculatorul încasează":
    :func:`game.views.farkle_views.prompt_line`): its level at "expert"; what it keeps and
    why, the whole sentence once the dice it keeps lie on the mat, every one landed (none
    still gliding there: ruling S39) ("Păstrez 5 și arunc iar: vreau 500, am 50"); before
    its throw its aim ("Arunc până strâng 500"); while it picks, only that it picks ("Aleg ce
    păstrez…": S96 4. amended round 82)."""
    game = flow.game
    if game.computer_level == "expert" and expert_available():
        return tr("farkle.ai.expert_note")
    if game.roll_dice is None:  # before its throw: its aim, no figure of a throw
        return aim_sentence(tr, game)
    if visible and not flow.hot_dice_coming and plan_on_the_mat(game) and not flow.dice.gliding:
        return reason_sentence(tr, game)  # (once every kept die has landed: S39, cB77)
    # picking: that it picks, no decision before the dice it keeps and their total are
    # seen (S96 4. amended round 82, hF114, critic cB82 #2: "Mă opresc aici: trec de 5 100"
    # over a turn total of 0, then its dice chosen one by one under it)
    return str(tr("farkle.reason.picking"))


def short_remark(flow: FarkleFlow, tr: Any, said: str) -> str:
    """``said`` (a :func:`computer_remark`) in its one-line form, for a prompt line too
    narrow for the whole (1024×600): what it does and why, without the dice it keeps (the
    mat shows them); ``said`` itself when it has no shorter form."""
    game = flow.game
    if game.current == flow.shown_player and said == reason_sentence(tr, game):
        return reason_sentence(tr, game, short=True)
    if game.current == flow.shown_player and said == aim_sentence(tr, game):
        return aim_sentence(tr, game, short=True)
    return said


def computer_says(flow: FarkleFlow, tr: Any, visible: bool, short: bool = False) -> str:
    """The prompt line on the computer's turn once its dice are seen: "Calculatorul · " and
    its remark (:func:`computer_remark`; ``short``: :func:`short_remark`'s form); its level
    at "expert" as it is, a sentence that names it ("Calculatorul joacă la nivel Expert…":
    "Calculatorul · Calculatorul joacă…" said the name twice, round 73)."""
    said = computer_remark(flow, tr, visible)
    if said == tr("farkle.ai.expert_note"):
        return said
    if short:
        said = short_remark(flow, tr, said)
    return tr("farkle.computer_says", remark=said)
