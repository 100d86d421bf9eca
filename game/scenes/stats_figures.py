"""The statistics' figures column ("Pe scurt") and what the charts say when they have too few
games to draw: plain Python over a player's summary, in the app's language.

After a single game a mean, a best and a form would all be that game's total: the column leaves
it to the list of games played beside it (where it shows big, and only there), the form is
left out until there are games enough for one, and the line of recent totals, which needs two
points, is left out (its panel with it) until it has them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.i18n import format_decimal, format_int, format_percent
from game.widgets.figure_column import Figure

LINE_LEAST_GAMES = 2
"""The line of recent totals is drawn from this many games on (one point is no line)."""
RATE_LEAST_GAMES = 5
"""A share of games (wins, the upper bonus) is said as a rate from this many games on; before,
as a count of the games ("0 din 1": a "0,0 %" of one game says nothing)."""


def _mean(value: float) -> str:
    """A mean to its tenth in both games ("9 612,5", "195,5"), whole when its tenth is nought
    ("8 100", not "8 100,0"): round 82, hK93, ruling S111 3. (a 10 000 mean of 9 612.5 read
    "9 612")."""
    tenths = round(value * 10)
    return format_int(tenths // 10) if tenths % 10 == 0 else format_decimal(tenths / 10)


def _share(count: int, games: int, tr: Any) -> str:
    """``count`` of ``games``: of a few, as a count ("1 din 3"); from
    :data:`RATE_LEAST_GAMES` on, the count with its rate ("13 (28,9 %)"): the wins and the
    upper bonus alike (round 82, hK93, ruling S111 3.: "2 din 4" turned into a bare
    "28,9 %" beside "10 (26,3 %)")."""
    if games < RATE_LEAST_GAMES:
        return str(tr("stats.of_games", n=format_int(count), games=format_int(games)))
    return str(tr("stats.fig.wins_value", wins=format_int(count),
                  rate=format_percent(count / games)))


def player_figures(s: Any, tr: Any) -> list[Figure]:
    """The figures column of summary ``s`` (a PlayerSummary), in ``tr``'s language (10 000
    to several targets: no mean, best nor form of totals that do not compare)."""
    form = s.form
    mean: Callable[[float], str] = _mean  # to its tenth in both games (S111 3.)
    rows = [
        Figure(tr("stats.fig.games"), format_int(s.games)),
        Figure(tr("stats.fig.wins"), _share(s.tally.wins, s.games, tr)),
    ]
    # totals raced to different 10 000 targets make no one mean, best or form: the charts
    # beside give them target by target
    mixed = s.kind == "farkle" and len(s.targets) > 1
    if s.games > 1 and not mixed:  # a mean and a best of one game are its total, which the
        # list of games played beside the figures already shows big: said there, once
        rows += [Figure(tr("stats.fig.mean"), mean(s.mean_total)),
                 Figure(tr("stats.fig.best"), format_int(s.tally.best))]
    if not mixed and form is not None:  # before FORM_GAMES games there is no form: its row
        # is left out (a label with a promise for a value reads as a blank)
        rows.append(Figure(tr("stats.fig.form"), mean(form)))
    if s.kind == "yams":
        rows += [
            Figure(tr("stats.fig.upper_bonus"), _share(s.tally.upper_bonuses, s.games, tr)),
            Figure(tr("stats.fig.pentas"), format_int(s.tally.pentas)),  # named once
        ]
    else:
        bank = s.usual_bank
        rows += [  # the turns lost first, under the wins (round 50): a rate under "0 din 1",
            # never a three-digit figure that reads on from it ("0 din 1" / "613")
            Figure(tr("stats.fig.bust_rate"), format_percent(s.bust_rate)),
            Figure(tr("stats.fig.per_turn"), mean(s.points_per_turn)),
        ]
        shown_bank = None if bank is None else format_int(bank)
        if shown_bank is not None:  # no turn banked yet: no usual bank, no row with a dash
            rows.append(Figure(tr("stats.fig.usual_bank"), shown_bank))
        rows += [
            Figure(tr("stats.fig.best_turn"), format_int(s.tally.best_turn)),
            Figure(tr("stats.fig.hot_dice"), format_int(s.tally.hot_dice)),
        ]
    return rows


def boxes_heading(games: int, tr: Any) -> str:
    """The heading of the Yams boxes chart: after one game, that game's boxes (a mean of one
    game is its points, a box struck out shows no bar)."""
    return tr("stats.boxes_one" if games == 1 else "stats.chart.boxes")


def recent_heading(scene: Any) -> str:
    """The line's heading, saying how many games it draws ("Ultimele 9 partide": a 10 000
    player's at the target shown), so its points and the figures beside it agree."""
    s = scene.summary
    count = len(s.recent_at(scene.shown_target)) if s is not None else 0
    return str(scene.tr.n("stats.chart.recent_n", count))


def games_counted(scene: Any, heading: str) -> str:
    """A 10 000 histogram's ``heading`` with the games it counts ("Totaluri · 9 partide"):
    those played to the target shown, not the player's games of every target."""
    s = scene.summary
    if s is None or scene.kind != "farkle" or scene.shown_target is None:
        return heading
    count = len(s.histogram_totals(scene.shown_target))
    return f"{heading} · {scene.tr.n('stats.games_n', count)}"
