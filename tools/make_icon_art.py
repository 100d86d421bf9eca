"""Copy the few game-icons.net icons the screens use out of the npm package, as SVG files.

    cd /tmp && npm pack @iconify-json/game-icons && tar xzf iconify-json-game-icons-*.tgz
    python -m tools.make_icon_art /tmp/package/icons.json     # writes assets/icons/*.svg

The icons are game-icons.net's (CC BY 3.0, credited in ``assets/icons/CREDITS.txt`` and the
README), taken from ``@iconify-json/game-icons``: each icon's SVG path, drawn in white on a
transparent square so that ``game.widgets.icons`` can tint it to any colour. Only the icons
listed in :data:`ICONS` are shipped; run this again after changing the list.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICON_DIR = ROOT / "assets" / "icons"
ICONS: tuple[str, ...] = ("trophy-cup",)
"""The game-icons.net names of the icons shipped (the screens use these and no others)."""


def svg_text(body: str, side: int) -> str:
    """Return a standalone white SVG of ``side`` × ``side`` units drawing the icon ``body``."""
    body = body.replace("currentColor", "#ffffff")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{side}" height="{side}" '
            f'viewBox="0 0 {side} {side}">{body}</svg>\n')


def main(argv: Sequence[str] | None = None) -> int:
    """Write every icon of :data:`ICONS` from the package's ``icons.json``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("icons_json", type=Path, help="icons.json of @iconify-json/game-icons")
    args = parser.parse_args(argv)
    data = json.loads(args.icons_json.read_text(encoding="utf-8"))
    side = int(data.get("width", 512))
    ICON_DIR.mkdir(parents=True, exist_ok=True)
    for name in ICONS:
        body = data["icons"][name]["body"]
        (ICON_DIR / f"{name}.svg").write_text(svg_text(body, side), encoding="utf-8")
        print(ICON_DIR / f"{name}.svg")
    return 0


if __name__ == "__main__":
    sys.exit(main())
