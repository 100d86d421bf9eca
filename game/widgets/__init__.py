"""Reusable drawn pieces: buttons, dice, panels, text fields."""
