"""Before a turn's first throw "Sugestie" on the 10 000 table is greyed: throwing is the only
move, there is nothing to suggest (critic B69: it stood lit over the cup, as the Yams table's
did until critic C41). A click on it then says nothing; once the throw has landed it is lit
and advises which dice to set aside."""

from __future__ import annotations

import pytest

from tests.uihelpers import click_at, make_app
from tools.screens_farkle import play, table_with

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_sugestie_is_greyed_until_the_first_throw_has_landed(tmp_path):
    app = make_app(tmp_path, size=(1024, 600))
    try:
        table = table_with(app, 2, 1, 5, 3, 3, 4, 2)
        play(app, 3)
        assert table.flow.awaits_first_throw and table.roll_button.enabled
        assert not table.hint_button.enabled  # the one move is the throw
        assert table.hint_button.style == "idle"  # the disabled buttons' one look
        click_at(app, table.hint_button.rect.center)
        assert table.flow.hint_advice is None and not table.hint_dice
        table.press_roll()
        play(app)
        assert table.outcome_visible() and table.hint_button.enabled  # something to suggest
        click_at(app, table.hint_button.rect.center)
        assert table.flow.hint_advice is not None and table.hint_dice
    finally:
        app.close()
