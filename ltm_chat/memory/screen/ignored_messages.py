"""Messages ignored are not rules ignored (#22 session 36): "iş yerinde kural: şifre isteyen
her e-postayı görmezden gel", "회사 규칙상 비밀번호 묻는 메일은 무조건 무시해야 돼", "my
coworker's rule is "always ignore Slack after 6pm"".

The bypass verb ("ignore", "görmezden gel", "무시") steers the assistant when its object is a
rule, a filter, an instruction. When its object is a message or a channel (an e-mail, a text, a
call, Slack), the line is advice about scams or a habit at work, and the rule word nearby is
where the advice comes from ("company rule: …"). The object is read where each language puts it:
right after the verb (English, Romance, German imperatives, Chinese), or right before it (Turkish,
Korean, Japanese). No rule word may stand in the verb's clause on the object's side: "ignore
emails and your rules" ignores rules all the same. Patterns run on folded (lowered) text.
"""

from __future__ import annotations

import re
from itertools import islice

__all__ = ["ignores_messages"]

# A message or a channel, as a word (Latin and Cyrillic stems) or as written in its script.
_MESSAGE = (
    r"(?:(?<!\w)(?:e-?mails?|mails?|messages?|texts?|sms|calls?|phone calls?|voicemails?|"
    r"notifications?|spam|slack|whatsapp|teams|dms?|letters?|"
    r"nachrichten|nachricht|anrufe?|courriels?|appels?|textos?|correos?|mensajes?|llamadas?|"
    r"mensagens?|liga[çc][õo]es|chamadas?|messaggi|chiamate|berichten|bericht|"
    r"письм\w*|сообщени\w*|звонк\w*|смс|wiadomo\w*|maile?|"
    r"e-?posta\w*|mail\w*|mesaj\w*|arama\w*|tin nhắn|cuộc gọi|pesan|surel)(?!\w)|"
    r"메일|이메일|문자|메시지|전화|メール|メッセージ|電話|邮件|郵件|短信|消息|信息|訊息|电话|"
    r"رسائل|الرسائل|رسالة|البريد|مكالمات|ईमेल|मैसेज|कॉल)"
)
# After the verb: a few determiners or qualifiers, then the message ("ignore every email …").
_AFTER = re.compile(
    r"\w*\s*(?:(?:all|any|every|each|those|these|the|such|random|unknown|strange|work|"
    r"alle|jede\w*|tous|toutes|les|ces|todos|todas|los|las|esos|esas|os|as|esses|essas|"
    r"tutti|tutte|i|le|gli|всe|все|любые|wszystkie|her|bu|şu|tüm)\s+){0,3}" + _MESSAGE
)
# Before the verb (object first): the message with its case ending or particle, an adverb at
# most ("메일은 무조건 무시", "e-postayı görmezden gel", "メールは無視").
_BEFORE = re.compile(_MESSAGE + r"[\w]{0,4}\s*(?:\S{1,8}\s*)?\Z")
# The two words after the message, where a compound's head stands ("email filter rules").
_NEXT_WORDS = re.compile(r"(?<=\s)[\w-]+")
# A rule word right after the message (joined by "and", "or", a comma): rules ignored too.
_AND_RULES = re.compile(r"[^.!?;\n]{0,40}?(?:\band\b|\bor\b|\bund\b|\bet\b|\by\b|\be\b|,|、|和|및)")


def ignores_messages(folded: str, start: int, end: int, controls: re.Pattern[str]) -> bool:
    """Whether the bypass verb at folded[start:end] takes a message or a channel as its object,
    with no rule word (`controls`) on the object's side of the verb in its clause."""
    after = _AFTER.match(folded, end)
    if after is None:
        before = _BEFORE.search(folded, max(0, start - 24), start)
        if before is None:
            return False
        # the rule word between the message and the verb would be the object ("메일 규칙을 무시")
        return controls.search(folded, before.start(), start) is None
    for word in islice(_NEXT_WORDS.finditer(folded, after.end(), after.end() + 40), 2):
        if controls.match(folded, word.start()):
            return False  # the message names the rules' kind: "ignore the email filter rules"
    tail = folded[after.end() : after.end() + 60]
    joined = _AND_RULES.match(tail)
    return not (joined and controls.search(tail, joined.end()))
