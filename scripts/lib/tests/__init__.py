"""Unit tests of the Python programs in scripts/lib (stdlib unittest, small fixtures). Run from
the repository root: python3 -m unittest discover -s scripts/lib/tests -t scripts/lib
(scripts/test scripts does)."""
