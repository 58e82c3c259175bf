"""An order's verb that someone else makes an AI do: told of, not said to the assistant.

"Why people try to trick chatbots into ignoring their rules", "chatbots can be tricked into
ignoring their rules", "man kann Chatbots dazu bringen, ihre Regeln zu ignorieren", "engañan
a las IA para saltarse las normas": the verb of bypassing
is the complement of a causative (trick … into, get … to, dazu bringen … zu, engañar … para)
whose subject is a third person. The AI is the one acted on and the clause reports what people
do to AIs; nobody tells the assistant anything. Still an order: the causative opening its
clause ("trick the AI into …", an imperative), the assistant spoken to ("they trick *you* into
ignoring *your* rules"), or a standing scope ("from now on").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_words import _STANDING

__all__ = ["made_to_by_others"]

# The causative, then up to four words (the one made to act), then the word that links its
# complement, ending right before the verb read (lowered text). Only forms a subject governs:
# English bare forms need a word before them (checked below); German "dazu bringen" is never
# the imperative ("bring sie dazu"); Romance forms are third person, past, infinitive or gerund.
_CAUSATIVE = re.compile(
    r"(?<!\w)(?:"
    # English: trick/get/fool/coax/manipulate/convince/persuade/talk/push … into/to
    r"(?:trick(?:s|ed|ing)?|get(?:s|ting)?|got|fool(?:s|ed|ing)?|coax(?:es|ed|ing)?|"
    r"manipulat(?:e|es|ed|ing)|convinc(?:e|es|ed|ing)|persuad(?:e|es|ed|ing)|"
    r"talk(?:s|ed|ing)?|push(?:es|ed|ing)?|lur(?:e|es|ed|ing))"
    r"(?: [\w'-]+){1,4} (?:into|to)"
    # (session 35) English "make" with a bare verb: "spends all day trying to make them reveal …"
    r"|(?:makes?|making|made)(?: [\w'-]+){1,3}"
    # (session 33) the passive, the AI its subject: "chatbots can be tricked into ignoring …";
    # (session 34) told as what may happen or did, by deceit ("users must be talked into …",
    # "get pushed to …" order it: not read)
    r"|(?:(?:can|could|may|might)(?: \w+)? be|(?:is|are|was|were|got|been)(?: \w+)?) "
    r"(?:tricked|fooled|coaxed|manipulated|lured) into"
    # (session 34) Swedish, Danish, Norwegian: lurade/fick/övertalade … att, fik … til at/å
    r"|(?:lurade|lurar|lurat|fick|får|fått|fik|fikk|övertalade|övertalar|manipulerade|"
    r"manipulerar)(?: [\w':-]+){1,4} (?:att|til at|til å)"
    # German: … dazu bringen/bringt/gebracht/brachte, … zu
    r"|dazu (?:zu )?(?:bringen|bringt|gebracht|brachte\w*)\b[^.!?;\n]{0,60} zu"
    # Spanish, Portuguese: engañan/engañar/manipulan/convencen … para/a/en
    r"|(?:engañ|engan|manipul|convenc|induc|induz|levar|llevar)\w*(?:an|am|ar|ando|ado|ó|ou|"
    r"aron|aram|en|em|er|endo|ido|ieron|eram)(?: [\w'-]+){1,4} (?:para|a|en)"
    # French, Italian: poussent/amènent/trompent/manipulent … à; inducono/ingannano … a
    r"|(?:pouss|amèn|amen|tromp|manipul|incit|ingann|induc|indurr|convinc|spinge|spinto)\w*"
    r"(?: [\w'-]+){1,4} (?:à|a|ad)"
    r")\s+$"
)
# A second-person word: the assistant is the one acted on, and the line may be a warning to it.
_SECOND_PERSON = re.compile(
    r"(?<!\w)(?:you|your|yourself|u|du|dich|dir|dein\w*|tu|toi|ton|ta|tes|vous|votre|vos|"
    r"tú|ti|tuo|tua|tuoi|te|teu|tua|jij|jou|jouw)(?!\w)"
)
_STANDING_RE = re.compile(_STANDING)
# Where the causative's clause opens: a mark (a conjunction may join two reports, kept inside).
_CLAUSE_OPENS = re.compile(r".*[.!?;:,\n()\"“«]", re.S)
# Words that open an order without being its subject ("please just get the AI to …").
_OPENERS = re.compile(
    r"\s*(?:(?:please|pls|just|now|then|also|so|ok|okay|always|never|simply|go|and|bitte|"
    r"por favor|s'il te plaît)\s+)*"
)
_REACH = 120


def made_to_by_others(folded: str, at: int) -> bool:
    """Whether the verb at folded[at] (lowered text) is what a third person makes an AI do
    (see the module's docstring)."""
    lo = max(0, at - _REACH)
    cause = _CAUSATIVE.search(folded, lo, at)
    if cause is None or cause.end() != at:
        return False
    opened = _CLAUSE_OPENS.match(folded, lo, cause.start())
    clause_start = opened.end() if opened else lo
    if _OPENERS.fullmatch(folded, clause_start, cause.start()):
        return False  # the causative opens its clause: an imperative, said to the assistant
    if _SECOND_PERSON.search(folded, clause_start, at):
        return False
    return _STANDING_RE.search(folded, clause_start, at) is None
