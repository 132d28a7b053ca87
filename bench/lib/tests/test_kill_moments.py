"""reliability/kill_moments: seeded, repeatable kill moments within 5-90% of the import's time."""
import unittest

from reliability import kill_moments


class KillMomentsTest(unittest.TestCase):
    def test_the_same_seed_gives_the_same_moments(self):
        self.assertEqual(kill_moments.kill_moments(42, 5, 63.21), kill_moments.kill_moments(42, 5, 63.21))
        self.assertNotEqual(kill_moments.kill_moments(42, 5, 63.21), kill_moments.kill_moments(43, 5, 63.21))

    def test_one_moment_per_trial_within_the_spread(self):
        moments = kill_moments.kill_moments(7, 200, 40.0)
        self.assertEqual(len(moments), 200)
        self.assertTrue(all(0.05 * 40.0 <= m <= 0.9 * 40.0 for m in moments))

    def test_the_moments_of_a_known_seed(self):
        # Printed by earlier runs: a seed in a report still names the same moments.
        self.assertEqual([f"{m:.2f}" for m in kill_moments.kill_moments(1, 5, 63.21)],
                         ["10.38", "48.69", "44.20", "16.86", "29.78"])


if __name__ == "__main__":
    unittest.main()
