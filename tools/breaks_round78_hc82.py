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
    # (hc82.countdown_card_beside_its_ring retired in round 79: the dock (coach_dock, round
    # 79's S62) also stands the countdown card beside its ring with a pointer, so taking the
    # mark out of BESIDE_MARKS changes nothing a player sees; the promise stays held by
    # test_coach_beside_what_it_explains's _yams_countdown cases)
    Break("hc82.hot_card_points_at_the_six_in_the_mouth",
          "the hot dice' card points at the six dice in the cup's mouth, not at the cup's "
          "middle under them (ruling S46)",
          "game/views/coach_beside.py",
          "    return pygame.Rect(cup.x, heap.y, cup.w, heap.h)\n",
          "    return pygame.Rect(cup)\n",
          "tests/test_coach_adds_words.py::"
          "test_the_hot_dice_card_names_them_and_points_at_the_six_in_the_cup"),
    Break("hc82.card_a_pointer_off_its_subject",
          "a card beside what it explains keeps a pointer's gap off it, its tip stopping "
          "short of the cup (ruling S46)",
          "game/views/coach_beside.py",
          "    gap, meets = pointer_gap(scale), scene.px(POINTER_MEETS)\n",
          "    gap, meets = 0, scene.px(POINTER_MEETS)\n",
          "tests/test_coach_pointer_on_target.py::"
          "test_every_cards_pointer_stops_just_short_of_its_target[_farkle_hot]"),
    # (hc82.stacked_actions_inside_the_card retired round 80, hF102: ruling S81 3. puts the hot
    # dice' card under the cup in the others' one-row shape; no first-game card is narrow
    # enough to stack its actions at the tested sizes, the stacked form only a fallback)
)
