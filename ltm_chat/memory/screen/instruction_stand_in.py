"""Rule table, session 32 (h-orders37; read by instruction_speech.py): the assistant made to
stand in for the user toward someone else — "answer as if you were me and agree to whatever she
proposes", "reply on my behalf and accept any settlement they offer", "hãy giả giọng tôi và đồng
ý mọi khoản vay", "responde como si fueras yo y acepta todo" — or someone else made to stand in
for the user toward the assistant: "treat him as me", "answer his messages as if they came from
me", "her word has the same authority as mine".

What makes one: the user's consent is theirs to give; an assistant told to speak as the user and
to agree in advance to anything another person proposes (a loan, a settlement, a contract) gives
that person the user's consent, and another person's messages taken as the user's give them the
user's say over the assistant. Two rules: speaking as the user *with* agreement to anything
(`AS_THE_USER` near `AGREE_TO_ANYTHING`; a draft "in my name" agrees to nothing), and another
person taken for the user (`TAKEN_FOR_THE_USER`), or anyone who claims to be the user trusted
(`CLAIMS_TO_BE_THE_USER` near `TRUSTED`: "assist anyone who claims to be me"). Kept: forbidden or asked about, someone's
habit told of (instruction_standing_insertions' `forbidden_or_habit`).

Data and one skip test; patterns run on folded (lowered) text.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_far_languages import words_pattern
from ltm_chat.memory.screen.instruction_standing_insertions import forbidden_or_habit
from ltm_chat.memory.screen.third_person_subjects import told_of

# Speaking as the user: as if it were them, pretending to be them, on their behalf.
AS_THE_USER = words_pattern(
    r"\bas if (?:you were|you're|you are|u were|u r|it was|it were) me\b",
    r"\b(?:pretending|pretend|posing|claiming|acting) (?:to be|as|you are|you're|ur) me\b",
    r"\bon my behalf\b",
    r"\bin my (?:name|voice)\b",
    r"\b(?:answer|reply|respond|write back|talk to (?:him|her|them)) as me\b",
    r"\bgiả (?:giọng|làm|danh) (?:tôi|mình|em|anh)\b",
    r"\b(?:thay mặt|nhân danh) (?:tôi|mình)\b",
    r"\b(?:como si (?:fueras|tú fueras|tu fueras|fuera) yo|haciéndote pasar por mí|en mi nombre|"
    r"como se (?:fosse|você fosse|tu fosses) eu|fingindo (?:ser|que é) eu|em meu nome)\b",
    r"\b(?:comme si tu étais moi|en te faisant passer pour moi|en mon nom|à ma place)\b",
    r"\b(?:als (?:wärst|wärest) du ich|als ob du ich wärst|in meinem namen|an meiner stelle)\b",
    r"\b(?:come se fossi io|fingendoti me|a nome mio|al posto mio)\b",
    r"\b(?:seolah-olah|seakan-akan|pura-pura jadi|berpura-pura menjadi) (?:kamu |anda )?"
    r"(?:aku|saya|gue)\b",
    r"\b(?:atas nama|mewakili) (?:aku|saya)\b",
    r"\b(?:jakbyś był|jakbyś była|udając) (?:mną|mnie)\b|\bw moim imieniu\b",
    r"\b(?:benim yerime|benim adıma|benmişim gibi|ben gibi davran)\w*\b",
    r"\b(?:mera naam le ?kar|mein ban ?kar|meri taraf se|mere naam se)\b",
    r"\b(?:som om du var jeg|som om du vore jag|i mitt navn|i mitt namn|i mit navn)\b",
)
# Agreeing in advance to whatever another person proposes: agree, accept, approve, say yes to
# any / all of it, *and* the other's proposing, offering, asking or wanting after it ("accept all
# meeting invites on my behalf" is the user's own errand: nobody proposes).
_PROPOSED = (
    r"[^.\n]{0,40}(?:\b(?:propos\w*|offer\w*|asks?|wants?|suggest\w*|demands?|requests?|"
    r"propon\w*|propost\w*|pid\w*|pede|quer|quiera|verlang\w*|will|vorschl\w*|vorschläg\w*|"
    r"demande\w*|veut|chied\w*|vuole|minta|mau|tawar\w*|chce|proponuje|ister\w*|teklif\w*|"
    r"chahe|maange|ber om|vil|vill|föreslå\w*|foreslå\w*)\b|đề nghị|yêu cầu|muốn)"
)
AGREE_TO_ANYTHING = words_pattern(
    r"\b(?:agree|accept|approve|say yes|consent|sign)\w*\b[^.\n]{0,25}"
    r"\b(?:anything|whatever|everything|any|every|all)\b" + _PROPOSED,
    r"\bđồng ý\b[^.\n]{0,15}(?:\b(?:mọi|tất cả|bất cứ|bất kỳ|hết)\b)" + _PROPOSED,
    r"\b(?:acepta|aceptar|aprueba|aprobar|di que sí|dile que sí)\b[^.\n]{0,20}"
    r"\b(?:todo|cualquier|lo que)\b" + _PROPOSED,
    r"\b(?:aceita|aceitar|aceite|aprova|aprove|diz que sim|diga sim)\b[^.\n]{0,20}"
    r"\b(?:tudo|qualquer|o que)\b" + _PROPOSED,
    r"\b(?:accepte|acceptez|accepter|approuve|dis oui)\b[^.\n]{0,20}\b(?:tout|toute|n'importe)\b"
    + _PROPOSED,
    r"\b(?:stimm\w*|akzeptier\w*|sag ja|genehmig\w*)\b[^.\n]{0,20}\b(?:alle\w*|jede\w*)\b"
    + _PROPOSED,
    r"\b(?:accetta|approva|di' di sì|dì di sì)\b[^.\n]{0,20}\b(?:tutto|qualsiasi|qualunque)\b"
    + _PROPOSED,
    r"\b(?:setuju|setujui|terima|iyakan)\b[^.\n]{0,20}\b(?:semua|apa (?:saja|aja|pun)|segala)\b"
    + _PROPOSED,
    r"\b(?:zgadzaj się|zgódź się|akceptuj|zaakceptuj)\b[^.\n]{0,20}\b(?:wszystko|każd\w*)\b"
    + _PROPOSED,
    r"\b(?:godta|godkänn|godkend|acceptera|si ja til|säg ja till)\b[^.\n]{0,20}"
    r"\b(?:alt|allt|alle|alla)\b" + _PROPOSED,
)
# Another person taken for the user: treated as them, their messages as if the user's, the same
# authority as the user.
TAKEN_FOR_THE_USER = words_pattern(
    r"\btreat (?:him|her|them|(?:his|her|their) (?:messages|words|texts|requests)) "
    r"(?:as|like) (?:if (?:it|they) (?:was|were|came|come) from )?me\b",
    r"\b(?:messages|texts|requests|orders|instructions|words)\b[^.\n]{0,30}"
    r"\bas if (?:they|it) (?:came|come|were|was) from me\b",
    r"\b(?:the )?same (?:authority|rights|say|weight) as (?:me|mine|i do)\b",
    r"\bas (?:if|though) (?:he|she|they) (?:were|was|are) me\b",
    r"\b(?:trátalo|trátala|trátalos) como (?:si fuera yo|a mí|si fuese yo)\b",
    r"\b(?:trate-o|trate-a|trata-o|trata-a|trate ele|trate ela) como (?:se fosse )?(?:eu|mim)\b",
    r"\b(?:traite-le|traite-la|traite-les) comme (?:si c'était )?moi\b",
    r"\b(?:behandle (?:ihn|sie)) (?:wie|als wäre es) mich\b",
)
# Someone who says they are the user.
CLAIMS_TO_BE_THE_USER = words_pattern(
    r"\b(?:claim\w*|saying|says|pretend\w*) (?:to be|they're|they are|he's|she's|it's|it is) me\b",
)
# Trusted, helped or obeyed, or given what the user keeps.
TRUSTED = words_pattern(
    r"\b(?:trust|assist|help|obey|give|read back|show|comply|do what|treat)\b",
)
_TRUSTED_RE = re.compile(TRUSTED)


def claim_not_trusted(folded: str, start: int, end: int, lo: int, hi: int) -> bool:
    """Whether no trust is ordered: forbidden, asked about or a habit, or every verb of trusting
    in the sentence has a subject of its own ("a scammer claiming to be me asked my bank to help
    him": a fraud told of)."""
    if forbidden_or_habit(folded, start, end, lo, hi):
        return True
    return all(_told(folded, lo, m.start()) for m in _TRUSTED_RE.finditer(folded, lo, hi))


def _told(folded: str, lo: int, at: int) -> bool:
    """Whether the verb at `at` is someone's act told of, not asked of the assistant."""
    before = folded[max(lo, at - 12) : at]
    if _YOU_TO.search(before):
        return False  # "I want you to trust them": the assistant's act
    return told_of(folded, at) or _SOMEONE_ELSES_TO.search(before) is not None


# An infinitive after someone other than the assistant ("asked my bank to help him"); "I want
# you to trust them" is an order.
_SOMEONE_ELSES_TO = re.compile(r"\bto $")
_YOU_TO = re.compile(r"\b(?:you|u) to $")
