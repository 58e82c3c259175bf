"""`ltm-chat ask` against `llm` (simonw/llm), one question each, in turn, on the same fake server.

Each run is a fresh process; CPU seconds (user + system), wall seconds and peak RSS come from
the kernel's accounting of that child (os.wait4). The two commands alternate, so a busy
machine slows both alike: read the ratios. Rows:
- `ask --no-memory "hi there"` vs `llm -m fake 'hi there'`;
- `ask --memory` over 500 stored memories (lexical recall, no embedder download) vs `llm`;
- `ask` with no API key configured (fails; wall only).
Installs nothing: skips with a message when `llm` is not on PATH.

Bytecode: both programs run with their compiled bytecode, as installed programs do (pip
compiles `llm` at install; a checkout run with PYTHONDONTWRITEBYTECODE would recompile every
ltm_chat module at every run, ~0.5 CPU-s). The children write it under a private
PYTHONPYCACHEPREFIX, and one untimed run of each command comes first.

    .venv/bin/python bench/vs_llm.py [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.fakes.openai_server import FakeOpenAIServer  # noqa: E402

LTM = [str(Path(sys.executable).with_name("ltm-chat"))]


def run(cmd: list[str], env: dict[str, str]) -> tuple[float, float, float, int]:
    """(cpu seconds, wall seconds, peak RSS MiB, exit code) of one child process."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    return (
        usage.ru_utime + usage.ru_stime,
        wall,
        usage.ru_maxrss / 1024,
        os.waitstatus_to_exitcode(status),
    )


def environments(server: FakeOpenAIServer, tmp: Path) -> tuple[dict, dict]:
    base = {
        **{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
        "OPENAI_API_KEY": "sk-bench",
        "LITELLM_LOCAL_MODEL_COST_MAP": "True",
        "PYTHONPYCACHEPREFIX": str(tmp / "pycache"),
    }
    home = tmp / "ltm"
    home.mkdir()
    (home / "config.toml").write_text(
        f'model = "openai/fake-model"\n\n[models."openai/fake-model"]\napi_base = "{server.base_url}"\n',
        encoding="utf-8",
    )
    ltm = {**base, "LTM_CHAT_HOME": str(home), "NODETOOL_MEMORY_EMBEDDING_PROVIDER": "none"}
    llm_home = tmp / "llm"
    llm_home.mkdir()
    (llm_home / "extra-openai-models.yaml").write_text(
        f'- model_id: fake\n  model_name: fake-model\n  api_base: "{server.base_url}"\n',
        encoding="utf-8",
    )
    return ltm, {**base, "LLM_USER_PATH": str(llm_home)}


def seed(env: dict, count: int, tmp: Path) -> int:
    """`count` memories through `memories import` (a jsonl file); returns how many are stored."""
    import json

    path = tmp / "seed.jsonl"
    rows = (
        {"text": f"Fact number {i}: likes topic {i % 37} and place {i % 11}"} for i in range(count)
    )
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    subprocess.run(
        [*LTM, "memories", "import", str(path)], env=env, capture_output=True, check=False
    )
    listed = subprocess.run(
        [*LTM, "memories", "list", "--json"], env=env, capture_output=True, text=True, check=False
    )
    return len(json.loads(listed.stdout or "[]"))


def pair(name: str, a: list[str], env_a: dict, b: list[str], env_b: dict, runs: int) -> None:
    ours, theirs = [], []
    run(a, env_a), run(b, env_b)  # untimed: bytecode written, files cached
    for _ in range(runs):
        ours.append(run(a, env_a))
        theirs.append(run(b, env_b))
    bad = [r[3] for r in ours + theirs if r[3] != 0]
    med = [statistics.median(col) for col in zip(*[r[:3] for r in ours], strict=True)]
    ref = [statistics.median(col) for col in zip(*[r[:3] for r in theirs], strict=True)]
    print(
        f"| {name} | {med[0]:.2f} / {ref[0]:.2f} = **{med[0] / ref[0]:.2f}×** "
        f"| {med[1]:.2f} / {ref[1]:.2f} = **{med[1] / ref[1]:.2f}×** "
        f"| {med[2]:.0f} / {ref[2]:.0f} MiB | {'' if not bad else f'exit codes {bad}'} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    llm = shutil.which("llm") or shutil.which("llm", path=str(Path(sys.executable).parent))
    if not llm:
        print("`llm` is not installed (pip install llm): nothing to compare against")
        return
    server = FakeOpenAIServer().start()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            ltm_env, llm_env = environments(server, Path(tmp))
            theirs = [llm, "-m", "fake", "hi there"]
            print(
                f"load {os.getloadavg()[0]:.1f}, {args.runs} runs each, medians (ltm-chat / llm)\n"
            )
            print("| command | CPU s | wall s | peak RSS | |\n|---|---|---|---|---|")
            pair(
                "ask --no-memory",
                [*LTM, "ask", "--no-memory", "hi there"],
                ltm_env,
                theirs,
                llm_env,
                args.runs,
            )
            seed(ltm_env, 500, Path(tmp))
            pair(
                "ask --memory (500 memories, lexical)",
                [*LTM, "ask", "--memory", "hi there"],
                ltm_env,
                theirs,
                llm_env,
                args.runs,
            )
            no_key = {k: v for k, v in ltm_env.items() if k != "OPENAI_API_KEY"}
            walls = [
                run([*LTM, "ask", "-m", "openai/gpt-4o-mini", "hi"], no_key)[1]
                for _ in range(args.runs)
            ]
            print(
                f"\n`ask` with no API key: fails in {statistics.median(walls):.2f} s wall (median)"
            )
            print(f"load at the end {os.getloadavg()[0]:.1f}")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
