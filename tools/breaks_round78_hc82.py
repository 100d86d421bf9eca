"""Planted bugs of round 78's helper hC82:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_BESIDE = "tests/test_coach_beside_what_it_explains.py::"

ROUND78_HC82: tuple[Break, ...] = (
    Break("hc82.hot_card_beside_the_cup",
          "the 10 000 hot dice' coach card stands beside the cup the six went back into, off "
          "the tray, its pointer at the six in the cup's mouth (ruling S46)",
          "game/views/coach_beside.py",
          'BESIDE_MARKS = ("farkle.hot", "yams.countdown")\n',
          'BESIDE_MARKS = ("yams.countdown",)\n',
          _BESIDE + "test_a_coach_card_stands_beside_what_it_explains_and_points_at_it"
          "[_farkle_hot-1920]"),
    Break("hc82.countdown_card_beside_its_ring",
          "the Yams countdown's coach card stands beside its ring, wherever the table draws "
          "it, a pointer at it (ruling S46)",
          "game/views/coach_beside.py",
          'BESIDE_MARKS = ("farkle.hot", "yams.countdown")\n',
          'BESIDE_MARKS = ("farkle.hot",)\n',
          _BESIDE + "test_a_coach_card_stands_beside_what_it_explains_and_points_at_it"
          "[_yams_countdown-1024]"),
    Break("hc82.hot_card_points_at_the_dice_not_the_meter",
          "the hot dice' card beside the cup points at the six in it, not at the risk meter "
          "(ruling S46 reverses round 72's pointer to 'Risc')",
          "game/views/coach.py",
          "        bent = None if beside else bend(scene, mark, rect, common + own,\n",
          "        bent = bend(scene, mark, rect, common + own,\n",
          "tests/test_coach_adds_words.py::"
          "test_the_hot_dice_card_names_them_and_points_at_the_six_in_the_cup"),
    Break("hc82.card_a_pointer_off_its_subject",
          "a card beside what it explains keeps a pointer's gap off it: never on the cup or "
          "the ring (ruling S46)",
          "game/views/coach_beside.py",
          '        x = target.right + gap if side == "right" else target.left - gap - w\n',
          '        x = target.right - gap if side == "right" else target.left - gap - w\n',
          _BESIDE + "test_a_coach_card_stands_beside_what_it_explains_and_points_at_it"
          "[_farkle_hot-1024]"),
    Break("hc82.stacked_actions_inside_the_card",
          "a card too narrow for its action row stacks 'Gata →' over 'Nu mai arăta', both "
          "inside it (ruling S46: the hot dice' card beside the cup)",
          "game/views/coach_card.py",
          "    if card.w < 2 * pad + row[0]:  # stacked",
          "    if card.w < 2 * pad + row[1]:  # stacked",
          _BESIDE + "test_a_coach_card_has_one_obvious_way_on[1920-_farkle_hot]"),
)
