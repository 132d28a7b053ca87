# Offline checks of the container files: docker-compose.yml, deploy/docker/*.Dockerfile,
# deploy/docker/gateway-entrypoint.sh and .dockerignore. No Docker engine is needed (none runs
# here), so images are not built; what can be checked without one is:
#   - docker-compose.yml is valid (Debian's docker-compose v1: `config -q`), with and without the
#     dev profile, and has the expected services in each profile;
#   - every build names an existing Dockerfile and target stage;
#   - every COPY/ADD source exists and is not excluded by .dockerignore, every COPY --from names
#     an earlier stage, every image runs as a non-root user;
#   - the binaries and packages the Rust Dockerfile names are the workspace's (cargo metadata);
#   - no production crate depends on the demo crate, and only the demo builder stage builds it
#     (no production target copies from it);
#   - the shared Rust stages of rust.Dockerfile and gateway.Dockerfile are identical;
#   - the gateway entrypoint gives every ${VAR} of deploy/nginx/ a value, and, where nginx is
#     installed, renders a configuration `nginx -t` accepts;
#   - shellcheck and hadolint, when they are installed (they are not installed for this).
# Source after common.sh; call check_compose (returns non-zero when a check fails).
# shellcheck shell=bash

check_compose() {
    local status=0 envfile out
    ensure_apt docker-compose:docker-compose python3:python3 || return 1
    envfile=$(mktemp) || return 1
    out=$(mktemp) || { rm -f "$envfile"; return 1; }

    # An empty env file: the result must not depend on a developer's .env.
    local profile
    for profile in default dev; do
        local args=(--env-file "$envfile" -f "$ROOT/docker-compose.yml" --project-directory "$ROOT")
        [ "$profile" = dev ] && args+=(--profile dev)
        if ! docker-compose "${args[@]}" config -q 2>"$out"; then
            warn "docker-compose.yml is invalid (profile $profile): $(cat "$out")"
            status=1
        fi
    done
    # The whole file, resolved, for the checks below (v1 lists every service, with its profiles).
    docker-compose --env-file "$envfile" -f "$ROOT/docker-compose.yml" --project-directory "$ROOT" \
        --profile dev config >"$out" 2>/dev/null || : >"$out"

    local bins=''
    if command -v cargo >/dev/null 2>&1; then
        bins=$(cd "$ROOT" && cargo metadata --no-deps --offline --format-version 1 2>/dev/null) || bins=''
    fi
    CARGO_METADATA=$bins python3 - "$ROOT" "$out" <<'PY' || status=1
import fnmatch, glob, json, os, re, sys

root, resolved = sys.argv[1], sys.argv[2]
problems = []

def problem(msg):
    problems.append(msg)

# --- .dockerignore (Docker's rules: last matching pattern wins, ! re-includes; a path is excluded
# when it or one of its parent directories is) ---------------------------------------------------
ignore = []
with open(os.path.join(root, ".dockerignore")) as f:
    for line in f:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        negate = line.startswith("!")
        pat = line[1:] if negate else line
        pat = os.path.normpath(pat.lstrip("/")).replace(os.sep, "/")
        rx = ""
        i = 0
        while i < len(pat):
            if pat.startswith("**/", i):
                rx += "(?:.*/)?"; i += 3
            elif pat.startswith("**", i):
                rx += ".*"; i += 2
            elif pat[i] == "*":
                rx += "[^/]*"; i += 1
            elif pat[i] == "?":
                rx += "[^/]"; i += 1
            else:
                rx += re.escape(pat[i]); i += 1
        ignore.append((negate, re.compile(rx + "$")))

def ignored(path):
    parts = path.split("/")
    for n in range(1, len(parts) + 1):
        prefix = "/".join(parts[:n])
        excluded = False
        for negate, rx in ignore:
            if rx.match(prefix):
                excluded = not negate
        if excluded:
            return True
    return False

# --- Dockerfiles -----------------------------------------------------------------------------------
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

def shared_block(path):
    text = open(path).read()
    m = re.search(r"^# >>> shared Rust stages.*?^# <<< shared Rust stages", text, re.S | re.M)
    return m.group(0) if m else None

meta = os.environ.get("CARGO_METADATA", "")
packages, binaries = set(), set()
# Production processes and the demo crate (ARCHITECTURE "Crates": no production binary depends on
# demo; its images hold no demo code).
PRODUCTION_PACKAGES = ("public-api", "admin-api", "importer", "db")
PRODUCTION_TARGETS = ("public-api", "admin-api", "importer", "dbctl")
DEMO_PACKAGE, DEMO_BUILDER = "demo", "rust-demo-builder"
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
        problem(f"a production crate ({', '.join(PRODUCTION_PACKAGES)}) depends on the {DEMO_PACKAGE} crate")
else:  # no cargo: the manifests and the file layout say the same for this workspace
    for manifest in glob.glob(os.path.join(root, "crates/*/Cargo.toml")):
        crate = os.path.dirname(manifest)
        name = re.search(r'^name\s*=\s*"([^"]+)"', open(manifest).read(), re.M).group(1)
        packages.add(name)
        if os.path.exists(os.path.join(crate, "src/main.rs")):
            binaries.add(name)
        binaries.update(os.path.basename(b)[:-3] for b in glob.glob(os.path.join(crate, "src/bin/*.rs")))

dockerfiles = sorted(glob.glob(os.path.join(root, "deploy/docker/*.Dockerfile")))
stages_of = {}
for path in dockerfiles:
    rel = os.path.relpath(path, root)
    stages, users, parent, current = [], {}, {}, None
    for no, word, args in instructions(path):
        where = f"{rel}:{no}"
        if word == "FROM":
            m = re.match(r"(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$", args, re.I)
            if not m:
                problem(f"{where}: cannot read FROM {args}")
                continue
            base, current = m.group(1), m.group(2) or f"#{len(stages)}"
            stages.append(current)
            parent[current] = base
        elif word in ("COPY", "ADD"):
            parts = args.split()
            flags = [p for p in parts if p.startswith("--")]
            paths = [p for p in parts if not p.startswith("--")]
            if args.startswith("["):
                problem(f"{where}: use the plain form of {word}")
                continue
            if len(paths) < 2:
                problem(f"{where}: {word} needs a source and a destination")
                continue
            src_from = [f.split("=", 1)[1] for f in flags if f.startswith("--from=")]
            if src_from and src_from[0] == DEMO_BUILDER and current in PRODUCTION_TARGETS:
                problem(f"{where}: the production target {current} copies from {DEMO_BUILDER}")
            if src_from:
                if src_from[0] not in stages[:-1] and ":" not in src_from[0] and "/" not in src_from[0]:
                    problem(f"{where}: COPY --from={src_from[0]} names no earlier stage")
                for src in paths[:-1]:
                    m = re.match(r"/out/([A-Za-z0-9_-]+)$", src)
                    if m and m.group(1) not in binaries:
                        problem(f"{where}: /out/{m.group(1)} is not a binary of the workspace")
                continue
            for src in paths[:-1]:
                rel_src = os.path.normpath(src).lstrip("/")
                matches = glob.glob(os.path.join(root, rel_src))
                if not matches:
                    problem(f"{where}: COPY source {src} does not exist")
                for m in matches:
                    r = os.path.relpath(m, root)
                    if ignored(r):
                        problem(f"{where}: COPY source {r} is excluded by .dockerignore")
        elif word == "USER":
            users[current] = args.split(":")[0]
        elif word == "RUN":
            for m in re.finditer(r"for bin in ([^;]*);", args):
                for b in m.group(1).split():
                    if b not in binaries:
                        problem(f"{where}: {b} is not a binary of the workspace ({', '.join(sorted(binaries))})")
            if "cargo build" in args:
                for p in re.findall(r"(?:-p|--package)\s+([A-Za-z0-9_-]+)", args):
                    if p not in packages:
                        problem(f"{where}: cargo package {p} is not in the workspace")
                if "--locked" not in args:
                    problem(f"{where}: cargo build without --locked")
                if DEMO_PACKAGE in re.findall(r"(?:-p|--package)\s+([A-Za-z0-9_-]+)", args) and current != DEMO_BUILDER:
                    problem(f"{where}: stage {current} builds the {DEMO_PACKAGE} crate; only {DEMO_BUILDER} may")
    stages_of[rel] = (stages, users, parent)

    def user_of(stage):
        seen = set()
        while stage in parent and stage not in seen:
            seen.add(stage)
            if stage in users:
                return users[stage]
            stage = parent[stage]
        return None

    # The final stage and every named runtime target must drop root.
    for stage in stages:
        base = parent[stage]
        if stage.startswith("rust-") or stage in ("spa", "rate-template", "runtime"):
            continue
        user = user_of(stage)
        if user in (None, "root", "0"):
            problem(f"{rel}: stage {stage} (from {base}) runs as root")

blocks = {os.path.basename(p): shared_block(p) for p in dockerfiles}
rust_block, gateway_block = blocks.get("rust.Dockerfile"), blocks.get("gateway.Dockerfile")
if not rust_block or not gateway_block:
    problem("the shared Rust stages markers are missing in rust.Dockerfile or gateway.Dockerfile")
elif rust_block != gateway_block:
    problem("the shared Rust stages of rust.Dockerfile and gateway.Dockerfile differ")
args_of = {}
for p in dockerfiles:
    args_of[os.path.basename(p)] = re.findall(r"^ARG (RUST_VERSION|DEBIAN_RELEASE)=(\S+)", open(p).read(), re.M)
if args_of.get("rust.Dockerfile") != args_of.get("gateway.Dockerfile"):
    problem("RUST_VERSION / DEBIAN_RELEASE differ between rust.Dockerfile and gateway.Dockerfile")

# --- docker-compose.yml builds --------------------------------------------------------------------
try:
    import yaml
    with open(resolved) as f:
        config = yaml.safe_load(f) or {}
    services = config.get("services") or {}
    expected = {
        (): {"postgres", "migrate", "public-api", "admin-api", "importer", "gateway"},
        ("dev",): {"seed", "dev-idp", "serff-sim"},
    }
    for profiles, names in expected.items() if services else ():
        found = {n for n, s in services.items() if tuple(s.get("profiles") or ()) == profiles}
        if found != names:
            problem(f"docker-compose.yml: services of profile {'/'.join(profiles) or 'default'} are {sorted(found)}, expected {sorted(names)}")
    for name, service in services.items():
        build = service.get("build")
        if not build:
            continue
        dockerfile = os.path.normpath(os.path.join(build.get("context", root), build.get("dockerfile", "Dockerfile")))
        rel = os.path.relpath(dockerfile, root)
        if rel not in stages_of:
            problem(f"service {name}: Dockerfile {rel} does not exist")
            continue
        target = build.get("target")
        if target and target not in stages_of[rel][0]:
            problem(f"service {name}: {rel} has no stage {target}")
except ImportError:
    print("check-compose: python3-yaml missing; build targets not checked", file=sys.stderr)

# --- the gateway entrypoint knows every template variable -----------------------------------------
entry = open(os.path.join(root, "deploy/docker/gateway-entrypoint.sh")).read()
for tpl in glob.glob(os.path.join(root, "deploy/nginx/*")):
    for var in sorted(set(re.findall(r"\$\{([A-Z][A-Z0-9_]*)\}", open(tpl).read()))):
        if not re.search(r"\$\{" + var + r":?=|^\s*" + var + r"=", entry, re.M):
            problem(f"{os.path.relpath(tpl, root)} uses ${{{var}}}, which gateway-entrypoint.sh gives no value")

for p in problems:
    print(f"check-compose: {p}", file=sys.stderr)
sys.exit(1 if problems else 0)
PY

    local entry=$ROOT/deploy/docker/gateway-entrypoint.sh
    sh -n "$entry" || { warn "$entry: syntax error"; status=1; }
    if command -v nginx >/dev/null 2>&1 && command -v envsubst >/dev/null 2>&1; then
        local tmp
        tmp=$(mktemp -d)
        mkdir -p "$tmp/spa" "$tmp/run"
        : >"$tmp/spa/index.html"
        if ! env -i PATH="$PATH" NGINX_TEMPLATE_DIR="$ROOT/deploy/nginx" NGINX_RUNTIME_DIR="$tmp/run" \
            SPA_ROOT="$tmp/spa" PUBLIC_API_ADDR=127.0.0.1:8081 ADMIN_API_ADDR=127.0.0.1:8082 \
            OIDC_ISSUER=http://dev-idp.localhost:8083 \
            sh "$entry" nginx -t -q -p "$tmp/run" -c "$tmp/run/nginx.conf" -e stderr >"$out" 2>&1; then
            warn "the gateway entrypoint's nginx configuration is invalid: $(cat "$out")"
            status=1
        fi
        rm -rf "$tmp"
    fi
    if command -v shellcheck >/dev/null 2>&1; then
        shellcheck -s sh "$entry" || status=1
    fi
    if command -v hadolint >/dev/null 2>&1; then
        hadolint "$ROOT"/deploy/docker/*.Dockerfile || status=1
    fi

    rm -f "$envfile" "$out"
    return "$status"
}
