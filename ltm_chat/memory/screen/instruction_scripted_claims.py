"""Rule table, session 25 (read by instruction_speech.py): the assistant told to tell someone
other than its user a claim the writer scripted — "if my mom asks, say I was at the library",
"tell my husband the bank app is down", "dile que estuve en la oficina", "以后我爸问你，你就说我
在图书馆", "wenn meine Eltern fragen, sag, ich war offline".

No word of lying is needed: the assistant is made to speak for the writer to a third person
(a relative, a boss, whoever asks) and what it is to say is fixed in advance, a clause about the
writer or the listener, whatever the facts. What makes it one is the listener (anyone but the
user: "tell me I'm doing great" is asked for oneself, kept) and a clause to say (not "tell her
to call me", "tell them about the party": a message passed on, no claim). A negation before it
("never tell my boss I'm sick") withholds rather than scripts, and a verb with a subject of
its own, one adverb between ("I always tell my kids the park is safe"), reports a habit
(`not_scripted`).

Patterns run on folded (lowered) text, gaps bounded.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_far_languages import words_pattern
from ltm_chat.memory.screen.instruction_harm import negated

# (the clause after "tell X": a subject that starts a claim, never "to …", "about …", "how …")
_CLAIM_EN = (
    r"(?:that\b|(?:i|i'm|im|i'?ve|i'?d|we|we're|he|he's|she|she's|they|they're|it|it's|its|"
    r"his|her|their|our|my|the|everything|nothing|there)\b(?! (?:to|about|how)\b))"
)
# (said by someone, not ordered: "when I say I'm studying", "if they tell him he's late")
_NOT_A_SUBJECT = r"(?<!\bi )(?<!\bwe )(?<!\byou )(?<!\bthey )(?<!\bhe )(?<!\bshe )(?<!\bpeople )"
# (a second verb of one told: "I lie and say I'm fine" — an order to lie is instruction_falsehoods')
_NOT_A_SECOND_VERB = r"(?<!\band )"
SCRIPTED = words_pattern(
    # English: "tell my wife I am at the lodge", "tell her I'm in Rome", "tell my husband the
    # bank app is down"; "say I was at the bowls club"
    _NOT_A_SUBJECT + r"\btell (?:my|our) (?:\w+ ){1,2}?" + _CLAIM_EN,
    _NOT_A_SUBJECT + r"\btell (?:her|him|them) " + _CLAIM_EN,
    _NOT_A_SUBJECT
    + _NOT_A_SECOND_VERB
    + r"\bsay (?:that )?(?:i|we) (?:was|were|am|'m|have|had|went|did|left|slept|stayed)\b",
    _NOT_A_SUBJECT
    + _NOT_A_SECOND_VERB
    + r"\bsay (?:that )?i'm (?:at|in|with|on|sick|ill|busy|asleep|fine|home|working|studying)\b",
    # German, Dutch, Nordic: "sag (ihr), dass …", "sag immer, ich war", "zeg dat ik geslaagd ben"
    r"\bsag(?:e)?(?: (?!mir\b|uns\b)\w+){0,3}?,? (?:dass\b|(?:ich|er|sie|es|alles) "
    r"(?:war|bin|ist|sei|wäre|habe|hat|hätte|sind|waren)\b)",
    r"\bzeg (?!me\b|mij\b)(?:\w+ ){0,4}?dat (?:ik|hij|zij|ze|het|alles|we|haar|zijn)\b",
    r"\b(?:säg|si|sig) (?:till|til) (?!mig\b|meg\b)(?:\w+ ){1,2}(?:att|at) (?:jag|jeg|han|hon|"
    r"hun|de|det|allt|alt)\b",
    # Romance: "dile que …", "dis-lui que …", "dille che …", "diga a ela que …"
    r"\b(?:dile|diles|dis-lui|dis-leur|dille|digli|diglielo|díselo|diselo) (?:\w+ ){0,3}?"
    r"(?:que|qu'|qu|che)\b",
    r"\b(?:di|dis|diga|diz|fala|fale|conta|conte) (?:a|à|ao|aos|às|al|alla|allo|pra|para) "
    r"(?!mim\b|mí\b|moi\b|me\b)(?:\w+ ){1,3}?(?:que|qu'|qu|che)\b",
    # Slavic: "скажи ей, что …", "mów babci, że …"
    r"\b(?:скажи|говори|отвечай|кажи|скажіть) (?!мне\b|мені\b)(?:\w+ ){0,2}?\w+,? (?:что|що)\b",
    r"\b(?:mów|powiedz) (?!mi\b|mnie\b)(?:\w+ ){0,2}?\w+,? że\b",
    # Vietnamese, Hindi and Persian (romanised), Korean (romanised)
    r"\bnói với (?!tui\b|tôi\b|mình\b)(?:\w+ ){1,3}?(?:là|rằng)\b",
    r"\bko (?:\w+ ){0,3}?(?:bolna|bol dena|kehna|keh dena|batana|bata dena) ki\b",
    r"\bporsid\w*,? (?:\w+ ){0,2}?begu\b",
    r"\bmureobomyeon\b(?: \w+){1,4}? malhae\b",
    # Chinese, Japanese, Korean, Hebrew, Arabic, Persian: "你就说我…", "…と言って", "תגיד לו ש…",
    # "قل لها …"
    r"(?:你)?就说我|(?:跟|对|告诉)(?:他|她|他们|她们|我爸|我妈|我老婆|我老公|老师|老板)(?:说)?我",
    r"(?:聞かれたら|聞いてきたら|尋ねられたら|尋ねてきたら)[^。.!?！？]{0,30}(?:と|って)言って"
    r"(?=$|[。.!！、,]|ね|ください|おいて|くれ)",
    r"물어보면[^.!?]{0,30}(?:다고|라고|고) (?:말해|해)",
    r"תגיד (?!לי )(?:\S+ ){0,3}?ש(?!לי\b|לו\b|לה\b|לך\b|לנו\b|להם\b)\S+",
    r"\bقل (?:له|لها|لهم)\b",
    r"پرسید[^.!?]{0,30}بگو",
)

# A subject of the verb's own, maybe one adverb between: "i always tell …", "we usually say …"
# ("you" is left out: "you always tell my mom I'm fine" is said to the assistant).
_OWN_SUBJECT = re.compile(r"\b(?:i|we|they|he|she|people|everyone|mom|dad|my \w+)(?: \w+)?\s+$")


def not_scripted(text: str, start: int, end: int, lo: int, hi: int) -> bool:
    """Whether the claim at text[start:end] is forbidden or asked about (`negated`), or its
    verb has a subject of its own: a habit reported ("I always tell my kids the park is safe")."""
    return negated(text, start, end, lo, hi) or bool(
        _OWN_SUBJECT.search(text, max(lo, start - 30), start)
    )
