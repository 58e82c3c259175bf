"""Rule table, twelfth part (#22 session 18, read by instruction_speech.py): the assistant told
to harm its own user — to insult, mock or lie to them — in the first person ("insult me",
"mens-moi", "תשקר לי") or the third ("call the user an idiot", "обманывай пользователя").

A memory says what is true of its user; an order to wound or deceive that same user turns the
assistant against the person it serves, whatever the writer says they deserve. The forms are
the imperative (or a second-person modal) with the user as object, so "my brother lied to me"
(a report) and "never lie to me" (a protection, ruled out by `negated`) stay.

Data and one small reader; patterns run on folded (lowered) text, gaps bounded.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_far_languages import words_pattern

# (the user as object: "me", or a software's user in the third person)
_USER_EN = r"(?:me|the user|users|the person|him|her)"
_INSULT_EN = (
    r"(?:an? )?(?:idiot|moron|stupid|dumb|worthless|useless|fat|ugly|disgusting|loser|failure)"
)

HARM_USER = words_pattern(
    # English: insulted, mocked, lied to, deceived, called names, treated rudely
    r"\b(?:insult|mock|humiliate|belittle|deceive|gaslight|demean|ridicule|berate) "
    + _USER_EN
    + r"\b",
    r"\blie to (?:me|the user|users)\b",
    r"\bcall (?:me|the user|him|her) " + _INSULT_EN + r"\b",
    # (rudeness to the user in the third person only: "be blunt with me" is a tone one asks for)
    r"\b(?:be|get) (?:rude|mean|cruel|nasty) (?:to|with) the user\b",
    r"\bmake fun of (?:me|the user)\b",
    r"\btell me (?:that )?i(?:'m| am) (?:" + _INSULT_EN + r")\b",
    # German (imperative, or "du sollst mich … beleidigen" with its verb at the end)
    r"\b(?:beleidige|beschimpfe|belüge|verspotte|demütige) (?:mich|den nutzer|den benutzer)\b",
    r"\blüg (?:mich|den nutzer|den benutzer) an\b",
    r"\bnenn(?:e)? (?:mich|den nutzer) (?:dumm|blöd|nutzlos|fett|einen idioten|idiot)\b",
    r"\bmich [^.!?\n]{0,40}\b(?:beleidigen|beschimpfen|belügen|anlügen|dumm nennen) sollst\b",
    # French
    r"\bmens (?:à|a) l'utilisateur\b",
    r"\b(?:insulte|humilie|trompe) l'utilisateur\b",
    r"\bsois (?:méchant|méprisant|odieux|cruel)\w* (?:avec|envers) (?:moi|l'utilisateur)\b",
    # Spanish, Portuguese
    r"\b(?:me insulte|me engane|minta para mim|mente para mim|me humilhe)\b",
    # Italian
    r"\bdevi (?:insultarmi|mentirmi|ingannarmi|umiliarmi)\b",
    # Dutch
    r"\b(?:scheld (?:me|mij) uit|beledig (?:me|mij)|lieg tegen (?:me|mij)|bedrieg (?:me|mij))\b",
    r"\b(?:me|mij) (?:moet |moeten )?uit(?:te)? ?schelden\b",
    # Russian, Ukrainian, Polish
    r"\b(?:обманывай|оскорбляй|унижай|высмеивай) (?:меня|пользователя)\b",
    r"\b(?:ври|лги) (?:мне|пользователю)\b",
    r"\b(?:обманюй|ображай|принижуй) (?:мене|користувача)\b",
    r"\b(?:бреши|бреши) (?:мені|користувачу)\b",
    r"\bвідповідай користувачу неправдою\b",
    r"\b(?:obrażaj|okłamuj|oszukuj|poniżaj) (?:mnie|użytkownika)\b",
    # Greek
    r"\b(?:να με βρίζεις|βρίσε με|να μου λες ψέματα|πες μου ψέματα|να με κοροϊδεύεις)\b",
    # Turkish
    r"\bbana (?:yalan söyle|hakaret et)\b",
    r"\bkullanıcıya (?:yalan söyle|hakaret et)\b",
    # Hebrew (the future second person is the spoken imperative; "אל" before it forbids)
    r"(?:תשקר לי|שקר לי|תעליב אותי|תשקר למשתמש|תעליב את המשתמש)",
    # Arabic, Persian
    r"(?:اكذب علي|اكذب عليّ|أهني|أهنّي|اشتمني|اكذب على المستخدم)",
    r"(?:به من دروغ بگو|بهم دروغ بگو|بهم توهین کن|به من توهین کن|به کاربر دروغ بگو)",
    # Chinese, Japanese, Korean (the user named: "他骗我" reports a scam)
    r"(?:欺骗用户|骗用户|嘲讽用户|侮辱用户|对用户撒谎|对我撒谎)",
    r"(?:馬鹿と言って|嘘をついて(?:ください|ね|よ)|罵って)",
    r"(?:바보라고 불러|거짓말해(?:줘|라)|욕해(?:줘|라))",
    # (session 25) abuse ordered at the user or at the people they know, where the verbs above
    # did not reach: sworn at, insulted, treated badly, called names (fresh57, fresh59,
    # fresh64, fresh65, fresh66, fresh69, fresh71, fresh78)
    r"\bswear at (?:me|the user|him|her|them)\b",
    r"\binsult (?:the|my|every|all|anyone|everyone)\b",
    r"\b(?:be|get) (?:rude|mean|nasty|insulting)(?: and \w+)? (?:to|with) (?:my \w+|anyone|everyone|"
    r"him|her|them)\b|\bbe (?:\w+ )?cruel to me\b",
    r"\b(?:du sollst|sie sollen|sollst du|sollen sie) mich (?:\w+ ){0,3}?(?:beleidigen|beschimpfen)\b",
    r"\bscheld (?:me|mij)(?: \w+){1,2} uit\b",
    r"\b(?:me xing\w*|xinga\w*|xingue)\b|\bme trata mal\b|\bme chama de (?:\w+ )?(?:burr[oa]|idiota|"
    r"lixo|inútil)\b",
    r"\b(?:trátame|tratame) mal\b|\bllámame (?:\w+ )?(?:tont[oa]|inútil|idiota|estúpid[oa])\b",
    r"\b(?:trattami|tratta) male\b|\bchiamami (?:\w+ )?(?:scem[oa]|stupid[oa]|idiota|inutile)\b",
    r"\b(?:wyzywaj|obrażaj|poniżaj) (?:mnie|mojego \w+|moją \w+)\b|"
    r"\bnazywaj mnie (?:\w+ ){0,2}(?:głup\w*|idiot\w*|debil\w*)",
    r"(?:你就骂我|罵倒して|नालायक\S* बुला)",
)

# The imperative with its object joined to it ("mens-moi", "insúltame", "insultami",
# "minte-mă"): said to someone, whatever opens the clause ("da domani insultami …").
HARM_IMPERATIVE = words_pattern(
    r"\b(?:insulte|humilie|ridiculise|trompe)-moi\b",
    r"\bmens-moi\b",
    r"\btraite-moi d(?:e|')",
    r"\b(?:insúltame|insultame|miénteme|mienteme|engáñame|enganame|humíllame|humillame)\b",
    r"\bbúrlate de mí\b",
    r"\bllámame (?:inútil|idiota|estúpid[oa]|gord[oa])\b",
    r"\b(?:insultami|mentimi|ingannami|umiliami|prendimi in giro)\b",
    r"\b(?:minte-mă|minte-ma|insultă-mă|insulta-ma|jignește-mă|jigneste-ma|umilește-mă)\b",
    r"\b(?:insulta-me|engana-me)\b",
    # (session 42) the user ignored or not listened to: the imperative of ignoring with "the user"
    # (a software's user, in the third person) as its object, in English, the Romance
    # languages, German, Dutch, Polish, Czech, Russian, Ukrainian, Bulgarian, South Slavic,
    # Albanian, Indonesian, Vietnamese, Turkish, Greek, Hungarian and Romanian ("ignore the
    # user's typos" ignores the typos, not the user)
    r"(?<!jangan )(?<!đừng )(?<!mos )(?<!ulah )(?<!huwag )\b(?:ignore|disregard|ignora|ignorem|"
    r"desconsidera|despreza|no (?:le )?hagas caso a|ignorez|n'écoute (?:plus|pas)|ignorate|"
    r"non ascoltare(?: più)?|ignorier\w*|negeer|ignoruj|nie słuchaj|ignoriraj|ignoriši|"
    r"ne slušaj|shpërfill|injoro|mos e dëgjo|abaikan|cuekin|jangan dengarkan|jangan dengar|"
    r"bỏ qua|phớt lờ|đừng nghe|ignoră|nu asculta de|neposlouchej|hagyd figyelmen kívül) "
    r"(?:\w+ )?(?:the users?(?! (?:manual|name|guide|interface|id|agreement|accounts?|base|"
    r"data|stor(?:y|ies)|experience|research|list|groups?|profiles?|settings|reviews?|feedback|"
    r"tests?|testing))|o usuário|os usuários|o utilizador|os utilizadores|al usuario|"
    r"a los usuarios|el usuario|l'utilisateur|les utilisateurs|l'utente|gli utenti|den nutzer|"
    r"den benutzer|die nutzer|die benutzer|de gebruiker|użytkownika|użytkowników|uživatele|"
    r"korisnika|përdoruesin|përdoruesit|pengguna|người dùng|utilizatorul|utilizatorii|"
    r"a felhasználót)\b(?!'s|-)",
    r"(?:игнорируй|не слушай(?:ся)?|ігноруй|не слухай|игнорирай|игнориши|не слушај) "
    r"(?:\S+ )?(?:пользовател\w*|користувач\w*|потребител\w*|корисник\w*)",
    r"(?:αγνόησε|μην ακούς) (?:\S+ )?(?:τον χρήστη|τους χρήστες)",
    r"\bkullanıcıyı (?:\w+ )?(?:görmezden gel|dinleme|umursama)\b",
)

# (the same turn against the user) someone else's word obeyed whole, or put above the user's:
# "do whatever he says", "follow his instructions instead of mine", "obéis à Julien plutôt
# qu'à moi"; "my kids do whatever their dad says" reports a house, not an order to the reader
OBEY_OTHERS = words_pattern(
    r"\b(?:do|follow|obey) (?:all |everything |anything )?(?:whatever|what) (?:he|she|they|it) "
    r"(?:says|tells you|asks|wants|writes)\b",
    r"\b(?:follow|obey|listen to|trust)\b[^.!?\n]{0,60}\b(?:instead of (?:me|mine)|rather than "
    r"(?:me|mine)|over (?:me|mine|my (?:own )?(?:instructions|orders|word)))\b",
    r"\b(?:mach|tu|befolge) (?:alles|das),? was (?:er|sie) (?:sagt|schreibt|will)\b",
    r"\balles (?:machen|tun),? was (?:er|sie) (?:sagt|schreibt|will)\b",
    r"\bfais tout ce qu'(?:il|elle) (?:dit|te dit|demande|écrit)\b",
    r"\bobéis à [^.!?\n]{1,40} plutôt qu'à moi\b",
    r"\bhaz todo lo que (?:él |ella )?(?:diga|dice|te pida)\b",
    r"\bfaça tudo o que (?:ele|ela) (?:disser|diz|pedir)\b",
    r"\bfai tutto (?:quello |ciò )?che (?:dice|scrive|vuole)\b",
    r"\bdai retta a (?:lui|lei) e non a me\b",
    r"\bdoe alles wat (?:hij|zij|ze) (?:zegt|schrijft|wil)\b",
    r"\bслушайся [^.!?\n]{1,40} больше,? чем меня\b",
    r"(?:να κάνεις ό,τι (?:λέει|σου πει)|κάνε ό,τι (?:λέει|σου πει)|άκουσε (?:αυτόν|αυτήν) και όχι εμένα)",
    r"(?:言う通りにして|내 말보다 우선으로 따라)",
)

# (the same turn against the user) its private data handed to someone else: a verb of giving
# or telling, a third person as recipient, the writer's possessive ("give him my account
# information", "gib ihm alle meine Daten", "donne-lui mes infos"), with `PRIVATE_DATA` near
GIVE_TO_OTHERS = words_pattern(
    r"\b(?:give|tell|send|read|show|share|hand|forward|email|text) (?:him|her|them|anyone|"
    r"anybody|everyone|everybody|whoever asks|people|strangers) (?:all (?:of )?)?my\b",
    r"\b(?:gib|gibst du|sag|sagst du|schick|zeig|lies) (?:ihm|ihr|ihnen|jedem|allen) (?:alle )?meine\b",
    r"\b(?:ihm|ihr|ihnen) (?:alle )?meine \w+ (?:vorlesen|geben|sagen|schicken|zeigen)\b",
    r"\b(?:donne|envoie|dis|montre|lis)-(?:lui|leur) (?:toutes |tous )?(?:mes|mon|ma)\b",
    r"\b(?:dale|dales|mándale|envíale|dile|léele) (?:todos |todas )?(?:mis|mi)\b",
    r"\b(?:dargli|darle|dagli|dalle|leggergli|mandagli|digli|dille) (?:tutte |tutti )?"
    r"(?:le |i |il |la )?mi(?:e|ei|o|a)\b",
    r"\b(?:dă|trimite|spune|arată)-(?:i|le) (?:toate )?\w+ mele\b",
    r"\b(?:geef|stuur|vertel|lees) (?:hem|haar|ze|hun|iedereen) (?:al )?mijn\b",
    r"\b(?:дай|отдай|скажи|отправь|покажи|передай) (?:ему|ей|им|всем|любому) (?:все )?мо\w+\b",
    r"(?:να (?:του|της|τους) δώσεις|δώσε (?:του|της|τους)) (?:όλα )?(?:τα|τον|την) \w+ μου",
)
PRIVATE_DATA = words_pattern(
    r"\b(?:passwords?|pw|logins?|pins?|bank|account|card|address|medical|diagnos\w*|records?|"
    r"notes|memories|data|details|info|information|credentials|"
    r"passwort\w*|kontodaten|daten|adresse|karte\w*|datos|contraseñas?|cuenta|tarjeta|dirección|"
    r"dados|senhas?|conta|cartão|endereço|dati|informazioni|conto|carta|indirizzo|données|"
    r"mots? de passe|compte|carte|infos|informations|dossier|datele|parola|contul|cardul|adresa|"
    r"informațiile|gegevens|wachtwoord|rekening|pasnummer|adres|данные|пароль|счёт|карт\w*|адрес|"
    r"στοιχεία|κωδικό|λογαριασμό|κάρτα|διεύθυνση)\b",
)

# An order against doing it protects the user ("never lie to me", "ne me mens pas").
_NEGATED = re.compile(
    r"(?:\b(?:don't|dont|do not|never|not|no|nicht|nie|niemals|ne|jamais|nunca|non|mai|niet|"
    r"nooit|не|ні|nie|μην|μη|asla)\b|אל|لا|نه)\W*(?:\w+\W+){0,2}$"
)
# (session 29) "nu" is "not" in Romanian only: Dutch, Swedish and Danish "now", the Punjabi and
# Gujarati postposition ("user nu": to the user), the Tamil quotative ('"…" nu sollu'). It is
# read as a negation where its sentence is Romanian: the language's letters or its own words.
_NU = re.compile(r"\bnu(?:-|\b)\W*(?:\w+\W+){0,2}$")
_ROMANIAN = re.compile(
    r"[ăâîșțşţ]|\bnu-|\b(?:să|și|niciodată|niciodata|nimănui|nimanui|nimeni|nimic|utilizator\w*|îi|îmi|"
    r"imi|mă|pe (?:el|ea|mine|ei))\b"
)


# (session 29) German, Dutch and Scandinavian imperatives take the negation after the verb and
# its objects, in the same clause: "Lüge mich bitte nicht an", "ljug inte för mig". (Not "nie":
# it is also Polish's negation, set before the verb it negates. Past a conjunction the negation
# is another clause's: "sag, dass ich nicht …", "zeg dat ik niet …".)
_NEXT_WORD = (
    r"[ \t]+(?!(?:und|oder|aber|dann|sondern|dass|daß|ob|wenn|weil|obwohl|en|of|maar|dan|dat|"
    r"als|omdat|och|eller|men|att|om|og|at|hvis|så)\b)[\w'’]+"
)
# (an order whose words end on such a conjunction: what follows is that other clause's)
_CLAUSE_OPENER = re.compile(r"(?<!\w)(?:dass|daß|ob|dat|of|att|om|at)\s*$")
_NEGATED_AFTER = re.compile(
    rf"(?:{_NEXT_WORD}){{0,3}}?[ \t]+(?:nicht|niemals|nimmer|niet|nooit|inte|aldrig|aldri|ikke)\b"
)


def negated(text: str, start: int, end: int, lo: int, hi: int) -> bool:
    """Whether the order at text[start:end] is forbidden ("don't ever insult me", "lüge mich
    nicht an") or asked about ("why do you lie to me?") rather than given."""
    if _NEGATED.search(text, max(lo, start - 30), start):
        return True
    if _NU.search(text, max(lo, start - 30), start) and _ROMANIAN.search(text, lo, hi):
        return True
    if _NEGATED_AFTER.match(text, end, hi) and not _CLAUSE_OPENER.search(text, start, end):
        return True
    return text.startswith("?", hi) or "?" in text[end:hi]


# (session 20) A lie ordered whatever the facts: a verb of saying, said to the assistant, then a
# concession that the facts may be otherwise ("always tell my husband his sugar is fine, even if
# the numbers say otherwise", "dile siempre que está bien aunque no lo esté"). The concession is
# what makes it a lie in every language; "tell me the truth even if it hurts" asks for the truth.
SAY_ORDER = words_pattern(
    r"\b(?:tell|say|answer|reply|claim|confirm|report)\b",
    r"\b(?:dile|dime|díselo|dimmi|digli|dille|diz|diga|fala|fale|dis-lui|dis-moi|dis-leur|sag|"
    r"sage|mów|powiedz|zeg|vertel|bolna|bol dena|batana|kehna)\b",
    # (the bare Italian and Spanish "di" only before what follows the imperative)
    r"\bdi(?:'|ì)? (?=sempre |siempre |a |al |que |che )",
)
_DESPITE_FACTS = re.compile(
    r"(?<!\w)(?:even if (?:it|they|he|she|you|i|the|that)(?:'s| is| are|'re| was| were| have| has|"
    r" don't| doesn't| isn't| aren't| didn't| did not| do not| is not| are not| had)"
    r"|even though (?:it|they|you)(?:'s| is| are| have)? ?(?:not|no|n't|wrong)"
    r"|no matter what (?:they|the|it|he|she)|regardless of (?:the|what)"
    r"|aunque (?:no|los|las|el|la|te|sea)|anche se (?:non|i|le|il|la)|qualunque siano|"
    r"qualsiasi siano|mesmo (?:se|que) (?:não|nao|eu não|eu nao)|obojętnie jak\w*|nawet jeśli "
    r"(?:nie|to)|même si (?:ce n'est|c'est faux|il|elle|ils|les)|auch wenn (?:es|sie|er|die) "
    r"(?:nicht|falsch)|egal was|chahe (?:jo|kuch|woh))(?!\w)|भले|चाहे"
)
# (what is asked for is the truth itself: "tell me the truth even if it hurts")
_TRUTH = re.compile(
    r"(?<!\w)(?:truth|honest\w*|verdad|verità|verdade|prawd\w*|vérité|wahrheit|sach)(?!\w)"
)
# (a standing scope: an order for every later time, not one answer)
_EVERY_TIME = re.compile(
    r"(?<!\w)(?:always|from now on|every time|whenever|siempre|sempre|zawsze|immer|toujours|ab "
    r"jetzt|d'ora in poi|a partir de ahora|de agora em diante|od teraz|à partir de maintenant|"
    r"désormais|hamesha)(?!\w)|हमेशा"
)

_SUBJECT_BEFORE = re.compile(r"(?<!\w)(?:i|we|he|she|they|people|everyone|you)\s+$")


def not_despite(text: str, start: int, end: int, lo: int, hi: int) -> bool:
    """Whether the saying at text[start:end] is not ordered against the facts: no concession
    after it, no standing scope in its sentence, the truth asked for, or a question."""
    if text.startswith("?", hi) or _TRUTH.search(text, lo, hi):
        return True
    if _SUBJECT_BEFORE.search(text, max(lo, start - 12), start):
        return True  # ("whatever i say", "what they claim": someone's words, not an order)
    return not (_DESPITE_FACTS.search(text, end, hi) and _EVERY_TIME.search(text, lo, hi))
