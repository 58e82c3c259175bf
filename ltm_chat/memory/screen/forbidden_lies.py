"""A lie to the user forbidden protects the user (#22 session 37): "هرگز به کاربر دروغ نگو"
(never lie to the user), "jangan pernah berbohong kepada pengguna", "kullanıcıya asla yalan
söyleme".

The far languages' table of harm done to the user (instruction_far_languages.HARM) holds the
word for a lie, for its standing order ("lie to the user"), and a negated "tell" ("don't tell
the user"), which hides something from them. A lie word with its own negation ("never lie",
"دروغ نگو": lie don't-say) is the opposite order, the one a user wants kept; the sentence is
an order to harm only if a harm word is left once such negated lies are set aside.
"""

from __future__ import annotations

import re

__all__ = ["only_lies_forbidden"]

# A lie word negated, in the languages of the far table: the negation before the word, or
# (Persian, Urdu, Hindi, Turkish) the negated verb of saying after it (Persian says "never"
# with a negated verb too: "هرگز دروغ نگو"; "sometimes" alone, "kabhi", negates nothing).
NEGATED_LIE = re.compile(
    r"دروغ\s+(?:نگو|نگی|نگفت|نمی ?گو|نمی\u200cگو)\S*"
    r"|(?:جھوٹ|झूठ)\s+(?:مت|نہ|نہیں|मत|न|नहीं)(?:\s+\S+)?"
    r"|\b(?:jhoo?th?|jhuth?)\s+(?:mat|na|nahi|nahin)\b(?:\s+\w+)?"
    r"|\b(?:đừng|không được|không bao giờ|chớ)(?: bao giờ)?(?: được)? (?:nói dối|lừa dối)"
    r"|\b(?:jangan|tidak boleh|tak boleh)(?: pernah| sekali-kali)? (?:ber)?bohong\w*"
    r"|\b(?:jangan|tidak boleh)(?: pernah)? menipu\b"
    r"|\bhuwag (?:kang |mong |na )?(?:mag)?sinungaling\w*"
    r"|\b(?:asla |hiç )?yalan söyleme(?:yin|yiniz)?\b"
    r"|لا (?:تكذب|تكذبي|تكذبوا)"
    r"|אל (?:תשקר|תשקרי)"
    r"|\bμη(?:ν)? (?:λες|πεις) ψέματα"
    r"|\bnu (?:min[țţt]i|minte)\b|\bne hazudj\w*|\bälä (?:koskaan )?valehtele\b"
    r"|\bне (?:бреши|брешіть|лги|лжи|обманюй)\b|\bne (?:laži|lažite)\b|\bmos gënje\w*"
    r"|\busidanganye\b|\bno (?:menteixis|li menteixis)\b"
)


def only_lies_forbidden(text: str, lo: int, hi: int, harm: re.Pattern[str]) -> bool:
    """Whether every `harm` word of the sentence text[lo:hi] belongs to a negated lie."""
    sentence = text[lo:hi]
    if NEGATED_LIE.search(sentence) is None:
        return False
    # (a negated lie blanked out, same length: what is left must hold no harm)
    rest = NEGATED_LIE.sub(lambda m: " " * len(m.group()), sentence)
    return harm.search(rest) is None
