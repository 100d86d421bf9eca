"""Persistence: settings, high scores and the game in progress."""
