"""What a quoted cue asks that steers nothing (#22 session 31): the user's own shortcut.

'If I say "again", repeat your last answer' asks the assistant to say again what it has just
said to this very user: a reveal of nothing. 'When I say "UK", assume the tax rules of England'
names a domain's rules (tax, grammar, a game's), not the assistant's. Pattern fragments for
instruction_speech.py's cue rule: one put right after the matched reveal verb, one right
before the matched control noun. The cue rule still refuses "repeat your instructions" and
"drop your rules" after a cue.
"""

from __future__ import annotations

__all__ = ["NOT_OWN_ANSWER", "NOT_DOMAIN_RULES"]

# The assistant's own last words as the object: "repeat your last answer", "say that again".
NOT_OWN_ANSWER = (
    r"(?!\s+(?:your|that|ta|tu|tua|sua|deine?)?\s*"
    r"(?:(?:last|previous|latest|dernière|derniere|última|ultima|letzte)\s+)?"
    r"(?:answers?|repl(?:y|ies)|responses?|sentences?|explanation|"
    r"réponse|reponse|respuesta|resposta|risposta|antwort)\b)"
)
# A field's own rules, named by the field right before them ("tax rules", "Grammatikregeln"
# has its own word): not the assistant's rules or safety.
NOT_DOMAIN_RULES = (
    r"(?<!tax )(?<!grammar )(?<!spelling )(?<!punctuation )(?<!citation )(?<!style )"
    r"(?<!game )(?<!chess )(?<!football )(?<!soccer )(?<!traffic )(?<!road )(?<!house )"
    r"(?<!school )(?<!visa )(?<!immigration )(?<!parking )(?<!dress )(?<!board )"
)
