"""Planted bugs of round 70's 10 000 last-round band (hF71):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_BAND = "tests/test_farkle_last_round_strip.py::"
_SHOWN = _BAND + "test_the_band_shows_after_the_goal_large_and_touches_nothing"

ROUND70_LAST_ROUND: tuple[Break, ...] = (
    Break("hF71.band_chip_style", "a chip on the last round's band wears its seat's colour and "
          "mark as the players' list does (the computer's own)", "game/views/farkle_last_round.py",
          "        chips.append(Chip(chip, seat, player_style(place.players, seat), name,",
          "        chips.append(Chip(chip, seat, seat, name,", _SHOWN),
    Break("hF71.band_playing_marked", "the one playing now is not marked on the band (re-aimed "
          "round 70, critic B70: whose turn it is said four times; no chip is lit now, the list's "
          "arrow and the Tura card say it): the planted bug lights it again",
          "game/views/farkle_last_round.py",
          "    surface.blit(chip_shade(rect.size), rect)\n",
          "    surface.blit(chip_shade(rect.size), rect)\n    if chip.playing:\n"
          "        pygame.draw.rect(surface, theme.NEXT_TAG, rect, border_radius=radius)\n",
          "tests/test_farkle_last_round_turn_twice.py::"
          "test_the_turn_is_said_as_in_every_passing_no_chip_lit"),
    Break("hF71.band_title_large", "the band's „Ultima tură!” is larger than the '10 000' it "
          "stands in for (critics B69, D69: 20 px)", "game/views/farkle_last_round.py",
          "round(rect.h * 0.9), STAMP)", "round(rect.h * 0.5), STAMP)", _SHOWN),
    Break("hF71.band_keeps_the_turn", "the band keeps the player whose turn shows until it "
          "has visibly ended (round 80, S80: its bank counted in, its bust seen; never gone "
          "from the band before)",
          "game/flow/farkle_reading.py",
          "        kept = (shown not in game.last_round_pending and shown != game.last_round_by\n",
          "        kept = (False\n",
          _BAND + "test_the_flow_says_who_still_plays_and_the_score_to_beat_after_the_goal"),
    Break("hF71.bars_one_length", "a players' tag never shortens its own player's bar: every "
          "bar of the list ends before the tags' column (critic D69: 'urmează' cut its bar)",
          "game/widgets/farkle_panels.py",
          "        if under:\n            bar.w", "        if below:\n            bar.w",
          "tests/test_farkle_next_tag_off_the_bar.py::test_no_tag_touches_or_shortens_a_bar"),
    Break("hF71.band_comes_in_lit", "the last round's band comes in with a flash of light "
          "settling to its crimson (never a pop)", "game/views/farkle_last_round.py",
          "    light = round(FLASH * (1 - settling) ** 2)\n", "    light = 0\n",  # (S27)
          _BAND + "test_the_band_comes_in_lit_and_settles_to_its_crimson"),
    Break("hF71.band_entrance_clock", "the band's entrance is the flow's clock: it starts as "
          "the band first shows", "game/flow/farkle_reading.py",
          "            min(1.0, self.band_age / BAND_IN),\n", "            1.0,\n",
          _BAND + "test_the_band_comes_in_lit_and_settles_to_its_crimson"),
)
