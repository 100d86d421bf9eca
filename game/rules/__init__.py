"""Pure game rules: scoring of dice, no I/O, no randomness, no pygame."""
