"""Planted bugs of round 82's helper hK93:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_MENU = "tests/test_menu_regions_hold_hk93.py::"

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
)
