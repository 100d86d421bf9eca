"""Screens of the 10 000 table for :mod:`tools.render_screens`.

Each state starts a real game through New Game and plays it through the table's own
controls; :class:`ScriptedDice` makes the engine roll chosen dice (the tests use it too).
A few states start from a prepared score (the last round, the results) so the picture
does not need a whole game.
"""

from __future__ import annotations

from typing import Any

from tools.render_screens import open_table, register
from tools.scripted_dice import ScriptedDice
from tools.unseen_frames import unseen_frames


def table_with(app: Any, humans: int, *dice: int) -> Any:
    """Open a 10 000 table with ``humans`` people and the engine rolling ``dice`` first."""
    app.rng = ScriptedDice(dice)
    return open_table(app, "farkle", humans)


def play(app: Any, frames: int = 16) -> None:
    """Let the dice land (0.1 s frames; only the last one drawn)."""
    with unseen_frames(app):
        for _ in range(frames):
            app.step(0.1)


def play_until(app: Any, done: Any, most: int = 80) -> None:
    """Play 0.1 s frames until ``done()`` (at most ``most`` frames; only the last one drawn,
    not each as it came)."""
    with unseen_frames(app):
        for _ in range(most):
            if done():
                return
            app.step(0.1)


def goal_up(app: Any) -> bool:
    """True while the 10 000 goal's banner shows ("Obiectiv atins!", the last round said
    under it: hL50)."""
    tables = [scene for scene in app.manager.stack if hasattr(scene, "flow")]
    return bool(tables and tables[-1].flow.moment.kind == "goal"
                and tables[-1].flow.moment.busy)


def strip_up(app: Any) -> bool:
    """True once the 10 000 last round's quiet strip stands where the title was."""
    tables = [scene for scene in app.manager.stack if hasattr(scene, "flow")]
    return bool(tables and tables[-1].flow.last_round_strip() is not None)


def after_goal(app: Any) -> None:
    """Play on until the goal's banner has handed the table back and its strip stands."""
    play_until(app, lambda: strip_up(app) and hasattr(app.manager.top, "flow"))


@register("farkle_first_roll")
def _first_roll(app: Any) -> None:
    table = table_with(app, 2, 1, 5, 3, 3, 4, 2)
    table.press_roll()


@register("farkle_selection")
def _selection(app: Any) -> None:
    table = table_with(app, 2, 5, 5, 5, 1, 2, 3)
    table.press_roll()
    play(app)
    for i in (0, 1, 2, 3):
        table.press_die(i)


@register("farkle_refusal")
def _refusal(app: Any) -> None:
    table = table_with(app, 2, 1, 2, 3, 4, 6, 6)
    table.press_roll()
    play(app)
    table.press_die(0)
    table.press_die(1)


@register("farkle_bank_refused")
def _bank_refused(app: Any) -> None:
    table = table_with(app, 2, 1, 2, 3, 4, 6, 6)
    table.press_roll()
    play(app)
    table.press_bank()  # Enter with nothing chosen: why, in the prompt's place (hF79)


@register("farkle_groups")
def _groups(app: Any) -> None:
    table = table_with(app, 3, 1, 5, 2, 3, 4, 6, 1, 1, 1, 3, 5, 3)
    table.press_roll()
    play(app)
    table.press_die(0)
    table.press_die(1)
    table.press_roll()
    play(app)
    for i in (0, 1, 2):
        table.press_die(i)
    table.press_roll()
    play(app)
    table.press_die(0)


@register("farkle_hot_dice")
def _hot_dice(app: Any) -> None:
    table = table_with(app, 2, 2, 2, 2, 1, 5, 5, 3, 4, 6, 2, 2, 1)
    table.press_roll()
    play(app)
    for i in range(6):  # F8: the banner shows the moment the sixth die is set aside
        table.press_die(i)


@register("farkle_bust")
def _bust(app: Any) -> None:
    table = table_with(app, 2, 1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6)
    table.press_roll()
    play(app)
    table.press_die(0)
    table.press_roll()
    play(app, 7)  # landed and seen (1.3 s), the bust shown while its dice stay
    for _ in range(40):  # the dice land later in a small window: wait for them to be seen
        if table.flow.moment.kind == "bust" or table.flow.big_announcement() is not None:
            break
        app.step(0.05)


@register("farkle_goal_last_round")
def _goal_banner(app: Any) -> None:
    """The bank that reaches the goal: its banner, "Obiectiv atins!" with the last round said
    on its line (hL50: no "Ultima tură!" ribbon after it)."""
    table = table_with(app, 3, 1, 1, 1, 5, 2, 3)
    table.game.totals[:] = [9_400, 6_150, 8_700, 7_250]
    table.press_roll()
    play(app)
    for i in (0, 1, 2, 3):
        table.press_die(i)
    table.press_bank()
    # the goal's banner: "Obiectiv atins!" and the last round under it (hL50: said once, no
    # "Ultima tură!" ribbon after it)
    play_until(app, lambda: goal_up(app))
    play(app, 4)


@register("farkle_last_round")
def _last_round(app: Any) -> None:
    """Four players in the last round as the goal's banner hands the table back: the turn
    passes, the strip stands where the title was (hL50: where the ribbon stood before)."""
    _goal_banner(app)
    after_goal(app)


@register("farkle_last_round_strip")
def _last_round_strip(app: Any) -> None:
    """Four players in the last round once the goal's banner has gone: the strip where the
    title stands, "La rând: …" entering, the tags under the totals (hF28); the goal's passing
    card has gone (round 77: it plays as in every passing, ruling S13 amended)."""
    _last_round(app)
    play_until(app, lambda: strip_up(app) and not app.manager.top.flow.handoff.holds)
    play(app, 2)


@register("farkle_last_round_throw")
def _last_round_throw(app: Any) -> None:
    """The last round's next player has thrown: the strip stays, quiet, over the dice."""
    _last_round(app)
    play_until(app, lambda: strip_up(app))
    play(app, 10)
    app.manager.top.press_roll()
    play(app)


@register("farkle_computer_turn")
def _computer(app: Any) -> None:
    table = table_with(app, 1, 1, 2, 3, 4, 6, 6, 5, 5, 5, 1, 2, 3)
    table.game.totals[:] = [3_350, 1_100]
    table.press_roll()
    play(app)
    table.press_die(0)
    table.press_bank()
    for _ in range(60):
        app.step(0.1)
        if len(table.game.selected) >= 2:
            break


@register("farkle_computer_reason", settle=0)
def _computer_reason(app: Any) -> None:
    # The computer, 1 300 behind, has set three 1s aside: "IA încasează la 350 = 300 + 100
    # (în urmă) − 50 (reducere, 3 zaruri)".
    app.apply_settings(app.settings.with_changes(computer_speed="slow"))
    table = table_with(app, 1, 1, 2, 3, 4, 6, 6, 1, 1, 1, 2, 3, 4)
    table.game.totals[:] = [1_400, 200]
    table.press_roll()
    play(app)
    table.press_die(0)
    table.press_bank()
    # (round 82, hF114, critic cB82 #3: stopped with a third 1 landing under "doi de 1";
    # now the frame its reason is said, its three 1s on the mat, 1 000 beside them)
    play_until(app, lambda: reason_said(table), most=120)


def reason_said(table: Any) -> bool:
    """True once the computer's decision stands said: the dice it keeps all on the mat."""
    from game.widgets.computer_reason import plan_on_the_mat

    game = table.game
    return (table.computer_turn and game.roll_dice is not None and bool(game.selected)
            and plan_on_the_mat(game) and not table.tray.is_moving
            and table.outcome_visible())


@register("farkle_target_5000")
def _target_5000(app: Any) -> None:
    # The heading names a target other than 10 000; the turn banner after a bank.
    from tools.render_screens import open_new_game

    app.rng = ScriptedDice((1, 5, 5, 5, 2, 3))
    scene = open_new_game(app, "farkle", 2)
    scene.target.index = 0
    scene.start()
    table = app.manager.top
    table.press_roll()
    play(app)
    for i in (0, 1, 2, 3):
        table.press_die(i)
    table.press_bank()
    play(app, 3)


@register("farkle_help")
def _help(app: Any) -> None:
    table = table_with(app, 2, 5, 5, 5, 1, 2, 3)
    table.press_roll()
    play(app)
    table.open_help()


@register("farkle_help_en")
def _help_en(app: Any) -> None:
    """The 10 000 "?" in English (its card 7: "All combinations: [F1]", S33)."""
    app.apply_settings(app.settings.with_changes(language="en"))
    _help(app)


def bank_the_win(app: Any, first: int = 4_900) -> Any:
    """The last round's last player (``first`` of 5 000, the leader at 5 900) banks three 1s:
    the game ends as the bank lands (4 900: level with the leader, a tie). Returns the
    table, its stages still to play."""
    table = table_with(app, 2, 1, 1, 1, 2, 3, 4)
    game = table.game
    game.totals[:] = [first, 5_900, 5_300]
    # a real game's history under those totals (each sums its banks; turns = banks + busts):
    # the leader set the last round on its 9th turn, the computer has played its 9th
    game.banks[:] = [[650, 1_200, 400, 900, 1_050, 700], [1_500, 800, 1_250, 600, 950, 800],
                     [700, 1_100, 500, 1_400, 850, 750]]
    game.busts[:] = [2, 3, 3]
    game.hot_dice[:] = [1, 0, 2]
    game.turns_played[:] = [8, 9, 9]
    game.last_round_by = 1
    game.last_round_pending = [0]
    table.press_roll()
    play(app)
    for i in (0, 1, 2):
        table.press_die(i)
    table.press_bank()
    return table


@register("farkle_results")
def _results(app: Any) -> None:
    bank_the_win(app)
    play(app, 70)  # the bank's and the win's stages, then the results


LONG_TURN = (1, 2, 3, 4, 6, 6, 5, 2, 3, 4, 6, 1, 2, 3, 4, 5, 2, 3, 1, 3, 5,
             1, 2, 3, 4, 6, 6, 5, 2, 3, 4, 6, 1, 2, 3, 4)
"""Nine rolls of one turn, each keeping its first die (a 1 or a 5), hot dice after the sixth."""

LONG_NAMES = ("Ștefan Țuțuianu", "Ana-Maria Pop", "Wolfgang Amadeus", "Bob", "Mădălina Ene",
              "Constantin Voda")
"""Six long names for the crowded screens."""


def keep_first_and_roll(app: Any, table: Any, rolls: int) -> None:
    """Roll, set the first die aside, ``rolls`` times (the scripted dice make it score)."""
    for _ in range(rolls):
        table.press_roll()
        play(app)
        table.press_die(0)


@register("farkle_long_turn")
def _long_turn(app: Any) -> None:
    table = table_with(app, 2, *LONG_TURN)
    keep_first_and_roll(app, table, 9)


def _six_named(app: Any, *dice: int) -> Any:
    from tools.render_screens import open_new_game

    app.rng = ScriptedDice(dice)
    scene = open_new_game(app, "farkle", 6)
    for field, name in zip(scene.fields, LONG_NAMES, strict=False):
        field.set_text(name)
    scene.start()
    return app.manager.top


@register("farkle_goal_last_round_six")
def _goal_banner_six(app: Any) -> None:
    """Seven players, six long names: the goal's banner says the last round (hL50)."""
    table = _six_named(app, 1, 1, 1, 5, 2, 3)
    table.game.totals[:] = [9_400, 6_150, 8_700, 7_250, 9_950, 3_300, 9_050]
    table.press_roll()
    play(app)
    for i in (0, 1, 2, 3):
        table.press_die(i)
    table.press_bank()
    play_until(app, lambda: goal_up(app))  # the goal's banner, the last round under it (hL50)
    play(app, 4)


@register("farkle_last_round_six")
def _last_round_six(app: Any) -> None:
    """Seven players in the last round once the goal's banner has handed the table back and
    the goal's passing card has gone (round 77: it plays as in every passing, S13 amended)."""
    _goal_banner_six(app)
    after_goal(app)
    play_until(app, lambda: not app.manager.top.flow.handoff.holds)


@register("farkle_last_round_six_en")
def _last_round_six_en(app: Any) -> None:
    app.apply_settings(app.settings.with_changes(language="en"))
    _last_round_six(app)
    play(app, 20)


@register("farkle_hint")
def _hint(app: Any) -> None:
    """"Sugestie" after a roll: the dice to set aside outlined, the advice under the buttons."""
    table = table_with(app, 2, 1, 5, 3, 3, 4, 2)
    table.press_roll()
    play(app)
    table.show_hint()


@register("farkle_hint_first")
def _hint_first(app: Any) -> None:
    """"Sugestie" before the turn's first roll: roll, and the chance to win."""
    table = table_with(app, 2)
    table.show_hint()


@register("farkle_expert_turn")
def _expert_turn(app: Any) -> None:
    """The computer at level Expert, setting dice aside."""
    table = table_with(app, 1, 1, 2, 3, 4, 6, 6, 5, 5, 5, 1, 2, 3)
    table.game.computer_level = "expert"
    table.game.totals[:] = [3_350, 1_100]
    table.press_roll()
    play(app)
    table.press_die(0)
    table.press_bank()
    for _ in range(60):
        app.step(0.1)
        if table.game.selected:
            break


@register("new_game_farkle_level")
def _new_game_level(app: Any) -> None:
    """New Game for 10 000 with the computer set to Expert in Setări (hS30: its one place;
    the computer's card says it)."""
    from tools.render_screens import open_new_game

    app.apply_settings(app.settings.with_changes(farkle_level="expert"))
    open_new_game(app, "farkle", 2)


@register("farkle_results_two")
def _results_two(app: Any) -> None:
    """A two-player game's results (one person and the computer): the panel laid out for
    two, its figures large."""
    table = table_with(app, 1, 1, 1, 1, 2, 3, 4)
    game = table.game
    game.totals[:] = [4_900, 5_300]
    game.banks[:] = [[650, 1_200, 400, 900, 1_050, 700], [700, 1_100, 500, 1_400, 850, 750]]
    game.busts[:] = [2, 3]
    game.hot_dice[:] = [1, 2]
    game.turns_played[:] = [8, 9]
    game.last_round_by = 1
    game.last_round_pending = [0]
    table.press_roll()
    play(app)
    for i in (0, 1, 2):
        table.press_die(i)
    table.press_bank()
    play(app, 70)


@register("farkle_hot_dice_back")
def _hot_dice_back(app: Any) -> None:
    """Hot dice once their stage has gone: the six back in the cup, drawn full, the next
    throw's; the mat empty, "Selecție: —" (round 77, hF90, ruling S26, amended by hF92)."""
    _hot_dice(app)
    play(app, 40)


@register("farkle_hot_cup_refused")
def _hot_cup_refused(app: Any) -> None:
    """A click on hot dice' six lying unseen in the cup: the cup mid-wobble, refused where the
    eye is (round 78, hF95, ruling S53 3.)."""
    _hot_dice(app)
    play(app, 40)
    app.manager.top.press_die(2)
    with unseen_frames(app):
        for _ in range(5):
            app.step(1 / 60)


@register("farkle_hot_reroll")
def _hot_reroll(app: Any) -> None:
    """Hot dice thrown again: the six's row (two places) over the new round's first row."""
    _hot_dice(app)
    play(app, 40)  # the hot dice' banner has gone
    table = app.manager.top
    table.press_roll()
    play(app)
    table.press_die(5)


@register("farkle_four_and_two")
def _four_and_two(app: Any) -> None:
    """Four dice set aside, then the last two: hot dice from two rows (a long row of four)."""
    table = table_with(app, 2, 2, 2, 2, 5, 3, 4, 1, 1)
    table.press_roll()
    play(app)
    for i in range(4):
        table.press_die(i)
    table.press_roll()
    play(app)
    table.press_die(4)
    table.press_die(5)


@register("farkle_before_throw")
def _before_throw(app: Any) -> None:
    """A game's first turn before its first throw: no empty slot outlined (critic B65)."""
    table_with(app, 2, 1, 5, 3, 3, 4, 2)
    play(app, 4)


GOAL_LONGEST = "Wolfgang Amadeus"
"""A reacher's name as long as a name may be (16 characters, wide letters)."""


def _goal_plate_frozen(app: Any, percent: int = 60) -> None:
    """Hold the goal's stage at ``percent``: its plate at rest, its foot in (ruling S6)."""
    from tools.screens_stage import freeze

    freeze(app, percent, "goal")


@register("farkle_goal_plate_en")
def _goal_plate_en(app: Any) -> None:
    """Ruling S6 in English: seven players, the reacher's name the longest a name may be,
    the plate at rest with its foot ("Last round!", who still plays)."""
    app.apply_settings(app.settings.with_changes(language="en"))
    from tools.render_screens import open_new_game

    app.rng = ScriptedDice((1, 1, 1, 5, 2, 3))
    scene = open_new_game(app, "farkle", 6)
    for field, name in zip(scene.fields, (GOAL_LONGEST, *LONG_NAMES[1:]), strict=False):
        field.set_text(name)
    scene.start()
    table = app.manager.top
    table.game.totals[:] = [9_400, 6_150, 8_700, 7_250, 9_950, 3_300, 9_050]
    table.press_roll()
    play(app)
    for i in (0, 1, 2, 3):
        table.press_die(i)
    table.press_bank()
    _goal_plate_frozen(app)


@register("farkle_goal_plate_one_left")
def _goal_plate_one_left(app: Any) -> None:
    """Ruling S6 with one player left: the foot names them ("Calculatorul mai are o tură")."""
    table = table_with(app, 1, 1, 1, 1, 5, 2, 3)
    table.game.totals[:] = [9_400, 7_250]
    table.press_roll()
    play(app)
    for i in (0, 1, 2, 3):
        table.press_die(i)
    table.press_bank()
    _goal_plate_frozen(app)


def last_round_bust_thrown(app: Any) -> Any:
    """Four players in the last round, the second one's throw that busts just thrown (a 1
    set aside, then 2 3 4 4 6): the table (the frames stepped by the caller)."""
    table = table_with(app, 3, 1, 1, 1, 5, 2, 3, 1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6)
    table.game.totals[:] = [9_400, 6_150, 8_700, 7_250]
    table.press_roll()
    play(app)
    for i in (0, 1, 2, 3):
        table.press_die(i)
    table.press_bank()
    after_goal(app)
    play_until(app, lambda: strip_up(app) and not app.manager.top.flow.handoff.holds)
    table = app.manager.top
    table.press_roll()
    play(app)
    table.press_die(0)
    table.press_roll()
    return table


@register("farkle_last_round_bust")
def _last_round_bust(app: Any) -> None:
    """A bust in the last round: the band ("Ultima tură!") whole in the title's row, the
    plate under the dice saying the player's fate (round 80, hF101, S80; round 79, S65 had
    rolled the band up behind a plate in the title's row)."""
    table = last_round_bust_thrown(app)
    play(app, 7)
    for _ in range(40):
        if table.flow.bust_shown:
            break
        app.step(0.05)
    for _ in range(6):  # the plate down, the table under its veil
        if table.flow.bust_veil() >= 1:
            break
        app.step(0.05)
