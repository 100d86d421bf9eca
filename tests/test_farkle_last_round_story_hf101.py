"""The 10 000's last round tells its story (ruling S80, round 80, hF101, critic cB79 #1 and
#3): a bust in the last round keeps the "Ultima tură!" band whole in the title's row, its
plate under the dice saying the player is out with their score ("Jucătorul 2 rămâne la 6 150");
the finished player's chip leaves the band as their turn visibly ends (the bank's count
landed, the bust's dice seen), so the count says who really remains ("Încă 2 jucători mai au
o tură", never 3) at every size, and the Tura panel no longer asks a finished player for
"Necesar în tură"."""

from __future__ import annotations

import pytest

from game.flow.farkle_note import turn_note
from game.views.farkle_last_round import band_rect
from game.views.farkle_refusal import lost_ring_reach
from game.widgets.farkle_banners import stamp_title_px
from tests.test_farkle_flow import DT, Table
from tests.uihelpers import announcement_frames, make_app, recorded_step
from tools.screens_farkle import last_round_bust_thrown, play, play_until

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

FRAME = 1 / 60
SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


def _goal_then_next(table: Table) -> None:
    """Ana reaches the goal; the table runs until Ion's turn of the last round is his."""
    flow = table.flow
    table.throw_and_keep(*range(4))
    flow.press_bank()
    for _ in range(round(12 / DT)):
        table.run(DT)
        if flow.last_round_strip() is not None and not flow.handoff.holds:
            break


def test_a_banked_last_turns_chip_leaves_as_its_count_lands_and_its_need_goes():
    table = Table((1, 1, 1, 5, 2, 3, 5, 2, 3, 4, 6, 6), totals=(9_400, 2_000, 3_000, 4_000),
                  names=("Ana", "Ion", "Dan", "Eva"))
    flow = table.flow
    _goal_then_next(table)
    assert flow.last_round_strip().seats == (1, 2, 3)
    table.throw_and_keep(0)  # Ion: a 5, banked
    flow.press_bank()
    assert flow.last_round_strip().seats == (1, 2, 3)  # his points not landed yet
    assert turn_note(flow) == "need"
    left = []
    for _ in range(round(3 / DT)):
        table.run(DT)
        strip = flow.last_round_strip()
        if strip is None or flow.game.current != 2:
            continue
        if flow.row_left(1):
            assert strip.seats == (1, 2, 3)  # still counting in: his turn not over
            continue
        # his bank counted whole (and through the passing card): out of the band, the
        # count right, the panel's "Necesar în tură" gone for him
        left.append(flow.shown_player)
        assert strip.seats == (2, 3), (strip.seats, flow.shown_player)
        assert strip.count == "Încă 2 jucători mai au o tură", strip.count
        if flow.shown_player == 1:
            assert turn_note(flow) == "played", turn_note(flow)
    assert 1 in left, "Ion's turn was never seen ended"


def test_a_busted_last_turns_chip_leaves_as_its_dice_are_seen():
    table = Table((1, 1, 1, 5, 2, 3, 2, 3, 4, 4, 6, 6), totals=(9_400, 2_000, 3_000, 4_000),
                  names=("Ana", "Ion", "Dan", "Eva"))
    flow = table.flow
    _goal_then_next(table)
    flow.press_roll()  # Ion throws 2 3 4 4 6 6: nothing scores
    seen = False
    for _ in range(round(3 / DT)):
        table.run(DT)
        if flow.bust_shown:
            seen = True
            strip = flow.last_round_strip()
            assert strip is not None and strip.seats == (2, 3), strip
            assert turn_note(flow) == "played"
            break
        strip = flow.last_round_strip()
        assert strip is not None and strip.seats == (1, 2, 3)  # not seen yet: not said
    assert seen


@pytest.mark.parametrize("size", SIZES)
def test_a_last_round_bust_keeps_the_band_and_says_the_player_stays_at_their_score(
        tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = last_round_bust_thrown(app)
        band = band_rect(table)
        band_title = app.tr("farkle.last_round")
        stays = "Jucătorul 2 rămâne la 6 150"
        seen = 0
        for frame, plate in announcement_frames(app, FRAME):
            seen += 1
            said = [t.text for t in frame.texts if t.role == "announcement"]
            assert said == [app.tr("farkle.bust"), stays], said  # the player's fate, once
            assert [p.rect for p in frame.panels if p.role == "last_round"] == [band]
            words = [t.text for t in frame.texts if t.role == "last_round"]
            assert band_title in words, words  # the band whole, its words said
            assert "Jucătorul 2" not in words, words  # out of the round
            # the plate under its dice (rings and all), over the buttons, in the felt
            # between them: the band keeps the title's row
            reach = lost_ring_reach(table)
            for i in range(table.tray.count):
                x, y = table.tray.position(i)
                assert plate.top >= y + table.tray.die_size / 2 + reach, (plate, y)
            assert plate.bottom <= table.roll_button.rect.top, (plate, table.roll_button.rect)
            if size == (1920, 1080):  # the stamp's size where there is room
                title = next(t for t in frame.texts if t.role == "announcement")
                assert title.size >= stamp_title_px(table.scale), title.size
        assert seen >= round(1.0 / FRAME), seen
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_passing_card_after_a_last_round_bank_counts_only_who_remains(tmp_path, size):
    from tools.screens_farkle import _last_round
    from tools.screens_handoff import _until_card
    from tools.scripted_dice import ScriptedDice

    app = make_app(tmp_path, size=size)
    try:
        _last_round(app)
        scene = app.manager.top
        play_until(app, lambda: not scene.flow.handoff.holds
                   and scene.flow.last_round_strip() is not None)
        play(app, 10)
        app.rng = ScriptedDice((1, 2, 3, 4, 6, 6) * 10)
        scene.press_roll()
        play(app, 20)
        scene.press_die(0)
        scene.press_bank()
        need = app.tr("farkle.turn.need", points="").split(":")[0]  # "Necesar în tură"
        played = 0  # (frames, from his bank counted in to the card: his turn shown ended)
        for _ in range(3000):
            if scene.flow.handoff.active:
                break
            frame = recorded_step(app, FRAME)
            if scene.flow.last_turn_played():  # never "Necesar în tură" for him then
                texts = [t.text for t in frame.texts]
                assert not any(t.startswith(need) for t in texts), (need, texts)
                played += app.tr("farkle.turn.played") in texts
                strip = scene.flow.last_round_strip()  # and his chip has left the band
                assert strip is not None and scene.flow.shown_player not in strip.seats
        assert played > 0
        _until_card(app, scene)
        frame = recorded_step(app, FRAME)
        strip = scene.flow.last_round_strip()
        assert strip is not None and len(strip.seats) == 2, strip
        said = " ".join(t.text for t in frame.texts if t.role == "last_round")
        assert "Încă 3" not in said, said
        assert "Jucătorul 2" not in said, said  # his chip gone with his turn
        # under the card the panels are the next player's, still to play (S79 1., round
        # 80, hF100: the skeleton names the card's player): his "Necesar", not the other's
        assert scene.flow.shown_player in scene.game.last_round_pending
    finally:
        app.close()


def _band_after_the_last_bank(table) -> list:
    """Bank the last player's pick; the band, a frame each, once his bank has counted in
    and the win is not yet shown."""
    flow = table.flow
    flow.press_bank()
    bands = []
    for _ in range(round(6 / DT)):
        table.run(DT)
        strip = flow.last_round_strip()
        if strip is None or flow.row_left(1) or flow.flight is not None:
            continue
        bands.append(strip)  # his bank counted in, the win not yet shown: nobody left
    assert bands, "the band was never seen after the last bank"
    return bands


def test_once_everyone_has_played_the_band_names_the_leader_not_a_score_to_beat():
    # (amended round 82, hF112, ruling S109 1.: where the last bank passed the leader, the
    # overtake's banner says the lead, so the band keeps the total it passed: never "În
    # frunte" said twice at once; a last bank short of the lead still names the leader)
    from tests.test_farkle_winning_bank_beat import _winning_table

    table = _winning_table()  # Ana reached the goal (10 000); Ion, the last, banks 1 000
    table.throw_and_keep(0, 1, 2)
    for strip in _band_after_the_last_bank(table):
        assert strip.seats == (), strip  # no chip of a turn already played
        assert (strip.beat_label, strip.beat, strip.leaders) == ("De depășit", "10 000", (0,))
    short = Table((1, 2, 3, 4, 6, 6), totals=(10_000, 9_500))  # Ion banks 100: short
    short.game.last_round_by, short.game.last_round_pending = 0, [1]
    short.game.banks[:], short.game.turns_played[:] = [[10_000], [9_500]], [1, 1]
    short.game.current = 1
    short.flow.seen_player = short.flow.announced_player = 1
    short.throw_and_keep(0)
    for strip in _band_after_the_last_bank(short):
        assert strip.seats == (), strip  # no chip of a turn already played
        assert (strip.beat_label, strip.beat, strip.leaders) == ("În frunte", "10 000", (0,))
