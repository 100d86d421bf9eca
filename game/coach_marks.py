"""The names of the coach marks of a first game (issue 22 §4), shared by the settings that
remember them (``game.storage.settings``) and the flow that says when each is due
(``game.flow.coach``). Pure data: no imports, no work."""

COACH_MARKS = ("yams.hold", "yams.box", "yams.countdown", "farkle.set_aside", "farkle.refused",
               "farkle.risk", "farkle.bank", "farkle.hot")
"""Every coach mark, each game's in the order a first game meets them: the only values the
``coach_seen`` setting may hold."""

METER_MARKS = ("farkle.risk", "farkle.hot")
"""The marks whose words give the risk of the next throw: their card points at the Tura
panel's risk meter, its way bent up from the strip (round 72, critics D71, E71, G71: the hot
dice' card, "riști doar 2,3 %", pointed at a die on the mat)."""
