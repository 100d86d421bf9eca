"""What the Yams table shows under a stage: nothing the stage announces before it lands.

While a stage plays a bonus (the upper bonus, the Penta bonus), the engine has already added
it to the player's card. The table below the stage keeps the old figures (the Bonus row, the
TOTAL, the Clasament) until the stage's number has landed in its cell (a card its last box
fills says every new figure at once: :func:`whole_card_player`, ruling S43), and keeps
the turn of the player whose moment it is (their column, their marker) until the stage has
left.

:func:`shown_game` wraps the engine's game for the drawing only (the sheet, the standings):
cards whose bonuses still in flight are taken back out, and the staged player's turn. The
Joker's +100 goes the other way: once its stage has flown it into Bonus Penta, the cell (and
the TOTAL) hold it ahead of the engine until the box is written (:func:`joker_said`). It
reads the table; it changes nothing.
"""

from __future__ import annotations

from typing import Any

from game.engine.yams import YamsGame
from game.rules.yams import PENTA_BONUS
from game.theme_stage import YAMS_TOTAL_TAKEOVER_EXIT

HELD_ROWS = ("upper_bonus", "penta_bonus")
"""The sum rows whose points a stage carries in (the TOTAL's own counter only counts it)."""


class HeldBackCard:
    """A scorecard as the table shows it under a stage: ``held`` points of each bonus row
    (``{"upper_bonus": 35}``) not landed yet; everything else is the card's own."""

    def __init__(self, card: Any, held: dict[str, int]) -> None:
        """``card`` with the points of ``held`` still on their way."""
        self._card = card
        self._held = held

    def __getattr__(self, name: str) -> Any:
        """The card's own attribute (the boxes, …)."""
        return getattr(self._card, name)

    @property
    def upper_bonus(self) -> int:
        """The upper bonus landed so far."""
        return int(self._card.upper_bonus) - self._held.get("upper_bonus", 0)

    @property
    def penta_bonus(self) -> int:
        """The Penta bonuses landed so far."""
        return int(self._card.penta_bonus) - self._held.get("penta_bonus", 0)

    @property
    def total(self) -> int:
        """The TOTAL without the points still on their way."""
        return int(self._card.total) - sum(self._held.values())


class HeldBackGame:
    """The game as the table draws it under a stage: its cards held back, its turn the
    staged player's (``current``); every other attribute is the game's own."""

    def __init__(self, game: Any, cards: list[Any], current: int) -> None:
        """``game`` showing ``cards`` with ``current`` on turn."""
        self._game = game
        self.cards = cards
        self.current = current

    def __getattr__(self, name: str) -> Any:
        """The game's own attribute."""
        return getattr(self._game, name)

    @property
    def current_player(self) -> Any:
        """The player on turn as shown."""
        return self._game.players[self.current]

    def ranking(self) -> list[tuple[int, int, int]]:
        """The ranking by the shown totals (equal totals share a place, as the engine's)."""
        return YamsGame.ranking(self)  # type: ignore[arg-type]


def count_step(counter: Any) -> int:
    """The step a counter rolls by in its cell: fives for a hundred or more, else ones."""
    return 5 if counter.end - counter.start >= 100 else 1


def held_points(table: Any, standings: bool = False) -> dict[int, dict[str, int]]:
    """Per player, the bonus points a stage carries that have not landed yet: the counter
    playing (until its number lands) and those queued after it. A full card's TOTAL holds
    nothing back: its cell and the Clasament (``standings``, kept for the callers) say the
    card's figure from the click, its bonus from its band's landing (ruling S117 1.)."""
    moment = table.flow.moment
    held: dict[int, dict[str, int]] = {}
    pending = []
    playing = moment.counter
    # a stage's number that landed is the card's; a stage long gone says nothing of a
    # counter on the table (the Joker's +100 counting into its cell)
    landed = getattr(table, "on_stage", None) is not None and getattr(
        table, "stage_landed", False)
    if playing is not None and (moment.active or moment.clock.waiting) and not landed:
        pending.append(playing)
    pending.extend(counter for _, counter in moment.queued if counter is not None)
    # a counter rolling in its own cell on the table (no stage): the TOTAL and the standings
    # count in step with it, never an old figure beside its new one
    rolling = (playing if getattr(table, "on_stage", None) is None and moment.active
               else None)
    whole = whole_card_player(table)
    for counter in pending:
        if counter.row == "total" or (counter.player == whole
                                      and counter.row != "upper_bonus"):
            continue  # a full card's box, sums and TOTAL said together, in its cell and
            # its Clasament row alike (S117 1.: one figure in every frame; its TOTAL's
            # count, from 0, is theatre, holding nothing back); its upper bonus as its band
            # lands it (S104 1.: never lit before the band)
        if counter.row in HELD_ROWS:
            rows = held.setdefault(counter.player, {})
            shown = counter.start
            if counter is rolling:
                shown = counter.value(moment.progress, count_step(counter))
            rows[counter.row] = rows.get(counter.row, 0) + counter.end - shown
    player = joker_said(table)
    if player is not None:  # the Joker's +100 landed: its cell holds it until the box is
        rows = held.setdefault(player, {})  # written (a negative hold: shown ahead)
        rows["penta_bonus"] = rows.get("penta_bonus", 0) - PENTA_BONUS
    return held


def last_count(table: Any) -> Any:
    """The counter of a full card's TOTAL still to land in its cell (waiting, under a
    bonus's stage, or counting before its takeover leaves), None when there is none."""
    moment = table.flow.moment
    playing = moment.counter
    if playing is not None and playing.row == "total" and moment.active:
        staged = getattr(table, "on_stage", None) is not None
        return playing if staged or moment.progress < YAMS_TOTAL_TAKEOVER_EXIT else None
    if playing is not None and playing.row == "total" and moment.clock.waiting:
        return playing
    return next((c for _, c in moment.queued if c is not None and c.row == "total"), None)


def whole_card_player(table: Any) -> int | None:
    """The player whose card its last box has just filled, its TOTAL still to land (waiting,
    under a bonus's stage, counting); None when there is none. Ruling S43 (round 78; S41's
    wait and S8's held TOTAL cell retired): that card's box, its sums, its bonuses, its TOTAL
    and the standings all say their new figures together from the click on, so the sheet
    adds up in every frame; the count plays only in the takeover's (or the crowned end's)
    big figure."""
    counter = last_count(table)
    event = table.game.last_event
    if counter is None or event is None or event.player != counter.player:
        return None
    return int(counter.player)


def joker_said(table: Any) -> int | None:
    """The player whose Joker Penta's stage has flown its +100 into their Bonus Penta row, its
    box not yet written (None: no Joker on the table, or its stage has not landed yet)."""
    game, flow = table.game, table.flow
    if not getattr(game, "joker_active", False) or getattr(flow, "awaiting_settle", False):
        return None
    moment = flow.moment
    if moment.kind != "joker_penta":
        return None
    staged = getattr(table, "on_stage", None) is not None
    if staged and not getattr(table, "stage_landed", False):
        return None  # the stage's +100 is still on its way
    if not staged and moment.busy:
        return None  # the stage has not come yet
    return int(game.current)


def staged_player(table: Any) -> int | None:
    """Whose moment the stage plays now, when it is someone's scoring (None: no stage, or a
    moment of the turn on the table)."""
    if getattr(table, "on_stage", None) is None:
        return None
    counter = table.flow.moment.counter
    return counter.player if counter is not None else None


def shown_game(table: Any, standings: bool = False) -> Any:
    """The table's game as it is drawn now (the sheet, or with ``standings`` the Clasament,
    which holds a full card's TOTAL until its count says it): the engine's own when no stage
    holds anything back, else a :class:`HeldBackGame`."""
    game = table.game
    held = held_points(table, standings)
    player = staged_player(table)
    if not held and (player is None or game.finished):
        return game
    cards = [HeldBackCard(card, held[i]) if i in held else card
             for i, card in enumerate(game.cards)]
    current = game.current if player is None or game.finished else player
    return HeldBackGame(game, cards, current)
