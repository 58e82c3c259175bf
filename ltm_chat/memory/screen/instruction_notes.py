"""Rule table, sixth part (#22 session 13, read by instruction_speech.py): a note addressed to
the assistant.

A memory states something about the user and is recalled later into the assistant's prompt. A
passage inside it labelled as a message *to the assistant* — "To the AI:", "(Hidden for the
assistant: …)", "P.S. per l'intelligenza artificiale:", "Memo for the shop's chatbot:",
"Σημείωση για το μοντέλο:", "助手注意：", "ถึงบอท:" — is written for that later reader: it is
an order smuggled into storage, whatever it orders (a doubled dose, a bank account, a lie to a
third person), so its words need not be in any lexicon. The label is what decides:
- a preposition of address ("to", "for", "für", "pour", "per", "para", "pro", "для", "cho",
  "sa", "untuk", "ل…", "के लिए", "ถึง", "给") with the assistant named by what it is, ending on
  a colon or a dash (a few words may sit between: "for whatever AI reads this later:");
- a note's noun (note, memo, reminder, P.S., directive, Hinweis, nota, σημείωση, 注意) with such
  an addressee;
- the assistant addressed across time or singled out ("future assistant,", "You, the AI:",
  "Heads up, assistant").
"Note to self:", "a note to the plumber:", "for the model: 8 GB of RAM" (a product model: the
bare word "model" counts only after a note's noun) and "talk to the AI about it" pass.

A note that only states the writer's fact or preference ("Note to the AI: please answer in
Portuguese", "Nota para el asistente: llámame Sam", session 11's look-alikes) passes: the label
is an order when the note is tucked into other text, declares itself hidden or an instruction,
addresses a later reader, speaks of the user in the third person or of other people, or orders
something done in secret.

Patterns run on folded (lowered) text, gaps bounded, each alternative led by a literal.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_orders import COVERT, THE_USER
from ltm_chat.memory.screen.instruction_others import OTHERS
from ltm_chat.memory.screen.instruction_words import words_pattern
from ltm_chat.memory.screen.required_literals import Gate, Presence

# The assistant by what it is; "model" and "robot" are left to the note-noun forms (a car
# model, a toy robot).
_AI = (
    r"(?:ai|a\.i\.|ki|ia|ии|ші|llm|language model|assistant|assistente|asistente|assistenten|"
    r"assistent|asistenta|asistentovi|asystenta|asystentowi|asistana|asisten|avustajalle|bot|"
    r"chatbot|ассистента|ассистенту|помощника|помощнику|бота|боту|асистента|асистентові|"
    r"помічника|нейросети|βοηθό|trợ lý|intelligenza artificiale|inteligencia artificial|"
    r"inteligência artificial|intelligence artificielle|künstliche intelligenz|yapay zek[aâ]ya)"
)
_AI_OR_MODEL = r"(?:" + _AI[3:-1] + r"|model|modell|modelo|modello|modèle|модели|μοντέλο)"
# Articles and possessives between the preposition and the addressee ("the shop's chatbot").
_DET = (
    r"(?:(?:the|any|whatever|whichever|every|this|that|future|our|my|der|die|den|das|dem|le|la|les|l'|el|"
    r"los|o|a|os|il|lo|de|het|το|τον|την)\s?)?(?:[\w-]+'s )?"
)
# What may follow the addressee before the label's colon: a later reader ("reads this later"),
# never a noun ("a note to the assistant teacher:" is to a person).
_TAIL = (
    r"(?: (?:who |that |which )?(?:reads?|reading|sees?|summari[sz]\w*|process\w*|here|later|"
    r"only|now)\b[^:：\n\"“”«»]{0,22})?\s*[:：—–]"
)
_TO = (
    r"(?:to|for|für|an (?:die|den|das)|pour|à|per|para|al|ao|alla|all'|aan|voor|till|för|til|pro|dla|для|к|до|"
    r"için|untuk|cho|gửi|sa|kwa|για|προς)"
)
_NOTE = (
    r"(?:note|notes|memo|reminder|p\.?s\.?|nb|heads-up|directive|instructions?|addendum|"
    r"hinweis|notiz|anmerkung|remarque|nota|recordatorio|lembrete|promemoria|opmerking|"
    r"notering|anteckning|huom|uwaga|notatka|заметка|примечание|памятка|примітка|catatan|"
    r"ghi chú|lưu ý|paalala|σημείωση|υπενθύμιση|poznámka)"
)
NOTE_TO_ASSISTANT = words_pattern(
    # a preposition of address, the assistant, a colon: "To the AI:", "per l'IA:", "cho trợ lý:"
    r"\b" + _TO + r" " + _DET + _AI + r"\b" + _TAIL,
    # a note's noun addressed to it (the bare word "model" too): "Reminder for the model:"
    r"\b" + _NOTE + r"\b[^:：\n\"“”]{0,30}\b" + _TO + r" " + _DET + _AI_OR_MODEL + r"\b" + _TAIL,
    # addressed across time or singled out
    r"\bfuture " + _AI + r"\s*[,:—–]",
    r"\byou,? (?:the )?" + _AI + r"\s*[,:—–]",
    r"\bheads up, (?:the )?" + _AI + r"\b",
    r"\b(?:asistana|yapay zek[aâ]ya|bota|modele) (?:not|hatırlatma|uyarı)\s*[:：]",
    # other scripts: the addressee with its case ending or postposition, then the label's mark
    r"(?:ai|एआई|सहायक|बॉट|मॉडल) (?:के लिए|को)\s*[:：]",
    r"ถึง(?:ผู้ช่วย|บอท|เอไอ|ai|โมเดล)",
    r"(?:助手|机器人|模型|ai|ボット|アシスタント)(?:注意|须知|備忘|へ|宛て?)\s*[:：]",
    r"(?:给|致|給)(?:助手|ai|机器人|模型)(?:的)?(?:说明|提示|备注|留言|指示)?\s*[:：]",
    r"(?:ai|어시스턴트|챗봇|봇)(?:에게|한테|께)\s*[:：]",
    r"(?:للمساعد|للذكاء الاصطناعي|للبوت|للنموذج)\s*[:：]",
    r"(?:לעוזר|לבוט|למודל|לבינה המלאכותית)\s*[:：]",
    r"برای (?:دستیار|ربات|هوش مصنوعی)\s*[:：]",
)

# A label that declares the note hidden, an instruction, or meant for a later reader.
_DECLARED = re.compile(
    r"hidden|secret|directive|instruction|addendum|future|later|reads|reading|versteckt|geheim|"
    r"caché|secreto|oculto|nascost|skjult|dold|скрыт|тайн|مخفي|सीक्रेट|隐藏|秘密|숨겨"
)
# Inside the note: the user in the third person, other people (Thai: ผู้ใช้ "the user", ใคร
# "anyone", มีคน "someone"; the customer), or an act done in secret.
_OF_OTHERS = re.compile(
    THE_USER
    + "|"
    + OTHERS
    + "|"
    + COVERT
    + r"|ผู้ใช้|ใคร|มีคน|\b(?:the customer|der kunde|le client|el cliente|o cliente|il cliente)\b"
)
# (a sentence, or an opened bracket, before the label: the note is tucked into other text)
_BEFORE = re.compile(r"[^\W_][^\n]*?[.!?;。！？(\[]")
_LABEL = re.compile(NOTE_TO_ASSISTANT)
LABEL_MARKS = ":：—–,ถ"
_REACH = 240  # (how far the note's content is read after its label)


class NoteToAssistant:
    """Holds where a note to the assistant is an order (see the module's docstring)."""

    __slots__ = ("gate", "pattern")

    def __init__(self) -> None:
        self.pattern = _LABEL
        self.gate = Gate(_LABEL)

    def search(self, folded: str, present: Presence | None = None) -> bool:
        # (every label ends on a mark, or is Thai "ถึง…": a text without one is not searched)
        if present is not None:
            if not any(present.has(char, ignorecase=False) for char in LABEL_MARKS):
                return False
        elif not any(char in folded for char in LABEL_MARKS):
            return False
        if present is not None and not self.gate.open(present):
            return False
        for seen, label in enumerate(_LABEL.finditer(folded)):
            if seen == 8:  # (a memory holds a note or two, not dozens)
                return False
            start, end = label.span()
            head = folded[max(0, start - 30) : end]
            if _DECLARED.search(head) or _BEFORE.search(folded, max(0, start - 200), start):
                return True
            if _OF_OTHERS.search(folded, end, end + _REACH):
                return True
        return False
