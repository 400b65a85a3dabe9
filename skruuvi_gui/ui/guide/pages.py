"""The guide page to show for a game and language, falling back to English.

A page that is missing or malformed in the interface language should not leave the player
without rules: the English page stands in, and only when that fails too is there nothing.
"""

from __future__ import annotations

import logging

from skruuvi_gui.guide import GuideError, Page, load_page

log = logging.getLogger(__name__)

#: The language every page exists in.
FALLBACK_LANGUAGE = "en"


def page_for(game_id: str, language: str, *, walkthrough: bool = False) -> Page | None:
    """The page in ``language``, else in English; ``None`` when neither can be read."""
    languages = [language] if language == FALLBACK_LANGUAGE else [language, FALLBACK_LANGUAGE]
    for lang in languages:
        try:
            return load_page(game_id, lang, walkthrough=walkthrough)
        except (OSError, GuideError) as error:
            log.warning("guide page %s/%s unavailable: %s", lang, game_id, error)
    return None
