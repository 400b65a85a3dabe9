#!/usr/bin/env bash
# Set up what Korttipöytä needs on a Debian or Ubuntu machine, once: what the system lacks of
# the libraries Qt loads, a font and a C compiler for the Skruuvi searches (apt-get, asked of
# the system by what the program needs: scripts/system_needs.sh), a virtual environment in
# .venv with the package in it (editable, so edits to the code need no reinstall), and the
# searches compiled. Stamps in .venv record what was done: a later run with nothing changed
# does no apt or pip work, asks for no password and needs no network.
#
#   bash scripts/setup.sh          what playing needs (scripts/run.sh)
#   bash scripts/setup.sh test     the same, the test tools and the screen-reader test's
#                                  programs (scripts/test.sh)
#   bash scripts/setup.sh build    the same, PyInstaller, binutils and the shared libpython
#                                  (scripts/build.sh)
#
# One line per step on stderr. apt's, pip's and the compiler's own output is appended, under
# the date, to build/setup-apt.log, build/setup-pip.log and build/setup-native.log, so a failed
# step's log survives the next run; a failing step names its log. PYTHON picks another
# interpreter (3.11 or newer) for a new .venv.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/system_needs.sh

purpose=${1:-play}
case $purpose in
  play) extras=(compile) ;;
  test | build) extras=(compile "$purpose") ;;
  *)
    echo "usage: bash scripts/setup.sh [play|test|build]" >&2
    exit 2
    ;;
esac

say() { echo "setup: $*" >&2; }

# step [--brief] LOG WHAT ESTIMATE COMMAND...: one line saying what runs and about how long,
# the command's output appended to build/setup-LOG.log, and on failure that log's path and,
# unless --brief, the last lines of this run's output.
step() {
  local brief=""
  if [[ $1 == --brief ]]; then
    brief=1
    shift
  fi
  local log=build/setup-$1.log what=$2 estimate=$3 started=$SECONDS before
  shift 3
  mkdir -p build
  before=0
  [[ ! -f $log ]] || before=$(wc -l <"$log")
  printf '\n==== %s  %s: %s\n' "$(date '+%F %T')" "$what" "$*" >>"$log"
  printf 'setup: %s (%s) ... ' "$what" "$estimate" >&2
  if "$@" >>"$log" 2>&1 </dev/null; then
    echo "done in $((SECONDS - started)) s" >&2
    return 0
  fi
  echo "FAILED after $((SECONDS - started)) s" >&2
  [[ -n $brief ]] || tail -n "+$((before + 1))" "$log" | tail -n 12 | sed 's/^/    /' >&2
  say "the whole output is in $PWD/$log"
  return 1
}

# The interpreter's facts (system_needs.sh: python_facts), read once and only when needed.
python=${PYTHON:-python3}
[[ -x .venv/bin/python ]] && python=.venv/bin/python
facts_read=""
read_facts() {
  [[ -z $facts_read ]] || return 0
  facts_read=1
  if ! command -v "$python" >/dev/null; then
    py_version="" py_venv=1 # python3 and python3-venv come with the system packages
    return 0
  fi
  eval "$(python_facts "$python")"
  if [[ $(printf '%s\n' "$py_version" 3.11 | sort -V | head -n 1) != 3.11 ]]; then
    say "Korttipöytä needs Python 3.11 or newer, and $python is $py_version."
    echo "Install a newer one (for example python3.11 and python3.11-venv) and run again with" >&2
    echo "    PYTHON=python3.11 bash scripts/$([[ $purpose == play ]] && echo run || echo "$purpose").sh" >&2
    exit 1
  fi
}

# The Skruuvi searches compiled by mypyc (scripts/build_native.py), once per change of their
# sources or of pyproject.toml. The stamp holds that digest and how it ended: "compiled",
# "failed" (the compiler refused; tried again when the sources change) or "no-compiler", with
# the compiler and Python.h looked for, so that a later start that finds them compiles then.
native_stamp=.venv/skruuvi-native.stamp
searches=skruuvi_gui/bots/skruuvi
native_sources=("$searches"/{relative,solver,misere,cardplay,guessed_exchange}.py) # searches.COMPILED_MODULES
native_digest=$(cat pyproject.toml "${native_sources[@]}" | sha256sum)
native_digest=${native_digest%% *}
stamped_native="" native_state="" stamped_cc="" stamped_header=""
if [[ -f $native_stamp ]]; then
  { read -r stamped_native && read -r native_state && read -r stamped_cc &&
    read -r stamped_header; } <"$native_stamp" || true
fi
compile_due=""
if [[ $stamped_native != "$native_digest" || -z $native_state ]]; then # or stamped by an older set-up
  compile_due=sources
elif [[ $native_state == no-compiler ]] && can_compile "$stamped_cc" "$stamped_header"; then
  compile_due=compiler
fi

# What the system lacks, as needs (system_needs.sh): those the program cannot start without,
# and those it plays or tests without, offered once per .venv (.venv/skruuvi-offered.stamp).
offered_stamp=.venv/skruuvi-offered.stamp
offered=$(cat "$offered_stamp" 2>/dev/null || true)
mapfile -t required < <(
  library_needs
  font_needs
)
if [[ ! -x .venv/bin/python ]]; then
  read_facts
  if [[ -z $py_version ]]; then
    required+=("$python python3" "ensurepip python3-venv")
  else
    mapfile -t -O "${#required[@]}" required < <(venv_needs)
  fi
fi
if [[ $purpose == build ]]; then
  read_facts
  if [[ -n $py_version && -z $py_libpython ]]; then
    say "PyInstaller needs a Python with a shared libpython; $python is built without one"
    echo "(for pyenv: PYTHON_CONFIGURE_OPTS=--enable-shared pyenv install <version>)" >&2
    exit 1
  fi
  mapfile -t -O "${#required[@]}" required < <(build_needs)
fi
compile_needs=() screen_reader=()
if [[ $compile_due == sources && $native_state != no-compiler ]]; then
  read_facts
  [[ -z $py_version ]] || mapfile -t compile_needs < <(compiler_needs)
fi
if [[ $purpose == test && $offered != *screen-reader* ]]; then
  mapfile -t screen_reader < <(screen_reader_needs)
fi

# apt-get update and install, as root or through sudo. Without either, the command for root,
# and a stop when the program cannot start without the packages.
apt_install() {
  "$@" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    -o Dpkg::Use-Pty=0 "${packages[@]}"
}
root_line() { echo "apt-get update && apt-get install -y --no-install-recommends $*"; }
if ((${#required[@]} + ${#compile_needs[@]} + ${#screen_reader[@]})); then
  as_root=() can_root=1
  if [[ $(id -u) -ne 0 ]]; then
    as_root=(sudo)
    if ! command -v sudo >/dev/null; then
      can_root=""
    elif ! sudo -n true 2>/dev/null; then
      if [[ -t 0 ]]; then
        say "system packages are missing; sudo installs them"
        sudo -v || can_root=""
      else
        can_root=""
      fi
    fi
  fi
  if [[ -n $can_root ]]; then
    step apt "updating apt's package lists" "a few seconds" "${as_root[@]}" apt-get update -q ||
      say "going on with the package lists there are"
  fi
  mapfile -t packages < <(printf '%s\n' "${required[@]}" "${compile_needs[@]}" "${screen_reader[@]}" |
    choose_packages)
  if [[ -z $can_root ]]; then
    if ((${#required[@]})); then
      say "missing system packages: ${packages[*]}"
      echo "Installing them needs root, and sudo is not there or refused. Run this as root (for" >&2
      echo "example after 'su -'), then run this script again:" >&2
      echo "    $(root_line "${packages[@]}")" >&2
      exit 1
    fi
    if ((${#screen_reader[@]})); then
      mapfile -t packages < <(printf '%s\n' "${screen_reader[@]}" | choose_packages)
      say "the screen-reader test is skipped without ${packages[*]}; as root: $(root_line "${packages[@]}")"
    fi
  else
    count="${#packages[@]} system packages"
    ((${#packages[@]} > 1)) || count="one system package"
    if ! step apt "installing $count with apt-get: ${packages[*]}" "about a minute" \
      apt_install "${as_root[@]}" && ((${#required[@]})); then
      # Again without the packages the program plays or tests without: they may be the cause.
      optional=$((${#compile_needs[@]} + ${#screen_reader[@]}))
      mapfile -t packages < <(printf '%s\n' "${required[@]}" | choose_packages)
      if ((optional == 0)) || ! step apt "installing what the program needs: ${packages[*]}" \
        "about a minute" apt_install "${as_root[@]}"; then
        say "to do it by hand, as root: $(root_line "${packages[@]}")"
        exit 1
      fi
    fi
  fi
fi

# The package in .venv: skipped when the stamp matches pyproject.toml and holds every extra
# asked for; otherwise installed with those extras and, if pyproject.toml is unchanged, the
# ones installed before. "done" is pip's exit status: it found and installed every
# requirement.
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
    # A venv that failed half-way (no ensurepip) has a python but no pip: start over next time.
    step pip "creating the virtual environment .venv with $python" "a few seconds" \
      "$python" -m venv .venv || {
      rm -rf .venv
      exit 1
    }
  fi
  joined=${extras[*]}
  if ! step pip "installing Korttipöytä and PySide6 with the ${joined// / and } tools into .venv" \
    "about a minute the first time" env PIP_NO_INPUT=1 PIP_DISABLE_PIP_VERSION_CHECK=1 \
    .venv/bin/python -m pip install --progress-bar off -e ".[${joined// /,}]"; then
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

# The DDS double-dummy library (scripts/dds-requirements.txt), once per change of that file:
# endplay's wheel without its dependencies, of which only the library file is used. The stamp
# holds the file's digest and how it ended ("installed", or "failed": no wheel for this Python
# or processor, or no network; the bots then solve with the pure search).
dds_stamp=.venv/skruuvi-dds.stamp
dds_digest=$(sha256sum scripts/dds-requirements.txt)
dds_digest=${dds_digest%% *}
if [[ $(head -n 1 "$dds_stamp" 2>/dev/null) != "$dds_digest" ]]; then
  if step --brief pip "installing the DDS double-dummy library" "a few seconds" \
    env PIP_NO_INPUT=1 PIP_DISABLE_PIP_VERSION_CHECK=1 .venv/bin/python -m pip install \
    --progress-bar off --no-deps --only-binary=:all: --require-hashes \
    -r scripts/dds-requirements.txt; then
    printf '%s\n%s\n' "$dds_digest" installed >"$dds_stamp"
  else
    say "the Skruuvi bots solve with the pure search, more slowly, without the DDS library"
    printf '%s\n%s\n' "$dds_digest" failed >"$dds_stamp"
  fi
fi
if ((${#screen_reader[@]})); then
  echo screen-reader >>"$offered_stamp"
fi

# The searches: compiled when due and possible; without a compiler one line saying what is
# missing and how to add it (the compiler's traceback, if any, stays in the log).
native_done() { printf '%s\n' "$native_digest" "$1" "$py_cc" "$py_header" >"$native_stamp"; }
if [[ -n $compile_due ]]; then
  python=.venv/bin/python facts_read=""
  read_facts
  if can_compile "$py_cc" "$py_header"; then
    if step --brief native "compiling the Skruuvi searches" "about 20 seconds" \
      .venv/bin/python scripts/build_native.py; then
      native_done compiled
    else
      say "the Skruuvi bots search in pure Python, more slowly, until their sources change"
      native_done failed
    fi
  else
    mapfile -t packages < <(compiler_needs | choose_packages)
    missing=$(compiler_needs | cut -d' ' -f1 | paste -sd' ')
    how=""
    ((${#packages[@]} == 0)) || how="as root: apt-get install -y --no-install-recommends ${packages[*]}; "
    [[ -n $py_system || -f $py_header ]] || how+="$py_header comes with the build of that Python; "
    say "the Skruuvi bots search in pure Python, more slowly, without $missing (${how}the next" \
      "start compiles them)"
    native_done no-compiler
  fi
fi
