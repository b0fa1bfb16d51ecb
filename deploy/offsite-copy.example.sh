#!/usr/bin/env bash
# Example, not installed or run by anything: an encrypted copy of the newest backup on another
# machine, for the day this one is lost. The backups hold every lead (personal data), so they leave
# the machine encrypted, to a key whose private half is NOT on this machine.
#
# Once, on your own workstation:  age-keygen -o procelia-offsite.key   (keep it offline, e.g. in
# the company safe; it prints the public key, age1…). On the server: apt-get install age, and put
# the public key in OFFSITE_RECIPIENT below. The remote (an SSH account that can only write to its
# folder, e.g. rrsync) keeps as many days as your retention says; delete there as here.
#
# Run it after the nightly backup, e.g. a drop-in for procelia-backup.service:
#   [Service]
#   ExecStartPost=/opt/procelia/current/deploy/offsite-copy.example.sh
# (then give the unit ReadWritePaths and SSH access as your setup needs). With gpg instead of age:
#   gpg --batch --yes --trust-model always --recipient "$OFFSITE_GPG_KEY" --output "$sealed" --encrypt "$newest"
#
# To restore from it: copy the .age file back, `age --decrypt -i procelia-offsite.key FILE.age > FILE`,
# then npm run restore as docs/operations/backups.md says.
set -euo pipefail

BACKUP_DIR="${BACKUP_DIR:-/var/backups/procelia}"
OFFSITE_RECIPIENT="${OFFSITE_RECIPIENT:?set OFFSITE_RECIPIENT to the age public key (age1...)}"
OFFSITE_TARGET="${OFFSITE_TARGET:?set OFFSITE_TARGET to user@host:folder/}"

newest="$(find "$BACKUP_DIR" -maxdepth 1 -name 'procelia-*Z.*' -type f -printf '%f\n' | sort | tail -n 1)"
if [ -z "$newest" ]; then
  echo "No backup in $BACKUP_DIR to copy." >&2
  exit 1
fi

sealed="$(mktemp --tmpdir "${newest}.XXXXXX.age")"
trap 'rm -f "$sealed"' EXIT
age --encrypt --recipient "$OFFSITE_RECIPIENT" --output "$sealed" "$BACKUP_DIR/$newest"
# Only the encrypted file leaves; its name says which backup it is.
rsync --chmod=F600 --timeout=600 "$sealed" "$OFFSITE_TARGET$newest.age"
echo "Copied $newest encrypted to $OFFSITE_TARGET$newest.age"
