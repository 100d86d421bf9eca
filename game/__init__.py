"""Zaruri: a dice table for Yams and 10 000, in Romanian."""

__version__ = "0.1.0"
