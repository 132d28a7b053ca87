#!/usr/bin/env python3
"""The Kubernetes manifest checker behind scripts/lib/check-k8s.sh (run in its virtualenv):
  check_k8s.py files DIR ROOT TMP            checks the manifest files and the kustomization
  check_k8s.py rendered DIR ROOT TMP FILE    checks the output of kubectl kustomize
"""
import copy, functools, json, os, re, shutil, subprocess, sys

import yaml
import kubernetes_validate
from kubernetes_validate import utils as kv

mode, k8s_dir, root, tmp = sys.argv[1:5]
versions = os.environ["K8S_VERSIONS"].split()
NAMESPACE = "rate-review"
# Secrets the manifests may reference (none is committed). Keys: those the Secret has.
CNPG_APP_KEYS = {"username", "password", "host", "port", "dbname", "pgpass", "uri", "jdbc-uri",
                 "fqdn-uri", "fqdn-jdbc-uri"}
DOCUMENTED_SECRETS = {"oidc", "rate-review-secrets", "rates-example-gov-tls",
                      "rate-review-db-public-api", "rate-review-db-admin-api", "rate-review-db-importer",
                      "serff-state-api"}
# Each service's own PostgreSQL role (db::roles) and the basic-auth Secret of its password.
SERVICE_ROLES = {"public-api": "rate_review_public", "admin-api": "rate_review_admin",
                 "importer": "rate_review_importer"}
# The services: binary -> (port variable, readiness path, liveness path).
SERVICES = {"public-api": "PUBLIC_API_PORT", "admin-api": "ADMIN_API_PORT",
            "importer": "IMPORTER_PORT"}
CUSTOM_KINDS = {("postgresql.cnpg.io/v1", "Cluster")}
WORKLOADS = {"Deployment", "StatefulSet", "DaemonSet", "Job"}
NAMESPACED_EXCEPT = {"Namespace", "ClusterRole", "ClusterRoleBinding", "StorageClass",
                     "IngressClass", "PriorityClass", "PersistentVolume",
                     "CustomResourceDefinition"}

problems = []
def problem(where, msg):
    problems.append(f"{where}: {msg}")
    print(f"  FAIL {where}: {msg}")

# kubernetes-validate reads its (large) schema files on every call: read each once.
kv.schema_contents = functools.lru_cache(maxsize=None)(kv.schema_contents)

def load_docs(path, label):
    try:
        with open(path) as f:
            docs = [d for d in yaml.safe_load_all(f) if d is not None]
    except yaml.YAMLError as e:
        problem(label, f"not valid YAML: {e}")
        return []
    out = []
    for i, d in enumerate(docs):
        if not isinstance(d, dict):
            problem(f"{label}#{i + 1}", "a document that is not a mapping")
            continue
        out.append((label, d))
    return out

def ident(d):
    return f"{d.get('kind')}/{(d.get('metadata') or {}).get('name')}"

# ---------------------------------------------------------------- the kustomization
docs = []
kustomization = None
with open(os.path.join(k8s_dir, "kustomization.yaml")) as f:
    kustomization = yaml.safe_load(f) or {}

if mode == "files":
    k = kustomization
    where = "kustomization.yaml"
    if k.get("apiVersion") != "kustomize.config.k8s.io/v1beta1" or k.get("kind") != "Kustomization":
        problem(where, "apiVersion/kind must be kustomize.config.k8s.io/v1beta1 Kustomization")
    allowed = {"apiVersion", "kind", "namespace", "labels", "resources", "images",
               "commonAnnotations"}
    for key in set(k) - allowed:
        problem(where, f"field {key!r} is not understood by this check (extend scripts/lib/check-k8s.sh)")
    if k.get("namespace") != NAMESPACE:
        problem(where, f"namespace must be {NAMESPACE}")
    before = len(problems)
    listed = k.get("resources") or []
    if len(set(listed)) != len(listed):
        problem(where, "a resource is listed twice")
    present = set()
    for base, _dirs, files in os.walk(k8s_dir):
        for name in files:
            if name.endswith((".yaml", ".yml")) and name != "kustomization.yaml":
                present.add(os.path.relpath(os.path.join(base, name), k8s_dir))
    for name in sorted(set(listed) - present):
        problem(where, f"lists {name}, which does not exist")
    for name in sorted(present - set(listed)):
        problem(where, f"does not list {name}")
    if len(problems) == before:
        print(f"  ok   kustomization.yaml lists the {len(present)} manifests of deploy/k8s")
    for name in listed:
        if name in present:
            docs += load_docs(os.path.join(k8s_dir, name), name)
else:
    docs = load_docs(sys.argv[5], "kubectl kustomize")

# ---------------------------------------------------------------- schemas
for label, d in docs:
    where = f"{label}: {ident(d)}"
    meta = d.get("metadata") or {}
    if not d.get("apiVersion") or not d.get("kind") or not meta.get("name"):
        problem(label, "a document without apiVersion, kind or metadata.name")
        continue
    if d["kind"] == "Secret":
        problem(where, "Secrets are never committed: reference them (README.md lists them)")
    ns = meta.get("namespace")
    if mode == "files" and ns not in (None, NAMESPACE):
        problem(where, f"namespace {ns}: leave it to the kustomization ({NAMESPACE})")
    if mode == "rendered" and d["kind"] not in NAMESPACED_EXCEPT and ns != NAMESPACE:
        problem(where, f"rendered without namespace {NAMESPACE}")
    if (d["apiVersion"], d["kind"]) in CUSTOM_KINDS:
        spec = d.get("spec") or {}
        size = (spec.get("storage") or {}).get("size")
        initdb = (spec.get("bootstrap") or {}).get("initdb") or {}
        if not isinstance(spec.get("instances"), int) or spec["instances"] < 2:
            problem(where, "spec.instances must be a number of at least 2 (a primary and replicas for the -ro service)")
        if not isinstance(size, str) or not re.fullmatch(r"[0-9]+(\.[0-9]+)?(Ki|Mi|Gi|Ti|Pi|k|M|G|T|P)?", size):
            problem(where, "spec.storage.size must be a quantity such as 20Gi")
        if not initdb.get("database") or not initdb.get("owner"):
            problem(where, "spec.bootstrap.initdb needs database and owner")
        print(f"  ok   {where} (custom resource: required fields)")
        continue
    passed = []
    for v in versions:
        try:
            kubernetes_validate.validate(d, v, strict=True)
            passed.append(v)
        except kubernetes_validate.ValidationError as e:
            path = ".".join(str(p) for p in e.path) or "(top)"
            problem(where, f"Kubernetes {v} schema: {path}: {e.message}")
        except kubernetes_validate.SchemaNotFoundError:
            problem(where, f"no Kubernetes {v} schema for {d['apiVersion']} {d['kind']} "
                           "(a removed API version, a typo, or a custom resource without a check)")
    if len(passed) == len(versions):
        print(f"  ok   {where} (schema {', '.join(passed)}, strict)")

# ---------------------------------------------------------------- references and policy
by_kind = {}
for label, d in docs:
    by_kind.setdefault(d.get("kind"), {})[(d.get("metadata") or {}).get("name")] = (label, d)
configmaps = {n: d.get("data") or {} for n, (_, d) in by_kind.get("ConfigMap", {}).items()}
pvcs = set(by_kind.get("PersistentVolumeClaim", {}))
clusters = {n: d for n, (_, d) in by_kind.get("Cluster", {}).items()}
app_secrets = {f"{n}-app" for n in clusters}
readme_path = os.path.join(k8s_dir, "README.md")
readme = open(readme_path).read() if os.path.exists(readme_path) else ""
if not readme:
    problem("README.md", "missing: it documents prerequisites, Secrets and the apply order")

def check_secret_ref(where, name, key=None):
    if name in app_secrets:
        if key is not None and key not in CNPG_APP_KEYS:
            problem(where, f"Secret {name} (made by CloudNativePG) has no key {key}")
    elif name in DOCUMENTED_SECRETS:
        if f"`{name}`" not in readme:
            problem(where, f"Secret {name} is not documented in deploy/k8s/README.md")
    else:
        problem(where, f"Secret {name} is neither the CloudNativePG app Secret nor a documented one")

def pod_spec(d):
    spec = d.get("spec") or {}
    return ((spec.get("template") or {}).get("spec")) or {}

def container_env(where, c):
    """The container's environment as far as the manifests define it (secrets: a marker)."""
    env = {}
    for src in c.get("envFrom") or []:
        if "configMapRef" in src:
            name = src["configMapRef"].get("name")
            if name not in configmaps:
                problem(where, f"envFrom ConfigMap {name} does not exist")
            env.update(configmaps.get(name, {}))
        if "secretRef" in src:
            check_secret_ref(where, src["secretRef"].get("name"))
    for e in c.get("env") or []:
        vf = e.get("valueFrom") or {}
        if "value" in e:
            if re.search(r"PASSWORD|TOKEN|SECRET|SALT|KEY$", e["name"]) and e["value"]:
                problem(where, f"{e['name']} has a literal value: take it from a Secret")
            env[e["name"]] = re.sub(r"\$\((\w+)\)", lambda m: env.get(m.group(1), m.group(0)), str(e["value"]))
        elif "secretKeyRef" in vf:
            ref = vf["secretKeyRef"]
            check_secret_ref(where, ref.get("name"), ref.get("key"))
            env[e["name"]] = f"<secret {ref.get('name')}/{ref.get('key')}>"
        elif "configMapKeyRef" in vf:
            ref = vf["configMapKeyRef"]
            if ref.get("key") not in configmaps.get(ref.get("name"), {}) and not ref.get("optional"):
                problem(where, f"{e['name']}: ConfigMap {ref.get('name')} has no key {ref.get('key')}")
            env[e["name"]] = configmaps.get(ref.get("name"), {}).get(ref.get("key"), "")
    return env

def is_true(*values):
    return any(v is True for v in values)

workload_pods = {}   # name -> (pod labels, {port names and numbers}, the workload)
gateway = {}         # the gateway container's environment and start command
gateway_secret_of = {}  # public-api's and the gateway's GATEWAY_SECRET (where, value)
for kind in WORKLOADS:
    for name, (label, d) in by_kind.get(kind, {}).items():
        where = f"{label}: {kind}/{name}"
        ps = pod_spec(d)
        labels = ((d.get("spec") or {}).get("template") or {}).get("metadata", {}).get("labels") or {}
        psc = ps.get("securityContext") or {}
        volumes = {v.get("name"): v for v in ps.get("volumes") or []}
        for vname, v in volumes.items():
            if "configMap" in v:
                cm = v["configMap"].get("name")
                if cm not in configmaps:
                    problem(where, f"volume {vname}: ConfigMap {cm} does not exist")
                for item in v["configMap"].get("items") or []:
                    if item.get("key") not in configmaps.get(cm, {}):
                        problem(where, f"volume {vname}: ConfigMap {cm} has no key {item.get('key')}")
            if "persistentVolumeClaim" in v and v["persistentVolumeClaim"].get("claimName") not in pvcs:
                problem(where, f"volume {vname}: PersistentVolumeClaim {v['persistentVolumeClaim'].get('claimName')} does not exist")
            if "secret" in v:
                check_secret_ref(where, v["secret"].get("secretName"))
        ports = set()
        for c in (ps.get("initContainers") or []) + (ps.get("containers") or []):
            cw = f"{where} container {c.get('name')}"
            csc = c.get("securityContext") or {}
            res = c.get("resources") or {}
            for part in ("requests", "limits"):
                for r in ("cpu", "memory"):
                    if r not in (res.get(part) or {}):
                        problem(cw, f"resources.{part}.{r} is missing")
            if not is_true(csc.get("runAsNonRoot"), psc.get("runAsNonRoot")):
                problem(cw, "runAsNonRoot must be true")
            if csc.get("readOnlyRootFilesystem") is not True:
                problem(cw, "readOnlyRootFilesystem must be true")
            if csc.get("allowPrivilegeEscalation") is not False:
                problem(cw, "allowPrivilegeEscalation must be false")
            if "ALL" not in ((csc.get("capabilities") or {}).get("drop") or []):
                problem(cw, "capabilities.drop must contain ALL")
            if ((csc.get("seccompProfile") or psc.get("seccompProfile") or {}).get("type")) != "RuntimeDefault":
                problem(cw, "seccompProfile must be RuntimeDefault")
            for m in c.get("volumeMounts") or []:
                if m.get("name") not in volumes:
                    problem(cw, f"volumeMount {m.get('name')} has no volume")
            cports = {}
            for p in c.get("ports") or []:
                cports[p.get("containerPort")] = p
                if p.get("name"):
                    cports[p["name"]] = p
            ports |= set(cports)
            env = container_env(cw, c)
            if kind == "Deployment":
                for probe in ("readinessProbe", "livenessProbe"):
                    pr = c.get(probe)
                    if not pr:
                        problem(cw, f"{probe} is missing")
                    elif "httpGet" in pr and pr["httpGet"].get("port") not in cports:
                        problem(cw, f"{probe} port {pr['httpGet'].get('port')} is not a container port")
            binary = (c.get("command") or [None])[0]
            if binary in SERVICES:
                port_var = SERVICES[binary]
                declared = [p.get("containerPort") for p in c.get("ports") or []]
                if str(env.get(port_var)) not in [str(p) for p in declared]:
                    problem(cw, f"{port_var}={env.get(port_var)} is not the container port {declared}")
                if env.get("HOST") != "0.0.0.0":
                    problem(cw, "HOST must be 0.0.0.0 (the services bind 127.0.0.1 by default)")
                if (c.get("readinessProbe") or {}).get("httpGet", {}).get("path") != "/readyz":
                    problem(cw, "the readiness probe must be GET /readyz")
                if (c.get("livenessProbe") or {}).get("httpGet", {}).get("path") != "/healthz":
                    problem(cw, "the liveness probe must be GET /healthz")
                role_secret = f"rate-review-db-{binary}"
                if env.get("PGUSER") != f"<secret {role_secret}/username>" or \
                        env.get("PGPASSWORD") != f"<secret {role_secret}/password>":
                    problem(cw, f"connects as its own role: PGUSER and PGPASSWORD from the Secret {role_secret}")
                url = str(env.get("DATABASE_URL", ""))
                if "@" in url or url.startswith("<secret "):
                    problem(cw, "DATABASE_URL must carry no credentials (the owner's uri is the migrate Job's alone)")
                for cname in clusters:
                    if f"{cname}-rw" not in str(env.get("DATABASE_URL", "")):
                        problem(cw, f"DATABASE_URL must point at {cname}-rw (the primary)")
            if binary == "public-api":
                for cname in clusters:
                    if f"{cname}-ro" not in str(env.get("PUBLIC_DATABASE_URL", "")):
                        problem(cw, f"PUBLIC_DATABASE_URL must point at {cname}-ro (the replicas)")
                    if "@" not in str(env.get("PUBLIC_DATABASE_URL", "")) and not (
                            env.get("PGUSER") and env.get("PGPASSWORD")):
                        problem(cw, "PUBLIC_DATABASE_URL has no credentials and PGUSER/PGPASSWORD are not set")
                if "COMMENT_CLIENT_SALT" not in env:
                    problem(cw, "COMMENT_CLIENT_SALT must be set (from a Secret) in production")
                gateway_secret_of["public-api"] = (cw, env.get("GATEWAY_SECRET"))
            if name == "gateway":
                nginx_dir = os.path.join(root, "deploy", "nginx")
                needed = set()
                for fname in os.listdir(nginx_dir):
                    with open(os.path.join(nginx_dir, fname)) as f:
                        needed |= set(re.findall(r"\$\{([A-Z_][A-Z0-9_]*)\}", f.read()))
                # What the start script derives from other values (a top-level NAME= there).
                with open(os.path.join(root, "deploy", "docker", "gateway-entrypoint.sh")) as f:
                    derived = set(re.findall(r"^([A-Z][A-Z0-9_]*)=", f.read(), re.M))
                for var in sorted(needed - set(env) - derived):
                    problem(cw, f"deploy/nginx uses ${{{var}}}, which gateway-config does not define")
                listen = str(env.get("GATEWAY_LISTEN", "")).rsplit(":", 1)[-1]
                if listen not in [str(p.get("containerPort")) for p in c.get("ports") or []]:
                    problem(cw, f"GATEWAY_LISTEN={env.get('GATEWAY_LISTEN')} is not the container port")
                gateway.update(env=env, script=c.get("command") or [])
                gateway_secret_of["gateway"] = (cw, env.get("GATEWAY_SECRET"))
        workload_pods[name] = (labels, ports, d)

# public-api believes the gateway's X-Real-IP only beside the gateway's secret: both take it
# from one Secret key, or every visitor is counted as the gateway.
if len(gateway_secret_of) == 2:
    (api_where, api_secret), (_, gw_secret) = gateway_secret_of["public-api"], gateway_secret_of["gateway"]
    if not str(api_secret).startswith("<secret ") or api_secret != gw_secret:
        problem(api_where, f"GATEWAY_SECRET must come from the Secret key the gateway's does ({gw_secret}), not {api_secret}")

def matching_workloads(selector):
    return [n for n, v in workload_pods.items()
            if selector and all(v[0].get(k) == val for k, val in selector.items())]

services = {}
for name, (label, d) in by_kind.get("Service", {}).items():
    where = f"{label}: Service/{name}"
    spec = d.get("spec") or {}
    targets = matching_workloads(spec.get("selector") or {})
    if not targets:
        problem(where, f"selector {spec.get('selector')} matches no workload")
    for p in spec.get("ports") or []:
        tp = p.get("targetPort", p.get("port"))
        for t in targets:
            if tp not in workload_pods[t][1]:
                problem(where, f"targetPort {tp} is not a port of {t}")
    services[name] = {p.get("name") for p in spec.get("ports") or []} | {p.get("port") for p in spec.get("ports") or []}

for name, (label, d) in by_kind.get("HorizontalPodAutoscaler", {}).items():
    where = f"{label}: HorizontalPodAutoscaler/{name}"
    spec = d.get("spec") or {}
    ref = spec.get("scaleTargetRef") or {}
    if ref.get("name") not in by_kind.get(ref.get("kind"), {}):
        problem(where, f"scales {ref.get('kind')}/{ref.get('name')}, which does not exist")
    lo, hi = spec.get("minReplicas", 1), spec.get("maxReplicas")
    if isinstance(lo, int) and isinstance(hi, int) and lo > hi:
        problem(where, "minReplicas is above maxReplicas")

for name, (label, d) in by_kind.get("PodDisruptionBudget", {}).items():
    where = f"{label}: PodDisruptionBudget/{name}"
    sel = ((d.get("spec") or {}).get("selector") or {}).get("matchLabels") or {}
    targets = matching_workloads(sel)
    if not targets:
        problem(where, f"selector {sel} matches no workload")
    for t in targets:
        replicas = (workload_pods[t][2].get("spec") or {}).get("replicas", 1)
        ma = (d.get("spec") or {}).get("minAvailable")
        if isinstance(ma, int) and ma >= replicas:
            problem(where, f"minAvailable {ma} leaves no pod of {t} ({replicas} replicas) evictable")

for name, (label, d) in by_kind.get("Ingress", {}).items():
    where = f"{label}: Ingress/{name}"
    spec = d.get("spec") or {}
    for tls in spec.get("tls") or []:
        check_secret_ref(where, tls.get("secretName"))
    for rule in spec.get("rules") or []:
        for p in (rule.get("http") or {}).get("paths") or []:
            svc = (p.get("backend") or {}).get("service") or {}
            port = (svc.get("port") or {}).get("name") or (svc.get("port") or {}).get("number")
            if svc.get("name") not in services:
                problem(where, f"backend Service {svc.get('name')} does not exist")
            elif port not in services[svc["name"]]:
                problem(where, f"Service {svc.get('name')} has no port {port}")

# What the scaled deployment relies on must stay: the objects below, by kind and name.
def need(kind, name, what):
    if name not in by_kind.get(kind, {}):
        problem("deploy/k8s", f"{kind}/{name} is missing ({what})")
for n in ("public-api", "admin-api", "importer", "gateway"):
    need("Deployment", n, "one Deployment per component")
need("HorizontalPodAutoscaler", "public-api", "public-api autoscales")
need("PodDisruptionBudget", "public-api", "public-api keeps pods through node drains")
need("Job", "rate-review-migrate", "migrations run once per release")
need("ConfigMap", "site-profile", "the site profile")
if not clusters:
    problem("deploy/k8s", "no CloudNativePG Cluster")
for cname, cluster in clusters.items():
    managed = {r.get("name"): r for r in ((cluster.get("spec") or {}).get("managed") or {}).get("roles") or []}
    for binary, role in SERVICE_ROLES.items():
        r = managed.get(role) or {}
        if not (r.get("login") and r.get("ensure", "present") == "present"
                and (r.get("passwordSecret") or {}).get("name") == f"rate-review-db-{binary}"):
            problem(f"Cluster/{cname}", f"manages no LOGIN role {role} with the password of Secret rate-review-db-{binary}")
if not by_kind.get("Ingress"):
    problem("deploy/k8s", "no Ingress")
if "importer" in workload_pods and (workload_pods["importer"][2].get("spec") or {}).get("replicas") != 1:
    problem("importer", "runs one replica")
job = by_kind.get("Job", {}).get("rate-review-migrate")
if job and (pod_spec(job[1]).get("containers") or [{}])[0].get("command") != ["dbctl", "migrate"]:
    problem("rate-review-migrate", "the Job runs dbctl migrate")

# The site profile: the keys public-api accepts (it refuses unknown and missing ones).
def shape(v):
    if isinstance(v, dict):
        return {k: shape(x) for k, x in v.items()}
    if isinstance(v, list):
        return [shape(v[0])] if v else []
    return type(v).__name__
profile = configmaps.get("site-profile", {}).get("site-profile.json")
if profile is not None:
    try:
        ours = json.loads(profile)
        with open(os.path.join(root, "config", "site-profile.json")) as f:
            reference = json.load(f)
        if shape(ours) != shape(reference):
            problem("ConfigMap/site-profile", "site-profile.json does not have the keys of config/site-profile.json")
        else:
            print("  ok   ConfigMap/site-profile has the keys of config/site-profile.json")
    except ValueError as e:
        problem("ConfigMap/site-profile", f"site-profile.json is not JSON: {e}")

# The images: each one set by the kustomization, with a tag.
tags = {i.get("name"): i for i in kustomization.get("images") or []}
used = set()
for kind in WORKLOADS:
    for name, (label, d) in by_kind.get(kind, {}).items():
        ps = pod_spec(d)
        for c in (ps.get("initContainers") or []) + (ps.get("containers") or []):
            image = c.get("image") or ""
            if mode == "files":
                base = re.sub(r"(:[^/:]+)?(@.*)?$", "", image)
                used.add(base)
                if base not in tags:
                    problem(f"{label}: {kind}/{name}", f"image {image} is not in the kustomization's images")
            elif not re.search(r":[^/:]+$|@sha256:", image) or image.endswith(":latest"):
                problem(f"{label}: {kind}/{name}", f"image {image} has no release tag")
if mode == "files":
    for name, entry in tags.items():
        if name not in used:
            problem("kustomization.yaml", f"image {name} is used by no container")
        if not (entry.get("newTag") or entry.get("digest")) or entry.get("newTag") == "latest":
            problem("kustomization.yaml", f"image {name} needs a release tag")

# The gateway: render its configuration the way its start script does and ask nginx.
nginx = shutil.which("nginx")
# No command in the manifest: the image's entrypoint, which is in the repository.
script = gateway.get("script") or ["/bin/sh", os.path.join(root, "deploy", "docker", "gateway-entrypoint.sh")]
if mode == "files" and nginx and script:
    work = os.path.join(tmp, "gateway")
    os.makedirs(os.path.join(work, "bin"))
    os.makedirs(os.path.join(work, "spa"))
    with open(os.path.join(work, "spa", "index.html"), "w") as f:
        f.write("<!doctype html>")
    wrapper = os.path.join(work, "bin", "nginx")
    with open(wrapper, "w") as f:
        f.write(f'#!/bin/sh\nexec {nginx} -t -q "$@"\n')
    os.chmod(wrapper, 0o755)
    # A Secret's value is not here: a stand-in of the length a real one has.
    env = {k: ("s" * 64 if v.startswith("<secret") else v) for k, v in gateway["env"].items()}
    env.update(NGINX_TEMPLATE_DIR=os.path.join(root, "deploy", "nginx"),
               NGINX_RUNTIME_DIR=os.path.join(work, "run"), NGINX_CONF_DIR=os.path.join(work, "run"),
               SPA_ROOT=os.path.join(work, "spa"),
               PATH=os.path.join(work, "bin") + os.pathsep + os.environ.get("PATH", ""))
    # Cluster DNS names do not resolve here: the upstreams become loopback on the same ports.
    for var in ("PUBLIC_API_ADDR", "ADMIN_API_ADDR"):
        if var in env:
            env[var] = "127.0.0.1:" + env[var].rsplit(":", 1)[-1]
    run = subprocess.run(script, env=env, capture_output=True, text=True)
    if run.returncode != 0:
        problem("gateway.yaml: Deployment/gateway", "the rendered nginx configuration fails nginx -t:\n" + run.stderr + run.stdout)
    else:
        print("  ok   gateway start script renders deploy/nginx with gateway-config; nginx -t passes")

if problems:
    print(f"{len(problems)} problem(s) in the Kubernetes manifests ({mode}).")
    sys.exit(1)
print(f"  ok   {len(docs)} resources: references, probes, resources, securityContext, secrets ({mode})")
