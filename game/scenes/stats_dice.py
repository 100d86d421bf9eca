"""The "Zarurile" tab's verdict panel: the question, the plain-words answer, the chi-square
test in plain words and one row per source of dice (each with its own short verdict)."""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Any

import pygame

from game import theme
from game.i18n import format_decimal, format_int, format_percent
from game.stats_math import FAIR_P, MIN_THROWS
from game.theme_charts import axis_label
from game.theme_pages import STATS_FEW_COUNT, STATS_FEW_COUNT_MOST, STATS_FEW_ROW_STEP
from game.widgets import layout_record
from game.widgets.charts import dashed, die_icon
from game.widgets.felt import draw_panel
from game.widgets.text import (
    STAMP,
    draw_text,
    even_lines,
    fit_size,
    ink_top,
    line_height,
    text_size,
    wrap,
)

if TYPE_CHECKING:
    from game.scenes.statistics import StatisticsScene
    from game.statistics import ChiSquare

SOURCES = (("yams", "human"), ("yams", "computer"), ("farkle", "human"),
           ("farkle", "computer"))
"""Whose dice the fairness tab lists one by one."""
SOURCE_CHART_LEAST = 70
"""A source's faces are drawn when each has this much height (reference pixels)."""
CHART_LABELS = 4
"""A source's faces are drawn when they have the height of this many of their labels (its
scale's three and a little air; five left an empty band at 1024×600, critic M30)."""
SPAN_LEAST = 0.1
"""A source's scale of strays reaches ±10 % at least (fair dice's small strays stay small)."""

DIE_LEAST = 20
"""Pixels: a die under a source's chart is never smaller (hM28: ~14 px read at 1024×600)."""

DICE_SHARE = 0.5
"""The share of the dice page's width its chart of faces takes; the side panel the rest
(hM28: room for the sources' charts side by side with their dice at :data:`DIE_LEAST`)."""


def short_lines(text: str, size: int, width: int) -> list[str]:
    """``text``'s lines at ``size`` in ``width``, each sentence (and each clause after a
    ";") opening a line of its own: short lines to scan, not a paragraph (hM28)."""
    return [line for part in re.split(r"(?<=[.;])\s+", text.strip())
            for line in wrap(part, size, width)]


def verdict_words(scene: StatisticsScene, least: int) -> str:
    """The plain-words answer to "Zarurile sunt corecte?" for all dice thrown (``least``:
    the throws a verdict needs)."""
    if scene.all_dice is None:
        return ""
    verdict, test = scene.all_dice
    if test.throws == 0:
        return scene.tr("stats.dice.none")
    if verdict == "not_enough":  # (no figure: the big "120 / 300" says both, hS28)
        return scene.tr("stats.dice.not_enough")
    return scene.tr(f"stats.dice.{verdict}")


def verdict_lines(scene: StatisticsScene) -> list[tuple[str, int]]:
    """What the verdict panel says, in order, with each part's type size: the answer in
    plain words, big ("Zarurile sunt corecte"), the sentence that explains it, then the
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
    expected = (format_int(round(test.expected)) if test.expected == round(test.expected)
                else format_decimal(test.expected))  # "1 000", not "1 000,0" (hM40)
    lines.append((scene.tr("stats.dice.expected", count=expected), small))
    return lines


def draw_verdict(scene: StatisticsScene, surface: pygame.Surface, verdict: str,
                 test: ChiSquare) -> None:
    """Draw ``scene``'s verdict panel (in ``scene.verdict_rect``) for the dice of every
    source together (:func:`verdict_lines`: the answer first, big, in its colour; the
    figures after, small): ``verdict`` is "fair", "loaded" or "not_enough"."""
    rect = scene.verdict_rect
    pad = scene.px(theme.GAP)
    width = rect.w - 2 * pad
    y = rect.y + pad
    colour = {"fair": theme.FARKLE_VALID, "loaded": theme.MESSAGE_REFUSED}.get(verdict,
                                                                         theme.CREAM)
    said = verdict_lines(scene)
    (headline, heading), (sentence, body), notes = said[0], said[1], said[2:]
    if verdict == "not_enough":  # a card sized to its words (critic cC75 #2)
        draw_few(scene, surface, said, colour)
        return
    scene.verdict_card = rect
    draw_panel(surface, rect, scene.scale)
    head_h = text_size("Ag", heading)[1]
    badge = pygame.Rect(rect.x + pad, y + head_h // 2 - head_h * 9 // 20, head_h * 9 // 10,
                        head_h * 9 // 10)
    size = fit_size(headline, heading, width - badge.w - pad // 2)
    draw_text(surface, headline, size, colour, (badge.right + pad // 2, badge.centery),
              "midleft", shadow=scene.px(2))
    scene.verdict_badge = draw_badge(surface, badge, verdict, colour, scene.scale)
    y += head_h + pad // 2
    line_h = round(text_size("Ag", body)[1] * 1.15)
    for line in short_lines(sentence, body, width):
        draw_text(surface, line, body, theme.CREAM, (rect.x + pad, y), "topleft")
        y += line_h
    # the statistician's figures: quiet, at the panel's foot, under the sources (hM29)
    small = max(theme.least_type(), scene.font_px(theme.FONT_SMALL - 6))
    small_h = round(text_size("Ag", small)[1] * 1.2)
    figures = [line for note, _ in notes for line in short_lines(note, small, width)]
    foot = rect.bottom - pad - len(figures) * small_h
    y += pad // 2
    draw_sources(scene, surface, pygame.Rect(rect.x + pad, y, width, foot - pad // 2 - y),
                 small)
    scene.progress_room = scene.progress_bar = scene.progress_fill = pygame.Rect(0, 0, 0, 0)
    y = scene.figures_top = max(foot, scene.sources_end + pad // 2)
    for line in figures:
        draw_text(surface, line, small, theme.MUTED, (rect.x + pad, y), "topleft")
        y += small_h


def draw_few(scene: StatisticsScene, surface: pygame.Surface, said: list[tuple[str, int]],
             colour: tuple[int, int, int]) -> None:
    """Too few throws for a verdict: a card as tall as the faces' chart beside it (S35,
    critic cC77: bare felt under a shorter card), what it says spread through it, no band of
    empty card (critic cC75 #2): the headline and its badge, the sentence, the sources' rows
    at the sentence's size, taller, the count over its bar, bigger, the faces expected."""
    rect = scene.verdict_rect
    pad = scene.px(theme.GAP)
    width = rect.w - 2 * pad
    (headline, heading), (sentence, body), notes = said[0], said[1], said[2:]
    test = scene.all_dice[1] if scene.all_dice is not None else None
    head_h = text_size("Ag", heading)[1]
    line_h = round(text_size("Ag", body)[1] * 1.15)
    lines = short_lines(sentence, body, width)
    row_h = round(text_size("Ag", body)[1] * STATS_FEW_ROW_STEP)
    small = max(theme.least_type(), scene.font_px(theme.FONT_SMALL - 6))
    small_h = round(text_size("Ag", small)[1] * 1.2)
    figures = [line for note, _ in notes for line in short_lines(note, small, width)]
    bar_h, gap = max(8, scene.px(22)), scene.px(theme.GAP * 0.6)
    count_h = line_height(scene.px(STATS_FEW_COUNT), STAMP) + gap + bar_h
    tall = (pad + head_h + pad // 2 + len(lines) * line_h + pad // 2 + len(SOURCES) * row_h
            + pad + count_h + pad + len(figures) * small_h + pad)
    spare = max(0, rect.h - tall)  # the card as tall as the faces' chart beside it (ruling
    # S35, critic cC77: a short card left bare felt under it)
    grown = spare // 3 // len(SOURCES)  # (a third to the rows, the rest to the count: the
    row_h, count_h = row_h + grown, count_h + spare - grown * len(SOURCES)  # card's figure)
    card = scene.verdict_card = pygame.Rect(rect.x, rect.y, rect.w, min(rect.h, tall + spare))
    draw_panel(surface, card, scene.scale)
    y = card.y + pad
    badge = pygame.Rect(card.x + pad, y + head_h // 2 - head_h * 9 // 20, head_h * 9 // 10,
                        head_h * 9 // 10)
    size = fit_size(headline, heading, width - badge.w - pad // 2)
    draw_text(surface, headline, size, colour, (badge.right + pad // 2, badge.centery),
              "midleft", shadow=scene.px(2))
    scene.verdict_badge = draw_badge(surface, badge, "not_enough", colour, scene.scale)
    y += head_h + pad // 2
    for line in lines:
        draw_text(surface, line, body, theme.CREAM, (card.x + pad, y), "topleft")
        y += line_h
    y += pad // 2
    draw_sources(scene, surface, pygame.Rect(card.x + pad, y, width, len(SOURCES) * row_h),
                 body)
    top = scene.sources_end + pad
    draw_progress(scene, surface, pygame.Rect(card.x + pad, top, width, count_h),
                  test.throws if test is not None else 0)
    y = scene.figures_top = top + count_h + pad
    for line in figures:
        draw_text(surface, line, small, theme.MUTED, (card.x + pad, y), "topleft")
        y += small_h


def draw_progress(scene: StatisticsScene, surface: pygame.Surface, room: pygame.Rect,
                  throws: int) -> None:
    """Too few throws for a verdict (round 72, critic I72: "the right panel half empty"):
    the dice thrown so far over the :data:`MIN_THROWS` a verdict needs, a big gold figure
    over a bar they fill, centred in ``room`` and as big as it allows."""
    bar_h = max(8, scene.px(22))
    gap = scene.px(theme.GAP * 0.6)
    figure = max(theme.least_type(), min(scene.px(STATS_FEW_COUNT_MOST),
                                         (room.h - bar_h - gap) * 10 // 13))
    words = f"{format_int(throws)} / {format_int(MIN_THROWS)}"
    figure = fit_size(words, figure, room.w, STAMP)
    while figure > theme.least_type() and line_height(figure, STAMP) + gap + bar_h > room.h:
        figure -= 1  # (a room made to its measure: the count whole in it)
    block = line_height(figure, STAMP) + gap + bar_h
    if room.h < block:
        return
    blank = ink_top(words, figure, STAMP)  # (centred by its ink, not its line box: the
    top = max(room.y, room.y + (room.h - block + blank) // 2 - blank)  # box's blank over
    # the digits read as a hole under the list, ruling S67 1, critic cC78 #12; never into
    # the air over its room, where it would read as the list's next line)
    box = draw_text(surface, words, figure, theme.GOLD, (room.centerx, top), "midtop",
                    weight=STAMP, shadow=scene.px(2))
    bar = pygame.Rect(room.x, top + block - bar_h, room.w, bar_h)
    pygame.draw.rect(surface, theme.CHART_GRID, bar, border_radius=bar_h // 2)
    fill = pygame.Rect(bar.x, bar.y, round(bar.w * min(1.0, throws / MIN_THROWS)), bar_h)
    if fill.w:
        pygame.draw.rect(surface, theme.GOLD, fill, border_radius=bar_h // 2)
    scene.progress_bar, scene.progress_fill = bar, fill
    scene.progress_room = pygame.Rect(room.x, min(box.top, top), room.w,
                                      bar.bottom - min(box.top, top))


def draw_badge(surface: pygame.Surface, rect: pygame.Rect, verdict: str,
               colour: tuple[int, int, int], scale: float) -> pygame.Rect:
    """The verdict's badge in ``rect``: a disc in the verdict's colour with a dark check mark
    (fair dice), an exclamation mark (dice to watch or loaded) or an ellipsis (too few
    throws); return ``rect``."""
    pygame.draw.circle(surface, colour, rect.center, rect.w // 2)
    ink, cx, cy, r = theme.INK, rect.centerx, rect.centery, rect.w // 2
    line = max(2, round(r * 0.22))
    if verdict == "fair":
        pygame.draw.lines(surface, ink, False, [(cx - r * 0.45, cy + r * 0.02),
                                                (cx - r * 0.12, cy + r * 0.36),
                                                (cx + r * 0.48, cy - r * 0.34)], line)
    elif verdict == "not_enough":
        for k in (-1, 0, 1):
            pygame.draw.circle(surface, ink, (cx + k * round(r * 0.42), cy), max(1, line * 2 // 3))
    else:
        pygame.draw.line(surface, ink, (cx, cy - r * 0.5), (cx, cy + r * 0.12), line)
        pygame.draw.circle(surface, ink, (cx, cy + round(r * 0.45)), max(1, line * 2 // 3))
    return rect


def draw_sources(scene: StatisticsScene, surface: pygame.Surface, room: pygame.Rect,
                 small: int) -> None:
    """One line per source of dice (whose dice, how many, its own short verdict); under the
    line of each source that threw dice, its six faces against the fair die's line, the
    sources sharing the room down to the panel's foot (hS25: half the panel was empty); where
    the room is too short for them one under the other, the faces of each source side by
    side under all the lines, each under its source's name. A source with too few throws
    for a verdict has its line only (A71: its strays only repeated the faces' chart)."""
    scene.source_charts = {}
    scene.source_captions = []
    total = scene.all_dice[1].throws if scene.all_dice is not None else 0
    few = scene.all_dice is not None and scene.all_dice[0] == "not_enough"
    line_h = round(text_size("Ag", small)[1] * 1.5)
    chart_type = max(theme.least_type(), axis_label(scene.scale))  # (hS31: the axes' floor)
    need = max(scene.px(SOURCE_CHART_LEAST), CHART_LABELS * text_size("0", chart_type)[1])
    thrown = [s for s in SOURCES if scene.verdicts[s][1].throws  # (charted once they
              and scene.verdicts[s][0] != "not_enough"]  # are enough for a verdict, A71)
    chart_h = (room.h - len(SOURCES) * line_h) // max(1, len(thrown))
    charted = bool(thrown) and (chart_h >= need * 7 // 5
                                or (len(thrown) == 1 and chart_h >= need))
    caption = text_size("Ag", chart_type)[1] + scene.px(4)  # (a name over each, beside)
    least = max(need, 2 * scene.px(SOURCE_CHART_LEAST))  # (no slivers, hM29)
    beside = (not charted and len(thrown) > 1
              and room.h - len(SOURCES) * line_h - scene.px(10) - caption >= least)
    spread = not charted and not beside  # no faces: the lines spread down the room, no
    if spread:  # empty band under them (M30)
        line_h = max(line_h, min(room.h // len(SOURCES), 2 * line_h))
    y = room.y
    for source in SOURCES:
        if y + line_h > room.bottom + line_h // 4:
            break
        word, test = scene.verdicts[source]
        label = scene.tr(f"stats.dice.source.{source[0]}.{source[1]}")
        value = (f"{format_int(test.throws)} · {scene.tr(f'stats.dice.word.{word}')}"
                 if test.throws else scene.tr("stats.dice.source_none"))
        if test.throws and few and test.throws == total:  # the one source: its count and
            value = scene.tr("stats.dice.source_all")  # "too few" are the panel's (hS28)
        value_w = text_size(value, small)[0]
        draw_text(surface, label, fit_size(label, small, room.w - value_w - scene.px(16)),
                  theme.CREAM, (room.x, y + line_h // 2), "midleft")
        draw_text(surface, value, small, theme.MUTED, (room.right, y + line_h // 2),
                  "midright")
        y += line_h
        if spread and source != SOURCES[-1]:  # spread rows read as a table's
            pygame.draw.line(surface, theme.CHART_GRID, (room.x, y), (room.right, y), 1)
        if charted and source in thrown:
            area = pygame.Rect(room.x, y, room.w, chart_h - scene.px(10))
            scene.source_charts[source] = draw_source_faces(
                surface, area, scene.source_counts[source], test.expected, scene.scale)
            y += chart_h
    waiting = [s for s in SOURCES if scene.verdicts[s][1].throws and s not in thrown]
    if waiting and not few:  # (too few in all: the bar says the wait, hS28)
        # why no source's strays are charted yet, said once under the lines (A71)
        note = scene.tr("stats.dice.strays_later", needed=format_int(MIN_THROWS))
        note_h = round(text_size("Ag", small)[1] * 1.5)
        y += note_h // 2
        for line in short_lines(note, small, room.w):
            draw_text(surface, line, small, theme.MUTED, (room.x, y + note_h // 2), "midleft")
            y += note_h
    scene.sources_end = y
    y += scene.px(10)
    if beside:
        _sources_side_by_side(scene, surface, pygame.Rect(room.x, y, room.w, room.bottom - y),
                              thrown, chart_type)


def _sources_side_by_side(scene: StatisticsScene, surface: pygame.Surface, room: pygame.Rect,
                          thrown: list[tuple[str, str]], label: int) -> None:
    """The faces of each source that threw dice in columns across ``room``, each under its
    source's name (a short panel: :func:`draw_sources`)."""
    gap = scene.px(theme.GAP)
    col_w = (room.w - gap * (len(thrown) - 1)) // len(thrown)
    # each name on as many lines as it needs at the least size (round 75, critic cF75c: at
    # 1024x600 "Zarurile jucătorilor la Yams" ran into "Zarurile calculatorului la Yams")
    names = [scene.tr(f"stats.dice.source.{s[0]}.{s[1]}") for s in thrown]
    # all in one type, never shrunk under the axes' floor, each on as many lines as the
    # longest needs, centred over its chart (hS31, cF75c/cZ75: a two-line caption stood
    # centred beside a one-line twin that filled its column and read left-aligned)
    count = max(len(even_lines(name, label, col_w)) for name in names)
    lines = [lines_in(name, label, col_w, count) for name in names]
    sizes = [label] * len(names)
    step = text_size("Ag", label)[1]
    caption_h = step * max(len(n) for n in lines) + scene.px(4)
    for k, source in enumerate(thrown):
        x = room.x + k * (col_w + gap)
        scene.source_captions.append(pygame.Rect(x, room.y, col_w, caption_h))
        for row, line in enumerate(lines[k]):
            draw_text(surface, line, sizes[k], theme.MUTED,
                      (x + col_w // 2, room.y + row * step), "midtop")
        area = pygame.Rect(x, room.y + caption_h, col_w, room.h - caption_h)
        test = scene.verdicts[source][1]
        scene.source_charts[source] = draw_source_faces(
            surface, area, scene.source_counts[source], test.expected, scene.scale)
    scene.sources_end = room.bottom


def lines_in(text: str, size: int, width: int, count: int) -> list[str]:
    """``text`` at ``size`` on ``count`` lines as even as they go within ``width`` (fewer
    only where it has fewer words)."""
    lines = even_lines(text, size, width)
    room = width
    while len(lines) < count and room > size:
        room -= max(1, size // 4)
        lines = wrap(text, size, room)
    return lines


def signed_percent(fraction: float) -> str:
    """A face's stray from the fair die as a signed percentage ("+10 %", "−6 %", "0 %")."""
    shown = format_percent(abs(fraction), 0)
    if shown.startswith("0"):
        return shown
    return ("+" if fraction > 0 else "\u2212") + shown


def luck_band(throws: int) -> float:
    """How far (a share of the fair count) a fair die's face strays by luck alone in
    ``throws`` dice: three standard deviations of its count (ruling S82, critic cC79 #14:
    "corecte" beside a +10 % bar with no tolerance drawn read as a contradiction)."""
    if throws <= 0:
        return 0.0
    face = 1 / 6  # (a fair die's chance of each face)
    return 3 * math.sqrt((1 - face) / (throws * face))


def draw_source_faces(surface: pygame.Surface, area: pygame.Rect, counts: list[int],
                      expected: float, scale: float) -> tuple[pygame.Rect, list[pygame.Rect],
                                                              int]:
    """How far each face of a source strays from the fair die: the fair die's count is the
    dashed line across the middle, a bar rises over it for a face thrown more often and
    hangs under it for one thrown less, on a scale of signed percentages at the left, a
    shaded band round the line as far as luck alone strays (:func:`luck_band`); a die under
    each; return (area, bars, the line's y)."""
    strays = [count / max(expected, 1e-9) - 1 for count in counts]
    luck = luck_band(sum(counts))  # (S82: the room luck alone leaves, on the scale too)
    span = max(SPAN_LEAST, math.ceil(max([abs(d) for d in strays] + [luck]) * 20) / 20)
    label = max(theme.least_type(), axis_label(scale))  # (hS31, cF75c: ~11 px at 1024)
    above = text_size("0", label)[1] // 2 + theme.px(6, scale)  # (the scale's top label)
    gutter = text_size(signed_percent(-span), label)[0] + theme.px(10, scale)
    slot = (area.w - gutter) / 6
    side = max(DIE_LEAST, min(round(slot * 0.8), round(area.h * 0.3), theme.px(34, scale)))
    plot = pygame.Rect(area.x + gutter, area.y + above, area.w - gutter,
                       area.h - above - side - theme.px(14, scale))
    fair_y = plot.centery
    half = plot.h // 2
    reach = round(half * luck / span)  # the band luck alone strays in, under the bars
    band = pygame.Rect(plot.x, fair_y - reach, plot.w, 2 * reach)
    shade = pygame.Surface(band.size, pygame.SRCALPHA)
    shade.fill((*theme.CHART_LUCK_BAND, theme.CHART_LUCK_BAND_ALPHA))
    surface.blit(shade, band.topleft)
    layout_record.panel(surface, band, "luck_band")
    for value in (span, -span):  # the scale: the strays at its ends, the fair line at 0
        y = fair_y - round(half * value / span)
        pygame.draw.line(surface, theme.CHART_GRID, (plot.x, y), (plot.right, y), 1)
        draw_text(surface, signed_percent(value), label, theme.MUTED,
                  (plot.x - theme.px(8, scale), y), "midright")
    bars = []
    radius = max(1, round(scale * 5))
    for i, stray in enumerate(strays):
        cx = round(plot.x + slot * (i + 0.5))
        h = max(1, round(half * abs(stray) / span))
        bar = pygame.Rect(cx - round(slot * 0.28), fair_y - h if stray > 0 else fair_y,
                          round(slot * 0.56), h)
        pygame.draw.rect(surface, theme.CHART_BAR, bar,
                         border_top_left_radius=radius if stray > 0 else 0,
                         border_top_right_radius=radius if stray > 0 else 0,
                         border_bottom_left_radius=0 if stray > 0 else radius,
                         border_bottom_right_radius=0 if stray > 0 else radius)
        bars.append(bar)
        icon = die_icon(i + 1, side)
        surface.blit(icon, icon.get_rect(midtop=(cx, plot.bottom + theme.px(10, scale))))
    dashed(surface, theme.CHART_EXPECTED, (plot.x, fair_y), (plot.right, fair_y), scale)
    draw_text(surface, "0", label, theme.MUTED, (plot.x - theme.px(8, scale), fair_y),
              "midright")
    return area, bars, fair_y


def test_words(tr: Any, test: Any) -> str:
    """The chi-square test in a player's words, with no figure of chance (critic A51: a
    percentage read as jargon; A61: "once in 2" was still a p-value): the faces'
    differences are just luck, or fair dice almost never come out so uneven (under
    :data:`~game.stats_math.FAIR_P`, the verdict's own threshold)."""
    p = test.p_value
    key = "stats.dice.test" if p >= FAIR_P else "stats.dice.test_rare"
    return str(tr(key))
