"""Planted bugs of round 76's helper hP77:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND76_HP77: tuple[Break, ...] = (
    Break("hp77.one_file_for_both_games",
          "each game has its own save file: a 10 000 game started never overwrites a saved "
          "Yams game (round 76, ruling S22)",
          "game/storage/save_slots.py",
          "    return SAVE_FILES[kind]\n",
          "    return SAVE_FILES[\"yams\"]\n",
          "tests/test_save_per_game.py::test_each_game_has_its_own_save_file"),
    Break("hp77.newest_by_name",
          "\"Continuă\" resumes the newest save, not always the same game",
          "game/storage/save_slots.py",
          "        return max(found)[2] if found else None\n",
          "        return min(found)[2] if found else None\n",
          "tests/test_save_per_game.py::test_continue_resumes_the_newest_save"),
    Break("hp77.slot_kind_unchecked",
          "a save in the other game's file is damaged: set aside with its notice",
          "game/storage/save_slots.py",
          "        if found != kind:\n",
          "        if found != kind and False:\n",
          "tests/test_save_per_game.py::test_a_save_in_the_other_games_slot_is_set_aside"),
    Break("hp77.legacy_left_behind",
          "an old single savegame.json is migrated to its game's file, not ignored",
          "game/storage/save_slots.py",
          "            mode = os.lstat(self.path(SAVEGAME_FILE)).st_mode\n",
          "            mode = os.lstat(self.path(SAVEGAME_FILE) / \"never\").st_mode\n",
          "tests/test_save_per_game.py::"
          "test_an_old_single_save_is_migrated_to_its_games_slot"),
    Break("hp77.legacy_over_the_slot",
          "an old save never replaces a newer save of its game: it is kept aside, said",
          "game/storage/legacy_save.py",
          "        elif os.path.lexists(store.path(save_file(kind))):\n",
          "        elif False:\n",
          "tests/test_save_per_game.py::"
          "test_an_old_save_beside_a_newer_one_of_its_game_is_kept_aside"),
    Break("hp77.end_clears_both",
          "the end of one game clears only its own save, never the other game's",
          "game/storage/ending.py",
          "    return lambda: store.clear_game(kind)\n",
          "    return lambda: store.clear_game()\n",
          "tests/test_save_per_game.py::test_the_end_of_one_game_clears_only_its_own_save"),
    Break("hp77.only_the_tied_card_wears_its_save",
          "each game's card on the menu wears its own saved game, not only the hero's",
          "game/widgets/game_card.py",
          "        return bool(self.badge)\n",
          "        return self.tied and bool(self.badge)\n",
          "tests/test_save_per_game_menu.py::"
          "test_each_card_wears_its_own_save_and_continue_names_the_newest"),
    Break("hp77.card_resumes_the_newest",
          "a card wearing its game's save resumes that game, not the newest",
          "game/scenes/menu.py",
          "                self.continue_game(kind)  # a card wearing its game's save resumes "
          "it\n",
          "                self.continue_game()  # a card wearing its game's save resumes it\n",
          "tests/test_save_per_game_menu.py::test_a_card_wearing_its_save_resumes_that_game"),
    Break("hp77.new_game_asks_about_any_save",
          "New Game asks only before replacing its own game's save",
          "game/scenes/game_setup.py",
          "    return store is not None and store.load_game(kind) is not None\n",
          "    return store is not None and store.load_game() is not None\n",
          "tests/test_save_per_game_menu.py::"
          "test_a_new_game_of_the_other_kind_neither_asks_nor_touches_the_save"),
    Break("hp77.folder_said_each_time",
          "a folder in the old save's place is left alone, never said at every menu",
          "game/storage/save_slots.py",
          "        if stat.S_ISDIR(mode):  # a folder in its place is no save: left alone, "
          "unsaid\n",
          "        if stat.S_ISLNK(mode):  # a folder in its place is no save: left alone, "
          "unsaid\n",
          "tests/test_save_per_game.py::"
          "test_a_folder_in_the_old_saves_place_is_left_alone_and_said_never"),
    Break("hp77.new_game_offers_any_save",
          "New Game offers \"Continuă partida\" for its own game's save only",
          "game/scenes/new_game.py",
          "            return bool(self.app.has_resumable_game(self.kind))\n",
          "            return bool(self.app.has_resumable_game())\n",
          "tests/test_save_per_game_menu.py::"
          "test_new_game_offers_its_own_games_save_and_only_its_own"),
)
