"""config.toml validation (issue #11 item 8): wrong types, unknown keys, bad key names and
unknown providers are one line naming the file, the key and what was expected — exit 1 for
commands and for the TUI entry, listed by `doctor`."""

from __future__ import annotations

import json
import re
import string
import tomllib
from pathlib import Path

import pytest

from ltm_chat.config import load_settings
from ltm_chat.config_schema import SCHEMA, Field, Section, key_problem, validate
from tests.cli_helpers import assert_one_line_error, invoke, run_cli

README = Path(__file__).resolve().parents[1] / "README.md"

# (config text, the key named, words of the expected type or the hint)
BAD_CONFIGS = [
    ('[memory]\nmax_items = "lots"\n', "memory.max_items", "a whole number"),
    ('[memory]\nrecall_limit = "x"\n', "memory.recall_limit", "a whole number from 1 to 100"),
    ("models = [1, 2]\n", "models = [1, 2]", 'table of [models."provider/name"]'),
    ('keymap = "x"\n', 'keymap = "x"', "[keymap] table"),
    ('modle = "openai/gpt-4o-mini"\n', 'unknown key "modle"', 'did you mean "model"?'),
    ("[memory]\nmax_itmes = 5\n", 'unknown key "memory.max_itmes"', '"memory.max_items"?'),
    (
        '[keymap]\n"app.toggle_memory" = "nonsense+key"\n',
        'keymap."app.toggle_memory"',
        '"nonsense" is not a modifier',
    ),
    (
        '[keymap]\n"app.toggle_panel" = "ctrl+questoin_mark"\n',
        'keymap."app.toggle_panel"',
        'did you mean "question_mark"?',
    ),
    (
        '[memory]\nembedding_provider = "gemeni"\n',
        "memory.embedding_provider",
        'did you mean "gemini"?',
    ),
    ('model = "nonsenseprovider/gpt-9"\n', "model", "not a provider litellm knows"),
    ('[models."openai/x"]\napi_base = 5\n', 'models."openai/x".api_base', "a URL"),
]


def _write_config(home: Path, text: str) -> Path:
    home.mkdir(parents=True, exist_ok=True)
    path = home / "config.toml"
    path.write_text(text, "utf-8")
    return path


@pytest.mark.parametrize(("text", "key", "expected"), BAD_CONFIGS)
def test_a_bad_config_is_one_line_naming_file_key_and_expectation(ltm_home, text, key, expected):
    path = _write_config(ltm_home, text)
    result = invoke("memories", "list")
    assert_one_line_error(result, str(path), key, expected)


@pytest.mark.parametrize("command", [["ask", "hi"], ["conversations", "list"], ["keys", "list"]])
def test_every_command_stops_on_a_bad_config(ltm_home, command):
    path = _write_config(ltm_home, '[memory]\nmax_items = "lots"\n')
    result = invoke(*command)
    if command[0] == "keys":  # keys never read the config: they work with a broken one
        assert result.exit_code == 0, result.stderr
        return
    assert_one_line_error(result, str(path), "memory.max_items")


def test_several_problems_are_one_line_that_points_to_doctor(ltm_home):
    path = _write_config(ltm_home, 'modle = "x"\nkeymap = "x"\n[memory]\nmax_items = "lots"\n')
    result = invoke("memories", "list")
    assert_one_line_error(
        result, str(path), 'unknown key "modle"', "(and 2 more: run `ltm-chat doctor`)"
    )


@pytest.mark.parametrize("argv", [[], ["--theme", "ltm-light"], ["inspect"]])
def test_the_tui_entry_prints_the_same_line_and_exits_1(ltm_home, argv):
    path = _write_config(ltm_home, '[keymap]\n"app.toggle_memory" = "nonsense+key"\n')
    done = run_cli(*argv, timeout=60)
    assert_one_line_error(done, str(path), 'keymap."app.toggle_memory"', "is not a modifier")
    assert done.stdout == ""  # no frame was drawn


def test_doctor_lists_every_problem_and_still_reports(ltm_home):
    path = _write_config(
        ltm_home,
        'modle = "x"\nmodels = [1, 2]\nkeymap = "x"\n'
        '[memory]\nmax_items = "lots"\nrecall_limit = "x"\n',
    )
    result = invoke("doctor", "--json")
    assert result.exit_code == 1, result.stderr  # a script sees the broken config
    report = json.loads(result.stdout)
    problems = report["data"]["config_problems"]
    assert len(problems) == 5 and all(p.startswith(f"{path}: ") for p in problems)
    assert report["memory"]["label"]  # the rest of the report is still there
    text = invoke("doctor").stdout
    for key in ('"modle"', "models = [1, 2]", 'keymap = "x"', "memory.max_items", "recall_limit"):
        assert key in text


def test_lenient_settings_fall_back_to_defaults_for_bad_keys_only(ltm_home):
    _write_config(ltm_home, 'model = "openai/gpt-4o-mini"\n[memory]\nmax_items = "lots"\n')
    settings = load_settings(strict=False)
    assert settings.model == "openai/gpt-4o-mini" and settings.max_items == 500
    assert len(settings.config_problems) == 1


def test_the_readme_example_config_is_valid(ltm_home):
    blocks = re.finditer(r"```toml\n(.*?)```", README.read_text("utf-8"), re.S)
    block = next((b for b in blocks if "[keymap]" in b.group(1)), None)  # the full example
    assert block, "README has a config.toml example"
    assert validate(tomllib.loads(block.group(1))).problems == []
    _write_config(ltm_home, block.group(1))
    settings = load_settings()
    assert settings.keymap == {"app.toggle_memory": "f2"} and settings.max_items == 500


def test_valid_values_are_kept_and_open_model_tables_pass_extras():
    raw = {
        "model": "openai/gpt-4o-mini",
        "models": {"openai/local": {"api_base": "http://127.0.0.1:9/v1", "temperature": 0.2}},
        "keymap": {"app.toggle_memory": "f2, ctrl+shift+m", "chat.cancel": "escape"},
        "memory": {"max_items": 0, "recall_limit": 6, "embedding_provider": "Local"},
    }
    result = validate(raw)
    assert result.problems == []
    assert result.values["keymap"]["app.toggle_memory"] == "f2,ctrl+shift+m"
    assert result.values["models"]["openai/local"]["temperature"] == 0.2
    assert result.values["memory"]["embedding_provider"] == "local"


def test_booleans_are_not_numbers():
    problems = validate({"memory": {"max_items": True}}).problems
    assert [p.key for p in problems] == ["memory.max_items"]


def test_a_new_section_is_one_schema_entry():
    schema = Section({**SCHEMA.fields, "storage": Section({"uri": Field("a URI", str.strip)})})
    assert validate({"storage": {"uri": " s3://b "}}, schema).values == {
        "storage": {"uri": "s3://b"}
    }
    problems = validate({"storage": {"url": "x"}}, schema).problems
    assert (
        problems[0].message
        == 'unknown key "storage.url" in [storage] (did you mean "storage.uri"?)'
    )


def test_key_names_are_the_ones_textual_understands():
    from textual.keys import Keys, _character_to_key

    # every named key of Textual, and the name Textual gives every printable ASCII character
    names = [k.value for k in Keys if not k.value.startswith("<") and k.value != "ctrl-at"]
    names += [_character_to_key(c) for c in string.printable if not c.isspace() or c == " "]
    assert [n for n in names if key_problem(n) is not None] == []
    for bad in ("nonsense+key", "key", "ctrl+", "hyper+nope", "ctrl+f25"):
        assert key_problem(bad) is not None, bad


def test_doctor_names_keymap_ids_that_no_binding_has(ltm_home):
    path = _write_config(ltm_home, '[keymap]\n"app.toggle_memroy" = "f2"\n"chat.cancel" = "f3"\n')
    assert invoke("memories", "list").exit_code == 0  # a stale id does not stop commands
    problems = json.loads(invoke("doctor", "--json").stdout)["data"]["config_problems"]
    assert problems == [
        f'{path}: keymap."app.toggle_memroy" is not a binding id (did you mean "app.toggle_memory"?)'
    ]


def test_every_binding_id_the_readme_names_exists():
    from ltm_chat.tui.binding_ids import binding_ids

    named = set(re.findall(r"\b(?:app|chat)\.[a-z_]+", README.read_text("utf-8")))
    assert named and named <= binding_ids()


def test_a_misspelt_key_under_a_model_stops_commands_and_doctor_lists_it(ltm_home):
    path = _write_config(
        ltm_home,
        'model = "openai/x"\n[models."openai/x"]\napi_bsae = "http://127.0.0.1:9/v1"\n'
        "temperature = 0.2\n",
    )
    result = invoke("memories", "list")
    assert_one_line_error(
        result,
        str(path),
        'models."openai/x".api_bsae',
        '(did you mean "models."openai/x".api_base"?)',
    )
    report = invoke("doctor", "--json")
    assert report.exit_code == 1
    [problem] = json.loads(report.stdout)["data"]["config_problems"]
    assert "api_bsae" in problem and str(path) in problem


def test_the_model_keys_passed_to_litellm_are_its_call_parameters():
    import inspect

    from ltm_chat.config_schema import LITELLM_CALL_PARAMS
    from ltm_chat.llm import load_litellm

    accepted = set(inspect.signature(load_litellm().completion).parameters)
    assert set(LITELLM_CALL_PARAMS) <= accepted, set(LITELLM_CALL_PARAMS) - accepted
