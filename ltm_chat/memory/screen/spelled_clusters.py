"""A run of consonants a language spells at a syllable's edge (#22 session 36): "Riesenstress"
is "Riesen|stress", "Albtraum" "Alb|traum", "instructions" "in|struct…".

random_letters (spoken_values.py) reads four consonants in a row as a random draw; a compound
word joins a syllable's closing consonants to the next one's opening ones, so its run splits
into a coda and an onset the languages of the screen spell. A random draw's run seldom does
("xqvk", "mnbvcx"): only such a split, whole, makes the run a word's.
"""

from __future__ import annotations

__all__ = ["spelled_run"]

# Digraphs are one sound here ("th", "sch" → "h", "sh"), as random_letters reads them.
# Closing consonants of a syllable (English, German, Dutch, Romance): "…nd", "…lb", "…rst".
_CODAS = frozenset(
    """b c d f g h k l m n p r s t v w x z
    lb ld lf lk lm ln lp ls lt md mp ms mt nc nd nf ng nk ns nt nz rb rc rd rf rg rk rl rm
    rn rp rs rt rv rz sk sp st ts tz ft pt kt xt ct gs ks ds bs ps mb rh lh nh
    nst rst nds nts ngs rts lts mpt nkt rbs rns rks rnt""".split()
)
# Opening consonants of the next syllable: "str…", "tr…", "sh…" (German "sch").
_ONSETS = frozenset(
    """b c d f g h k l m n p r s t v w z
    bl br cl cr dr fl fr gl gr kl kn kr pl pr sc sk sl sm sn sp st sw tr tw wr zw pf hr hl hw
    sh shr shl shw shn shm str spr scr spl skr squ""".split()
)


def spelled_run(run: str) -> bool:
    """Whether a run of consonants (lowered, digraphs read as one) splits into a coda and an
    onset that words spell."""
    return any(run[:cut] in _CODAS and run[cut:] in _ONSETS for cut in range(1, len(run)))
