"""The table's voice (game.flow.messages): one announcement, one refusal, one banner at a time."""

import pytest

from game.flow.messages import Channel, Ends, TableVoice, Tone


def test_a_newer_announcement_replaces_the_older_and_ends_the_refusal():
    voice = TableVoice()
    voice.refuse("error.die", "Zarul acesta nu aduce puncte", anchor=("die", 2))
    voice.announce("farkle.hot_dice", "Zaruri fierbinți!", Tone.CELEBRATE)
    voice.announce("farkle.bust", "Tură pierdută!", Tone.BAD)
    assert [m.text for m in voice.shown()] == ["Tură pierdută!"]
    assert voice.announcement is not None and voice.announcement.channel is Channel.ANNOUNCEMENT
    assert voice.refusal is None


def test_a_refusal_keeps_its_anchor_and_replaces_the_older_refusal():
    voice = TableVoice()
    voice.refuse("error.a", "A", anchor=("die", 1))
    voice.refuse("error.b", "B", anchor=("box", "FULL_HOUSE"))
    assert voice.refusal is not None
    assert (voice.refusal.text, voice.refusal.anchor) == ("B", ("box", "FULL_HOUSE"))
    assert voice.refusal.tone is Tone.BAD


def test_the_next_action_ends_refusal_banner_and_announcement():
    voice = TableVoice()
    voice.show_banner("La rând: Ana")
    voice.announce("farkle.bank", "Ana încasează 300", ends=Ends.NEXT_ACTION)
    voice.refuse("error.x", "Nu")
    voice.person_acts()
    assert voice.shown() == []


def test_the_turn_passing_keeps_how_the_turn_ended_but_nothing_else():
    voice = TableVoice()
    voice.announce("farkle.bust", "Tură pierdută!", Tone.BAD)  # how the turn ended
    voice.refuse("error.x", "Nu")
    voice.turn_passes()
    assert [m.key for m in voice.shown()] == ["farkle.bust"]
    voice.announce("yams.countdown", "3 s", ends=Ends.TURN_PASSES)
    voice.turn_passes()
    assert voice.announcement is None


def test_a_timed_announcement_ends_on_time_and_others_only_age():
    voice = TableVoice()
    voice.announce("yams.upper_bonus", "Bonus +35", ends=Ends.TIMER, seconds=1.0)
    voice.show_banner("La rând: Ana")
    voice.update(0.6)
    assert voice.announcement is not None and voice.announcement.age == pytest.approx(0.6)
    voice.update(0.5)
    assert voice.announcement is None
    assert voice.banner is not None and voice.banner.age == pytest.approx(1.1)


def test_a_timed_announcement_needs_its_seconds():
    with pytest.raises(ValueError):
        TableVoice().announce("k", "t", ends=Ends.TIMER)


def test_withdraw_takes_back_only_the_named_message():
    voice = TableVoice()
    voice.announce("farkle.bank", "Ana încasează 300")
    voice.withdraw("farkle.other")
    assert voice.announcement is not None
    voice.withdraw("farkle.bank")
    assert voice.announcement is None


def test_detail_lines_follow_the_text():
    voice = TableVoice()
    message = voice.announce("farkle.computer", "Calculatorul încasează", detail=("la 300",))
    assert message.lines() == ("Calculatorul încasează", "la 300")
