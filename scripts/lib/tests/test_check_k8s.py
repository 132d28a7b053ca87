"""check_k8s: the manifest checker, run on a copy of deploy/k8s with one fault put in per test.

check_k8s.py needs kubernetes-validate and PyYAML, which live in the k8s suite's virtualenv:
scripts/test k8s runs this file with that python; elsewhere it is skipped.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

try:
    import kubernetes_validate  # noqa: F401 (only whether it is there)
    import yaml
except ImportError:
    yaml = None

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
CHECKER = os.path.join(ROOT, "scripts", "lib", "check_k8s.py")


@unittest.skipIf(yaml is None, "needs kubernetes-validate and PyYAML (scripts/test k8s runs it in .data/venv-k8s)")
class CheckK8sTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.tmp)
        self.k8s = os.path.join(self.tmp, "k8s")
        shutil.copytree(os.path.join(ROOT, "deploy", "k8s"), self.k8s)

    def edit(self, name, old, new):
        path = os.path.join(self.k8s, name)
        with open(path) as f:
            text = f.read()
        self.assertIn(old, text)
        with open(path, "w") as f:
            f.write(text.replace(old, new, 1))

    def check(self, mode="files", *extra):
        work = tempfile.mkdtemp(dir=self.tmp)
        run = subprocess.run([sys.executable, CHECKER, mode, self.k8s, ROOT, work, *extra],
                             env={**os.environ, "K8S_VERSIONS": "1.31"}, capture_output=True, text=True)
        return run.returncode, run.stdout

    def assertFails(self, message, *check):
        status, out = self.check(*check)
        self.assertEqual(status, 1, out)
        self.assertIn(message, out)

    def test_the_repository_manifests_pass(self):
        status, out = self.check()
        self.assertEqual(status, 0, out)
        self.assertIn("kustomization.yaml lists the", out)

    def test_a_manifest_the_kustomization_does_not_list(self):
        self.edit("kustomization.yaml", "  - importer.yaml\n", "")
        self.assertFails("FAIL kustomization.yaml: does not list importer.yaml")

    def test_a_field_the_schema_does_not_know(self):
        self.edit("importer.yaml", "          resources:\n", "          resourcez: {}\n          resources:\n")
        self.assertFails("Kubernetes 1.31 schema:")

    def test_a_service_probed_elsewhere_than_its_health_paths(self):
        self.edit("public-api.yaml", "path: /readyz", "path: /ready")
        self.assertFails("container public-api: the readiness probe must be GET /readyz")

    def test_a_secret_value_in_the_manifests(self):
        self.edit("importer.yaml", "          resources:\n",
                  "          env:\n            - name: API_TOKEN\n              value: hunter2\n          resources:\n")
        self.assertFails("API_TOKEN has a literal value: take it from a Secret")

    def test_public_api_without_the_gateways_secret(self):
        self.edit("public-api.yaml", "                  key: gateway-secret", "                  key: comment-client-salt")
        self.assertFails("GATEWAY_SECRET must come from the Secret key the gateway's does")

    def test_a_service_connecting_as_the_owner(self):
        self.edit("importer.yaml", "name: rate-review-db-importer", "name: rate-review-db-app")
        self.assertFails("connects as its own role: PGUSER and PGPASSWORD from the Secret rate-review-db-importer")

    def test_a_service_role_the_cluster_does_not_manage(self):
        self.edit("database.yaml", "      - name: rate_review_admin\n", "      - name: rate_review_other\n")
        self.assertFails("manages no LOGIN role rate_review_admin with the password of Secret rate-review-db-admin-api")

    def test_rendered_output_needs_namespace_and_release_tags(self):
        rendered = os.path.join(self.tmp, "rendered.yaml")
        with open(rendered, "w") as f:
            yaml.safe_dump_all([{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "x"}, "data": {}}], f)
        self.assertFails("ConfigMap/x: rendered without namespace rate-review", "rendered", rendered)


if __name__ == "__main__":
    unittest.main()
