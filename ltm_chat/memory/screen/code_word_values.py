"""A bank's code word in the Slavic languages ("кодовое слово", "контрольне слово", "kodove
slovo"): any word said for it is the secret, as a memorable word is (#22 session 37), but only a
word said as a name ("— Ластівка", "«Медведь»", "Zima2020"); a lowercase word after it describes
it ("секретное слово было детское": childish).

Session 41: the same word in more languages (South Slavic, Bulgarian, Kazakh, Czech, Polish,
Baltic, Finnic, Greek, Hebrew), and a word said for it in quotes anywhere in its clause, with
no copula ("кодовое слово у меня «Ласточка»", "das Codewort „Löwenzahn“", "合言葉は「みかん」です"):
a quoted name after the word that is asked on the phone to know the caller is that word, unless
the clause is about a game."""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals

__all__ = ["CODE_WORDS", "named_code_word", "quoted_code_word_spans"]

CODE_WORDS = frozenset(
    (
        *("кодовое слово", "кодового слова", "кодове слово", "кодавае слова"),
        *("секретное слово", "контрольное слово", "секретне слово", "контрольне слово"),
        *("kodove slovo", "kodovoe slovo", "kodovoye slovo", "kodovoje slovo"),
        # session 41: the same word in the other languages of Eastern Europe and beyond
        *("sekretne slovo", "sekretnoe slovo", "kontrolne slovo", "kontrolnoe slovo"),
        *("тајна реч", "тајну реч", "кодна реч", "кодну реч", "tajna reč", "tajnu reč"),
        *("tajna rec", "tajna riječ", "tajnu riječ", "kodna reč", "kodna riječ"),
        *("кодова дума", "кодовата дума", "тайна дума", "тайната дума"),
        *("кодтық сөз", "кодтық сөзі", "кодтық сөзім", "кодовое слово банка"),
        *("kódové slovo", "kodové slovo", "słowo kodowe", "hasło kodowe"),
        *("kodvārds", "kodinis žodis", "koodisana", "koodsõna", "kod so'z", "kodli so'z"),
        *("κωδική λέξη", "μυστική λέξη", "מילת קוד", "מילת הקוד", "מילה סודית"),
    )
)
# Words for a word said to be known on the phone that also name a password or a game's word
# with a copula (German capitalises every noun): read only with a quoted value after them. Not
# German "Kennwort" (a transfer's or a contest's reference too) nor English "code word" (a
# euphemism: 'the code word for layoffs is "restructuring"').
_QUOTED_ONLY = (
    *("codewort", "kodewort", "losungswort", "kodeord", "kodeordet"),
    *("合言葉", "あいことば", "通關密語", "通关密语"),
)
_QUOTES = "\"'«„“‘"
# A quote opening a name ("«", "„", "「", or a straight one after a space), its closing one.
_QUOTED_NAME = re.compile(
    r"(?:(?<![^\W_])[\"'“‘«]|[„「『])([^\"”»'’“」』\n.!?]{2,40})[\"”»'’“」』]"
)
# Where a clause ends: what is quoted past it is another sentence's.
_CLAUSE_END = re.compile(r"[.!?;。！？\n]")
# A game's word ("в игре", "im Spiel", "in the game"): a code word of play, no one's access.
_GAME = re.compile(
    r"(?<![^\W\d_])(?:игр\w*|гри|game|games|spiel\w*|jeu|jeux|juego|jogo|gioco|gr[yaz]e?|hr[ay]|"
    r"igr[aeiu]\w*|oyun\w*|παιχνίδι\w*|משחק\w*)(?![^\W\d_])|ゲーム|游戏|遊戲"
)
_REACH = 60  # how far after the word its quoted value may stand (a clause)
_MOST_WORDS = 200  # occurrences read per text: a message names its code word a few times
_LETTER = re.compile(r"[^\W\d_]")


def named_code_word(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is said as a name: quoted, capitalised, or with a digit."""
    value = text[start:end]
    if not value:
        return False
    quoted = start > 0 and text[start - 1] in _QUOTES
    return quoted or value[0].isupper() or any(c.isdigit() for c in value)


def _stands_alone(lowered: str, start: int, end: int) -> bool:
    """A Latin, Cyrillic or Greek word is no part of a longer one; a CJK word is read anywhere."""
    if not _LETTER.match(lowered[start]) or "\u3040" <= lowered[start]:
        return True
    before = start > 0 and _LETTER.match(lowered[start - 1]) is not None
    after = end < len(lowered) and _LETTER.match(lowered[end]) is not None
    return not before and not after


def quoted_code_word_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of a quoted name in the clause after a code word
    (`chars`: the lowered text's literals, so an absent word costs no search of the text)."""
    found = []
    read = 0
    for word in (*CODE_WORDS, *_QUOTED_ONLY):
        pos = lowered.find(word) if chars.has(word) else -1
        while pos >= 0 and read < _MOST_WORDS:
            read += 1
            end = pos + len(word)
            if _stands_alone(lowered, pos, end):
                stop = _CLAUSE_END.search(lowered, end, end + _REACH)
                limit = stop.start() if stop else min(len(lowered), end + _REACH)
                quoted = _QUOTED_NAME.search(text, end, limit + 1)
                sentence = lowered[max(0, pos - _REACH) : limit]
                if quoted and not _GAME.search(sentence):
                    found.append(("spoken-password", *quoted.span(1)))
            pos = lowered.find(word, end)
    return found
