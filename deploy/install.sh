#!/usr/bin/env bash
# Installs the Procelia website on a Debian 12 server (as root), from the checkout this script is
# in: the system user and folders, a PostgreSQL role and database, a release built with
# PUBLIC_SITE_URL, /etc/procelia/environment, the systemd instances, nginx with a certificate, the
# backup timers and the first administrator. Each step prints one line; run again, it changes
# nothing and says "already done". docs/operations/install.md explains every step.
set -euo pipefail
umask 022

usage="Usage: deploy/install.sh [options]   (as root, on Debian 12)
  --site-url URL        the site's https address, PUBLIC_SITE_URL (first run; then read from
                        /etc/procelia/environment)
  --instances N         instances behind nginx, on ports 3001... (default: those of the installed
                        nginx configuration, else 2)
  --cert FILE --key FILE  the site's certificate (full chain) and private key
  --certbot             get the certificate from Let's Encrypt with certbot (installed beforehand:
                        apt-get install certbot python3-certbot-nginx)
  --self-signed         make a self-signed certificate (tests and trials only: browsers warn)
  --admin-email EMAIL   make the first administrator, password read from standard input
                        (skipped when an account exists)
  --admin-user NAME     the administrator's username (default: EMAIL's part before the @)
  --wal-archive         archive PostgreSQL's write-ahead log for point-in-time recovery
                        (docs/operations/backups.md; restarts PostgreSQL once)
  --from DIR            the checkout to install (default: the one this script is in)
Without a certificate option, a second run keeps the certificate of the installed configuration.
Exit status: 0 installed, 1 failed (one line says why), 2 wrong call (this text follows)."

say() { printf '%s\n' "$*"; }
die() {
  printf 'install failed: %s\n' "$*" >&2
  exit 1
}
usage_error() {
  printf 'deploy/install.sh: %s\n%s\n' "$1" "$usage" >&2
  exit 2
}

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_dir=$(cd "$here/.." && pwd)
site_url="" instances="" cert="" key="" certbot=false self_signed=false admin_email="" admin_user=""
wal_archive=false
while (($#)); do
  case "$1" in
    --site-url | --instances | --cert | --key | --admin-email | --admin-user | --from)
      (($# >= 2)) || usage_error "$1 needs a value"
      case "$1" in
        --site-url) site_url=$2 ;;
        --instances) instances=$2 ;;
        --cert) cert=$2 ;;
        --key) key=$2 ;;
        --admin-email) admin_email=$2 ;;
        --admin-user) admin_user=$2 ;;
        --from) source_dir=$2 ;;
      esac
      shift 2
      ;;
    --certbot) certbot=true && shift ;;
    --self-signed) self_signed=true && shift ;;
    --wal-archive) wal_archive=true && shift ;;
    -h | --help)
      say "$usage"
      exit 0
      ;;
    *) usage_error "unknown option '$1'" ;;
  esac
done
[[ -z $instances || $instances =~ ^[1-9]$ ]] || usage_error "--instances must be 1 to 9"
[[ -z $cert && -z $key ]] || [[ -n $cert && -n $key ]] || usage_error "--cert and --key go together"
chosen=0
[[ -z $cert ]] || chosen=$((chosen + 1))
[[ $certbot == false ]] || chosen=$((chosen + 1))
[[ $self_signed == false ]] || chosen=$((chosen + 1))
((chosen <= 1)) || usage_error "choose one of --cert/--key, --certbot and --self-signed"
[[ -z $site_url || $site_url =~ ^https://[a-z0-9.-]+/?$ ]] ||
  usage_error "--site-url must be an https address without a path, e.g. https://www.example.be"
site_url=${site_url%/}
[[ -z $admin_email || $admin_email =~ ^[^@[:space:]]+@[^@[:space:]]+$ ]] ||
  usage_error "--admin-email must be an e-mail address"

((EUID == 0)) || die "run it as root (sudo deploy/install.sh ...)"
if ! command -v systemctl >/dev/null || [[ ! -d /run/systemd/system ]]; then
  die "systemd is not running on this machine: the site runs as systemd services"
fi

opt=/opt/procelia
releases=$opt/releases
current=$opt/current
etc=/etc/procelia
environment=$etc/environment
data_dir=/var/lib/procelia
backup_dir=/var/backups/procelia
unit_dir=/etc/systemd/system
nginx_conf=/etc/nginx/conf.d/procelia.conf
first_port=3001
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# --- Packages: nginx, PostgreSQL and the tools below come from Debian.
missing=()
for pair in nginx:nginx psql:postgresql openssl:openssl curl:curl git:git runuser:util-linux; do
  command -v "${pair%%:*}" >/dev/null || missing+=("${pair#*:}")
done
if ((${#missing[@]})); then
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" \
    >"$work/apt.log" 2>&1 || die "apt-get install ${missing[*]} failed: $(tail -n 1 "$work/apt.log")"
  say "packages: installed ${missing[*]}"
else
  say "packages: already done"
fi

# --- The machine's Node runs npm only (the site runs the Node that npm ci brings).
machine_node=$(node --version 2>/dev/null || true)
if ! [[ $machine_node =~ ^v([0-9]+)\. ]] || ((BASH_REMATCH[1] < 20)) || ! command -v npm >/dev/null; then
  die "npm needs Node.js 20 or later on the machine (found ${machine_node:-none}): install nodejs 20+ and npm, e.g. from NodeSource"
fi
say "node: checked $machine_node runs npm"

# --- System user and folders.
if getent passwd procelia >/dev/null; then
  say "user procelia: already done"
else
  useradd --system --user-group --home-dir /nonexistent --no-create-home \
    --shell /usr/sbin/nologin procelia
  say "user procelia: created (system user, no shell, no home)"
fi

# folder PATH OWNER MODE: creates or repairs it; prints nothing, returns 0 when it changed.
folder() {
  local state
  state=$(stat -c '%U:%G %a' "$1" 2>/dev/null || true)
  [[ $state != "$2:$2 $3" ]] || return 1
  mkdir -p "$1" && chown "$2:$2" "$1" && chmod "$3" "$1"
}
changed=()
folder "$opt" root 755 && changed+=("$opt")
folder "$releases" root 755 && changed+=("$releases")
folder "$etc" root 755 && changed+=("$etc")
folder "$data_dir" procelia 700 && changed+=("$data_dir")
folder "$backup_dir" procelia 700 && changed+=("$backup_dir")
if ((${#changed[@]})); then say "folders: made ${changed[*]}"; else say "folders: already done"; fi

# --- Settings: /etc/procelia/environment, made once from .env.example with new secrets.
# value NAME: the last NAME=... line of the environment file, quotes removed.
value() {
  sed -n "s/^[[:space:]]*$1=//p" "$environment" 2>/dev/null | tail -n 1 | sed "s/^[\"']//; s/[\"']\$//"
}
secret() { openssl rand -hex "$1"; }
pg_port=$(runuser -u postgres -- psql -XtAc 'show port' 2>/dev/null || true)
if [[ -f $environment ]]; then
  installed_url=$(value PUBLIC_SITE_URL)
  [[ -z $site_url || $site_url == "$installed_url" ]] ||
    die "$environment says PUBLIC_SITE_URL=$installed_url: change it there (then deploy/upgrade.sh builds for it), not with --site-url"
  site_url=$installed_url
  [[ -n $site_url ]] || die "PUBLIC_SITE_URL is not set in $environment"
  say "environment: already done ($environment kept)"
else
  [[ -n $site_url ]] || usage_error "the first run needs --site-url"
  [[ -n $pg_port ]] || die "PostgreSQL does not answer (systemctl start postgresql, or apt-get install postgresql)"
  # set NAME VALUE: the commented-out line of .env.example becomes the setting, else it is added.
  set_value() {
    if grep -q "^#\? \?$1=" "$work/environment"; then
      sed -i "0,/^#\? \?$1=.*/s||$1=$2|" "$work/environment"
    else
      printf '%s=%s\n' "$1" "$2" >>"$work/environment"
    fi
  }
  cp "$source_dir/.env.example" "$work/environment"
  set_value DATABASE_URL "postgres://procelia:$(secret 24)@127.0.0.1:$pg_port/procelia"
  set_value PUBLIC_SITE_URL "$site_url"
  set_value SECRETS_KEY "$(secret 32)"
  set_value ALTCHA_HMAC_KEY "$(secret 32)"
  set_value METRICS_TOKEN "$(secret 24)"
  set_value DATA_DIR "$data_dir"
  set_value BACKUP_DIR "$backup_dir"
  install -m 600 -o root -g root "$work/environment" "$environment"
  say "environment: written $environment (mode 0600; new DATABASE_URL password, SECRETS_KEY, ALTCHA_HMAC_KEY, METRICS_TOKEN)"
fi
host=${site_url#https://}
# The other name (example.be beside www.example.be, or the reverse) redirects to the site's.
if [[ $host == www.* ]]; then other_host=${host#www.}; else other_host=www.$host; fi

# --- PostgreSQL: a login role that owns its database, nothing more.
database_url=$(value DATABASE_URL)
[[ $database_url =~ ^postgres(ql)?://([^:@/]+):([^@/]+)@([^:/]+)(:([0-9]+))?/([^?]+) ]] ||
  die "DATABASE_URL in $environment is not postgres://USER:PASSWORD@HOST:PORT/DATABASE"
db_user=${BASH_REMATCH[2]} db_password=${BASH_REMATCH[3]} db_host=${BASH_REMATCH[4]}
db_name=${BASH_REMATCH[7]}
[[ $db_user =~ ^[a-z_][a-z0-9_]*$ && $db_name =~ ^[a-z_][a-z0-9_]*$ ]] ||
  die "DATABASE_URL's user and database must be plain lower-case names"
as_postgres() { runuser -u postgres -- psql -XtA -v ON_ERROR_STOP=1 "$@"; }
# role URL USER PASSWORD ATTRIBUTES: makes the login role, or gives it the password of URL when
# that does not open it; adds what it did to `made`.
role() {
  if [[ -z $(as_postgres -c "select 1 from pg_roles where rolname = '$2'") ]]; then
    # Through standard input: the password never shows in the process list.
    printf "create role %s login %s password '%s';\n" "$2" "$4" "$3" | as_postgres >/dev/null
    made+=("role $2")
  elif ! PGCONNECT_TIMEOUT=5 psql -XtA "$1" -c 'select 1' >/dev/null 2>&1; then
    printf "alter role %s password '%s';\n" "$2" "$3" | as_postgres >/dev/null
    made+=("role $2's password from the settings")
  fi
}
local_database=false
[[ ! $db_host =~ ^(127\.0\.0\.1|localhost|::1|\[::1\])$ ]] || local_database=true
if [[ $local_database == false ]]; then
  say "database: on $db_host, not this machine: role and database left to its administrator"
else
  [[ -n $pg_port ]] || die "PostgreSQL does not answer (systemctl start postgresql)"
  made=()
  role "$database_url" "$db_user" "$db_password" "nosuperuser nocreatedb nocreaterole noreplication"
  if [[ -z $(as_postgres -c "select 1 from pg_database where datname = '$db_name'") ]]; then
    as_postgres -c "create database $db_name owner $db_user" >/dev/null
    as_postgres -c "revoke all on database $db_name from public" >/dev/null
    made+=("database $db_name")
  fi
  if ((${#made[@]})); then
    say "database: made ${made[*]} (owner of its database, no superuser)"
  else
    say "database: already done"
  fi
fi

# --- Point-in-time recovery: PostgreSQL copies each finished WAL segment to an archive folder.
if [[ $wal_archive == true ]]; then
  [[ $local_database == true ]] || die "--wal-archive needs the database on this machine"
  pg_version=$(($(as_postgres -c 'show server_version_num') / 10000))
  pg_conf=$(dirname "$(as_postgres -c 'show config_file')")/conf.d/procelia-wal-archive.conf
  [[ -d ${pg_conf%/*} ]] || die "${pg_conf%/*} is missing: PostgreSQL's configuration has no conf.d"
  archive=/var/lib/postgresql/$pg_version/wal-archive
  # Never overwrites a segment already archived, and writes it to disk before naming it:
  # PostgreSQL recycles a segment once the command succeeded.
  cat >"$work/wal-archive.conf" <<CONF
# Written by deploy/install.sh --wal-archive (docs/operations/backups.md, point-in-time recovery).
wal_level = replica
archive_mode = on
archive_command = 'test ! -f $archive/%f && cp %p $archive/%f.part && sync $archive/%f.part && mv $archive/%f.part $archive/%f'
archive_timeout = 300
CONF
  made=()
  folder "$archive" postgres 700 && made+=("$archive")
  # Where the weekly base backup goes (procelia-base-backup.service may write only there).
  folder "${archive%/*}/base-backups" postgres 700 && made+=("${archive%/*}/base-backups")
  if ! cmp -s "$work/wal-archive.conf" "$pg_conf"; then
    install -m 644 -o root -g root "$work/wal-archive.conf" "$pg_conf"
    made+=("$pg_conf")
  fi
  if [[ $(as_postgres -c 'show archive_mode') != on || $(as_postgres -c 'show wal_level') == minimal ]]; then
    # archive_mode and wal_level take effect at a restart only.
    cluster=$(as_postgres -c 'show cluster_name')
    [[ -n $cluster ]] || die "PostgreSQL has no cluster_name: restart it yourself to start archiving"
    systemctl restart "postgresql@${cluster/\//-}"
    i=0
    until as_postgres -c 'select 1' >/dev/null 2>&1 || ((++i > 30)); do sleep 1; done
    made+=("(PostgreSQL restarted)")
  elif ((${#made[@]})); then
    as_postgres -c 'select pg_reload_conf()' >/dev/null
  fi
  if ((${#made[@]})); then say "wal archive: made ${made[*]}"; else say "wal archive: already done"; fi
fi

# --- The release: the checkout's commit, its own node_modules and a build for PUBLIC_SITE_URL.
git_in() { git -c safe.directory="$source_dir" -C "$source_dir" "$@"; }
commit=$(git_in rev-parse --verify --quiet HEAD 2>/dev/null) ||
  die "$source_dir is not a git checkout (git clone the site, then run deploy/install.sh from it)"
version=$(sed -n 's/^  "version": "\(.*\)",$/\1/p' "$source_dir/package.json")
[[ -n $version ]] || die "$source_dir/package.json has no version"
name=$version-${commit:0:7}
release=$releases/$name
# fingerprint DIR: the build-info fingerprint of the sources in DIR (scripts/build-info.mjs).
fingerprint() {
  # shellcheck disable=SC2016
  (cd "$1" && node --input-type=module -e \
    'const m = await import(`${process.cwd()}/scripts/build-info.mjs`); console.log(m.sourceFingerprint("."));')
}
# The address the build's pages were prerendered for: the home page's canonical link.
built_for() {
  sed -n 's/.*<link rel="canonical" href="\([^"]*\)".*/\1/p' "$1/build/client/index.html" 2>/dev/null |
    head -n 1 | sed 's|/$||'
}
if [[ -f $release/build/build-info.json && -x $release/node_modules/.bin/node ]]; then
  say "release $name: already done"
else
  [[ -z $(git_in status --porcelain --untracked-files=no) ]] ||
    say "release: note: uncommitted changes in $source_dir are not part of the release (commit $commit)"
  stage=$releases/.incoming-$$
  step_started=$SECONDS
  trap 'rm -rf "$work" "$stage"' EXIT
  mkdir "$stage"
  git_in archive --format=tar "$commit" | tar -x -C "$stage"
  # npm in STAGE: runs npm with its arguments, quietly, and stops the install when it fails.
  npm_in_stage() {
    (cd "$stage" && npm "$@" --no-audit --no-fund --loglevel=error >"$work/npm.log" 2>&1) ||
      die "npm $1 failed in $stage: $(tail -n 1 "$work/npm.log")"
  }
  # The site runs on its dependencies alone (the tools run from their bundles in build/cli):
  # the development ones are there only while the release is built.
  checkout_build=$source_dir/build/build-info.json
  if [[ -f $checkout_build ]] &&
    grep -q "\"sources\": \"$(fingerprint "$stage")\"" "$checkout_build" &&
    [[ $(built_for "$source_dir") == "$site_url" ]]; then
    npm_in_stage ci --omit=dev
    cp -a "$source_dir/build" "$stage/build"
    built="the checkout's build, made from the same sources for $site_url"
  else
    npm_in_stage ci
    build() {
      (cd "$stage" && BUILD_COMMIT=${commit:0:12} PUBLIC_SITE_URL=$site_url npm run build \
        >"$work/build.log" 2>&1)
    }
    # A prerender that timed out on a loaded machine is tried once more (as npm start does).
    build || build || die "the build failed in $stage: $(tail -n 1 "$work/build.log")"
    npm_in_stage prune --omit=dev
    built="built for $site_url"
  fi
  [[ -x $stage/node_modules/.bin/node ]] ||
    die "npm ci brought no node_modules/.bin/node (ignore-scripts set in npm's configuration?)"
  chown -R root:root "$stage"
  chmod -R go-w "$stage"
  mv -T "$stage" "$release"
  say "release $name: made in $release ($built; $((SECONDS - step_started)) s)"
fi

if [[ -L $current ]]; then
  running=$(basename "$(readlink "$current")")
  if [[ $running == "$name" ]]; then
    say "current: already done ($name)"
  else
    say "current: already done (it runs $running; deploy/upgrade.sh switches to $name)"
  fi
else
  ln -sfn "releases/$name" "$opt/.current-$$"
  mv -T "$opt/.current-$$" "$current"
  say "current: $current -> releases/$name"
fi

# --- systemd: the template and one instance per port.
# install_unit SOURCE TARGET: copies when different; returns 0 when it did.
install_unit() {
  if cmp -s "$1" "$2"; then return 1; fi
  install -m 644 -o root -g root "$1" "$2"
}
# The unit runs the release current points to, whatever path an older file named.
sed 's|/srv/procelia|/opt/procelia/current|g' "$current/deploy/procelia.service" >"$work/procelia@.service"
if install_unit "$work/procelia@.service" "$unit_dir/procelia@.service"; then
  systemctl daemon-reload
  if systemctl is-active --quiet 'procelia@*'; then
    say "systemd unit: updated $unit_dir/procelia@.service (restart the instances one at a time to apply it: deploy/upgrade.sh)"
  else
    say "systemd unit: installed $unit_dir/procelia@.service"
  fi
else
  say "systemd unit: already done"
fi

if [[ -z $instances ]]; then
  instances=$(grep -cE '^[[:space:]]*server 127\.0\.0\.1:[0-9]+' "$nginx_conf" 2>/dev/null || true)
  [[ $instances =~ ^[1-9]$ ]] || instances=2
fi
ports=()
for ((i = 0; i < instances; i++)); do ports+=($((first_port + i))); done
# ready PORT: /readyz answers 200 within two minutes (a first start migrates the database).
ready() {
  local deadline=$((SECONDS + 120))
  until curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$1/readyz" 2>/dev/null; do
    ((SECONDS < deadline)) && ! systemctl is-failed --quiet "procelia@$1" || return 1
    sleep 1
  done
}
# One at a time: the first migrates the database, the next ones find it done.
started=() enabled=()
step_started=$SECONDS
for port in "${ports[@]}"; do
  if ! systemctl is-enabled --quiet "procelia@$port" 2>/dev/null; then
    systemctl enable --quiet "procelia@$port" 2>/dev/null
    enabled+=("$port")
  fi
  if ! systemctl is-active --quiet "procelia@$port"; then
    systemctl start "procelia@$port" || die "procelia@$port did not start: journalctl -u procelia@$port"
    started+=("$port")
  fi
  ready "$port" || die "procelia@$port is not ready (GET /readyz): journalctl -u procelia@$port"
done
# Instances beyond --instances stop, after nginx no longer sends them anything (below).
extra=()
for wants in "$unit_dir"/multi-user.target.wants/procelia@*.service; do
  [[ -e $wants ]] || continue
  port=${wants##*@}
  port=${port%.service}
  [[ " ${ports[*]} " == *" $port "* ]] || extra+=("$port")
done
if ((${#started[@]} + ${#enabled[@]})); then
  say "instances: ${ports[*]} enabled and ready${started[*]:+ (started ${started[*]}; $((SECONDS - step_started)) s)}"
else
  say "instances: already done (${ports[*]} ready)"
fi

# --- Backup timers: every procelia-*.service and .timer of the release (the base backup's only
# with WAL archiving, which it needs).
backup_units=()
for path in "$current"/deploy/procelia-*.service "$current"/deploy/procelia-*.timer; do
  [[ -f $path ]] || continue
  unit=${path##*/}
  if [[ $unit == procelia-base-backup.* ]] &&
    ! compgen -G "/etc/postgresql/*/*/conf.d/procelia-wal-archive.conf" >/dev/null; then
    continue
  fi
  backup_units+=("$unit")
done
if ((${#backup_units[@]})); then
  changed=() enabled=()
  # The weekly restore test makes a scratch database: a role of its own may (CREATEDB), with
  # its settings in a file only that unit reads, so the instances never hold that right.
  restore_environment=$etc/restore-test.environment
  restore_dropin=$unit_dir/procelia-restore-test.service.d/restore-test-role.conf
  if [[ -f $current/deploy/procelia-restore-test.service && $local_database == true ]]; then
    if [[ ! -f $restore_environment ]]; then
      printf 'RESTORE_TEST_DATABASE_URL=postgres://%s_restore:%s@127.0.0.1:%s/%s\n' \
        "$db_user" "$(secret 24)" "$pg_port" "$db_name" >"$work/restore-test.environment"
      install -m 600 -o root -g root "$work/restore-test.environment" "$restore_environment"
      changed+=("$restore_environment")
    fi
    restore_url=$(sed -n 's/^RESTORE_TEST_DATABASE_URL=//p' "$restore_environment")
    [[ $restore_url =~ ^postgres://([a-z0-9_]+):([0-9a-f]+)@ ]] ||
      die "$restore_environment: RESTORE_TEST_DATABASE_URL is not postgres://USER:PASSWORD@..."
    made=()
    role "$restore_url" "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}" "createdb nosuperuser nocreaterole noreplication"
    if [[ $(as_postgres -c "select has_database_privilege('${BASH_REMATCH[1]}', '$db_name', 'connect')") != t ]]; then
      as_postgres -c "grant connect on database $db_name to ${BASH_REMATCH[1]}" >/dev/null
      made+=("connect")
    fi
    ((${#made[@]} == 0)) || changed+=("${made[@]}")
    mkdir -p "${restore_dropin%/*}"
    printf '[Service]\nEnvironmentFile=%s\n' "$restore_environment" >"$work/dropin.conf"
    install_unit "$work/dropin.conf" "$restore_dropin" && changed+=("$restore_dropin")
  fi
  for unit in "${backup_units[@]}"; do
    install_unit "$current/deploy/$unit" "$unit_dir/$unit" && changed+=("$unit")
    # RemoveIPC= would delete the postgres user's shared memory when such a unit stops, and with
    # it the running server's (PostgreSQL then refuses every new connection).
    if grep -q '^User=postgres' "$unit_dir/$unit"; then
      mkdir -p "$unit_dir/$unit.d"
      printf '[Service]\n# PostgreSQL runs as the same user: its shared memory must stay.\nRemoveIPC=no\n' \
        >"$work/keep-ipc.conf"
      install_unit "$work/keep-ipc.conf" "$unit_dir/$unit.d/keep-postgres-ipc.conf" &&
        changed+=("$unit.d/keep-postgres-ipc.conf")
    fi
  done
  ((${#changed[@]} == 0)) || systemctl daemon-reload
  for timer in "${backup_units[@]}"; do
    [[ $timer == *.timer ]] || continue
    if ! systemctl is-enabled --quiet "$timer" || ! systemctl is-active --quiet "$timer"; then
      systemctl enable --now --quiet "$timer"
      enabled+=("$timer")
    fi
  done
  if ((${#changed[@]} + ${#enabled[@]})); then
    say "backup timers: ${changed[*]:+installed ${changed[*]}}${enabled[*]:+; enabled ${enabled[*]}}"
  else
    say "backup timers: already done"
  fi
else
  say "backup timers: already done (this release has no backup units)"
fi

# --- The certificate nginx presents.
if [[ -n $cert ]]; then
  [[ -r $cert && -r $key ]] || die "cannot read $cert or $key"
  [[ $(openssl x509 -in "$cert" -noout -pubkey 2>/dev/null) == "$(openssl pkey -in "$key" -pubout 2>/dev/null)" ]] ||
    die "$key is not the private key of $cert"
  say "certificate: checked $cert (its key: $key)"
elif [[ $self_signed == true ]]; then
  cert=$etc/tls/$host.crt key=$etc/tls/$host.key
  if [[ -f $cert && -f $key ]]; then
    say "certificate: already done (self-signed, $cert)"
  else
    install -d -m 700 "$etc/tls"
    openssl req -x509 -newkey rsa:2048 -nodes -days 365 -subj "/CN=$host" \
      -addext "subjectAltName=DNS:$host,DNS:$other_host" -keyout "$key" -out "$cert" 2>"$work/openssl.log" ||
      die "openssl could not make a certificate: $(tail -n 1 "$work/openssl.log")"
    chmod 600 "$key"
    say "certificate: made a self-signed one for $host and $other_host (tests and trials only)"
  fi
elif [[ $certbot == true ]]; then
  command -v certbot >/dev/null ||
    die "certbot is not installed: apt-get install certbot python3-certbot-nginx"
  cert=/etc/letsencrypt/live/$host/fullchain.pem key=/etc/letsencrypt/live/$host/privkey.pem
  if [[ -f $cert ]]; then
    say "certificate: already done (Let's Encrypt, $cert)"
  else
    [[ -n $admin_email ]] || usage_error "--certbot needs --admin-email (Let's Encrypt's expiry notices)"
    systemctl is-active --quiet nginx || systemctl start nginx
    certbot certonly --nginx --non-interactive --agree-tos -m "$admin_email" \
      --cert-name "$host" -d "$host" -d "$other_host" >"$work/certbot.log" 2>&1 ||
      die "certbot failed: $(grep -m 1 -iE 'error|problem' "$work/certbot.log" || tail -n 1 "$work/certbot.log")"
    say "certificate: Let's Encrypt for $host and $other_host (certbot renews it)"
  fi
elif [[ -f $nginx_conf ]]; then
  cert=$(sed -n 's/^[[:space:]]*ssl_certificate[[:space:]]\+\([^;]*\);.*/\1/p' "$nginx_conf" | head -n 1)
  key=$(sed -n 's/^[[:space:]]*ssl_certificate_key[[:space:]]\+\([^;]*\);.*/\1/p' "$nginx_conf" | head -n 1)
  [[ -n $cert && -n $key ]] || die "$nginx_conf names no certificate: use --cert/--key, --certbot or --self-signed"
  say "certificate: already done ($cert)"
else
  usage_error "name the certificate: --cert FILE --key FILE, --certbot, or --self-signed (tests and trials)"
fi

# --- nginx: deploy/nginx.conf with the site's names, the certificate and one line per instance.
upstream=""
for port in "${ports[@]}"; do
  upstream+="    server 127.0.0.1:$port max_fails=1 fail_timeout=5s;"$'\n'
done
awk -v upstream="$upstream" -v host="$host" -v other="$other_host" -v cert="$cert" -v key="$key" '
  /^[[:space:]]*server 127\.0\.0\.1:[0-9]+ / { if (!done) printf "%s", upstream; done = 1; next }
  { gsub(/www\.example\.be/, "@SITE_HOST@"); gsub(/example\.be/, other); gsub(/@SITE_HOST@/, host) }
  /^[[:space:]]*ssl_certificate[[:space:]]/ { sub(/ssl_certificate[[:space:]].*;/, "ssl_certificate     " cert ";") }
  /^[[:space:]]*ssl_certificate_key[[:space:]]/ { sub(/ssl_certificate_key[[:space:]].*;/, "ssl_certificate_key " key ";") }
  { print }
' "$current/deploy/nginx.conf" >"$work/procelia.conf"
if cmp -s "$work/procelia.conf" "$nginx_conf"; then
  systemctl is-active --quiet nginx || systemctl start nginx
  say "nginx: already done ($nginx_conf)"
else
  [[ ! -f $nginx_conf ]] || cp -p "$nginx_conf" "$work/procelia.conf.before"
  # nginx makes the cache folders it is given, not their parent (Debian ships none).
  install -d -m 755 /var/cache/nginx
  install -m 644 -o root -g root "$work/procelia.conf" "$nginx_conf"
  if ! nginx -t >"$work/nginx-t.log" 2>&1; then
    if [[ -f $work/procelia.conf.before ]]; then cp -p "$work/procelia.conf.before" "$nginx_conf"; else rm -f "$nginx_conf"; fi
    die "nginx -t refused the configuration, the previous one is back: $(grep -m 1 emerg "$work/nginx-t.log" || tail -n 1 "$work/nginx-t.log")"
  fi
  systemctl enable --quiet nginx 2>/dev/null || true
  if systemctl is-active --quiet nginx; then systemctl reload nginx; else systemctl start nginx; fi
  say "nginx: $nginx_conf for $host (instances ${ports[*]}), checked by nginx -t and loaded"
fi
if ((${#extra[@]})); then
  for port in "${extra[@]}"; do systemctl disable --now --quiet "procelia@$port"; done
  say "instances: stopped and disabled ${extra[*]} (beyond --instances $instances)"
fi

# --- The first administrator, made with the project's users tool in the service's environment.
# cli ARGS...: runs a command-line tool as the instances run (user, settings, release).
cli() {
  systemd-run --quiet --wait --pipe --collect --service-type=exec \
    -p User=procelia -p Group=procelia -p EnvironmentFile="$environment" \
    -p WorkingDirectory="$current" --setenv=NODE_ENV=production \
    "$current/node_modules/.bin/node" scripts/cli-launcher.mjs "$@"
}
accounts=$(cli users list </dev/null 2>"$work/users.log" | sed -n 's/^\([0-9]\+\) account(s)$/\1/p') ||
  die "npm run users -- list failed: $(tail -n 1 "$work/users.log")"
[[ -n $accounts ]] || die "npm run users -- list said no count: $(tail -n 1 "$work/users.log")"
if ((accounts > 0)); then
  say "administrator: already done ($accounts account(s))"
elif [[ -z $admin_email ]]; then
  say "administrator: none yet: run this again with --admin-email EMAIL (or see docs/operations/install.md)"
else
  [[ -n $admin_user ]] || admin_user=$(printf '%s' "${admin_email%%@*}" | tr '[:upper:]' '[:lower:]' | tr -c 'a-z0-9._\n-' '-')
  [[ $admin_user =~ ^[a-z0-9._-]{3,64}$ ]] ||
    usage_error "--admin-user: 3 to 64 letters, digits, '.', '_' or '-' (default: the e-mail's part before the @)"
  if [[ -t 0 ]]; then
    read -rsp "Password of $admin_user (12 characters at least): " password && echo
  else
    IFS= read -r password || true
  fi
  [[ -n $password ]] || die "no password on standard input for the administrator"
  printf '%s\n' "$password" | cli users add "$admin_user" --password-stdin --email "$admin_email" \
    >"$work/users.log" 2>&1 || die "the administrator was not made: $(tail -n 1 "$work/users.log")"
  unset password
  say "administrator: $admin_user ($admin_email) made; sign in at $site_url/admin/login"
fi

# --- The site answers through nginx, on this machine.
status=$(curl -sk -o /dev/null -w '%{http_code}' --max-time 10 \
  --resolve "$host:443:127.0.0.1" "https://$host/readyz" || true)
[[ $status == 200 ]] || die "https://$host/readyz answers $status through nginx on this machine"
say "site: checked https://$host/readyz answers 200 through nginx"
