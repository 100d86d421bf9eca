"""The tables' flows: what happens after a roll, when, and what is said (pure Python, no pygame).

A flow is driven by its table scene (verbs for the player's actions, ``update(dt)`` for time,
a word when the dice have landed and been seen) and exposes plain state that the views draw.
Tests drive a flow step by step with a fake clock, without a window.
"""
