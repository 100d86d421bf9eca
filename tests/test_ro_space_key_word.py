"""The space bar has one Romanian name, "Spațiu", in every string a player sees (critic A69:
the Yams prompt said "Apasă „Aruncă” (sau Space)" while the tables, the keys' lines and the
"?" pages said "Spațiu")."""

from __future__ import annotations

import re

from babel.messages.pofile import read_po

from game.resources import locales_dir


def test_no_romanian_string_calls_the_space_bar_space() -> None:
    """No Romanian catalog string says the English "Space"; the Yams prompt says "Spațiu"."""
    found = []
    for path in sorted((locales_dir() / "ro" / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as handle:
            for message in read_po(handle):
                strings = message.string if isinstance(message.string, tuple | list) \
                    else [message.string]
                found += [f"{path.name}: {message.id}: {s}" for s in strings
                          if s and re.search(r"\bSpace\b", s)]
    assert found == []
    with (locales_dir() / "ro" / "LC_MESSAGES" / "yams.po").open("rb") as handle:
        prompt = read_po(handle)["yams.prompt_roll"].string
    assert "Spațiu" in prompt
