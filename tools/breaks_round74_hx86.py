"""Planted bugs of round 74's helper hX86:
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

ROUND74_HX86: tuple[Break, ...] = (
    Break("hx86.record_stage_nameless",
          "a game played alone has no podium: its \"Nou record!\" stage names whose record it "
          "is on their seat's pill under the title (critic row \"Staged moments\": the lone "
          "title and caption left the felt bare; ruling S9, round 74)",
          "game/views/stage_pictures.py",
          "                        line=table.player_label(0), **more)  # names them: whose",
          "                        line=\"\", **more)  # names them: whose",
          "tests/test_yams_record_stage_seat.py::"
          "test_a_record_set_alone_names_its_player_on_their_seats_pill"),
    Break("hx86.sparks_whole_till_gone",
          "a lesser stage's sparks thin out with its burst (stepped every 50 ms, 'Nou record!' "
          "and 'Bonus!' kept every spark whole as their words faded, all gone in one frame)",
          "game/views/stage.py",
          "        elif k < len(picture.particles) * fade:  # thinning out with the burst, never\n",
          "        elif fade > 0:  # thinning out with the burst, never\n",
          "tests/test_stage_sparks_thin_out.py::"
          "test_the_sparks_thin_out_with_the_burst_none_left_whole_to_vanish_at_once"),
)
