"""The prompt's pill says at most two lines at one size, never lines laid over each other
(ruling S10; the note of three lines of round 51 said "… · …" on one line): a headline too
long for its line alone takes both; with a line under it, the headline keeps to its own line,
cut after a whole word; nothing is ever set smaller."""

from __future__ import annotations

import pygame

from game.widgets.prompt_pill import LINES, PromptSay, said_lines
from game.widgets.text import BOLD, REGULAR, text_size

SIZE = 31
HEAD = "Nicio căsuță deschisă nu aduce puncte: trebuie sacrificată una"
MEANS = "Căsuța pe care o alegi primește 0 puncte"


def test_a_long_headline_alone_takes_both_lines():
    pygame.font.init()
    room = text_size(HEAD, SIZE, BOLD)[0] * 2 // 3
    lines = said_lines(PromptSay(HEAD), room, SIZE, 1.0)
    assert len(lines) == LINES and all(bold for _, bold in lines)
    assert " ".join(text for text, _ in lines) == HEAD  # whole, on two lines


def test_under_a_long_headline_its_line_keeps_its_place_and_the_headline_is_cut_at_a_word():
    pygame.font.init()
    room = text_size(HEAD, SIZE, BOLD)[0] * 2 // 3
    lines = said_lines(PromptSay(HEAD, detail=MEANS), room, SIZE, 1.0)
    assert [bold for _, bold in lines] == [True, False]
    head, means = lines[0][0], lines[1][0]
    assert head.endswith(" …") and HEAD.startswith(head[:-2])  # whole words, then "…"
    assert text_size(head, SIZE, BOLD)[0] <= room
    assert means == MEANS and text_size(means, SIZE, REGULAR)[0] <= room


def test_a_line_that_fits_is_said_as_written():
    pygame.font.init()
    lines = said_lines(PromptSay(HEAD, detail=MEANS), 2000, SIZE, 1.0)
    assert lines == [(HEAD, True), (MEANS, False)]
