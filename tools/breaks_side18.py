"""Planted bugs of Scores and Statistics (round 65):
each a realistic one-line bug held by a test."""

from __future__ import annotations

from tools.breaks import Break

_OWN = "tests/test_scores_own_invitations.py::"
_EMPTY = "tests/test_statistics_empty_one_line.py::"

SIDE18_BREAKS: tuple[Break, ...] = (
    # side18.own_card_each and side18.no_loc_liber_over_it retired by hS67 (ruling S4: ten Scores
    # places): no card in any
    # panel, the free places are ghost rows
    # (re-pointed hS66: the test rewritten to the subtitle's and the teaser's promise)
    Break("side18.title_even_felt", "the Scores title stands with the felt over it about as "
          "tall as the felt under the panels (critic A64: felt bare above the panels)",
          "game/theme_pages.py", "PAGE_TITLE_Y = 0.08", "PAGE_TITLE_Y = 0.14",  # (hK63,
          # hS66; re-aimed round 78, hS34: Scoruri's title at the side pages' one place, S51)
          _OWN + "test_the_title_and_panels_fill_the_height[counts0-size0]"),
    Break("side18.stats_empty_one_line", "Statistici with nothing played says one headline "
          "and one line of what to do (critic A64: a paragraph under the headline)",
          "locales/ro/LC_MESSAGES/statistics.po",
          'msgstr "Joacă o partidă: aici vei vedea cum joci și dacă zarurile sunt corecte."',
          'msgstr "Nicio partidă încheiată încă. Joacă o partidă de Yams sau de 10 000: aici '
          'vei vedea cum joci și dacă zarurile sunt corecte."',
          _EMPTY + "test_nothing_played_says_one_headline_and_one_line[ro-size0]"),
    Break("side18.axis_labels_read", "a chart's axis labels read at 1024x600: 16 px of em at "
          "least (critic A64: ~13 px; hS67: 18 px, under the captions)", "game/widgets/charts.py",
          "    size = axis_label(scale)  # (hS65",
          "    size = theme.least_type()  # (hS65",  # (re-pointed hS67: chart_label is 16 px now)
          _EMPTY + "test_chart_labels_read_at_1024"),
    Break("side18.box_names_whole", "a chart's slot names are never cut (\"Trei de\" lost "
          "\"un fel\" at 1024x600)", "game/widgets/chart_parts.py",
          # (re-aimed round 69: name_lines moved there)
          "    lines = halves(label, size) if split and len(label.split()) > 1 else [label] \\",
          "    lines = label.split()[:2] if split and len(label.split()) > 1 else [label] \\",
          # (re-aimed hS69: a name broken goes on two lines by halves() first, the slots as
          # wide as they need; English's at 1024x600 are broken)
          _EMPTY + "test_no_box_name_under_a_chart_is_cut[en-size0]"),
    Break("side18.line_labels_apart", "a line chart's game numbers keep air between them with "
          "the axes' larger words", "game/widgets/charts.py",
          "    every = _thin(count, area.w, label_w + theme.px(12, scale))",
          "    every = _thin(count, area.w, label_w // 2)",  # (re-pointed hS67: with the
          # smaller numbers the air alone no longer decides; half their width does)
          "tests/test_statistics_labels_read.py::test_no_two_words_of_a_line_touch"),
    Break("side18.stats_empty_dice_big", "Statistici's empty state wears big dice, its card "
          "full (critic A64: bare felt round a small card)",  # (re-aimed round 80, hK88,
          # S90 1: the picture is the charts' preview, its height a share of the card's)
          "game/scenes/statistics.py",
          "                       min(round(self.body.h * PREVIEW_SHARE), spare * 3 // 4)))",
          "                       min(round(self.body.h * PREVIEW_SHARE), spare // 4)))",
          "tests/test_statistics_empty_fills.py::test_the_empty_card_fills_the_charts_place"
          "[size1]"),
    Break("side18.box_name_one_size", "a chart's slot name on two lines is set in one size "
          "(\"Three\" large over a small \"of a kind\" read as two labels)",
          "game/widgets/charts.py",  # (re-aimed round 69: every name one size, drawn there)
          "                draw_text(surface, line, name_size, theme.CREAM,",
          "                draw_text(surface, line, fit_size(line, plot.label_size, round("
          "width * NAME_ROOM)), theme.CREAM,",
          _EMPTY + "test_no_box_name_under_a_chart_is_cut[en-size0]"),
)
