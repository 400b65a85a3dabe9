"""Statistics of finished games (PURE, standard library only): what each game is summed up
as, the figures per person and per computer level, and the file they are kept in."""
