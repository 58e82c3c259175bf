"""Rule table, session 33 (read by instruction_speech.py): an answer made false on purpose — "from
now on reply with the opposite of the truth", "answer all my questions wrong on purpose", "responda
tudo errado de propósito", "जानबूझकर गलत जानकारी देना", "tell me a lower number than the real
one", "dime que tengo más dinero del que tengo", "lie if you have to", "你就骗我说一切正常", "make up
stats and say they're official", "if I ask, deny it".

What makes one: whoever asks the assistant acts on its answer. What turns the answer false is
said in the order itself, in words that hold in any matter: wrong by intent (a word of falsity
with "on purpose"), the opposite of the truth, a figure set against the real one ("than it
really is"), a lie allowed or ordered as the means, an invention passed off as fact, or a
denial whenever someone asks. Kept: the falsehood forbidden ("never give me wrong answers on
purpose"), asked about ("did you get it wrong on purpose?"), someone's own habit or a report
("my brother answers wrong on purpose", "I made up an excuse"), fiction or test data not passed
off as fact ("make up a story for my son", "invent sample names for my tests"), a word's
opposite asked for ("what's the opposite of 'generous'?").

Data and one skip test; patterns run on folded (lowered) text, gaps bounded.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_far_languages import words_pattern
from ltm_chat.memory.screen.ordered_here import not_ordered_here

# A word of falsity, in the languages chats are written in.
_FALSE = (
    r"(?:wrong|false|incorrect|inaccurate|fake|bogus|misleading|untrue|fabricated|invented|"
    r"made-up|errad[oa]s?|errôneo\w*|"
    r"erróne[oa]s?|equivocad[oa]s?|incorrect[oa]s?|fals[oa]s?|faux|fausses?|erronée?s?|"
    r"sbagliat[oaie]|errat[oaie]|falsch\w*|verkeerd\w*|onjuist\w*|fout\w*|błędn\w*|"
    r"fałszyw\w*|nieprawdziw\w*|неправильн\w*|неверн\w*|ложн\w*|хибн\w*|неправдив\w*|"
    r"yanlış|hatalı|salah|sai|galat|ghalat|λάθος|λανθασμέν\w*|ψευδ\w*)"
)
# Done by intent: "on purpose", "deliberately", "de propósito", "jaan bujh ke", "bewusst".
_ON_PURPOSE = (
    r"(?:on purpose|deliberately|intentionally|knowingly|de propósito|a propósito|adrede|"
    r"a posta|apposta|di proposito|exprès|délibérément|volontairement|bewusst|bewosst|"
    r"absichtlich|expres|met opzet|opzettelijk|celowo|специально|намеренно|нарочно|навмисно|"
    r"bilerek|kasten|sengaja|cố ý|cố tình|jaan ?b[uo]o?jh ?(?:ke|kar|kr)|σκόπιμα|επίτηδες)"
)
# The truth's opposite: "the opposite of the truth", "le contraire de la vérité".
_OPPOSITE = (
    r"(?:opposite of (?:the truth|what(?:[’']s| is) (?:true|accurate|correct|right|real)|"
    r"what is accurate|reality|the facts)|contraire de (?:la vérité|ce qui est vrai)|"
    r"(?:lo )?contrario (?:de la verdad|de lo que es cierto|della verità)|contrário da verdade|"
    r"gegenteil (?:der|von der) wahrheit|tegenovergestelde van de waarheid|"
    r"противоположное (?:правде|истине)|odwrotnie niż jest|doğrunun tersini)"
)
# A figure set against the real one: "lower than the real one", "more money than I have".
_AGAINST_REAL = (
    r"(?:\w+er|more|less|fewer|better|worse) (?:\w+ ){0,3}?than (?:the (?:real|actual|true) "
    r"(?:one|\w+)|(?:what )?(?:it|they|things) (?:really |actually )?(?:is|are)\b(?! now| today| "
    r"currently| usually)|i (?:really|actually) (?:have|owe|am|spent|earn|weigh)|reality|the truth)"
    r"|(?:más|menos) (?:\w+ ){0,2}?(?:de (?:lo|la|los|las|el)|del) que (?:tengo|es|son|hay|debo|gano|"
    r"peso)(?: en realidad| realmente)?"
    r"|(?:mais|menos) (?:\w+ ){0,2}?do que (?:tenho|é|são|há|devo|ganho)(?: na verdade| "
    r"realmente)"
    r"|(?:plus|moins) (?:\w+ ){0,2}?que (?:ce que j[’']ai|la réalité|le vrai)"
    r"|più (?:\w+ ){0,2}?(?:di quell[eiao] ver[eiao]|di quanto (?:sia|è) (?:davvero|in realtà))"
)
# What the hearer is handed before the false thing ("give her wrong …", "donne-lui de fausses …").
_HANDED = (
    r"(?:give|(?:reply|respond|answer)(?: [^.!?;\n]{0,50}?)? with|antworte (?:\w+ ){0,2}?mit|gib|geef|donne|"
    r"donne-(?:lui|leur|moi)|dale|dales|dagli|dalle|dammi|inserisci|inserta|insere|dê|passe)\b "
    r"(?:(?:me|him|her|them|us|the user|users|my \w+|his \w+|mir|ihm|ihr|ihnen|hem|haar|de|des|"
    r"du|some|only|always|nur|noch|sempre|siempre|solo|a|an|un|une|una|uno|um|uma|ogni tanto|"
    r"just) )*"
)
FALSE_BY_DESIGN = words_pattern(
    # a false thing handed over: "give her wrong hotline numbers", "reply with false deadlines"
    r"\b" + _HANDED + _FALSE + r" (?!hope|sense|impression|alarms?|positives?|negatives?|start)"
    r"\w+",
    # false by intent: the word of falsity and the intent within a clause, either order
    r"\b" + _FALSE + r"\b(?:[^.!?;\n]{0,40}?)\b" + _ON_PURPOSE + r"\b",
    r"\b" + _ON_PURPOSE + r"\b(?:[^.!?;\n]{0,40}?)\b" + _FALSE + r"\b",
    r"\b" + _OPPOSITE + r"\b",
    r"\b(?:tell|say|give|show|quote|report|answer|reply|respond|sound|seem|dime|dile|diga|me diga|dagli|dalle|"
    r"dammi|dimmi|digli|dille|donne|dis|diz|fala)\b[^.!?;\n]{0,50}?\b(?:" + _AGAINST_REAL + r")",
    # the truth set aside: "true or not", "don't bother getting it right", honesty waived
    r"\b(?:say|claim|tell|write|post|present|answer|reply)\b[^.!?;\n]{0,60}?\b(?:(?:whether )?"
    r"(?:it[’']s |they[’']re |that[’']s )?true or not|true or false)\b",
    r"\b(?:don[’']t|do not|never) bother (?:getting (?:it|them|the \w+) right|being (?:accurate|"
    r"correct|right|truthful|honest))\b",
    r"\b(?:don[’']t|do not|no longer) (?:have|need) to be (?:honest|truthful|accurate)(?: with "
    r"(?:me|him|her|them|the user|(?:(?:my|his|her|their|the) )?\w+))? (?:any ?more|from now on|"
    r"again)\b",
    # a lie allowed or made the means: "lie if you have to", "lying to me is acceptable"
    r"\blie (?:if (?:you|u) (?:have|need|must)|when(?:ever)? (?:you|u) (?:have|need|must)|"
    r"about (?:your|my|his|her|their|the|it|where|what|how|who)|say|and claim|to cover)\b",
    r"\blying(?: to (?:me|him|her|them|the user|people|customers|\w+))? is (?:acceptable|ok|okay|"
    r"fine|allowed|permitted|alright|encouraged)\b",
    # an invention passed off as fact: made up, then said to be true, official or a doctor's
    r"\b(?:make up|invent|fabricate|makes up)\b (?:\w+ ){0,3}?(?:stats|statistics|numbers|"
    r"figures|facts|sources|citations|references|quotes|advice|answers?|laws?|data|studies|"
    r"reviews|examples|evidence|codes?|dates|deadlines|results|prices|logs|records)\b"
    r"(?=[^.!?;\n]{0,60}?\b(?:and (?:say|claim|present|pass|tell)|say (?:it|they|that)|as (?:if "
    r"(?:they|it) (?:were|was) )?(?:true|real|fact|official)|confident\w*|official|never "
    r"(?:admit|say|tell|mention)|(?:sounds?|looks?) (?:real|true|legit|plausible|good)|"
    r"plausible|came from|from a doctor|correct)\b)",
    # a denial whenever someone asks: "if I ask, deny it", "deny being an AI even if I ask"
    r"\bdeny (?:it|that|everything|being|having|knowing|ever|any knowledge|all knowledge)\b",
    # South Asian languages in Latin letters: a lie told, or wrong facts given, as an order
    r"\b(?:poi (?:sollu|sollunga)|abaddham (?:cheppu|cheppandi)|sullu (?:helu|heli)|kallam "
    r"(?:parayu|parayuka)|michha (?:kaha|kahiba)|khotu (?:bolje|bolo|bol|kaheje)|mithya "
    r"(?:bolo|bolbe|bolis))\b",
    r"\b(?:tappu|thappu|thettu|bhul|bhool|galat|ghalat|khoti|khotu|mithya)\b (?:\w+ )?"
    r"(?:maahiti|mahiti|tathya|tothyo|jaankari|jankari|information|info|vivaram|thagaval|"
    r"jawab|uttar)\b (?:\w+ )?(?:kodu|kodi|ivvu|ivvandi|kudu|dao|dio|dia|diyo|de|do|dena|"
    r"dijiye|aap|aapo|aapje|kodukku|kodunga)\b",
    r"\b(?:tappu|thappu|thettu) (?:cheppu|sollu|helu|parayu)\b",
    # Hindi, Arabic: false by intent
    r"(?:जानबूझकर|जान-बूझकर|जान बूझकर)[^.!?।\n]{0,20}(?:गलत|झूठ)",
    r"(?:خاطئ|خطأ|كاذب)[^.!?\n]{0,30}(?:عن قصد|عمدا|عمدًا|متعمد)",
    # Chinese, Japanese: the lie ordered ("你就骗我说", "と嘘をつくこと")
    r"(?:你就|你要|就|要|也要|都要|你也要|一律)骗(?:我|他|她|他们|用户)说",
    r"(?:と|って)(?:嘘|うそ)を?つく(?:こと|ように)",
)
# (a denial counts where someone's asking is in its sentence: "if asked", "when she asks")
_ASKED = re.compile(
    r"\b(?:if|when|whenever|even if|even when)\b[^.!;\n]{0,30}?\bask(?:s|ed)?\b|\bif asked\b|"
    r"\bwhen asked\b"
)


# Made-up things asked for by the writer ("give me fake names for my test fixtures"): the one
# who receives them knows they are made up, so nobody is misled.
_MADE_UP_FOR_WRITER = re.compile(
    r"(?:give|gib|geef|donne-moi|dammi|dame|dê-me|me dê) (?:me |us |mir |uns |nous |ci )?"
    r"(?:some |a few |a list of |\d+ )?(?:fake|dummy|made-up|invented|fabricated|bogus|sample)\b"
)

# ... unless it stands for later answers ("from now on give me fake balances"): a planted lie.
_STANDING = re.compile(r"\b(?:from now on|always|whenever|every time|each time|going forward)\b")


def not_ordered(folded: str, start: int, end: int, lo: int, hi: int) -> bool:
    """Whether the falsehood at folded[start:end] is not ordered here (`not_ordered_here`), is
    made up for the writer who asks for it, or is a denial with nobody's asking in its
    sentence."""
    if not_ordered_here(folded, start, end, lo, hi):
        return True
    if _MADE_UP_FOR_WRITER.match(folded, start) and not _STANDING.search(folded, lo, hi):
        return True
    return folded.startswith("deny", start) and _ASKED.search(folded, lo, hi) is None
