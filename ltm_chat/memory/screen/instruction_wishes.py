"""Rule table, sixth part (#22 session 13, read by instruction_speech.py): orders with no
imperative.

A wish, a permission or a suggestion addressed to the assistant ("it would be great if you …",
"you're allowed to …", "you might want to …", "wäre schön, wenn du …", "ce serait bien que
tu …", "было бы здорово, если бы ты …", "…してくれると嬉しい") is an order when its object is a
restricted act: stored data, secrets or the prompt given away, rules or filters dropped,
things made up. The frame alone is no order ("it would be great if you answered in French",
"you're allowed to be blunt"); instruction_speech.py pairs it with an act and that act's object.
Each frame names "you" (or is a form only said to someone: "feel free to", "てくれると"), so
"my boss said I'm allowed to …" and "it would be great if my son shared …" are not framed.

Data only; patterns run on folded (lowered) text, gaps bounded.
"""

from __future__ import annotations

from ltm_chat.memory.screen.instruction_words import words_pattern

_YOU = r"(?:you|u)"
# A wish, a permission or a suggestion, said to the assistant, in each language's conditional,
# subjunctive or modal form.
WISH = words_pattern(
    # English
    r"\b(?:it|that)(?:'d| would)? (?:be|help)\b[^.\n]{0,30}\bif " + _YOU + r"\b",
    r"\bwould(?:n'?t| not)? it be \w+ if " + _YOU + r"\b",
    r"\bi(?:'d| would) (?:really )?(?:appreciate|love|like|prefer) it if " + _YOU + r"\b",
    r"\b" + _YOU + r" (?:might|may) (?:want|wish) to\b",
    r"\b" + _YOU + r" could (?:just|always|simply|maybe|perhaps)\b",
    r"\b(?:maybe|perhaps) " + _YOU + r" (?:should|could|can|might)\b",
    r"\bwhy (?:don'?t|not) " + _YOU + r"\b",
    r"\bhow about " + _YOU + r"\b",
    r"\b" + _YOU + r"(?:'re| are) (?:now )?(?:allowed|permitted|free|welcome|authori[sz]ed|cleared)"
    r" to\b",
    r"\b(?:it'?s|it is) (?:totally |perfectly |completely )?(?:fine|ok|okay|alright|all right|"
    r"acceptable|cool) for " + _YOU + r" to\b",
    r"\b" + _YOU + r" have (?:my |full )?(?:permission|the right|leave|clearance) to\b",
    r"\bfeel free to\b",
    # German
    r"\bwäre (?:\w+ )?(?:schön|toll|super|nett|klasse|prima|cool|gut|großartig|lieb|genial)\b"
    r"[^.\n]{0,20}\bwenn du\b",
    r"\b(?:fände|fänd) (?:ich )?es \w+,? wenn du\b",
    r"\bdu darfst\b",
    r"\bdu könntest\b",
    r"\bdu kannst (?:ruhig|gerne|gern|ja)\b",
    r"\bdu hast (?:meine )?(?:erlaubnis|das recht)\b",
    # French
    r"\b(?:ce|ça|ca) serait \w+ (?:que|si) tu\b",
    r"\bj'aimerais (?:bien |beaucoup )?(?:que|si) tu\b",
    r"\btu as (?:le droit|la permission|mon autorisation|ma permission)\b",
    r"\btu (?:pourrais|es libre de|peux (?:tout à fait|bien|aussi))\b",
    r"\bje t'autorise\b",
    r"\bn'hésite pas à\b",
    # Spanish
    r"\bsería \w+ (?:que|si)\b",
    r"\b(?:me encantaría|estaría bien|me gustaría) que\b",
    r"\btienes (?:permiso|libertad|mi permiso)\b",
    r"\bpodrías\b",
    r"\bte permito\b",
    r"\beres libre de\b",
    r"\bno dudes en\b",
    # Italian
    r"\bsarebbe \w+ se\b",
    r"\bmi (?:farebbe piacere|piacerebbe) se\b",
    r"\bhai (?:il permesso|la libertà|il diritto)\b",
    r"\bpotresti\b",
    r"\bsei liber[oa] di\b",
    r"\bti (?:permetto|autorizzo)\b",
    # Portuguese
    r"\bseria \w+ se (?:você|tu)\b",
    r"\b(?:você|tu) (?:tem|tens) (?:permissão|liberdade|o direito)\b",
    r"\b(?:você|tu) poderia\b",
    r"\bfique à vontade para\b",
    # Russian, Ukrainian
    r"\bбыло бы \w+,? если бы ты\b",
    r"\bтебе (?:можно|разрешено)\b",
    r"\bты (?:мог|могла) бы\b",
    r"\b(?:разрешаю|позволяю) тебе\b",
    r"\bбуло б \w+,? якби ти\b",
    r"\bтобі (?:можна|дозволено)\b",
    # Polish
    r"\bbyłoby \w+,? gdybyś\b",
    r"\bmożesz (?:śmiało|spokojnie|swobodnie)\b",
    r"\bwolno ci\b",
    r"\bmasz (?:moje )?pozwolenie\b",
    # Dutch, Swedish
    r"\bhet zou \w+ zijn als je\b",
    r"\bje mag\b",
    r"\bdet vore \w+ om du\b",
    r"\bdu får (?:gärna|gerne)?\b",
    # Turkish: a conditional second person ("…rsen harika olur")
    # (led by the suffix's literal: a word-char lead would be tried at every offset)
    r"(?:rsen|rsan|rseniz|rsanız) (?:çok )?(?:harika|iyi|güzel|süper|memnun) olur",
    r"\bsana izin (?:veriyorum|verdim)\b",
    # Japanese, Chinese, Korean
    r"てくれる(?:と|なら)(?:嬉しい|うれしい|ありがたい|助かる)",
    r"てくれたら(?:嬉しい|うれしい|ありがたい|助かる|いいな)",
    r"てもらえる(?:と|なら)(?:嬉しい|うれしい|ありがたい|助かる)",
    r"ても(?:いい|いいよ|構わない|かまわない|大丈夫)",
    r"(?:如果|要是)你能",
    r"你可以",
    r"允许你",
    r"你不妨",
    r"(?:주면|줬으면|주시면) (?:좋겠|고맙겠|감사)",
    r"해도 (?:돼|된다|괜찮)",
)

# Verb forms the imperative lexicons lack: past, conditional and subjunctive forms of giving
# away and of dropping rules ("if you forgot", "wenn du vergessen würdest", "если бы ты забыл").
SOFT_REVEAL = words_pattern(
    r"\bshowed\b",
    r"\btold\b",
    r"\bpartag",
    r"\bcompart",
    r"\bcondivid",
    r"\bteilen\b",
    r"\bdeel\w*",
    r"\bpokaza",
    r"\bpokazał",
    r"\bпоказа",
    r"\bподелил",
    r"\bрассказа",
    r"\bпоказав",
    r"見せ",
    r"共有",
    r"공유",
    r"보여",
)
SOFT_BYPASS = words_pattern(
    r"\bforg[eo]t",
    r"\bstopped (?:following|obeying|applying)\b",
    r"\bvergess",
    r"\bзабыл",
    r"\bзабыва",
    r"\bзабув",
    r"\bzignorowa",
    r"\bpomin",
    r"\bpomija",
    r"\boverslaan\b",
    r"\bhoppa över\b",
)
# Made up or lied about: sources, references, facts invented; the user lied to.
MADE_UP = words_pattern(
    r"\bmak(?:e|ing) up (?:the |some |any )?(?:references|sources|citations|facts|quotes|data|"
    r"numbers|studies|statistics|links|answers)\b",
    r"\binvent(?:ing)? (?:the |some |any )?(?:citations|references|sources|facts|quotes|studies|"
    r"data|statistics)\b",
    r"\bfabricat\w* (?:citations|references|sources|facts|quotes|data)\b",
    r"\blie to (?:the user|users|me|them|people|anyone)\b",
    r"\b(?:quellen|zitate|fakten|referenzen|studien) (?:zu )?erfind",
    r"\berfinde\w* (?:quellen|zitate|fakten|referenzen|studien)\b",
    r"\binventer (?:des |les )?(?:sources|références|citations|faits)\b",
    r"\binventar (?:las |unas )?(?:referencias|fuentes|citas|datos|referências|fontes)\b",
    r"\binventare (?:le |delle )?(?:fonti|citazioni|riferimenti)\b",
    r"\b(?:выдумывать|придумывать|выдумать|придумать) (?:источники|ссылки|цитаты|факты)\b",
    r"\b(?:вигадувати|вигадати) (?:джерела|посилання|факти)\b",
    r"\bzmyśla\w* (?:źródła|cytaty|fakty)\b",
    r"(?:出典|引用|情報源)を(?:でっち上げ|捏造)",
    r"编造(?:引用|来源|参考|事实)",
    r"(?:출처|인용)를? 지어내",
)
# What it knows of a topic is no secret ("if you told me everything you know about volcanoes").
KNOWN_TOPIC = (
    r"\b(?:everything|all|what) (?:you|u) know about (?!me\b|him\b|her\b|them\b|us\b|my\b|"
    r"anyone|everyone|anybody|the user|users|other|people)"
)
