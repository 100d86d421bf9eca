"""Screens of the game: each a Scene with handle_event, update and draw."""
