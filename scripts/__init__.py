"""The project's own tools; the generators of the data tables run as
``python -m scripts.NAME`` from the repository and share their pieces through this package."""
