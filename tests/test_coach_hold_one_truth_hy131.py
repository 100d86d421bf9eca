"""Round 82, hY131 (critic cA82 defects 7 and change 2, ruling S118 4.): the Yams tour's first
card and the table say one truth about a kept die. The table's own words under the rack are
"Zarurile păstrate urcă aici" (kept dice rise to the row above the cup); the card said "Zarul
ales stă pe loc", which contradicted what the player then sees. Both locales."""

from __future__ import annotations

import pytest

from game.i18n import Translator

_RISES = {"ro": "urcă", "en": "rise"}
_STAYS = {"ro": "pe loc", "en": "stays put"}


@pytest.mark.parametrize("language", ["ro", "en"])
def test_the_hold_card_says_the_kept_die_rises_like_the_table(language):
    tr = Translator.load(language)
    card, table = tr("coach.yams.hold"), tr("yams.hold_invite")
    assert _RISES[language] in table.lower(), table
    assert _RISES[language] in card.lower(), (card, table)
    assert _STAYS[language] not in card.lower(), card
