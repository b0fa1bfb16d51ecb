#!/usr/bin/env bash
# Upgrades the Procelia website (as root): builds the new release beside the others, switches
# /opt/procelia/current to it and restarts the instances one at a time, each once the previous
# one is ready, so nginx always has one to send visitors to. The new release migrates the
# database at its first start (under an advisory lock). When an instance never becomes ready on
# the new release, current goes back and the instances are restarted on the release that ran.
set -euo pipefail
umask 022

program=upgrade
usage="Usage: deploy/upgrade.sh (--from DIR | --ref REF [--repo DIR]) [options]
  --from DIR             the release's sources (a checkout): copied, then npm ci and npm run build
  --ref REF              a git tag, branch or commit of --repo (default: this script's checkout)
  --prebuilt             with --from: DIR already holds its node_modules and a build matching its
                         sources (scripts/build-info.mjs): copied as it is, not built again
  --link                 with --prebuilt: hard links instead of a copy (DIR must never change after)
  --keep N               releases kept in /opt/procelia/releases (default 5; current and previous always)
  --environment FILE     where PUBLIC_SITE_URL is read for the build (default /etc/procelia/environment)
  --root DIR             default /opt/procelia
  --ports \"P1 P2\"        instances (default: the upstream of /etc/nginx/conf.d/procelia.conf, else 3001 3002)
  --restart-command CMD  how one instance is restarted, its port as \$1 (default: systemctl restart \"procelia@\$1\")
  --ready-timeout S      how long an instance has to become ready (default 90)
  --settle S             pause after each instance (default 6: nginx's fail_timeout, plus one)
Exit status: 0 upgraded, 1 failed (rolled back when the new release never became ready), 2 wrong call."

# Bash reads a script as it runs it: the braces make it read all of it first, so that a
# checkout updated during a long upgrade cannot change what runs.
{
# shellcheck source=deploy/rolling-restart.sh
. "$(dirname "${BASH_SOURCE[0]}")/rolling-restart.sh"

from="" ref="" repo="$here/.." prebuilt=false link=false keep=5 environment=/etc/procelia/environment
while (($#)); do
  case "$1" in
    --from) from=${2:?} shift_by=2 ;;
    --ref) ref=${2:?} shift_by=2 ;;
    --repo) repo=${2:?} shift_by=2 ;;
    --prebuilt) prebuilt=true shift_by=1 ;;
    --link) link=true shift_by=1 ;;
    --keep) keep=${2:?} shift_by=2 ;;
    --environment) environment=${2:?} shift_by=2 ;;
    -h | --help)
      printf '%s\n' "$usage"
      exit 0
      ;;
    *) common_option "$@" || usage_error "unknown option '$1'" ;;
  esac
  shift "$shift_by"
done
[[ -n $from || -n $ref ]] || usage_error "say which release: --from DIR or --ref REF"
[[ -z $from || -z $ref ]] || usage_error "--from and --ref exclude each other"
[[ $prebuilt == false || -n $from ]] || usage_error "--prebuilt goes with --from"
[[ $link == false || $prebuilt == true ]] || usage_error "--link goes with --prebuilt"
[[ $keep =~ ^[1-9][0-9]*$ ]] || usage_error "--keep must be a whole number of releases, 1 or more"
prepare

stage="$releases/.incoming-$$"
trap 'rm -rf "$stage"' EXIT

# The sources, into the stage folder; sets `commit`.
fetch_sources() {
  if [[ -n $ref ]]; then
    commit=$(git -C "$repo" rev-parse --verify --quiet "$ref^{commit}") ||
      die "$ref is no commit of $repo (git fetch first?)"
    mkdir "$stage"
    git -C "$repo" archive --format=tar "$commit" | tar -x -C "$stage"
    say "sources of $ref ($commit) from $repo"
    return
  fi
  [[ -f $from/package.json ]] || die "$from holds no package.json: not the site's sources"
  commit=$(git -C "$from" rev-parse --verify --quiet HEAD 2>/dev/null || echo unknown)
  mkdir "$stage"
  if [[ $prebuilt == true ]]; then
    local reason
    # shellcheck disable=SC2016
    reason=$(cd "$from" && node_modules/.bin/node --input-type=module -e '
      const { rebuildReason } = await import(`${process.cwd()}/scripts/build-info.mjs`);
      console.log(rebuildReason() ?? "");
    ') || die "$from: its build cannot be read (node_modules missing?)"
    [[ -z $reason ]] || die "$from: $reason (build it, or leave out --prebuilt)"
    local entry copy=(cp -a --reflink=auto)
    [[ $link == false ]] || copy=(cp -al)
    for entry in "$from"/* "$from"/.[!.]*; do
      case "${entry##*/}" in
        .git | data | .env | coverage | test-results | playwright-report | bench-results) ;;
        node_modules)
          # Without the tools' caches: another process may be writing them during the copy.
          mkdir "$stage/node_modules"
          for module in "$entry"/* "$entry"/.[!.]*; do
            case "${module##*/}" in
              .cache | .vite | .vite-temp | .vitest-cache) ;;
              *) [[ ! -e $module ]] || "${copy[@]}" "$module" "$stage/node_modules/" ;;
            esac
          done
          ;;
        *) [[ ! -e $entry ]] || "${copy[@]}" "$entry" "$stage/" ;;
      esac
    done
    say "prebuilt release copied from $from"
    return
  fi
  tar -C "$from" --exclude=./.git --exclude=./node_modules --exclude=./build --exclude=./data \
    --exclude=./.env --exclude=./.react-router -cf - . | tar -x -C "$stage"
  say "sources copied from $from ($commit)"
}

# What a release was built from and for: its sources' fingerprint (scripts/build-info.mjs)
# and the address its pages were prerendered for (the home page's canonical link).
sources_of() { sed -n 's/.*"sources": "\([^"]*\)".*/\1/p' "$1/build/build-info.json" 2>/dev/null; }
built_for() {
  sed -n 's/.*<link rel="canonical" href="\([^"]*\)".*/\1/p' "$1/build/client/index.html" 2>/dev/null |
    head -n 1 | sed 's|/$||'
}

build() {
  # Their output goes to the release's build.log, kept with it; its end is shown on a failure.
  local log="$stage/build.log"
  say "npm ci (output in releases/$name/build.log)"
  (cd "$stage" && npm ci --no-audit --no-fund) >"$log" 2>&1 ||
    die "npm ci failed: $(tail -n 20 "$log")"
  say "npm run build for $site_url"
  # A prerender that timed out on a loaded machine is tried once more (as npm start does).
  for attempt in 1 2; do
    (cd "$stage" && BUILD_COMMIT=${commit:0:12} PUBLIC_SITE_URL=$site_url npm run build) >>"$log" 2>&1 &&
      break
    ((attempt == 1)) || die "the build failed: $(tail -n 30 "$log")"
  done
  # The site runs on its dependencies alone (the tools run from their bundles in build/cli).
  (cd "$stage" && npm prune --omit=dev --no-audit --no-fund) >>"$log" 2>&1 ||
    die "npm prune failed: $(tail -n 20 "$log")"
}

fetch_sources
if [[ $prebuilt == true ]]; then
  commit=$(sed -n 's/.*"commit": "\([^"]*\)".*/\1/p' "$stage/build/build-info.json")
  site_url=$(built_for "$stage")
  sources=$(sources_of "$stage")
else
  site_url=$(sed -n 's/^[[:space:]]*PUBLIC_SITE_URL=//p' "$environment" 2>/dev/null | tail -n 1 |
    sed "s/^[\"']//; s/[\"']$//; s|/$||")
  [[ -n $site_url ]] || die "PUBLIC_SITE_URL is not set in $environment (the build writes it into the pages)"
  # shellcheck disable=SC2016
  sources=$(cd "$stage" && node --input-type=module -e '
    const { sourceFingerprint } = await import(`${process.cwd()}/scripts/build-info.mjs`);
    console.log(sourceFingerprint("."));
  ') || die "node cannot read the sources' fingerprint (Node 20 or later on the PATH?)"
fi
version=$(sed -n 's/^  "version": "\(.*\)",$/\1/p' "$stage/package.json")
[[ -n $version ]] || die "the sources' package.json has no version"
# <version>-<commit7>; the same commit built again from other sources (a folder without git
# history is "unknown") or for another PUBLIC_SITE_URL gets -2, -3...: a release never changes.
base=$version-${commit:0:7}
name=$base
reuse=false
for ((n = 2; ; n++)); do
  [[ -e $releases/$name ]] || break
  if [[ $(sources_of "$releases/$name") == "$sources" && $(built_for "$releases/$name") == "$site_url" ]]; then
    reuse=true
    break
  fi
  name=$base-$n
done
if [[ $reuse == true ]]; then
  say "releases/$name is there already (the same sources, built for $site_url): used as it is"
else
  [[ $prebuilt == true ]] || build
  # (Not through hard links: that would change the folder they come from.)
  [[ $link == true ]] || chmod -R go-w "$stage"
  mv -T "$stage" "$releases/$name"
  touch "$releases/$name"
  say "release ready: releases/$name"
fi

running=$(release_of "$current")
if [[ $running == "$name" ]]; then
  say "$name runs already: nothing to do"
  exit 0
fi
if ! roll "$running" "$name"; then
  die "upgrade to $name failed: it never became ready; $running runs again (see docs/operations/upgrade.md)"
fi
if [[ -n $running ]]; then point "$previous" "$running"; fi
say "$name runs on every instance (ports $ports)${running:+; deploy/rollback.sh goes back to $running}"

# The newest releases stay, and always the one running and the one before it.
kept=0
while IFS= read -r dir; do
  old=$(basename "$dir")
  [[ $old != "$name" && $old != "$running" ]] || continue
  kept=$((kept + 1))
  if ((kept > keep - 1 - (${#running} > 0 ? 1 : 0))); then
    rm -rf "${releases:?}/$old"
    say "removed the old release releases/$old"
  fi
done < <(ls -1dt "$releases"/*/ 2>/dev/null)
exit
}
