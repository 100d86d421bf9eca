"""Planted bugs of the Yams fixed hold row and hand-off (round 67):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_FIXED = ("tests/test_yams_hold_row_fixed.py::test_the_row_is_one_rectangle_drawn_in_every_"
          "beat_of_both_turns")
_DRAW = "game/scenes/yams_table_draw.py"
_HANDOFF = "tests/test_yams_handoff_fixed.py::"

YAMS20_BREAKS: tuple[Break, ...] = (
    Break("yams20.row_before_the_throw", "the kept row's sockets are drawn before a turn's "
          "first throw and while the turn passes (ruling S1)", _DRAW,
          "        if not ended and slots:\n",
          "        if not ended and slots and game.dice is not None:\n", _FIXED),
    Break("yams20.row_under_the_invite", "the invitation is said over the kept row's sockets, "
          "never in place of them (ruling S1: the row keeps its shape)", _DRAW,
          "        if not ended and slots:\n",
          "        if not ended and slots and not row.invite:\n", _FIXED),
    Break("yams20.caption_goes_with_the_turn", "the old player's caption goes with the old "
          "turn: from the band's first frame the line is the new turn's (critic C66)",
          "game/flow/yams_reading.py",
          "        if not self.handoff.active and (passing or (game.dice is None and (",
          "        if (self.handoff.active or passing or (game.dice is None and (",
          _HANDOFF + "test_the_old_players_caption_goes_with_the_old_turn"),
    Break("yams20.pill_beside_the_band", "the new player's pill stands in its place "
          "while the band plays, never hidden (critic C66; its words wait, hY81; re-aimed by "
          "hY104, round 76, S13: no pill while the band shows, then the pill in its place from "
          "the frame the band has gone, never a frame later)", _DRAW,
          # (re-aimed round 80, hY118, S76: the card becomes the pill, which is drawn the
          # frame it has; the bug waits for the greeting's end)
          "        if not game.finished and not flow.prompt_waits and not flow.turn_ended:",
          "        if not game.finished and not flow.prompt_waits and not flow.turn_ended "
          "and flow.voice.banner is None:",
          _HANDOFF + "test_the_pill_stands_named_and_the_felt_is_never_bare_through_the_"
          "passing[size0]"),
    # (yams20.band_fades_where_it_lies retired round 80 by hY118: ruling S76 made
    # the Yams passing the
    # 10 000's seat card, which settles into the pill: no table's band fades any more, and
    # prompt_waits is the card's whole time; tests/test_yams_turn_end_order_hy118.py holds
    # the order, tests/test_yams_handoff_fixed.py the cup clear of the card)
    Break('yams20.cup_under_the_band', "the cup fades in as the band fades: no bare felt "
          "between turns (critic C66)",
          # (re-aimed by hY82: the cup comes in once the band has gone, before the moment ends
          # (critic D69))
          'game/flow/cup_fade.py',
          '        return round(255 * handoff.after_band)',
          '        return 0 if handoff.active else 255',
          'tests/test_yams_handoff_fixed.py::test_the_cup_comes_in_once_the_band_has_gone_nev'
          'er_both[size1]'),
)
