"""The display typeface (Baloo 2, text.STAMP) never draws an empty box."""

import pygame

from game.widgets import text


def test_a_stamp_text_the_display_face_lacks_is_drawn_in_the_black_face():
    # "χ²" (the dice's chi-square) has no glyph in Baloo 2: it is drawn in Lato Black.
    pygame.font.init()
    assert text.stamp_or_display("χ² = 3,1", text.STAMP) == text.DISPLAY
    assert (text.render("χ²", 60, (255, 255, 255), text.STAMP).get_size()
            == text.render("χ²", 60, (255, 255, 255), text.DISPLAY).get_size())
    assert text.word_width("χ²", 60, text.STAMP) == text.word_width("χ²", 60, text.DISPLAY)


def test_romanian_stamp_texts_keep_the_display_face():
    pygame.font.init()
    assert text.stamp_or_display("Penta! Șase Țară ă â î", text.STAMP) == text.STAMP
    assert text.stamp_or_display("χ", text.BOLD) == text.BOLD
