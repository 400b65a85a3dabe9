#!/bin/sh
# Add Korttipöytä to the desktop's application menu, for this user, from wherever this folder
# was unpacked. Run it again after moving the folder; remove the entry with --remove.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
entry="$apps/skruuvi-gui.desktop"
if [ "${1:-}" = "--remove" ]; then
  rm -f "$entry"
  echo "removed $entry"
  exit 0
fi
mkdir -p "$apps"
sed "s|@BUNDLE@|$here|g" "$here/skruuvi-gui.desktop" > "$entry"
chmod 644 "$entry"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$apps" || true
echo "installed $entry"
