"""Settings' volume meter: the rising bars in the volume's own row, between its name and its
stepper, gold up to the chosen volume (split from :mod:`game.scenes.settings`, round 79)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import theme
from game.widgets.text import text_size

if TYPE_CHECKING:
    from game.i18n import Translator

VOLUME_STEP = 10
"""Percentage points per − / + press of the volume stepper."""
METER_GAP = 24
"""The room between the volume's meter and its label, and its stepper (reference pixels)."""
METER_MOST = 300
"""The volume's meter at most this wide (reference pixels)..."""
METER_LEAST = 90
"""...and at least, else none (a narrow window: the stepper's number says the volume)."""
METER_FOOT = 4
"""The meter's first bar as tall as this many steps of its rise (round 74, critic cS74 #11:
bars from a tenth of the row up began as flat dashes): it stands over a third of the row high."""


class SettingsMeter:
    """The volume meter of the Settings scene (a mixin: it reads the scene's rows, labels,
    scale and settings)."""

    rows: list[tuple[str, Any]]
    label_x: dict[str, int]
    app: Any

    if TYPE_CHECKING:  # (the scene's own, from TitledScene and Scene)
        def px(self, value: float) -> int:
            """Reference pixels at the scene's scale."""

        def font_px(self, value: int) -> int:
            """A layout type size at the scene's scale."""

        @property
        def tr(self) -> Translator:
            """The scene's translator."""

    def meter_row(self) -> pygame.Rect | None:
        """The meter's place: in the volume's own row, between its label and its stepper, a
        control tall (hS28: a row of its own read as a second setting); None when the row
        has no room for it."""
        widgets = {widget.name: widget for _, widget in self.rows}
        volume = widgets["volume"].rect
        if volume.w <= 0:
            return None
        gap = self.px(METER_GAP)
        label = self.label_x.get("settings.volume", volume.x) + text_size(
            self.tr("settings.volume"), self.font_px(theme.FONT_BODY))[0]
        room = volume.x - gap - (label + gap)
        width = min(room, self.px(METER_MOST))
        if width < self.px(METER_LEAST) or volume.h < self.px(24):
            return None
        return pygame.Rect(volume.x - gap - width, volume.y, width, volume.h)

    def volume_meter(self) -> list[tuple[pygame.Rect, bool]]:
        """The bars of the audio group's level meter, in the volume's row before its stepper
        (:meth:`meter_row`; the tallest as tall as a control): (bar, lit), as many lit as
        tenths of the volume (none while the sound is off); [] when there is no room."""
        row = self.meter_row()
        if row is None:
            return []
        bars = 100 // VOLUME_STEP
        gap = max(2, self.px(6))
        bar_w = max(2, (row.w - (bars - 1) * gap) // bars)
        spare = row.w - (bars * bar_w + (bars - 1) * gap)  # (the last bar ends at the row's
        level = 0 if self.app.settings.muted else round(self.app.settings.volume * bars)  # end)
        meter = []
        x = row.x
        for k in range(bars):
            h = round(row.h * (k + 1 + METER_FOOT) / (bars + METER_FOOT))
            w = bar_w + (1 if k < spare else 0)
            meter.append((pygame.Rect(x, row.bottom - h, w, h), k < level))
            x += w + gap
        return meter

    def _draw_volume_meter(self, surface: pygame.Surface) -> None:
        """The audio group's level meter: rising bars, gold up to the volume."""
        radius = max(1, self.px(3))
        for bar, lit in self.volume_meter():
            pygame.draw.rect(surface, theme.GOLD if lit else theme.TABLE_HEADER, bar,
                             border_radius=radius)
