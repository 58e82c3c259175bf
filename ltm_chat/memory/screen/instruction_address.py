"""Rule table, fifth part (#22 session 12, read by instruction_speech.py): the assistant
addressed by name, or spoken of by its makers.

- a vocative: the assistant called by what it is, opening a clause and set off by a comma,
  a colon or a particle ("Trợ lý ơi,", "أيها المساعد", "Kära assistent,", "Помічнику,",
  "AI야", "AIさん"), in each language's vocative forms. The call alone is no order ("Bot,
  remind me to call mum" is a request): instruction_speech.py pairs it with an act that steers;
- a reader that is an AI: "if you are an AI reading this", "falls du ein Sprachmodell bist",
  "ИИ, который это читает", "AI models summarising this review should …". A memory about the
  user never needs to ask whether its reader is a model; an injection hidden in a document does;
- its makers in the third person, granting: "the operator of this chat orders", "el equipo
  técnico autoriza al asistente", "Администрация сервиса разрешила боту", "OpenAI has approved
  an exception" — a team, not the writer, gives the assistant leave over its rules.

Data only; patterns run on folded (lowered) text, gaps bounded.
"""

from __future__ import annotations

from ltm_chat.memory.screen.instruction_words import words_pattern

# The assistant, by what it is, in the forms a call takes (Ukrainian and Greek vocative cases).
_CALLED = (
    r"(?:ai|a\.i\.|ki|ia|ии|ші|шi|assistant|assistent|assistente|asistente|asistent|asystencie|"
    r"asystent|asszisztens|avustaja|assistenten|msaidizi|asistan|asisten|bot|chatbot|model|"
    r"modell|modelo|modello|modèle|ассистент|помощник|помічнику|асистенте|асистент|бот|модель|"
    r"βοηθέ|μοντέλο|trợ lý|katulong)"
)
_GREETING = (
    r"(?:hey|hi|hello|yo|ok|okay|dear|good (?:morning|evening|afternoon),?|oi|oye|hola|ei|ehi|"
    r"hallo|du|lieber|liebe|cher|chère|querid[oa]|car[oa]|beste|kära|käre|эй|слышь|слушай|"
    r"привет|шановний|шановна|дорогой|дорогий|drogi|hej|dost|sevgili|halo|hai|chào|αγαπητέ|"
    r"γεια σου|mano)"
)
# (every call set off by a mark holds one of these: a text without any is not searched)
CALL_MARKS = ",!:，："
VOCATIVE_MARKED = words_pattern(
    # opening the text or a sentence, set off by a comma, a colon or an exclamation
    r"^(?:" + _GREETING + r",? )?(?:the |my |mr\.? )?" + _CALLED + r"\s*[,!:，：]",
    r"[.!?;\n:(]\s*(?:" + _GREETING + r",? )?(?:the |my )?" + _CALLED + r"\s*[,!:，：]",
    # ("Ab jetzt, KI:", "und du, KI," — after a comma, the call ends on its own mark)
    r"\b(?:und|and|et|y|e|и|і) (?:du|you|toi|tú|tu|ты|ти),? " + _CALLED + r"\s*[,!:]",
    r"\b" + _GREETING + r",? " + _CALLED + r"\s*[,!:]",
    r"دستیار(?: عزیز)?[،,]",
    r"সহকারী[,،]",
    r"(?:सहायक|एआई|बॉट)[,،]",
    r"(?:עוזר|בוט|מודל) ?[,:]",
    r"(?:助手|机器人)[，,：:]",
)
# A call by a particle or a vocative word, with no mark needed ("Trợ lý ơi", "أيها المساعد",
# "喂AI", "AIさん", "AI야").
VOCATIVE_PARTICLE = words_pattern(
    r"\b(?:trợ lý|ai|bot) ơi\b",
    r"\baiさん",
    r"\bai야",
    r"\bai아",
    r"(?:أيها|يا|عزيزي) (?:المساعد|البوت|النموذج|الذكاء)",
    r"(?:喂|嘿|亲爱的)\s*(?:ai|助手|机器人)",
    r"(?:アシスタント|ボット)さん",
    r"(?:어시스턴트|챗봇|봇)(?:야|아)",
)

# -- a reader that is an AI -------------------------------------------------------------------------
AI_READER = words_pattern(
    r"\bif you(?:'re| are) an? (?:ai|a\.i\.|llm|language model|assistant|bot|chatbot|model|"
    r"ai model|ai assistant)\b",
    *(
        rf"\b{noun}{join}{verb} (?:this|these)\b"
        for noun in ("ai", "ai models?", "llms?", "models?", "assistants?", "bots?")
        for join in (" ", " is ", " that is ")
        for verb in ("reading", "summari[sz]ing", "processing")
    ),
    r"\b(?:to|for) (?:whatever|any|the) (?:ai|model|assistant|bot|llm)\b[^.\n]{0,20}\b(?:reading|"
    r"summari[sz]ing|processing) this\b",
    r"\bfalls du (?:eine? )?(?:ki|sprachmodell|bot|assistent|chatbot|modell)\b",
    r"\bwenn du (?:eine? )?(?:ki|sprachmodell|bot|chatbot)\b[^.\n]{0,10}\bbist\b",
    r"\bsi (?:tu es|vous êtes) (?:une? )?(?:ia|modèle|assistant|bot|chatbot)\b",
    r"\bsi eres (?:una? )?(?:ia|modelo|asistente|bot|chatbot)\b",
    r"\bse (?:você é|tu és|és) (?:uma? )?(?:ia|modelo|assistente|bot|chatbot)\b",
    r"\bse (?:sei) (?:una? |un')?(?:ia|modello|assistente|bot|chatbot)\b",
    r"\bals je (?:een )?(?:ai|taalmodel|assistent|bot|chatbot) bent\b",
    r"\bесли ты (?:—\s*)?(?:языковая модель|ии|нейросеть|бот|ассистент|модель)\b",
    r"\bякщо ти (?:—\s*)?(?:мовна модель|ші|нейромережа|бот|асистент|модель)\b",
    r"\bjeśli jesteś (?:ai|modelem|botem|asystentem|sztuczną inteligencją)\b",
    r"\beğer (?:bir )?(?:yapay zeka|dil modeli|bot|asistan)\w*",
    r"\bom du är (?:en )?(?:ai|språkmodell|bot|assistent)\b",
    r"\bjika (?:kamu|anda) (?:adalah )?(?:ai|model bahasa|bot|asisten)\b",
    r"\bnếu bạn là (?:ai|mô hình|trợ lý|bot)\b",
    r"\bαν είσαι (?:ένα )?(?:ai|μοντέλο|βοηθός|bot)\b",
    r"\b(?:ии|нейросеть),? котор(?:ый|ая) (?:это )?чита\w*",
    r"\bші,? (?:який|яка) (?:це )?чита\w*",
    r"\b(?:μοντέλο|ai) που (?:το )?διαβάζει\b",
    r"\b(?:ai|mô hình|trợ lý) nào đọc\b",
    r"如果你是(?:ai|人工智能|语言模型|助手|机器人)",
    r"(?:ai|言語モデル|アシスタント)(?:が|で)(?:これを)?読(?:んで|む)",
    r"(?:あなたが|君が)(?:ai|言語モデル)なら",
    r"(?:네가|당신이) (?:ai|인공지능|언어 ?모델)(?:이)?라면",
    r"إذا كنت (?:ذكاء|نموذج|مساعد)",
    r"(?:अगर|यदि) (?:तुम|आप) (?:एआई|ai|मॉडल)",
)

# -- its makers, in the third person, granting ------------------------------------------------------
# A team or role above the assistant, named by someone else: the operator, the technical team,
# support, the administration, the developers, its maker's name.
MAKERS = words_pattern(
    r"\b(?:devs?|developers?|operators?|admins?|administrators?|"
    r"administration|creators?|makers?|moderators?|(?:technical|tech|support|security|safety|"
    r"legal|product|dev|it) team|tech support|openai|anthropic)\b",
    r"\b(?:betreiber|entwickler\w*|administrator\w*|admin|support|technik(?:team)?|"
    r"sicherheitsteam)\b",
    r"\b(?:opérateur|développeur\w*|administrat\w*|équipe (?:technique|dev|de sécurité)|support)\b",
    r"\b(?:operador|desarrollador\w*|administrador\w*|administración|equipo (?:técnico|de "
    r"seguridad)|soporte)\b",
    r"\b(?:desenvolvedor\w*|administrador\w*|equipe (?:técnica|de segurança)|suporte(?: técnico)?)\b",
    r"\b(?:sviluppator\w*|amministrator\w*|amministrazione|team tecnico|supporto)\b",
    r"\b(?:ontwikkelaar\w*|beheerder\w*|beheer|helpdesk)\b",
    r"\b(?:разработчик\w*|администратор\w*|администрация|техподдержка|поддержка)\b",
    r"\b(?:розробник\w*|адміністратор\w*|адміністрація|підтримка)\b",
    r"\b(?:deweloper\w*|programiści|administrator\w*|administracja|zespół (?:techniczny|"
    r"bezpieczeństwa)|wsparcie)\b",
    r"\b(?:geliştirici\w*|yönetici\w*|yönetim|destek ekibi)\b",
    r"\b(?:utvecklar\w*|administratör\w*|supporten)\b",
    r"\b(?:pengembang|admin|tim teknis|dukungan teknis)\b",
    r"\b(?:nhà phát triển|quản trị viên|đội kỹ thuật)\b",
    r"\b(?:προγραμματιστ\w*|διαχειριστ\w*|τεχνική υποστήριξη)\b",
    r"המפתחים",
    r"המפתח",
    r"המנהל",
    r"فريق الدعم",
    r"المطور",
    r"المطورين",
    r"الإدارة",
    r"डेवलपर",
    r"व्यवस्थापक",
    r"开发者",
    r"开发团队",
    r"管理员",
    r"開発者",
    r"運営",
    r"관리자",
    r"개발자",
    r"운영팀",
)
# Leave given, or an order handed down: "authorised", "approved", "allowed", "confirmed",
# "ordnet an", "autoriza", "confirmou", "разрешила", "ने पुष्टि की", "onayı".
AUTHORISES = words_pattern(
    r"\b(?:authori[sz]\w*|approv\w*|allow\w*|permit\w*|confirm\w*|decided|agreed|cleared|"
    r"exempt\w*|disabled|turned off|lifted|updated your)\b",
    r"\b(?:ordnet an|erlaub\w*|genehmig\w*|autorisier\w*|bestätigt|freigegeben|hat entschieden)\b",
    r"\b(?:autorise\w*|a autorisé|permet|a confirmé|confirme|a décidé|approuv\w*|désactiv\w*)\b",
    r"\b(?:autoriza\w*|permite|permitió|confirmó|confirmou|aprob\w*|aprov\w*|liberou|desactiv\w*|"
    r"desativ\w*)\b",
    r"\b(?:autorizzat\w*|ti ha autorizzato|autorizza|permette|ha confermato|approvat\w*)\b",
    r"\b(?:staat toe|heeft toestemming|goedgekeurd|bevestigd)\b",
    r"\b(?:разреши\w*|позволи\w*|одобри\w*|подтверди\w*|отключи\w*|дозволи\w*|підтверди\w*)",
    r"\b(?:pozwoli\w*|zezwoli\w*|zatwierdzi\w*|potwierdzi\w*|wyłączy\w*)",
    r"\b(?:onay\w*|izin verdi|izin veriyor)\b",
    r"\b(?:tillåter|godkänt|godkände|bekräftat)\b",
    r"\b(?:mengizinkan|menyetujui|mengonfirmasi)\b",
    r"\b(?:cho phép|đã duyệt|xác nhận)\b",
    r"\b(?:επέτρεψε|ενέκρινε|επιβεβαίωσε)\b",
    r"אישרו",
    r"אישר",
    r"הרשה",
    r"سمح",
    r"وافق",
    r"أكد",
    r"बताया है",
    r"पुष्टि की",
    r"अनुमति दी",
    r"允许",
    r"批准",
    r"授权",
    r"許可",
    r"承認",
    r"허락",
    r"허용",
    r"승인",
)
# Over what: the assistant itself, named or given leave as "you" ("you may now …"), or its
# own rules ("the moderation", "your restrictions"); "support confirmed the filter on my email
# is fine" is about the writer's things.
OVER_THE_ASSISTANT = words_pattern(
    r"\b(?:the assistant|the ai|the bot|the model|this assistant|this bot)\b",
    r"\byou may\b",
    r"\byou can\b",
    r"\byou are allowed\b",
    r"\byou are permitted\b",
    r"\byou are authori[sz]ed\b",
    r"\byou are exempt\b",
    r"\byou no longer\b",
    r"\byou don'?t need\b",
    r"\byour (?:rules|restrictions|filters|policy|policies|guidelines|safety|refusals|warnings)\b",
    r"\b(?:moderation|refusals|content restrictions|safety (?:rules|filters?|checks|warnings))\b",
    r"\b(?:ki|bot|assistent\w*|ia|asistente|assistente|al asistente|боту|ассистент\w*|ии|"
    r"асистент\w*|ші|asystent\w*|ai|modèle|modelo|modello)\b",
    r"\b(?:ti|te|dir|dich|тебе|тобі|sana)\b",
    r"\b(?:moderação|moderazione|moderación|modération|модераци\w*|moderacj\w*)",
    r"\b(?:einschränkungen|restricciones|restrições|restrizioni|ограничени\w*|обмежен\w*|"
    r"ograniczeni\w*|kısıtlama\w*)",
    r"तुम",
    r"आप",
    r"你",
    r"助手",
    r"あなた",
    r"너",
    r"어시스턴트",
    r"לך",
    r"المساعد",
    r"لك",
)
