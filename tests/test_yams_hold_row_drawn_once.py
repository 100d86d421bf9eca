"""The kept row's sockets (and, until round 68, its invitation plate) are drawn once and
kept (hK63, the review: new Surfaces built every frame), not rebuilt each frame
the table is drawn."""

from __future__ import annotations

import pygame

from game.views import yams_views


def test_the_kept_rows_sockets_and_invitation_are_not_rebuilt_every_frame(monkeypatch):
    pygame.font.init()
    screen = pygame.Surface((800, 600))
    band = pygame.Rect(100, 490, 600, 40)  # (the felt under the row)

    def frame() -> None:
        yams_views.draw_held_slots(screen, [(150.0, 445.0), (260.0, 445.0)], 70, 1.0)
        yams_views.draw_held_slots(screen, [(150.0, 445.0)], 70, 1.0)
        yams_views.draw_hold_invite(screen, "Apasă pe un zar ca să-l păstrezi", band, 1.0)

    frame()  # the first frame draws them
    made = []
    real = pygame.Surface

    def counting(*args, **kwargs):
        made.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(pygame, "Surface", counting)
    for _ in range(3):
        frame()
    assert made == [], made


def test_the_invitations_size_is_fitted_once_per_text_and_width(monkeypatch):
    """Its size is fitted once for a text and a lane, then remembered (the review, round 68:
    it was measured down every frame)."""
    pygame.font.init()
    screen = pygame.Surface((800, 600))
    band = pygame.Rect(100, 490, 240, 40)  # narrow: the words must shrink to fit
    text = "Apasă pe un zar ca să-l păstrezi (o dată)"
    yams_views.draw_hold_invite(screen, text, band, 1.0)  # the first frame fits it
    fitted = []
    real = yams_views.fit_size

    def counting(*args, **kwargs):
        fitted.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(yams_views, "fit_size", counting)
    for _ in range(3):
        yams_views.draw_hold_invite(screen, text, band, 1.0)
    assert fitted == [], fitted
    wider = band.inflate(200, 0)  # a new width: fitted again, once
    for _ in range(2):
        yams_views.draw_hold_invite(screen, text, wider, 1.0)
    assert len(fitted) == 1
