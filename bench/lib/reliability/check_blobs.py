"""Checks that every attachment blob an import recorded is in the store with its bytes (nothing
lost when the importer is killed): the file ROOT/<key[:2]>/<key> exists, has
byte_size bytes and the recorded SHA-256 (crates/db/src/attachment_store.rs lays keys out so).

usage: check_blobs.py ATTACHMENTS_DIR BLOBS.txt   (lines "storage_key|sha256|byte_size")
Prints "N blobs, M missing or wrong, T temporary files left"; exits 1 when M > 0.
"""
import hashlib
import os
import sys


def main(root, blobs_file):
    checked, bad = 0, []
    with open(blobs_file, encoding="utf-8") as f:
        for line in f:
            key, sha, size = line.strip().split("|")
            path = os.path.join(root, key[:2], key)
            checked += 1
            try:
                with open(path, "rb") as blob:
                    data = blob.read()
            except FileNotFoundError:
                bad.append(f"{key}: missing")
                continue
            if len(data) != int(size) or hashlib.sha256(data).hexdigest() != sha:
                bad.append(f"{key}: {len(data)} bytes, not the {size} recorded, or another SHA-256")
    temporary = sum(1 for _, _, names in os.walk(root) for n in names if ".tmp-" in n)
    print(f"{checked} blobs, {len(bad)} missing or wrong, {temporary} temporary files left")
    for b in bad[:5]:
        print(f"  {b}", file=sys.stderr)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
