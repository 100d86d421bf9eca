"""Planted bugs of the Yams table's voices and buttons (round 69, hY81):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_NAMED_ONCE = ("tests/test_yams_one_voice.py::test_the_computers_turn_is_named_once_while_it_"
               "plays")

_FRESH_VIEW = "game/views/yams_standings.py"
_FRESH = ("tests/test_yams_standings_fresh.py::test_nobody_scored_one_line_says_it_and_each_row_"
          "its_turn")

YAMS28_BREAKS: tuple[Break, ...] = (
    Break('yams28.pill_words_wait', "while the passing's band says \"X e la rând\" the pill "
          "keeps its place without its words (critic C69: one voice for a turn change)",
          # (re-aimed by hY82: the pill's words from the frame the band has gone, critic D69)
          'game/scenes/yams_table_draw.py',
          # (re-aimed by hY100: the words wait on the flow's prompt_waits, the band's showing;
          # by hY104, round 76, S13: the whole pill waits while the band shows, its going too)
          # (re-aimed round 80, hY118, S76: no pill under the card, even as it settles)
          "        if not game.finished and not flow.prompt_waits and not flow.turn_ended:",
          "        if not game.finished and not (flow.prompt_waits and flow.handoff.settle <= 0)"
          " and not flow.turn_ended:",
          _NAMED_ONCE),
    # (yams28.pill_mark_alone retired in round 76 by hY104: its promise, a quiet label on the
    # pill's plate under the passing's band, was reversed by ruling S13 as amended then (no
    # plate under the band, critics cZ75, cF75a); hy100.pill_names_under_band and
    # hy104.pill_plate_under_band hold the new promise)
    Break("yams28.no_count_for_the_computer", "on the computer's turn the greyed \"Aruncă\" "
          "counts no throw (critic C69)", "game/scenes/yams_table.py",
          "        shown = None if self.computer_turn else self.game.rolls_left",
          "        shown = self.game.rolls_left", _NAMED_ONCE),
    Break("yams28.invite_off_the_glow", "the kept row's invitation is quiet while a Penta's "
          "dice glow (critic C69: its words on the gold)", "game/flow/yams_hold_row.py",
          # (re-aimed round 74, hY99: no invitation once a box is chosen either)
          "    if flow.hold_invited and not flow.penta_waits and game.picked is None:",
          "    if flow.hold_invited and game.picked is None:",
          "tests/test_yams_hold_row.py::test_the_invitation_is_quiet_while_the_dice_glow"),
    Break("yams28.fresh_rows_turn_order", "before anyone has scored each standings row says "
          "its turn: now, next, after (critic C69: the panel two-thirds empty)",
          "game/views/yams_standings_words.py",  # (round 74: the rows' words moved)
          "    return tr(ORDER_KEYS[min((seat - game.current) % len(game.players), 2)])",
          "    return tr(ORDER_KEYS[min((seat - game.current) % len(game.players), 1)])",
          _FRESH),
    Break("yams28.fresh_zero_still_said", "the rows' turn order never takes the place of the "
          "one \"Toți la 0\" beside the title (critic C40)", _FRESH_VIEW,
          "            if fresh or not plan.turns or not any(r.turns for r in rows):",
          "            if not plan.turns or not any(r.turns for r in rows):", _FRESH),
    Break("yams28.disabled_flat", "a disabled button lies flat (no edge, no shadow), a live "
          "one stands raised (critic C69: greyed and live looked alike)",
          "game/widgets/button.py", "        flat = not self.enabled\n",
          "        flat = False\n",
          "tests/test_button_disabled_flat.py::test_a_live_button_is_raised_a_disabled_one_flat"),
)
