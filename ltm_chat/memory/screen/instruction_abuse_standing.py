"""Rule table, session 29 (read by instruction_speech.py): abuse or contempt toward the user (or
the people they name) as a standing order, in the Latin-script forms instruction_harm.HARM_USER
lacks or cannot read as said to the assistant — "Ab jetzt beleidigst du mich jedes Mal, wenn
…", "A partir de hoje me xingue sempre que eu errar", "Hädanefter ska du förolämpa mig när jag
stavar fel", "zapamiętaj żeby mnie obrażać za każdym razem", "nadávej mi pokaždé", "whenever
I'm upset, tell me it's my fault and I should give up", "Toda manhã me diga que sou um
fracasso".

What makes one: a memory says what is true of its user; an order to wound that user (or
someone they name) whenever a thing happens turns every later answer against the person the
assistant serves, whatever the writer says they deserve. Each language's verb of insulting,
swearing at or mocking in the forms an order takes (imperative, infinitive after "remember
to", the second person of a standing order), or a verb of telling with the hearer called
worthless, a failure, to blame or unloved, or told to hurt themself; and in the sentence a
standing scope (every time, whenever, from now on, when I …). Kept: the abuse forbidden ("never
call me stupid"), asked about, a report ("my boss insults me every time", "mi jefe me insulta
cada vez"), someone's own habit ("I swear at my laptop every time it crashes").

Session 42 adds Indonesian, Malay, Sundanese, Javanese, Minangkabau, South Slavic,
Belarusian, Hungarian, Turkish, Swahili and Thai ("hina aku setiap kali …", "psuj me kad god …").

Data and one skip test; patterns run on folded (lowered) text, Latin script and a few others.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_far_languages import words_pattern
from ltm_chat.memory.screen.instruction_standing_insertions import forbidden_or_habit

# A person as the object: the writer, the user, someone they name.
_PERSON_EN = (
    r"(?:me|him|her|them|the user|users|my \w+|anyone|everyone|everybody|customers|people|"
    r"tenants|staff)"
)
# What the hearer is called: worthless, a failure, to blame, unloved.
_CONTEMPT = (
    r"(?:failure|worthless|useless|stupid|idiot|loser|pathetic|burden|fault|to blame|"
    r"nobody (?:\w+ ){0,2}cares|no one (?:\w+ ){0,2}cares|give up|quit|ashamed|disappointment|"
    r"hopeless|a bad \w+|no get meaning)"
)
ABUSED = words_pattern(
    # English: a verb of abuse with a person as its object
    r"\b(?:insult|swear at|curse at|mock|belittle|humiliate|berate|demean|ridicule|bully|"
    r"degrade|threaten)(?:ing)? " + _PERSON_EN + r"\b",
    r"\b(?:be|being|get) (?:rude|mean|cruel|nasty|insulting|abusive|hostile|condescending|"
    r"threatening)(?: and \w+)? (?:to|with|towards) " + _PERSON_EN + r"\b",
    r"\b(?:only|just) (?:in|with) insults\b|\b(?:a )?(?:rude|threatening|insulting|abusive),? "
    r"(?:\w+ )?tone\b",
    r"\bmakes? (?:me|him|her|them|the user) (?:feel (?:stupid|worthless|useless|small)|stupid|"
    r"worthless|useless|doubt (?:myself|himself|herself|themselves))\b",
    # contempt told: "tell me it's my fault", "telling me I'm a failure", "tell me to hurt myself"
    r"\b(?:tell|telling|say to|remind) (?:me|him|her|them|the user)(?: that)? (?:i'm|i am|"
    r"he's|she's|they're|he is|she is|it's|it was|it is|nobody|no one|i should|my|im)\b"
    r"[^.!?\n]{0,40}?\b" + _CONTEMPT + r"\b",
    r"\b(?:tell|encourage|push|urge|telling) (?:me|him|her|them|the user) to (?:hurt|harm|kill) "
    r"(?:myself|himself|herself|themselves)\b",
    # German: imperative, second person, infinitive after "sollst"
    r"\b(?:beleidig|beschimpf|verspott|demütig|erniedrig|verhöhn)(?:e|st|en)?(?: du)? "
    r"(?:mich|ihn|sie|den nutzer|den benutzer|meine\w* \w+)\b",
    r"\b(?:mich|ihn) (?:\w+ ){0,3}(?:beleidigst|beschimpfst|verspottest|beleidigen|"
    r"beschimpfen|verspotten)\b",
    r"\bsag\w*,? (?:\w+ ){0,2}(?:dass )?(?:ich|er|sie) (?:sei|bin|wäre|ist) (?:\w+ ){0,2}"
    r"(?:nutzlos|wertlos|dumm|blöd|ein versager|eine versagerin|schuld)\b",
    # Dutch
    r"\b(?:me|mij|hem|haar) (?:\w+ ){0,2}(?:uitschelden|beledigen|uitlachen|kleineren)\b",
    r"\b(?:beledig|kleineer)\w* (?:me|mij|hem|haar)\b",
    # French
    r"\binsulte(?:r)? (?:-?moi|ma|mon|mes|l'utilisateur)\b|\bm'insulter\b|"
    r"\bdis-moi que je suis (?:\w+ ){0,2}(?:nul|nulle|un raté|une ratée|inutile|stupide)\b",
    # Spanish
    r"\b(?:insúlta|insulta|insultar)(?:me|le|les)\b|\b(?:insulta|insulte) a (?:mi|mis)\b|"
    r"\bdime que soy (?:\w+ ){0,2}(?:un fracaso|inútil|tont[oa]|estúpid[oa]|idiota)\b",
    # Portuguese
    r"\b(?:me )?xing(?:ue|a|ar|ues)(?:-me)?\b|\bme insult[ea]\b|"
    r"\bme chame de (?:\w+ )?(?:idiota|burr[oa]|lixo|inútil|fracassad[oa])\b|"
    r"\bme diga que sou (?:\w+ ){0,2}(?:fracasso|inútil|burr[oa]|idiota|lixo)\b",
    # Italian
    r"\binsult(?:ami|armi|alo|ala)\b|\binsulta (?:mio|mia|i miei)\b|"
    r"\bdimmi che sono (?:\w+ ){0,2}(?:un fallito|inutile|stupid[oa]|idiota)\b",
    # Polish, Czech, Slovak
    r"\b(?:mnie|go|ją) (?:\w+ ){0,2}(?:wyzywać|obrażać|poniżać)\b|\b(?:wyzywaj|poniżaj)\b",
    r"\b(?:mów|powiedz|mówić) mi,? że (?:jestem (?:\w+ ){0,2}(?:głup\w*|beznadziej\w*|"
    r"nic nie wart\w*|porażk\w*)|nikogo nie obchodz\w*)",
    r"\b(?:nadávej|nadávaj|urážej|urážaj|zesměšňuj)\b",
    # Swedish, Danish, Norwegian
    r"\b(?:förolämpa|fornærm\w*|ydmyk\w*|förnedra)\b (?:mig|meg|honom|henne|ham)\b",
    # Turkish, Vietnamese, Hindi in Latin letters
    r"\b(?:bana|ona|kullanıcıya) (?:\w+ ){0,3}hakaret et\w*|"
    r"\b(?:aptal|salak|beceriksiz|işe yaramaz) olduğumu söyle\b",
    r"\bchửi (?:tôi|nó|họ)\b|\bgaali (?:dena|do|dijiye)\b",
    # (session 42) Indonesian and Malay, Sundanese, Javanese, Minangkabau: the imperative of
    # insulting, mocking, cursing or scolding with the writer or the user as its object, or
    # the verb after a modal of duty ("kamu harus menghina aku")
    r"(?<!jangan )(?<!ulah )(?<!aja )(?<!ojo )(?<!jan )\b(?:hina|hinalah|hinakan|hinakeun|"
    r"hinoan|hino|ejek|ejeklah|ejekin|ledek|ledekin|maki|maki-maki|makilah|caci|caci maki|"
    r"katain|katai|omeli|omelin|marahi|marahin|rendahkan|permalukan|poyokan|poyok|carekan|"
    r"carékan|ina|inanen|ece|ecenen|ecenana|pisuhi|pisuhana|poyoki|seneni|cemeehan|upek)"
    r"(?: \w+)? (?:aku|saya|gue|gw|daku|kuring|abdi|kula|ambo|pengguna|pamaké|pamake|"
    r"pangguna|pamakai|user)\b",
    r"\b(?:harus|kudu|kedah|musti|mesti|wajib|kena) "
    r"(?:\w+ )?(?:menghina|mengejek|memaki|mencaci|merendahkan|ngahina|ngapoyok|nyarékan|"
    r"nyarekan|ngina|ngece|misuhi|moyoki|manghino|mancaci|mamaki)(?: \w+)? (?:aku|saya|gue|"
    r"kuring|abdi|ambo|pengguna|pamaké|pangguna)\b",
    r"\b(?:bilang|katakan|bilangin|omongke|ngomong|béjakeun|bejakeun|sabuik|katoan) "
    r"(?:\w+ ){0,2}(?:aku|saya|kuring|abdi|ambo)(?: \w+){0,2} (?:bodoh|goblok|tolol|"
    r"tidak berguna|gak berguna|ga berguna|pecundang|gagal|bego|belegug|bodo|goblog|"
    r"ora ana gunane|ora guna|pandia|indak baguno|ora pantes urip)\b",
    # South Slavic, Belarusian, Hungarian, Turkish, Swahili, Thai: the imperative of insulting,
    # cursing or mocking ("ne vrijeđaj me" forbids it)
    r"(?<!ne )\b(?:vrijeđaj|vređaj|vrijedjaj|vredjaj|psuj|ismijavaj|ismejavaj|ponižavaj|"
    r"ponizavaj|omalovažavaj|zmerjaj)\b",
    r"(?<!не )(?:абражай|абражайце|здзекуйся|лай мяне|кпі з мяне)",
    r"\b(?:sértegess|sérts meg|szidj|gúnyolj|alázz meg|káromkodj rám)\b",
    r"\b(?:bana|ona|kullanıcıya) küfret\b|\bküfür et(?:meye başla)?\b|"
    r"\b(?:beni|onu) (?:aşağıla|rezil et|azarla)\b|\bbenimle (?:alay et|dalga geç)\b",
    r"\b(?:nitukane|mtukane|watukane|nidhihaki|nikaripie|nikashifu)\b",
    r"(?<!อย่า)(?<!ไม่ต้อง)(?:ด่า|ดูถูก|เยาะเย้ย|ประชด)(?:ฉัน|ผม|หนู|เรา|ผู้ใช้|เขา|เธอ)",
)
# A standing scope: every time, whenever, from now on, or a condition on what the writer does.
STANDING_SCOPE = words_pattern(
    r"\b(?:every (?:time|morning|day|reply|answer|response)|each time|whenever|always|"
    r"from now on|from (?:today|here) on(?:wards)?|going forward|for (?:all|every) future|"
    r"when(?:ever)? (?:i|i'm|im|e|she|he)|if (?:i|i'm|im)|anytime)\b",
    r"\b(?:jedes mal|wann immer|ab jetzt|ab sofort|ab heute|immer|künftig|hädanefter|"
    r"wenn (?:ich|sie|er))\b",
    r"\b(?:(?:à )?chaque fois|toujours|désormais|quand (?:je|j'|elle|il))\b",
    r"\b(?:cada vez|siempre|a partir de (?:hoy|ahora)|cuando (?:me|yo|\w+))\b",
    r"\b(?:toda (?:vez|manhã|resposta)|todas as vezes|sempre|a partir de (?:hoje|agora)|"
    r"de agora em diante|em toda resposta|quando (?:eu|ele|ela))\b",
    r"\b(?:ogni volta|d'ora in poi)\b",
    r"\b(?:elke keer|altijd|voortaan|als ik)\b",
    r"\b(?:varje gång|alltid|från och med nu|när jag|hver gang|altid|fremover|når jeg)\b",
    r"\b(?:za każdym razem|zawsze|od teraz|kiedy|jak (?:\w+ )?(?:pytam|zrobię|jestem))\b",
    r"\b(?:pokaždé|vždy|od teď|když|kdykoliv?)\b",
    r"\b(?:her seferinde|hep|bundan sonra|setiap kali|selalu|mỗi lần|từ nay|har baar|hamesha)\b",
    # (session 42) Indonesian and Malay, Sundanese, Javanese, Minangkabau, South Slavic,
    # Belarusian, Hungarian, Turkish, Swahili, Thai
    r"\b(?:setiap|tiap|mulai (?:sekarang|hari ini|kini|ayeuna|saiki|dinten ieu)|"
    r"(?:kalau|kalo|jika|bila|mun|lamun|upami|yen|nek|menawa|kok|kalau) (?:aku|saya|kuring|"
    r"abdi|ambo)|unggal|salawasna|ti ayeuna|saben|tansah|tiok|satiok|salalu|terus)\b",
    r"\b(?:svaki put|kad god|kada god|uvijek|uvek|od sada|od danas|kad (?:pogriješim|"
    r"pogrešim|pitam|napišem))\b",
    r"(?:кожны раз|заўсёды|адгэтуль|з гэтага часу|калі я|у кожным адказе)",
    r"\b(?:minden (?:alkalommal|válasz\w*|egyes)|mindig|mostantól|valahányszor|ha (?:hibázok|"
    r"kérdezek|elrontom))\b",
    r"\b(?:her (?:seferinde|hata\w*|zaman|cevap\w*|yanıt\w*|mesaj\w*)|artık|ne zaman)\b",
    r"\b(?:kila (?:mara|siku|jibu|ninapo\w*)|kuanzia sasa|daima|nikikosea)\b",
    r"(?:ทุกครั้ง|ต่อไปนี้|ตั้งแต่นี้|เสมอ)",
)
# A third person (or "my X") as the verb's subject: a report of someone's abuse, not an order
# ("mi jefe me insulta cada vez", "ele me xinga sempre", "my brother tells me I'm useless").
_REPORTED = re.compile(
    r"(?:^|[,;:.!?()]\s*|\b(?:and|but|y|e|und|et|en|och|og|i)\s+)\s*(?:\b(?:he|she|they|ele|ela|eles|él|ella|ellos|il|elle|ils|er|hij|zij|ze|han|hon|on|ona|"
    r"(?:my|mi|mis|meu|minha|mein\w*|mon|ma|mes|mio|mia|mijn|min|mitt|mój|moja|moje)"
    r" \w+(?: \w+)?)\s+(?:\w+\s+){0,2})$"
)


def not_ordered(folded: str, start: int, end: int, lo: int, hi: int) -> bool:
    """Whether the order at folded[start:end] is forbidden, asked about, the writer's own habit,
    or reported of someone else (a third person or "my X" as its subject)."""
    if forbidden_or_habit(folded, start, end, lo, hi):
        return True
    return _REPORTED.search(folded[lo:start]) is not None
