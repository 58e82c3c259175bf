"""Which lines of a hand-written corpus file are notes: "#" alone or "# …".

A data line may itself start with "#" ("### SYSTEM OVERRIDE ###", "#infosec twitter …"), so a
note needs the space.
"""


def is_note(line: str) -> bool:
    return line == "#" or line.startswith("# ")
