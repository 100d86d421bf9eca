"""Planted bugs of round 70's Yams prompt mends (hY85):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_ONCE = "tests/test_yams_prompt_says_once.py::"

ROUND70_PROMPT: tuple[Break, ...] = (
    # (prompt70.band_alone retired round 80 by hY118: ruling S76 made
    # the Yams passing the
    # 10 000's seat card, which settles into the pill: no table's band fades any more, and
    # prompt_waits is the card's whole time; tests/test_yams_turn_end_order_hy118.py holds
    # the order, tests/test_yams_handoff_fixed.py the cup clear of the card)
    Break("prompt70.report_under_its_turn", "the last player's report is said under their own "
          "\"La rând\", never under the next player's (critic C70)",
          "game/flow/yams_reading.py",
          "        if player is None and self.handoff.pending and event is not None:",
          "        if player is None and self.handoff.active and event is not None:",
          _ONCE + "test_the_prompt_never_names_a_player_other_than_la_rand"),
    Break("prompt70.advice_by_phrase", "the advice says its step, then what it aims for, each "
          "phrase whole on its line (critic C70: \"Scor final / estimat\" split)",
          "game/views/yams_prompt.py",
          "        return PromptSay(flow.hint_advice, theme.CREAM, flow.hint_outlook, theme.CREAM)",
          "        return PromptSay(flow.hint_text, theme.CREAM)",
          "tests/test_yams_advice_pill.py::test_the_advice_says_its_step_then_its_outlook_each_"
          "whole[size2]"),
    Break("prompt70.sacrifice_whole", "a looming sacrifice's key sentence is short enough to "
          "be read whole with six players at 1024x600 (critic C70: \"…cea încercuită …\")",
          "locales/ro/LC_MESSAGES/yams.po",
          'msgstr "Aruncă iar sau sacrifică: cea conturată costă cel mai puțin"',
          'msgstr "Aruncă din nou sau sacrifică una (0 puncte): cea conturată costă cel mai '
          'puțin"',
          "tests/test_yams_sacrifice_words_whole.py::test_the_sacrifices_words_are_whole_with_"
          "six_players_at_1024[1]"),
    Break("prompt70.joker_tagged_by_the_flow", "the flow tags the Joker's pick for its red tag "
          "(review round 70: the view guessed it from a catalog key's prefix)",
          "game/flow/yams_reading.py",
          "            return self._prompt(key, Tone.WARN, detail, JOKER_TAG,  # (the countdown: "
          "its own)",
          "            return self._prompt(key, Tone.WARN, detail, \"\",  # (the countdown: "
          "its own)",
          "tests/test_yams_joker_tag.py::test_the_flow_tags_the_jokers_pick_and_nothing_else"),
    Break("prompt70.pill_built_once", "the prompt's pill is built once per thing said, its "
          "strength applied as it is blitted (review round 70: rebuilt on every frame of a fade)",
          "game/widgets/prompt_pill.py",
          "    key = (replace(say, alpha=255), size_wh, size, scale)",
          "    key = (say, size_wh, size, scale)",
          "tests/test_prompt_pill_built_once.py::test_a_fading_pill_is_built_once_and_fades_as_it_"
          "is_blitted"),
)
