"""reliability/check_blobs: every recorded attachment blob is in the store with its bytes."""
import contextlib
import hashlib
import io
import os
import tempfile
import unittest

from reliability import check_blobs


class CheckBlobsTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)
        self.store = os.path.join(self.tmp.name, "store")
        self.records = []

    def blob(self, key, data, stored=None):
        """Records KEY with DATA's size and digest; stores STORED (DATA unless given; False: nothing)."""
        self.records.append(f"{key}|{hashlib.sha256(data).hexdigest()}|{len(data)}")
        stored = data if stored is None else stored
        if stored is not False:
            os.makedirs(os.path.join(self.store, key[:2]), exist_ok=True)
            with open(os.path.join(self.store, key[:2], key), "wb") as f:
                f.write(stored)

    def run_check(self):
        blobs = os.path.join(self.tmp.name, "blobs.txt")
        with open(blobs, "w") as f:
            f.write("\n".join(self.records) + "\n")
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), self.assertRaises(SystemExit) as end:
            check_blobs.main(self.store, blobs)
        return end.exception.code, out.getvalue().strip(), err.getvalue()

    def test_every_blob_in_place(self):
        self.blob("ab12", b"%PDF-1.7")
        self.blob("cd34", b"")
        self.assertEqual(self.run_check(), (0, "2 blobs, 0 missing or wrong, 0 temporary files left", ""))

    def test_missing_and_changed_blobs_and_temporary_files(self):
        self.blob("ab12", b"%PDF-1.7", stored=False)
        self.blob("cd34", b"right", stored=b"wrong")
        with open(os.path.join(self.store, "cd", "cd34.tmp-1"), "wb"):
            pass
        code, out, err = self.run_check()
        self.assertEqual((code, out), (1, "2 blobs, 2 missing or wrong, 1 temporary files left"))
        self.assertIn("ab12: missing", err)
        self.assertIn("cd34: 5 bytes, not the 5 recorded, or another SHA-256", err)


if __name__ == "__main__":
    unittest.main()
