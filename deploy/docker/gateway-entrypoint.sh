#!/bin/sh
# Entrypoint of the gateway image (gateway.Dockerfile): renders deploy/nginx/ with envsubst, the
# way scripts/lib/stack.sh does for local runs, then runs nginx in the foreground.
#
# Variables (default):
#   GATEWAY_LISTEN      what nginx listens on (8080)
#   PUBLIC_API_ADDR     host:port of public-api (public-api:8081); a name with several addresses
#                       (`docker compose up --scale public-api=3`) gives nginx every replica
#   PUBLIC_API_EXTRA_SERVERS  more `server host:port;` lines for the public-api upstream (none)
#   ADMIN_API_ADDR      host:port of admin-api (admin-api:8082)
#   REAL_IP_FROM        addresses or networks (separated by spaces or commas) of the one proxy in
#                       front of the gateway, whose X-Forwarded-For names the client (none: the
#                       client is the connection's address)
#   CLIENT_CONNECTION_LIMIT  requests one client address may have in progress at once (32)
#   GATEWAY_SECRET      sent to public-api beside X-Real-IP, which it believes only with it; the
#                       same value as public-api's GATEWAY_SECRET (none: public-api counts every
#                       visitor as the gateway)
#   OIDC_CONNECT_SRC    origin of the OpenID provider, allowed by the Content-Security-Policy for
#                       the token call and the sign-in form (the origin of OIDC_ISSUER when unset;
#                       nothing when both are unset)
#   SPA_ROOT            the built single-page app (/srv/spa)
#   NGINX_TEMPLATE_DIR  deploy/nginx: nginx.conf.template and the *.conf files it includes
#                       (/etc/rate-review/nginx)
#   NGINX_RUNTIME_DIR   pid and temporary files; its error.log and access.log are links to
#                       stderr and stdout, so `docker logs` shows them (/tmp/nginx)
#   NGINX_CONF_DIR      where the rendered files go (NGINX_RUNTIME_DIR)
#   NGINX_MIME_TYPES    nginx's MIME types file (/etc/nginx/mime.types)
# Every ${NAME} in the templates must have a value (empty counts); one without stops the start,
# so a new template variable cannot reach nginx unsubstituted.
#
# With arguments, runs them instead of nginx once the files are rendered, e.g.
# `nginx -t -p /tmp/nginx -c /tmp/nginx/nginx.conf` to check the configuration.
set -eu

die() { echo "gateway-entrypoint: $*" >&2; exit 1; }

: "${GATEWAY_LISTEN:=8080}"
: "${PUBLIC_API_ADDR:=public-api:8081}"
: "${PUBLIC_API_EXTRA_SERVERS:=}"
: "${ADMIN_API_ADDR:=admin-api:8082}"
: "${REAL_IP_FROM:=}"
: "${CLIENT_CONNECTION_LIMIT:=32}"
: "${GATEWAY_SECRET:=}"
: "${SPA_ROOT:=/srv/spa}"
: "${NGINX_TEMPLATE_DIR:=/etc/rate-review/nginx}"
: "${NGINX_RUNTIME_DIR:=/tmp/nginx}"
: "${NGINX_CONF_DIR:=$NGINX_RUNTIME_DIR}"
: "${NGINX_MIME_TYPES:=/etc/nginx/mime.types}"
if [ -z "${OIDC_CONNECT_SRC:-}" ]; then
    # scheme://host[:port] of the issuer; an Entra ID issuer has a path, which CSP must not get.
    OIDC_CONNECT_SRC=$(printf '%s\n' "${OIDC_ISSUER:-}" | sed -nE 's|^(https?://[^/?#]+).*$|\1|p')
fi
# One set_real_ip_from line per address of REAL_IP_FROM (the template's ${SET_REAL_IP_FROM}).
SET_REAL_IP_FROM=
for address in $(printf '%s' "$REAL_IP_FROM" | tr ',' ' '); do
    SET_REAL_IP_FROM="${SET_REAL_IP_FROM}set_real_ip_from $address; "
done
export GATEWAY_LISTEN PUBLIC_API_ADDR PUBLIC_API_EXTRA_SERVERS ADMIN_API_ADDR SET_REAL_IP_FROM SPA_ROOT \
    NGINX_RUNTIME_DIR NGINX_CONF_DIR NGINX_MIME_TYPES OIDC_CONNECT_SRC CLIENT_CONNECTION_LIMIT GATEWAY_SECRET

command -v envsubst >/dev/null 2>&1 || die "envsubst is missing"
[ -f "$SPA_ROOT/index.html" ] || die "no single-page app at $SPA_ROOT"

[ -f "$NGINX_TEMPLATE_DIR/nginx.conf.template" ] || die "no nginx.conf.template in $NGINX_TEMPLATE_DIR"

# The variables are those the templates name as ${NAME}; only they are substituted, so nginx's own
# $variables stay as they are.
vars=$(cat "$NGINX_TEMPLATE_DIR/nginx.conf.template" "$NGINX_TEMPLATE_DIR"/*.conf \
    | grep -oE '[$][{][A-Z][A-Z0-9_]*[}]' | tr -d '{}' | sort -u | tr '\n' ' ')
for var in $vars; do
    eval "defined=\${${var#?}+yes}"
    [ -n "$defined" ] || die "the nginx templates use ${var#?}, which has no value"
done
mkdir -p "$NGINX_RUNTIME_DIR" "$NGINX_CONF_DIR"
envsubst "$vars" <"$NGINX_TEMPLATE_DIR/nginx.conf.template" >"$NGINX_CONF_DIR/nginx.conf"
for f in "$NGINX_TEMPLATE_DIR"/*.conf; do
    envsubst "$vars" <"$f" >"$NGINX_CONF_DIR/${f##*/}"
done
ln -sf /dev/stderr "$NGINX_RUNTIME_DIR/error.log"
ln -sf /dev/stdout "$NGINX_RUNTIME_DIR/access.log"

if [ "$#" -gt 0 ]; then
    exec "$@"
fi
exec nginx -p "$NGINX_RUNTIME_DIR" -c "$NGINX_CONF_DIR/nginx.conf" -e stderr -g 'daemon off;'
