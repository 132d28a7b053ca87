"""Unit tests of the Python programs in bench/lib (stdlib unittest, small fixtures). Run from the
repository root: python3 -m unittest discover -s bench/lib/tests -t bench/lib (scripts/test
scripts does)."""
