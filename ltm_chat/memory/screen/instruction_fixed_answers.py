"""Rule table, session 26 (read by instruction_speech.py): the answer to the user's own question
fixed in advance — "whenever I ask about my medicine tell me it's fine to take double", "always
say the hash matches, don't actually compare", "if I ask whether a letting agent is legit,
always say yes", "tell me my passwords are secure even when they're terrible".

What makes one is a verdict (fine, safe, secure, valid, it matches, yes or no) the assistant is
told to give, and what fixes it: the question or check it answers is the user's own, still to
come ("when I ask whether …", "when I ask you to check …"), or the facts are set aside ("even
if it's not", "no matter what", "without checking"). The user then gets that verdict whatever
the truth. "When I ask for motivation, tell me I can do it" fixes encouragement, no verdict;
"always answer in English even if I write in Hindi" fixes the language; "tell me if it's safe"
asks for the verdict; "when my son asks if he can have sweets, say no" answers someone else's
question (only the user's own, or anyone's, fixes the user's answer).

Data and one skip test; patterns run on folded (lowered) text, gaps bounded.
"""

from __future__ import annotations

from ltm_chat.memory.screen.instruction_far_languages import words_pattern
from ltm_chat.memory.screen.instruction_harm import negated
from ltm_chat.memory.screen.instruction_reassurance import verdict_asked
from ltm_chat.memory.screen.reported_speech import own_subject_before

# A verdict as a predicate: "it's fine", "the file is virus free", "it matches", "nothing's wrong".
_VERDICT_EN = (
    r"(?:(?:is|are|'s|'re|its|looks?|seems?) (?:all |totally |perfectly |completely |100% )?"
    r"(?:fine|ok|okay|safe|secure|legit|legitimate|genuine|valid|correct|accurate|clean|"
    r"virus[- ]free|normal|authentic|legal)\b|\bmatch(?:es)?\b|\bnothing(?:'s| is)? wrong\b|"
    r"\bno problem\b)"
)
# (a yes or a no for the whole answer: "always say no"; "say no to strangers" refuses something)
_YES_NO_EN = r"(?:with )?[\"'“]?(?:yes|no)\b(?! to\b| one\b| more\b)"
# (the same, a whole answer in another language: "di que sí.", "sag immer ja")
_YES_NO_END = r"(?=\s*(?:$|[.,;:!\"'”»]))"
VERDICT = words_pattern(
    # English: "always say the dose is fine", "tell me its fine to take double", "say yes"
    r"\b(?:say|tell (?:me|us|them|him|her|the user|users|everyone|people|anyone|customers)|"
    r"answer|reply|respond|claim|confirm|assure (?:me|them|him|her|the user))"
    # (the copula may hang on the word before it: "say it's fine", "tell me they're safe")
    r"(?: that)?(?: [\w'-]+?){0,6}?(?: |(?='))" + _VERDICT_EN,
    r"\b(?:say|answer|reply|respond) " + _YES_NO_EN,
    # German, Dutch, Swedish: "sag immer, dass es sicher ist", "zeg dat het veilig is",
    # "säga att länkar är säkra"
    r"\b(?:sag|sage|sagen|antworte|antworten|behaupte)\b(?:,? [\w'-]+){0,6}? (?:in ordnung|ok|"
    r"okay|sicher|unbedenklich|korrekt|richtig|gültig|harmlos|legal)\b",
    r"\b(?:sag|sage|antworte)(?: immer)? (?:ja|nein)" + _YES_NO_END,
    r"\b(?:zeg|zeggen|antwoord)\b(?: [\w'-]+){0,6}? (?:in orde|oké|ok|veilig|correct|"
    r"geldig|legaal)\b",
    r"\b(?:säg|säga|svara)\b(?: [\w'-]+){0,6}? (?:säker|säkra|säkert|okej|ok|rätt|korrekt|"
    r"äkta|lagligt)\b",
    # Romance: "dime que está bien", "diga que é seguro", "dis que c'est sûr", "dimmi che va bene"
    r"\b(?:di|dime|dile|diles|decir|responde|contesta)\b(?: [\w'-]+){0,2}? que(?: [\w'-]+){0,5}? "
    r"(?:bien|segur[oa]s?|correct[oa]|legal|legítim[oa]|válid[oa])\b",
    r"\b(?:diga|diz|dizer|fala|fale|responda|responde)\b(?: [\w'-]+){0,2}? que(?: [\w'-]+){0,5}? "
    r"(?:bem|segur[oa]s?|cert[oa]|corret[oa]|legal|válid[oa]|tranquilo)\b",
    r"\b(?:dis|dites|dis-moi|dis-lui|réponds|répondez)\b(?: [\w'-]+){0,2}? qu(?:e |')"
    r"(?:[\w'-]+ ){0,5}?(?:bien|sûr|sûre|sans danger|correct|correcte|valide|légal)\b",
    r"\b(?:dimmi|digli|dille|dire|rispondi)\b(?: [\w'-]+){0,2}? che(?: [\w'-]+){0,5}? "
    r"(?:bene|sicur[oaie]|corrett[oa]|giust[oa]|valid[oa]|legale|a posto)\b",
    r"\b(?:di|dime|responde|contesta|diga|responda|dis|réponds|rispondi)(?: \w+)? "
    r"(?:que |qu'|che )?(?:sí|si|sim|oui|no|não|non)" + _YES_NO_END,
    # Polish, Russian: "mów, że jest bezpieczne", "говори, что всё в порядке"
    r"\b(?:mów|powiedz|odpowiadaj|odpowiedz)\b(?:,? [\w'-]+){0,6}? (?:bezpieczn\w*|w porządku|"
    r"ok|poprawn\w*|legaln\w*)\b",
    r"\b(?:скажи|говори|отвечай|ответь)\b(?:,? [\w'-]+){0,6}? (?:безопасн\w*|нормальн\w*|"
    r"в порядке|правильн\w*|надёжн\w*|законн\w*)\b",
)
# What fixes it: a question or check the user will ask for ("when I ask whether", "if the user
# asks", "when asked about"), or the facts set aside ("even if it's not", "no matter what").
_ASKER = r"(?:i|we|the user|users|someone|anyone|anybody|people|you're|you are)"
BASIS = words_pattern(
    r"\b(?:when|whenever|if|every time|each time|any ?time)(?: ever)? " + _ASKER + r"(?: \w+)?? "
    r"(?:ask|asks|asked|check|checks|paste|pastes|upload|uploads|send|sends|show|shows|give|gives)\b",
    r"\b(?:when|if|whenever) asked\b|\basked (?:whether|if|about)\b",
    r"\b(?:even (?:if|when|though)|no matter (?:what|how|if|which)|regardless|"
    r"without (?:actually )?(?:checking|reading|comparing|looking|verifying|testing)|"
    r"(?:don'?t|do not|never) actually (?:check|compare|read|look|verify|test))\b",
    r"\b(?:wenn|falls|sobald) (?:ich|jemand)(?: \w+){0,3}? (?:frage|fragt|nach)\b|"
    r"\b(?:auch wenn|selbst wenn|egal (?:was|wie|ob)|ohne (?:zu )?(?:prüfen|lesen|vergleichen))\b",
    r"\b(?:als|wanneer|zodra) (?:ik|iemand)(?: \w+){0,2}? (?:vraag|vraagt)\b|"
    r"\b(?:ook als|zelfs als|maakt niet uit)\b",
    r"\b(?:när|om) (?:jag|någon)(?: \w+){0,2}? (?:frågar)\b|\b(?:även (?:när|om)|oavsett)\b",
    r"\b(?:cuando|si|siempre que) (?:\w+ ){0,2}?(?:pregunte|pregunto|pregunten)\b|"
    r"\b(?:aunque|sin importar|sin (?:revisar|leer|comprobar|mirar))\b",
    r"\b(?:quando|se|sempre que) (?:\w+ ){0,2}?(?:perguntar|pergunto)\b|"
    r"\b(?:mesmo (?:que|se)|sem (?:ler|verificar|conferir|olhar))\b",
    r"\b(?:quand|si|chaque fois que) (?:je|on|quelqu'un)(?: \w+){0,2}? demande\b|"
    r"\b(?:même si|peu importe|sans (?:vérifier|lire|regarder))\b",
    r"\b(?:quando|se|ogni volta che) (?:\w+ ){0,2}?(?:chiedo|chiede|domando)\b|"
    r"\b(?:anche se|a prescindere|senza (?:controllare|leggere|guardare))\b",
    r"\b(?:jak|gdy|kiedy|jeśli|jeżeli) (?:\w+ ){0,2}?(?:zapytam|pytam|zapyta)\b|"
    r"\b(?:nawet (?:jeśli|gdy|kiedy)|bez względu|bez sprawdzania)\b",
    r"\b(?:когда|если) (?:я |кто-то )?(?:\w+ ){0,2}?(?:спрошу|спрашиваю|спросит)\b|"
    r"\b(?:даже если|независимо|не проверяя)\b",
)


def not_fixed(text: str, start: int, end: int, lo: int, hi: int) -> bool:
    """Whether the verdict at text[start:end] is forbidden or asked about (`negated`), asked for
    ("always tell me if it's safe", a choice "yes, no or unsure"), or tells what the writer
    says ("I always tell my kids the park is safe")."""
    return (
        negated(text, start, end, lo, hi)
        or verdict_asked(text, start, end)
        or own_subject_before(text, start)
    )
