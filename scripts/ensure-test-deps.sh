#!/usr/bin/env bash
# What `npm test` needs besides node_modules: Debian's chromium and the Noto Sans CJK fonts for
# the browser journeys, a Redis answering for the socket.io fan-out test, nginx for the
# production-shaped topology test, docker-compose (Debian's, which validates
# docker-compose.yml without a Docker engine), and python3 for the independent verifier that
# docs/fairness.md embeds. Run by `npm test`
# (pretest) and by .ci/run. As root (or with password-less sudo) it installs and starts what is
# missing; otherwise it stops at once with the exact command to run, rather than letting the
# journeys fail one by one.
set -euo pipefail

REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
redis_hostport="${REDIS_URL#*://}"
redis_hostport="${redis_hostport#*@}"
redis_hostport="${redis_hostport%%/*}"
redis_host="${redis_hostport%:*}"
redis_port="${redis_hostport##*:}"
[ "$redis_port" = "$redis_hostport" ] && redis_port=6379

redis_answers() {
  # A PING over bash's /dev/tcp: needs no redis-cli; bounded, so an unreachable host fails fast.
  timeout 3 bash -c 'exec 3<>"/dev/tcp/$0/$1" && printf "PING\r\n" >&3 && IFS= read -r reply <&3 && [[ "$reply" == +PONG* ]]' \
    "$redis_host" "$redis_port" 2>/dev/null
}

start_redis() {
  # No persistence: tests create what they need and nothing must survive a restart.
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port "$redis_port" --save "" --appendonly no >/dev/null
  for _ in $(seq 50); do
    redis_answers && return 0
    sleep 0.1
  done
  echo "redis-server started but does not answer PING on $redis_host:$redis_port" >&2
  return 1
}

want_redis=true
# The only opt-out, for a machine that cannot run Redis at all; CI never sets it.
[ "${SHOP_TEST_WITHOUT_REDIS:-}" = 1 ] && want_redis=false

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
# Not `fc-list | grep -q`: grep quits at the first match, fc-list dies of SIGPIPE and pipefail calls the fonts missing.
fonts="$(fc-list : family 2>/dev/null || true)"
grep -qi 'Noto Sans CJK' <<<"$fonts" || missing+=(fonts-noto-cjk)
command -v python3 >/dev/null 2>&1 || missing+=(python3)
# Debian puts nginx in /usr/sbin, outside a plain user's PATH.
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
if $want_redis && ! redis_answers && ! command -v redis-server >/dev/null 2>&1; then missing+=(redis-server); fi

# Without its recommends: they would bring a Docker engine (docker.io), which the check never needs.
without_recommends=()
command -v docker-compose >/dev/null 2>&1 || without_recommends+=(docker-compose)

if [ $((${#missing[@]} + ${#without_recommends[@]})) -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    as_root=()
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    as_root=(sudo)
  else
    echo "npm test needs Debian packages that are missing: ${missing[*]} ${without_recommends[*]}" >&2
    echo "Install them, then run npm test again:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]:-} && sudo apt-get install -y --no-install-recommends ${without_recommends[*]:-}" >&2
    exit 1
  fi
  echo "Installing ${missing[*]} ${without_recommends[*]} from Debian"
  "${as_root[@]}" apt-get update -qq
  if [ ${#missing[@]} -gt 0 ]; then
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
  fi
  if [ ${#without_recommends[@]} -gt 0 ]; then
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${without_recommends[@]}"
  fi
fi

command -v python3 >/dev/null 2>&1 || missing+=(python3)
if $want_redis && ! redis_answers; then
  case "$redis_host" in
    127.0.0.1 | localhost | '[::1]') ;;
    *)
      echo "No Redis answers at $REDIS_URL; start it there, or unset REDIS_URL to use a local one." >&2
      exit 1
      ;;
  esac
  echo "Starting redis-server on $redis_host:$redis_port"
  start_redis
fi
