"""Views of the tables: each draws one region from what a table flow exposes (issue 21)."""
