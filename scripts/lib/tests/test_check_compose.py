"""check_compose: the offline checks of the container files, on a small repository written for
each test (two Dockerfiles sharing their Rust stages, a gateway entrypoint and nginx template)."""
import json
import os
import tempfile
import unittest

import check_compose

SHARED = """# >>> shared Rust stages
FROM rust:1.95-slim-bookworm AS rust-base
WORKDIR /src
COPY crates crates
RUN cargo build --release --locked -p public-api \\
    && for bin in public-api; do cp target/release/$bin /out/; done;
# <<< shared Rust stages
"""
ARGS = "ARG RUST_VERSION=1.95\nARG DEBIAN_RELEASE=bookworm\n"
FILES = {
    ".dockerignore": "**/target\n.data\n",
    "crates/public-api/Cargo.toml": '[package]\nname = "public-api"\n',
    "crates/public-api/src/main.rs": "fn main() {}\n",
    "crates/demo/Cargo.toml": '[package]\nname = "demo"\n',
    "crates/demo/src/bin/seed.rs": "fn main() {}\n",
    "deploy/docker/rust.Dockerfile": ARGS + SHARED + """
FROM debian:bookworm-slim AS runtime
FROM runtime AS public-api
COPY --from=rust-base /out/public-api /usr/local/bin/
USER 10001:10001
""",
    "deploy/docker/gateway.Dockerfile": ARGS + SHARED + """
FROM nginx:1.27 AS gateway
COPY deploy/nginx /etc/nginx/templates
USER nginx
""",
    "deploy/docker/gateway-entrypoint.sh": ': "${PUBLIC_API_ADDR:=127.0.0.1:8081}"\nexec "$@"\n',
    "deploy/nginx/nginx.conf.template": "upstream public { server ${PUBLIC_API_ADDR}; }\n",
}
METADATA = {"packages": [
    {"name": "public-api", "targets": [{"name": "public-api", "kind": ["bin"]}],
     "dependencies": [{"name": "db", "kind": None}, {"name": "demo", "kind": "dev"}]},
    {"name": "db", "targets": [{"name": "dbctl", "kind": ["bin"]}], "dependencies": []},
    {"name": "demo", "targets": [{"name": "seed", "kind": ["bin"]}], "dependencies": [{"name": "db", "kind": None}]},
]}
SERVICES = {
    "postgres": {}, "migrate": {}, "admin-api": {}, "importer": {},
    "public-api": {"build": {"context": "ROOT", "dockerfile": "deploy/docker/rust.Dockerfile", "target": "public-api"}},
    "gateway": {"build": {"context": "ROOT", "dockerfile": "deploy/docker/gateway.Dockerfile", "target": "gateway"}},
    "seed": {"profiles": ["dev"]}, "dev-idp": {"profiles": ["dev"]}, "serff-sim": {"profiles": ["dev"]},
}


class Repository(unittest.TestCase):
    """A test with the fixture repository in self.root, changed by edit() before it is checked."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)
        self.root = self.tmp.name
        for path, text in FILES.items():
            self.write(path, text)

    def write(self, path, text):
        full = os.path.join(self.root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)

    def edit(self, path, old, new):
        with open(os.path.join(self.root, path)) as f:
            text = f.read()
        self.assertIn(old, text)
        self.write(path, text.replace(old, new))

    def problems(self, metadata=METADATA):
        """Every problem check_compose finds in the fixture; the resolved compose file is written
        as JSON, which YAML reads too."""
        resolved = os.path.join(self.root, "resolved.yml")
        with open(resolved, "w") as f:
            json.dump({"services": services(self.root)}, f)
        return check_compose.problems_of(self.root, resolved, json.dumps(metadata) if metadata else "")


def services(root):
    """SERVICES with their build contexts at ROOT (docker-compose config resolves them so)."""
    return {name: {**s, "build": {**s["build"], "context": root}} if "build" in s else s
            for name, s in SERVICES.items()}


class FixtureTest(Repository):
    def test_the_fixture_passes(self):
        self.assertEqual(self.problems(), [])

    def test_without_cargo_the_manifests_name_packages_and_binaries(self):
        self.assertEqual(self.problems(metadata=None), [])
        packages, binaries, problems = check_compose.workspace(self.root, "")
        self.assertEqual((packages, binaries, problems), ({"public-api", "demo"}, {"public-api", "seed"}, []))


class DockerfileTest(Repository):
    def test_a_stage_without_user_runs_as_root(self):
        self.edit("deploy/docker/rust.Dockerfile", "USER 10001:10001\n", "")
        self.assertEqual(self.problems(), ["deploy/docker/rust.Dockerfile: stage public-api (from runtime) runs as root"])

    def test_user_root_is_root(self):
        self.edit("deploy/docker/gateway.Dockerfile", "USER nginx", "USER root")
        self.assertEqual(self.problems(), ["deploy/docker/gateway.Dockerfile: stage gateway (from nginx:1.27) runs as root"])

    def test_copy_sources_exist_and_are_in_the_context(self):
        self.edit("deploy/docker/gateway.Dockerfile", "COPY deploy/nginx /etc/nginx/templates",
                  "COPY deploy/missing /x\nCOPY .data /x\nCOPY [\"a\", \"b\"]\nCOPY onlyone")
        self.write(".data/db", "")
        self.assertEqual(self.problems(), [
            "deploy/docker/gateway.Dockerfile:12: COPY source deploy/missing does not exist",
            "deploy/docker/gateway.Dockerfile:13: COPY source .data is excluded by .dockerignore",
            "deploy/docker/gateway.Dockerfile:14: use the plain form of COPY",
            "deploy/docker/gateway.Dockerfile:15: COPY needs a source and a destination",
        ])

    def test_copy_from_names_an_earlier_stage_and_a_workspace_binary(self):
        self.edit("deploy/docker/rust.Dockerfile", "COPY --from=rust-base /out/public-api",
                  "COPY --from=later /out/admin-api")
        self.assertEqual(self.problems(), [
            "deploy/docker/rust.Dockerfile:13: COPY --from=later names no earlier stage",
            "deploy/docker/rust.Dockerfile:13: /out/admin-api is not a binary of the workspace",
        ])

    def test_cargo_builds_are_locked_and_name_workspace_packages_and_binaries(self):
        for name in ("rust.Dockerfile", "gateway.Dockerfile"):
            self.edit(f"deploy/docker/{name}", "--locked -p public-api \\\n    && for bin in public-api;",
                      "-p nowhere \\\n    && for bin in ghost;")
        self.assertEqual(self.problems(), [
            "deploy/docker/gateway.Dockerfile:7: ghost is not a binary of the workspace (dbctl, public-api, seed)",
            "deploy/docker/gateway.Dockerfile:7: cargo package nowhere is not in the workspace",
            "deploy/docker/gateway.Dockerfile:7: cargo build without --locked",
            "deploy/docker/rust.Dockerfile:7: ghost is not a binary of the workspace (dbctl, public-api, seed)",
            "deploy/docker/rust.Dockerfile:7: cargo package nowhere is not in the workspace",
            "deploy/docker/rust.Dockerfile:7: cargo build without --locked",
        ])

    def test_only_the_demo_builder_builds_demo_and_no_production_target_copies_from_it(self):
        self.edit("deploy/docker/rust.Dockerfile", "FROM debian:bookworm-slim AS runtime\n", """FROM rust-base AS rust-demo-builder
RUN cargo build --locked -p demo
FROM rust-base AS rust-sneaky
RUN cargo build --locked -p demo
FROM debian:bookworm-slim AS runtime
""")
        self.edit("deploy/docker/rust.Dockerfile", "COPY --from=rust-base /out/public-api", "COPY --from=rust-demo-builder /out/seed")
        self.assertEqual(self.problems(), [
            "deploy/docker/rust.Dockerfile:14: stage rust-sneaky builds the demo crate; only rust-demo-builder may",
            "deploy/docker/rust.Dockerfile:17: the production target public-api copies from rust-demo-builder",
        ])


class SharedStagesTest(Repository):
    def test_the_shared_stages_are_identical(self):
        self.edit("deploy/docker/gateway.Dockerfile", "WORKDIR /src", "WORKDIR /build")
        self.assertEqual(self.problems(), ["the shared Rust stages of rust.Dockerfile and gateway.Dockerfile differ"])

    def test_the_markers_are_there(self):
        self.edit("deploy/docker/rust.Dockerfile", "# <<< shared Rust stages", "# end")
        self.assertEqual(self.problems(), ["the shared Rust stages markers are missing in rust.Dockerfile or gateway.Dockerfile"])

    def test_the_toolchain_arguments_agree(self):
        self.edit("deploy/docker/gateway.Dockerfile", "ARG RUST_VERSION=1.95", "ARG RUST_VERSION=1.90")
        self.assertEqual(self.problems(), ["RUST_VERSION / DEBIAN_RELEASE differ between rust.Dockerfile and gateway.Dockerfile"])


class WorkspaceTest(Repository):
    def test_a_production_crate_depending_on_demo_is_a_problem(self):
        metadata = json.loads(json.dumps(METADATA))
        metadata["packages"][1]["dependencies"].append({"name": "demo", "kind": None})
        self.assertEqual(check_compose.workspace(self.root, json.dumps(metadata))[2],
                         ["a production crate (public-api, admin-api, importer, db) depends on the demo crate"])

    def test_a_dev_dependency_on_demo_is_not(self):
        self.assertEqual(check_compose.workspace(self.root, json.dumps(METADATA))[2], [])


class ComposeBuildsTest(Repository):
    STAGES = {"deploy/docker/rust.Dockerfile": ["rust-base", "runtime", "public-api"],
              "deploy/docker/gateway.Dockerfile": ["rust-base", "gateway"]}

    def test_the_fixture_services_pass(self):
        self.assertEqual(check_compose.check_compose_builds(self.root, {"services": services(self.root)}, self.STAGES), [])

    def test_each_profile_has_its_services(self):
        config = {"services": {**services(self.root), "extra": {"profiles": ["dev"]}}}
        del config["services"]["migrate"]
        self.assertEqual(check_compose.check_compose_builds(self.root, config, self.STAGES), [
            "docker-compose.yml: services of profile default are ['admin-api', 'gateway', 'importer', 'postgres', 'public-api'], "
            "expected ['admin-api', 'gateway', 'importer', 'migrate', 'postgres', 'public-api']",
            "docker-compose.yml: services of profile dev are ['dev-idp', 'extra', 'seed', 'serff-sim'], "
            "expected ['dev-idp', 'seed', 'serff-sim']",
        ])

    def test_builds_name_existing_dockerfiles_and_stages(self):
        config = {"services": services(self.root)}
        config["services"]["public-api"]["build"]["target"] = "admin-api"
        config["services"]["gateway"]["build"]["dockerfile"] = "deploy/docker/none.Dockerfile"
        self.assertEqual(check_compose.check_compose_builds(self.root, config, self.STAGES), [
            "service public-api: deploy/docker/rust.Dockerfile has no stage admin-api",
            "service gateway: Dockerfile deploy/docker/none.Dockerfile does not exist",
        ])

    def test_an_empty_configuration_is_not_checked(self):
        self.assertEqual(check_compose.check_compose_builds(self.root, {}, self.STAGES), [])


class EntrypointTest(Repository):
    def test_every_template_variable_gets_a_value(self):
        self.write("deploy/nginx/admin.conf", "server ${ADMIN_API_ADDR}; set $x ${lower};\n")
        self.assertEqual(self.problems(),
                         ["deploy/nginx/admin.conf uses ${ADMIN_API_ADDR}, which gateway-entrypoint.sh gives no value"])

    def test_a_plain_assignment_counts(self):
        self.write("deploy/nginx/admin.conf", "server ${ADMIN_API_ADDR};\n")
        self.edit("deploy/docker/gateway-entrypoint.sh", "exec", "ADMIN_API_ADDR=127.0.0.1:8082\nexec")
        self.assertEqual(self.problems(), [])


class SecretsTest(Repository):
    COMPOSE = ("services:\n  public-api:\n    environment:\n"
               "      APP_ENV: ${APP_ENV:-production}\n"
               "      COMMENT_CLIENT_SALT: ${COMMENT_CLIENT_SALT:?set COMMENT_CLIENT_SALT}\n"
               "      SERFF_SOURCE_TOKEN: ${SERFF_SOURCE_TOKEN:-}\n")
    DEV_ENV = "# development\nAPP_ENV=development\nCOMMENT_CLIENT_SALT=dev-only-salt\n"

    def setUp(self):
        super().setUp()
        self.write("docker-compose.yml", self.COMPOSE)
        self.write("deploy/compose/dev.env", self.DEV_ENV)

    def test_required_secrets_and_a_marked_dev_env_pass(self):
        self.assertEqual(self.problems(), [])

    def test_a_secret_or_development_setting_with_a_default_is_a_problem(self):
        self.edit("docker-compose.yml", "${COMMENT_CLIENT_SALT:?set COMMENT_CLIENT_SALT}", "${COMMENT_CLIENT_SALT:-s3}")
        self.edit("docker-compose.yml", "${APP_ENV:-production}", "${APP_ENV:-production}\n      OIDC_ISSUER: ${OIDC_ISSUER:-http://idp}")
        self.assertEqual(self.problems(), [
            "docker-compose.yml gives OIDC_ISSUER a default (http://idp): production must set it; development values belong in deploy/compose/dev.env",
            "docker-compose.yml gives COMMENT_CLIENT_SALT a default (s3): production must set it; development values belong in deploy/compose/dev.env",
        ])

    def test_the_dev_env_turns_development_on_and_marks_its_secrets(self):
        self.write("deploy/compose/dev.env", "APP_ENV=production\nPOSTGRES_PASSWORD=hunter2\n")
        self.assertEqual(self.problems(), [
            "deploy/compose/dev.env does not set APP_ENV=development",
            "deploy/compose/dev.env: POSTGRES_PASSWORD lacks the dev-only marker the services refuse outside development",
        ])


if __name__ == "__main__":
    unittest.main()
