"""The characters a TrueType/OpenType font file maps to glyphs (its ``cmap`` table).

pygame draws a missing character as the font's empty box and reports box metrics for it, so
the game reads the font's own character map to know what it can draw (names typed with
emoji are refused; a test checks every catalog string). Formats 4 (BMP) and 12 (all planes)
are read, which every modern font has.
"""

from __future__ import annotations

import struct
from array import array
from functools import cache
from pathlib import Path
from stat import S_ISREG


def _format4(data: bytes, at: int) -> set[int]:
    seg_count = struct.unpack_from(">H", data, at + 6)[0] // 2
    ends_at = at + 14
    starts_at = ends_at + 2 * seg_count + 2
    deltas_at = starts_at + 2 * seg_count
    offsets_at = deltas_at + 2 * seg_count
    codes: set[int] = set()
    for i in range(seg_count):
        end = struct.unpack_from(">H", data, ends_at + 2 * i)[0]
        start = struct.unpack_from(">H", data, starts_at + 2 * i)[0]
        delta = struct.unpack_from(">h", data, deltas_at + 2 * i)[0]
        offset = struct.unpack_from(">H", data, offsets_at + 2 * i)[0]
        for code in range(start, end + 1):
            if code == 0xFFFF:
                continue
            if offset == 0:
                glyph = (code + delta) & 0xFFFF
            else:
                where = offsets_at + 2 * i + offset + 2 * (code - start)
                glyph = struct.unpack_from(">H", data, where)[0]
                if glyph:
                    glyph = (glyph + delta) & 0xFFFF
            if glyph:
                codes.add(code)
    return codes


def _format12(data: bytes, at: int) -> set[int]:
    groups = struct.unpack_from(">I", data, at + 12)[0]
    codes: set[int] = set()
    for g in range(groups):
        start, end, glyph = struct.unpack_from(">III", data, at + 16 + 12 * g)
        codes.update(c for c in range(start, end + 1) if glyph + (c - start))
    return codes


@cache
def covered(path: Path) -> frozenset[int]:
    """Return the code points the font file at ``path`` has a glyph for (read once; kept on
    disk for the next start when the game keeps what it makes, :mod:`game.picture_cache`)."""
    from game.picture_cache import kept_bytes

    stat = path.stat()
    if not S_ISREG(stat.st_mode):  # not a font file: read as such (and found broken)
        return _read_cmap(path)
    codes = array("I", kept_bytes("cmap", (path.name, stat.st_size, stat.st_mtime_ns),
                                  ("game.widgets.cmap",),
                                  lambda: array("I", sorted(_read_cmap(path))).tobytes(),
                                  lambda data: len(data) % 4 == 0))
    return frozenset(codes)


def _read_cmap(path: Path) -> frozenset[int]:
    """The code points of the font file at ``path``, read from its ``cmap`` table."""
    from game.resources import read_regular_file

    data = read_regular_file(path)
    tables = struct.unpack_from(">H", data, 4)[0]
    cmap = None
    for t in range(tables):
        tag, _, offset, _ = struct.unpack_from(">4sIII", data, 12 + 16 * t)
        if tag == b"cmap":
            cmap = offset
    if cmap is None:
        raise ValueError(f"{path.name}: no cmap table")
    codes: set[int] = set()
    for s in range(struct.unpack_from(">H", data, cmap + 2)[0]):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * s)
        if (platform, encoding) not in ((3, 1), (3, 10), (0, 3), (0, 4)):
            continue  # only Unicode subtables
        at = cmap + offset
        kind = struct.unpack_from(">H", data, at)[0]
        if kind == 4:
            codes |= _format4(data, at)
        elif kind == 12:
            codes |= _format12(data, at)
    return frozenset(codes)
