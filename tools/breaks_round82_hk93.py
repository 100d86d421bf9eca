"""Planted bugs of round 82's helper hK93:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_MENU = "tests/test_menu_regions_hold_hk93.py::"
_SEATS = "tests/test_scores_ghost_seats_hk93.py::"
_NUMBERS = "tests/test_statistics_one_number_language_hk93.py::"

ROUND82_HK93: tuple[Break, ...] = (
    Break("hk93.tagline_swapped_on_focus",
          "the menu's tagline reads the same whatever holds the focus; the arrows' hint is a "
          "tag on the focused card (critic cC81 #14, S58 amended round 82)",
          "game/scenes/menu.py",
          '        draw_text(surface, self.tr("app.subtitle"), body, theme.CREAM, spot,  # one '
          'line,\n',
          '        draw_text(surface, self.tr("menu.cards_keys" if self.focus.focused else '
          '"app.subtitle"), body, theme.CREAM, spot,  # one line,\n',
          _MENU + "test_the_tagline_holds_and_the_keys_tag_sits_on_the_focused_card"),
    Break("hk93.keys_tag_over_the_art",
          "the keys tag sits astride the focused card's top edge, clear of its pictures",
          "game/widgets/card_keys_tag.py",
          "        rect.bottom = min(rect.bottom, art_top - shadow - theme.px(ART_AIR, scale))\n",
          "        rect.top = min(rect.bottom, art_top - shadow - theme.px(ART_AIR, scale))\n",
          _MENU + "test_the_tagline_holds_and_the_keys_tag_sits_on_the_focused_card"),
    Break("hk93.free_seat_without_its_ghost",
          "a free podium place shows the player to come, a ghost die of its place in its "
          "medal's metal over 'Locul N' (critics cC81 #4, cB81; ruling S111 1.)",
          "game/scenes/scores_invite.py",
          "            self.scale, self.podium_medal())\n",
          "            self.scale)\n",
          _SEATS + "test_a_free_seat_shows_its_ghost_and_what_takes_it"),
    Break("hk93.ghost_seat_over_its_words",
          "the ghost die stands over its seat's words, the group centred on the step",
          "game/scenes/scores_podium.py",
          "        y += die + gap\n",
          "        y += gap\n",
          _SEATS + "test_a_free_seat_shows_its_ghost_and_what_takes_it"),
    Break("hk93.tie_one_disc",
          "a tied place's medal is a pair of medals side by side (critic cB81; S111 2.)",
          "game/widgets/medals.py",
          "    if not tied:\n        return [(disc, r)]\n",
          "    if tied or not tied:\n        return [(disc, r)]\n",
          _SEATS + "test_a_tied_places_medal_is_a_pair_of_medals"),
    Break("hk93.tie_numeral_shrunk",
          "a tied pair's numerals as big as the lone medals' (read at a glance at 1024x600)",
          "game/widgets/medals.py",
          "    lone = medal_discs(centre, height)[0][1]  # (a lone medal's numeral on each "
          "disc: a\n",
          "    lone = discs[-1][1]  # (a lone medal's numeral on each disc: a\n",
          _SEATS + "test_a_tied_pairs_numerals_are_a_lone_medals"),
    Break("hk93.bonus_bare_rate",
          "the upper bonus reads as the wins read: a count, then the count with its rate "
          "(critic cC81 #15; S111 3.)",
          "game/scenes/stats_figures.py",
          '    return str(tr("stats.fig.wins_value", wins=format_int(count),\n'
          "                  rate=format_percent(count / games)))\n",
          "    return format_percent(count / games)\n",
          _NUMBERS + "test_the_upper_bonus_reads_as_the_wins_read"),
    Break("hk93.mean_rounded_whole",
          "a 10 000 mean is written to its tenth, never 9 612 for 9 612.5 (S111 3.)",
          "game/scenes/stats_figures.py",
          "    return format_int(tenths // 10) if tenths % 10 == 0 else format_decimal(tenths "
          "/ 10)\n",
          "    return format_int(round(value))\n",
          _NUMBERS + "test_a_10000_mean_is_written_to_its_tenth_as_the_yams_mean"),
    Break("hk93.joker_chip_on_patru",
          "the Yams '?' card 8's +100 chip keeps felt from 'Patru' and from its points "
          "(critics cC81 #9, cA81; S111 4.)",
          "game/scenes/yams_help.py",
          "        air = max(BONUS_AIR_LEAST, self.px(BONUS_AIR), round(size * 0.25))\n",
          "        air = self.px(8)\n",
          "tests/test_yams_help_chip_air_hk93.py::test_the_joker_chip_has_air_each_side"),
)
