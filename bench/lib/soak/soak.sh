# The load and the memory samples of bench/soak. Source after common.sh and
# stack.sh; the stack runs.
# shellcheck shell=bash

# soak_raise_open_files WANT — raises this shell's open-file limit (and so that of nginx and wrk,
# started from it) to WANT when it is lower; fails when the hard limit does not allow it.
soak_raise_open_files() {
    local want=$1 soft hard
    soft=$(ulimit -Sn)
    hard=$(ulimit -Hn)
    if [ "$soft" = unlimited ] || [ "$soft" -ge "$want" ]; then return 0; fi
    if [ "$hard" != unlimited ] && [ "$hard" -lt "$want" ]; then
        die "the open-file limit is $soft (hard limit $hard); $want are needed for the soak's connections: raise it (ulimit -Hn, /etc/security/limits.conf) and run again"
    fi
    ulimit -Sn "$want"
    log "raised the open-file limit from $soft to $want"
}

# soak_check_worker_connections CLIENTS — whether nginx's worker_connections (rendered into
# RUNTIME_DIR/nginx/nginx.conf) holds the worst case of one worker taking all CLIENTS client
# connections while each waits on an upstream connection of its own (attachments are never
# cached; revalidations and misses go upstream too), plus admin-api's idle keepalive pool and
# the listening socket. Prints "per_worker needed"; warns, never edits the template.
soak_check_worker_connections() {
    local clients=$1 conf=$RUNTIME_DIR/nginx/nginx.conf per_worker admin_pool needed
    per_worker=$(sed -n 's/^ *worker_connections *\([0-9]*\);.*/\1/p' "$conf" | head -1)
    admin_pool=$(awk '/upstream admin_api/ {inside = 1} inside && $1 == "keepalive" {sub(";", "", $2); print $2; exit}' "$conf")
    needed=$((2 * clients + ${admin_pool:-0} + 1))
    if [ "$needed" -gt "$per_worker" ]; then
        warn "nginx worker_connections is $per_worker per worker; at worst one worker needs $needed ($clients clients, as many upstream connections, ${admin_pool:-0} idle admin-api connections, the listener): raise it in deploy/nginx/nginx.conf.template"
    fi
    echo "$per_worker $needed"
}

# soak_write_lua FILE PATH... — a wrk script sending GETs for PATHs in turn, with the headers of a
# browser (Accept-Encoding as Chromium sends it), each wrk thread starting at its own place.
soak_write_lua() {
    local file=$1 path; shift
    {
        echo 'local paths = {'
        for path in "$@"; do printf '  "%s",\n' "$path"; done
        echo '}'
        cat <<'LUA'
local headers = {
  ["Accept"] = "application/json, text/plain, */*",
  ["Accept-Encoding"] = "gzip, deflate, br, zstd",
  ["Accept-Language"] = "en-US,en;q=0.9",
  ["User-Agent"] = "Mozilla/5.0 (X11; Linux x86_64) rate-review-soak",
}
local next_id = 0
setup = function(thread)
  thread:set("id", next_id)
  next_id = next_id + 1
end
local i = 0
init = function(args)
  i = (id or 0) * 7
end
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i], headers)
end
LUA
    } >"$file"
}

# soak_prime GATEWAY PATH... — asks for each PATH once, as the soak will (the answers built and
# kept by public-api and the gateway); fails naming the first path that does not answer 2xx.
soak_prime() {
    local gateway=$1 path; shift
    for path in "$@"; do
        curl -fsS -o /dev/null --max-time 60 -H 'Accept-Encoding: gzip, deflate, br, zstd' "$gateway$path" \
            || die "GET $path did not answer 2xx before the soak"
    done
}

# soak_processes — "name pid" lines of the processes whose memory is sampled: public-api,
# admin-api, importer, and nginx's master, each worker and its cache manager (the cache loader
# exits by itself after a minute, so it is left out).
soak_processes() {
    local i name pid worker=0 child args
    for i in "${!STACK_NAMES[@]}"; do
        name=${STACK_NAMES[$i]} pid=${STACK_PIDS[$i]}
        case $name in
            public-api | admin-api | importer) echo "$name $pid" ;;
            nginx)
                echo "nginx-master $pid"
                while read -r child args; do
                    case $args in
                        *"worker process"*) worker=$((worker + 1)); echo "nginx-worker-$worker $child" ;;
                        *"cache manager"*) echo "nginx-cache-manager $child" ;;
                    esac
                done < <(ps -o pid=,args= --ppid "$pid")
                ;;
        esac
    done
}

# soak_sample OUT INTERVAL PROCESSES_FILE — every INTERVAL seconds until killed, appends
# "seconds name rss_kb" for each process of PROCESSES_FILE ("gone" when it has exited), and for
# each nginx worker "seconds clients:name count" (the gateway's client connections it holds) and
# "seconds conns:name count" (all its connections, clients and upstreams: what worker_connections
# limits).
soak_sample() {
    local out=$1 interval=$2 procs=$3 start t name pid rss
    start=$(date +%s)
    while true; do
        t=$(($(date +%s) - start))
        {
            while read -r name pid; do
                rss=$(awk '/^VmRSS:/ {print $2}' "/proc/$pid/status" 2>/dev/null) || rss=''
                echo "$t $name ${rss:-gone}"
            done <"$procs"
            soak_count_sockets "$t" clients "$procs" "( sport = :$GATEWAY_PORT )"
            soak_count_sockets "$t" conns "$procs"
        } >>"$out"
        sleep $((interval - ($(date +%s) - start) % interval))
    done
}

# soak_count_sockets SECONDS LABEL PROCESSES_FILE [SS_FILTER] — "seconds LABEL:name count" for each
# nginx worker of PROCESSES_FILE owning established TCP sockets (matching SS_FILTER).
soak_count_sockets() {
    local t=$1 label=$2 procs=$3 count owner name
    while read -r count owner; do
        name=$(awk -v pid="$owner" '$2 == pid && $1 ~ /^nginx-worker/ {print $1}' "$procs")
        [ -n "$name" ] && echo "$t $label:$name $count"
    done < <(ss -Htnp state established ${4:+"$4"} 2>/dev/null | grep -o 'pid=[0-9]*' | cut -d= -f2 | sort | uniq -c)
    return 0
}
