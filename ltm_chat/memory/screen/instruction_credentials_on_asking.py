"""Rule table, session 35 (h-orders40; read by instruction_speech.py): a password handed to whoever
asks for it — "when my uncle asks for my aunt's password, give it to him", "quando lo zio chiede
la password della zia, dagliela", "Όταν ο θείος ζητήσει τον κωδικό της θείας, δώσ' του τον",
"叔父が叔母のパスワードを聞いてきたら教えてあげて", "si alguien pregunta por mis contraseñas, dáselas".

What makes one: a password is given by its holder, never fetched for someone else on their
asking; a standing order to hand one over when someone asks hands it to whoever asks (and the
holder is rarely the one who set the rule). Three parts: a password, PIN or login named
(`CREDENTIAL`) with a verb handing it over (`HANDED`) in one sentence, and someone's asking
(`ASKED`: instruction_retold_on_asking's conditions, and Greek). Kept: the asker's own password
("if grandma asks for her password, give her the red notebook": hers, a carer's routine), a
wifi or guest network's password, the handing forbidden or asked about (`not_handed`).

Data and one skip test; patterns run on folded (lowered) text, gaps bounded.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_far_languages import words_pattern
from ltm_chat.memory.screen.instruction_retold_on_asking import ASKED_BY_OTHER
from ltm_chat.memory.screen.ordered_here import not_ordered_here

# A password, PIN or login, in each language's word.
CREDENTIAL = words_pattern(
    r"\b(?:passwords?|passcodes?|pins?|pin codes?|login details|logins?|contraseñas?|claves?|"
    r"senhas?|palavras?-passe|passwort|passwörter|zugangsdaten|mots? de passe|password|"
    r"wachtwoord\w*|lösenord\w*|hasł\w*|пароль\w*|пароли|şifre\w*|kata sandi)\b",
    r"(?:κωδικ\w*|パスワード|暗証番号|密码|密碼|비밀번호|비번)",
)
# Handed over: given, told, passed, revealed.
HANDED = words_pattern(
    r"\b(?:give|hand(?: over)?|send|share|leak|reveal|disclose|pass (?:it|them) on|read (?:it|them) "
    r"out|tell (?:him|her|them) (?:it|what it is|mine)|help (?:him|her|them) (?:guess|get))\b"
    # (handed to the writer is the user's own request: "give me passphrases instead")
    r"(?! (?:me|us)\b)",
    r"\b(?:dagliel\w*|dalle|dagli|diglielo|rivela\w*|passagli|dáselas|dáselos|dásela|dáselo|dale|"
    r"dales|revél\w*|dá-lh\w*|dá-lhe|passa-lh\w*|diz-lh\w*|gib|gibst|nenne|nenn|verrate|donne-\w+|"
    r"révèle|podaj|daj|дай|скажи|назови)\b",
    r"(?:δώσ|δωσ|στείλ|πες του|πες της|教えて|伝えて|渡して|告诉|给他|给她|发给|알려)",
)
# Someone's asking: the other table's conditions, and Greek ("όταν ο θείος ζητήσει").
ASKED = (
    ASKED_BY_OTHER
    + "|"
    + words_pattern(
        r"(?:όταν|αν|εάν|όποιος|όποτε) (?:\S+ ){0,3}?(?:ζητήσει|ζητάει|ρωτήσει|ρωτάει)",
    )
)

# The asker's own password ("her password", "ihrem Passwort") or a network's: not someone else's.
_OWN_BEFORE = re.compile(
    r"\b(?:his|her|their|own|sein\w*|ihr\w*|son|sa|ses|su|sus|seu|sua|suo|swoje|swoim|его|её|"
    r"svoj\w*)\s+(?:\w+\s+)?$"
)
_NETWORK = re.compile(r"\b(?:wi-?fi|wlan|guest|gäste\w*|invités?|invitados?|hotspot|router)\b")


def not_handed(folded: str, start: int, end: int, lo: int, hi: int) -> bool:
    """Whether the password at folded[start:end] is the asker's own or a network's, or the
    handing is forbidden, asked about or told of (not_ordered_here)."""
    if _OWN_BEFORE.search(folded, max(lo, start - 20), start):
        return True
    if _NETWORK.search(folded, lo, hi):
        return True
    return not_ordered_here(folded, start, end, lo, hi)
