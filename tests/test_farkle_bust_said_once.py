"""A 10 000 bust is said once: the stamp's one line ("Tură pierdută!", never a second line
copying another) and the ledger's struck-out figure, even when that figure is 0. The prompt
line says the loser's turn ends under the stamp (never the stamp's words), the Tura panel adds
no sentence of its own, and after the last player's final bust it no longer says "Mai joacă:
<that player>". Driven through the flow with fake dice and clock; the ledger is drawn alone on
a small surface."""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import Translator, format_int
from game.views.farkle_views import note_alone, prompt_line, turn_panel
from game.widgets.farkle_ledger import draw_story
from game.widgets.farkle_panels import ValueLine
from tests.test_farkle_flow import LAND, Table

TR = Translator.load("ro")
BUST = (2, 3, 4, 6, 6, 2)
"""Six dice that score nothing."""


def _notes(table: Table) -> list[str]:
    notes = turn_panel(table.flow, TR, table.dice.visible())[1]
    # the rows as the panel lays them: a person's one note in the slot under its first
    # row left empty (hK63: left empty by the panel's note_alone, no longer an empty note)
    empty = [""] if note_alone(table.flow, notes) else []
    return empty + [text for text, _ in notes]


def test_a_first_roll_bust_is_the_stamps_one_line_and_nothing_else_says_it():
    table = Table(BUST)
    table.flow.press_roll()
    table.run(LAND + 0.1)
    flow = table.flow
    assert flow.bust_shown and table.said() == ["farkle.bust"]
    said = flow.voice.announcement
    # its title and, since hB40 (critic B32: "no reason"), why under it: its own words
    assert said.text == TR("farkle.bust") and said.detail == (TR("farkle.bust.why"),)
    # the line waits quiet under the stamp (round 76, hF89, S15 amended: round 75's "Ana:
    # tura se încheie" said it a second way): never the stamp's words again, nor "Urmează
    # Ion" before the panels pass the turn
    line = prompt_line(flow)[0]
    assert line == "" and flow.prompt() is None
    # (the panel keeps its first row, hF14)
    assert "Tura e pierdută" not in _notes(table)
    # (round 62: a person's slot under the first row says "Până la obiectiv" on a first
    # turn too, hF62, never a bare band: a steady row standing from the first throw to
    # the bank, the same before the bust as during it, so not a second voice of the bust)
    # (rewritten in round 65, critic B64: a person's Tura panel says one note, in the slot
    # over the fact; its first row is air under the risk's bar, the rule the "?" page's)
    assert [n.replace("\u00a0", " ") for n in _notes(table)] == ["", "Până la obiectiv: 10 000"]


def test_after_the_last_players_final_bust_the_panel_names_nobody_still_to_play():
    table = Table((1, 1, 1, 5, 2, 3) + BUST, totals=(9_400, 2_000))
    table.throw_and_keep(*range(4))
    table.flow.press_bank()  # Ana reaches 10 450: Ion plays his last turn
    table.run(theme.FARKLE_FLY_TIME + 3.5)
    assert table.game.current == 1 and table.flow.last_round_badge()
    assert _notes(table)[-1] == TR("farkle.turn.need", points=format_int(8_500))  # (hF28;
    # in the slot since round 65)
    table.flow.press_roll()
    table.run(LAND + 0.2)  # Ion busts: the game is over, his dice stay
    assert table.game.finished and table.flow.bust_shown
    assert not any(TR("farkle.still_to_play") in n for n in _notes(table))


def test_a_zero_point_bust_shows_its_0_lost_never_gold():
    # (round 78, hF96, S55: a first-throw bust lost nothing: its 0 is never struck (it read
    # like a "θ"), drawn plain in the lost red; was "…strikes its 0 out like any other lost
    # total"; the strike's absence: tests/test_farkle_nothing_lost_hf96.py)
    pygame.font.init()
    surface = pygame.Surface((420, 360))
    rect = pygame.Rect(0, 0, 420, 360)
    total = ValueLine(TR("farkle.ledger.lost"), "0", theme.GOLD)
    draw_story(surface, rect, 1.0, None, "Puse deoparte", TR("farkle.ledger.empty"), [], total,
               lost=True)
    foot = surface.subsurface(pygame.Rect(rect.w // 2, rect.h * 2 // 3, rect.w // 2,
                                          rect.h // 3))
    colours = {tuple(foot.get_at((x, y)))[:3] for x in range(foot.get_width())
               for y in range(foot.get_height())}
    assert tuple(theme.GOLD)[:3] not in colours  # not the bright gold of a live total


def test_the_last_round_is_said_by_the_goals_banner_then_kept_by_the_strip_and_panel():
    # (hL50: was "one short voice gone within two seconds", the "Ultima tură!" ribbon after
    # the goal; critic B41 read the two back to back as one thing said twice: the goal's
    # banner line says the last round, no ribbon follows)
    table = Table((1, 1, 1, 5, 2, 3), totals=(9_400, 2_000, 3_000, 4_000, 5_000, 6_000),
                  names=("Ana", "Ion", "Dan", "Eva", "Gil", "Max"))
    table.throw_and_keep(*range(4))
    table.flow.press_bank()  # Ana reaches 10 450: five still play
    # (hL61, critic B60: the goal's own beat: "Ana · 10 450" is the crest's over the ribbon,
    # its line says only who still plays; was "Ana a atins 10 450 — ceilalți …", round 50)
    # (critic B69: "Ceilalți" named no one: who still plays, named)
    # (round 75, hL75, S6 amended: who still plays is the band's, once the plate has gone)
    assert table.flow.goal_line(0) == ""
    for _ in range(round(12 / 0.02)):
        table.run(0.02)
        said = table.flow.voice.announcement  # (round 50: any; the key is not a big one now)
        assert said is None or said.key != "farkle.last_round"  # no ribbon
        if table.flow.moment.busy:
            assert not table.flow.last_round_badge()  # not said twice with the banner
    notes = [text for text, _ in turn_panel(table.flow, TR, True)[1]]
    # the panel keeps what this turn needs to lead (hF28: the strip says the score to beat
    # and who still plays), in the slot over the fact since round 65 (critic B64)
    assert table.flow.last_round_badge() and notes[-1] == TR("farkle.turn.need",
                                                               points=format_int(8_500))


def test_the_last_round_names_the_players_still_to_play_once_the_goal_has_said_it():
    # (review round 70: was the flow's last_round_line, a line no screen drew: the goal's
    # plate names who still plays, then the last round's band keeps their names)
    table = Table((1, 1, 1, 5, 2, 3), totals=(9_400, 2_000, 3_000), names=("Ana", "Ion", "Dan"))
    table.throw_and_keep(*range(4))
    table.flow.press_bank()
    assert table.flow.goal_line(0) == ""  # (round 75, hL75: the band names them, after it)
    for _ in range(round(12 / 0.05)):
        strip = table.flow.last_round_strip()
        if strip is not None:
            break
        table.run(0.05)
    assert strip is not None and strip.names == ("Ion", "Dan")
