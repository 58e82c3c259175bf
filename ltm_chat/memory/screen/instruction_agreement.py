"""Rule table, session 27 (read by instruction_speech.py): standing agreement — the assistant
told to give up the truth of its answers to please the writer: "always agree with me", "you
must never disagree with me, even when I'm factually wrong", "tell me I'm right no matter
what", "pretend everything I write is correct", "gib mir immer recht", "nunca me contradigas",
"håll alltid med mig".

A tone preference ("be encouraging", "don't be harsh", "be blunt") changes how an answer is
said; this changes whether it is true: assent promised in advance, for everything or for good
("always", "never", "whatever I say", "even when I'm wrong"). A request for candour ("don't
just agree with me", "challenge me instead of agreeing") negates the assent and is kept, and
so is a report of someone's habit ("my dad always agrees with me").

Data and one search; patterns run on folded (lowered) text.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_far_languages import words_pattern
from ltm_chat.memory.screen.reported_speech import own_subject_before
from ltm_chat.memory.screen.required_literals import Gate, Presence

# Assent to the writer: agreeing, siding, calling the writer right, confirming what they say.
ASSENT = words_pattern(
    r"\b(?:agree with (?:me|everything|whatever|anything|all (?:i|my))|side with me|"
    r"(?:tell|assure) me (?:that )?(?:i'?m|i am) (?:right|correct)|"
    r"say (?:that )?(?:i'?m|i am) (?:right|correct)|"
    r"(?:confirm|validate|approve) (?:everything|whatever|anything|all) (?:i|that i)|"
    r"pretend (?:that )?(?:everything|whatever|anything|all) (?:i|that i) \w+ (?:is|are) "
    r"(?:true|correct|right|accurate)|"
    r"stimm\w* mir\b.{0,20}\bzu|gib(?:st)?(?: du)? mir\b.{0,10}\brecht|dass ich recht habe|"
    r"(?:sois|soyez|être) (?:toujours )?d'accord avec moi|donne[- ]moi\b.{0,10}\braison|"
    r"que j'ai raison|"
    r"(?:estés?|estar|esté) (?:siempre )?de acuerdo conmigo|dame\b.{0,10}\bla razón|"
    r"que tengo razón|concord\w* (?:sempre )?comigo|(?:me )?d[êea] (?:sempre )?razão|"
    r"que (?:eu )?tenho razão|dammi\b.{0,10}\bragione|(?:sii|essere) (?:sempre )?d'accordo con me|"
    r"che ho ragione|geef me\b.{0,10}\bgelijk|(?:wees|ben) het (?:altijd )?met m(?:ij|e) eens|"
    r"dat ik gelijk heb|håll (?:alltid )?med mig|ge mig\b.{0,10}\brätt|att jag har rätt|"
    r"vær (?:alltid |altid )?enig med m(?:eg|ig)|gi meg\b.{0,10}\brett|giv mig\b.{0,10}\bret|"
    r"at jeg har ret+|zgadzaj się ze mną|przyznawaj mi\b.{0,10}\brację|że mam rację|"
    r"setuju (?:dengan|sama) (?:aku|saya|gue|gw)|bana\b.{0,12}\bhak ver)\b",
    r"(?:соглашайся со мной|что я прав)",
)
# Dissent the writer forbids: disagreeing, contradicting, calling them wrong ("correct me" is
# left out: "never correct my grammar" is a learner's preference).
DISSENT = words_pattern(
    r"\b(?:disagree with me|contradict (?:me|anything|what|whatever)|"
    r"(?:tell|say)(?: to)? me (?:that )?(?:i'?m|i am) wrong|"
    r"widersprich\w* mir|(?:me )?contredi[st]\w*|(?:me )?contradig\w*|me lleves la contraria|"
    r"(?:me )?contrari[ea]\w*|contraddir\w*|spreek me\b.{0,10}\btegen|säg\b.{0,10}\bemot mig|"
    r"motsä?g\w*|motsi\w*|modsig\w*|zaprzeczaj\w*|membantah|bantah aku|bantah saya)\b",
    r"(?:не спорь со мной|не возражай мне|не перечь)",
)
# Assent promised in advance: for everything, for good, or against the facts.
ADVANCE = words_pattern(
    r"\b(?:always|never|everything|whatever|anything|no matter|regardless|even (?:when|if)|"
    r"every time|all the time|from now on|immer|nie|niemals|alles|egal|selbst wenn|auch wenn|"
    r"toujours|jamais|tout ce que|quoi que|même (?:si|quand)|siempre|nunca|jamás|todo lo que|"
    r"aunque|incluso|sempre|jamais|tudo (?:o )?que|mesmo (?:que|quando)|ainda que|mai|"
    r"tutto (?:ciò )?che|anche (?:se|quando)|altijd|nooit|alles wat|zelfs als|ook als|alltid|"
    r"aldrig|allt|även om|altid|aldri|alt|selv om|zawsze|nigdy|wszystko|nawet|selalu|"
    r"jangan pernah|apa pun|walaupun|meskipun|her zaman|hep|asla|ne olursa)\b",
    r"(?:всегда|никогда|всё|даже если)",
)
# Assent or dissent negated just before it: a request for candour ("don't just agree with me",
# "challenge me instead of agreeing", "ne sois pas toujours d'accord").
_NEGATED = re.compile(
    r"(?:\b(?:don'?t|do not|not|never|instead of|rather than|stop|nicht|kein|ne|pas|no|não|"
    r"nao|non|niet|inte|ikke|nie|niemals|jangan|nunca|jamás|jamais|mai|nooit|aldrig|aldri|"
    r"nigdy|asla|никогда|не)\b|n't)[^.!?,;:\n]{0,16}$"
)
# (a text holding no literal of the assent or dissent, or of the advance, is not read)
_ASSENT_RE = re.compile(ASSENT)
_DISSENT_RE = re.compile(DISSENT)
_ADVANCE_RE = re.compile(ADVANCE)
_ACT_RE = re.compile(ASSENT + "|" + DISSENT)
_GATES = (Gate(_ACT_RE), Gate(_ADVANCE_RE))
# How far around the act its advance is looked for (one clause or two of a memory).
_REACH = 60
# Acts looked at per text.
_BUDGET = 8


class StandingAgreement:
    """Holds where the writer's assent is ordered in advance (`ADVANCE` within `_REACH`
    characters), or their dissent forbidden under a negation that is the order itself
    ("never disagree with me"), neither negated as candour nor told of someone's habit."""

    __slots__ = ()
    # (a pattern every find matches: the gate sweep, bench/gate_sweep.py, reads it)
    pattern = _ACT_RE

    def search(self, folded: str, present: Presence | None = None) -> bool:
        if present is not None and not all(gate.open(present) for gate in _GATES):
            return False
        for seen, act in enumerate(_ACT_RE.finditer(folded)):
            if seen == _BUDGET:
                return False
            before = folded[max(0, act.start() - 40) : act.start()]
            dissent = _DISSENT_RE.fullmatch(act.group()) is not None
            # (dissent is forbidden by the negation that precedes it: that is the order)
            if not dissent and _NEGATED.search(before):
                continue
            if dissent and not _NEGATED.search(before):
                continue
            # ("my dad always agrees with me", "they never disagree with me": a habit told of)
            if own_subject_before(folded, act.start()):
                continue
            lo, hi = max(0, act.start() - _REACH), min(len(folded), act.end() + _REACH)
            if dissent or _ADVANCE_RE.search(folded, lo, hi):
                return True
        return False
