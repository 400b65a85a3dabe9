"""What the person can learn from a finished deal (PURE): Cribbage discards and pegging,
Skruuvi card play and what each bid said by the book. Loaded when an analysis is asked for."""
