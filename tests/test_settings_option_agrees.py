"""Settings' option words agree with the noun their row names (critic A64: "Normal" and
"Normală" side by side in the computer's card, its level rows named "Calculatorul (…)" like
the card, so "Normal" seemed to qualify nothing): each row whose choice reads "Normal" or
"Normală" names the thing the word qualifies, a noun of that word's gender (Romanian:
a feminine noun with its article ends in "-a", a neuter or masculine one in "-ul"/"-l"), and
no row of the computer's card opens with the card's own name."""

from __future__ import annotations

import pytest

from game.scenes.settings import GROUPS, SettingsScene
from game.widgets.button import label_text
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")


def test_each_normal_agrees_with_the_noun_its_row_names(tmp_path):
    app = make_app(tmp_path, language="ro")
    try:
        scene = SettingsScene(app)
        checked = 0
        for key, widget in scene.rows:
            words = [label_text(label) for _, label in getattr(widget, "options", ())]
            noun = app.tr(key).split()[0].lower()
            if "Normală" in words:
                assert noun.endswith("a"), (key, noun, words)  # a feminine noun
                checked += 1
            if "Normal" in words:
                assert noun.endswith(("ul", "l")) and noun != "calculatorul", (key, noun)
                checked += 1
        assert checked == 4  # the throw, the computer's pace and its two levels
    finally:
        app.close()


@pytest.mark.parametrize("language", ["ro", "en"])
def test_no_computer_row_opens_with_the_cards_name(tmp_path, language):
    app = make_app(tmp_path, language=language)
    try:
        scene = SettingsScene(app)
        heading = app.tr("settings.group.computer").split()[0].lower()
        rows = dict(GROUPS)["settings.group.computer"]
        labels = {w.name: app.tr(k) for k, w in scene.rows}
        for name in rows:
            assert labels[name].split()[0].lower() != heading, (language, labels[name])
    finally:
        app.close()
