"""Turn and game state machines; randomness comes from an injected random.Random."""
