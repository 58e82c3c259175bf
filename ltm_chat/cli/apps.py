"""One way to build a typer (sub-)application: plain help text, -h and --help, no pretty tracebacks."""

from __future__ import annotations

from difflib import SequenceMatcher
from typing import Any

# How alike an unknown option and a real one must be to suggest it (difflib's own default).
SUGGEST_CUTOFF = 0.6


def new_typer(help: str, **options: Any) -> Any:
    """A typer app configured like every other ltm-chat command group."""
    import typer

    settings: dict[str, Any] = {
        "no_args_is_help": True,
        "add_completion": False,  # the root turns it on (main.py): the groups need it not
        "context_settings": {"help_option_names": ["-h", "--help"]},
        "rich_markup_mode": None,
        "pretty_exceptions_enable": False,
    }
    settings.update(options)
    return typer.Typer(help=help, **settings)


def sane_suggestions(option: str, candidates: list[str] | None) -> list[str]:
    """The candidates that look like `option` by their names: click compares them with their
    dashes, so the shared "--" alone made `--bogus` look like `--user`."""
    name = option.lstrip("-")
    return [
        c
        for c in candidates or []
        if SequenceMatcher(None, name, c.lstrip("-")).ratio() >= SUGGEST_CUTOFF
    ]


def root_group_class() -> type:
    """The root command's class: parses like typer's, suggests options by name (above)."""
    from typer.core import TyperGroup

    try:  # typer >= 0.20 vendors click
        from typer._click.exceptions import NoSuchOption
    except ImportError:  # pragma: no cover  (older typer on top of click)
        from click.exceptions import NoSuchOption

    class SuggestingGroup(TyperGroup):
        # Sub-commands parse inside the root's invoke(), root flags in make_context().
        def resolve_command(self, ctx: Any, args: list[str]) -> Any:
            name, cmd, rest = super().resolve_command(ctx, args)
            if cmd is not None:
                accept_root_flags_after(cmd, self.params)
            return name, cmd, rest

        def make_context(self, *args: Any, **kwargs: Any) -> Any:
            try:
                return super().make_context(*args, **kwargs)
            except NoSuchOption as exc:
                exc.possibilities = sane_suggestions(exc.option_name, exc.possibilities)
                raise

        def invoke(self, ctx: Any) -> Any:
            try:
                return super().invoke(ctx)
            except NoSuchOption as exc:
                exc.possibilities = sane_suggestions(exc.option_name, exc.possibilities)
                raise

    return SuggestingGroup


def accept_root_flags_after(command: Any, root_params: list[Any]) -> None:
    """Let every root flag follow the sub-command too (`memories list --incognito` means
    `--incognito memories list`): each leaf command the flag is not already an option of gets
    a hidden copy of the root's option that hands its value to the root, where
    `common.merge_root_flags` applies one rule to both positions (it applies, or it is a
    usage error)."""
    from ltm_chat.cli.tui_entry import ROOT_FLAGS

    subs = getattr(command, "commands", None)
    if subs is not None:
        for sub in subs.values():
            accept_root_flags_after(sub, root_params)
        return
    if getattr(command, "_ltm_root_flags", False):
        return
    command._ltm_root_flags = True
    taken = {p.name for p in command.params}
    spelt = {o for p in command.params for o in (*p.opts, *getattr(p, "secondary_opts", ()))}
    by_name = {p.name: p for p in root_params}
    for flag in ROOT_FLAGS:
        if flag.name in taken or flag.name not in by_name:
            continue
        option = _hidden_copy(by_name[flag.name], flag, spelt)
        if option is not None:
            command.params.append(option)


def _hidden_copy(option: Any, flag: Any, spelt: set[str]) -> Any:
    import copy

    from ltm_chat.cli.tui_entry import SWITCH

    opts = [o for o in option.opts if o not in spelt]
    secondary = [o for o in getattr(option, "secondary_opts", []) if o not in spelt]
    if not opts or (option.secondary_opts and not secondary):
        return None  # the command spells this flag otherwise: its own option wins

    def hand_to_root(ctx: Any, _param: Any, value: Any) -> None:
        if value is None or value == flag.default:
            return
        root = ctx.find_root()
        if not isinstance(root.obj, dict):
            root.obj = {}
        if flag.kind == SWITCH:
            root.obj[flag.name] = bool(root.obj.get(flag.name)) or bool(value)
        else:  # after the command is nearer to it: it wins over the same flag before it
            root.obj[flag.name] = value

    hidden = copy.copy(option)
    hidden.opts, hidden.secondary_opts = opts, secondary
    hidden.hidden, hidden.expose_value, hidden.callback = True, False, hand_to_root
    return hidden
