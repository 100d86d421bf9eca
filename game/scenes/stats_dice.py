"""The "Zarurile" tab's verdict panel: the question, the plain-words answer, the chi-square
test in plain words and one row per source of dice (each with its own short verdict)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import theme
from game.i18n import format_decimal, format_int, format_percent
from game.widgets.felt import draw_panel
from game.widgets.text import draw_text, fit_size, text_size, wrap

if TYPE_CHECKING:
    from game.scenes.statistics import StatisticsScene
    from game.statistics import ChiSquare

SOURCES = (("yams", "human"), ("yams", "computer"), ("farkle", "human"),
           ("farkle", "computer"))
"""Whose dice the fairness tab lists one by one."""


def verdict_words(scene: StatisticsScene, least: int) -> str:
    """The plain-words answer to "Zarurile sunt corecte?" for all dice thrown (``least``:
    the throws a verdict needs)."""
    if scene.all_dice is None:
        return ""
    verdict, test = scene.all_dice
    if test.throws == 0:
        return scene.tr("stats.dice.none")
    if verdict == "not_enough":
        return scene.tr("stats.dice.not_enough", n=format_int(test.throws),
                        needed=format_int(least))
    return scene.tr(f"stats.dice.{verdict}")


def verdict_lines(scene: StatisticsScene) -> list[tuple[str, int]]:
    """What the verdict panel says, in order, with each part's type size: the answer in
    plain words, big ("Zarurile par corecte"), the sentence that explains it, then the
    test's figures, small (:func:`test_words`, the faces expected)."""
    if scene.all_dice is None:
        return []
    verdict, test = scene.all_dice
    width = scene.verdict_rect.w - 2 * scene.px(theme.GAP)
    headline = scene.tr(f"stats.dice.headline.{verdict}")
    lines = [(headline, fit_size(headline, scene.font_px(theme.FONT_HEADING - 4), width)),
             (scene.verdict_text(), scene.font_px(theme.FONT_SMALL))]
    small = max(theme.least_type(), scene.font_px(theme.FONT_SMALL - 6))
    if verdict != "not_enough":
        lines.append((scene.test_text(test), small))
    lines.append((scene.tr("stats.dice.expected", count=format_decimal(test.expected)), small))
    return lines


def draw_verdict(scene: StatisticsScene, surface: pygame.Surface, verdict: str,
                 test: ChiSquare) -> None:
    """Draw ``scene``'s verdict panel (in ``scene.verdict_rect``) for the dice of every
    source together (:func:`verdict_lines`: the answer first, big, in its colour; the
    figures after, small): ``verdict`` is "fair", "loaded" or "not_enough"."""
    rect = scene.verdict_rect
    draw_panel(surface, rect, scene.scale)
    pad = scene.px(theme.GAP)
    width = rect.w - 2 * pad
    y = rect.y + pad
    colour = {"fair": theme.FARKLE_VALID, "loaded": theme.MESSAGE_REFUSED}.get(verdict,
                                                                         theme.CREAM)
    said = verdict_lines(scene)
    (headline, heading), (sentence, body), notes = said[0], said[1], said[2:]
    draw_text(surface, headline, heading, colour, (rect.x + pad, y), "topleft",
              shadow=scene.px(2))
    y += text_size("Ag", heading)[1] + pad // 2
    line_h = round(text_size("Ag", body)[1] * 1.15)
    for line in wrap(sentence, body, width):
        draw_text(surface, line, body, theme.CREAM, (rect.x + pad, y), "topleft")
        y += line_h
    small = max(theme.least_type(), scene.font_px(theme.FONT_SMALL - 6))
    small_h = round(text_size("Ag", small)[1] * 1.2)
    y += pad // 2
    for note, _ in notes:
        for line in wrap(note, small, width):
            draw_text(surface, line, small, theme.MUTED, (rect.x + pad, y), "topleft")
            y += small_h
    y += pad // 2
    rows = [(scene.tr(f"stats.dice.source.{k}.{w}"), scene.verdicts[(k, w)]) for k, w in SOURCES]
    row_h = max(small_h, (rect.bottom - pad - y) // len(rows))
    row_h = min(row_h, round(small_h * 1.6))
    for label, (word, source) in rows:
        if y + small_h > rect.bottom - pad // 2:
            break
        value = (f"{format_int(source.throws)} · {scene.tr(f'stats.dice.word.{word}')}"
                 if source.throws else scene.tr("stats.dice.source_none"))
        value_w = text_size(value, small)[0]
        draw_text(surface, label, fit_size(label, small, width - value_w - pad), theme.CREAM,
                  (rect.x + pad, y + row_h // 2), "midleft")
        draw_text(surface, value, small, theme.MUTED, (rect.right - pad, y + row_h // 2),
                  "midright")
        y += row_h


def test_words(tr: Any, test: Any) -> str:
    """The chi-square test in plain words: how far the faces are from perfect dice (the
    statistic) and how often fair dice stray that far (the p-value as a percentage,
    "mai puțin de 0,1 %" under it)."""
    p = test.p_value
    shown = (tr("stats.less_than", p=format_percent(0.001)) if p < 0.001
             else format_percent(p, 0 if p >= 0.095 else 1))
    return str(tr("stats.dice.test", chi=format_decimal(test.statistic), dof=test.dof, p=shown))
