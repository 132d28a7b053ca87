# Offline validation of the Kubernetes manifests in deploy/k8s. Source after common.sh (it uses
# ROOT, log and die); this file only defines functions. Used by scripts/test.
# shellcheck shell=bash
#
# check_k8s:
#   1. keeps a virtualenv in .data/venv-k8s with pinned kubernetes-validate (it bundles the
#      Kubernetes JSON schemas, so nothing is downloaded while validating) and PyYAML, and runs
#      the checker's tests (scripts/lib/tests/test_check_k8s.py) with it;
#   2. checks that kustomization.yaml lists exactly the manifests in deploy/k8s and gives every
#      image a tag;
#   3. validates every built-in resource strictly (unknown fields are errors) against the
#      schemas of each Kubernetes version in K8S_VERSIONS (default "1.31 1.37": the oldest
#      supported, the newest bundled); custom resources (the CloudNativePG Cluster) get a
#      check of their required fields instead;
#   4. checks what schemas cannot see: references between resources (Services, HPA, PDBs and
#      the Ingress reach existing Deployments and ports; ConfigMaps, PVCs and Secrets exist or
#      are the documented ones), probes on the services' real health paths and ports, requests
#      and limits, the restricted securityContext, no committed secret values, the public-api
#      database wiring (primary -rw, replicas -ro), the site profile's keys against
#      config/site-profile.json, and that gateway-config defines every ${NAME} of deploy/nginx/;
#   5. when nginx is installed: renders the gateway configuration with the gateway's own start
#      script and gateway-config, and runs nginx -t on it;
#   6. when kubectl is installed: renders the kustomization (kubectl kustomize) and validates
#      the result again (namespace and image tags applied).
# Fails (die) on any problem.

check_k8s() {
    # kubernetes-validate 1.37.0 bundles the schemas of Kubernetes 1.25 to 1.37.
    local kv_version=1.37.0 pyyaml_version=6.0.3
    # Validated against: the oldest Kubernetes supported and the newest schemas bundled.
    local versions=${K8S_VERSIONS:-1.31 1.37}
    local dir=$ROOT/deploy/k8s py tmp status=0
    [ -f "$dir/kustomization.yaml" ] || die "deploy/k8s/kustomization.yaml is missing"
    py=$(ensure_venv venv-k8s "kubernetes-validate==$kv_version" "PyYAML==$pyyaml_version") || exit 1
    # The checker's own tests first: a checker that lets faults through would pass anything.
    (cd "$ROOT/scripts/lib" && "$py" -B -m unittest -q tests.test_check_k8s) \
        || die "the tests of scripts/lib/check_k8s.py failed (listed above)"
    tmp=$(mktemp -d) || die "cannot create a temporary directory"

    log "checking Kubernetes manifests in deploy/k8s (schemas of Kubernetes $versions, kubernetes-validate $kv_version)"
    K8S_VERSIONS=$versions "$py" "$ROOT/scripts/lib/check_k8s.py" files "$dir" "$ROOT" "$tmp" || status=1

    if ((status == 0)) && command -v kubectl >/dev/null 2>&1; then
        log "rendering deploy/k8s with kubectl kustomize and validating the result"
        if kubectl kustomize "$dir" >"$tmp/rendered.yaml" 2>"$tmp/kustomize.err"; then
            K8S_VERSIONS=$versions "$py" "$ROOT/scripts/lib/check_k8s.py" rendered "$dir" "$ROOT" "$tmp" \
                "$tmp/rendered.yaml" || status=1
        else
            cat "$tmp/kustomize.err" >&2
            status=1
        fi
    elif ((status == 0)); then
        log "kubectl is not installed: the kustomization itself was checked, not rendered"
    fi

    rm -rf "$tmp"
    ((status == 0)) || die "the Kubernetes manifests in deploy/k8s have problems (listed above)"
    log "Kubernetes manifests: ok"
}
