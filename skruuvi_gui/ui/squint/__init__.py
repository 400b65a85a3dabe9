"""The Squint table: five seats in a pentagon, the card bid turned over all at once, the
squint and its decisions, the play, and the running totals toward the target."""
