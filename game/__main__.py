"""``python -m game`` starts the game."""

from game.cli import run

if __name__ == "__main__":
    run()
