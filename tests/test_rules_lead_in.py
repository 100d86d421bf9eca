"""A Rules page never ends on a line that introduces what follows: when the last paragraph a
view would show ends with ":" and what it introduces lies below, the view stops above it
(the Joker page at 1920×1080 used to end on "… nici Joker:")."""

from __future__ import annotations

from game.widgets.document import Paragraph, Style, TextOp, lay_out, whole_height


def _page():
    style = Style.for_scale(1.0)
    blocks = [Paragraph("Un paragraf obișnuit, destul de lung ca să umple câteva rânduri. " * 3),
              Paragraph("Dacă ai trecut 0, nu mai există nici bonus, nici Joker:"),
              Paragraph("ce urmează, pe rândul de dedesubt, explică ce se întâmplă atunci.")]
    return lay_out(blocks, 700, style)


def test_a_view_stops_above_a_lead_in_whose_sequel_it_cannot_show():
    page = _page()
    lines = [op for op in page.ops if isinstance(op, TextOp)]
    lead = next(op for op in lines if op.text.endswith("Joker:"))
    height = lead.bottom + 2  # the lead-in is the view's last whole line; its sequel below
    shown = whole_height(page, 0, height)
    assert shown <= lead.y  # the page ends on the paragraph before it
    sequel = next(op for op in lines if op.y > lead.y)
    assert whole_height(page, 0, sequel.bottom + 2) == sequel.bottom + 2  # both shown: kept


def test_a_lead_in_on_the_last_line_of_a_page_stays():
    style = Style.for_scale(1.0)
    page = lay_out([Paragraph("Un rând obișnuit."), Paragraph("Și ultimul:")], 700, style)
    assert whole_height(page, 0, page.height) == page.height
