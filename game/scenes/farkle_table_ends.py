"""Where a game of 10 000 leads: the finished game's results panel, the rematch of
"Partidă nouă" and the "?" overlay. A part of
:class:`game.scenes.farkle_table.FarkleTableScene` (mixed in: it reads the scene's game,
players, flow and app); split from it in round 79 (hF97) to make room under 600 lines."""

from __future__ import annotations

from typing import Any


class FarkleTableEnds:
    """The 10 000 table's ways out: results, rematch, rules (mixed into the scene)."""

    def _show_results(self) -> None:
        self.app.manager.push(self.results_overlay(), fade=False)

    def results_overlay(self, said: str | None = None, handed: bool = True) -> Any:
        """The finished game's results panel (``said``: the end's stage's words, None: what
        it said; ``handed``: the panel's): the win's stage lays one out before it plays, to
        stand its podium where the panel will (S9)."""
        from game.flow.personal_best import with_solo_best
        from game.flow.results_detail import farkle_details
        from game.scenes.results import ResultsOverlay, ranking_rows

        details = farkle_details(self.game)
        quiet = with_solo_best(details, self.game, self.previous_best,  # alone: the best too
                               self.first_record, staged=bool(self.end_said()))  # (said once)
        rows = ranking_rows(self.game.ranking(), self.players, details)
        # Centred over the dimmed table: the podium and the list say the standings (the
        # players panel lit beside them would say them a third time); the win's stage has
        # just said the winning score, so the podium opens on the final totals (no recount)
        return ResultsOverlay(self.app, rows, on_new_game=self.new_game,
                              on_menu=self.leave_game, counted_already=True, quiet=quiet,
                              backdrop=self.end_darkness(),
                              said=self.end_said() if said is None else said, handed=handed)

    def new_game(self) -> None:
        """"Partidă nouă": a rematch, the same players, target and level, the next one starting."""
        from game.scenes.game_setup import rematch_players, start_game

        start_game(self.app, "farkle", rematch_players(self.players), self.game.target,
                   self.game.computer_level, table=type(self))

    def open_help(self) -> None:
        """The "?" overlay: the scoring table and worked examples."""
        from game.scenes.farkle_help import FarkleHelpOverlay

        self.app.manager.push(FarkleHelpOverlay(self.app))
