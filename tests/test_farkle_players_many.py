"""The 10 000 players panel with many seats (critic B51, hF60): with six people and the
computer at 1024×600 every name and total reads at the table's type floor (15 px of em, not
~13), the status marks of a tight list (a gold tick: the target reached, a hollow arrow: next)
are said in words on a legend line at the panel's foot, and the panel keeps one rect through a
turn's beats (the table never jumps)."""

from __future__ import annotations

import pytest

from game import theme
from game.widgets.farkle_panels import player_band
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle
from tools.unseen_frames import unseen_frames

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_seven_names_and_totals_read_at_body_size(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._last_round_six(app)
        table = app.manager.top
        count = len(table.game.players)
        frame = recorded_frame(table, size)
        inside = [t for t in frame.texts if table.players_rect.contains(t.rect)]
        names = {table.flow.player_label(i) for i in range(count)}
        rows = [t for t in inside if t.text.rstrip("…") and any(
            n.startswith(t.text.rstrip("…")) for n in names)]
        assert len(rows) == count, [t.text for t in inside]
        totals = [t for t in inside if t.text.replace(" ", "").isdigit()]
        assert len(totals) >= count, [t.text for t in inside]
        # the table's body text at 1024 (16.6 px of em), its secondary text where larger
        least = max(theme.font_px(theme.FONT_BODY, theme.scale_for((1024, 600))),
                    table.font_px(theme.FONT_SMALL))
        small = [(t.text, t.size) for t in rows + totals if t.size < least]
        assert small == [], (small, least)
    finally:
        app.close()


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_status_marks_are_said_on_a_legend_line(tmp_path, language):
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        app.apply_settings(app.settings.with_changes(language=language))
        screens_farkle._last_round_six(app)  # Ștefan reached the target; Wolfgang is next
        table = app.manager.top
        count = len(table.game.players)
        frame = recorded_frame(table, size)
        panel = table.players_rect
        marks = [p.rect for p in frame.panels if p.role == "tag_icon"]
        assert marks, "a tight list says its statuses as marks"
        last = player_band(panel, table.scale, count - 1, count)
        bands = [player_band(panel, table.scale, i, count) for i in range(count)]
        in_rows = sorted(i for m in marks for i, b in enumerate(bands) if b.contains(m))
        assert in_rows == [0, 2], (in_rows, marks)  # Ștefan's tick, Wolfgang's arrow
        words = {app.tr("farkle.reached"), app.tr("farkle.next")}
        legend = [t for t in frame.texts if t.text in words and panel.contains(t.rect)]
        assert {t.text for t in legend} == words, [t.text for t in frame.texts]
        for word in legend:
            assert word.rect.top >= last.bottom  # under the rows, inside the panel
            assert word.size >= theme.TABLE_TYPE_LEAST  # at body size, not a caption
            # its mark stands just before it, on its line
            before = [m for m in marks if m.right <= word.rect.left
                      and abs(m.centery - word.rect.centery) <= word.rect.h // 2
                      and word.rect.left - m.right <= table.px(40)]
            assert before, (word.text, word.rect, marks)
    finally:
        app.close()


def test_the_panel_keeps_its_rect_and_rows_through_a_turn(tmp_path):
    # a throw, two dice set aside, the bank (the row flashes, its total counts up) and the
    # hand-over to the next player: the panel, its rows and every name stay where they were
    size = (1024, 600)
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._last_round_six(app)
        table = app.manager.top
        count = len(table.game.players)
        names = {table.flow.player_label(i) for i in range(count)}
        app.rng.push(1, 5, 2, 3, 4, 6, 1, 1)
        places: dict[str, set[tuple[int, int]]] = {}
        glowed = []

        def shape():
            frame = recorded_frame(table, size)
            for t in frame.texts:
                if t.text in names and table.players_rect.contains(t.rect):
                    places.setdefault(t.text, set()).add(t.rect.topleft)
            glowed.append(table.flow.pulse is not None)
            return (tuple(table.players_rect),
                    tuple(tuple(player_band(table.players_rect, table.scale, i, count))
                          for i in range(count)))

        seen = {shape()}
        table.press_roll()
        with unseen_frames(app, last_drawn=False):  # each frame drawn once, by shape()
            for _ in range(20):
                app.step(0.1)
                seen.add(shape())
            table.press_die(0)
            table.press_die(1)
            app.step(0.1)
            seen.add(shape())
            table.press_bank()
            for _ in range(60):
                app.step(0.05)
                seen.add(shape())
        assert any(glowed), "the bank's points landed in the row while we looked"
        assert len(seen) == 1, seen
        moved = {name: spots for name, spots in places.items() if len(spots) > 1}
        assert moved == {}, moved
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1024, 600)])
def test_the_ledger_under_a_dense_panel_keeps_two_places(tmp_path, size):
    # the panel takes its room from the ledger under it, never so much that the ledger is
    # left one place (a turn's second group set aside would fold the first into "earlier"
    # with no row of its own beside it)
    from game.widgets.farkle_ledger import ledger_places

    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._last_round_six(app)
        table = app.manager.top
        assert len(ledger_places(table.groups_rect, table.scale)) >= 2
    finally:
        app.close()
