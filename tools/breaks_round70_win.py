"""Planted bugs of round 70's win and tie stages (hW70):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_TEST = "tests/test_stage_win_podium.py::"
_TIE = _TEST + "test_a_tie_names_its_winners_in_its_title_over_one_shared_step"
_PICTURES = "game/views/stage_pictures.py"

ROUND70_WIN: tuple[Break, ...] = (
    Break('win70.podium_shown',
          "the win's lower third holds a podium of every player's total (critic "
          "D69: the bottom ~40 % empty) (re-aimed in round 73, hW75: the podium "
          "built in the verdict's branch; hX76: the results' podium held by the stage)",
          "game/views/stage_pictures.py",
          "        if results is not None:  # the results' own podium, where they will stand "
          "it, the\n",
          "        if results is not None and len(game.players) > 4:  # the results' own podium, "
          "where they will stand it, the\n",
          "tests/test_stage_win_podium.py::test_the_win_stands_the_results_podium_under_its_title"),
    Break("win70.column_seat_colour", "each podium column carries its player's seat colour "
          "(hW71: on a stripe under its lit top, the block in its place's metal)",
          "game/widgets/podium.py",  # (hX76: the results' podium on the stage)
          "        band_colour = seat_colour(seat)  # slab; the token's ring sits on it)",
          "        band_colour = face  # slab; the token's ring sits on it)",
          "tests/test_stage_win_mend.py::test_the_podiums_blocks_are_the_results_metals_the_"
          "seats_on_a_stripe"),  # (re-aimed by hW71, C70: the blocks in the results'
    # metals, the seat's colour on a stripe and the token)
    Break("win70.ties_crowned", "every winner of a tie stands on a winner's column, crowned "
          "(hX76: re-aimed, the results' podium on the stage names each winner large)",
          "game/widgets/podium.py",
          "        first = row.place == 1  # every name large, in its seat's colour, a winner's",
          "        first = row is rows[0]  # every name large, in its seat's colour, a winner's",
          "tests/test_stage_tie_pills.py::test_each_winner_of_a_tie_is_named_on_a_pill_in_"
          "their_seats_colour"),
    # (re-aimed round 71: the tie's score said over its columns alone, critic D70; still
    # from the title's first frame, critic C69: its points came late)
    Break("win70.tie_scores_on_pills", "a tie's score is said from the title's first frame "
          "(critic C69: its points came late)", "game/views/stage_held.py",
          "    held.draw(surface, rise_time(clock), figures_in(clock), cups)\n",  # (hW72, hX76,
          # hW76: re-aimed)
          "    if clock.done:\n        held.draw(surface, rise_time(clock), figures_in(clock), "
          "cups)\n",
          _TIE),
    Break("win70.score_at_once", "the win's score is said with its title and name, from its "
          "first frame (hW71: a new best's caption; with others the podium says it)",
          "game/views/stage_words.py",
          '    if picture.kind == "win":  # the winning score',
          '    if picture.kind == "won":  # the winning score',
          "tests/test_yams_win_stage.py::test_a_game_alone_that_beats_the_persons_best_is_"
          "staged_and_the_results_say_the_best"),
    Break("win70.pills_built_once", "the name's pill is built once for what it shows, not "
          "every frame", "game/views/stage_words.py",
          "    if kept is not None and kept[0] == key:",
          "    if kept is not None and kept[0] is key:",
          _TEST + "test_the_pill_is_built_once_not_every_frame"),  # (round 74, hD74: one pill)
    Break('win70.computer_pill',
          "the computer's win is named once, by its headline (hW71, critic C70: "
          "no pill saying it again under it) (re-aimed in round 73, hW75: no line "
          "under any verdict)",
          "game/views/stage_pictures.py",
          "    return _picture(table, kind, words, line=\"\", seat=seat, **more)",
          "    return _picture(table, kind, words, line=\", \".join(table.player_label(i) for "
          "i in winners), seat=seat, **more)",
          "tests/test_stage_win_podium.py::test_the_computers_win_is_named_by_its_title_over_the_podium"),
    Break("win70.podium_rises", "the podium rises as the win's stage opens (the flow's clock) "
          "(re-aimed round 74, hD75: at the results' own podium on the stage)",
          "game/views/stage_held.py",
          "    return span(clock.progress, *PODIUM_RISE) * rise_done()\n",
          "    return rise_done()\n", _TEST + "test_the_podium_rises_as_the_stage_opens_and_stands_"
          "once_skipped"),
    Break("win70.tie_in_order", "a tie's winners' columns stand side by side in the game's "
          "order, as the results' podium shows them (hX76: the results' own)",
          "game/widgets/podium_layout.py",
          "    return list(enumerate(first))\n",
          "    return list(enumerate(reversed(first)))\n", _TIE),
    # (win70.confetti_behind_podium retired round 74, hD75:
    # stage_win's own podium, never drawn, removed)
    # (win70.podium_built_once retired round 74, hD75:
    # stage_win's own podium, never drawn, removed)
)
