# Shared by deploy/upgrade.sh and deploy/rollback.sh (sourced, not run): the layout of
# /opt/procelia, the switch of the `current` link, and the restart of the instances one at a
# time, each waiting until it is ready, with the way back when one never is.
# shellcheck shell=bash disable=SC2034,SC2154
# (program, usage and shift_by are the calling script's; previous is read by it.)

root=/opt/procelia
# What `systemctl restart procelia@PORT` is; the port is $1. Tests give a command of their own.
# shellcheck disable=SC2016
restart_command='systemctl restart "procelia@$1"'
ready_timeout=90
# nginx marks an instance that refused a connection as failed for fail_timeout (5 s,
# deploy/nginx.conf); the next instance stops only once nginx sends to this one again.
settle_seconds=6
ports=""
nginx_site=/etc/nginx/conf.d/procelia.conf
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
waiter="$here/../scripts/wait-ready.mjs"

say() { printf '%s: %s\n' "$program" "$*"; }
die() {
  printf '%s: %s\n' "$program" "$*" >&2
  exit 1
}
usage_error() {
  printf '%s: %s\n%s\n' "$program" "$1" "$usage" >&2
  exit 2
}

# Parses an option shared by both scripts; returns 1 when "$1" is not one of them.
# Sets `shift_by` to the number of words it used.
common_option() {
  shift_by=2
  case "$1" in
    --root) root=${2:?} ;;
    --ports) ports=${2:?} ;;
    --restart-command) restart_command=${2:?} ;;
    --ready-timeout) ready_timeout=${2:?} ;;
    --settle) settle_seconds=${2:?} ;;
    *) return 1 ;;
  esac
}

require_number() {
  [[ $2 =~ ^[0-9]+$ ]] || usage_error "$1 must be a whole number of seconds, not '$2'"
}

# Defaults that depend on the options, and the checks every run needs.
prepare() {
  require_number --ready-timeout "$ready_timeout"
  require_number --settle "$settle_seconds"
  releases="$root/releases"
  current="$root/current"
  previous="$root/previous"
  [[ -d $releases ]] || die "$releases does not exist: install the site first (deploy/install.sh)"
  if [[ -z $ports ]]; then
    # One instance per upstream line of the installed nginx site, as the install made them.
    if [[ -r $nginx_site ]]; then
      ports=$(sed -n 's/^[[:space:]]*server 127\.0\.0\.1:\([0-9]\{1,5\}\).*/\1/p' "$nginx_site" | tr '\n' ' ')
    fi
    ports=${ports:-3001 3002}
  fi
  ports=${ports//,/ }
  # One upgrade or rollback at a time: a second one would switch the link under the first.
  exec 9>"$root/.deploy.lock"
  flock -n 9 || die "another upgrade or rollback is running (lock $root/.deploy.lock)"
}

# The release a link points to (its folder name), or nothing.
release_of() {
  local target
  target=$(readlink "$1" 2>/dev/null) || return 0
  basename "$target"
}

# Points `link` at `releases/name` atomically: a new link beside it, renamed over the old one.
point() {
  local link=$1 name=$2
  ln -sfn "releases/$name" "$link.switching"
  mv -T "$link.switching" "$link"
}

# version+commit, as the release's /healthz says it.
build_id() {
  # shellcheck disable=SC2016
  "$releases/$1/node_modules/.bin/node" -e '
    const info = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
    console.log(`${info.version}+${info.commit}`);
  ' "$releases/$1/build/build-info.json"
}

# Restarts the instance on a port and waits until it is ready and runs release `name`.
restart_instance() {
  local port=$1 name=$2 expected
  expected=$(build_id "$name")
  # Bounded: systemctl may wait through the automatic restarts of a release that keeps
  # failing. Without the lock's descriptor: an instance started by the command must not hold it.
  local status=0
  timeout --kill-after=5 "$ready_timeout" sh -c "$restart_command" restart-instance "$port" 9>&- ||
    status=$?
  if ((status == 124)); then
    say "port $port: the restart did not finish within $ready_timeout s"
    return 1
  elif ((status != 0)); then
    say "port $port: the restart failed (exit $status)"
    return 1
  fi
  "$releases/$name/node_modules/.bin/node" "$waiter" "$port" \
    --timeout "$ready_timeout" --build "$expected" 2>&1 | sed "s/^/$program: /"
}

# Switches `current` from release `from` to release `to` and restarts the instances one at a
# time. When one never becomes ready, `current` goes back to `from` and the instances already
# restarted are restarted on it; returns 1 then (0 when `to` runs everywhere).
roll() {
  local from=$1 to=$2 port done=()
  point "$current" "$to"
  say "current -> releases/$to"
  if [[ -z $from ]]; then
    # The first release: nobody is served yet, so no pause; still one after the other, as
    # instances starting together on an empty database race to load the articles.
    for port in $ports; do
      say "port $port: starting on $to"
      restart_instance "$port" "$to" || die "port $port: $to is not ready, and there is no release to go back to"
    done
    return 0
  fi
  for port in $ports; do
    done+=("$port")
    say "port $port: restarting on $to"
    if ! restart_instance "$port" "$to"; then
      say "port $port: $to never became ready; going back to $from"
      point "$current" "$from"
      say "current -> releases/$from"
      # The instance that failed first (it serves nothing), then the others, newest first.
      local i
      for ((i = ${#done[@]} - 1; i >= 0; i--)); do
        if ((i < ${#done[@]} - 1)); then sleep "$settle_seconds"; fi
        restart_instance "${done[i]}" "$from" ||
          die "port ${done[i]}: $from is not ready either; see journalctl -u procelia@${done[i]}"
      done
      sleep "$settle_seconds"
      return 1
    fi
    # After the last one too: once the script ends, nginx sends to every instance again.
    sleep "$settle_seconds"
  done
}
