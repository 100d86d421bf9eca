"""The Yams "?" tiles' numbers stand inside their cards, as the 10 000 page's do (critic E70:
the badges crossed the frames' borders and touched the captions at 1920x1080 and the strip at
1024x600): each badge lies in its frame's top-right corner, inside the frame, no picture draws
into it or near it, nor does any word, at three window sizes."""

from __future__ import annotations

import pytest

from game.scenes.yams_help import YamsHelpOverlay
from tests.test_farkle_help_badges import _drawn, badges_drawn
from tests.uihelpers import make_app

pytestmark = pytest.mark.usefixtures("pictures_drawn_once_no_fsync")

SIZES = [(1920, 1080), (1366, 768), (1024, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_each_yams_badge_is_inside_its_card_clear_of_its_picture_and_words(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        shown, centres, texts = badges_drawn(app, "yams", YamsHelpOverlay)
        assert len(centres) >= 8
        with_pictures, bare = _drawn(shown, size), _drawn(shown, size, pictures=False)
        air = max(2, shown.px(4))
        for k in range(8):
            art = shown.step_rects(k)[0]
            frame = shown.frame_rect(art)
            badge = shown.number_rect(art)
            assert badge.center == centres[k], (size, k)  # drawn where it is said to be
            assert frame.contains(badge), (size, k, badge, frame)  # inside its card
            assert badge.right > frame.centerx and badge.top < frame.centery  # its corner
            near = badge.inflate(2 * air, 2 * air).clip(frame)
            for x in range(near.x, near.right):  # no picture's ink under it or near it
                for y in range(near.y, near.bottom):
                    assert with_pictures.get_at((x, y)) == bare.get_at((x, y)), (size, k, (x, y))
            for text in texts:  # no word on it but its own number
                if text.text != str(k + 1):
                    assert not text.rect.colliderect(badge), (size, k, text.text, text.rect)
            words = shown.step_rects(k)[1]
            assert words.x >= frame.right + shown.px(16), (size, k)  # the words clear of it
    finally:
        app.close()
