"""Planted bugs of round 70's Yams table (hY82):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_END = "tests/test_yams_end_beats.py::"
_COMPUTER_LAST = _END + "test_the_computers_last_box_keeps_the_key_line_and_counts_no_throw"
_ONE_FORM = ("tests/test_yams_prompt_one_form.py::test_every_beat_says_its_prompt_in_one_pill_of_"
             "one_size_in_one_place[size0]")
_HANDOFF = "tests/test_yams_handoff_fixed.py::"

ROUND70_YAMS_TABLE: tuple[Break, ...] = (
    Break("yt70.no_zero_count", "a button nobody can press says no count (critic D69: a "
          "greyed \"Aruncă 0\" on the finished table)", "game/scenes/yams_table.py",
          "        if shown is None or shown == 0 or self.game.finished:",
          "        if shown is None or self.game.finished:",
          "tests/test_yams_throws_left_readable.py::test_once_the_throws_are_spent_the_greyed_"
          "button_counts_none"),
    Break("yt70.keys_through_the_last_box", "the key line keeps its place through the last "
          "box, until the results cover it (critic D69: it vanished)",
          "game/scenes/yams_table_draw.py",
          "        if not ended:  # the keys of a turn; once the last box is written",
          "        if not game.finished:  # the keys of a turn; once the last box is written",
          _COMPUTER_LAST),
    Break("yt70.one_pill_one_place", "the prompt's pill has one rectangle in every beat of a "
          "table (ruling S10, critics C69/D69: four forms)", "game/views/yams_prompt.py",
          "    return pill_rect(room, room.w, prompt_size(scene.scale), scene.scale)",
          "    return pill_rect(room, room.w if scene.game.dice is not None else room.w * 2 // 3,"
          " prompt_size(scene.scale), scene.scale)", _ONE_FORM),
    Break("yt70.one_pill_one_size", "the pill says every beat at one type size (ruling S10: "
          "the note big, the prompt small)", "game/views/yams_prompt.py",
          # (round 77, hH81: the pill's rect named, for the ended turn's veil; round 78,
          # hY110: what it says named, the countdown's ring drawn after it, S45)
          "    draw_prompt_pill(surface, rect, say, prompt_size(scene.scale), scene.scale)",
          "    draw_prompt_pill(surface, rect, say, prompt_size(scene.scale) + (\n"
          "        4 if say is not None and say.colour == theme.MESSAGE_WARN else 0), scene.scale)",
          _ONE_FORM),
    Break("yt70.advice_in_the_pill", "the \"Sugestie\" advice is said in the prompt's pill at "
          "its one size, the body's (critic D69: two lines of small cyan text at 1024)",
          "game/views/yams_prompt.py",
          "    if flow.hint_text and scene.on_stage is None:  # the advice: the step of the moment",
          "    if flow.hint_text and scene.on_stage is not None:  # the advice: the step of the "
          "moment",
          "tests/test_yams_table.py::test_the_hint_wraps_inside_the_left_column_at_the_smallest_"
          "size"),
    # (yt70.band_gone_before_the_cup retired round 80 by hY118: ruling S76 made
    # the Yams passing the
    # 10 000's seat card, which settles into the pill: no table's band fades any more, and
    # prompt_waits is the card's whole time; tests/test_yams_turn_end_order_hy118.py holds
    # the order, tests/test_yams_handoff_fixed.py the cup clear of the card)
    Break("yt70.cup_in_its_layer", "the going cup is drawn in its layer, under the coach's "
          "card (critic D69: over the whole still picture)", "game/scenes/yams_table_draw.py",
          "        for rect in self.over_cup_rects():",
          "        for rect in ():",
          _HANDOFF + "test_the_going_cup_is_drawn_in_its_layer_under_what_lies_over_it"),
)
