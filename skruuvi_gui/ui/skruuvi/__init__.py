"""The Skruuvi table: four seats, the bidding box and history, the exchanges, knocks, the play
and a score sheet across the robbers of a session."""
