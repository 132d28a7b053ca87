"""dockerignore: Docker's .dockerignore rules, on the patterns the repository uses."""
import unittest

import dockerignore

RULES = dockerignore.parse("""
# comment
**/target
frontend/dist
.env.*
/.data
**/*.log
docs/*
!docs/keep.md
""".splitlines())


class IgnoredTest(unittest.TestCase):
    def test_double_star_matches_at_any_depth(self):
        self.assertTrue(dockerignore.ignored(RULES, "target"))
        self.assertTrue(dockerignore.ignored(RULES, "crates/db/target/debug/db"))
        self.assertTrue(dockerignore.ignored(RULES, "deploy/dev-idp/server.log"))

    def test_a_directory_excludes_what_it_holds(self):
        self.assertTrue(dockerignore.ignored(RULES, "frontend/dist/index.html"))
        self.assertTrue(dockerignore.ignored(RULES, ".data/test-pg/PG_VERSION"))

    def test_star_stays_within_one_segment(self):
        self.assertTrue(dockerignore.ignored(RULES, ".env.local"))
        self.assertFalse(dockerignore.ignored(RULES, ".env"))
        self.assertFalse(dockerignore.ignored(RULES, "frontend/distribution"))

    def test_the_last_matching_pattern_wins(self):
        self.assertTrue(dockerignore.ignored(RULES, "docs/decisions.md"))
        self.assertFalse(dockerignore.ignored(RULES, "docs/keep.md"))

    def test_paths_no_pattern_names_stay(self):
        self.assertFalse(dockerignore.ignored(RULES, "crates/db/src/lib.rs"))
        self.assertFalse(dockerignore.ignored(RULES, "Cargo.toml"))

    def test_question_mark_is_one_character_of_a_segment(self):
        rules = dockerignore.parse(["a?c"])
        self.assertTrue(dockerignore.ignored(rules, "abc"))
        self.assertFalse(dockerignore.ignored(rules, "a/c"))


if __name__ == "__main__":
    unittest.main()
