"""The installation check's promises: a catalog that lost one key, and a font that cannot
draw ă â î ș ț, are each reported as a broken installation (one sentence, exit status 1)."""

from __future__ import annotations

import re
import struct
from pathlib import Path

from game.install_check import ROMANIAN_LETTERS
from game.widgets.cmap import covered
from tests.test_damaged_install import _install, _start

COMMA_BELOW = "șțȘȚ"
"""The letters taken out of the font: a face with ă â î but without the comma below."""


def _lose_key(po: Path, key: str) -> None:
    """Take one entry (``key``'s msgid and msgstr) out of a catalog, leaving it well formed."""
    text = po.read_text(encoding="utf-8")
    entry = re.compile(r'\nmsgid "' + re.escape(key) + r'"\nmsgstr "[^\n]*"\n')
    shorter, found = entry.subn("\n", text)
    assert found == 1
    po.write_text(shorter, encoding="utf-8")


def _unmap(font: Path, letters: str) -> None:
    """Unmap ``letters`` in the font's Unicode character maps (format 4, glyph array)."""
    data = bytearray(font.read_bytes())
    tables = struct.unpack_from(">H", data, 4)[0]
    cmap = next(offset for t in range(tables)
                for tag, _, offset, _ in [struct.unpack_from(">4sIII", data, 12 + 16 * t)]
                if tag == b"cmap")
    changed = 0
    for s in range(struct.unpack_from(">H", data, cmap + 2)[0]):
        _, _, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * s)
        at = cmap + offset
        if struct.unpack_from(">H", data, at)[0] != 4:
            continue
        segments = struct.unpack_from(">H", data, at + 6)[0] // 2
        ends, starts = at + 14, at + 16 + 2 * segments
        offsets = starts + 4 * segments
        for i in range(segments):
            end, start = (struct.unpack_from(">H", data, where + 2 * i)[0]
                          for where in (ends, starts))
            range_offset = struct.unpack_from(">H", data, offsets + 2 * i)[0]
            for code in map(ord, letters):
                if start <= code <= end:
                    assert range_offset, "the letter is mapped by a delta: pick another font"
                    struct.pack_into(">H", data, offsets + 2 * i + range_offset
                                     + 2 * (code - start), 0)
                    changed += 1
    assert changed
    font.write_bytes(bytes(data))


def _stops_naming(root: Path, tmp_path: Path, what: str) -> None:
    data = tmp_path / "data"
    data.mkdir()
    done = _start(root, data)
    assert done.returncode == 1, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
    assert what in lines[0] and lines[0].endswith("reinstalează Zaruri."), lines[0]


def test_a_catalog_that_lost_one_key_is_a_broken_installation(tmp_path: Path):
    root = _install(tmp_path)
    _lose_key(root / "locales/en/LC_MESSAGES/menu.po", "menu.rules")
    _stops_naming(root, tmp_path, "locales/en/")


def test_a_font_that_cannot_draw_the_comma_below_is_a_broken_installation(tmp_path: Path):
    root = _install(tmp_path)
    font = root / "assets/fonts/Lato-Bold.ttf"
    _unmap(font, COMMA_BELOW)
    missing = [c for c in ROMANIAN_LETTERS if ord(c) not in covered(font)]
    assert sorted(missing) == sorted(COMMA_BELOW)  # ă â î are still there
    _stops_naming(root, tmp_path, "assets/fonts/Lato-Bold.ttf")
