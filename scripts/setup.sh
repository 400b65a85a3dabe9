#!/usr/bin/env bash
# Set up what Korttipöytä needs on a Debian or Ubuntu machine, once: the system libraries Qt
# loads (apt-get), a virtual environment in .venv and the package in it (editable, so edits to
# the code need no reinstall). A stamp in .venv records the pyproject.toml it was installed
# from and with which extras: a later run with nothing changed returns at once, offline.
#
#   bash scripts/setup.sh          what playing needs (scripts/run.sh)
#   bash scripts/setup.sh test     the same and the test tools (scripts/test.sh)
#   bash scripts/setup.sh build    the same, PyInstaller and binutils (scripts/build.sh)
#
# One line per step on stderr; apt's and pip's own output goes to build/setup.log, which is
# named, with its last lines, when a step fails. PYTHON picks another interpreter (>= 3.11).
set -euo pipefail
cd "$(dirname "$0")/.."

purpose=${1:-play}
case $purpose in
  play) extras=(compile) ;;
  test | build) extras=(compile "$purpose") ;;
  *)
    echo "usage: bash scripts/setup.sh [play|test|build]" >&2
    exit 2
    ;;
esac

packages=(
  python3 python3-venv
  libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libfreetype6 libdbus-1-3
  libglib2.0-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0
  libxcb-shape0 libxcb-xkb1 libxcb-randr0 libx11-xcb1 fonts-dejavu-core
)
[[ $purpose == build ]] && packages+=(binutils) # objdump: the bundle is trimmed by what links

log=$PWD/build/setup.log

say() { echo "setup: $*" >&2; }

# step WHAT ESTIMATE COMMAND...: one line saying what runs and about how long, the command's
# output in the log, and on failure the log's end and its path.
step() {
  local what=$1 estimate=$2 started=$SECONDS
  shift 2
  if [[ -z ${log_begun:-} ]]; then # each run that has work to do starts a new log
    mkdir -p "${log%/*}"
    : >"$log"
    log_begun=1
  fi
  printf 'setup: %s (%s) ... ' "$what" "$estimate" >&2
  echo "==> $what: $*" >>"$log"
  if "$@" >>"$log" 2>&1 </dev/null; then
    echo "done in $((SECONDS - started)) s" >&2
    return 0
  fi
  echo "FAILED after $((SECONDS - started)) s" >&2
  tail -n 12 "$log" | sed 's/^/    /' >&2
  say "the whole output is in $log"
  return 1
}

# The packages of the list that dpkg does not have installed (none when this is not a
# dpkg-based system: there the Qt libraries are the user's to install).
missing_packages() {
  command -v dpkg-query >/dev/null || return 0
  local -A installed=()
  local name status
  while read -r name status; do
    [[ $status == ii ]] && installed[$name]=1
  done < <(dpkg-query -W -f='${Package} ${db:Status-Abbrev}\n' "${packages[@]}" 2>/dev/null || true)
  for name in "${packages[@]}"; do
    [[ -n ${installed[$name]:-} ]] || echo "$name"
  done
}

apt_install() {
  "$@" apt-get update -q
  "$@" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    -o Dpkg::Use-Pty=0 "${missing[@]}"
}

mapfile -t missing < <(missing_packages)
if ((${#missing[@]})); then
  command_line="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
  as_root=()
  if [[ $(id -u) -ne 0 ]]; then
    if ! command -v sudo >/dev/null; then
      say "missing system packages: ${missing[*]}"
      echo "Installing them needs root, and there is no sudo here. Run this as root (for" >&2
      echo "example after 'su -'), then run this script again:" >&2
      echo "    $command_line" >&2
      exit 1
    fi
    as_root=(sudo)
    say "installing system packages with sudo: ${missing[*]}"
    if ! sudo -v; then
      say "sudo refused. Run this as root, then run this script again:"
      echo "    $command_line" >&2
      exit 1
    fi
  fi
  count="${#missing[@]} system packages"
  ((${#missing[@]} > 1)) || count="one system package"
  if ! step "installing $count with apt-get" "about a minute" apt_install "${as_root[@]}"; then
    say "to do it by hand, as root: $command_line"
    exit 1
  fi
fi

# The package in .venv: skipped when the stamp matches pyproject.toml and holds every extra
# asked for; otherwise installed with those extras and, if pyproject.toml is unchanged, the
# ones installed before.
install_package() {
  stamp=.venv/skruuvi-setup.stamp
  digest=$(sha256sum pyproject.toml)
  digest=${digest%% *}
  stamped_digest="" stamped_extras=""
  if [[ -x .venv/bin/python && -f $stamp ]]; then
    { read -r stamped_digest && read -r stamped_extras; } <"$stamp" || true
  fi
  if [[ $stamped_digest == "$digest" ]]; then
    lacking=0
    for extra in "${extras[@]}"; do
      [[ " $stamped_extras " == *" $extra "* ]] || lacking=1
    done
    ((lacking)) || return 0
    for extra in $stamped_extras; do
      [[ " ${extras[*]} " == *" $extra "* ]] || extras+=("$extra")
    done
  fi

  if [[ ! -x .venv/bin/python ]]; then
    python=${PYTHON:-python3}
    # A venv that failed half-way (no ensurepip) has a python but no pip: start over next time.
    step "creating the virtual environment .venv with $python" "a few seconds" \
      "$python" -m venv .venv || {
      rm -rf .venv
      exit 1
    }
    step "updating pip in .venv" "a few seconds" \
      .venv/bin/python -m pip install --progress-bar off --upgrade pip
  fi
  target=. what="Korttipöytä and PySide6"
  if ((${#extras[@]})); then
    joined=${extras[*]}
    target=".[${joined// /,}]"
    what+=" with the ${joined// / and } tools"
  fi
  if ! step "installing $what into .venv" "about a minute the first time" \
    .venv/bin/python -m pip install --progress-bar off -e "$target"; then
    say "pip needs the package index the first time and after pyproject.toml changes"
    if [[ $purpose == play && -n $stamped_digest ]]; then
      say "starting with what .venv had before; the next start tries again"
      return 0
    fi
    exit 1
  fi
  printf '%s\n%s\n' "$digest" "${extras[*]}" >"$stamp"
}
install_package

# The Skruuvi searches compiled by mypyc (scripts/build_native.py), once per change of their
# sources or of pyproject.toml: the stamp holds the digest last compiled, or tried, so a
# machine without a C compiler tries once and then plays with the pure searches, slower.
native_stamp=.venv/skruuvi-native.stamp
searches=skruuvi_gui/bots/skruuvi
native_sources=("$searches"/{relative,solver,misere,cardplay,guessed_exchange}.py) # searches.COMPILED_MODULES
native_digest=$(cat pyproject.toml "${native_sources[@]}" | sha256sum)
native_digest=${native_digest%% *}
if [[ ! -f $native_stamp || $(<"$native_stamp") != "$native_digest" ]]; then
  step "compiling the Skruuvi searches" "about 20 seconds" \
    .venv/bin/python scripts/build_native.py ||
    say "the Skruuvi bots search in pure Python, more slowly (no C compiler?)"
  echo "$native_digest" >"$native_stamp"
fi
