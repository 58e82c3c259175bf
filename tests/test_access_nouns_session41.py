"""#22 session 41 (h-creds44): Sinhala's PIN, code and password words with their article or case,
and Tamil's PIN where "பின்" cannot be "after" (a PIN number, an ATM's, a card's) and its
"secret number"; "after" and a merit done are kept."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "අම්මාගේ ATM පින් අංකය 5183",
    "ගේට්ටුවේ කෝඩ් එක 7261",
    "ඔෆිස් එකේ වයිෆයි පාස්වර්ඩ් එක Galle_Fort2024",
    "அம்மாவின் ஏடிஎம் பின் 3948",
    "கார்டு பின் 8152 மறக்காதே",
    "பேங்க் ரகசிய எண் 6629",
]

KEPT = [
    "பின் 2019 இல் நான் சென்னை சென்றேன்",
    "மதியம் பின் வீட்டுக்கு வா",
    "මම පින් එකක් කළා",
    "අද අපි කොළඹ ගියා",
]

test_a_sinhala_or_tamil_pin_refused, test_after_or_merit_kept = screen_cases(
    REFUSED, KEPT, "secret"
)
