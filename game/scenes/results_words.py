"""What the results panel says in words: its headline, each player's shown name, their
figures (icon rows on the podium, a line or two in the list) and the kind word to a person
beaten by the computer (:class:`ResultsWords`, mixed into
:class:`~game.scenes.results.ResultsOverlay`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.flow.results_detail import (
    detail_lines,
    other_lines,
    stat_figure,
    stats,
    target_lines,
)
from game.flow.verdict import verdict

if TYPE_CHECKING:
    from game.scenes.results_rows import ResultRow
    from game.widgets.podium_award import AwardChip

LIST_LINES = 2
"""How many of a player's figure lines the panel says when it lists players under the
podium (the list on one line, the podium's steps keeping their height)."""

QUIET_FIGURES = ("turns", "busts", "hot")
"""The 10 000's figures said under every step behind the awards' plates, in this order
(the icons of :data:`game.flow.results_detail.STATS`; ruling S109 3.)."""


class ResultsWords:
    """The results panel's words, read from its rows (``rows``, ``winners``, ``list_rows``,
    ``said`` and ``tr`` are the panel's)."""

    rows: list[ResultRow]
    said: str
    tr: Any

    @property
    def winners(self) -> list[ResultRow]:
        """The rows in first place (several on a tie)."""
        return [row for row in self.rows if row.place == 1]

    @property
    def list_rows(self) -> list[ResultRow]:
        """The rows listed under the podium: the fourth and later (the podium shows the
        first three with their totals)."""
        return self.rows[3:]

    def headline(self) -> str:
        """The panel's one title: the game's verdict (:func:`game.flow.verdict.verdict`),
        the win's stage's title's words, whether a stage came before it or not (round 73,
        critics L72 #1, #3: "Victorie!", then "Clasamentul final: câștigă Ion"; a 10 000
        tie naming no one): "Ana câștigă!" (the computer alike), on a tie for first
        "Egalitate: Ana și Ion" (both games). A game played alone names no winner: its own
        line, its score. The podium's blocks carry the names too."""
        if len(self.rows) == 1:
            return self.tr("results.solo")
        return verdict(self.tr, [self.shown_name(row) for row in self.winners])

    def shown_name(self, row: ResultRow) -> str:
        """The name as the tables show it (the computer's from the catalog)."""
        from game.i18n import shown_name

        return shown_name(row.name, row.is_computer, self.tr)

    def detail_of(self, row: ResultRow) -> list[str]:
        """``row``'s figures of the game in words, a line each (none without figures); with
        a list under the podium, its first :data:`LIST_LINES` only (the steps keep their
        height)."""
        lines = detail_lines(self.tr, row.detail)
        if row is self.consoled():  # a person who lost to the computer: a kind word
            lines = [*lines[:LIST_LINES - 1 if self.list_rows else None],
                     self.tr("results.consolation")]
        return lines[:LIST_LINES] if self.list_rows else lines

    def stats_of(self, row: ResultRow) -> list[tuple[str, str, str]]:
        """``row``'s figures as the podium's icon rows (and a listed player's compact row):
        (icon, figure, label) each, all of them up to four players (every player the same
        figures); over a longer list its first :data:`LIST_LINES` only for every rank (one
        row: the steps keep their height, the list's header on one line)."""
        chips = [(stat.icon, stat_figure(stat), self.tr(stat.label))
                 for stat in stats(row.detail)]
        # every rank the same figures in the same order, the podium's and the list's (hR51,
        # critic C50: the podium over a long list said two while its rows said four)
        return chips[:LIST_LINES] if len(self.list_rows) > 1 else chips

    def podium_lines(self, row: ResultRow) -> list[str]:
        """What the podium says in words under ``row``'s icon rows: the lines holding no
        figure (:func:`~game.flow.results_detail.other_lines`), and a kind word to a person
        who lost to the computer."""
        kind = [self.tr("results.consolation")] if row is self.consoled() else []
        return detail_lines(self.tr, other_lines(row.detail)) + kind

    def target_said(self) -> list[str]:
        """The line saying by how much a 10 000 winner passed the target, in words (said
        in gold under its step, :func:`~game.flow.results_detail.target_line`)."""
        return [line for row in self.rows  # (whoever reached the goal: S109 3.)
                for line in detail_lines(self.tr, target_lines(row.detail))]

    def award_of(self, row: ResultRow) -> AwardChip | None:
        """``row``'s one award as its plate says it (icon, figure, name; won or the
        player's own best; "la egalitate" when shared), None without one (a Yams game, a
        game alone): ruling S86, amended round 81 (hF109)."""
        from game.flow.farkle_honours import AWARD_ICONS, AWARD_PREFIX, award_label
        from game.flow.results_detail import honours
        from game.i18n import format_int
        from game.widgets.podium_award import AwardChip

        for phrase in honours(row.detail):
            if phrase.key.startswith(AWARD_PREFIX):
                kind = phrase.key[len(AWARD_PREFIX):]
                params = dict(phrase.params)
                tag = award_label(self.tr, "shared") if params.get("shared") else ""
                return AwardChip(AWARD_ICONS[kind], format_int(int(params["value"])),
                                 award_label(self.tr, kind), kind != "own_best", tag)
        return None

    def podium_stats(self, row: ResultRow) -> list[tuple[str, str, str]]:
        """``row``'s figures under its step: behind the podium's awards, the same three for
        every player in one order, the turns, the turns lost and the hot dice (the best
        turn is the plates' to say), so that the columns compare (round 82, hF112, critic
        cB81 #11, ruling S109 3., amending S86's "all but the one its award says");
        without awards, :meth:`stats_of`."""
        chips = self.stats_of(row)
        if not any(self.award_of(other) for other in self.rows[:3]):
            return chips
        return [chip for chip in chips if chip[0] in QUIET_FIGURES]

    def story(self) -> str:
        """The game's decisive moment in one line ("Ion a trecut în frunte în ultima tură
        cu 1 250"), said under the title; "" when none (ruling S86)."""
        from game.flow.farkle_honours import STORY_KEYS, story_words
        from game.flow.results_detail import honours

        for row in self.rows:
            for phrase in honours(row.detail):
                if phrase.key in STORY_KEYS:
                    return story_words(self.tr, phrase, self.shown_name(row))
        return ""

    def consoled(self) -> ResultRow | None:
        """The best-placed person when only the computer won (None: a person won, or
        nobody plays but the computer): the one the results console in a short line."""
        if len(self.rows) < 2 or any(not row.is_computer for row in self.winners):
            return None
        return next((row for row in self.rows[:3] if not row.is_computer), None)
