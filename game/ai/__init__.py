"""Computer players."""
