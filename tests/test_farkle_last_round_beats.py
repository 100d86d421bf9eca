"""The 10 000 last round's beats, one voice at a time (round 75, hL75, critic rows "10 000
banners: one voice each, each with its own entrance" and "Staged moments: nothing else
running under them"), on the flow's fake clock:

* the goal reached is said first, by its plate ("Obiectiv atins!", whose, the new total),
  and only once that plate has folded away does the seed's „Ultima tură!” enter, as its own
  band with its own entrance: never both at once (ruling S6, amended round 75);
* a bust on the very last turn of the game is seen first, whole (its stamp, its hold, the
  band still standing over it), and only then is the end said: "Partida s-a încheiat", the
  winners' moment (never over the landing dice, never beside the stamp).
"""

from __future__ import annotations

from game import theme
from game.flow.stage import StageClock, goal_folded
from tests.test_farkle_flow import DT, LAND, Table

LAST = "Ultima tură!"


def _goal_reached() -> Table:
    """Ana (9 400) banks 1 050 and reaches the goal; Ion (7 000) has one last turn, whose
    throw busts (2 3 4 6 6 2)."""
    table = Table((1, 1, 1, 5, 2, 3) + (2, 3, 4, 6, 6, 2), totals=(9_400, 7_000))
    table.throw_and_keep(*range(4))
    table.flow.press_bank()
    return table


def _plate_says(table: Table) -> list[str]:
    """Every word the goal's plate carries for Ana: its headline, its crest, its line."""
    flow = table.flow
    crest = flow.goal_crest(0, 1_050)
    return [flow.goal_words(0), *crest.words, flow.goal_line(0)]


def test_the_goal_is_said_first_then_the_last_round_enters_on_its_own():
    table = _goal_reached()
    flow = table.flow
    clock: StageClock | None = None
    frames = []  # (plate up, the plate's words, the band's entrance or None)
    for _ in range(round(6 / DT)):
        up = False
        if clock is not None and not clock.done:  # the stage plays: the table's clocks wait
            clock.update(DT)  # under it (the scene's), its rows taking what it counts
            if clock.flight() >= 1:  # its number reached the row (the stage's landed)
                flow.land_flight()
            flow.stage_aged("goal", clock.progress)
            up = goal_folded(clock) > 0
            if clock.done:  # it leaves: its moment is over, the table takes that frame
                flow.moment.finish()
                flow.land_flight()  # (stage_pictures.after_stage)
                flow.bank_told()
                flow.update(0.0)
        else:
            table.run(DT)
            if clock is None and flow.moment.kind == "goal" and flow.moment.active:
                clock = StageClock("goal")  # the stage over the table, as the scene's
        strip = flow.last_round_strip()
        frames.append((up, _plate_says(table) if up else [],
                       None if strip is None else strip.came))
    assert clock is not None and clock.done
    plate = [k for k, (up, _, _) in enumerate(frames) if up]
    band = [k for k, (_, _, came) in enumerate(frames) if came is not None]
    assert plate and band
    for up, words, came in frames:
        if up:  # the plate says the goal, never the last round, and no band beside it
            assert "Obiectiv atins!" in words and LAST not in words, words
            assert not any("mai ar" in w for w in words), words  # (who still plays: the band's)
            assert came is None
    assert band[0] > plate[-1]  # the last round after the goal, never before
    assert band[0] - plate[-1] <= 2  # (no beat of the title between them)
    assert band == list(range(band[0], len(frames)))  # it stays, once come
    assert frames[band[0]][2] < 0.1  # its own entrance: it comes in from its start...
    assert frames[-1][2] == 1.0  # ...and settles


def test_a_last_bust_is_seen_whole_before_the_end_is_said():
    table = _goal_reached()
    flow = table.flow
    table.run(theme.FARKLE_FLY_TIME + theme.FARKLE_BANNER_TIME + 2.5)
    assert flow.last_round_strip() is not None and flow.game.current == 1
    flow.press_roll()  # Ion's last throw: a bust, the game over in the engine already
    assert flow.game.finished
    frames = []  # (in the air, bust said, held, prompt's key, the end said, band)
    for _ in range(round((LAND + theme.FARKLE_BUST_HOLD + 2) / DT)):
        table.run(DT)
        said = flow.voice.announcement
        prompt = flow.prompt()
        ended = (flow.moment.kind == "win" or flow.win_celebration.active
                 or flow.win_celebration.started or table.results > 0)
        frames.append((flow.in_the_air, said is not None and said.key == "farkle.bust",
                       flow.hold > 0, None if prompt is None else prompt.key, ended,
                       flow.last_round_strip() is not None))
    stamped = [k for k, f in enumerate(frames) if f[1]]
    assert stamped, "the last bust was never said"
    assert len(stamped) * DT >= theme.FARKLE_BUST_HOLD - 2 * DT  # its whole beat
    for air, bust, held, prompt, ended, band in frames:
        if air or bust or held:  # the throw and its bust's own beat: nothing of the end
            assert prompt != "farkle.game_over", (air, bust, held)
            assert not ended, (air, bust, held)
            assert band  # the last round's band stands over its last throw, in its place
    end = [k for k, f in enumerate(frames) if f[4] or f[3] == "farkle.game_over"]
    assert end and end[0] > stamped[-1]  # then the end says itself
    assert not frames[-1][5]  # (the band gone with the game's end)
