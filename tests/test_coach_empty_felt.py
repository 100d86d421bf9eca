"""A coach card stands on empty felt only (hC30, critic row "Coach marks" 6): never on a
panel, a label, a die, a button or the prompt line, at 1920x1080, 1366x768 and 1024x600,
for every coach step of the Yams table, judged by the regions the table itself reports
(what a recorded frame draws: every panel, every text, every button; the dice in play; the
prompt line, which a card once hid: hC28). (Its pointer strikes through no label: the
countdown's, tests/test_coach_pointer_on_target.py.)"""

from __future__ import annotations

import pytest

from game.widgets.felt import felt_area
from tests.coach_reached import Reached, reached
from tests.test_coach_marks import coach_app
from tests.test_coach_places import _table
from tools import screens_coach

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]
YAMS_STEPS = ("_yams_hold", "_yams_box", "_yams_countdown")
FARKLE_STEPS = ("_farkle_set_aside", "_farkle_refused", "_farkle_refused_far", "_farkle_risk",
                "_farkle_bank", "_farkle_hot")


def not_empty_felt(shown: Reached, size: tuple[int, int]) -> list[str]:
    """What the shown coach card lies on besides empty felt, in the frame the table drew
    (window ``size``): a panel (side panel, mat, Clasament, sheet, button, pill), a text, a
    die in play, the prompt line; or past the felt. Empty: the card stands on empty felt."""
    card, frame = shown.card, shown.frame
    found = [f"a {p.role or 'panel'} {p.rect}" for p in frame.shown_panels()
             if p.role != "coach" and p.rect.colliderect(card)]
    found += [f"the words {t.text!r} {t.rect}" for t in frame.shown_texts()
              if t.role != "coach" and t.rect.colliderect(card)]
    found += [f"a die {d}" for d in shown.dice if card.colliderect(d)]
    prompt = shown.prompt
    # (the Yams hold and box cards stand in the prompt's place over the kept row, the line
    # waiting while the card says it: round 69, critic B67, no card in the row's invitation
    # lane)
    if prompt.w > 0 and card.colliderect(prompt) and not shown.says_the_prompt:
        found.append(f"the prompt line {prompt}")
    if shown.kind == "farkle":  # the title, said (hC31: it waited under a card)
        if card.colliderect(shown.title):
            found.append(f"the title {shown.title}")
    if not felt_area(size).contains(card):
        found.append("past the felt")
    return found


@pytest.mark.parametrize("size", SIZES)
def test_every_yams_card_stands_on_empty_felt(tmp_path, size):
    for step in YAMS_STEPS:
        shown = reached(tmp_path, size, step)  # (the card's place asserted there)
        assert not_empty_felt(shown, size) == [], (step, size, shown.card)


@pytest.mark.parametrize("size", SIZES)
def test_the_hot_dice_card_stands_on_the_felt_over_the_mat(tmp_path, size):
    """Critic C29: the hot dice' card lay on the "Puse deoparte" panel. It stands on the
    felt between the prompt and the mat (over the dice row's empty slots: the six dice are
    on the mat), pointing at the risk meter its words give the figure of, lit (round 72,
    critics D71, E71, G71: it pointed at a die, the mat lit whole).
    S40 (amended round 77, hQ83, critic cB77): the cup holding the six dice stands on that
    felt now (round 75's grown cup; round 77's six back into it, S26) and the card sat on its
    base; it stood on the empty tray under the cup. S46 (round 78, hC82, critics cA77, cF77:
    on the tray, pointing at "Risc", it named six dice it did not point at): it stands on the
    felt beside the cup, over nothing, off the tray, the cup lit with the six in it."""
    shown = reached(tmp_path, size, "_farkle_hot")
    assert shown.shown == "farkle.hot", size
    assert not_empty_felt(shown, size) == [], (size, shown.card)
    assert not shown.lit.colliderect(shown.meter), (size, shown.lit, shown.meter)
    # (S81 3., round 80, hF102: under the cup, on the felt the folded mat leaves, over
    # nothing: its place is tests/test_coach_hot_card_shape_s81.py's; it stood over the
    # mat's top, beside the cup, before)


@pytest.mark.parametrize("size", SIZES)
def test_every_10000_card_stands_on_empty_felt_the_prompt_said(tmp_path, size):
    """hC31 (critic row "Coach marks" 6): the set-aside, refused and risk cards lay on the
    prompt line and the title (which waited under them), the bank's on the ledger. A low
    card (one row, about two lines tall) stands on empty felt for every 10 000 step: no
    panel, no text, no die, no button, not the prompt (drawn all the while) nor the title."""
    for step in FARKLE_STEPS:
        shown = reached(tmp_path, size, step)  # (the card's place asserted there)
        found = not_empty_felt(shown, size)
        # (rewritten, hC41, critic B40: at 1024x600 no felt off every word is left a
        # die's card nor the bank's: they stand wholly in the ledger's free middle)
        ledger = shown.groups
        in_ledger = size == (1024, 600) and ledger.contains(shown.card)
        if in_ledger:
            found = [f for f in found if f != f"a panel {ledger}"]
        if step == "_farkle_hot":  # (S40 amended round 77: on the empty tray, the cup on
            found = [f for f in found if not f.startswith("a mat ")]  # the felt over it)
        assert found == [], (step, size, shown.card)
        # (round 72 had the line wait beside the set-aside card; round 76, hC80, ruling
        # S20: the prompt is said beside every card, tests/test_coach_one_speaker.py)
        assert shown.prompt_said, (step, size)
        if step == "_farkle_bank":  # (rewritten again, round 67, ruling S5: round 64's
            # card under "Încasează", over the greyed "Anulează", is reversed: it stands
            # over the mat again, beside the dice set aside; round 71: its pointer goes
            # round the mat to "Încasează", the button lit; round 72: a short one to
            # the Tura panel's "După încasare", the row lit)
            assert shown.lit == shown.fact_row, (size, shown.lit)


@pytest.mark.parametrize("size", SIZES)
def test_a_coach_card_is_one_low_row(tmp_path, size):
    """hC31: the card is a low, wide row: its step at the left, its words on two lines at
    most in the middle, "Înainte →" (never a bare "→") with "Nu mai arăta" at its right
    (round 73: no "×"), all inside it; about two lines of words tall."""
    from game.views.coach_card import card_text_size, footer_rects, is_narrow
    from game.widgets.text import text_size

    for step in ("_farkle_set_aside", "_farkle_bank", "_farkle_risk", "_yams_hold"):
        shown = reached(tmp_path, size, step)  # (the card's place asserted there)
        card, scale, footer, lines = shown.card, shown.scale, shown.footer, shown.lines
        step_face, stop, nxt = footer_rects(card, footer, scale)
        if size == (1024, 600) and is_narrow(card, scale):  # (rewritten, hC41: in the
            # ledger at 1024x600, a narrow card: its head, its words, its action row)
            assert len(lines) <= 3 and card.contains(nxt), (step, lines)
            assert card.contains(stop) and card.contains(step_face), step
            continue
        line = text_size("Ăg", card_text_size(scale))[1]
        assert len(lines) <= 2, (step, size, lines)
        assert card.h <= 3 * line + 2 * max(6, round(8 * scale)), (step, size, card)
        assert footer[2] in shown.next_words, (
            step, size, footer)  # (round 72: "Gata" on the count's last step)
        for part in (step_face, stop, nxt):
            assert card.contains(part), (step, size, part, card)
        assert step_face.right < nxt.x and stop.x > step_face.right, (step, size)
        assert stop.bottom <= card.bottom, (step, size)


def test_the_prompt_and_the_title_are_kept_out_for_every_10000_card(tmp_path):
    """hC31: hC28 took the prompt line and the title out of what a die's card and the risk
    card keep off (they waited under them); every 10 000 card keeps off both now (the layout
    check reads the same regions)."""
    from game.coach_marks import COACH_MARKS
    from game.views.coach_farkle import keep_out

    app = coach_app(tmp_path, size=(1366, 768))
    try:
        screens_coach._farkle_set_aside(app)
        table = _table(app)
        for mark in (m for m in COACH_MARKS if m.startswith("farkle.")):
            kept = keep_out(table)
            assert {"prompt", "title"} <= set(kept), (mark, sorted(kept))
    finally:
        app.close()
