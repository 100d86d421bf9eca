"""Planted bugs of the 10 000 staged moments' input and honesty (round 50): each a realistic one-
line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

STAGE3_BREAKS: tuple[Break, ...] = (
    Break("stage3.skip_only_skips", "the click that ends a stage only ends it",
          "game/scenes/stage.py", "            self.clock.skip()\n            self.end()\n",
          "            self.clock.skip()\n            self.end()\n"
          "            self.table.handle_event(event)\n",
          "tests/test_stage.py::test_a_click_ends_the_stage_and_only_ends_it"),
    Break("stage3.key_only_skips", "the key that ends a stage only ends it",
          "game/scenes/stage.py", "            self.clock.skip()\n            self.end()\n",
          "            self.clock.skip()\n            self.end()\n"
          "            if event.type == pygame.KEYDOWN:\n"
          "                self.table.handle_event(event)\n",
          "tests/test_stage.py::test_a_key_ends_the_stage_and_only_ends_it"),
)
