"""The on/off truth table of DESIGN.md §3, one test per row, plus env parsing."""

import pytest

from ltm_chat.gate import parse_env_flag, resolve_memory


@pytest.mark.parametrize("env", [None, "1", "0", "weird"])
@pytest.mark.parametrize("toggle", [None, True, False])
def test_row1_incognito_is_always_off(env, toggle):
    d = resolve_memory(True, env, toggle)
    assert (d.enabled, d.label, d.row, d.incognito) == (False, "Incognito", 1, True)


@pytest.mark.parametrize("env", ["0", "false", "NO", "Off", " off "])
@pytest.mark.parametrize("toggle", [None, True, False])
def test_row2_falsy_env_is_an_operator_veto(env, toggle):
    d = resolve_memory(False, env, toggle)
    assert (d.enabled, d.label, d.row) == (False, "Memory: off (disabled by operator)", 2)
    assert d.operator_veto


@pytest.mark.parametrize("env", [None, "1", "TRUE", "yes", "on", "garbage"])
def test_row3_session_toggle_off_vetoes(env):
    d = resolve_memory(False, env, False)
    assert (d.enabled, d.label, d.row) == (False, "Memory: off", 3)


@pytest.mark.parametrize("env", [None, "1", "true", "Yes", "ON"])
def test_row4_toggle_on_turns_memory_on(env):
    d = resolve_memory(False, env, True)
    assert (d.enabled, d.label, d.row) == (True, "Memory: on", 4)


@pytest.mark.parametrize("env", ["1", "true", "YES", "on"])
def test_row5_truthy_env_without_toggle_is_on(env):
    d = resolve_memory(False, env, None)
    assert (d.enabled, d.label, d.row) == (True, "Memory: on", 5)


@pytest.mark.parametrize("env", [None, "", "maybe", "2"])
def test_row6_default_off(env):
    d = resolve_memory(False, env, None)
    assert (d.enabled, d.label, d.row) == (False, "Memory: off", 6)


def test_unrecognised_env_value_counts_as_unset_and_says_so():
    flag = parse_env_flag("enabled-ish")
    assert flag.value is None and not flag.recognised
    assert "not recognised" in resolve_memory(False, "enabled-ish", None).reason
