"""Settings resolution: env, config file, state file, flags."""

import pytest

from ltm_chat.config import ConfigError, load_settings, read_state, write_state


def test_home_holds_data_config_and_state(tmp_path):
    s = load_settings({"LTM_CHAT_HOME": str(tmp_path), "LTM_CHAT_USER": "bob"})
    assert s.paths.data_dir == tmp_path
    assert s.paths.db_uri == str(tmp_path / "db")
    assert s.paths.config_file == tmp_path / "config.toml"
    assert s.user_id == "bob"


def test_db_uri_override(tmp_path):
    s = load_settings({"LTM_CHAT_HOME": str(tmp_path), "LTM_CHAT_DB_URI": "s3://bucket/prefix"})
    assert s.paths.db_uri == "s3://bucket/prefix" and not s.paths.db_is_local


def test_config_file_models_and_keymap(tmp_path):
    (tmp_path / "config.toml").write_text(
        'model = "openai/gpt-4o-mini"\n[models."openai/local"]\napi_base = "http://127.0.0.1:9/v1"\n'
        '[keymap]\ntoggle-memory = "f6"\n[memory]\nmax_items = 42\n'
    )
    s = load_settings({"LTM_CHAT_HOME": str(tmp_path)})
    assert s.model == "openai/gpt-4o-mini"
    assert s.model_config("openai/local").api_base == "http://127.0.0.1:9/v1"
    assert s.keymap == {"toggle-memory": "f6"}
    assert s.max_items == 42


def test_env_beats_file_and_flags_beat_env(tmp_path):
    (tmp_path / "config.toml").write_text('model = "from-file"\n')
    env = {"LTM_CHAT_HOME": str(tmp_path), "LTM_CHAT_MODEL": "from-env"}
    assert load_settings(env).model == "from-env"
    assert load_settings(env, model="from-flag").model == "from-flag"
    assert load_settings(env, model=None).model == "from-env"


def test_broken_config_file_is_a_clear_error(tmp_path):
    (tmp_path / "config.toml").write_text("model = [unclosed\n")
    with pytest.raises(ConfigError, match="not valid TOML"):
        load_settings({"LTM_CHAT_HOME": str(tmp_path)})


def test_bad_max_items_is_a_clear_error(tmp_path):
    with pytest.raises(ConfigError, match="NODETOOL_MEMORY_MAX_ITEMS"):
        load_settings({"LTM_CHAT_HOME": str(tmp_path), "NODETOOL_MEMORY_MAX_ITEMS": "lots"})


def test_state_file_round_trip_is_private(tmp_path):
    path = tmp_path / "state" / "state.json"
    write_state(path, memory_toggle=True)
    write_state(path, theme="ltm-light")
    assert read_state(path) == {"memory_toggle": True, "theme": "ltm-light"}
    assert path.stat().st_mode & 0o777 == 0o600
    s = load_settings({"LTM_CHAT_HOME": str(tmp_path / "state")})
    assert s.memory_toggle is True and s.theme == "ltm-light"


def test_broken_state_file_is_ignored(tmp_path):
    (tmp_path / "state.json").write_text("{not json")
    assert load_settings({"LTM_CHAT_HOME": str(tmp_path)}).memory_toggle is None
