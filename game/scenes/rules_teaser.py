"""The Rules page's waiting card (ruling S102 1.): the worked example that comes next under a
view, read by the tests of S102. Its first row was drawn over "Continuă mai jos ↓" (the
teaser) until round 82; since S97 1. amended round 82 the whole page runs on there, faded
(:mod:`game.scenes.rules_run_on`)."""

from __future__ import annotations

from game.widgets.document_blocks import Laid


def waiting_example(page: Laid, bottom: int) -> tuple[int, int] | None:
    """The worked example that comes next under a view ending at ``bottom`` (page pixels):
    the first one starting at or under it, with nothing else of the page between."""
    later = [ex for ex in page.examples if ex[0] >= bottom]
    if not later:
        return None
    top = min(later)[0]
    between = [op for op in page.ops if bottom <= op.y < top]
    return min(later) if not between else None
