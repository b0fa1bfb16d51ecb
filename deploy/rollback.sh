#!/usr/bin/env bash
# Goes back to the release that ran before the last upgrade (as root): switches
# /opt/procelia/current to /opt/procelia/previous and restarts the instances one at a time, each
# once the previous one is ready, as deploy/upgrade.sh does. The two links trade places, so a
# second rollback returns to the newer release. The database keeps the newer release's
# migrations: they only add (docs/operations/upgrade.md), so the older release runs on them.
set -euo pipefail
umask 022

program=rollback
usage="Usage: deploy/rollback.sh [options]
  --root DIR             default /opt/procelia
  --ports \"P1 P2\"        instances (default: the upstream of /etc/nginx/conf.d/procelia.conf, else 3001 3002)
  --restart-command CMD  how one instance is restarted, its port as \$1 (default: systemctl restart \"procelia@\$1\")
  --ready-timeout S      how long an instance has to become ready (default 90)
  --settle S             pause after each instance (default 6: nginx's fail_timeout, plus one)
Exit status: 0 rolled back, 1 failed (the newer release runs again), 2 wrong call."

# Bash reads a script as it runs it: the braces make it read all of it first, so that a
# checkout updated during a long upgrade cannot change what runs.
{
# shellcheck source=deploy/rolling-restart.sh
. "$(dirname "${BASH_SOURCE[0]}")/rolling-restart.sh"

while (($#)); do
  case "$1" in
    -h | --help)
      printf '%s\n' "$usage"
      exit 0
      ;;
    *) common_option "$@" || usage_error "unknown option '$1'" ;;
  esac
  shift "$shift_by"
done
prepare

running=$(release_of "$current")
target=$(release_of "$previous")
[[ -n $target ]] || die "no previous release to go back to ($previous is not set)"
[[ -d $releases/$target ]] || die "the previous release releases/$target is gone"
[[ $target != "$running" ]] || die "$target runs already"
if ! roll "$running" "$target"; then
  die "rollback to $target failed: it never became ready; $running runs again"
fi
point "$previous" "$running"
say "$target runs on every instance (ports $ports); deploy/rollback.sh again returns to $running"
exit
}
