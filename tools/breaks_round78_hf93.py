"""Planted bugs of round 78's helper hF93:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_STRUCK = "tests/test_farkle_bust_struck_total_hf93.py::"
_PLATE = "tests/test_farkle_bust_one_plate_hf93.py::" \
    "test_a_bust_draws_one_plate_in_an_ordinary_round_and_in_the_last"
_IN_PLACE = _STRUCK + "test_the_lost_total_is_struck_in_its_place_from_the_stamp_to_the_passing"
_CARD = _STRUCK + "test_the_help_card_draws_the_tables_struck_total"

ROUND78_HF93: tuple[Break, ...] = (
    Break("hf93.lost_total_struck",
          "from the stamp until the turn passes the ledger's 'Total tură' shows the lost "
          "figure struck through (ruling S47, round 78, hF93)",
          "game/views/farkle_story.py",
          "    lost = flow.bust_shown\n",
          "    lost = False\n",
          _IN_PLACE),
    Break("hf93.struck_in_its_place",
          "the struck total stays in its place and size, no fall: at most its short drop "
          "(ruling S47, amended by S100 1. in round 81: hF86's fall stays retired)",
          "game/widgets/farkle_ledger.py",
          "    at = (rect.right - pad, mid + round(theme.px(LOST_SINK, scale) * eased))\n",
          "    at = (rect.right - pad, mid + round(theme.px(LOST_SINK + 18, scale) * eased))\n",
          _IN_PLACE),
    Break("hf93.foot_lit_in_the_veil",
          "the ledger's foot stays lit in the bust's veil, its struck figure read (S47)",
          "game/views/farkle_bust.py",
          "        keep.append((ledger_foot(ledger, scale), theme.px(12, scale)))\n",
          "        pass\n",
          _IN_PLACE),
    Break("hf93.card_dice_ringed",
          "the '?' card 5's dice wear the table's red rings (S47: the table's picture)",
          "game/scenes/farkle_help.py",
          "            pygame.draw.rect(surface, theme.FARKLE_BUST, die.inflate(2 * reach, "
          "2 * reach),\n",
          "            pygame.draw.rect(surface, theme.GOLD_DARK, die.inflate(2 * reach, "
          "2 * reach),\n",
          _CARD),
    Break("hf93.card_strike_in_proportion",
          "the card's strike is the table's, in proportion to the figure's size (S47)",
          "game/widgets/struck_figure.py",
          "    return max(2, round(size * STRIKE_SHARE))\n",
          "    return max(2, round(26 * STRIKE_SHARE))\n",
          _CARD),
    # hf93.one_plate_under_the_title_row retired (round 79, hF98, ruling S65): the plate
    # takes the title's row now, the band rolled up behind it (bust10k.stamp_clear_of_buttons
    # holds its ceiling under the rim).
    Break("hf93.one_plate_every_round",
          "an ordinary round's bust draws the same plate as the last round's (S47; round 80, "
          "hF104, S87 2.: in the same place again, under its dice; the plant puts the "
          "ordinary round's back in the title's row)",
          "game/views/farkle_views.py",  # (re-aimed round 79, hF98: S65's plate; round 80)
          "                                clear, bottom)  # (under its dice in every round: "
          "S87 2.)\n",
          "                                clear, bottom if flow.last_round_strip() is not None "
          "else None)\n",
          _PLATE),
    # (hf93.title_gives_way_in_a_short_room retired round 80, hF104, ruling S87 2.: under
    # its dice the plate's room runs down to the buttons; no table size leaves it short
    # enough for the title to give way, so the plant changes no frame)
)
