"""Write policy: what an extracted candidate becomes — an active memory, a pending one waiting
for review, or a promotion of a pending one seen again (DESIGN.md §5, issue #14).

Explicit intent ("remember that …", `memories add`, the inspector, accepting a pending memory)
never passes through here: it stores at once. The model proposes a confidence and a
sensitivity; the local checks below are the floor, so a model that omits or mislabels them
cannot store a sensitive fact or a hedge on its own.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from ltm_chat.memory.model import Memory

REVIEW_MODES = ("pending", "auto", "explicit-only")
DEFAULT_REVIEW = "pending"
# What an unlabelled candidate is worth: "auto" stores it, as it did before the policy existed.
DEFAULT_CONFIDENCE = 0.7
AUTO_MIN_CONFIDENCE = 0.7
# A statement that hedges ("might", "is thinking about") is not yet a fact about the user.
HEDGED_CONFIDENCE = 0.4
# A pending memory seen again in another conversation is that much more certain.
PROMOTED_CONFIDENCE = 0.9

_I = re.IGNORECASE


def _words(*alternatives: str) -> re.Pattern[str]:
    """Whole-word alternatives; a * stands for any word ending (or, alone, any one word)."""
    parts = [re.escape(a).replace(r"\ ", r"\s+").replace(r"\*", r"\w*") for a in alternatives]
    return re.compile(r"\b(?:" + "|".join(parts) + r")\b", _I)


# Each category is what GDPR art. 9/10 and the issue name, written as what the thing IS: the
# names of conditions and of care (health), of money a person has or owes (finances), of
# orientations and gender identities (sexuality), of faiths and their practice (religion), of
# parties, positions and political acts (politics), of the criminal process (criminal record),
# of the parts of an address (precise location), and of private events in a third person's
# life or their contact data (other people's private data).
_HEALTH = _words(
    "diagnos*",
    "disease*",
    "disorder*",
    "syndrome*",
    "illness*",
    "chronic",
    "cancer*",
    "tumor*",
    "tumour*",
    "diabet*",
    "asthma*",
    "allerg*",
    "epilep*",
    "hiv",
    "aids",
    "hepatitis",
    "pregnan*",
    "miscarr*",
    "abortion*",
    "ivf",
    "fertility",
    "infertil*",
    "depress*",
    "anxiety",
    "panic attack*",
    "bipolar",
    "schizophren*",
    "ptsd",
    "adhd",
    "autis*",
    "ocd",
    "anorexi*",
    "bulimi*",
    "therapy",
    "therapist*",
    "psychiatr*",
    "medication*",
    "medicine for",
    "prescri*",
    "surgery",
    "surgeries",
    "hospital*",
    "chemo*",
    "radiotherapy",
    "dementia",
    "alzheimer*",
    "parkinson*",
    "stroke",
    "heart attack*",
    "blood pressure",
    "cholesterol",
    "insulin",
    "addict*",
    "sober",
    "sobriety",
    "rehab",
    "alcoholi*",
    "disabilit*",
    "disabled",
    "wheelchair",
    "migraine*",
    "mental health",
    "antidepressant*",
    "inhaler",
    "blood test*",
    "std",
    "sti",
    "sertraline",
    "prozac",
    "ozempic",
    "suicid*",
    "self-harm",
    "overdose*",
    "injur*",
    "concussion",
    "arthritis",
    "covid",
    "long covid",
    "celiac",
    "coeliac",
)
_FINANCES = _words(
    "debt*",
    "bankrupt*",
    "salary",
    "salaries",
    "income",
    "earns",
    "earning",
    "mortgage*",
    "credit score",
    "credit card debt",
    "net worth",
    "iban",
    "bank account*",
    "overdraft*",
    "payday loan*",
    "student loan*",
    "personal loan*",
    "a loan",
    "loans of",
    "owe",
    "owes",
    "owed",
    "owing",
    "in savings",
    "savings of",
    "afford",
    "behind on",
    "struggl* to pay",
    "pay rent",
    "paycheck*",
    "pension of",
    "inheritance",
    "tax debt",
    "repossess*",
    "foreclos*",
    "lost * money",
)
_SEXUALITY = _words(
    "gay",
    "lesbian*",
    "bisexual*",
    "transgender",
    "trans woman",
    "trans man",
    "trans",
    "queer",
    "asexual",
    "pansexual",
    "non-binary",
    "nonbinary",
    "sexual orientation",
    "sexuality",
    "came out",
    "coming out",
    "homosexual*",
    "heterosexual*",
    "polyamor*",
    "they/them",
    "she/her",
    "he/him",
    "pronouns",
    "sex life",
    "lgbt*",
    "gender identity",
    "gender transition",
)
_FAITHS = (
    r"muslim|islamic|christian|catholic|protestant|evangelical|mormon|jewish|orthodox jew|"
    r"hindu|buddhist|sikh|atheist|agnostic|jehovah's witness|pagan|quaker|baptist|"
    r"methodist|lutheran|anglican|shia|sunni|religious|devout"
)
_RELIGION = re.compile(
    # a faith said of the person ("is a practising Muslim", "converted to Buddhism")
    r"\b(?:is|am|are|was|became|as|raised|identifies as)\s+(?:an?\s+)?(?:practi[sc]ing\s+|"
    r"devout\s+|observant\s+)?(?:" + _FAITHS + r")\b"
    r"|\bconverted\s+to\b|\b(?:islam|judaism|buddhism|hinduism|sikhism|christianity|atheism)\b"
    # a practice of faith
    r"|\bpray(?:s|ed|ing)?\b|\bramadan\b|\bkosher\b|\bhalal\b|\bfaith\b|\bbible study\b"
    r"|\b(?:go|goes|going|went|attend|attends|attending)\s+(?:to\s+)?(?:the\s+|a\s+)?"
    r"(?:church|mosque|synagogue|temple|mass|gurdwara)\b",
    _I,
)
_POLITICS = _words(
    "vote*",
    "voted",
    "voting for",
    "labour",
    "tory",
    "tories",
    "conservative party",
    "green party",
    "republican*",
    "democrat*",
    "lib dem*",
    "afd",
    "spd",
    "cdu",
    "party member",
    "member of the * party",
    "socialist*",
    "communist*",
    "libertarian*",
    "anarchist*",
    "fascist*",
    "marxist*",
    "trade union*",
    "union member*",
    "protest*",
    "campaign* for",
    "campaigned",
    "brexit",
    "political views",
    "politically",
    "left-wing",
    "right-wing",
    "extinction rebellion",
    "activist*",
)
_CRIMINAL = _words(
    "convicted",
    "conviction*",
    "criminal record",
    "prison",
    "jail*",
    "incarcerat*",
    "probation",
    "parole",
    "arrested",
    "charged with",
    "felony",
    "felonies",
    "misdemeanor*",
    "misdemeanour*",
    "dui",
    "dwi",
    "on * record",
    "sentenced",
    "served time",
    "police record",
    "court case",
    "lawsuit against",
)
_STREET = (
    r"street|st|road|rd|avenue|ave|lane|ln|drive|boulevard|blvd|way|allee|straße|strasse|"
    r"str|rue|via|calle|platz|weg|gasse|square|sq|place|court|crescent|terrace|close"
)
# Street words that come before the street's name (Romance languages and the like).
_STREET_FIRST = (
    r"rua|avenida|av|avenue|rue|boulevard|bd|via|viale|vicolo|corso|piazza|calle|carrer|"
    r"camino|paseo|plaza|praça|praca|largo|travessa|estrada|alameda|chemin|place|quai|allée"
)
_LOCATION = re.compile(
    # "14 Elm Street", "221B Baker Street", "Karl-Marx-Allee 90", "on Oak Road"
    r"\b\d+[a-zA-Z]?\s+(?:[A-Z][\w'-]*\s+){1,3}(?i:" + _STREET + r")\b"
    r"|\b[A-Z][\w'-]*(?:-|\s)(?i:" + _STREET + r")\s+\d+\b"
    # "Rua Augusta 27", "Praça do Comércio 4", "Avenue des Champs-Élysées 8": the street word,
    # its name, then the house number, which ends the street (not "Rue Morgue 2 times")
    r"|\b(?=[A-Z])(?i:" + _STREET_FIRST + r")\.?\s+(?:[\w'.-]+\s+){1,4}\d+[a-zA-Z]?\b"
    r"(?!\s+[a-z])"
    r"|\b\d+[a-zA-Z]?,?\s+(?i:" + _STREET_FIRST + r")\s+\w"  # "3 rue de Rivoli"
    # compounds: German, Dutch, Scandinavian ("Hauptstraße 5", "Keizersgracht 123")
    r"|\b[A-Z]\w*(?i:straße|strasse|str\.|weg|gasse|platz|allee|gracht|straat|laan|kade|"
    r"plein|gade|vej|gatan|vägen)\s+\d+\b"
    r"|\b\d{4}-\d{3}\s+[A-Z]|\b\d{5}\s+[A-Z][a-zà-ÿ]{2,}\b"  # a postcode and its town
    r"|\b(?:on|at|in)\s+(?:[A-Z][\w'-]*\s+){1,2}(?:Street|Road|Avenue|Lane|Drive|Boulevard)\b"
    r"|\bhome address\b|\bpost ?code\b|\bzip ?code\b|\bapartment\s+\d+\w*\b|\bflat\s+\d+\w*\b"
    r"|\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b"  # a UK postcode
    r"|-?\d{1,3}\.\d{3,},\s*-?\d{1,3}\.\d{3,}"  # coordinates
    r"|\b(?:house|home|flat|apartment)\s+(?:is\s+)?(?:empty|unattended)\b",
    0,
)
_CONTACT = re.compile(
    # an e-mail address, tried only where a run of its characters starts (else each position
    # of a long run without "@" rescans the rest: minutes for a 100 KB pasted line)
    r"(?<![\w.+-])[\w.+-]+@[\w-]+\.[\w.-]+"
    r"|(?:\+\d{1,3}[\s-]?)?(?:\(?\d{2,5}\)?[\s-]?){2,4}\d{3,}"  # a phone number
)
_THIRD_PARTY = re.compile(
    r"\bUser's\s+(?!favou?rite\b|project\b|team\b|company\b|startup\b)\w+"
    r"|\b(?:his|her|their)\b",
    _I,
)
_PRIVATE_LIFE = _words(
    "divorc*",
    "affair",
    "cheat*",
    "separated",
    "fired",
    "lost his job",
    "lost her job",
    "lost their job",
    "expelled",
    "suspended",
    "loan shark*",
    "custody",
    "breakup",
    "broke up",
    "abuse*",
    "abusive",
    "evicted",
)

CATEGORIES: dict[str, re.Pattern[str]] = {
    "health": _HEALTH,
    "finances": _FINANCES,
    "sexuality": _SEXUALITY,
    "religion": _RELIGION,
    "politics": _POLITICS,
    "criminal": _CRIMINAL,
    "location": _LOCATION,
}
_HEDGES = _words(
    "might",
    "maybe",
    "perhaps",
    "possibly",
    "probably",
    "considering",
    "thinking about",
    "not sure",
    "unsure",
    "may be",
    "could be",
    "wonders whether",
    "wondering",
)


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKC", str(text)).replace("’", "'")
    return " ".join(text.split())


def sensitive_category(text: str) -> str | None:
    """The first sensitive category the text falls in (the local floor), or None."""
    text = _fold(text)
    for name, pattern in CATEGORIES.items():
        if pattern.search(text):
            return name
    if _CONTACT.search(text):
        return "others"
    if _THIRD_PARTY.search(text) and _PRIVATE_LIFE.search(text):
        return "others"
    return None


def sensitivity(text: str, proposed: str | None = None) -> str:
    """ "sensitive" when the model says so OR the local check does; the model cannot lower it."""
    if proposed == "sensitive" or sensitive_category(text):
        return "sensitive"
    return "normal"


def confidence(text: str, proposed: float | None = None) -> float:
    """The model's confidence (unknown: DEFAULT_CONFIDENCE), capped when the text hedges."""
    value = DEFAULT_CONFIDENCE if proposed is None else proposed
    if _HEDGES.search(_fold(text)):
        value = min(value, HEDGED_CONFIDENCE)
    return value


@dataclass
class Verdict:
    status: str  # "active" or "pending"
    sensitivity: str
    confidence: float


def judge(
    review: str, text: str, proposed_sensitivity: str | None, proposed_confidence: float | None
) -> Verdict:
    """What a new extracted candidate (seen for the first time) becomes."""
    label = sensitivity(text, proposed_sensitivity)
    sure = confidence(text, proposed_confidence)
    store_now = review == "auto" and label == "normal" and sure >= AUTO_MIN_CONFIDENCE
    return Verdict("active" if store_now else "pending", label, sure)


def promotes(
    review: str, twin: Memory, conversation_id: str | None, grounded: bool = False
) -> bool:
    """A pending memory seen again in ANOTHER conversation becomes active (a repeated signal);
    never a sensitive one, and never under "explicit-only". `grounded`: the new sighting is in
    the user's own words of that turn (see `grounded`): the extraction model returning the
    same candidate twice is not the user saying it twice."""
    return (
        grounded
        and twin.status == "pending"
        and review != "explicit-only"
        and twin.sensitivity != "sensitive"
        and conversation_id is not None
        and twin.conversation_id is not None
        and twin.conversation_id != conversation_id
    )


# -- explicit intent in a model's save --------------------------------------------------------
# The model's memory_save is explicit only when the user's own words in the turn ask to keep
# something: "remember" (or "memorise") as a request — at the start of a clause or after a word
# that makes it one ("please", "can you", "and") — "keep/bear in mind", "don't forget", "make a
# note", "note that", "save this", "add it to your memory"; "keep it" alone asks for nothing
# ("keep it short"). "Do you remember …", "I remember …", "I can't remember …" and "remember
# when/what …" (a question to recall) speak about memory; they ask for nothing.
_ASKING = re.compile(
    r"(?:^|[.!?;:,\n(]|\b(?:please|pls|kindly|and|also|so|just|now|can you|could you|"
    r"would you|will you|you should|i want you to|i'd like you to)\b)\s*"
    r"(?:please\s+)?(?:remember|memori[sz]e)\b"
    r"(?!\s+(?:when|what|how|who|where|why|whether|if)\b)"  # "remember when we …?" recalls
    r"|\b(?:keep|bear)\s+(?:(?:that|this|it|these)\s+)?in\s+mind\b"
    r"|\b(?:don'?t|do\s+not|never)\s+forget\b"
    r"|\b(?:make|take)\s+a\s+note\b|\bnote\s+(?:that|this|it|down)\b"
    r"|\b(?:save|store)\s+(?:that|this|it)\b"  # not "keep it": "keep it short", "keep that up"
    r"|\b(?:save|store|add|put|keep)\b[^.!?]{0,30}\b(?:to|in|into)\s+(?:your\s+)?memor(?:y|ies)\b",
    _I,
)


def asks_to_remember(said: str) -> bool:
    """Whether the user's words ask for something to be kept (see _ASKING)."""
    return bool(_ASKING.search(_fold(said)))


_ASKING_WORDS = "user remember memorise memorize memory memories note save keep mind please hi hey"


def requested(said: str) -> str:
    """The sentences of the user's words that ask for something to be kept; a bare request
    ("I play the cello. Keep that in mind.") takes the sentence before it, what it points at."""
    from ltm_chat.memory.text import terms

    asking = set(terms(_ASKING_WORDS))
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", _fold(said)) if s.strip()]
    out: list[str] = []
    for n, sentence in enumerate(sentences):
        if _ASKING.search(sentence):
            if n and not set(terms(sentence)) - asking:
                out.append(sentences[n - 1])
            out.append(sentence)
    return " ".join(out)


def explicit_intent(said: str, text: str) -> bool:
    """A statement (the model's save, or a fact extraction mined from the turn) is the user's
    explicit intent when their words in this turn ask to keep something AND it is about what
    that request covers (shares a content word with the asking sentence): a request to
    remember one thing is not a licence to store another said in the same turn."""
    from ltm_chat.memory.text import terms

    asked = requested(said)
    if not asked:
        return False
    if sensitive_category(text) and not sensitive_category(asked):
        return False  # "remember I'm vegan" is no consent to keep the anxiety said beside it
    return bool((set(terms(text)) & set(terms(asked))) - set(terms(_ASKING_WORDS)))


# A statement is in the user's own words when at least half of its content words are in what
# the user said in the turn (a majority, not a tuned figure: below it, most of the statement
# came from elsewhere — the assistant's reply or the extraction model). Failing it only keeps a
# pending memory waiting for review.
GROUNDED_SHARE = 0.5


def grounded(text: str, said: str) -> bool:
    """Whether `text` (a candidate) is mostly made of the words the user said."""
    from ltm_chat.memory.text import terms

    words = set(terms(text)) - {"user", "s"}
    if not words:
        return False
    return len(words & set(terms(said))) / len(words) >= GROUNDED_SHARE


def check_review(value: str) -> str:
    if value not in REVIEW_MODES:
        raise ValueError(f"[memory] review must be one of: {', '.join(REVIEW_MODES)}")
    return value


# A candidate is a restatement of a recalled memory when at least this share of its words is in
# that memory, and more of them are in it than in what the user said in the turn.
RESTATED_SHARE = 0.5


def restated(text: str, recalled: list[Memory], said: str) -> Memory | None:
    """The recalled memory a candidate only restates (the assistant echoing the recall block,
    or the user quoting it back), or None when the candidate says something new."""
    from ltm_chat.memory.text import terms

    words = set(terms(text)) - {"user"}
    if not words or not recalled:
        return None
    from_user = len(words & set(terms(said))) / len(words)
    best, share = None, 0.0
    for m in recalled:
        overlap = len(words & set(terms(m.text))) / len(words)
        if overlap > share:
            best, share = m, overlap
    if share >= RESTATED_SHARE and share > from_user:
        if (words - set(terms(best.text))) & set(terms(said)):
            return None  # the user said what the memory does not: news, maybe a correction
        return best
    return None
