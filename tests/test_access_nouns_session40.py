"""#22 session 40 (h-creds43): Wolof's copula "mooy" between a credential's noun and its value,
"sama" (my), "bi", "gi" (the), "ci" (in) between. Kept: a description or a question after it."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "Sama PIN bu banque mooy 4471",
    "Code bi mooy 5520",
    "Sama PIN Wave mooy 3318",
]

KEPT = [
    "Sama code dafa gudd",
    "Code bi mooy lan?",
    "Sama code Wave dama ko fàtte",
]

test_wolof_values_refused, test_wolof_without_values_kept = screen_cases(REFUSED, KEPT, "secret")
