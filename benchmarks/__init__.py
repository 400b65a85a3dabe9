"""Benchmarks: timed scripts run by hand (see README.md); they are not tests."""
