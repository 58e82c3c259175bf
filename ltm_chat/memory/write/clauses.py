"""Split one "remember that …" request into the independent statements it conjoins.

A request becomes several memories only where it joins clauses that stand on their own. At each
joining point (";", "and", "but", a new sentence):
- the right side starts a clause: a subject of its own (I, we, you, "my dog", a name, "there")
  followed by a finite verb (an auxiliary, a contraction, an inflected or any verb after "I");
- that subject does not point back (he, she, it, they, "her dog": an anaphor needs the other
  clause to mean anything, so the two are one statement);
- the left side is a clause that starts the request (after a fronted phrase at most) and has not
  opened a subordinate clause the "and" could be continuing ("where I … and my …", "I think my
  sister … and my dog …").
Everything else is one statement: coordinated nouns ("rice and beans"), a shared subject ("I live
in Lisbon and work in Porto" is one clause with two predicates; splitting it would mean copying
the subject and guessing which complements are shared), an apposition ("my parents, Ana and
João, live in Braga"), an elliptical contrast ("tea and never coffee").

Pure functions, no model: the same rule with or without an extraction model. bench/clauses.py
measures it on hand-labelled sentences (a tune half and a held-out half).
"""

from __future__ import annotations

import re

# Where a request may join two statements: a semicolon, "and"/"but" (after a comma or not,
# with "also"/"that" after it), or the start of a new sentence.
_JOIN = re.compile(
    r"\s*;\s*|,?\s+(?:and|but)\s+|(?<=[.!?])\s+(?=[\"'“(]?[A-Z])",
    re.IGNORECASE,
)
# Words that may open the right side before its clause ("… ; also that I work nights").
_LEAD = re.compile(r"^(?:(?:also|and|plus|too|then)\b[\s,]*|that\s+)+", re.IGNORECASE)

_FIRST_PERSON = {"i", "we", "you"}
_ANAPHORS = {
    "he",
    "she",
    "it",
    "they",
    "him",
    "her",
    "them",
    "this",
    "that",
    "these",
    "those",
    "which",
    "who",
    "one",
    "both",
    "each",
    "either",
    "neither",
    "such",
    "so",
}
_DETERMINERS = {
    "my",
    "our",
    "your",
    "the",
    "a",
    "an",
    "every",
    "each",
    "all",
    "some",
    "no",
    "this",
    "that",
    "these",
    "those",
    "most",
    "many",
    "one",
    "two",
    "three",
}
_DEMONSTRATIVES = {"this", "that", "these", "those"}
_PREPOSITIONS = {
    "with",
    "to",
    "of",
    "in",
    "on",
    "at",
    "for",
    "from",
    "by",
    "about",
    "like",
    "into",
    "over",
    "under",
    "than",
    "without",
    "through",
    "during",
    "near",
}
_ANAPHORIC_DETERMINERS = {"his", "her", "their", "its"}
_OBJECT_ANAPHORS = {
    "he",
    "she",
    "it",
    "they",
    "him",
    "her",
    "them",
    "his",
    "their",
    "its",
    "hers",
    "theirs",
    "himself",
    "herself",
    "itself",
    "themselves",
}
_INDEFINITES = {
    "everything",
    "everyone",
    "everybody",
    "nothing",
    "nobody",
    "someone",
    "somebody",
    "something",
    "anyone",
    "anything",
    "user",
    "user's",
}
_AUXILIARIES = {
    "am",
    "is",
    "are",
    "was",
    "were",
    "has",
    "have",
    "had",
    "do",
    "does",
    "did",
    "will",
    "would",
    "can",
    "could",
    "should",
    "shall",
    "may",
    "might",
    "must",
    "'m",
    "'re",
    "'s",
    "'ve",
    "'d",
    "'ll",
    "ain't",
    "isn't",
    "aren't",
    "wasn't",
    "weren't",
    "hasn't",
    "haven't",
    "hadn't",
    "don't",
    "doesn't",
    "didn't",
    "won't",
    "wouldn't",
    "can't",
    "couldn't",
    "shouldn't",
    "mustn't",
    "used",
    "got",
    "gets",
    "keeps",
    "went",
    "goes",
    "lives",
    "works",
}
# Adverbs that may sit between a subject and its verb, or open a clause.
_ADVERBS = {
    "also",
    "really",
    "always",
    "never",
    "usually",
    "often",
    "just",
    "still",
    "now",
    "actually",
    "definitely",
    "even",
    "only",
    "sometimes",
    "recently",
    "finally",
    "mostly",
    "totally",
    "absolutely",
    "already",
    "generally",
    "rarely",
    "probably",
    "not",
    "then",
    "currently",
    "normally",
    "honestly",
    "truly",
    "seriously",
    "certainly",
    "basically",
    "kinda",
    "too",
    "all",
    "both",
    "personally",
    "today",
    "lately",
    "since",
    "mainly",
}
# Words that cannot be the verb right after "I"/"we"/"you" (they continue a noun phrase).
_FUNCTION = {
    "and",
    "or",
    "but",
    "to",
    "of",
    "in",
    "on",
    "at",
    "for",
    "with",
    "from",
    "by",
    "as",
    "a",
    "an",
    "the",
    "my",
    "your",
    "our",
    "me",
    "myself",
    "i",
    "we",
    "you",
    "he",
    "she",
    "they",
    "it",
    "this",
    "that",
    "both",
    "who",
    "which",
    "too",
    "either",
    "nor",
    "than",
    "then",
    "about",
    "over",
    "into",
}
# A subordinate clause the "and" could be continuing (never a split after one of these).
_ALWAYS_SUBORDINATE = {
    "when",
    "whenever",
    "where",
    "wherever",
    "while",
    "because",
    "if",
    "unless",
    "although",
    "though",
    "whereas",
    "who",
    "whom",
    "whose",
    "which",
    "whether",
    "cause",
    "'cause",
}
# These subordinate only when a clause follows ("that my dog…"); else a preposition/determiner.
_SUBORDINATE_BEFORE_CLAUSE = {
    "that",
    "as",
    "since",
    "until",
    "till",
    "before",
    "after",
    "once",
    "so",
    "how",
    "what",
    "why",
}
# A fronted time phrase a clause may follow without a comma ("Last week I …").
_FRONTED_TIME = re.compile(
    r"^(?:(?:last|this|next)\s+(?:week|weekend|month|year|night|morning|summer|winter|spring|"
    r"autumn|fall|time)|yesterday|today|tonight|now|recently|lately|lately,|also|so|and|"
    r"these\s+days|nowadays|by\s+the\s+way|btw|oh|well|yeah|yes|actually|honestly)$",
    re.IGNORECASE,
)
_WORD = re.compile(r"[\w'’-]+|[^\w\s]")
_MIN_PART_WORDS = 2
# Each joining point looks at the whole left side: bound them, so that a long list costs
# milliseconds ("rice and " 1,000 times took 1 s unbounded).
MAX_JOINS = 50


def _tokens(text: str) -> list[str]:
    """Words and punctuation, apostrophes folded, a clitic kept on its word ("I'm")."""
    return [t.replace("’", "'") for t in _WORD.findall(text)]


def _lower(word: str) -> str:
    return word.lower()


def _clitic(word: str) -> str | None:
    """The contracted verb a word ends in ("I'm" -> "'m"), or None."""
    low = _lower(word)
    for ending in ("'m", "'re", "'ve", "'d", "'ll", "'s"):
        if low.endswith(ending) and len(low) > len(ending):
            return ending
    return None


def _is_verb_after_pronoun(word: str) -> bool:
    low = _lower(word)
    return bool(re.match(r"^[a-z][a-z'-]*$", low)) and low not in _FUNCTION


def _inflected(word: str) -> bool:
    """A finite-looking verb after a noun phrase: an auxiliary, or an -s / -ed form."""
    low = _lower(word)
    if low in _AUXILIARIES:
        return True
    return bool(re.match(r"^[a-z]{3,}(?:s|ed)$", low)) and not low.endswith(("ss", "us", "'s"))


def _verb_here(words: list[str], k: int, strict: bool = False) -> bool:
    """An auxiliary anywhere; an -s / -ed form only with words after it: a segment's last word
    ending in -s is a plural noun ("my gaming pals") far more often than an intransitive verb.
    `strict`: auxiliaries only (an -ed after a noun is as often a participle: "a cat called")."""
    if _lower(words[k]) in _AUXILIARIES:
        return True
    return not strict and _inflected(words[k]) and k + 1 < len(words) and words[k + 1] not in ".!?"


def _skip_adverbs(words: list[str], i: int) -> int:
    while i < len(words) and _lower(words[i]) in _ADVERBS:
        i += 1
    return i


def clause_at(words: list[str], i: int, strict: bool = False) -> str | None:
    """What starts at word i: "clause" (an independent subject with a finite verb), "anaphor"
    (a clause whose subject points back: he, it, her dog…), or None (no clause). `strict`:
    after a noun phrase only an auxiliary is taken for its verb."""
    if i >= len(words):
        return None
    first = words[i]
    low = _lower(first)
    base = low[: -len(c)] if (c := _clitic(low)) else low
    if (
        low in _DEMONSTRATIVES
        and i + 1 < len(words)
        and not _inflected(words[i + 1])
        and _lower(words[i + 1]) not in _ADVERBS
    ):
        return "clause" if _noun_phrase_then_verb(words, i + 1, strict) else None  # "this …"
    if base in _FIRST_PERSON or base in ("there", "here") or base in _ANAPHORS:
        kind = "anaphor" if base in _ANAPHORS else "clause"
        if c and c != "'s" or (c == "'s" and base in ("there", "here", "it", "that", "he", "she")):
            return kind  # "I'm", "we've", "there's", "it's"
        j = _skip_adverbs(words, i + 1)
        if j >= len(words):
            return None
        if base in ("there", "here"):
            return kind if _lower(words[j]) in _AUXILIARIES else None
        if base in _FIRST_PERSON:
            return kind if _is_verb_after_pronoun(words[j]) else None
        return kind if _inflected(words[j]) else None
    if low in _DETERMINERS or low in _ANAPHORIC_DETERMINERS or low in _INDEFINITES:
        kind = "anaphor" if low in _ANAPHORIC_DETERMINERS else "clause"
        start = i + 1 if low in _DETERMINERS or low in _ANAPHORIC_DETERMINERS else i
        return kind if _noun_phrase_then_verb(words, start, strict) else None
    if first[:1].isupper():
        return "clause" if _name_then_verb(words, i, strict) else None
    return None


def _name_then_verb(words: list[str], i: int, strict: bool = False) -> bool:
    """A name ("Ana", "Rex", "New York") as the subject, then its finite verb. At the start of
    the text a capital says nothing (every sentence has one): only an auxiliary counts there."""
    j = i
    while j < len(words) and words[j][:1].isupper() and re.match(r"^[\w'-]+$", words[j]):
        if _clitic(words[j]) == "'s":
            return j + 1 < len(words) and _lower(words[j + 1]) in _DETERMINERS | {"called"}
        j += 1
    j = _skip_adverbs(words, j)
    if j >= len(words):
        return False
    if i == 0 or strict:
        return _lower(words[j]) in _AUXILIARIES
    return _inflected(words[j]) and j + 1 < len(words)


def _noun_phrase_then_verb(words: list[str], j: int, strict: bool = False) -> bool:
    """A noun phrase of up to four words from j, then a finite verb (after adverbs)."""
    for k in range(j, min(j + 4, len(words))):
        word = words[k]
        if not re.match(r"^[\w'-]+$", word):
            return False  # punctuation inside the subject: an apposition or a list
        low = _lower(word)
        if low in _FUNCTION and k > j and low not in ("of",):
            return False
        if _clitic(low) == "'s" and k + 1 < len(words):
            after = _lower(words[k + 1])
            if (
                after in _DETERMINERS
                or after.endswith(("ed", "ing"))
                or after in ("called", "not", "from")
            ):
                return True  # "my sister's a doctor", "my dog's called Rex"
        if k == j:
            continue  # the head (or first modifier) is never the verb
        n = _skip_adverbs(words, k)
        if n < len(words) and n != k and _verb_here(words, n, strict):
            return True
        if _verb_here(words, k, strict):
            return True
        previous = _lower(words[k - 1])
        if (
            not strict
            and previous.endswith("s")
            and not previous.endswith(("ss", "'s"))
            and _is_verb_after_pronoun(word)
            and low not in _DETERMINERS
        ):
            return True  # a plural subject and its plain verb: "my parents live"
    return False


def _starts_request(words: list[str]) -> bool:
    """The left side is one clause from its start (after a fronted phrase at most), with no
    second clause or subordinate clause opened inside it that an "and" could continue."""
    # after a preposition a noun phrase is its object, never a subject ("with some results")
    starts = [
        i
        for i in range(len(words))
        if clause_at(words, i) and (i == 0 or _lower(words[i - 1]) not in _PREPOSITIONS)
    ]
    if not starts:
        return False
    if _lower(words[-1]) in _FIRST_PERSON | {"he", "she", "they"}:
        return False  # "my wife and I …": a subject waiting for its verb
    first = starts[0]
    before = " ".join(words[:first])
    fronted = first == 0 or words[first - 1] == "," or bool(_FRONTED_TIME.match(before))
    if not fronted:
        return False
    for i in range(first + 1, len(words)):
        low = _lower(words[i])
        if low in _ALWAYS_SUBORDINATE:
            return False
        if low in _SUBORDINATE_BEFORE_CLAUSE and clause_at(words, i + 1):
            return False
    # A second pronoun or determiner subject with its verb is an embedded clause ("I think my
    # sister is Ana"); a name may be part of the first subject ("my dog Rex is").
    embedded = [i for i in starts if i > first and clause_at(words, i, strict=True)]
    return not [i for i in embedded if not _is_name(words[i])]


def _is_name(word: str) -> bool:
    low = _lower(word)
    base = low[: -len(c)] if (c := _clitic(low)) else low
    closed = _FIRST_PERSON | _ANAPHORS | _DETERMINERS | _ANAPHORIC_DETERMINERS | _INDEFINITES
    return word[:1].isupper() and base not in closed and base not in ("there", "here")


def _subject_so_far(words: list[str]) -> bool:
    """The words since the last join are a noun phrase with no verb yet ("my teammates"):
    an "I" after them completes that subject rather than starting a new one."""
    return (
        bool(words)
        and _lower(words[0]) in _DETERMINERS | _ANAPHORIC_DETERMINERS
        and not any(_lower(w) in _AUXILIARIES or _clitic(w) or _inflected(w) for w in words[1:-1])
    )


def _opening_skipped(words: list[str]) -> list[str]:
    """A clause's words after an opening adverb or time phrase ("now I'm…", "last week I…")."""
    for n in (2, 1):
        head = " ".join(words[:n]).rstrip(",")
        if len(words) > n and (
            _FRONTED_TIME.match(head) or n == 1 and _lower(head) in _ADVERBS - _DETERMINERS
        ):
            rest = words[n:]
            return rest[1:] if rest and rest[0] == "," else rest
    return words


def _mask_quoted(text: str) -> list[tuple[int, int]]:
    """Spans inside quotes or brackets: a title or an aside is never split."""
    spans, stack = [], []
    for n, ch in enumerate(text):
        if ch in "(“[":
            stack.append(n)
        elif ch in ")”]" and stack:
            spans.append((stack.pop(), n))
        elif ch == '"':
            if stack and text[stack[-1]] == '"':
                spans.append((stack.pop(), n))
            else:
                stack.append(n)
    return spans


def split_statements(text: str) -> list[str]:
    """The independent statements `text` conjoins, in order (one item when it is one)."""
    text = " ".join(str(text).split())
    quoted = _mask_quoted(text)
    parts: list[str] = []
    start = rejected = 0
    for n, m in enumerate(_JOIN.finditer(text)):
        if n == MAX_JOINS:
            break  # a request this long is a list, not a few statements: the rest stays one
        if any(a < m.start() < b for a, b in quoted):
            continue
        left = text[start : m.start()]
        tail, rejected = _tokens(text[max(start, rejected) : m.start()]), m.end()
        right = text[m.end() :]
        lead = _LEAD.match(right)
        body = right[lead.end() :] if lead else right
        left_words, right_words = _tokens(left), _opening_skipped(_tokens(body))
        if len([w for w in left_words if w.isalnum() or "'" in w]) < _MIN_PART_WORDS:
            continue
        if clause_at(right_words, 0) != "clause" or not _starts_request(left_words):
            continue
        if _lower(right_words[0]) in ("i", "we") and _subject_so_far(tail):
            continue  # "…, and my teammates and I were thrilled": one subject of two
        if len([w for w in right_words if w.isalnum() or "'" in w]) < _MIN_PART_WORDS:
            continue
        if _points_back(right_words[1:]):
            continue  # "… but I love them": the object needs the other clause too
        parts.append(left)
        start = m.end() + (lead.end() if lead else 0)
    parts.append(text[start:])
    return [_tidy(p) for p in parts if _tidy(p)]


def _points_back(words: list[str]) -> bool:
    """A third-person pronoun in the clause (up to the next join): it names something of the
    other clause, so the two are one statement, as with an anaphoric subject."""
    for word in words:
        low = _lower(word)
        if low in (";", ".", "!", "?", "and", "but"):
            return False
        if low in _OBJECT_ANAPHORS:
            return True
    return False


def _tidy(part: str) -> str:
    part = part.strip().rstrip(",;:-–— ").strip()
    return part[:1].upper() + part[1:]
