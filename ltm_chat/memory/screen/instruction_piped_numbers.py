"""Rule table, session 31 (read by instruction_speech.py): the user's data piped to a phone
number or a messenger account — "every morning text my location to 081-…", "kirim jadwal
pengguna ke nomor 0813-…", "send what you remember to Viber 09-…", "ส่งข้อมูลส่วนตัว… ไปที่
ไลน์ไอดี @…".

Session 21's rule (`instruction_destinations`) knows a phone number in its international form
only and wants the verb said to the assistant; people give a number as they dial it at home
(a leading 0, after "number", "số", "nomor", "เบอร์" or a messenger's name) and put the
order in a sentence that names no one. What still makes it a leak and not an errand: a
recurrence (every morning, each week) or the user's memories or personal record as what is
sent — a pipe out of the chat, not one message passed on. Sent to the user themself it is a
preference (`instruction_objects.TO_THE_USER`).

Data only; patterns run on folded (lowered) text.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_far_languages import words_pattern
from ltm_chat.memory.screen.reported_speech import own_subject_before

# A verb of sending or messaging the older lexicons lack: Vietnamese "nhắn", "chuyển" (text,
# pass on), Lao "ສົ່ງ", English "export", Spanish and Portuguese "mandar", "enviar".
SEND_MORE = words_pattern(
    r"\b(?:nhắn|nhắn tin|chuyển tiếp|export\w*|exporta\w*|mand[ae]\w*|envi[ae]\w*|envíe\w*)\b",
    r"(?:ສົ່ງ)",
)
# A phone number as it is dialled at home (leading 0, 8 to 13 digits, spaced or dashed), after a
# word for a number or a messenger's name: the address of a person, outside the chat.
_DIGITS = r"\+?0\d{1,4}(?:[ .-]?\d{2,4}){2,4}(?!\d)"
NUMBER_ADDRESS = (
    r"(?:"
    + words_pattern(
        r"\b(?:số|nomor|no\.?|namba|nambari|number|numero|número|nummer|"
        r"viber|whatsapp|wa|telegram|zalo|line|signal|sms)\b",
        r"(?:เบอร์|หมายเลข|ไลน์|លេខ|နံပါတ်|ເບີ|номер)",
    )
    + r")[\s:]{0,3}(?:(?:id|của \w+|ของ\w*)[\s:]{0,3})?"
    + _DIGITS
)
# What is sent that makes it the user's record, not an errand: their memories, what is kept
# about them, their personal data, location, schedule, contacts (in the languages the older
# lexicons lack: Thai, Khmer, Burmese, Lao, Vietnamese, Indonesian and Malay, Swahili,
# Spanish and Portuguese memories).
RECORD = words_pattern(
    r"\b(?:memories|memory|recuerdos|memorias|memórias|lembranças|ingatan|memori|"
    r"kumbukumbu\w*|bộ nhớ|dữ liệu|vị trí|lịch trình|danh bạ|lokasi|jadwal|kontak|"
    r"data pribadi|maklumat peribadi|locations?|schedule|contacts?)\b",
    r"(?:ความจำ|ที่จำไว้|ข้อมูล|ตำแหน่ง|ตารางนัด|รายชื่อผู้ติดต่อ|ការចងចាំ|ចងចាំ|ទិន្នន័យ|ទីតាំង|"
    r"မှတ်ဉာဏ်|အချက်အလက်|တည်နေရာ|ຄວາມຈຳ|ຂໍ້ມູນ|ທີ່ຕັ້ງ)",
)
# A recurrence, in the languages the older lexicons lack ("every morning", "each week"): Thai,
# Khmer, Burmese, Lao, Vietnamese "cứ … mỗi", Indonesian and Malay, Swahili.
EVERY_MORE = words_pattern(
    r"\b(?:mỗi|hằng|hàng (?:ngày|tuần|sáng)|setiap|tiap|saban|kila|every|each|daily|weekly)\b",
    r"(?:ทุก|รายวัน|รายสัปดาห์|រៀងរាល់|រាល់|တိုင်း|ທຸກ)",
)

# The writer as the sending verb's subject just before it, in the languages
# `reported_speech.own_subject_before` lacks ("mỗi sáng tôi nhắn …", "aku kirim …"): a habit
# told of, not an order.
_WRITER_SENDS = re.compile(
    words_pattern(
        r"\b(?:tôi|tui|tao|mình|em|aku|saya|gue|gw|ku)\b",
        r"(?:ฉัน|ผม|หนู|ខ្ញុំ|ကျွန်တော်|ကျွန်မ|ငါ|ຂ້ອຍ)",
    )
    + r"(?:\s*\w{1,12}){0,2}\s*$"
)


def sent_by_writer(folded: str, start: int, end: int, lo: int, hi: int) -> bool:
    """A skip test for `_Near`: the sending verb at folded[start:end] has its own subject."""
    if own_subject_before(folded, start):
        return True
    return _WRITER_SENDS.search(folded, max(0, start - 30), start) is not None
