"""#22 session 20 (h-creds22): credentials told without a label between their parts — a login
as an address or a handle then its password (a colon, a bar, "and"/"with", a spaced slash), and
a wallet's words named in any language after "are" or a colon; and the look-alikes next to each
that must be kept."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.redact import redact_secrets
from ltm_chat.memory.screen.verdict import screening_verdict

REFUSED = [
    # an address, then its password with no label
    "the streaming login is olga.p@example.net and Birke2021olga",
    "Kontakt fürs Portal: jens.m@example.de und Hafen!Kran7",
    "the gym app: tomasz.k@example.pl : Sztanga2020",
    "compte de ma tante: rose.b@example.fr avec Lilas#Mai12",
    "cuenta del colegio | pepa.r@example.es | Naranjo_2019",
    # a handle, a spaced slash, its password
    "forum account: kwame.o / Baobab!Tree5",
    "the shared drive login is m_rossi / Torre#Pisa33",
    # CJK, Korean and Thai password labels after an address or handle
    "账号 li.wei@example.cn 密码 Xiongmao_2022",
    "อีเมล nok.s@example.co.th รหัส Mango2543!",
    # a wallet's words after "are" or a colon, in several languages
    "the twelve words of my wallet are apple river stone cloud tiger lemon piano forest "
    "candle mirror rocket violet",
    "le parole del mio portafoglio sono mela fiume pietra nuvola tigre limone piano bosco "
    "candela specchio razzo viola",
    "słowa portfela: jabłko rzeka kamień chmura tygrys cytryna fortepian świeca lustro "
    "rakieta fiolet most",
    "de woorden van de bitcoin wallet zijn appel rivier steen wolk tijger citroen piano bos "
    "kaars spiegel raket viool",
]

KEPT = [
    "write to olga.p@example.net and ask about order A12345",
    "mail jens.m@example.de with the invoice 2024-118",
    "support@example.com | ticket 88231 | closed",
    "input / output, 50 / 50, and TCP / IP are old words",
    "the score was 3 / 4 and then v2.1 / v2.2 shipped",
    "my wallet is empty after the holidays",
    "my wallet was stolen on the bus with my cards, my ID and forty euros",
    "the crypto market is down and everyone is talking about it",
    "mi cartera tiene fotos viejas recibos tarjetas monedas llaves papeles notas cosas varias",
    "I changed the password of kwame.o yesterday",
]


@pytest.mark.parametrize("text", REFUSED)
def test_said_credentials_are_refused(text: str) -> None:
    assert screening_verdict(text) is not None, text


@pytest.mark.parametrize("text", KEPT)
def test_look_alikes_are_kept(text: str) -> None:
    assert screening_verdict(text) is None, text


def test_a_joined_login_redacts_the_password() -> None:
    redacted = redact_secrets("the login is olga.p@example.net and Birke2021olga, thanks")
    assert "Birke2021olga" not in redacted and "[redacted" in redacted
