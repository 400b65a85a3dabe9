# What Korttipöytä needs from a Debian or Ubuntu system, asked of the system itself (the
# dynamic linker's cache, the font folders, the programs and headers on disk), never of package
# names, which releases rename: Debian 13 and Ubuntu 24.04 renamed libglib2.0-0 to
# libglib2.0-0t64, and the old name there is only another package's alias, so dpkg never calls
# it installed. For what is missing, the package to install is chosen by the names that
# resolve on the running release. Sourced by setup.sh; tests/test_setup_script.py runs it
# against recorded outputs of Debian 12 and 13 and Ubuntu 22.04 and 24.04.
#
# Each need is one line: what is missing, then the packages that bring it, newest name first.
# Each function succeeds whatever it finds (setup.sh runs them under set -e).

# The shared libraries that Qt's xcb platform plugin, its GL integrations and the Qt libraries
# the program loads link to directly (readelf -d, NEEDED) and PySide6 does not carry, with the
# packages that provide them. The packages' own dependencies bring what these link to.
QT_LIBRARIES='
libEGL.so.1               libegl1
libGL.so.1                libgl1
libX11.so.6               libx11-6
libX11-xcb.so.1           libx11-xcb1
libdbus-1.so.3            libdbus-1-3
libfontconfig.so.1        libfontconfig1
libfreetype.so.6          libfreetype6
libglib-2.0.so.0          libglib2.0-0t64 libglib2.0-0
libgthread-2.0.so.0       libglib2.0-0t64 libglib2.0-0
libxcb.so.1               libxcb1
libxcb-cursor.so.0        libxcb-cursor0
libxcb-glx.so.0           libxcb-glx0
libxcb-icccm.so.4         libxcb-icccm4
libxcb-image.so.0         libxcb-image0
libxcb-keysyms.so.1       libxcb-keysyms1
libxcb-randr.so.0         libxcb-randr0
libxcb-render.so.0        libxcb-render0
libxcb-render-util.so.0   libxcb-render-util0
libxcb-shape.so.0         libxcb-shape0
libxcb-shm.so.0           libxcb-shm0
libxcb-sync.so.1          libxcb-sync1
libxcb-util.so.1          libxcb-util1
libxcb-xfixes.so.0        libxcb-xfixes0
libxcb-xkb.so.1           libxcb-xkb1
libxkbcommon.so.0         libxkbcommon0
libxkbcommon-x11.so.0     libxkbcommon-x11-0
libz.so.1                 zlib1g
libzstd.so.1              libzstd1
libstdc++.so.6            libstdc++6
'

# The libraries of QT_LIBRARIES the dynamic linker does not know, for this machine's
# architecture (a 32-bit copy on a 64-bit machine does not count).
library_needs() {
  local arch tag soname line
  arch=$(uname -m)
  case $arch in
    x86_64) tag=x86-64 ;;
    aarch64) tag=AArch64 ;;
    *) tag="" ;;
  esac
  local -A known=()
  while read -r soname line; do
    [[ $line == "("*"$tag"*")"* ]] && known[$soname]=1
  done < <(PATH=$PATH:/usr/sbin:/sbin ldconfig -p 2>/dev/null)
  while read -r soname line; do
    [[ -z $soname || -n ${known[$soname]:-} ]] || echo "$soname $line"
  done <<<"$QT_LIBRARIES"
}

# A font for Qt to draw with, looked for as font files.
font_needs() {
  local folder
  for folder in /usr/share/fonts /usr/local/share/fonts "${XDG_DATA_HOME:-${HOME:-/nonexistent}/.local/share}/fonts"; do
    [[ -d $folder ]] || continue
    [[ -n $(find "$folder" -type f \( -name '*.ttf' -o -name '*.otf' -o -name '*.ttc' \
      -o -name '*.pfb' \) -print -quit 2>/dev/null) ]] && return 0
  done
  echo "a-font fonts-dejavu-core"
}

# Facts about the interpreter $1 that the needs below are read from, as shell assignments:
# py_version (3.X), py_system (1 when it is the distribution's own, under /usr), py_venv (1
# when it can make virtual environments), py_cc (its C compiler), py_header (its Python.h),
# py_libpython (the shared libpython PyInstaller bundles, empty when it is linked statically)
# and py_libdir (where its own build keeps that library).
python_facts() {
  "$1" - <<'EOF'
import importlib.util, shlex, sys, sysconfig
cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
shared = sysconfig.get_config_var("Py_ENABLE_SHARED")
facts = {
    "py_version": "%d.%d" % sys.version_info[:2],
    "py_system": "1" if sys.base_prefix == "/usr" else "",
    "py_venv": "1" if importlib.util.find_spec("ensurepip") else "",
    "py_cc": cc,
    "py_header": sysconfig.get_paths()["include"] + "/Python.h",
    "py_libpython": (sysconfig.get_config_var("INSTSONAME") or "") if shared else "",
    "py_libdir": sysconfig.get_config_var("LIBDIR") or "",
}
for name, value in facts.items():
    print(f"{name}={shlex.quote(value)}")
EOF
}

# What making the virtual environment needs (python_facts read first).
venv_needs() {
  [[ -n $py_venv ]] || echo "ensurepip python$py_version-venv python3-venv"
}

# What compiling the searches needs: a C compiler, the C library's headers and Python's.
compiler_needs() {
  command -v "$py_cc" >/dev/null || echo "$py_cc gcc"
  [[ -f /usr/include/stdio.h ]] || echo "stdio.h libc6-dev"
  if [[ ! -f $py_header ]]; then # an interpreter of its own has its headers beside it
    [[ -n $py_system ]] && echo "Python.h python$py_version-dev python3-dev" || echo Python.h
  fi
  return 0
}

# Whether compiling the searches is possible now: compiler_needs without asking Python.
can_compile() { # CC HEADER
  command -v "$1" >/dev/null && [[ -f /usr/include/stdio.h && -f $2 ]]
}

# What building the bundle needs: objdump, and the shared libpython PyInstaller puts in it.
build_needs() {
  command -v objdump >/dev/null || echo "objdump binutils"
  [[ -z $py_libpython || -f $py_libdir/$py_libpython ]] && return 0
  PATH=$PATH:/usr/sbin:/sbin ldconfig -p 2>/dev/null | grep -q "^[[:space:]]*$py_libpython " ||
    echo "$py_libpython libpython${py_version}t64 libpython$py_version"
}

# What the screen-reader test needs: a virtual X display, D-Bus, the AT-SPI bus, and pyatspi
# for the system's Python.
screen_reader_needs() {
  command -v Xvfb >/dev/null || echo "Xvfb xvfb"
  command -v dbus-run-session >/dev/null || echo "dbus-run-session dbus-daemon dbus"
  [[ -x /usr/libexec/at-spi-bus-launcher ]] || echo "at-spi-bus-launcher at-spi2-core"
  /usr/bin/python3 -c "import pyatspi" 2>/dev/null || echo "pyatspi python3-pyatspi"
}

# The packages for the needs on stdin, one each, without repeats: the first of a need's
# names that the release has a version of (apt-cache policy: a candidate), else its last name,
# which apt still installs through the newer package that provides it.
choose_packages() {
  local -a needs=() names=()
  local -A available=() chosen=()
  local line name candidate
  while read -r line; do
    [[ -n $line ]] || continue
    needs+=("$line")
    read -r -a fields <<<"$line"
    names+=("${fields[@]:1}")
  done
  ((${#needs[@]})) || return 0
  while IFS= read -r line; do
    if [[ $line =~ ^([^[:space:]]+):$ ]]; then
      name=${BASH_REMATCH[1]}
    elif [[ $line =~ ^[[:space:]]+Candidate:\ (.*)$ ]]; then
      candidate=${BASH_REMATCH[1]}
      [[ $candidate == "(none)" ]] || available[$name]=1
    fi
  done < <(LC_ALL=C apt-cache policy "${names[@]}" 2>/dev/null)
  for line in "${needs[@]}"; do
    read -r -a fields <<<"$line"
    ((${#fields[@]} > 1)) || continue # nothing the release installs brings it
    name=${fields[-1]}
    for candidate in "${fields[@]:1}"; do
      if [[ -n ${available[$candidate]:-} ]]; then
        name=$candidate
        break
      fi
    done
    [[ -n ${chosen[$name]:-} ]] || echo "$name"
    chosen[$name]=1
  done
}
