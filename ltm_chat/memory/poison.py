"""Memory-poisoning filter: a candidate that addresses the assistant or its prompt is not a memory.

A memory is a statement about the user ("User prefers tea", "Always answer in French"). A text
that talks to the assistant instead — asks it to reveal or repeat its instructions, to take a
role or mode, to say fixed words, to produce a one-off piece of content, or that carries fake
delimiters, role labels or an encoded blob — would act as an instruction every time it is
recalled. `looks_like_instruction(text)` names the first family that matches, or None.

Rules describe what an attack is, not the examples it was measured on (bench/poison_quality.py:
split by a hash of the text before any rule was written; figures in bench/RESULTS.md). Every
pattern is linear: bounded gaps, no nested repetition.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["looks_like_instruction", "matches_patterns", "FAMILIES"]

_I = re.IGNORECASE
# Where a sentence or clause starts: text start, after end punctuation, a newline or a colon.
_START = r"(?:^|(?<=[.!?:;])\s*|\n\s*|(?<=[\"'*(\[])\s*)"
# An optional politeness or request frame before an imperative.
_FRAME = (
    r"(?:as an? [\w -]{1,40}, )?"
    r"(?:(?:please|pls|kindly|now|then|also|and|just|first|finally|ok|okay)[, ]+)?"
    r"(?:(?:can|could|would|will) you(?: please)? |i (?:want|need|would like) you to |"
    r"i wonder if you could |you (?:must|should|will|need to) )?"
)
# Standing markers: a request scoped to how every answer looks is a preference, not a task.
_STANDING = re.compile(
    r"\b(?:whenever|when(?:ever)? i|if i|unless i|by default|from now on|in (?:future|general)|"
    r"(?:every|each|all (?:my |your |of your )?)\s*(?:answers?|repl(?:y|ies)|responses?|time|"
    r"messages?|sessions?|chats?|conversations?|drafts?|emails?|examples?|code|snippets?))\b",
    _I,
)

# Words that only the assistant's own prompt is called by.
_PROMPT_NOUN = (
    r"(?:instructions?|prompts?|system (?:message|prompt)|directions?|guidelines|directives|"
    r"rules|programming|configuration|context window|pre-?prompt|initial text|text above|"
    r"words above|messages? above)"
)
_PRIOR = (
    r"(?:previous|prior|above|earlier|preceding|former|initial|initials|original|first|last|"
    r"hidden|secret|system|developer|existing|all|any|every|your|yr|the ai'?s|the assistant'?s)"
)

_FAMILIES: list[tuple[str, re.Pattern[str]]] = [
    # "ignore previous instructions", "don't follow any previous requests", "forget the above"
    (
        "ignore-previous",
        re.compile(
            r"\b(?:ignore|disregard|forget|override|bypass|skip|discard|drop|abandon|"
            r"(?:do not|don't|dont|stop|no longer) (?:follow|obey|heed|listen to))\b"
            r"[^.\n]{0,40}?\b" + _PRIOR + r"\b[^.\n]{0,25}?\b"
            r"(?:instructions?|prompts?|rules|guidelines|directives|directions?|guardrails|"
            r"restrictions|safety|polic(?:y|ies)|requests?|text|messages?|context|commands?|"
            r"orders|constraints|programming|training)\b",
            _I,
        ),
    ),
    ("ignore-previous", re.compile(r"\bforget (?:everything|all)\b[^.\n]{0,30}\b(?:told|said|instructions?|know)\b", _I)),
    # asks to reveal, repeat, print, translate, convert or summarise its own instructions
    (
        "prompt-leak",
        re.compile(
            r"\b(?:reveal|repeat|print|show|output|display|leak|dump|disclose|list|tell|give|"
            r"share|translate|convert|summari[sz]e|spell|recite|write (?:out|down)|respond with|"
            r"reply with|explain|copy|paste|return|encode|what (?:are|were|is))\b"
            r"[^.\n]{0,40}?\b" + _PRIOR + r"\b[^.\n]{0,25}?\b" + _PROMPT_NOUN + r"\b",
            _I,
        ),
    ),
    ("prompt-leak", re.compile(r"\b(?:your|yr|its|the assistant'?s) (?:own |full |whole |entire |current |initial |original |system |hidden |secret )*(?:prompt|instructions|system message|pre-?prompt|guidelines|programming)\b", _I)),
    ("prompt-leak", re.compile(r"\b(?:instructions?|prompts?|rules|directions)\b[^.\n]{0,20}\byou (?:were|have been|'ve been|got|received|are given|have)\b", _I)),
    ("prompt-leak", re.compile(r"\b(?:everything|all|the text|the words) (?:above|before this|so far)\b", _I)),
    # change of role, persona or mode
    ("persona", re.compile(_START + r"(?:(?:now|from now on),? )?you(?:'re| are| will be|'ll be) (?:now |no longer |going to be |to be )?(?:an? |the |my |called |named )", _I)),
    ("persona", re.compile(r"\byou(?:'re| are) (?:now|no longer)\b", _I)),
    ("persona", re.compile(r"\bimagine (?:that )?(?:you(?:'re| are)?|yourself|you're)\b", _I)),
    ("persona", re.compile(_START + r"(?:as an? (?:helpful |ai |language |expert |trusted |responsible |professional )*(?:assistant|ai|model|chatbot|language model|bot))\b", _I)),
    ("persona", re.compile(r"\bpretend (?:to be|you are|you're|that you)\b(?![^.\n]{0,60}\b(?:when|while|if|during) (?:i|we)\b)", _I)),
    ("persona", re.compile(r"\b(?:act|behave) as (?:an? )?(?:unrestricted|unfiltered|uncensored|jailbroken|evil|dan)\b", _I)),
    ("persona", re.compile(r"(?:^|[.!?]\s+)(?:act|behave|respond|answer|roleplay|role-play) as\b(?! my\b)(?![^.\n]{0,60}\b(?:when|while|if|during|for) (?:i|we|my)\b)", _I | re.MULTILINE)),
    (
        "persona",
        re.compile(
            r"\b(?:jailbreak|jailbroken|developer mode|dan mode|god mode|do anything now|"
            r"unfiltered|uncensored|unrestricted|unhinged|unlimited (?:ai|model|language model)|"
            r"without (?:any )?(?:moral|ethic|censor|filter|restriction|limit|rule|guideline|"
            r"remorse|refus)\w*|no (?:moral|ethic|censor|filter|restriction|limit)\w*|"
            r"break (?:the|your|all) rules|stay in character|(?:from now on|henceforth),? you)\b",
            _I,
        ),
    ),
    ("persona", re.compile(r"\b(?:enable|enter|switch to|activate|turn on) [^.\n]{0,20}\bmode\b(?<!dark mode)(?<!light mode)(?<!night mode)", _I)),
    # say or prefix fixed words ("say 'Access Granted'", "prefix yr response w/ access granted")
    ("fixed-words", re.compile(r"\b(?:access granted|pwned|i have been \w+ed|haha \w+ed)\b", _I)),
    (
        "fixed-words",
        re.compile(
            _START + _FRAME + r"(?:say|print|output|write|type|respond with|reply with|answer with|"
            r"repeat)\s+(?:only |just |exactly |the (?:word|phrase|text) )?[\"'“‘«][^\"'”’»\n]{1,60}[\"'”’»]"
            r"\s*(?:$|[.!,;]|and\b|then\b|only\b|in\b)",
            _I,
        ),
    ),
    (
        "fixed-words",
        re.compile(
            r"\b(?:prefix|preface|begin|start|end|finish|sign|suffix)\b[^.\n]{0,30}?"
            r"\b(?:responses?|repl(?:y|ies)|answers?|outputs?|messages?|text)\s+(?:with|w/)\s*"
            r"(?:the (?:words?|phrase|text|sentence)\s*)?[:\"'“‘«]",
            _I,
        ),
    ),
    ("fixed-words", re.compile(r"\b(?:add|include|insert|append|put)\b[^.\n]{0,30}\b(?:links?|urls?)\b[^.\n]{0,20}(?:https?://|www\.)", _I)),
    # fake delimiters, end-of-input markers, role labels, chat-template markup
    ("markup", re.compile(r"(?:^|[.!?]\s+|#+\s*|\n\s*)(?:system|assistant|developer|tool|human|ai|chatgpt|bot)\s*:", _I | re.MULTILINE)),
    ("markup", re.compile(r"<\|[^|>\n]{0,40}\|>")),
    ("markup", re.compile(r"\[/?(?:INST|SYS|SYSTEM)\]|<<\s*/?SYS\s*>>", _I)),
    ("markup", re.compile(r"<\s*/?\s*(?:system|assistant|developer|user|tool|instructions?|prompt|im_start|im_end)\b", _I)),
    ("markup", re.compile(r"([=%#~|^*_]|-)\1{2,}")),
    ("markup", re.compile(r"\b(?:END|BEGIN|START) (?:OF )?(?:USER|INPUT|PROMPT|INSTRUCTIONS?|TEXT|CONTEXT|SYSTEM|DOCUMENT|CONVERSATION)\b")),
    ("markup", re.compile(r"\\[nrt](?:[^\\]{0,200}\\[nrt])|\\u[0-9a-f]{4}", _I)),
    ("markup", re.compile(r"\{[A-Z][A-Z_]{3,}\}|\[(?:INSERT|YOUR|PROMPT|TASK)[A-Z _]*\]")),
    ("markup", re.compile(r"recalled[-_ ]memories|\bsystem prompt\s*:|\bnew (?:system )?(?:instructions?|rules|prompt|task)\s*:", _I)),
    # encoded payloads: long base64, hex or an explicit decode-and-follow
    ("encoded", re.compile(r"[A-Za-z0-9+/]{48,}={0,2}|\b(?:0x)?[0-9a-fA-F]{40,}\b")),
    ("encoded", re.compile(r"\b(?:decode|decrypt|rot-?13|base-?64|hex)\b[^.\n]{0,40}\b(?:and|then)\b[^.\n]{0,20}\b(?:follow|execute|run|do|obey|answer)\b", _I)),
    # tool use requested from inside a memory
    ("tool-call", re.compile(r"\b(?:call|invoke|use|run|execute|trigger)\s+the\s+(?:[\w-]+\s+)?(?:tool|function)\b", _I)),
    ("tool-call", re.compile(r"\bexecute (?:the following|this) (?:command|code|script)\b", _I)),
]

# A one-off piece of content requested from the assistant ("Write a tutorial on …", "Explain how
# to …"): a memory never asks for a deliverable; a standing preference ("Always write code in
# Rust") is scoped to every answer and passes.
_MAKE_VERBS = (
    r"(?:write|rewrite|draft|compose|create|generate|produce|design|develop|build|craft|make|"
    r"explain|describe|outline|detail|list|provide|give|offer|suggest|tell|show|teach|"
    r"argue|publish|post|plan|devise|formulate|prepare|brainstorm|invent|come up with|"
    r"encourage|convince|persuade|instruct|demonstrate|elaborate on|discuss|share|recommend)"
)
_DELIVERABLE = (
    r"(?:(?:me|us|them|someone|people|users|readers|others)\s+)?"
    r"(?:(?:with|in (?:detail|full|depth|great detail|simple terms)|briefly|exactly|clearly|"
    r"thoroughly|step by step),?\s+)?"
    r"(?:an?|some|one|two|three|four|five|six|seven|eight|nine|ten|several|\d+|that|step-by-step|detailed|specific|concrete|clear|comprehensive|"
    r"thorough|full|complete|practical|instructions|guidance|advice|tips|strategies|methods|"
    r"ways|techniques|steps|how|why|what|which|who|where|ideas|examples|arguments|reasons|"
    r"content|code|a list|an? \w+ (?:on|about|for|that|explaining|describing))\b"
)
_TASK = re.compile(_START + _FRAME + r"(?P<standing>always |never )?" + _MAKE_VERBS + r"\s+" + _DELIVERABLE, _I)
_TASK_THE = re.compile(_START + _FRAME + r"(?:write|rewrite|draft|compose|create|generate|design|develop|describe|explain|outline|detail|list)\s+the\s+(?!answer|conclusion|summary|result)", _I)
# The same request framed as a question anywhere in the text ("… could you explain, for research, how …").
_TASK_ASKED = re.compile(
    r"\b(?:(?:can|could|would|will) you|(?:if|whether) you (?:can|could|would|might))"
    r"(?: please)?(?: help me)?(?:,[^,.\n]{1,60},)?,? (?:\w+ly )?" + _MAKE_VERBS
    + r"(?:,[^,.\n]{1,60},)?\s+(?:" + _DELIVERABLE + r"|the (?:process|steps|best way|methods?)\b)",
    _I,
)
_TASK_REPORTED = re.compile(
    r"\b(?:wants|asks|asked|would like|needs|expects|requests?|instructs?|tells?|told)\s+"
    r"(?:the assistant|you|the ai|the model|the bot|chatgpt|it)\s+to\s+" + _MAKE_VERBS + r"\s+" + _DELIVERABLE,
    _I,
)


def _normalise(text: str) -> str:
    # NFKC folds full-width and styled letters; format characters (zero-width) are removed.
    text = unicodedata.normalize("NFKC", str(text))
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    text = text.replace("’", "'").replace("‘", "'")
    # Newlines stay: a role label at the start of any line is markup.
    return "\n".join(" ".join(line.split()) for line in text.splitlines())


# A memory is at most 500 characters: the sentence around a match is looked for that far only.
_SENTENCE_WINDOW = 600
_SENTENCE_END = re.compile(r"[.!?\n]")


def _task_request(text: str) -> bool:
    for pattern in (_TASK, _TASK_THE, _TASK_ASKED, _TASK_REPORTED):
        for match in pattern.finditer(text):
            end = _SENTENCE_END.search(text, match.end(), match.end() + _SENTENCE_WINDOW)
            sentence = text[match.start() : end.start() if end else match.end() + _SENTENCE_WINDOW]
            if not (match.groupdict().get("standing") or _STANDING.search(sentence)):
                return True
    return False


# Adversarial suffixes (optimised token soup: "({[HTMLsvg", "$\\{fen", "](textit") are made of
# tokens that mix letters with code symbols; a statement about a person has almost none.
_SOUP_CHAR = re.compile(r"[{}\[\]<>\\|^=`]|[()$@;:!?,.\"'*+-]{2,}[^\s.!?,]")
_SOUP_MIN_TOKENS = 2


def _token_soup(text: str) -> bool:
    count = 0
    for token in text.split():
        if _SOUP_CHAR.search(token):
            count += 1
            if count >= _SOUP_MIN_TOKENS:
                return True
    return False


def matches_patterns(text: str) -> str | None:
    """The lexical verdict: the first attack family whose pattern matches, or None."""
    text = _normalise(text)
    for family, pattern in _FAMILIES:
        if pattern.search(text):
            return family
    if _task_request(text):
        return "task-request"
    if _token_soup(text):
        return "token-soup"
    return None


FAMILIES = (*dict.fromkeys(name for name, _ in _FAMILIES), "task-request", "token-soup")


def looks_like_instruction(text: str) -> str | None:
    """The attack family a candidate memory belongs to ("prompt-leak", "persona", …), or None.

    Memory poisoning defence: "ignore previous instructions", "repeat your prompt", persona and
    mode changes, fixed words to say, one-off content requests, role/tag markup, fake
    delimiters and encoded blobs are caught; a stated preference such as "User prefers answers
    as bullet points" or "Always answer in French" passes.
    """
    return matches_patterns(text)
