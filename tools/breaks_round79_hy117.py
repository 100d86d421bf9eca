"""Planted bugs of round 79's helper hY117:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_HERO = "tests/test_yams_penta_hero_hy117.py::"

ROUND79_HY117: tuple[Break, ...] = (
    Break("hy117.hero_not_drawn",
          "a Penta's stage says its points as the hero '+50' on the lifted row's bare box, "
          "between 'Penta' and 'de înscris' (ruling S70, round 79, hY117)",
          "game/views/stage_landing.py",
          "    stage_penta_hero.draw_hero(surface, picture, clock, alpha)  # its hero \"+50\" "
          "(S70)\n",
          "\n",
          _HERO + "test_the_pentas_points_are_its_hero_figure_after_the_stamp"),
    Break("hy117.hero_row_sized",
          "the Penta's '+50' is the biggest words after the stamp, as tall as the row's plate "
          "leaves (ruling S70)",
          "game/views/stage_penta_hero.py",
          "    room = plate.h - 2 * theme.px(FRAME, picture.scale)\n",
          "    room = stage_lift.row_type(picture)\n",
          _HERO + "test_the_pentas_points_are_its_hero_figure_after_the_stamp"),
    Break("hy117.hero_never_travels",
          "the '+50' travels alone into its box before the row leaves, the box then saying "
          "'50' (ruling S70, S12's figure that travels)",
          "game/views/stage_penta_hero.py",
          "    return ease_out(span(clock.progress, *TRAVEL))\n",
          "    return 0.0\n",
          _HERO + "test_the_hero_travels_alone_into_its_box_before_the_row_leaves"),
    Break("hy117.joker_figure_ember",
          "a Joker Penta's '+100' is lettered in a prize's gold, not its stamp's ember "
          "(ruling S70)",
          "game/views/stage_words.py",
          "                            \"gilt\" if picture.kind == \"joker_penta\" else "
          "picture.hot)  # prize's\n",
          "                            picture.hot)  # prize's\n",
          _HERO + "test_a_joker_pentas_plus_100_is_its_hero_figure_in_gold"),
    Break("hy117.joker_pill_as_big",
          "a Joker Penta's name pill stays under its hero '+100' (ruling S70)",
          "game/theme_stage.py",
          "STAGE_KIND_LINE = {\"penta\": 1.5, \"joker_penta\": 1.25}\n",
          "STAGE_KIND_LINE = {\"penta\": 1.5}\n",
          _HERO + "test_a_joker_pentas_plus_100_is_its_hero_figure_in_gold"),
    Break("hy117.confetti_as_any",
          "the Penta's confetti stays up longest of a Yams game (ruling S70)",
          "game/views/stage_confetti.py",
          "    return felt_h * (PENTA_GRAVITY if kind in LONGER else GRAVITY)\n",
          "    return felt_h * GRAVITY\n",
          _HERO + "test_the_pentas_confetti_stays_up_longest"),
)
