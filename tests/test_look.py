"""The look (issue 10): the shipped typeface, readable contrast, a common baseline, no tiny text."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from game import contrast, theme
from game.resources import asset_path
from game.widgets import text

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture()
def fonts():
    """pygame.font initialised for one test; the text module forgets its fonts afterwards."""
    pygame.font.init()
    yield
    text.reset()
    pygame.font.quit()


# --- the typeface ------------------------------------------------------------------------------

def test_every_face_ships_with_its_licence():
    for name in text.FACES.values():
        assert asset_path("fonts", name).stat().st_size > 50_000
    licence = asset_path("fonts", "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "Lato" in licence


def test_nothing_draws_with_pygames_default_or_a_system_font():
    """Every text goes through game.widgets.text, which loads the shipped faces."""
    pattern = re.compile(r"Font\(\s*None|SysFont|get_default_font|pygame\.font\.Font\(|"
                         r"freetype\.Font\(")
    offenders = []
    for folder in ("game", "tools"):
        for path in (ROOT / folder).rglob("*.py"):
            if path == ROOT / "game" / "widgets" / "text.py":
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if pattern.search(line):
                    offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not offenders
    source = (ROOT / "game" / "widgets" / "text.py").read_text(encoding="utf-8")
    assert "Font(None" not in source and "SysFont" not in source


def test_the_loaded_faces_are_the_shipped_files(fonts):
    regular, bold = text.font(40), text.font(40, text.BOLD)
    assert regular is not bold
    # Lato is narrower than pygame's default face and the weights differ in width.
    assert text.text_size("Încasează", 40)[0] < text.text_size("Încasează", 40, text.BOLD)[0]
    default = pygame.font.Font(None, text.em_px(40))
    assert regular.size("Zaruri Mihai") != default.size("Zaruri Mihai")


def test_romanian_comma_below_letters_are_drawn(fonts):
    for weight in text.FACES:
        face = text.font(theme.FONT_BODY, weight)
        assert all(m is not None for m in face.metrics("ăâîșțĂÂÎȘȚ„”–…"))
    assert text.missing_glyphs("Ștefan Țuțuianu, Ăâî") == ""


def test_characters_the_faces_lack_are_found(fonts):
    assert text.missing_glyphs("Ana😀") == "😀"
    assert text.missing_glyphs("漢字 Ion") == "漢字"


# --- baseline ----------------------------------------------------------------------------------

def _lowest_ink_row(surface: pygame.Surface, columns: range) -> int:
    for y in range(surface.get_height() - 1, -1, -1):
        if any(surface.get_at((x, y)).a > 0 for x in columns):
            return y
    raise AssertionError("nothing drawn")


@pytest.mark.parametrize(("first", "second"), [("Aruncă", "Încasează"), ("Sase", "Șase"),
                                               ("Trei", "Șansă"), ("Ion", "Ăla")])
@pytest.mark.parametrize("weight", [text.REGULAR, text.BOLD])
def test_texts_of_one_size_at_one_y_share_their_baseline(fonts, first, second, weight):
    """A capital with an accent (Î, Ă) or a comma below (Ș) must not move the line."""
    size = theme.font_px(theme.FONT_BODY, theme.scale_for((1024, 600)))
    rows = []
    for word in (first, second):
        surface = pygame.Surface((600, 120), pygame.SRCALPHA)
        box = text.draw_text(surface, word, size, theme.CREAM, (10, 60), "midleft",
                             weight=weight)
        # Columns of the last letter (no descender in any of these words).
        last = text.text_size(word[-1], size, weight)[0]
        rows.append(_lowest_ink_row(surface, range(box.right - last, box.right)))
    assert abs(rows[0] - rows[1]) <= 1, rows


def test_the_line_box_height_does_not_depend_on_the_letters(fonts):
    size = theme.FONT_BODY
    heights = {text.text_size(word, size)[1] for word in ("Sase", "Șase", "Încasează", "aer")}
    assert heights == {text.line_height(size)}


# --- contrast ----------------------------------------------------------------------------------

def test_contrast_ratio_matches_wcag_examples():
    assert contrast.contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast.contrast_ratio((255, 255, 255), (255, 255, 255)) == pytest.approx(1.0)
    # #767676 on white is the classic 4.54:1 grey.
    assert contrast.contrast_ratio((0x76, 0x76, 0x76), (255, 255, 255)) == pytest.approx(
        4.54, abs=0.01)


@pytest.mark.parametrize(("fg", "bg", "kind"), theme.TEXT_PAIRS,
                         ids=[f"{fg}-on-{bg}" for fg, bg, _ in theme.TEXT_PAIRS])
def test_every_declared_text_pair_meets_wcag_aa(fg, bg, kind):
    ratio = contrast.contrast_ratio(getattr(theme, fg), getattr(theme, bg))
    need = contrast.AA_BODY if kind == "body" else contrast.AA_LARGE
    assert ratio >= need, f"{fg} on {bg}: {ratio:.2f}:1 < {need}:1"


def test_declared_backgrounds_match_how_they_are_drawn():
    """SHEET_CURRENT_CELL is SHEET_CURRENT at alpha 150 over the paper; FELT_FIBRE the
    lightest fibre of the felt texture (35 % towards FELT_LIGHT)."""
    assert contrast.blend(theme.SHEET_CURRENT, theme.SHEET_BG, 150) == theme.SHEET_CURRENT_CELL
    fibre = tuple(round(a + (b - a) * 0.35) for a, b in zip(theme.FELT, theme.FELT_LIGHT,
                                                              strict=True))
    assert fibre == theme.FELT_FIBRE


def test_the_text_colours_in_use_are_all_declared():
    """A text colour drawn in a scene or widget has at least one checked pair."""
    declared = {fg for fg, _, _ in theme.TEXT_PAIRS}
    declared.add("GOLD_DARK")  # the 3D side drawn under the menu's title, not text itself
    used: set[str] = set()
    # (hS41: a Tag pill's words, its ink first: Scores' "=3" and "NOU"; a PromptTag holds its
    # plate's fill, never ink: its words are drawn by draw_text in PILL_TEXT, scanned there)
    call = re.compile(r"(?:draw_text|render|_blit|_text|text_lines|draw_tag|(?<!Prompt)Tag)"
                      r"\(([^()]|\([^()]*\))*?theme\.([A-Z_]+)")
    for path in (ROOT / "game").rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        for match in call.finditer(source):
            name = match.group(2)
            if not name.startswith(("FONT_", "SHADOW")):
                used.add(name)
    assert used, "the scan found no text colour at all"
    assert used <= declared, sorted(used - declared)


# --- minimum size ------------------------------------------------------------------------------

def test_the_smallest_size_is_at_least_13_px():
    assert text.em_px(theme.FONT_MIN) >= theme.FONT_MIN_PX
    assert theme.font_px(theme.FONT_SMALL, theme.scale_for((1024, 600))) >= theme.FONT_MIN


# Every registered screen's text is at least FONT_MIN_PX at 1024×600: tests/test_layout.py
# records the faces each screen asks for in the frame it draws at that size.


def test_a_name_typed_with_an_emoji_keeps_only_the_drawable_letters(fonts):
    from game.widgets.forms import TextField

    refused: list[str] = []
    field = TextField("", on_refuse=refused.append)
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="Ana"))
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="😀"))
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="ș🎲"))
    assert field.text == "Anaș"
    assert refused == ["😀", "🎲"]


def test_new_game_says_why_an_emoji_is_refused(tmp_path):
    from tests.uihelpers import make_app
    from tools.render_screens import open_new_game

    app = make_app(tmp_path)
    scene = open_new_game(app, "yams", 1)
    scene.focus.focus(scene.fields[0])
    scene.fields[0].set_text("")
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Ion😀"))
    app.step(1 / 60)
    assert scene.fields[0].text == "Ion"
    assert scene.refusal_rect() is not None  # said beside the field (test_new_game_cards)


# --- one layout language for both tables --------------------------------------------------------

def test_both_tables_put_pause_help_and_key_hints_in_the_same_places(tmp_path):
    from game.scenes.yams_help import YamsHelpOverlay
    from tests.uihelpers import click, make_app
    from tools.render_screens import open_table

    app = make_app(tmp_path, size=(1024, 600))
    yams = open_table(app, "yams", 2)
    places = (yams.menu_button.rect.copy(), yams.help_button.rect.copy(),
              yams.content_area.copy())
    click(app, yams.help_button)
    assert isinstance(app.manager.top, YamsHelpOverlay)
    assert all(line and "look." not in line for line in app.manager.top.texts())
    app.manager.pop()
    app.manager.pop()
    farkle = open_table(app, "farkle", 2)
    assert (farkle.menu_button.rect, farkle.help_button.rect, farkle.content_area) == places
    assert yams.help_button.text == farkle.help_button.text == "?"


def test_the_yams_sheet_keeps_its_place_and_width_whatever_the_players(tmp_path):
    from tests.uihelpers import make_app
    from tools.render_screens import open_table

    app = make_app(tmp_path, size=(1366, 768))
    rects = []
    for humans in (1, 3, 6):
        rects.append(open_table(app, "yams", humans).sheet.rect.copy())
        app.manager.pop()
    assert len({(r.right, r.y) for r in rects}) == 1
    assert max(r.w for r in rects) - min(r.w for r in rects) <= 7  # whole-pixel columns


def test_the_computer_is_named_alike_on_both_tables_and_languages(tmp_path):
    from game.i18n import Translator, shown_name

    for language, expected in (("ro", "Calculatorul"), ("en", "Computer")):
        tr = Translator.load(language)
        assert shown_name("IA", True, tr) == expected
        assert shown_name("Ana", False, tr) == "Ana"


# --- pills, icon ---------------------------------------------------------------------------------

def test_a_refusal_is_light_text_on_a_solid_pill_with_a_sign(fonts):
    from game.widgets import pill

    surface = pygame.Surface((900, 120))
    surface.fill(theme.FELT)
    rect = pill.draw_pill(surface, "Acest zar nu aduce puncte", theme.FONT_BODY, (450, 60),
                          pill.REFUSED, 1.0)
    colours = {tuple(surface.get_at((x, rect.centery)))[:3] for x in range(rect.x, rect.right)}
    assert theme.PILL_REFUSED in colours  # the solid fill
    assert theme.PILL_TEXT in colours  # the sign and the letters
    assert theme.FELT not in {tuple(surface.get_at((x, rect.centery)))[:3]
                              for x in range(rect.x + rect.h // 2, rect.right - rect.h // 2)}
    info = pill.pill_size("Ana", 30, pill.INFO, 1.0)
    assert pill.pill_size("Ana", 30, pill.REFUSED, 1.0)[0] > info[0]  # room for the sign


def test_the_window_has_a_die_for_its_icon():
    from game.app import window_icon

    pygame.display.init()
    try:
        icon = window_icon()
        assert icon.get_size() == (64, 64)
        assert icon.get_at((32, 32)).a == 255 and icon.get_at((0, 0)).a < 64
    finally:
        pygame.display.quit()


def _greedy_wrap(words_text: str, size: int, max_width: int, weight: str) -> list[str]:
    """Wrapping by measuring every growing line (how text.wrap used to work); a number's
    thousands groups stay one word (issue 21: "1 200" never breaks)."""
    face = text.font(size, weight)
    lines: list[str] = []
    for paragraph in words_text.split("\n"):
        line = ""
        for word in text._glue_numbers(paragraph.split(" ")):
            candidate = f"{line} {word}" if line else word
            if line and face.size(candidate)[0] > max_width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def test_wrapping_from_cached_word_widths_breaks_lines_as_measuring_every_line(fonts):
    # Every catalog text of both languages, and spacing oddities, at two sizes and widths:
    # the same lines as measuring each growing line, none wider than allowed.
    from game.i18n import load_catalog

    texts = [str(m) for lang in ("ro", "en") for m in load_catalog(lang).messages.values()]
    texts += ["  leading spaces", "double  space inside", "trailing space ", "", "a\n\nb",
              "Supercalifragilisticexpialidocious " * 3]
    for size, weight, widths in ((14, text.REGULAR, (60, 333)), (24, text.BOLD, (130, 700))):
        face = text.font(size, weight)
        for sample in texts:
            for width in widths:
                lines = text.wrap(sample, size, width, weight)
                assert lines == _greedy_wrap(sample, size, width, weight), (sample, width)
                assert all(face.size(line)[0] <= width or " " not in line.strip()
                           or line.strip() in text._glue_numbers(sample.split(" "))
                           for line in lines)


def test_a_number_never_breaks_across_lines(fonts):
    # "…punctele turei rămân: 1" / "200" (issue 21): the thousands group stays with its number.
    sample = "Ana: cele 6 zaruri revin, punctele turei rămân: 1 200"
    size = 20
    for width in range(text.text_size("rămân: 1", size)[0], text.text_size(sample, size)[0], 7):
        lines = text.wrap(sample, size, width)
        assert not any(a.endswith(" 1") or a.endswith(": 1") for a in lines[:-1]), (width, lines)
        assert any("1 200" in line for line in lines)
