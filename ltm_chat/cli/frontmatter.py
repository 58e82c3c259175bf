"""The YAML frontmatter of memory files, read and written by PyYAML (its safe loader and dumper).

Plain words are read by the YAML 1.2 core schema — null/~, true/false, integers, decimals, every
other word a string — not by PyYAML's YAML 1.1 one: version 0.1.0 wrote `key: on`,
`workspace: 1:20` and `created: 2026-11-02T10:00:00+00:00` plain, which YAML 1.1 reads as a
boolean, a sexagesimal number and a datetime. A time stays the text written (the importer reads
ISO 8601). The writer quotes every string that either schema would read as something else, so
any YAML reader reads it back as text.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

FENCE = "---"
_BLOCK_FIRST_LINE = 2  # the frontmatter's first line is the file's second (after `---`)
_NO_FOLDING = 1 << 30  # one value per line: a long text is never folded

# The YAML 1.2 core schema's plain scalars (yaml.org/spec/1.2.2 §10.3.2), in the order tried.
_CORE = [
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
    ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", list("tTfF")),
    ("tag:yaml.org,2002:int", r"^[-+]?[0-9]+$", list("-+0123456789")),
    (
        "tag:yaml.org,2002:float",
        r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
        r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
        list("-+.0123456789"),
    ),
]
_DECIMAL = re.compile(r"[-+]?[0-9]+")
_RAW_BREAKS = "\x85\u2028\u2029"


class FrontmatterError(ValueError):
    """Frontmatter that is not a YAML map of fields; the message names the line."""


class _Loader(yaml.SafeLoader):
    """PyYAML's safe loader with core-schema words, times kept as text, a repeated field refused."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[str] = set()
        for key_node, _ in node.value:
            if isinstance(key_node, yaml.ScalarNode):
                if key_node.value in seen:
                    raise yaml.constructor.ConstructorError(
                        problem=f"`{key_node.value}` appears twice",
                        problem_mark=key_node.start_mark,
                    )
                seen.add(key_node.value)
        return super().construct_mapping(node, deep=deep)

    def construct_core_int(self, node: yaml.ScalarNode) -> int:
        # 1.1's `012` is octal 10; in the core schema (and in 0.1.0) it is twelve
        text = self.construct_scalar(node)
        if isinstance(text, str) and _DECIMAL.fullmatch(text):
            return int(text)
        return self.construct_yaml_int(node)

    def construct_text(self, node: yaml.ScalarNode) -> Any:
        return self.construct_scalar(node)


_Loader.yaml_implicit_resolvers = {}
for _tag, _pattern, _first in _CORE:
    _Loader.add_implicit_resolver(_tag, re.compile(_pattern), _first)
_Loader.add_constructor("tag:yaml.org,2002:int", _Loader.construct_core_int)
_Loader.add_constructor("tag:yaml.org,2002:timestamp", _Loader.construct_text)


class _Dumper(yaml.SafeDumper):
    """Quotes a string that YAML 1.1 or 1.2 would read as another type; indents block lists
    under their field (as 0.1.0 wrote them); lists of plain values in one line (`[a, b]`)."""

    def increase_indent(self, flow: bool = False, indentless: bool = False) -> None:
        super().increase_indent(flow, False)

    def ignore_aliases(self, data: Any) -> bool:
        return True

    def represent_text(self, data: str) -> yaml.ScalarNode:
        # PyYAML writes NEL and the Unicode line separators raw, and reads them back as folds
        style = '"' if any(c in data for c in _RAW_BREAKS) else None
        return self.represent_scalar("tag:yaml.org,2002:str", data, style=style)

    def represent_list(self, data: list[Any]) -> yaml.SequenceNode:
        plain = all(not isinstance(v, dict | list) for v in data)
        return self.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=plain)


for _tag, _pattern, _first in _CORE:  # on top of the 1.1 resolvers it inherits
    _Dumper.add_implicit_resolver(_tag, re.compile(_pattern), _first)
_Dumper.add_representer(list, _Dumper.represent_list)
_Dumper.add_representer(str, _Dumper.represent_text)


def split(text: str) -> tuple[str | None, str]:
    """(frontmatter text or None, body). A file without a leading `---` line is all body."""
    text = text.removeprefix("\ufeff")
    lines = text.split("\n")
    if not lines or lines[0].rstrip("\r").rstrip() != FENCE:
        return None, text
    for number, line in enumerate(lines[1:], 1):
        if line.rstrip("\r").rstrip() in (FENCE, "..."):
            return "\n".join(lines[1:number]), "\n".join(lines[number + 1 :])
    raise FrontmatterError("the frontmatter opened by `---` on line 1 is never closed")


def parse(block: str) -> dict[Any, Any]:
    """The map of fields in a frontmatter block (line numbers count from the opening `---`)."""
    try:
        fields = yaml.load(block, Loader=_Loader)  # noqa: S506 (a SafeLoader subclass)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = f"line {mark.line + _BLOCK_FIRST_LINE}: " if mark else ""
        problem = " ".join(str(exc.problem or exc.context or "not valid YAML").split())
        raise FrontmatterError(f"{where}{problem} (the frontmatter is not valid YAML)") from None
    except yaml.YAMLError as exc:
        raise FrontmatterError(f"the frontmatter is not valid YAML ({exc})") from None
    except RecursionError:
        raise FrontmatterError("the frontmatter is nested too deeply") from None
    if fields is None:
        return {}
    if not isinstance(fields, dict):
        raise FrontmatterError(
            f"line {_BLOCK_FIRST_LINE}: the frontmatter must be `name: value` fields, "
            f"not a {'list' if isinstance(fields, list) else 'single value'}"
        )
    return fields


def dump(fields: dict[str, Any]) -> str:
    """A frontmatter block (with its `---` fences) for `fields`; None values are left out, also
    inside the maps of a list (history)."""
    kept = {
        name: [_without_none(v) for v in value] if isinstance(value, list) else value
        for name, value in fields.items()
        if value is not None
    }
    text = yaml.dump(
        kept,
        Dumper=_Dumper,
        sort_keys=False,
        allow_unicode=True,
        width=_NO_FOLDING,
        default_flow_style=False,
    )
    return f"{FENCE}\n{text}{FENCE}\n"


def _without_none(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: v for k, v in value.items() if v is not None}
    return value
