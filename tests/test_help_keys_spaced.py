"""A '?' page's keys sit in their sentences as a key in a printed manual (critic A60, defect
5: " Spațiu : cel mult", "1 – 5 : îl", a stray indent at a line's start): a keycap's padding
inside, no air outside it beside a space the words already hold or at a line's start, only
thin air beside a dash, a pad's worth against a letter; and no air at all before a colon or a
full stop (round 77, hM80: "[F1] :" read as a space before the colon; "[F1]:" as after a word;
this amends hM61's thin air there)."""

from __future__ import annotations

from game.scenes.help_tiles import KEY_PAD, KEY_THIN, key_plain


def test_no_air_before_a_colon_nor_at_a_lines_start():
    assert key_plain("[Spațiu]: cel mult") == f"{KEY_PAD}Spațiu{KEY_PAD}: cel mult"
    assert key_plain("[Esc].") == f"{KEY_PAD}Esc{KEY_PAD}."


def test_no_second_space_beside_a_space_the_words_hold():
    assert key_plain("„Validează tura” [Enter] scrie") == (
        f"„Validează tura” {KEY_PAD}Enter{KEY_PAD} scrie")


def test_a_dash_between_two_keys_keeps_thin_air():
    said = key_plain("sau [1]–[5]: îl")
    assert said == (f"sau {KEY_PAD}1{KEY_PAD}{KEY_THIN}–{KEY_THIN}{KEY_PAD}5{KEY_PAD}"
                    ": îl"), said
