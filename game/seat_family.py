"""A seat's colour family (critic D71: the computer wore three pinks, a lilac token, a pale
pink column and a hot magenta band): the seat's token, the paper of its column on the sheet
and its turn band's deep fill are one hue, lighter or deeper, told by CIE LCh (its lightness,
chroma and hue angle), pure arithmetic on sRGB colours."""

from __future__ import annotations

import math
from collections.abc import Sequence

_WHITE = (0.95047, 1.0, 1.08883)
"""The D65 white point (X, Y, Z)."""


def _linear(value: float) -> float:
    value /= 255
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


def _gamma(value: float) -> int:
    value = value * 12.92 if value <= 0.0031308 else 1.055 * value ** (1 / 2.4) - 0.055
    return max(0, min(255, round(value * 255)))


def _f(t: float) -> float:
    return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116


def _f_inverse(t: float) -> float:
    return t ** 3 if t ** 3 > 0.008856 else (t - 16 / 116) / 7.787


def lch(colour: Sequence[int]) -> tuple[float, float, float]:
    """``colour`` (sRGB) as CIE LCh: lightness 0..100, chroma, hue in degrees 0..360."""
    r, g, b = (_linear(c) for c in colour[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / _WHITE[0]
    y = (0.2126 * r + 0.7152 * g + 0.0722 * b) / _WHITE[1]
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / _WHITE[2]
    lightness = 116 * _f(y) - 16
    a, bb = 500 * (_f(x) - _f(y)), 200 * (_f(y) - _f(z))
    return lightness, math.hypot(a, bb), math.degrees(math.atan2(bb, a)) % 360


def from_lch(lightness: float, chroma: float, hue: float) -> tuple[int, int, int]:
    """The sRGB colour of CIE LCh (``lightness``, ``chroma``, ``hue`` in degrees), clamped."""
    a, bb = chroma * math.cos(math.radians(hue)), chroma * math.sin(math.radians(hue))
    fy = (lightness + 16) / 116
    x = _WHITE[0] * _f_inverse(fy + a / 500)
    y = _WHITE[1] * _f_inverse(fy)
    z = _WHITE[2] * _f_inverse(fy - bb / 200)
    r = 3.2406 * x - 1.5372 * y - 0.4986 * z
    g = -0.9689 * x + 1.8758 * y + 0.0415 * z
    b = 0.0557 * x - 0.2040 * y + 1.0570 * z
    return _gamma(r), _gamma(g), _gamma(b)


def hue_apart(first: Sequence[int], second: Sequence[int]) -> float:
    """Degrees between two colours' LCh hues (0..180)."""
    apart = abs(lch(first)[2] - lch(second)[2]) % 360
    return min(apart, 360 - apart)
