#!/usr/bin/env bash
# README's commands on a fresh minimal root of a Debian release, as a new user meets them. Not
# part of CI: it needs root, debootstrap and the Debian mirror, and takes 5 to 10 minutes.
#
#   bash scripts/check_fresh_linux.sh RELEASE [FOLDER]     RELEASE: bookworm, trixie, ...
#   USERS=plain bash scripts/check_fresh_linux.sh RELEASE    only the user without sudo
#
# It builds a minimal root (debootstrap --variant=minbase, with git python3 python3-venv sudo;
# kept in FOLDER/RELEASE/base for the next run), and in two fresh copies of it clones this
# repository's HEAD for a user and runs, as that user, on an offscreen Qt:
#   - "sudoer", with passwordless sudo: run.sh (the first start sets up), run.sh again with
#     the package index unreachable (it must do no apt and no pip work), test.sh, build.sh;
#   - "plain", without sudo: run.sh, which stops with a command for root; root runs that
#     command; then run.sh, run.sh again as above, and test.sh.
# It prints a table (release, user, command, result, seconds) and keeps each command's output,
# and what the release answered to the set-up's questions (ldconfig -p, apt-cache policy,
# dpkg-query, before and after the first start), in FOLDER/RELEASE/ (default:
# /var/tmp/korttipoyta-fresh-linux).
set -euo pipefail
release=${1:?usage: bash scripts/check_fresh_linux.sh RELEASE [FOLDER]}
work=${2:-/var/tmp/korttipoyta-fresh-linux}/$release
repo=$(cd "$(dirname "$0")/.." && pwd)
mirror=${MIRROR:-http://deb.debian.org/debian}
[[ $(id -u) -eq 0 ]] || {
  echo "check_fresh_linux: run this as root (debootstrap and chroot need it)" >&2
  exit 1
}
command -v debootstrap >/dev/null || {
  echo "check_fresh_linux: needs debootstrap (apt-get install debootstrap)" >&2
  exit 1
}
mkdir -p "$work/logs" "$work/records"
rows=()

if [[ ! -f $work/base/.complete ]]; then
  rm -rf "$work/base"
  echo "check_fresh_linux: debootstrap $release (a few minutes)" >&2
  debootstrap --variant=minbase --include=git,python3,python3-venv,sudo "$release" \
    "$work/base" "$mirror" >"$work/logs/debootstrap.log" 2>&1
  touch "$work/base/.complete"
fi

mounted=()
unmount_all() {
  local point
  for point in "${mounted[@]}"; do
    umount "$point" 2>/dev/null || umount -l "$point"
  done
  mounted=()
}
trap unmount_all EXIT

# fresh_root USER: a copy of the base with the user and a clone of the repository.
fresh_root() {
  local user=$1 root=$work/$1
  rm -rf "$root"
  cp -a "$work/base" "$root"
  for point in proc dev dev/shm; do
    case $point in
      proc) mount -t proc proc "$root/proc" ;;
      dev) mount --bind /dev "$root/dev" ;;
      dev/shm) mount -t tmpfs shm "$root/dev/shm" ;;
    esac
    mounted=("$root/$point" "${mounted[@]}")
  done
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  # pip's settings for the whole machine go along, with the certificates they name (a machine
  # that reaches the package index through a proxy of its own).
  if [[ -f /etc/pip.conf ]]; then
    cp /etc/pip.conf "$root/etc/pip.conf"
    local certificates
    certificates=$(sed -n 's/^cert *= *//p' /etc/pip.conf)
    if [[ -f $certificates ]]; then
      mkdir -p "$root${certificates%/*}"
      cp "$certificates" "$root$certificates"
    fi
  fi
  chroot "$root" useradd --create-home --shell /bin/bash "$user"
  if [[ $user == sudoer ]]; then
    echo "$user ALL=(ALL) NOPASSWD:ALL" >"$root/etc/sudoers.d/$user"
  fi
  git clone --quiet "$repo" "$root/home/$user/korttipoyta"
  chroot "$root" chown -R "$user:$user" "/home/$user/korttipoyta"
}

# what the release answers to the set-up's questions, into records/NAME-*.txt
record() {
  local root=$work/$1 name=$2 version packages
  version=$(chroot "$root" python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')
  # shellcheck source=scripts/system_needs.sh
  packages=$(source "$repo/scripts/system_needs.sh" && awk '{$1=""; print}' <<<"$QT_LIBRARIES")
  packages+=" fonts-dejavu-core gcc libc6-dev python3-dev python3-venv python$version-dev
    python$version-venv binutils libpython$version libpython${version}t64 xvfb dbus-daemon dbus
    at-spi2-core python3-pyatspi"
  read -r -a packages <<<"$(tr ' \n' '\n\n' <<<"$packages" | sort -u | paste -sd' ')"
  chroot "$root" ldconfig -p >"$work/records/$name-ldconfig.txt"
  chroot "$root" dpkg-query -W -f='${Package} ${db:Status-Abbrev}\n' "${packages[@]}" \
    >"$work/records/$name-dpkg-query.txt" 2>/dev/null || true
  chroot "$root" env LC_ALL=C apt-cache policy "${packages[@]}" \
    >"$work/records/$name-apt-cache-policy.txt" 2>/dev/null || true
}

# as USER NAME COMMAND: COMMAND run by USER in the clone, its output in logs/USER-NAME.log;
# sets $status and $seconds.
as() {
  local user=$1 name=$2 command=$3 started=$EPOCHREALTIME
  status=0
  chroot "$work/$user" su - "$user" -c \
    "cd korttipoyta && export QT_QPA_PLATFORM=offscreen && $command" \
    </dev/null >"$work/logs/$user-$name.log" 2>&1 || status=$?
  seconds=$(((${EPOCHREALTIME/./} - ${started/./}) / 10000))
  seconds=$(printf '%d.%02d' $((seconds / 100)) $((seconds % 100)))
}

apt_runs() { grep -c '^Start-Date' "$work/$1/var/log/apt/history.log" 2>/dev/null || true; }

# row USER COMMAND RESULT: a line of the table.
row() { rows+=("$(printf '%-9s %-7s %-44s %-46s %8s' "$release" "$1" "$2" "$3" "$seconds")"); }

# start USER NAME: the first or a later start, drawing the table into a picture.
start() {
  local user=$1 name=$2 before result offline=""
  before=$(apt_runs "$user")
  [[ $name == second-start ]] && offline="PIP_NO_INDEX=1 PIP_INDEX_URL=http://127.0.0.1:9/simple "
  as "$user" "$name" "${offline}bash scripts/run.sh --screenshot /tmp/$name.png --moves 3"
  if ((status)); then
    result="exit $status"
  elif [[ ! -s $work/$user/tmp/$name.png ]]; then
    result="no picture"
  else
    result="table drawn"
  fi
  result+=", apt runs: $(($(apt_runs "$user") - before))"
  grep -q 'compiling the Skruuvi searches.*done' "$work/logs/$user-$name.log" &&
    result+=", compiled"
  row "$user" "${offline:+(offline) }run.sh --screenshot" "$result"
}

# tests USER: test.sh, with pytest's summary line.
tests() {
  as "$1" tests "bash scripts/test.sh"
  local summary
  summary=$(grep -E '^[0-9]+ (passed|failed)|^=+ .*(passed|failed)' "$work/logs/$1-tests.log" |
    tail -n 1 | tr -d '=' | sed 's/^ *//; s/ in [0-9.]*s.*//')
  row "$1" "test.sh" "exit $status${summary:+, $summary}"
}

# The user with passwordless sudo: first start, second start offline, tests, bundle.
check_sudoer() {
  fresh_root sudoer
  record sudoer fresh
  start sudoer first-start
  record sudoer set-up
  start sudoer second-start
  tests sudoer
  as sudoer build "bash scripts/build.sh"
  bundle=$(grep -o '[0-9.]* MB unpacked' "$work/logs/sudoer-build.log" || true)
  row sudoer "build.sh" "exit $status${bundle:+, bundle $bundle}"
  unmount_all
}

# The user without sudo: first start, root's command, first and second start, tests.
check_plain() {
  fresh_root plain
  start plain first-start
  root_line=$(sed -n 's/^    \(apt-get update && .*\)/\1/p' "$work/logs/plain-first-start.log")
  if [[ $root_line == apt-get* ]]; then
    started=$EPOCHREALTIME
    status=0
    chroot "$work/plain" bash -c "$root_line" >"$work/logs/root-command.log" 2>&1 </dev/null ||
      status=$?
    seconds=$(((${EPOCHREALTIME/./} - ${started/./}) / 10000))
    seconds=$(printf '%d.%02d' $((seconds / 100)) $((seconds % 100)))
    row root "the command printed for root" "exit $status"
    start plain after-root
    start plain second-start
    tests plain
  else
    row plain "(no command for root printed)" "FAILED"
  fi
  unmount_all
}

for user in ${USERS:-sudoer plain}; do
  "check_$user"
done

printf '%-9s %-7s %-44s %-46s %8s\n' release user command result seconds
printf '%s\n' "${rows[@]}" | tee "$work/table.txt"
echo "check_fresh_linux: outputs in $work/logs, the release's answers in $work/records" >&2
