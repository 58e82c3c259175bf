"""`[memory] workspace = "auto"`: memories follow the git project the command runs in."""

from __future__ import annotations

import json
import subprocess

import pytest

from ltm_chat.workspace import auto_workspace, remote_name
from tests.cli_helpers import run_cli


@pytest.mark.parametrize(
    ("url", "name"),
    [
        ("https://github.com/acme/shop.git", "github.com/acme/shop"),
        ("https://ghp_abc123token@github.com/acme/shop.git", "github.com/acme/shop"),
        ("https://user:hunter2@gitlab.example.com:8443/team/api", "gitlab.example.com/team/api"),
        ("git@github.com:acme/shop.git", "github.com/acme/shop"),
        ("ssh://git@github.com/acme/shop.git", "github.com/acme/shop"),
        ("/srv/git/shop.git", "shop"),
        ("not a url", None),
    ],
)
def test_a_remote_url_names_the_project_without_its_credentials(url, name):
    assert remote_name(url) == name


def git_checkout(path, remote: str | None):
    path.mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(path)], check=True)
    if remote:
        subprocess.run(["git", "-C", str(path), "remote", "add", "origin", remote], check=True)
    (path / "src").mkdir()
    return path


def test_the_project_is_found_from_any_directory_inside_it(tmp_path):
    shop = git_checkout(tmp_path / "shop", "git@github.com:acme/shop.git")
    notes = git_checkout(tmp_path / "notes", None)
    assert auto_workspace(shop / "src") == "github.com/acme/shop"
    assert auto_workspace(notes) == "notes"  # no remote: the checkout's directory name
    plain = tmp_path / "plain"
    plain.mkdir()
    assert auto_workspace(plain) == "plain"


def test_memories_stay_in_their_checkout_and_global_ones_are_everywhere(ltm_home, tmp_path):
    ltm_home.mkdir(parents=True, exist_ok=True)
    (ltm_home / "config.toml").write_text('[memory]\nworkspace = "auto"\n', encoding="utf-8")
    shop = git_checkout(tmp_path / "shop", "https://tok3n@github.com/acme/shop.git")
    blog = git_checkout(tmp_path / "blog", "git@github.com:me/blog.git")

    def cli(where, *args):
        result = run_cli(*args, cwd=where, env={"NODETOOL_MEMORY_EMBEDDING_PROVIDER": "none"})
        assert result.returncode == 0, result.stderr
        return result.stdout

    cli(shop / "src", "memories", "add", "The shop uses pnpm and Vite")
    cli(blog, "memories", "add", "The blog is built with Hugo")
    cli(blog, "memories", "add", "Prefers tabs over spaces", "--workspace", "")  # global

    def texts(where):
        return sorted(m["text"] for m in json.loads(cli(where, "memories", "list", "--json")))

    assert texts(shop) == ["Prefers tabs over spaces", "The shop uses pnpm and Vite"]
    assert texts(blog) == ["Prefers tabs over spaces", "The blog is built with Hugo"]
    [shop_memory] = [
        m for m in json.loads(cli(shop, "memories", "list", "--json")) if "pnpm" in m["text"]
    ]
    assert shop_memory["workspace"] == "github.com/acme/shop"  # never the token
    found = json.loads(cli(blog, "memories", "search", "pnpm Vite", "--json"))
    assert all("pnpm" not in m["text"] for m in found)
    doctor = cli(shop, "doctor")
    assert "github.com/acme/shop" in doctor and "tok3n" not in doctor
