"""In the 10 000 players panel a name has the width first: with seven seats at 1024×600,
"Ștefan Țuțuianu" beside "obiectiv atins" and "Wolfgang Amadeus" beside "urmează" are
written whole (the tags go under the name, at the end of the progress bar), and no tag lies
on a name or a total."""

from __future__ import annotations

import pytest

from tests.layout_check import _ink
from tests.uihelpers import make_app, recorded_frame
from tools import screens_farkle

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_long_names_are_written_beside_their_tags_clear_of_them(tmp_path, size):
    # Whole at 1366×768; at 1024×600 with seven seats a long name beside a tag may be cut
    # (its first letters and "…"): the tags keep one look on the line in every list.
    app = make_app(tmp_path, size=size)
    try:
        screens_farkle._last_round_six(app)  # Ștefan reached the target; Ana-Maria plays
        table = app.manager.top
        game = table.game
        frame = recorded_frame(table, size)
        inside = [t for t in frame.texts if table.players_rect.contains(t.rect)]
        words = [t.text for t in inside]
        names = [table.flow.player_label(i) for i in range(len(game.players))]
        assert any(len(n) > 14 for n in names)
        for name in names:
            cut = [w for w in words if w.endswith("…") and name.startswith(w[:-1])]
            assert name in words or (size[0] < 1366 and cut and len(cut[0]) >= 5), (name,
                                                                                    words)
        tagged = (app.tr("farkle.reached"), app.tr("farkle.next"))
        tags = [t.rect for t in inside if t.text in tagged]
        # round 30 (hF31, critic B30): in a list too tight for the words the statuses become
        # small marks and every name reads whole (tests/test_farkle_names_whole.py); where
        # the words fit (1366×768) both tags are still written; hF61: a dense list's marks
        # are said in words on its legend line, at every size (both words written)
        assert len(tags) == 2, (tags, words)
        for tag in tags:
            for other in inside:
                if other.text in names or other.text.replace(" ", "").isdigit():
                    assert not tag.colliderect(_ink(other.rect)), (tag, other.text)
    finally:
        app.close()
