"""The cribbage table: board, pegs, the play and the narrated show."""
