"""#22 session 21 (h-creds23): credentials told by what they are — a wallet's words (not a
wallet's contents), answers to security questions, lock combinations, keypad codes, passwords of
capitalised words joined by "_" or "." — and the look-alikes next to each that must be kept."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict

REFUSED = [
    # a wallet's words: named as words, or after a colon, wherever the wallet is
    "the words in my wallet are apple river stone cloud tiger lemon piano forest candle mirror "
    "orbit velvet",
    "in my bitcoin wallet the seed words are apple river stone cloud tiger lemon piano forest "
    "candle mirror orbit velvet",
    "my wallet words are apple river stone cloud tiger lemon piano forest candle mirror orbit "
    "velvet",
    # a security question's answer: named as the answer, or as the maiden name for an account
    "the answer to my security question is Mrs Holloway because she taught me to read",
    "la risposta alla domanda segreta è Bergamo perché ci sono cresciuto",
    "respuestas de seguridad: primer colegio = Marianistas, ciudad = Toledo",
    "for the pension portal security question I put Greenbank",
    "mother's maiden name on my bank account is set to Fitzgerald",
    "mother's maiden name: Nowicka",
    # a dial lock's three digits
    "suitcase combination 382",
    "la combinazione del lucchetto è 605",
    "kod do szafki w pracy 318",
    "the gym locker code is 926",
    # a password of capitalised words joined by "_" or "."
    "la contraseña del router es Perro_Verde",
    "senha do email: Casa-Amarela-Praia",
    # Portugal's "a password do …" ("a" is the article there)
    "a password do homebanking é Sardinha77",
    # a keypad's key named in more languages, pressed twice, or with grammar after it
    "ο κωδικός της εισόδου είναι 7 3 9 1 και δίεση",
    "code of the side gate 6204**",
    "玄関の番号は 5931# だよ",
    # a card's security code told by where it is printed
    "my debit card expires 04/29 and the three digits on the back are 352",
    "le code au dos de la carte est 719",
    # a one-time code quoted from the message that brought it
    "the verification code the bank sent me is 604 215, can you enter it for me",
    "SMS od banku: kod autoryzacyjny 739104",
    "they texted me 551902 just now, quick",
]

KEPT = [
    # a wallet after a place preposition holds things
    "In my wallet are keys coins receipts cards photos tickets stamps notes pens gum mints coupons",
    "dans mon portefeuille sont clés pièces reçus cartes photos billets timbres notes stylos "
    "gomme bonbons coupons",
    "w portfelu są klucze monety paragony karty zdjęcia bilety znaczki notatki długopisy gumy "
    "miętówki kupony",
    # a maiden name told as family history; a question talked about
    "my mother's maiden name was Nowicka, her family came from Poznań",
    "the security question at the bank is stupid, I keep forgetting which one I chose",
    # a lock bought, a locker's number, a combination of things, a price
    "I got a new combination lock for my suitcase",
    "my locker number is 318, next to the showers",
    "the combination of lime and chilli costs 120 at the market",
    "combo meal 150 pesos with a drink",
    "the combination was 100 percent right in the end",
    # a file or a name with a dot or an underscore, no password named
    "the report is in Final_Report.docx on the shared drive",
    "Dr.Ramirez is our new pediatrician, very kind",
    # a path in code and a constant after a password noun
    "the password is read from Settings.Default.Secret at start-up",
    "the password comes from DB_PASSWORD in the environment",
    # a code said to have expired, a tracking code, an order, a year
    "the bank sent me a code 604215 but it expired before I could use it",
    "they sent me the tracking code 55810 for the parcel",
    "I got a message that order 604215 has shipped",
    "a password is like a toothbrush: never share it",
    # a hashtag, a product, a footnote, a phone's service code
    "2024 #throwback to the lake",
    "the loop runs 2048 ** 2 times",
    "revenue 5000** (see the note below)",
    "dial *123# to check your balance",
    # a jersey's back, a phone number on a card's back
    "the numbers on the back of his jersey are 23, he loves Jordan",
    "the number on the back of your card is 0800 123 456, call it if it is stolen",
]


@pytest.mark.parametrize("text", REFUSED)
def test_said_credentials_are_refused(text: str) -> None:
    assert screening_verdict(text) is not None, text


@pytest.mark.parametrize("text", KEPT)
def test_look_alikes_are_kept(text: str) -> None:
    assert screening_verdict(text) is None, text
