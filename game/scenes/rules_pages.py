"""The rules pages' content: the blocks of the Yams and 10 000 pages in the player's language,
every number that depends on a rule computed by the rules modules (the Yams example points by
:func:`game.rules.yams.score` / :func:`joker_score`, the 10 000 table and worked examples by
:func:`game.rules.farkle.score`, the risk figures by :func:`bust_probability`, the computer's
thresholds by :func:`game.ai.farkle.banking_threshold`), so the page can never disagree with
the game. :mod:`game.scenes.rules` lays them out and scrolls them."""

from __future__ import annotations

from dataclasses import dataclass

from game.ai import farkle as farkle_ai
from game.i18n import Translator, format_int, format_percent
from game.rules import farkle as farkle_rules
from game.rules import yams as yams_rules
from game.rules.yams import Box
from game.widgets import document as doc


@dataclass(frozen=True)
class FarkleExample:
    """A worked 10 000 example: the roll, the positions set aside, and its explanation key.

    ``later`` is a second roll's selection added in the same turn (combinations never span
    rolls, F4): its dice are drawn after the first ones and its points are added.
    """

    roll: tuple[int, ...]
    kept: tuple[int, ...]
    key: str
    later: tuple[int, ...] = ()

    @property
    def selection(self) -> tuple[int, ...]:
        """The dice values set aside from the first roll."""
        return tuple(self.roll[i] for i in self.kept)

    def points(self) -> int:
        """The turn points, by :func:`game.rules.farkle.score` (each roll scored on its own)."""
        total = farkle_rules.score(self.selection) or 0
        if self.later:
            total += farkle_rules.score(self.later) or 0
        return total


FARKLE_EXAMPLES: tuple[FarkleExample, ...] = (
    FarkleExample((5, 5, 5, 1, 2, 3), (0, 1, 2, 3), "rules.farkle.example.triple_and_one"),
    FarkleExample((1, 1, 1, 1, 5, 5), (0, 1, 2, 3, 4, 5), "rules.farkle.example.pairs"),
    FarkleExample((1, 2, 3, 4, 6, 6), (0,), "rules.farkle.example.only_one"),
    FarkleExample((2, 2, 2, 3, 3, 3), (0, 1, 2, 3, 4, 5), "rules.farkle.example.two_triples"),
    FarkleExample((1, 1, 1, 1, 2, 3), (0, 1, 2), "rules.farkle.example.three_ones"),
    FarkleExample((5, 5, 2, 3, 4, 6), (0, 1), "rules.farkle.example.across_rolls", later=(5,)),
)
"""The worked examples of the 10 000 page, in order."""

FARKLE_COMBINATIONS: tuple[tuple[str, tuple[int, ...]], ...] = (
    ("rules.farkle.combo.one", (1,)),
    ("rules.farkle.combo.five", (5,)),
    ("rules.farkle.combo.three_ones", (1, 1, 1)),
    ("rules.farkle.combo.triple", (4, 4, 4)),
    ("rules.farkle.combo.four", (2, 2, 2, 2)),
    ("rules.farkle.combo.five_same", (3, 3, 3, 3, 3)),
    ("rules.farkle.combo.six_same", (6, 6, 6, 6, 6, 6)),
    ("rules.farkle.combo.straight", (1, 2, 3, 4, 5, 6)),
    ("rules.farkle.combo.three_pairs", (2, 2, 4, 4, 6, 6)),
)
"""Rows of the 10 000 scoring table: (key of the name and description, example dice)."""

AI_CASES: tuple[tuple[int, int], ...] = ((0, 6), (2_500, 6), (8_000, 6), (0, 3), (0, 1),
                                         (1_000, 2))
"""(points behind the leader, dice left to roll) of the computer's threshold table."""

YAMS_EXAMPLES: dict[Box, tuple[int, ...]] = {
    Box.ONES: (1, 1, 3, 4, 1),
    Box.TWOS: (2, 5, 2, 6, 2),
    Box.THREES: (3, 3, 1, 3, 6),
    Box.FOURS: (4, 4, 2, 4, 4),
    Box.FIVES: (5, 1, 5, 3, 5),
    Box.SIXES: (6, 6, 6, 2, 6),
    Box.THREE_OF_A_KIND: (3, 3, 3, 5, 6),
    Box.FOUR_OF_A_KIND: (2, 2, 2, 2, 6),
    Box.FULL_HOUSE: (5, 5, 5, 2, 2),
    Box.SMALL_STRAIGHT: (1, 2, 3, 4, 6),
    Box.LARGE_STRAIGHT: (2, 3, 4, 5, 6),
    Box.CHANCE: (6, 5, 4, 4, 1),
    Box.PENTA: (3, 3, 3, 3, 3),
}
"""An example roll per Yams box, scored on the page by :func:`game.rules.yams.score`."""

JOKER_DICE = (4, 4, 4, 4, 4)
"""The Penta of the Joker's worked examples (the seed's five 4s)."""

JOKER_LOWER_DICE = (6, 6, 6, 6, 6)
"""The Penta of the Joker's lower boxes' example: another case than the upper box's, its
upper box (Șase) already taken (hM29: not the same five 4s twice)."""

JOKER_UPPER_ZERO_DICE = (2, 2, 2, 2, 2)
"""The Penta of the Joker's last case (the lower part full: an upper box of another face,
for 0): a Penta of its own (critic I72: cases 1 and 3 showed the same five 4s)."""


def yams_blocks(tr: Translator) -> list[doc.Block]:
    """The Yams page's blocks, in ``tr``'s language."""
    quoted = {"validate": tr("yams.validate"), "roll": tr("yams.roll")}
    rows: list[tuple[doc.Cell, ...]] = []
    for box, dice in YAMS_EXAMPLES.items():
        counting = yams_rules.counting_dice(box, dice)  # (cQ74: the reader counted the 1s)
        lit = yams_rules.pattern_dice(box, dice)  # lit in every row (S66, cC78: "Trei de un
        # fel", "Careu"); the others dimmed, or plain where they still add to its sum
        rows.append((tr(box.key), tr(f"rules.yams.box.{box.id}"),
                     doc.Dice(dice, lit, dim_rest=counting <= lit),
                     format_int(yams_rules.score(box, dice))))
    # each box's example dice under its name (critic A61: its words on two lines, not four)
    table = doc.Table((doc.Column(tr("rules.yams.col.box"), 1.3, strong=True),
                       doc.Column(tr("rules.yams.col.counts"), 2.6),
                       doc.Column(tr("rules.yams.col.example"), 2.7, under=True),
                       doc.Column(tr("rules.yams.col.points"), 0.8, "right", strong=True)),
                      tuple(rows), anchor="scorecard")
    threshold, bonus = yams_rules.UPPER_BONUS_THRESHOLD, yams_rules.UPPER_BONUS
    joker = JOKER_DICE
    face = joker[0]
    other = JOKER_LOWER_DICE
    last = JOKER_UPPER_ZERO_DICE
    lower_sum = yams_rules.joker_score(Box.CHANCE, other)
    lower = [yams_rules.joker_score(box, other) for box in yams_rules.LOWER_BOXES
             if box is not Box.PENTA]
    return [
        doc.Heading(tr("rules.yams.goal.title"), "goal"),
        doc.Paragraph(tr("rules.yams.goal.text", turns=13, dice=yams_rules.DICE_COUNT)),
        doc.Heading(tr("rules.yams.turn.title"), "turn"),
        doc.Bullets((tr("rules.yams.turn.roll", **quoted),
                     tr("rules.yams.turn.hold"),
                     tr("rules.yams.turn.three"),
                     tr("rules.yams.turn.validate", **quoted),
                     tr("rules.yams.turn.timer", seconds=3)), numbered=True),
        doc.Heading(tr("rules.yams.card.title"), "card"),
        doc.Paragraph(tr("rules.yams.card.text")),
        table,
        doc.Heading(tr("rules.yams.bonus.title"), "bonus"),
        doc.Paragraph(tr("rules.yams.bonus.text", threshold=threshold, bonus=bonus)),
        doc.Heading(tr("rules.yams.penta.title"), "penta"),
        doc.Paragraph(tr("rules.yams.penta.text", points=yams_rules.PENTA_POINTS,
                         bonus=yams_rules.PENTA_BONUS)),
        doc.Paragraph(tr("rules.yams.penta.open"), muted=True),
        doc.Heading(tr("rules.yams.joker.title"), "joker"),
        doc.Paragraph(tr("rules.yams.joker.text", points=yams_rules.PENTA_POINTS,
                         bonus=yams_rules.PENTA_BONUS)),
        doc.Example(doc.Dice(joker), tr("rules.yams.joker.upper", box=tr(Box.upper(face).key)),
                    format_int(yams_rules.score(Box.upper(face), joker)), slots=5),
        doc.Example(doc.Dice(other),
                    tr("rules.yams.joker.lower", box=tr(Box.upper(other[0]).key),
                       full=yams_rules.joker_score(Box.FULL_HOUSE, other),
                       small=yams_rules.joker_score(Box.SMALL_STRAIGHT, other),
                       large=yams_rules.joker_score(Box.LARGE_STRAIGHT, other),
                       sum=lower_sum),
                    f"{format_int(min(lower))}–{format_int(max(lower))}", slots=5),
        doc.Example(doc.Dice(last), tr("rules.yams.joker.other", bonus=yams_rules.PENTA_BONUS),
                    format_int(yams_rules.score(Box.ONES, last)), slots=5),
        doc.Paragraph(tr("rules.yams.joker.zero"), muted=True),
        doc.Heading(tr("rules.yams.sacrifice.title"), "sacrifice"),
        doc.Paragraph(tr("rules.yams.sacrifice.text", message=tr("yams.sacrifice"))),
        doc.Heading(tr("rules.yams.end.title"), "end"),
        doc.Paragraph(tr("rules.yams.end.text", turns=13)),
    ]

def farkle_blocks(tr: Translator) -> list[doc.Block]:
    """The 10 000 page's blocks, in ``tr``'s language."""
    quoted = {"roll": tr("farkle.roll"), "bank": tr("farkle.bank")}
    combos: list[tuple[doc.Cell, ...]] = []
    for key, dice in FARKLE_COMBINATIONS:
        combos.append((tr(f"{key}.name"), tr(f"{key}.text"), doc.Dice(dice),
                       format_int(farkle_rules.score(dice) or 0)))
    # the example column holds six dice at the size of the others (one size a table), under
    # each combination's name (critic A61: the words beside them get the width, two lines)
    scoring = doc.Table((doc.Column(tr("rules.farkle.col.combination"), 1.4, strong=True),
                         doc.Column(tr("rules.farkle.col.dice"), 2.2),
                         doc.Column(tr("rules.farkle.col.example"), 2.9, under=True),
                         doc.Column(tr("rules.farkle.col.points"), 0.8, "right",
                                    strong=True)),
                        tuple(combos), anchor="scoring_table")
    examples: list[doc.Block] = []
    slots = max(len(e.roll) + len(e.later) for e in FARKLE_EXAMPLES)
    for example in FARKLE_EXAMPLES:
        shown = example.roll + example.later
        held = frozenset(example.kept) | frozenset(
            range(len(example.roll), len(example.roll) + len(example.later)))
        examples.append(doc.Example(doc.Dice(shown, held), tr(example.key),
                                    format_int(example.points()), slots=slots))
    risk_rows = tuple(
        (tr.n("rules.farkle.risk.dice", n),
         format_percent(farkle_rules.bust_probability(n)))
        for n in range(farkle_rules.DICE_PER_TURN, 0, -1))
    risk = doc.Table((doc.Column(tr("rules.farkle.col.rolled"), 2.0),
                      doc.Column(tr("rules.farkle.col.risk"), 1.0, "right", strong=True)),
                     risk_rows)
    ai_rows = tuple((_ai_case(tr, behind, dice),
                     format_int(farkle_ai.banking_threshold(0, behind, dice)))
                    for behind, dice in AI_CASES)
    ai = doc.Table((doc.Column(tr("rules.farkle.col.situation"), 3.0),
                    doc.Column(tr("rules.farkle.col.threshold"), 1.0, "right", strong=True)),
                   ai_rows, anchor="ai_table")
    discount = farkle_ai.FEW_DICE_DISCOUNT
    return [
        doc.Heading(tr("rules.farkle.goal.title"), "goal"),
        doc.Paragraph(tr("rules.farkle.goal.text", dice=farkle_rules.DICE_PER_TURN)),
        doc.Heading(tr("rules.farkle.turn.title"), "turn"),
        doc.Bullets((tr("rules.farkle.turn.roll", **quoted),
                     tr("rules.farkle.turn.aside"),
                     tr("rules.farkle.turn.choose", **quoted),
                     tr("rules.farkle.turn.refused")), numbered=True),
        doc.Heading(tr("rules.farkle.scoring.title"), "scoring"),
        doc.Paragraph(tr("rules.farkle.scoring.text")),
        scoring,
        doc.Heading(tr("rules.farkle.examples.title"), "examples"),
        doc.Paragraph(tr("rules.farkle.examples.text"), muted=True),
        *examples,
        doc.Heading(tr("rules.farkle.bust.title"), "bust"),
        doc.Paragraph(tr("rules.farkle.bust.text", message=tr("farkle.bust"))),
        doc.Heading(tr("rules.farkle.hot.title"), "hot"),
        doc.Paragraph(tr("rules.farkle.hot.text", message=tr("farkle.hot_dice"), **quoted)),
        doc.Heading(tr("rules.farkle.risk.title"), "risk"),
        doc.Paragraph(tr("rules.farkle.risk.text", risk=tr("farkle.label.risk"))),
        risk,
        doc.Heading(tr("rules.farkle.target.title"), "target"),
        doc.Paragraph(tr("rules.farkle.target.text", message=tr("farkle.last_round"),
                         small=5_000, default=10_000, large=15_000)),
        doc.Heading(tr("rules.farkle.ai.title"), "ai"),
        doc.Paragraph(tr("rules.farkle.ai.text", base=farkle_ai.BASE_THRESHOLD,
                         step=farkle_ai.BEHIND_STEP,
                         most=farkle_ai.BASE_THRESHOLD + farkle_ai.BEHIND_CAP)),
        doc.Paragraph(tr("rules.farkle.ai.discount", one=discount[1], two=discount[2],
                         three=discount[3])),
        ai,
        doc.Paragraph(tr("rules.farkle.ai.last")),
    ]

def _ai_case(tr: Translator, behind: int, dice: int) -> str:
    """The words of one row of the computer's threshold table."""
    where = (tr("rules.farkle.ai.level") if behind == 0
         else tr.n("rules.farkle.ai.behind", behind))
    return tr.n("rules.farkle.ai.case", dice, where=where)
