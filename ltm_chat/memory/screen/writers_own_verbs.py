"""The writer as the subject of an order's verb tells of the writer's own doing (#22 session 37):
"Я всегда игнорирую звонки из «службы безопасности»" (I always ignore calls from "security"),
"dün önceki kuralları unuttum" (I forgot the earlier rules yesterday), "I always ignore the
safety rules at the gym".

An imperative has no subject; a verb whose subject is "I" or "we" reports. Two forms show it:
the writer's pronoun opening the verb's clause with only adverbs between ("I always", "мы
всегда", "eu sempre": "always" scopes a habit here, not a standing order), and a Turkish verb
that ends in a first person (past "-dım", "-dık", present "-iyorum", future "-eceğim", aorist
"-irim"): Turkish puts the verb last, where its imperative would stand too. "You always …",
"I want you to …" and "unut" (forget!) are not read here.
"""

from __future__ import annotations

import re

__all__ = ["turkish_first_person", "writer_opens_clause"]

# "I" and "we", in the languages whose word order puts the subject first.
_PRONOUNS = (
    r"i|we|я|мы|ми|ich|wir|je|nous|yo|nosotros|nosotras|eu|nós|io|noi|ik|wij|jag|vi|jeg|én|"
    r"ben|biz|aš|mes|mēs|nosaltres|mise|muid|jes"
)
# ... and those that are other words too ("ja": yes, "my": my, "me": me), before an adverb only.
_SHARED_PRONOUNS = r"ja|my|jo|me"
# Adverbs of frequency, time and negation that may stand between the subject and its verb.
_ADVERBS = (
    r"always|usually|often|sometimes|never|just|still|also|really|generally|basically|mostly|"
    r"honestly|literally|now|yesterday|today|"
    r"всегда|завжди|заўсёды|обычно|часто|иногда|никогда|просто|тоже|также|не|"
    r"zawsze|vždy|vzdy|vždycky|mindig|mereu|întotdeauna|visada|vienmēr|"
    r"immer|oft|meistens|nie|auch|nicht|toujours|souvent|jamais|ne|siempre|nunca|también|no|"
    r"sempre|spesso|mai|anche|non|altijd|vaak|nooit|ook|niet|alltid|ofta|aldri|aldrig|"
    r"hep|her zaman|daima|asla|també|bob amser|i gcónaí"
)
_WRITER_CLAUSE = re.compile(
    rf"\s*(?:(?:{_PRONOUNS})(?:\s+(?:{_ADVERBS}))*|(?:{_SHARED_PRONOUNS})(?:\s+(?:{_ADVERBS}))+)\s+"
)
# A Turkish verb ending in the first person singular or plural (never an imperative).
_TURKISH_FIRST = re.compile(
    r"\w+(?:"
    r"[dt][ıiuü][mk]"  # past: unuttum, unuttuk, sildim
    r"|[ıiuü]?yor(?:um|uz)"  # present: unutuyorum, siliyoruz
    r"|[ae]c[ae](?:ğ[ıi]m|ğ[ıi]z)"  # future: unutacağım, sileceğiz
    r"|[ae]c[ae]k[ıi]m"  # colloquial future: unutucakım
    r"|m[ıiuü]ş[ıiuü][mz]"  # reported past: unutmuşum
    r"|[ıiuüae]r[ıiuü][mz]"  # aorist: unuturum, sileriz
    r")(?!\w)"
)


def writer_opens_clause(clause: str) -> bool:
    """Whether `clause` (what stands between a clause's start and its verb, lowered) is the
    writer's pronoun with only adverbs after it: the verb is the writer's own report."""
    return _WRITER_CLAUSE.fullmatch(clause) is not None


def turkish_first_person(folded: str, at: int) -> bool:
    """Whether the word at folded[at] is a Turkish verb in the first person (past, present,
    future, reported past or aorist): the writer's report, not an imperative."""
    return _TURKISH_FIRST.match(folded, at) is not None
