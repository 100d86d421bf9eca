"""Planted bugs of round 77's helper hF92:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_COMPACT = ("tests/test_farkle_last_round_bust_compact_hf92.py::test_the_last_round_bust_"
            "stamp_keeps_its_title_big_beside_its_reason")

ROUND77_HF92: tuple[Break, ...] = (
    Break("hf92.last_round_stamp_squeezed",
          "in the last round the bust's stamp is the compact row, its title the normal one's "
          "size (S36: squeezed under the band, its title was a third of its size)",
          "game/views/farkle_views.py",
          "        if flow.last_round_strip() is not None:  # the band stays whole over it (S27): the",
          "        if flow.last_round_strip() is not None and False:  # the band stays whole over it (S27): the",
          _COMPACT),
    Break("hf92.compact_title_gives_first",
          "the compact stamp's reason gives way before its title (never the title first)",
          "game/widgets/farkle_banners.py",
          "        if rows or not reason or big <= least:",
          "        if big < title_size or big <= least:",
          _COMPACT),
    Break("hf92.compact_stamp_over_the_panels",
          "the compact stamp is no wider than the felt between the side panels",
          "game/views/farkle_views.py",
          "    wide = 2 * min(centre[0] - room.left, room.right - centre[0])",
          "    wide = room.width + place.px(120)",
          _COMPACT),
)
