"""The offline checks of the container files behind scripts/lib/check-compose.sh (no Docker engine
runs here, so nothing is built):
  - every Dockerfile COPY/ADD source exists and is not excluded by .dockerignore, every
    COPY --from names an earlier stage, every image drops root;
  - the binaries and packages the Dockerfiles name are the workspace's (cargo metadata, or the
    manifests when cargo is missing);
  - no production crate depends on the demo crate, and only the demo builder stage builds it
    (no production target copies from it);
  - the shared Rust stages of rust.Dockerfile and gateway.Dockerfile are identical;
  - docker-compose.yml (as `docker-compose config` resolved it) has the expected services in
    each profile, and every build names an existing Dockerfile and stage (needs PyYAML);
  - the gateway entrypoint gives every ${VAR} of deploy/nginx/ a value;
  - no secret or development setting has a default in docker-compose.yml (production must be
    given them), and deploy/compose/dev.env, the only place their development values live, turns
    development mode on and marks every secret "dev-only" (which the services refuse outside it).

usage: CARGO_METADATA=JSON check_compose.py ROOT RESOLVED_COMPOSE.yml
Prints each problem as "check-compose: ..." on stderr; exits 1 when there is one.
"""
import glob
import json
import os
import re
import sys

import dockerignore

# Production processes and the demo crate (ARCHITECTURE "Crates": no production binary depends on
# demo; its images hold no demo code).
PRODUCTION_PACKAGES = ("public-api", "admin-api", "importer", "db")
PRODUCTION_TARGETS = ("public-api", "admin-api", "importer", "dbctl")
DEMO_PACKAGE, DEMO_BUILDER = "demo", "rust-demo-builder"
# Build stages that may run as root: the builders and the bases the runtime targets start from.
ROOT_STAGES = ("spa", "rate-template", "runtime")
# Variables docker-compose.yml must not default: secrets, and the settings whose only sensible
# default is the development stand-in (dev identity provider, simulator).
SECRET_NAME = re.compile(r"PASSWORD|SALT|SECRET|TOKEN|KEY")
DEVELOPMENT_SETTINGS = ("OIDC_ISSUER", "OIDC_CLIENT_ID", "SERFF_API_URL", "SERFF_API_USER", "PUBLIC_SITE_URL")
DEVELOPMENT_MARKER = "dev-only"
DEV_ENV = "deploy/compose/dev.env"
# The services docker-compose.yml runs, by profile.
EXPECTED_SERVICES = {
    (): {"postgres", "migrate", "public-api", "admin-api", "importer", "gateway"},
    ("dev",): {"seed", "dev-idp", "serff-sim"},
}


def read_text(path):
    with open(path) as f:
        return f.read()


def instructions(path):
    """(line number, instruction, arguments) with continuation lines joined, comments dropped."""
    out, buf, start = [], "", 0
    with open(path) as f:
        for no, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not buf and (not line.strip() or line.lstrip().startswith("#")):
                continue
            if buf and line.lstrip().startswith("#"):
                continue
            if not buf:
                start = no
            if line.endswith("\\"):
                buf += line[:-1] + " "
                continue
            buf += line
            word, _, rest = buf.strip().partition(" ")
            out.append((start, word.upper(), rest.strip()))
            buf = ""
    return out


def shared_block(text):
    """The shared Rust stages between their markers, or None."""
    m = re.search(r"^# >>> shared Rust stages.*?^# <<< shared Rust stages", text, re.S | re.M)
    return m.group(0) if m else None


def workspace(root, meta):
    """(packages, binaries, problems) of the workspace: from META (`cargo metadata` JSON), which
    also shows whether a production crate depends on the demo crate; without it, from the
    manifests and the file layout, which say the same for this workspace."""
    packages, binaries, problems = set(), set(), []
    if meta:
        normal_deps = {}
        for p in json.loads(meta)["packages"]:
            packages.add(p["name"])
            binaries.update(t["name"] for t in p["targets"] if "bin" in t["kind"])
            normal_deps[p["name"]] = {d["name"] for d in p["dependencies"] if d.get("kind") is None}
        seen, todo = set(), list(PRODUCTION_PACKAGES)
        while todo:
            name = todo.pop()
            if name in seen:
                continue
            seen.add(name)
            todo.extend(d for d in normal_deps.get(name, ()) if d in normal_deps)
        if DEMO_PACKAGE in seen:
            problems.append(f"a production crate ({', '.join(PRODUCTION_PACKAGES)}) depends on the {DEMO_PACKAGE} crate")
    else:
        for manifest in glob.glob(os.path.join(root, "crates/*/Cargo.toml")):
            crate = os.path.dirname(manifest)
            name = re.search(r'^name\s*=\s*"([^"]+)"', read_text(manifest), re.M).group(1)
            packages.add(name)
            if os.path.exists(os.path.join(crate, "src/main.rs")):
                binaries.add(name)
            binaries.update(os.path.basename(b)[:-3] for b in glob.glob(os.path.join(crate, "src/bin/*.rs")))
    return packages, binaries, problems


def user_of(stage, parent, users):
    """The USER a stage runs as, set in it or inherited from the stages it is built FROM."""
    seen = set()
    while stage in parent and stage not in seen:
        seen.add(stage)
        if stage in users:
            return users[stage]
        stage = parent[stage]
    return None


def check_dockerfile(root, path, ignore, packages, binaries):
    """(stages in order, problems) of the Dockerfile at PATH."""
    rel = os.path.relpath(path, root)
    problems, stages, users, parent, current = [], [], {}, {}, None
    for no, word, args in instructions(path):
        where = f"{rel}:{no}"
        if word == "FROM":
            m = re.match(r"(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$", args, re.I)
            if not m:
                problems.append(f"{where}: cannot read FROM {args}")
                continue
            base, current = m.group(1), m.group(2) or f"#{len(stages)}"
            stages.append(current)
            parent[current] = base
        elif word in ("COPY", "ADD"):
            parts = args.split()
            flags = [p for p in parts if p.startswith("--")]
            paths = [p for p in parts if not p.startswith("--")]
            if args.startswith("["):
                problems.append(f"{where}: use the plain form of {word}")
                continue
            if len(paths) < 2:
                problems.append(f"{where}: {word} needs a source and a destination")
                continue
            src_from = [f.split("=", 1)[1] for f in flags if f.startswith("--from=")]
            if src_from and src_from[0] == DEMO_BUILDER and current in PRODUCTION_TARGETS:
                problems.append(f"{where}: the production target {current} copies from {DEMO_BUILDER}")
            if src_from:
                if src_from[0] not in stages[:-1] and ":" not in src_from[0] and "/" not in src_from[0]:
                    problems.append(f"{where}: COPY --from={src_from[0]} names no earlier stage")
                for src in paths[:-1]:
                    m = re.match(r"/out/([A-Za-z0-9_-]+)$", src)
                    if m and m.group(1) not in binaries:
                        problems.append(f"{where}: /out/{m.group(1)} is not a binary of the workspace")
                continue
            for src in paths[:-1]:
                rel_src = os.path.normpath(src).lstrip("/")
                matches = glob.glob(os.path.join(root, rel_src))
                if not matches:
                    problems.append(f"{where}: COPY source {src} does not exist")
                for m in matches:
                    r = os.path.relpath(m, root)
                    if dockerignore.ignored(ignore, r):
                        problems.append(f"{where}: COPY source {r} is excluded by .dockerignore")
        elif word == "USER":
            users[current] = args.split(":")[0]
        elif word == "RUN":
            for m in re.finditer(r"for bin in ([^;]*);", args):
                for b in m.group(1).split():
                    if b not in binaries:
                        problems.append(f"{where}: {b} is not a binary of the workspace ({', '.join(sorted(binaries))})")
            if "cargo build" in args:
                for p in re.findall(r"(?:-p|--package)\s+([A-Za-z0-9_-]+)", args):
                    if p not in packages:
                        problems.append(f"{where}: cargo package {p} is not in the workspace")
                if "--locked" not in args:
                    problems.append(f"{where}: cargo build without --locked")
                if DEMO_PACKAGE in re.findall(r"(?:-p|--package)\s+([A-Za-z0-9_-]+)", args) and current != DEMO_BUILDER:
                    problems.append(f"{where}: stage {current} builds the {DEMO_PACKAGE} crate; only {DEMO_BUILDER} may")
    # The final stage and every named runtime target must drop root.
    for stage in stages:
        if stage.startswith("rust-") or stage in ROOT_STAGES:
            continue
        if user_of(stage, parent, users) in (None, "root", "0"):
            problems.append(f"{rel}: stage {stage} (from {parent[stage]}) runs as root")
    return stages, problems


def check_shared_stages(dockerfiles):
    """Problems where rust.Dockerfile and gateway.Dockerfile build Rust differently."""
    problems = []
    texts = {os.path.basename(p): read_text(p) for p in dockerfiles}
    rust_block = shared_block(texts["rust.Dockerfile"]) if "rust.Dockerfile" in texts else None
    gateway_block = shared_block(texts["gateway.Dockerfile"]) if "gateway.Dockerfile" in texts else None
    if not rust_block or not gateway_block:
        problems.append("the shared Rust stages markers are missing in rust.Dockerfile or gateway.Dockerfile")
    elif rust_block != gateway_block:
        problems.append("the shared Rust stages of rust.Dockerfile and gateway.Dockerfile differ")
    args_of = {name: re.findall(r"^ARG (RUST_VERSION|DEBIAN_RELEASE)=(\S+)", text, re.M)
               for name, text in texts.items()}
    if args_of.get("rust.Dockerfile") != args_of.get("gateway.Dockerfile"):
        problems.append("RUST_VERSION / DEBIAN_RELEASE differ between rust.Dockerfile and gateway.Dockerfile")
    return problems


def check_compose_builds(root, config, stages_of):
    """Problems of the resolved compose CONFIG: the services of each profile, and each build's
    Dockerfile and target stage (STAGES_OF: the stages of each Dockerfile, by relative path)."""
    problems = []
    services = config.get("services") or {}
    for profiles, names in EXPECTED_SERVICES.items() if services else ():
        found = {n for n, s in services.items() if tuple(s.get("profiles") or ()) == profiles}
        if found != names:
            problems.append(f"docker-compose.yml: services of profile {'/'.join(profiles) or 'default'} are {sorted(found)}, expected {sorted(names)}")
    for name, service in services.items():
        build = service.get("build")
        if not build:
            continue
        dockerfile = os.path.normpath(os.path.join(build.get("context", root), build.get("dockerfile", "Dockerfile")))
        rel = os.path.relpath(dockerfile, root)
        if rel not in stages_of:
            problems.append(f"service {name}: Dockerfile {rel} does not exist")
            continue
        target = build.get("target")
        if target and target not in stages_of[rel]:
            problems.append(f"service {name}: {rel} has no stage {target}")
    return problems


def check_entrypoint_vars(root):
    """Problems where deploy/nginx/ uses a ${VAR} the gateway entrypoint gives no value."""
    problems = []
    entry = read_text(os.path.join(root, "deploy/docker/gateway-entrypoint.sh"))
    for tpl in glob.glob(os.path.join(root, "deploy/nginx/*")):
        for var in sorted(set(re.findall(r"\$\{([A-Z][A-Z0-9_]*)\}", read_text(tpl)))):
            if not re.search(r"\$\{" + var + r":?=|^\s*" + var + r"=", entry, re.M):
                problems.append(f"{os.path.relpath(tpl, root)} uses ${{{var}}}, which gateway-entrypoint.sh gives no value")
    return problems


def check_secrets(root):
    """Problems where docker-compose.yml gives a secret or a development setting a default, or
    deploy/compose/dev.env does not hold development values only."""
    path = os.path.join(root, "docker-compose.yml")
    if not os.path.exists(path):
        return []
    problems = []
    for m in re.finditer(r"\$\{([A-Z0-9_]+)(:?[-?])?([^}]*)\}", read_text(path)):
        name, op, value = m.groups()
        if op in (":-", "-") and value and (SECRET_NAME.search(name) or name in DEVELOPMENT_SETTINGS):
            problems.append(f"docker-compose.yml gives {name} a default ({value}): production must set it; development values belong in {DEV_ENV}")
    if DEVELOPMENT_MARKER in read_text(path):
        problems.append(f"docker-compose.yml holds a {DEVELOPMENT_MARKER} value; it belongs in {DEV_ENV}")
    dev_env = os.path.join(root, DEV_ENV)
    if not os.path.exists(dev_env):
        return problems + [f"{DEV_ENV} is missing"]
    settings = dict(line.split("=", 1) for line in read_text(dev_env).splitlines()
                    if line.strip() and not line.lstrip().startswith("#") and "=" in line)
    if settings.get("APP_ENV") != "development":
        problems.append(f"{DEV_ENV} does not set APP_ENV=development")
    for name, value in settings.items():
        if SECRET_NAME.search(name) and DEVELOPMENT_MARKER not in value:
            problems.append(f"{DEV_ENV}: {name} lacks the {DEVELOPMENT_MARKER} marker the services refuse outside development")
    return problems


def problems_of(root, resolved, meta):
    """Every problem, in the order of the checks."""
    ignore = dockerignore.read(os.path.join(root, ".dockerignore"))
    packages, binaries, problems = workspace(root, meta)
    dockerfiles = sorted(glob.glob(os.path.join(root, "deploy/docker/*.Dockerfile")))
    stages_of = {}
    for path in dockerfiles:
        stages, found = check_dockerfile(root, path, ignore, packages, binaries)
        stages_of[os.path.relpath(path, root)] = stages
        problems += found
    problems += check_shared_stages(dockerfiles)
    try:
        import yaml
    except ImportError:
        print("check-compose: python3-yaml missing; build targets not checked", file=sys.stderr)
    else:
        with open(resolved) as f:
            problems += check_compose_builds(root, yaml.safe_load(f) or {}, stages_of)
    return problems + check_entrypoint_vars(root) + check_secrets(root)


def main(root, resolved):
    problems = problems_of(root, resolved, os.environ.get("CARGO_METADATA", ""))
    for p in problems:
        print(f"check-compose: {p}", file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
