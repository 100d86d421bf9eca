"""Persistence: settings, high scores and the game in progress.

``Storage`` (in ``game.storage.store``) is the one object the app uses; ``Settings`` is the
preferences value object it reads and writes.
"""

from game.storage.highscores import HighScore
from game.storage.settings import Settings
from game.storage.store import Storage, StorageMessage, default_data_dir

__all__ = ["HighScore", "Settings", "Storage", "StorageMessage", "default_data_dir"]
