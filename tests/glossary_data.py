"""What the catalog tests share: the catalogs' strings, docs/GLOSSARY.md's tables, the seeds'
quoted texts (issue 22)."""

from __future__ import annotations

import functools
import re
from pathlib import Path

from game.i18n import load_catalog

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY = ROOT / "docs" / "GLOSSARY.md"

SEED_QUOTES = ("Validează tura", "Aruncă", "Încasează", "Tură pierdută!", "Zaruri fierbinți!",
               "Ultima tură!", "Partidă nouă", "Jucători umani + 1 IA",
               "Nicio căsuță deschisă nu aduce puncte: trebuie sacrificată una")
"""The seeds' exact quoted texts (RULES.md, "Both games"): they win over every consistency
rule, so the vocabulary and address checks look at a string with these taken out."""


def strings(language: str) -> dict[str, str]:
    """Every catalog string of ``language`` by key (plural forms joined by newlines)."""
    messages = load_catalog(language).messages
    return {key: value if isinstance(value, str) else "\n".join(value)
            for key, value in messages.items()}


_LONGEST_FIRST = tuple(sorted(SEED_QUOTES, key=len, reverse=True))


@functools.cache
def without_quotes(text: str) -> str:
    """``text`` with the seeds' quoted texts cut out (longest first); worked out once per
    text (the variant checks ask it of every catalog string for every variant)."""
    for quote in _LONGEST_FIRST:
        text = text.replace(quote, " ")
    return text


def tables() -> dict[str, list[dict[str, str]]]:
    """The glossary's tables by the heading above them: a list of rows, column -> cell."""
    found: dict[str, list[dict[str, str]]] = {}
    heading = ""
    header: list[str] | None = None
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            heading, header = line[3:].strip(), None
            continue
        if not line.startswith("|"):
            header = None
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if header is None:
            header = cells
            found.setdefault(heading, [])
        elif not all(re.fullmatch(r"-+", c) for c in cells):
            found[heading].append(dict(zip(header, cells, strict=True)))
    return found


def table(prefix: str) -> list[dict[str, str]]:
    """The rows of the glossary table whose heading starts with ``prefix``."""
    for heading, rows in tables().items():
        if heading.startswith(prefix):
            return rows
    raise AssertionError(f"docs/GLOSSARY.md has no table under a heading {prefix!r}")


def keys_of(cell: str) -> list[str]:
    """The catalog keys of a "keys" / "where" cell ("a.b, c.d (a note)")."""
    return re.findall(r"[a-z_0-9]+(?:\.[a-z_0-9]+)+", cell)
