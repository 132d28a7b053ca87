# Signing in to the admin API as a dev identity provider account, for scripts that call it
# (scripts/bench, the API fuzzing of scripts/test). Source after common.sh, with the stack
# running; reads OIDC_ISSUER and GATEWAY_PORT (the redirect URI the provider knows).
# shellcheck shell=bash

# admin_token [EMAIL] — prints an access token of EMAIL (default: the demo Administrator),
# signing in at the dev identity provider with the authorization code flow + PKCE.
# shellcheck disable=SC2120 # EMAIL is for the scripts that source this file
admin_token() {
    local account=()
    [ -n "${1:-}" ] && account=(--email "$1")
    node "$ROOT/deploy/dev-idp/get-token.mjs" --issuer "$OIDC_ISSUER" \
        --redirect-uri "http://localhost:$GATEWAY_PORT/auth/callback" "${account[@]+"${account[@]}"}"
}

# admin_session [API_BASE] — signs the demo Administrator in and sets ADMIN_TOKEN (the bearer
# token), ADMIN_XSRF (the XSRF-TOKEN cookie the admin API issues, which changes must echo in
# X-XSRF-TOKEN) and ADMIN_AUTH (the curl arguments carrying both). API_BASE is where the admin
# API's /api paths live: the gateway's /ws by default, or http://127.0.0.1:$ADMIN_API_PORT.
# Returns non-zero, with a warning, when the sign-in fails.
# shellcheck disable=SC2034 # ADMIN_XSRF and ADMIN_AUTH are for the scripts that source this file
admin_session() {
    local base=${1:-http://127.0.0.1:$GATEWAY_PORT/ws} cookie
    ADMIN_TOKEN=$(admin_token "") || { warn "could not sign in at the dev identity provider ($OIDC_ISSUER)"; return 1; }
    cookie=$(curl -fsS -D - -o /dev/null -H "Authorization: Bearer $ADMIN_TOKEN" "$base/api/users/active" \
        | sed -n 's/^[Ss]et-[Cc]ookie: *XSRF-TOKEN=\([^;]*\).*/\1/p' | tr -d '\r')
    [ -n "$cookie" ] || { warn "the admin API at $base gave no XSRF cookie"; return 1; }
    ADMIN_XSRF=$cookie
    ADMIN_AUTH=(-H "Authorization: Bearer $ADMIN_TOKEN" -H "Cookie: XSRF-TOKEN=$ADMIN_XSRF" -H "X-XSRF-TOKEN: $ADMIN_XSRF")
}
