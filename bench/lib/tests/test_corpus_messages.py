"""reliability/corpus: the hostile-upload corpus expects the server's own messages, so a reworded
refusal fails here, not only in a reliability run nobody has started."""
import ast
import os
import re
import unittest

LIB = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(os.path.dirname(LIB))


def python_constant(path, name):
    """The value of the module-level `NAME = <literal>` in a Python file, read without importing
    it (the corpus needs openpyxl, which only the reliability check's virtualenv has)."""
    with open(path, encoding="utf-8") as source:
        tree = ast.parse(source.read())
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} not found in {path}")


def rust_string_constant(path, name):
    """The text of `pub const NAME: &str = "…";` in a Rust file, with `\\` line continuations."""
    with open(path, encoding="utf-8") as source:
        text = source.read()
    match = re.search(r'pub const ' + name + r': &str = "((?:[^"\\]|\\.)*)";', text, re.S)
    if match is None:
        raise AssertionError(f"{name} not found in {path}")
    return re.sub(r"\\\n\s*", "", match.group(1))


class CorpusMessagesTest(unittest.TestCase):
    def test_the_not_a_spreadsheet_pattern_matches_the_servers_message(self):
        message = rust_string_constant(
            os.path.join(ROOT, "crates", "rates-template", "src", "lib.rs"), "NOT_A_SPREADSHEET")
        pattern = python_constant(os.path.join(LIB, "reliability", "corpus.py"), "NOT_SPREADSHEET")
        self.assertRegex(message, pattern)


if __name__ == "__main__":
    unittest.main()
