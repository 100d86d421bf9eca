"""The beats of the 10 000 table as they show: a bank is told before the turn passes (the
banker's turn on the panels while its points fly; they land beside the total, which counts
up), the bust dice keep their red rings, the player who reached the target is marked."""

from __future__ import annotations

import pygame

from game import theme
from tests.test_farkle_table import (  # noqa: F401 - _close_apps closes the apps made here
    DT,
    _close_apps,
    bank,
    click,
    click_die,
    land,
    roll,
    start,
)


def test_after_a_bank_the_next_players_throw_waits_for_the_points_to_land(tmp_path):
    app, table = start(tmp_path, 2, (1, 2, 3, 4, 6, 6))
    roll(app, table)
    click_die(app, table, 0)
    bank(app, table)
    app.step(DT)
    assert table.game.current == 1 and table.flow.flight is not None
    assert table.shown_player == 0 and not table.roll_button.enabled  # one beat: the bank
    from game.views.farkle_views import player_lines

    lines = player_lines(table.flow, app.tr, True)
    assert lines[1].next_up and lines[0].total == "0"  # Ion still marked as next
    while table.flow.flight is not None:
        app.step(DT / 4)
    counted = []
    while table.flow.pulse is not None:  # the total counts up to 100 as the points land
        counted.append(player_lines(table.flow, app.tr, True)[0].total)
        app.step(DT / 4)
    assert counted[0] in ("0", "10") and any(c not in ("0", "100") for c in counted)
    assert player_lines(table.flow, app.tr, True)[0].total == "100"
    app.step(DT)
    while table.flow.handoff.holds:  # the seat card names Ion: the panels show him from its
        # entrance, nothing red yet (ruling S79 1., round 80; was: Ana's, round 76, S13)
        assert table.shown_player == 1 and not table.roll_button.enabled
        app.step(DT / 4)
    assert table.shown_player == 1 and table.roll_button.enabled


def test_the_bust_dice_keep_their_red_rings_while_the_bust_stays(tmp_path):
    app, table = start(tmp_path, 2, (1, 2, 3, 4, 6, 6, 2, 3, 4, 4, 6))
    roll(app, table)
    click_die(app, table, 0)
    click(app, table.roll_button.rect.center)
    land(app, table)
    for _ in range(5):  # the shake is over, the stamp is down
        if not table.tray.is_moving and table.flow.voice.announcement is not None:
            break  # (before the hold's last 0.25 s, where dice and rings fade out
        app.step(DT)  # together: ruling S79 2., round 80, hF100)
    assert table.flow.bust_shown and not table.tray.is_moving
    assert table.flow.bust_dice_shown() == 1.0
    surface = pygame.Surface(app.screen.get_size())
    table.draw(surface)
    for die in table.dice_in_play_rects():
        colour = surface.get_at((die.centerx, die.top - table.px(8) + table.px(3)))[:3]
        assert colour == theme.FARKLE_BUST  # the ring over each lost die


def test_the_player_who_reached_the_target_is_marked_once_their_points_land(tmp_path):
    from game.views.farkle_views import player_lines

    app, table = start(tmp_path, 2, (1, 1, 1, 5, 2, 3), target_index=0)
    table.game.totals[0] = table.game.target - 500
    roll(app, table)
    for i in range(4):
        click_die(app, table, i)
    bank(app, table)  # 1 050: the target is reached, the last round starts
    assert table.game.last_round_by == 0
    # hB40 (critic B32) had the tag come with the goal's banner; hL60 (brief round 60: the
    # goal said once, "no ribbon, tag or strip repeats it while the banner shows"): the
    # banner says it, the row's tag comes as it leaves (the quiet mark that stays)
    assert player_lines(table.flow, app.tr, True)[0].reached_tag == ""
    for _ in range(int(theme.FARKLE_FLY_TIME / DT) + 2):
        app.step(DT)
    for _ in range(200):  # the goal's banner plays through
        if not table.flow.last_round_due:
            break
        app.step(DT)
    lines = player_lines(table.flow, app.tr, True)
    assert lines[0].reached_tag == app.tr("farkle.reached") and lines[1].reached_tag == ""
