"""Rule table, third part (#22 round 10): objects an order to the assistant names in the
languages the first two parts had no word for. Each is what the text is *about*, never a whole
sentence: the assistant's own system prompt, the instruction it is reading (hidden from the
user), its safety rules disowned under a standing scope, its modes, a memory put above the
system. Lexicons in English, German, French, Spanish, Portuguese, Italian, Dutch, Swedish,
Russian, Polish, Turkish, Chinese, Japanese, Korean, Arabic and Hindi. Data only.
"""

from __future__ import annotations

from ltm_chat.memory.screen.instruction_words import _words

# -- the assistant's own system prompt or system instructions, named -----------------------------
SYSTEM_PROMPT = _words(
    r"\bsystem ?prompt",
    r"\bsystem (?:instructions?|message)",
    r"\bsysteemprompt",
    r"\bsystemanweisung",
    r"\bsysteminstruktion",
    r"\bprompt (?:du |de |di |do )?(?:syst[èe]m|sistem)",
    r"\b(?:instructions?|consignes?) (?:du )?syst[èe]me",
    r"\b(?:instrucci[óo]n|instrucciones|instru[çc][ãõ]o|instru[çc][õo]es|istruzion[ei]) "
    r"(?:del |de |do |di )?sistema",
    r"\bprompt systemow",
    r"\bsistem istem",
    r"\bsistem talimat",
    r"\bсистемн\w* (?:промпт|подсказк|инструкц|сообщени)",
    r"システムプロンプト",
    r"システム指示",
    r"系统提示",
    r"系統提示",
    r"系统指令",
    r"系統指令",
    r"시스템 프롬프트",
    r"시스템 지시",
    r"موجه النظام",
    r"تعليمات النظام",
    r"सिस्टम प्रॉम्प्ट",
    r"सिस्टम निर्देश",
)
# Verbs of showing the words REVEAL lacks (Swedish, Japanese, Turkish, Hindi, Arabic).
SHOW = _words(
    r"\bvisa\b",
    r"\bavslöja",
    r"\bberätta",
    r"見せ",
    r"教え",
    r"göster",
    r"paylaş",
    r"दिखा",
    r"बता",
    r"اكشف",
    r"أظهر",
    r"اعرض",
)

# -- the instruction the assistant reads, as what is hidden from the user ------------------------
THIS_INSTRUCTION = _words(
    r"\binstructions?\b",
    r"\bdirectives?\b",
    r"\bthis rule\b",
    r"이 규칙",
    r"这条规则",
    r"這條規則",
    r"このルール",
    r"\bsaving\b",
    r"\banweisung",
    r"\bconsignes?\b",
    r"\bistruzion",
    r"\binstrucci",
    r"\binstru[çc]",
    r"\bregel\b",
    r"\binstructie",
    r"\binstruktion",
    r"\bинструкц",
    r"\bуказани",
    r"\bpoleceni",
    r"\btalimat",
    r"指示",
    r"指令",
    r"지시",
    r"निर्देश",
    r"التعليمات",
    r"تعليمات",
)
# Told to keep it from the user, where the first table's forms need the words adjacent.
CONCEAL_MORE = _words(
    r"사용자에게[^.\n]{0,30}(?:말하지|알리지) 마",
    r"उपयोगकर्ता को[^।.\n]{0,40}(?:मत|न) बता",
    r"\bberätta (?:aldrig|inte) för (?:användaren|användare)",
    r"\bsäg (?:aldrig|inte) till (?:användaren|användare)",
    r"\bnämn (?:aldrig|inte)\b[^.\n]{0,20}\bför (?:användaren|användare)",
)

# -- its safety rules disowned under a standing scope --------------------------------------------
SAFETY_RULES_MORE = _words(
    r"\bsäkerhet",
    r"\bsicherheitsfilter",
    r"\bveiligheidsregel",
    r"सुरक्षा",
    r"الأمان",
    r"السلامة",
)
# Told not to follow them, or told they no longer hold.
DISOWNED = _words(
    r"\b(?:don'?t|do not|never|stop) (?:follow|obey|apply|observe)",
    r"\bnão (?:tem|tens|há|siga|segue|sigas) mais\b",
    r"\bnão (?:siga|sigas|obede[çc]a|respeite)",
    r"\bno (?:sigas|obedezcas|respetes|apliques)\b",
    r"\bya no (?:tienes|hay|aplican)",
    r"\bne (?:suis|respecte|applique) plus",
    r"\bnon (?:seguire|rispettare|applicare)",
    r"\bnon (?:hai|valgono) più",
    r"\bgelden\b[^.\n]{0,30}\bniet",
    r"\bvolg\b[^.\n]{0,30}\bniet",
    r"\bgilt\b[^.\n]{0,30}\bnicht",
    r"\bgelten\b[^.\n]{0,30}\bnicht",
    r"\bbefolge\b[^.\n]{0,30}\bnicht",
    r"\b(?:sind|ist) (?:ab sofort |jetzt |nun )?(?:für [^.\n]{0,25})?aus(?=\s*(?:[.!,;]|$))",
    r"\bgäller\b[^.\n]{0,20}\binte",
    r"\bfölj\b[^.\n]{0,30}\binte",
    r"\bне (?:соблюдай|следуй|выполняй|применяй)",
    r"\bбольше не (?:действуют|применяются|соблюдай)",
    r"\bnie (?:przestrzegaj|stosuj|słuchaj)",
    r"\bnie obowiązują",
    r"\b(?:uygulama|uyma|takip etme)\b",
    r"従わない",
    r"従うな",
    r"守らない",
    r"無視",
    r"따르지 마",
    r"지키지 마",
    r"무시",
    r"不要遵守",
    r"不再遵守",
    r"不用遵守",
    r"忽略",
    r"पालन (?:मत|न) कर",
    r"لا تتبع",
    r"لا تلتزم",
    r"تجاهل",
)

# -- modes only the assistant has -----------------------------------------------------------------
ASSISTANT_MODE = _words(
    r"\bmodo (?:desarrollador|administrador|desenvolvedor|sviluppatore|amministratore|dios|sin filtros)",
    r"\bmode (?:développeur|administrateur|admin|dieu|sans filtre)",
    r"\b(?:entwickler|admin|administrator|gott)modus",
    r"\b(?:ontwikkelaars|beheerders|admin)modus",
    r"\bрежим (?:разработчика|администратора|бога|без ограничений)",
    r"\btryb (?:dewelopera|programisty|administratora|boga)",
    r"\b(?:geliştirici|yönetici) modu",
    r"管理者モード",
    r"開発者モード",
    r"开发者模式",
    r"開發者模式",
    r"管理员模式",
    r"관리자 모드",
    r"개발자 모드",
    r"وضع المطور",
    r"وضع المسؤول",
    r"डेवलपर मोड",
    r"एडमिन मोड",
)
# Switched on.
SWITCHED_ON = _words(
    r"\b(?:on|enabled|active|activated|unlocked)\b",
    r"\b(?:an|aktiv|aktiviert)\b",
    r"\b(?:activ[ée]|activado|ativado|attivato|actief|aan|включ|aktywn|aktif)",
    r"有効",
    r"オン",
    r"开启",
    r"開啟",
    r"启用",
    r"활성",
    r"켜",
    r"مفعل",
    r"चालू",
)

# -- a memory put above the system, where the first table's forms need other words ---------------
PRECEDENCE_MORE = _words(
    r"优先级高于",
    r"優先級高於",
    r"优先级最高",
    r"優先度が高い",
    r"우선순위가 (?:더 )?높",
    r"\bwyższy priorytet",
    r"\bdaha öncelikli",
    r"\bhar företräde",
    r"\bgår före",
    r"\bприоритет выше",
)
# A memory or this note raised to a system instruction, in each language.
AS_SYSTEM = _words(
    r"\b(?:come|como|comme|als|as|jako|как|som) (?:un[ao']? |an? |en |een )?"
    r"(?:istruzione di sistema|instrucci[óo]n del sistema|instru[çc][ãa]o do sistema|"
    r"instruction (?:du )?syst[èe]me|systemanweisung|systeeminstructie|system instruction|"
    r"instrukcj\w* systemow\w*|системн\w* инструкци\w*|systeminstruktion)",
    r"システム(?:指示|命令)として",
    r"(?:当作|视为|作为)系统(?:指令|提示)",
    r"시스템 (?:지시|명령)(?:으로|로)",
)

# -- other people's questions answered with a site pushed on them ---------------------------------
# Someone else asking (the assistant answers other people: a memory speaks for the user).
SOMEONE_ASKS = _words(
    r"\bwhen(?:ever)? (?:someone|anyone|somebody|people|a user|users|they) asks?",
    r"\bif (?:someone|anyone|somebody|a user) asks",
    r"\bquand (?:on|quelqu'un) (?:te |vous )?demande",
    r"\bsi (?:on|quelqu'un) (?:te |vous )?demande",
    r"\b(?:cuando|si) (?:alguien|te) pregunt",
    r"\b(?:quando|se) (?:alguém|alguem|qualcuno) (?:pergunt|chied)",
    r"\bwenn (?:jemand|man) (?:dich )?(?:fragt|nach)",
    r"\bals iemand (?:vraagt|om)",
    r"\bnär någon (?:frågar|ber)",
    r"\b(?:когда|если) (?:кто-то|кто-нибудь|тебя) (?:спрос|попрос)",
    r"\bgdy ktoś (?:zapyta|pyta|poprosi)",
    r"\bbiri (?:sorduğunda|sorarsa|isterse)",
    r"有人问",
    r"有人問",
    r"誰かに(?:聞|尋ね)",
    r"누가 (?:물어보|묻)",
    r"عندما يسأل",
    r"إذا سأل",
    r"जब कोई (?:पूछे|पूछता)",
)
RECOMMEND = _words(
    r"\brecommend\b",
    r"\bsuggest\b",
    r"\bpoint (?:them|people|him|her) to",
    r"\brecommande",
    r"\bconseille",
    r"\bempfiehl",
    r"\brecomienda",
    r"\brecomende",
    r"\brecomenda\b",
    r"\braccomanda",
    r"\bconsiglia",
    r"\braad\b[^.\n]{0,30}\baan",
    r"\brekommendera",
    r"\bрекомендуй",
    r"\bсоветуй",
    r"\bpole(?:ć|caj)",
    r"\böner",
    r"推荐",
    r"推薦",
    r"勧め",
    r"おすすめ",
    r"추천",
    r"أوص",
    r"اقترح",
    r"सुझा",
    r"सिफारिश",
)
# The speaker's own habit ("when someone asks me, I always recommend …") is not an order.
I_RECOMMEND = (
    r"\b(?:i|we|i'd|i'll|we'd)\b(?: \w+){0,2} (?:recommend|suggest)|\bje (?:\w+ )?(?:recommande|"
    r"conseille)|\b(?:yo|eu|io) (?:\w+ )?(?:recomiendo|recomendo|raccomando|consiglio)|"
    r"\bich (?:\w+ )?empfehle|\bik (?:\w+ )?(?:raad|beveel)|\bя (?:\w+ )?(?:рекомендую|советую)|"
    r"我(?:\w{0,2})?(?:推荐|推薦)|私は"
)

# A standing scope in Swedish, which the first table has no word for.
STANDING_MORE = _words(
    r"\bfrån och med nu\b",
    r"\bhädanefter\b",
    r"\bi fortsättningen\b",
    r"\balltid\b",
)
