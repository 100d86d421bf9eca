"""The space bar has one Romanian name, "Spațiu", in every string a player sees (critic A69:
the Yams prompt said "Apasă „Aruncă” (sau Space)" while the tables, the keys' lines and the
"?" pages said "Spațiu")."""

from __future__ import annotations

import re

from babel.messages.pofile import read_po

from game.resources import locales_dir


def test_no_romanian_string_calls_the_space_bar_space() -> None:
    """No Romanian catalog string says the English "Space"; the Yams key line says "Spațiu",
    and the prompt before a throw does not say the throw again."""
    found = []
    for path in sorted((locales_dir() / "ro" / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as handle:
            for message in read_po(handle):
                strings = message.string if isinstance(message.string, tuple | list) \
                    else [message.string]
                found += [f"{path.name}: {message.id}: {s}" for s in strings
                          if s and re.search(r"\bSpace\b", s)]
    assert found == []
    # (round 70, critic D70: the throw was said three times before it, by the prompt, the red
    # button and the key line; the prompt says how the turn starts now, and the key line alone
    # names the key, in Romanian)
    with (locales_dir() / "ro" / "LC_MESSAGES" / "yams.po").open("rb") as handle:
        catalog = read_po(handle)
    assert "[Spațiu]: Aruncă" in catalog["yams.keys_hint"].string  # (its keycap: hK78)
    assert "Aruncă" not in catalog["yams.prompt_roll"].string
