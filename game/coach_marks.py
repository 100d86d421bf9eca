"""The names of the coach marks of a first game (issue 22 §4), shared by the settings that
remember them (``game.storage.settings``) and the flow that says when each is due
(``game.flow.coach``). Pure data: no imports, no work."""

COACH_MARKS = ("yams.hold", "yams.box", "yams.countdown", "farkle.set_aside", "farkle.refused",
               "farkle.risk", "farkle.bank", "farkle.hot")
"""Every coach mark, each game's in the order a first game meets them: the only values the
``coach_seen`` setting may hold."""
