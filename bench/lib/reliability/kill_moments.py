"""The moments, in seconds after its start, at which the importer-crash check (importer_crash.sh)
kills each import with kill -9: spread at random over 5-90% of the uninterrupted import's time,
so the kills land in every phase of an import, and drawn from a seeded generator, so a failing
run can be repeated with the seed it printed.

usage: kill_moments.py SEED TRIALS REFERENCE_SECONDS   prints the moments, space-separated
"""
import random
import sys

# The share of the uninterrupted import's time the moments are spread over.
EARLIEST, LATEST = 0.05, 0.9


def kill_moments(seed, trials, reference_seconds):
    """TRIALS moments for SEED, each within EARLIEST..LATEST of REFERENCE_SECONDS."""
    generator = random.Random(seed)
    return [generator.uniform(EARLIEST, LATEST) * reference_seconds for _ in range(trials)]


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    seed, trials, reference = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
    print(" ".join(f"{moment:.2f}" for moment in kill_moments(seed, trials, reference)))
