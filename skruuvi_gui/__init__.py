"""Korttipöytä: a desktop card table for Skruuvi, Squint and Cribbage."""

__version__ = "0.1.0"
