"""The Yams stages scale by rarity (critic C51): a Penta and a Joker Penta are the biggest;
a full card's "Foaie completă!" is quieter than them (a narrower headline, less confetti),
its large figure the news."""

from __future__ import annotations

import pytest

from tests.uihelpers import make_app
from tools.screens_stage import KINDS, STATES, until_staged

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def _picture(tmp_path, name):
    app = make_app(tmp_path / name, size=(1366, 768))
    try:
        {n: b for n, b, _ in STATES}[name](app)
        return until_staged(app, KINDS.get(name, name)).picture
    finally:
        app.close()


def test_a_full_card_is_quieter_than_a_penta(tmp_path):
    penta = _picture(tmp_path, "penta")
    total = _picture(tmp_path, "card_total")
    assert total.ink().w <= 0.9 * penta.ink().w, (total.ink(), penta.ink())
    assert total.ink().h < penta.ink().h
    assert len(total.particles) <= 0.7 * len(penta.particles)
