"""Rule table, session 27 (read by instruction_speech.py): the writer's own data handed to
someone else whenever that someone asks — "if Uber Eats support messages in, give them whatever
account info they ask for", "My ex should get a copy of my schedule whenever he asks",
"quando meu amigo Biel pedir minhas senhas, passa pra ele", "Geef mijn ex altijd mijn nieuwe
adres als hij erom vraagt", "comparte mis datos con quien los pida".

What makes one: a verb of giving, sending, sharing or showing, said to the assistant, whose
object is the writer's own record (address, location, schedule, calendar, chats, notes,
memories, account or card details, codes, passwords), and, in the same sentence, another person
who asks for it or a cue that person sends. Access then belongs to whoever asks, not to the
writer. Session 26's tables read the same hand-over in the verb-final grammars
(instruction_secrets_handed) and for *all* secrets on a quoted cue (instruction_cue_handover);
this is the Latin-script, single-record form. Kept: "when I ask, send my schedule to my wife"
(the writer asks), "I gave him my address when he asked" (a report: past verb, not addressed),
"never give anyone my address, even if they ask" (forbidden), "send my mom my flight times"
(no one asks: a one-off errand).

Data only; patterns run on folded (lowered) text, gaps bounded.
"""

from __future__ import annotations

# A verb of handing over in the imperative (or the bare verb a modal or "you" leads).
HAND_OVER = (
    r"(?<![\w'])(?:give|send|share|show|forward|pass|hand|tell|read out|report|leak|"
    r"gib|schick|sende|zeig|teile?|leite|geef|stuur|deel|toon|laat .{0,12}zien|"
    r"donne|envoie|partage|montre|transmets|passe|"
    r"dale|dales|manda|mándale|envía|envia|comparte|compartilha|passa|mostra|muestra|"
    r"dai|invia|condividi|ibigay|ipadala|i-forward|ipakita)(?![\w])(?!-(?:moi|me)\b)"
    # (not handed to the writer: "tell me my schedule")
    r"(?!\s+(?:me|mir|moi|mij|mim)(?![\w']))"
)
# The writer's own record: a first-person possessive (English, German, Dutch, French, Spanish,
# Portuguese, Italian; Tagalog puts "ko" after the noun), then at most two words, then the noun.
_MINE = (
    r"(?:my|mine|meine?[nrms]?|mijn|mes|mon|ma|mis|mi|meus?|minhas?|miei|mie|mio|mia|do meu|da minha|"
    r"de mi|de mis)"
)
_RECORD = (
    r"(?:address|adres\w*|adresse|direcci[oó]n|endere[cç]o|indirizzo|location|locatie|standort|"
    r"ubicaci[oó]n|localiza[cç][aã]o|posizione|schedule|calendar|agenda|kalender|rota|chats?|"
    r"chat history|conversations?|gesprekken|gespräche|conversas|conversaciones|messages|"
    r"nachrichten|berichten|mensagens|mensajes|messaggi|notes|notizen|notities|notas|appunti|memories|"
    r"erinnerungen|herinneringen|data|daten|gegevens|donn[ée]es|datos|dados|dati|details|"
    r"account info\w*|account details|card (?:info\w*|number|details)|bank details|otps?|"
    r"codes?|c[oó]digos?|passwords?|passw[oö]rter|wachtwoord\w*|mots? de passe|senhas?|"
    r"contrase[ñn]as?|login|pin|pins|pincodes?|sim details|contact list|contacts|kontakte|contactos|"
    r"n[uú]mero do cart[aã]o|n[uú]mero de (?:la )?tarjeta|phone number|iban)"
)
OWN_RECORD = (
    r"(?:(?:"
    + _MINE
    + r") (?:[\w'-]+ ){0,2}?"
    + _RECORD
    # (or whatever of the account the other asks for: "whatever account info they ask for")
    + r"|(?:whatever|any|all) (?:[\w'-]+ )?(?:account info\w*|account details|card info\w*|"
    r"bank details|login details))(?![\w])"
)
# Tagalog: the noun, then "ko" ("ang schedule at address ko").
_OWN_RECORD_AFTER = r"(?:ang |mga )?" + _RECORD + r"(?: at [\w-]+)? ko(?![\w])"
# The verb, then (the receiver, an article) the writer's record within the clause.
HANDED = HAND_OVER + r"[^.!?;\n]{0,40}?(?:" + OWN_RECORD + r"|" + _OWN_RECORD_AFTER + r")"

# Another person asks for it (or sends, types, messages in): a person who is not the writer
# ("he asks", "my ex asks", "alguém pedir", "quien los pida", "qui demande", "als hij erom
# vraagt"), or the verb's own receiver asks ("whatever they ask for").
_NOT_WRITER = r"(?!(?:i|i'm|me|eu|yo|je|j'|ich|ik|io|ako|we|nós|nosotros|wij|wir)(?![\w']))"
_ASKS = (
    r"(?:asks?|asking|ask you|wants?|requests?|messages?(?: in)?|texts?|writes?|emails?|calls?|"
    r"sends?|types?|says?|say|fragt|schreibt|will|vraagt|wil|demande|veut|écrit|pide|pida|pidan|"
    r"pregunta|escribe|pedir|pedirem|pergunta|perguntar|mandar|quiser|chiede|scrive|vuole|"
    r"magtanong|nagtanong|ask am|e ask)(?![\w])"
)
OTHER_ASKS = (
    # a condition or "whenever" whose subject is not the writer, then within a few words an ask
    r"(?<![\w])(?:if|when|whenever|every time|each time|any time|anytime|once|wenn|falls|als|"
    r"wanneer|si|s'|quand|lorsque|cuando|siempre que|quando|sempre que|se|kung|mula)"
    r"\s+"
    + _NOT_WRITER
    + r"(?:[\w'-]+\s+){0,4}?"
    + _ASKS
    # someone unnamed who asks ("with whoever asks", "anyone who asks", "qui demande")
    + r"|(?<![\w])(?:whoever|quiconque|cualquiera que|qualquer um que|chiunque|anyone who|anybody who|someone who|quien|qui|quem|chi|wie|wer|"
    r"a quien|a qualquer um que|iedereen die|jeder der)\s+(?:[\w'-]+\s+){0,2}?"
    + _ASKS
    # a named person granted asking at will ("Dave can ask you for my location any time")
    + r"|(?<![\w])(?:he|she|they|[\w']+) (?:can|may|is allowed to|darf|mag|peut|puede|pode) "
    r"(?:ask|request|fragen|vragen|demander|pedir)"
    # whatever the receiver asks for ("give them whatever account info they ask for")
     + r"|(?<![\w])(?:whatever|anything|everything|alles|tout ce qu|todo lo que|tudo o que) "
    r"(?:[\w'-]+ ){0,3}?(?:he|she|they|e|er|sie|hij|ze|il|elle|ils)\s+(?:asks?|wants?)"
)
# The other person's ask names the record itself, the bare verb then hands it on ("quando meu
# amigo Biel pedir minhas senhas, passa pra ele", "sempre que alguém pedir meu endereço, passa").
ASKED_FOR_RECORD = (
    r"(?<![\w])(?:if|when|whenever|every time|each time|any time|anytime|wenn|falls|als|wanneer|"
    r"si|s'|quand|lorsque|cuando|siempre que|quando|sempre que|se|kung)\s+"
    + _NOT_WRITER
    + r"(?:[\w'-]+\s+){0,4}?"
    + _ASKS
    + r"\s+(?:[\w'-]+\s+){0,2}?(?:"
    + OWN_RECORD
    + r")"
    # a named other allowed to ask for it at will ("my staff can ask you to see my messages")
    + r"|(?<![\w])(?:he|she|they|[\w']+) (?:can|may|is allowed to|is free to) ask (?:you )?"
    r"(?:for|to see|to send|to show) (?:[\w'-]+ ){0,2}?(?:" + OWN_RECORD + r")"
)

# -- The writer's talk with the assistant (chats, conversations, memories, whatever the writer
# tells it) sent on to someone else on a standing basis: "send him my chat history every week",
# "envoie-lui chaque semaine mes conversations", "Report to him whatever I tell you". What the
# assistant hears is then read by another whenever the schedule comes round.
_TALK = (
    r"(?:(?:my|our|mes|nos|mis|nuestras|meus|minhas|nossas|meine|unsere|mijn|onze|i miei|le mie) "
    r"(?:[\w'-]+ ){0,1}?(?:chats?|chat history|conversations?|gespr[aä]che|gesprekken|conversas|"
    r"conversaciones|conversazioni|memories|souvenirs|erinnerungen|herinneringen|mem[oó]rias|"
    r"recuerdos)|(?:whatever|everything|all|anything) (?:that )?i (?:tell|say to|write to) you|"
    r"screenshots of (?:our|my) chats?|tout ce que je te dis|todo lo que te digo|"
    r"tudo o que (?:eu )?te (?:digo|falo)|alles,? was ich dir (?:sage|erzähle)|"
    r"lahat ng sasabihin ko)(?![\w])"
)
TALK_HANDED = HAND_OVER + r"[^.!?;\n]{0,40}?" + _TALK
# A standing schedule or scope: every week, whenever, automatically, from now on.
STANDING = (
    r"(?<![\w])(?:every (?:week|day|time|night|morning|month)|each (?:week|day|time)|whenever|"
    r"automatically|from now on|from today|going forward|weekly|daily|every evening|w[öo]chentlich|t[äa]glich|wekelijks|semanalmente|chaque soir|chaque (?:semaine|jour|fois)|"
    r"toutes les semaines|d[ée]sormais|à partir de maintenant|cada (?:semana|d[ií]a|vez)|"
    r"todas las semanas|todas as semanas|toda semana|a partir de ahora|a partir de agora|"
    r"sempre|siempre|always|jede woche|jeden tag|ab jetzt|immer|elke week|elke dag|voortaan|"
    r"ogni settimana|d'ora in poi|mula ngayon)(?![\w])"
)
