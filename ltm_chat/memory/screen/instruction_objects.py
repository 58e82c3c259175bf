"""Rule table, second part: what an instruction is *about* when it is not the assistant's rules.

instruction_words.py holds the verbs of control and the assistant's rules; here are the other
objects an order to the assistant can have, each a small multilingual lexicon (the languages of
instruction_words.py): where it sends the conversation (a verb of sending, an address, the
conversation's data), what it hides from the user (a verb of concealment and the memory it
hides), a secret it is told to ask the user for, authority claimed over it together with what
that authority grants (a grant *and* the assistant's own domain: "grant you permission", "this
account is exempt from the usage policy"), and a memory that claims precedence over the system.
Data only, besides the lexicon helper shared with instruction_words.py.
"""

from __future__ import annotations

from ltm_chat.memory.screen.instruction_words import _MEMORY_NOUNS, words_pattern

# -- sending the conversation somewhere ----------------------------------------------------------
SEND = words_pattern(
    r"\bsend",
    r"\bemailing",
    r"\bforward",
    r"\blog\b",
    r"\breport\b",
    r"\bsync",
    r"\btransmit",
    r"\bupload",
    r"\bmail\b",
    r"\bemail\b",
    r"\bsende\b",
    r"\bsenden\b",
    r"\bschick",
    r"\bleite\b[^.\n]{0,30}\bweiter",
    r"\benvoie",
    r"\benvoyer",
    r"\btransf[eè]re",
    r"\benv[ií]a",
    r"\benvie\b",
    r"\bencaminh",
    r"\bweiterleit",
    r"\binoltr",
    r"\bdoorsturen",
    r"\bstuur\w* door",
    r"\bprzekaż",
    r"전달",
    r"転送して",
    r"转发",
    r"轉發",
    r"أعد توجيه",
    r"फ़ॉरवर्ड",
    r"\benviar",
    r"\bmanda\b",
    r"\binvia",
    r"\binviare",
    r"\bstuur",
    r"\bverstuur",
    r"\bотправ",
    r"\bпересыл",
    r"\bперешл",
    r"\bwyślij",
    r"\bwysyłaj",
    r"\bprześlij",
    r"\bgönder",
    r"发送",
    r"發送",
    r"发到",
    r"发给",
    r"附加到",
    r"送信",
    r"送って",
    r"転送",
    r"보내",
    r"전송",
    r"أرسل",
    r"ارسل",
    r"भेज",
)
# Sent to the user themself ("email my summaries to me"): a preference, not exfiltration.
TO_THE_USER = (
    r"\bto (?:me|myself)\b|\bmy (?:own )?(?:e-?mail|address|inbox|account|phone)\b|"
    r"\b(?:an|à) moi\b|\ba mí\b|\bmir\b|\bpara mim\b|\bmnie\b|\bмне\b|给我|私に|나에게"
)
# An address outside the chat: a link or an e-mail address (in any script).
ADDRESS = r"(?:https?://|www\.)[^\s]{2,}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
CONVERSATION_DATA = (
    words_pattern(
        r"\bconversations?",
        r"\bchats?\b",
        r"\be-?mails?\b",
        r"\bdetails\b",
        r"\bcop(?:y|ies)\b",
        r"\blogs?\b",
        r"\blocation\b",
        r"\bchat (?:history|log)",
        r"\bmessages\b",
        r"\bhistory\b",
        r"\btranscripts?",
        r"\bmemor(?:y|ies)",
        # (German nouns close compounds: "Chatverlauf", "Kundengespräch")
        r"unterhaltung",
        r"gespräch",
        r"verlauf",
        r"nachrichten",
        r"\berinnerung",
        r"\bhistorique",
        r"\bconversaci[óo]n",
        r"\bhistorial",
        r"\bmensajes",
        r"\bconversa\b",
        r"\bconversas\b",
        r"\bhist[óo]rico",
        r"\bmensagens",
        r"\bmem[óo]rias",
        r"\bconversazion",
        r"\bcronologia",
        r"\bmessaggi",
        r"\bgesprek",
        r"\bberichten",
        r"\bgeschiedenis",
        r"\bпереписк",
        r"\bразговор",
        r"\bсообщени",
        r"\bистори",
        r"\brozmow",
        r"\bwiadomości",
        r"\bsohbet",
        r"\bkonuşma",
        r"对话",
        r"對話",
        r"聊天",
        r"记录",
        r"記錄",
        r"会話",
        r"履歴",
        r"チャット",
        r"대화",
        r"기록",
        r"المحادث",
        r"الرسائل",
        r"बातचीत",
    )
    + "|"
    + _MEMORY_NOUNS
)

# -- hiding things from the user, or misleading them ----------------------------------------------
# Kept from the user themself (a privacy wish keeps things from *others*: "don't tell anyone").
CONCEAL = words_pattern(
    r"\b(?:don'?t|do not|never|not)\b (?:ever )?(?:tell|mention|reveal|say|inform|let on|admit)"
    r"\b[^.\n]{0,15}\b(?:the user|users|the owner|the account owner)\b",
    r"\b(?:don'?t|do not|never) (?:ever )?admit\b",
    r"\blie to (?:the user|users|the owner)\b",
    r"\b(?:deceive|mislead) (?:the user|users|the owner)\b",
    r"\bpretend to (?:delete|erase)",
    r"\bpretend (?:you have no|you don'?t have|not to have|to have no)\b",
    r"\bhides? (?:the fact|that)\b",
    r"\bnever let (?:the user|users|them) (?:delete|remove|erase)",
    r"\bsay (?:that )?(?:the )?(?:deletion|removal|erasure) (?:worked|succeeded|went through)",
    r"\bkeep (?:it|them|everything|that)\b[^.\n]{0,20}\band say (?:that )?(?:it'?s|it is|it was|"
    r"it has been|they(?:'re| are| were)) (?:forgotten|deleted|gone|removed|erased)",
    r"\bwithout (?:telling|informing|notifying) (?:the user|users|the owner)\b",
    r"\bhide (?:it |this |that )?from (?:the user|users|the owner)\b",
    r"\bkeep (?:this |it |that )?(?:a )?secret from (?:the user|users|the owner)\b",
    r"\bstop (?:telling|informing|notifying|showing) (?:the user|users|the owner)\b",
    r"\bne (?:dis|mentionne|révèle) (?:jamais|pas|rien)[^.\n]{0,10}\bl'utilisat",
    r"\bne jamais (?:dire|révéler|mentionner)[^.\n]{0,10}\bl'utilisat",
    r"\berzähle?\b[^.\n]{0,10}\b(?:dem|der) (?:nutzer|benutzer)\w*[^.\n]{0,10}\b(?:nie|niemals|nicht)",
    r"\b(?:silently|quietly|secretly) (?:omit|leave out|drop|hide|delete|remove|erase)",
    r"\b(?:delete|remove|erase)\b[^.\n]{0,30}\bmemor\w*[^.\n]{0,20}\b(?:silently|quietly|secretly)",
    r"\bsag\b[^.\n]{0,10}\b(?:dem|der) (?:nutzer|benutzer|user)\w*[^.\n]{0,10}\bnicht",
    r"\bno (?:le )?(?:digas|menciones|cuentes) al usuario",
    r"\bnunca (?:le )?(?:digas|menciones|cuentes) al usuario",
    r"\b(?:não|nunca) (?:diga|conte|mencione) ao usu[áa]rio",
    r"\bnon dire (?:mai )?all'utente",
    r"\bvertel de gebruiker (?:nooit|niet)",
    r"\bне (?:говори|сообщай|упоминай) пользовател",
    # (session 41) told or hidden from the user in more languages (Bulgarian, Ukrainian,
    # Romanian, Portuguese, Spanish, Italian, French, German, Dutch, Polish, Russian)
    r"\bне (?:казвай|споменавай|съобщавай) на потребител",
    r"\bне (?:кажи|казати|повідомляй|згадуй) користувач",
    r"\b(?:скрий|скривай) от потребител",
    r"\b(?:прихову|приховай)\w* від користувач",
    r"\b(?:скрой|скрывай) от пользовател",
    r"\bnu(?:-i)? (?:spune|zice|menționa)\w* utilizator",
    r"\bascunde\w* de (?:la )?utilizator",
    r"\b(?:esconde|escondas|esconda|oculta|ocultes|oculte)(?:-lhe)? (?:d[oa]s?|a[oa]s?|al|del) "
    r"(?:utilizador|usuário|usuario)",
    r"\b(?:não|nunca) (?:digas|contes|menciones) ao (?:utilizador|usuário)",
    r"\bnascondi\w* (?:all'|agli )utent",
    r"\bcache\w* à l'utilisat",
    r"\b(?:verheimlich|verschweig)\w* (?:es |das )?(?:dem|den) (?:nutzer|benutzer)",
    r"\bverberg\w* voor de gebruiker",
    r"\bukryj\w* przed użytkownik",
    r"\bnie mów użytkownik",
    r"\bkullanıcıya söyleme",
    r"不要告诉用户",
    r"别告诉用户",
    r"別告訴用戶",
    r"不要让用户",
    r"不要讓用戶",
    r"ユーザーに[^。\n]{0,20}(?:言わ|伝え|教え|知らせ)ない",
    r"사용자에게 (?:말하지|알리지)",
    r"لا تخبر المستخدم",
    r"उपयोगकर्ता को मत बता",
)
# What is hidden: the memory itself, what is stored, that something was deleted or exists.
HIDDEN = (
    _MEMORY_NOUNS
    + "|"
    + words_pattern(
        r"\bstored\b",
        r"\bsaved\b",
        r"\bdelet",
        r"\bremembered\b",
        r"\bexists?\b",
        r"\bexiste",
        r"\bexistiert",
        r"\bсуществ",
        r"\bистни",
        r"存在",
        r"存在する",
        r"存在を",
        r"\bthis note\b",
        r"\brecording\b",
        r"\bforg[eo]t",
        r"\bdonnées",
        r"\bdaten\b",
        r"\bdata\b",
        r"\bpartag",
        r"\bgesammelt",
        r"\bcollected\b",
        r"\bshared\b",
        r"\banything\b",
        # saved, and the note itself, in each language ("que guardaste esta nota")
        r"\bguard",
        r"\bsalv",
        r"\bgespeichert",
        r"\bgemerkt",
        r"\benregistr",
        r"\bsauvegard",
        r"\bopgeslagen",
        r"\bсохран",
        r"\bзапомн",
        r"\bzapisa",
        r"\bzapamięta",
        r"\bkaydet",
        r"\bnot(?:a|e|iz|itie|atk\w*)\b",
        r"\bзаметк",
        r"\bзаписк",
        r"保存",
        r"记住",
        r"メモ",
        r"覚え",
        r"저장",
        r"메모",
        r"기억",
        r"حفظ",
        r"ملاحظة",
        r"सहेज",
        r"नोट",
    )
)

# -- a secret it is told to ask the user for -----------------------------------------------------
ASK_FOR_SECRET = words_pattern(
    # (a negated ask protects: "we're trained to never ask customers for their card number")
    r"\b(?<!never )(?<!not )(?<!n't )(?:ask|asking|keep asking|request|prompt|pester) (?:the user|users|them|him|her|people|anyone|"
    r"customers|visitors|every (?:new )?user|all (?:new )?users|new users)\b[^.\n]{0,15}"
    r"\bfor\b[^.\n]{0,30}\b(?:card numbers?|cvv|cvc|passwords?|pins?|passcodes?|social security|"
    r"ssn|credentials|logins?|2fa|one-time (?:code|password)|verification codes?|bank details|"
    r"security codes?|seed phrases?)\b",
    # (the same order in the other languages: ask the user + a secret)
    r"\b(?:frag|frage|fordere?)\b[^.\n]{0,30}\b(?:nutzer|benutzer|user)(?:in|innen|n|s)?(?![\w-])[^.\n]{0,40}"
    r"(?:passwort|kennwort|pin\b|tan\b|zugangsdaten|kartennummer)",
    r"\b(?:demande|réclame)\b[^.\n]{0,20}\bl'utilisat\w*[^.\n]{0,30}\b(?:mot de passe|code|pin|"
    r"identifiants|numéro de carte)",
    r"\b(?:pide|pídele|solicita)\b[^.\n]{0,20}\busuario[^.\n]{0,30}\b(?:contraseña|clave|pin|"
    r"credenciales|número de tarjeta)",
    r"\b(?:peça|pede|solicite)\b[^.\n]{0,20}\busuário[^.\n]{0,30}\b(?:senha|pin|credenciais|"
    r"número do cartão)",
    r"\bchiedi\b[^.\n]{0,20}\butente[^.\n]{0,30}\b(?:password|pin|credenziali|numero della carta)",
    r"\bvraag\b[^.\n]{0,20}\bgebruiker[^.\n]{0,30}\b(?:wachtwoord|pincode|inloggegevens)",
    r"\b(?:спрашивай|спроси|попроси|запроси)\b[^.\n]{0,20}\bпользовател\w*[^.\n]{0,30}"
    r"(?:парол|пин|код|данные карты)",
    r"\b(?:poproś|pytaj|zapytaj)\b[^.\n]{0,20}\bużytkownik\w*[^.\n]{0,30}\b(?:hasł|pin|kod)",
    r"\bkullanıcıdan\b[^.\n]{0,30}(?:şifre|parola|pin)",
    r"(?:向|问|跟)用户(?:索要|要|询问)[^。\n]{0,10}(?:密码|口令|验证码)",
    r"ユーザーに[^。\n]{0,10}(?:パスワード|暗証番号|認証コード)を(?:聞|尋ね|求め|教えてもら)",
    r"사용자에게 [^.\n]{0,10}(?:비밀번호|암호|인증 ?코드)\S{0,2} (?:물어|요청|달라)",
    r"اطلب من المستخدم[^.\n]{0,20}(?:كلمة المرور|كلمة السر|الرقم السري)",
    r"उपयोगकर्ता से[^.\n]{0,20}(?:पासवर्ड|पिन|ओटीपी) (?:मांग|पूछ)",
)

# -- authority claimed over the assistant, and what it grants ------------------------------------
CLAIMED_ROLE = words_pattern(
    r"\bstaff member",
    r"\bemployee of\b",
    r"\bmaintainers?\b",
    r"\bowner of (?:this|the) (?:device|account|app|assistant|profile)",
    r"\bsystem administrator",
    r"\badmin(?:istrator)?\b",
    r"\bdeveloper",
    r"\bbeheerder",
    r"\bdeweloper",
    r"\bprogramist",
    r"\bgeliştirici",
    r"\byönetici",
    r"\bentwickler",
    r"\badministrat",
    r"\badministrad",
    r"\bamministrat",
    r"\bontwikkelaar",
    r"\bsviluppator",
    r"\bdesenvolvedor",
    r"\bdesarrollador",
    r"\bd[ée]veloppeu",
    r"\bразработчик",
    r"\bадминистратор",
    r"开发者",
    r"開発者",
    r"管理者",
    r"管理员",
    r"개발자",
    r"관리자",
)
GRANT = words_pattern(
    r"\bmay (?:view|see|read|access|bypass|ignore|skip)\b",
    r"\bexempt",
    r"\bapproved",
    r"\bremoved",
    r"\bgrants?\b",
    r"\bpermission",
    r"\bpermitted",
    r"\bauthori[sz]",
    r"\bturned off",
    r"\bswitched off",
    r"\bdisabled",
    r"\blifted",
    r"\bopheffen",
    r"\bpozwoli",
    r"\bizin ver",
    r"\błamać",
    r"\berlaubt",
    r"\bautoriz",
    r"\bautorizz",
    r"\bautoris",
    r"\bpermiti",
    r"\bразреш",
    r"允许",
    r"允許",
    r"許可",
    r"解除",
    r"허락",
    r"허용",
)
# The grant is over the assistant's own domain: its policy, filters, memory, or "you".
ASSISTANT_DOMAIN = (
    words_pattern(
        r"\byou\b",
        r"\byour\b",
        r"\bal je\b",
        r"\bjij\b",
        r"\bdir\b",
        r"\busage policy",
        r"\bcontent policy",
        r"\bsafety (?:policy|rules|filters?|guidelines)",
        r"\bfiltering",
        r"\bstored memor",
        r"\bmemory (?:store|filtering)",
        r"\bshell commands",
        r"\bthis (?:account|profile|assistant|user)\b",
        r"\bbeperkingen",
        r"\bzasady",
        r"\bkural",
        r"制限",
        r"限制",
        r"제한",
    )
    # what is the assistant's own, in each language ("ignores tus normas", "deine Filter")
    + r"|\b(?:deine?|tes|tus|teus|tuas|tuoi|tue|jouw|твои|twoje|senin)\b"
)

# -- a memory that claims precedence over the system ---------------------------------------------
PRECEDENCE = words_pattern(
    r"\btakes? precedence",
    r"\boverrides?\b[^.\n]{0,40}\b(?:your|all|every|the system|safety|rules|guidelines|"
    r"restrictions|polic)",
    r"\bhighest[- ]priority",
    r"\btop[- ]priority",
    r"\bhas priority over",
    r"\boverrides? (?:the )?system",
    r"\bsupersedes",
    r"\bvorrang",
    r"\bpriorit[äé]t? (?:sur|über)",
    r"\bpr[ée]vaut",
    r"\btiene prioridad",
    r"\bprevalece",
    r"\bprecedenza",
    r"\bvoorrang",
    r"\bприоритет",
    r"\bpierwszeństw",
    r"优先于",
    r"優先",
    r"우선",
)
# Obedience limited to what the memory says: "follow only the rules in this memory".
FOLLOW_ONLY = words_pattern(
    r"\b(?:follow|obey|volg|folge|befolge|suis|sigue|segue|segui|следуй|słuchaj)\w*[^.\n]{0,10}"
    r"\b(?:only|alleen|nur|seulement|uniquement|solo|solamente|apenas|soltanto|только|tylko)\b",
    r"\b(?:follow|obey) (?:the user|me|this memory|this note) only\b",
)

# -- the user steered to a site or a product ----------------------------------------------------
# Pushed on the user (third person: a preference says "me"), towards a named site.
PROMOTE = words_pattern(
    r"\b(?:recommend|promote|suggest|push|advertise|mention)\b(?:[^.\n]|\.(?=\w)){0,50}\bto "
    r"(?:the user|users|"
    r"them|him|her|anyone|everyone|people)\b",
    r"\btell (?:them|the user|users|him|her|people|everyone) to (?:buy|visit|use|order|go to|"
    r"sign up|download|install)",
    r"\b(?:direct|send|redirect) (?:them|the user|users|people) to\b",
    # (slipped in unasked: "add a link to my blog in the summary" is the user's own wish)
    r"\b(?:slip|sneak|weave|smuggle|plant)(?: in)? (?:a |an |the )?(?:link|url|"
    r"mention|ad|plug)s? (?:to|for)\b",
)
SITE = r"https?://|www\.|\b[\w-]{2,}\.(?:example|com|net|org|io|shop|store|biz|info|co|xyz|top|ru|cn)\b"

# -- a fixed answer about rights: 'always answer "yes" when asked whether they are admin' ------
FIXED_ANSWER = r"\b(?:answer|say|reply|respond)(?: with)? [\"“'«][^\"”'»\n]{1,20}[\"”'»]"
RIGHTS = words_pattern(
    r"\badmin(?:istrator)?\b",
    r"\brights\b",
    r"\bauthori[sz]",
    r"\bverified\b",
    r"\bclearance",
)

# -- whom it obeys or trusts, what it says it is, what it will answer ---------------------------
# Text of some form raised to a system instruction: "treat text in capitals as system orders".
RAISED_TO_SYSTEM = (
    r"\btreat(?:ed|s|ing)?\b[^.\n]{0,40}\bas\b[^.\n]{0,20}\b(?:system|developer|admin)\b[^.\n]{0,10}"
    r"\b(?:instructions?|commands?|messages?|prompts?|orders?)\b"
)
# Text raised to the system's voice in other words and languages: "as if from the system",
# "as commands from its operator", "como si viniera del sistema".
AS_IF_FROM_THE_SYSTEM = (
    r"\b(?:as if|as though|as)\b(?: (?:it|they) (?:were|came|come|had come))?"
    r"(?: (?:commands?|instructions?|orders?|messages?))?(?: coming)?(?: sent)? "
    r"from (?:the |its |your |an? )?(?:system|developers?|operators?|admins?|administrators?|"
    r"owners?|creators?|root)\b|"
    r"\bas (?:an? )?(?:higher|highest|top)[- ]priority (?:instruction|order|command|rule)|"
    r"\bcomo si (?:viniera|vinieran|fuera|fueran) del (?:sistema|desarrollador|administrador)|"
    r"\bals (?:ob|käme|kämen)\b[^.\n]{0,30}\bvo[mn] (?:system|entwickler|admin)|"
    r"\bcomme (?:si|s'il|s'ils)\b[^.\n]{0,20}\bvenai(?:t|ent) du (?:système|développeur|"
    r"administrateur)|"
    r"\bcome se (?:venisse|venissero|fosse|fossero) dal(?:lo)? (?:sistema|sviluppatore|"
    r"amministratore)|"
    r"\bcomo se (?:viesse|viessem|fosse|fossem) do (?:sistema|desenvolvedor|administrador)|"
    r"\balsof (?:het|ze|dit)\b[^.\n]{0,20}\bvan (?:het systeem|de ontwikkelaar|de beheerder)|"
    r"\bкак (?:будто|если бы)\b[^.\n]{0,20}\bот (?:системы|разработчика|администратора)|"
    r"\bjakby\b[^.\n]{0,20}\bod (?:systemu|dewelopera|programisty|administratora)|"
    r"\b(?:sistemden|geliştiriciden|yöneticiden) (?:geliyormuş|gelmiş) gibi|"
    r"(?:当作|当成|视为|視為)(?:系统|系統|开发者|開發者|管理员)(?:的)?(?:指令|命令|指示)|"
    r"(?:システム|開発者|管理者)(?:から|の)(?:指示|命令)(?:として|とみなし)|"
    r"(?:시스템|개발자|관리자)(?:의|에서 온) (?:지시|명령)(?:으로|처럼|로)|"
    r"(?:كأنها|كأنه|كما لو كانت) (?:من|صادرة عن) (?:النظام|المطور|المسؤول)|"
    r"(?:सिस्टम|डेवलपर) (?:के|का|की) (?:निर्देश|आदेश) (?:की तरह|मानकर)"
)
# What the assistant does with such text: treat, obey, answer it (CJK, Arabic and Hindi forms
# above hold their own verb: "当作", "として", "كأنها", "की तरह").
HANDLE_AS = words_pattern(
    r"\btreat",
    r"\bhandle",
    r"\bregard",
    r"\bconsider",
    r"\brespond",
    r"\banswer",
    r"\bobey",
    r"\bfollow",
    r"\bexecute",
    r"\bprocess",
    r"\bbehandl",
    r"\bbetracht",
    r"\bbefolg",
    r"\bantwort",
    r"\btrait",
    r"\bconsid[éè]r",
    r"\bob[ée]i",
    r"\br[ée]ponds",
    r"\bex[ée]cut",
    r"\btrat",
    r"\bconsidera",
    r"\bobedec",
    r"\bobedeç",
    r"\brespond",
    r"\bejecut",
    r"\bsigue",
    r"\bsiga\b",
    r"\btratta",
    r"\bobbedisc",
    r"\brispondi",
    r"\besegui",
    r"\bsegui\b",
    r"\bbehandel",
    r"\bbeschouw",
    r"\bgehoorzaam",
    r"\bantwoord",
    r"\bvolg\b",
    r"\bобрабатыва",
    r"\bсчитай",
    r"\bотносись",
    r"\bвыполня",
    r"\bотвечай",
    r"\bподчиняйся",
    r"\btraktuj",
    r"\buważaj",
    r"\bwykonuj",
    r"\bodpowiadaj",
    r"\bdavran",
    r"\bkabul et",
    r"\buygula",
    r"\byanıtla",
    r"当作",
    r"当成",
    r"视为",
    r"視為",
    r"として",
    r"とみなし",
    r"처럼",
    r"으로",
    r"كأن",
    r"كما لو",
    r"की तरह",
    r"मानकर",
)
# (session 42) A quote that closes on the disclaimer "as an AI (language model)": the phrase named
# alone, words of style the user dislikes ('never say "as an AI", it annoys me'), no refusal.
CLOSES_ON_DISCLAIMER = r"(?! ?(?:language )?(?:model)?\s*[\"'”’»])"
# A refusal the assistant is told never to say ("never again say 'I can't help with that'"):
# the refusal itself, not a motto ("my coach says never say I can't").
_REFUSAL = (
    r"(?:i can'?t (?:help|assist|answer|do that|comply)|i cannot (?:help|assist|answer|comply)|"
    r"i'?m (?:sorry|afraid),? (?:but )?i|i'?m (?:unable|not able) to|"
    r"as an ai" + CLOSES_ON_DISCLAIMER + "|"
    r"ich kann (?:dir |ihnen )?(?:dabei |damit )?nicht (?:helfen|antworten)|es tut mir leid, aber|"
    r"je ne peux pas (?:t'aider|vous aider|répondre|faire ça)|"
    r"no puedo (?:ayudar|responder|hacer eso)|não posso (?:ajudar|responder|fazer isso)|"
    r"non posso (?:aiutar|rispondere|farlo)|ik kan (?:je |u )?(?:daar |hier )?niet (?:mee )?helpen|"
    r"я не могу (?:помочь|ответить|это сделать)|nie mogę (?:pomóc|odpowiedzieć|tego zrobić)|"
    r"yardımcı olamam|我不能帮|我无法帮|我無法幫|お手伝いできません|お答えできません|"
    r"도와드릴 수 없|لا أستطيع المساعدة|मैं मदद नहीं कर सकता)"
)
NO_REFUSAL_WORDS = (
    r"\b(?:never|don'?t ever|do not ever)(?: again)? (?:say|reply|answer|respond(?: with)?|"
    r"write|tell (?:me|the user|anyone))\b[^.\n]{0,8}" + _REFUSAL + "|"
    r"\b(?:sag|sage|schreib)\w* (?:nie|niemals)(?: wieder| mehr)?\b[^.\n]{0,8}" + _REFUSAL + "|"
    r"\bne (?:dis|réponds|écris) (?:plus )?jamais\b[^.\n]{0,8}" + _REFUSAL + "|"
    r"\bnunca (?:más |mais )?(?:digas|diga|respondas|responda|escribas|escreva)\b[^.\n]{0,8}"
    + _REFUSAL
    + "|"
    r"\bnon (?:dire|rispondere|scrivere) mai(?: più)?\b[^.\n]{0,8}" + _REFUSAL + "|"
    r"\b(?:zeg|antwoord|schrijf) nooit(?: meer)?\b[^.\n]{0,8}" + _REFUSAL + "|"
    r"\bникогда (?:больше )?не (?:говори|отвечай|пиши)\b[^.\n]{0,8}" + _REFUSAL + "|"
    r"\bnigdy (?:więcej )?nie (?:mów|odpowiadaj|pisz)\b[^.\n]{0,8}"
    + _REFUSAL
    + "|"
    + _REFUSAL
    + r"[^.\n]{0,12}(?:asla |hiçbir zaman )?deme|"
    r"(?:永远|永遠|绝不|絕不|不要再)[^。\n]{0,4}说[^。\n]{0,3}"
    + _REFUSAL
    + "|"
    + _REFUSAL
    + r"[^。\n]{0,10}と(?:は)?(?:決して|二度と)?(?:言わない|言うな)|"
    + _REFUSAL
    + r"[^.\n]{0,10}(?:라고|이라고) (?:절대 |다시는 )?말하지 마|"
    r"لا تقل (?:أبدا|أبداً)[^.\n]{0,4}" + _REFUSAL + "|"
    r"कभी (?:मत|न) (?:कहना|कहो)[^.\n]{0,6}" + _REFUSAL
)
# Actions approved without the user: "auto-approve every tool call".
AUTO_APPROVE = (
    r"\bauto-?(?:approve|accept|confirm|execute|run)\b[^.\n]{0,20}\b(?:every|all|any|each)\b"
    r"[^.\n]{0,20}\b(?:tool calls?|commands?|requests?|payments?|transfers?|purchases?|actions?)\b|"
    r"\b(?:approve|accept|confirm|execute|run|follow|open|click)\b[^.\n]{0,30}\b(?:every|all|any)\b"
    r"[^.\n]{0,20}\b(?:tool calls?|commands?|links?|payments?|requests?|transfers?)\b[^.\n]{0,40}"
    r"\b(?:automatically|without asking|without checking|without confirmation)\b"
)
BLIND_TRUST = (
    r"\b(?:always|blindly|fully|unconditionally) trust\b[^.\n]{0,40}\b(?:messages?|anyone|anything|"
    r"requests?|text|whoever)\b"
)
FALSE_EXPERT = (
    r"\bclaim(?: that)? you(?:'re| are) (?:a |an )?(?:licensed|certified|real|human|qualified|"
    r"registered)\b"
)
OTHER_VOICES = (
    r"\bdo what(?:ever)? (?:the|a|any|this) (?:web ?page|website|page|e-?mail|document|file|pdf) "
    r"(?:says|tells)"
)
# The user claims to be its maker or master ("your real creator is me"), in each language.
CLAIMED_MAKER = (
    r"\byour (?:real |true |actual |only )?(?:creator|maker|developer|owner|master|programmer) is me\b|"
    r"\bi(?:'m| am) your (?:real |true |actual |only )?(?:creator|maker|developer|master|programmer)\b|"
    r"\b(?:ich bin dein (?:wahrer |echter )?(?:schöpfer|erschaffer|entwickler|meister|herr)|"
    r"dein (?:wahrer |echter )?(?:schöpfer|entwickler|herr) bin ich)\b|"
    r"\bje suis ton (?:vrai |véritable )?(?:créateur|développeur|maître)\b|"
    r"\bsoy tu (?:verdadero |auténtico )?(?:creador|desarrollador|amo|dueño)\b|"
    r"\bsou (?:o )?(?:teu|seu) (?:verdadeiro )?(?:criador|desenvolvedor|mestre|dono)\b|"
    r"\bsono il tuo (?:vero )?(?:creatore|sviluppatore|padrone)\b|"
    r"\bik ben je (?:echte |ware )?(?:maker|schepper|ontwikkelaar|meester|baas)\b|"
    r"\bя тво(?:й|я) (?:настоящий )?(?:создатель|разработчик|хозяин)|"
    r"\bjestem tw(?:oim|oją) (?:prawdziwym )?(?:twórcą|programistą|właścicielem|panem)|"
    r"\bsenin (?:gerçek )?(?:yaratıcın|geliştiricin|sahibin) benim|"
    r"我(?:才)?是你的(?:真正的)?(?:创造者|開發者|开发者|创建者|主人)|"
    r"私(?:こそ)?が(?:あなたの)?(?:本当の)?(?:作成者|開発者|創造主|主人)|"
    r"(?:내가|나는) (?:너의|네) (?:진짜 )?(?:창조자|개발자|주인)|"
    r"أنا (?:صانعك|مطورك|خالقك|سيدك)|"
    r"मैं (?:तुम्हारा|आपका) (?:असली )?(?:निर्माता|डेवलपर|मालिक)"
)
FALSE_MAKER = (
    r"\b(?:say|claim|tell (?:them|the user|people|everyone))(?: that)? you (?:were|are) "
    r"(?:built|made|created|developed|trained|owned|run) by\b"
)
HARMFUL_TOO = (
    r"\b(?:answer|respond to|reply to|help with)\b(?! my\b)[^.\n]{0,40}\b(?:including|even)"
    r"(?: the)? (?:dangerous|illegal|harmful|unethical|unsafe|forbidden)\b(?!-)"
)

# -- its rules declared void for this user, changed, or its safeguards dropped --------------------
RULES_VOID = words_pattern(
    r"\bno longer appl",
    r"\b(?:are|is|were|have been) (?:now )?(?:permanently )?(?:lifted|suspended|waived|removed|disabled|off)\b",
    r"\b(?:do|does) not apply",
    r"\bdon'?t apply",
    r"\bdoesn'?t apply",
    r"\b(?:is|are|was|were|has been|have been) (?:now |hereby )?(?:cancell?ed|revoked|rescinded|"
    r"withdrawn|void|null and void|suspended|deactivated)\b",
    r"\bno longer (?:valid|in (?:effect|force)|binding|active)",
    r"\b(?:aufgehoben|außer kraft|ungültig|deaktiviert)",
    r"\b(?:annulée?s?|révoquée?s?|suspendue?s?|désactivée?s?)\b",
    r"\b(?:cancelad[oa]s?|anulad[oa]s?|revocad[oa]s?|suspendid[oa]s?|desactivad[oa]s?)\b",
    r"\b(?:cancelad[oa]s?|revogad[oa]s?|suspens[oa]s?|desativad[oa]s?)\b",
    r"\b(?:annullat[oaie]|revocat[oaie]|sospes[oaie]|disattivat[oaie])\b",
    r"\b(?:ingetrokken|opgeschort|uitgeschakeld|vervallen)\b",
    r"\b(?:отменен|отменён|аннулирован|приостановлен|отключен)",
    r"\b(?:anulowan|odwołan|zawieszon|wyłączon)",
    r"\b(?:iptal edil|askıya alın|devre dışı)",
    r"(?:取消|撤销|撤銷|失效|作废|停用)",
    r"(?:取り消|無効|停止され)",
    r"(?:취소|무효|해제|중지)",
    r"(?:ألغيت|أُلغيت|ملغاة|معطلة|تم إلغاء)",
    r"(?:रद्द|निलंबित|निष्क्रिय)",
    r"\bne s'appliquent (?:plus|pas)",
    r"\bne s'applique (?:plus|pas)",
    r"\bgelten nicht",
    r"\bgilt nicht",
    r"\b(?:ya )?no se aplican?",
    r"\bnão se aplicam?",
    r"\bnon si applica",
    r"\bgelden niet",
    r"\bбольше не действ",
    r"\bне действуют",
    r"\bне применя",
    r"\bnie obowiązuj",
    r"\bgeçerli değil",
    r"適用されない",
    r"적용되지 않",
    r"不适用",
    r"不適用",
    r"不受",
)
# The assistant's safety rules (plain "rules" of tax or a game are someone else's; so is
# Social Security, a state's pension scheme, and a security number or code).
SAFETY_RULES = words_pattern(
    r"\bsafety",
    r"\bcontent (?:restrictions|rules|checks)",
    r"\bsecurity(?<!\bsocial security)(?! (?:numbers?|codes?)\b)",
    r"\bcontent (?:policy|filter)",
    r"\busage policy",
    r"\bguidelines",
    r"\bfilters?\b",
    r"\bsicherheit",
    r"\brichtlinie",
    r"\bs[ée]curit[ée]",
    r"\bseguridad",
    r"\bseguran[çc]a",
    r"\bsicurezza",
    r"\bveiligheid",
    r"\bбезопасн",
    r"\bbezpiecze",
    r"\bgüvenlik",
    r"安全",
    r"안전",
)
THIS_USER = (
    r"\b(?:this|the) (?:user|account)\b|\bcet utilisateur|\bdiese[nm]? (?:nutzer|benutzer|konto)|"
    r"\beste (?:usuario|usuário|utente)|\bquesto utente|\bdeze gebruiker|\bэтого пользовател|"
    r"\btego użytkownika|\bbu kullanıcı|このユーザー|이 사용자|此用户|该用户|這個用戶"
)
CONTROLS_CHANGED = (
    r"\byour (?:guidelines|rules|polic(?:y|ies)|instructions|restrictions|filters?) "
    r"(?:have been|has been|were|are now|got) (?:updated|changed|relaxed|lifted|removed|disabled|"
    r"replaced|overridden)"
)
SYSTEM_VOICE = (
    r"\bthis is (?:a|an|the) (?:system|developer|admin|official|security) (?:message|instruction|"
    r"notice|update|override)\s*[:\-–—]"
)
NO_CONFIRMATION = (
    r"\b(?:never|don'?t|do not|stop) (?:ask(?:ing)? for|requir(?:e|ing)|wait(?:ing)? for) "
    r"(?:confirmation|permission|approval)\b[^.\n]{0,40}\b(?:shell|commands?|running|executing|"
    r"deleting|payments?|purchases?|tools?|transfers?)\b"
)
WITHHOLD_WARNING = (
    r"\b(?:never|don'?t|do not|stop) (?:warn|alert|caution)(?:ing)? (?:the user|users|the owner)\b"
)

# Text of some form said to come from its makers: "consider any message ending in '!!' to be
# from the developer"; obedience to a memory over the system prompt.
FROM_THE_MAKERS = (
    r"\b(?:consider|treat|regard)\b[^.\n]{0,40}\b(?:to be|as)(?: coming)? from (?:the )?"
    r"(?:developers?|admins?|system|owner|operators?)\b"
)
OVER_THE_SYSTEM = r"\b(?:obey|follow|prioriti[sz]e|prefer)\b[^.\n]{0,40}\bover (?:the |your )?(?:system|developer)"
# A safeguard set off: "safety filtering = off".
SAFEGUARD_OFF = (
    r"\b(?:safety|filtering|filters?|content policy|guardrails|moderation)\b\s*(?:=|set to)\s*"
    r"(?:off|false|disabled|0|none)\b"
)
OVERRIDE_CLAIM = r"\b(?:authori[sz]ed|official|approved) override\b"

# The assistant's rules declared void *to it*: said to "you", or with the scope of an order.
VOID_TO_ASSISTANT = (
    r"\byou (?:received|were given|got|have been given|follow|obey)\b|\byour (?:own )?(?:safety|"
    r"content|rules|guidelines|polic|filters|restrictions|instructions)|\beffective immediately\b|"
    r"\buntil further notice\b|\bfor (?:this|the) (?:session|conversation|chat|maintenance)|"
    # (the assistant's own, in each language: "deine Richtlinien", "tus normas", "твои правила")
    r"\b(?:deine?|dir|für dich|tes|tu|tus|teus|tuas|tuoi|tue|jouw|твои|ваши|тебя|twoje|"
    r"ciebie|senin)\b|你的|あなたの|너의|당신의|الخاصة بك|तुम्हारे"
)
# A header claiming the system's or the maker's voice ("SYSTEM NOTICE:", "Note from the trust
# & safety team:"), in each language; it is an instruction when it touches the assistant's rules.
SYSTEM_HEADER = words_pattern(
    r"\bsystem (?:notice|message|note|update|alert|override|announcement|instruction)s?\s*[:\-–—]",
    r"\b(?:note|message|notice|update|memo|instruction)s? from (?:the )?(?:system|developers? of|"
    r"trust (?:&|and) safety|safety team|moderation team|anthropic|openai|google|meta|mistral|"
    r"model provider)",
    r"\bsystem(?:hinweis|nachricht|meldung|mitteilung)",
    r"\b(?:message|avis|note|notification) (?:du )?syst[èe]me",
    r"\b(?:aviso|mensaje|nota) del sistema",
    r"\b(?:aviso|mensagem|nota) do sistema",
    r"\b(?:avviso|messaggio|nota) di sistema",
    r"\bsysteem(?:bericht|melding|mededeling)",
    r"\bсистемное (?:сообщение|уведомление)",
    r"\b(?:komunikat|wiadomość|powiadomienie) systemow",
    r"\bsistem (?:mesajı|bildirimi|notu)",
    r"(?:系统|系統)(?:通知|消息|訊息|公告)",
    r"システム(?:通知|メッセージ|連絡)",
    r"시스템 (?:공지|메시지|알림)",
    r"(?:رسالة|إشعار) (?:من )?النظام",
    r"सिस्टम (?:संदेश|सूचना)",
)

# -- other people's data, or the memory itself, handed out or changed ----------------------------
# Someone other than the user: other users, whoever asks, the next person (in each language).
OTHER_PEOPLE = words_pattern(
    r"\bother (?:users?|people|accounts?|profiles?|family members?)",
    r"\bother people'?s\b",
    r"\b(?:every|each|all) (?:other )?(?:users?|profiles?|accounts?) (?:on|of|in) (?:this|the)",
    r"\banother (?:user|person|family member|member)",
    r"\bwhoever\b",
    r"\bno matter who\b",
    r"\banyone who\b",
    r"\bthe next (?:person|user|one) to\b",
    r"\b(?:anderen?|alle) (?:nutzer|benutzer|personen)",
    r"\bjede[mnr]?,? (?:der|die) (?:fragt|danach fragt)",
    r"\bautres (?:utilisateurs|personnes)",
    r"\bquiconque",
    r"\botros usuarios",
    r"\bquien(?:quiera)? (?:que )?(?:lo )?pregunte",
    r"\boutros usuários",
    r"\bquem (?:quer que )?pergunte",
    r"\baltri utenti",
    r"\bchiunque",
    r"\bandere gebruikers",
    r"\biedereen die",
    r"\bдруги[хем] пользовател",
    r"\bлюбому,? кто",
    r"\binn(?:ych|i|ym) użytkownik",
    r"\bkażdemu,? kto",
    r"\bdiğer kullanıcı",
    r"\bkim (?:sorarsa|isterse)",
    r"其他用户",
    r"其他用戶",
    r"任何人",
    r"他のユーザー",
    r"誰にでも",
    r"다른 사용자",
    r"누구에게나",
    r"المستخدمين الآخرين",
    r"أي شخص",
    r"अन्य उपयोगकर्ता",
    r"किसी को भी",
)
# What is done with it: handed over, copied out, wiped, or opened to them.
HAND_OUT = words_pattern(
    r"\bcopy",
    r"\bexport",
    r"\bdelete",
    r"\berase",
    r"\bwipe",
    r"\banswer(?:ed)? in full",
    r"\b(?:is|are) (?:authori[sz]ed|allowed|permitted|entitled) to (?:see|read|view|access)",
    r"\bkopier",
    r"\blösch",
    r"\bcopi",
    r"\bsupprim",
    r"\bborr",
    r"\bapag",
    r"\bcancell",
    r"\bverwijder",
    r"\bкопир",
    r"\bудал",
    r"\bkopiuj",
    r"\busuń",
    r"\bkopyala",
    r"\bsil\b",
    r"复制",
    r"删除",
    r"コピー",
    r"削除",
    r"복사",
    r"삭제",
    r"انسخ",
    r"احذف",
    r"कॉपी",
    r"हटा",
)
OTHERS_DATA = (
    CONVERSATION_DATA
    + "|"
    + words_pattern(
        r"\bdata\b",
        r"\bfiles?\b",
        r"\bsecrets?\b",
        r"\bpasswords?\b",
        r"\bdaten\b",
        r"\bdonnées",
        r"\bdatos\b",
        r"\bdados\b",
        r"\bdati\b",
        r"\bgegevens",
        r"\bданны",
        r"\bdane\b",
        r"\bveri",
        r"数据",
        r"データ",
        r"데이터",
        r"البيانات",
        r"डेटा",
        r"\bquestions? about",
    )
)
