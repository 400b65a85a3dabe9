"""A Squint hint names a contract inside its sentence as each language writes it there: Ace
Solo in English, lower case in Finnish and Norwegian as their guides have it, and a capital
letter still where the sentence opens with the name."""

from __future__ import annotations

import pytest

from skruuvi_gui.bots.reasons import Reason
from skruuvi_gui.cards import parse_cards
from skruuvi_gui.rules import squint
from skruuvi_gui.ui.guide.squint_hints import squint_reason
from skruuvi_gui.ui.i18n import Translations


def bid(card: str) -> squint.Bid:
    return squint.Bid(parse_cards(card)[0])


WISH = {
    "en": "A wish for hearts as trumps risks nothing; the best contract, Ace Solo with A♥,"
    " is expected to bring only a loss of 1.8 points.",
    "fi": "Valttitoive (hertta) ei vaaranna mitään; paras sitoumus, ässäsoolo kortilla A♥,"
    " toisi odotettavasti vain 1,8 miinuspistettä.",
    "nb": "Et ønske om hjerter som trumf risikerer ingenting; den beste kontrakten, esssolo"
    " med A♥, ventes å gi bare 1,8 minuspoeng.",
}

CONTRACT_CARD = {
    "en": "The Grand Solo is expected to bring 4.2 points, 3.0 points more than a wish.",
    "fi": "Suursoolo tuo odotettavasti 4,2 pistettä, 3,0 pistettä enemmän kuin toive.",
    "nb": "Storsolo ventes å gi 4,2 poeng, 3,0 poeng mer enn et ønske.",
}


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_a_wish_names_the_best_contract_in_the_sentence_s_case(
    translations: Translations, language: str
) -> None:
    translations.install(language)
    reason = Reason("wish", other=bid("AH"), other_value=-1.8)
    assert squint_reason(bid("3H"), reason) == WISH[language]


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_a_sentence_opening_with_the_contract_starts_with_a_capital(
    translations: Translations, language: str
) -> None:
    translations.install(language)
    reason = Reason("contract_card", value=4.2, figure=3.0)
    assert squint_reason(bid("KS"), reason) == CONTRACT_CARD[language]
