"""The computer's 10 000 captions: each one the catalogues keep is one the flow says."""

from __future__ import annotations

import re
from pathlib import Path

from game.flow.farkle_port import COMPUTER_THROW_CAPTIONS

ROOT = Path(__file__).resolve().parents[1]


def _flow_says() -> set[str]:
    """The keys the 10 000 flow announces (``voice.announce("key", ...)``)."""
    said: set[str] = set()
    for path in (ROOT / "game" / "flow").glob("farkle_*.py"):
        said.update(re.findall(r'announce\(\s*"([\w.]+)"', path.read_text(encoding="utf-8")))
    return said


def test_every_computer_throw_caption_is_one_the_flow_says():
    """A caption the flow never says is not withdrawn as the dice land: it is not kept."""
    said = _flow_says()
    assert set(COMPUTER_THROW_CAPTIONS) <= said, set(COMPUTER_THROW_CAPTIONS) - said


def test_the_catalogues_keep_no_unused_computer_caption():
    """Every ``farkle.ai.*`` text of the catalogues is read by the game's code."""
    code = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "game").rglob("*.py"))
    for lang in ("ro", "en"):
        po = (ROOT / "locales" / lang / "LC_MESSAGES" / "farkle.po").read_text(encoding="utf-8")
        keys = re.findall(r'^msgid "(farkle\.ai\.[\w.]+)"', po, flags=re.M)
        unused = [k for k in keys if f'"{k}"' not in code]
        assert not unused, (lang, unused)
