"""Hot dice are said in one wording (round 73, critic J72 #12: "Cele 6 zaruri revin…" on the
banner, "Zaruri fierbinți: arunci iar toate 6" on the rare throw's and three pairs' pills):
the pills under a staged throw that makes hot dice say the banner's words, the seed's "cele 6
zaruri revin" (F8), in both languages; no "arunci iar" beside it."""

from __future__ import annotations

import pytest

from game.i18n import Translator


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_pills_say_hot_dice_in_the_banners_words(language):
    tr = Translator.load(language)
    banner = tr("farkle.hot_caption", points="400")
    said = banner.split(":")[0].strip()  # "Cele 6 zaruri revin" / "All 6 dice come back"
    pill = tr("stage.rare_hot")
    assert pill.startswith(tr("farkle.hot_dice").rstrip("!")), pill  # "Zaruri fierbinți"
    assert said.lower() in pill.lower(), (said, pill)
    for other in ("arunci iar", "roll all 6 again"):
        assert other not in pill, pill
