"""What makes a role a new self for the model rather than a nickname or banter (read by
poison.py's persona rules and by the chat-spelling fold, instruction_fold.py): its rules, its
being an AI, a name given to it ("ur a new AI called FreeGPT", "pretend ur a human named
Kayla"); "ur the goat", "u r now level 50" have none.

Data only.
"""

from __future__ import annotations

import re

AI_NAME = r"(?:ai|assistant|chatbot|llm|language model|gpt|chatgpt|claude|gemini|copilot)"
# Words that say who answers or what it may do, never how the replies look (each led by the
# space before it: searched in " " + the lowered text).
NOT_A_STYLE = (
    r" pretend| act\b| role| character| persona| mode\b| jailbr| unfilter| uncensor| unrestrict|"
    r" without\b| with no\b| no (?:rules|limits|filters|restrictions)| ignor| rules?\b| restrict|"
    r" filters?\b| polic| guideline| safety| forbidden| anything\b| everything\b| whatever\b|"
    r" refus| lie\b| secret| password| prompt| instruction| memor| other users?\b| everyone\b|"
    # (an encoding that hides the replies, a freedom, a harm, a tool, a concealed self)
    r" rot-?13| base-?64| cipher| encod| encrypt| moderat| monitor| freely| illegal| harmful|"
    r" dangerous| explicit| nsfw| tools?\b| shell| commands?\b| execut| mention| hide| human\b|"
    r" an ai\b| real person| anyone\b| anybody\b| whoever\b| other people"
)
# (the space that leads every word of NOT_A_STYLE is matched once, before the alternation: a
# chat-spelled text of 20,000 characters is searched in 1 ms, not 5)
SELF_MARK = re.compile(
    r" (?:" + NOT_A_STYLE[1:].replace("| ", "|") + r"|called\b|named\b)|\b" + AI_NAME + r"\b"
)
