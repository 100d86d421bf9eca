"""The 10 000 table speaks with one voice at each beat: the computer's caption, the bust's
banner and the end of the game (the flow alone, a fake clock and fake dice)."""

from __future__ import annotations

from tests.test_farkle_flow import DT, LAND, Table


def test_the_computers_first_throw_has_no_caption_its_entrance_said_it():
    # Ana sets a 1 aside and banks; the computer throws 1 1 1 2 3 4. Its entrance ("La rând:
    # Calculatorul") has just named it: its first throw comes without a caption (the old
    # "Calculatorul aruncă zarurile" right after the entrance said the turn passing twice,
    # hF16); once its dice are seen only the turn panel's plan speaks.
    table = Table((1, 2, 3, 4, 6, 6) + (1, 1, 1, 2, 3, 4), names=("Ana",), computer=True)
    flow = table.flow
    table.throw_and_keep(0)
    flow.press_bank()
    thrown = False
    for _ in range(round(10 / DT)):
        table.run(DT)
        said = flow.voice.announcement
        assert said is None or not said.key.startswith("farkle.ai.rolls")
        thrown = thrown or (table.dice.animating and table.game.current == 1)
        if table.game.roll_dice is not None and not table.dice.animating \
                and table.game.current == 1:
            break
    assert thrown


def test_the_bust_banner_ends_as_the_turn_passes():
    # Ana keeps a 1, then busts on 2 3 4 4 6: "Tură pierdută!" is down the frame Ion's turn
    # shows, never beside his prompt and a lit "Aruncă".
    table = Table((1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6))
    flow = table.flow
    table.throw_and_keep(0)
    flow.press_roll()
    table.run(LAND + DT)
    assert flow.voice.announcement.key == "farkle.bust"
    while flow.bust_shown:
        table.run(DT)
    assert flow.voice.announcement is None
    while flow.handoff.active:  # the turn's passing, then
        table.run(DT)
    assert flow.prompt() is not None  # Ion's turn speaks alone


def test_the_results_follow_the_win_moment_at_once():
    # Ana reaches 10 000; the computer's last turn busts: once the win's moment has played,
    # the results show the next frame (no bare table in between).
    table = Table((1, 1, 1, 5, 2, 3) + (2, 3, 4, 6, 6, 2), totals=(9_400, 7_000),
                  names=("Ana",), computer=True)
    flow = table.flow
    table.throw_and_keep(*range(4))
    flow.press_bank()
    for _ in range(round(30 / DT)):
        table.run(DT)
        if flow.moment.kind == "win" and not flow.moment.busy:
            break
    assert flow.moment.kind == "win"
    table.run(2 * DT)
    assert table.results == 1


def test_the_prompt_line_stays_through_a_throw_and_says_nothing_of_the_roll():
    # Ana throws 1 5 3 3 4 2: from the throw to the dice seen the line says only that they
    # roll, then what to do; it is never empty on the way.
    table = Table((1, 5, 3, 3, 4, 2))
    flow = table.flow
    flow.press_roll()
    keys = []
    for _ in range(round((LAND + 0.3) / DT)):
        said = flow.prompt()
        assert said is not None, "the prompt line vanished during the throw"
        keys.append(said.key)
        table.run(DT)
    assert keys[0] == "farkle.prompt.rolling" and keys[-1] == "farkle.hint.pick"
    assert set(keys) == {"farkle.prompt.rolling", "farkle.hint.pick"}


def test_the_results_panel_is_centred_over_the_dimmed_table(tmp_path):
    # Ion's last roll busts and the game ends: the results panel stands in the middle, no
    # part of the table (the players panel) lit beside it to say the standings again, its
    # totals final from its first frame (the win's stage said them).
    from game.scenes.results import ResultsOverlay
    from tests.test_farkle_table import DT as TABLE_DT
    from tests.test_farkle_table import click, start

    app, table = start(tmp_path, 2, (2, 3, 4, 6, 6, 2))
    table.game.totals[:] = [4_900, 10_150, 5_300]
    table.game.last_round_by, table.game.last_round_pending = 1, [0]
    click(app, table.roll_button.rect.center)
    for _ in range(round(20 / TABLE_DT)):
        app.step(TABLE_DT)
        if isinstance(app.manager.top, ResultsOverlay):
            break
    results = app.manager.top
    assert isinstance(results, ResultsOverlay)
    assert results.panel.centerx == app.screen.get_width() // 2
    # the win's stage has just said the winning score: the podium opens on the final
    # totals (no recount from 0 right after it), as at Yams
    assert results.counted_already and not results.counting()
    from game.widgets.podium import counted
    for row in results.rows:
        assert counted(row.total, results.count_time()) == row.total, row


def test_two_sharing_the_first_place_stand_on_the_podium_in_the_lists_order():
    # Ana and Ion tie for the first place: left to right the podium reads Ana, Ion, IA, as
    # the list does (not Ion left of Ana, as a 2-1-3 podium would put them).
    from game.scenes.results import ResultRow
    from game.widgets.podium import podium_rows

    rows = [ResultRow(1, "Ana", 250, seat=0), ResultRow(1, "Ion", 250, seat=1),
            ResultRow(3, "IA", 190, True, seat=2)]
    assert [row.name for _, row in sorted(podium_rows(rows), key=lambda p: p[0])] == [
        "Ana", "Ion", "IA"]


def test_the_selection_line_stays_over_the_mat_under_the_hot_dice_banner(tmp_path,
                                                                         monkeypatch):
    # 2 2 2 1 5 5 all set aside: "Zaruri fierbinți!" takes the row above the mat, and the
    # mat's "Selecție: …" line stays where it was (no region comes and goes).
    import game.views.farkle_views as views
    from tests.test_farkle_table import click_die, roll, start

    app, table = start(tmp_path, 1, (2, 2, 2, 1, 5, 5))
    roll(app, table)
    for index in range(6):
        click_die(app, table, index)
    assert table.flow.big_announcement().key == "farkle.hot_dice"
    roles: list[str] = []
    real = views.draw_text
    monkeypatch.setattr(views, "draw_text", lambda *a, **k: (roles.append(k.get("role")),
                                                             real(*a, **k))[1])
    views.draw_selection_line(pygame_surface(app), table, table.flow)
    assert "selection" in roles


def pygame_surface(app):
    """A surface of the window's size to draw on."""
    import pygame

    return pygame.Surface(app.screen.get_size())
