"""The standalone bundle's parts that can be checked without building it.

Building it takes about half a minute and PyInstaller, so .ci/run does that after the suite
(``tools/build_bundle.py --smoke-test``); here: the data lookup inside a bundle, the pruning
of Babel's locale data, and the smoke test the bundle is checked with.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game import resources
from tools import build_bundle

ROOT = Path(__file__).resolve().parent.parent


# Inside a PyInstaller bundle the data folders are in sys._MEIPASS, not next to the package:
# they are found there (the crash was "data folder 'locales' not found").
def test_data_folders_are_found_in_a_bundle(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    code = tmp_path / "elsewhere" / "game"
    code.mkdir(parents=True)
    bundle = tmp_path / "_internal"
    (bundle / "locales").mkdir(parents=True)
    (bundle / "assets" / "fonts").mkdir(parents=True)
    (bundle / "assets" / "fonts" / "x.ttf").write_bytes(b"")
    monkeypatch.setattr(resources, "_PACKAGE_DIR", code)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert resources.locales_dir() == bundle / "locales"
    assert resources.asset_path("fonts", "x.ttf") == bundle / "assets" / "fonts" / "x.ttf"
    monkeypatch.delattr(sys, "_MEIPASS")
    with pytest.raises(resources.ResourceError):
        resources.locales_dir()


# Only the locale data the game loads stays: the root and the game's two languages (Babel's
# other ~1 000 locales are about 30 MiB); the catalogs' languages are among those kept.
def test_babel_pruning_keeps_the_games_languages(tmp_path: Path) -> None:
    data = tmp_path / "dist" / "_internal" / "babel" / "locale-data"
    data.mkdir(parents=True)
    for name in ("root", "en", "ro", "en_GB", "fr", "ro_MD", "zh_Hant"):
        (data / f"{name}.dat").write_bytes(b"x" * 10)
    (data.parent / "global.dat").write_bytes(b"g")
    freed = build_bundle.prune_babel(tmp_path / "dist")
    assert sorted(p.stem for p in data.glob("*.dat")) == ["en", "ro", "root"]
    assert (data.parent / "global.dat").exists() and freed == 40
    languages = {p.name for p in (ROOT / "locales").iterdir() if p.is_dir()}
    assert languages <= set(build_bundle.BABEL_LOCALES_KEPT)


# The check the bundle is started with: catalogs, tables, menu and both tables, exit 0.
def test_smoke_test_opens_both_tables(capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli import main

    assert main(["--smoke-test"]) == 0
    out = capsys.readouterr().out
    assert "smoke test passed" in out
    assert "YamsTableScene" in out and "FarkleTableScene" in out
