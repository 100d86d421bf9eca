"""Planted bugs of round 76's helper hK78:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_CAPS = "tests/test_keys_in_caps.py::"

ROUND76_HK78: tuple[Break, ...] = (
    Break("hk78.key_line_without_caps",
          "the tables' key lines draw each key they name as a keycap, the words after it plain "
          "(one key style on every screen, ruling S24)",
          "game/scenes/table_base.py",
          "        draw_keyed(surface, text, size, (centre - width // 2, bottom - height), "
          "self.scale,\n",
          "        draw_keyed(surface, text.replace(\"[\", \"\").replace(\"]\", \"\"), size, "
          "(centre - width // 2, bottom - height), self.scale,\n",
          _CAPS + "test_the_tables_key_lines_draw_their_keys_as_caps"),
    Break("hk78.catalog_key_outside_a_cap",
          "no catalog line names a key outside a cap: the computer's turn's key line says "
          "'[Esc]' (ruling S24)",
          "locales/ro/LC_MESSAGES/core.po",
          "msgstr \"[Esc]: părăsești partida  ·  [F1]: reguli\"\n",
          "msgstr \"Esc: părăsești partida  ·  [F1]: reguli\"\n",
          _CAPS + "test_every_catalog_line_names_its_keys_in_caps"),
)
