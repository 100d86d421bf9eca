"""Planted bugs of Yams stages leaving nothing behind (round 69, hY80):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

YAMS27_BREAKS: tuple[Break, ...] = (
    Break("yams27.computer_win_late", "the computer's last box (the only one open) is written "
          "at once: its win is staged one written beat after it, as a person's (critic C69: "
          "~2 s of a static table)", "game/flow/yams_flow.py",
          "        self.ai_timer = 0.0 if self._ends_the_game() else self.port.box_show_seconds()",
          "        self.ai_timer = self.port.box_show_seconds()",
          "tests/test_yams_computer_win_at_once.py::test_the_computers_win_is_staged_one_written_"
          "beat_after_its_last_box_shows"),
)
