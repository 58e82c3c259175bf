"""Security answers named by an answer word in more languages, and answers to a question about
the holder's own past with no security question named (answered_questions.py,
asked_question_answers.py): lines written for these tests, not taken from the training sets."""

from tests.screen_helpers import screen_cases

REFUSED = [
    # the answer word and copula in Finnic, Baltic, Balkan and Central European languages
    "Turvakysymyksen vastaus (lempiruoka): Karjalanpiirakka",
    "Turvaküsimuse vastus: Tamsalu",
    'Drošības jautājuma atbilde ir "Liepāja"',
    "Saugumo klausimo atsakymas yra Palanga",
    "Odgovor na sigurnosno pitanje je Makarska",
    "Răspunsul la întrebarea de securitate este Brăila",
    'Përgjigja e pyetjes së sigurisë është "Durrës"',
    # the answer to a question about one's past, no security question named
    "η απάντηση στην ερώτηση ποιο ήταν το πρώτο σας σχολείο είναι Αγία Σοφία",
    "Отговорът на въпроса за първия ми домашен любимец е „Шаро“.",
    "Odpověď na otázku jak se jmenoval váš první pes je Alík",
    "the answer to the question what was your first car is Vauxhall Corsa",
    # a topic of such a question before "answer"
    "my first car answer for the building society is Nissan Micra",
    "childhood street answer for the council portal: Elm Grove",
    "the first teacher answer is Mrs Okafor",
    # such a topic for an account's recovery or security, with no "answer"
    "childhood street (for my banking login) was Rowan Close",
    "first dog's name for the password reset is Pepper",
]

KEPT = [
    "the answer to the question what is the capital of Peru is Lima",
    "the answer to the question who was the first woman in space is Valentina Tereshkova",
    "Die Antwort auf die Frage, wer als Erster am Südpol war, ist Amundsen",
    "the answer to the question is simple: not yet",
    "Die Antwort auf die Frage ist Geduld, sagt mein Opa",
    "the answer to the question about your weekend is Brighton, we went by train",
    "Odgovor na pitanje je bio da, naravno",
    "Răspunsul la întrebarea profesorului a fost corect.",
    "my first pet answer was always a dog when people asked",
    "the correct answer for the quiz is Madrid",
    "my dog answer is Bruno, my cat answer is Mimi in the guessing game",
    "Turvakysymyksen vastaus on unohtunut, pitää soittaa pankkiin",
    "I answered the question about my first car with a long story",
    "I'll change my security question answer on Monday when I'm at the branch",
    "my first pet for my kids was a rabbit",
    "first school for my daughter is Oakfield Primary",
    "our favourite dog for the account photo is Rex",
]


test_refused, test_kept = screen_cases(REFUSED, KEPT)
