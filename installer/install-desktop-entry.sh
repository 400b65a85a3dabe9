#!/bin/sh
# Add Korttipöytä to the desktop's application menu, for this user, from wherever this folder
# was unpacked, and let a double-click on a game record (.korttipoyta) open it there. Run it
# again after moving the folder; remove all of it with --remove.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data="${XDG_DATA_HOME:-$HOME/.local/share}"
apps="$data/applications"
mime="$data/mime"
icons="$data/icons/hicolor/256x256/apps"
entry="$apps/skruuvi-gui.desktop"
records="$mime/packages/skruuvi-gui.xml"
icon="$icons/skruuvi-gui.png"

# The desktop learns of the entry and the records' type from these caches, where it has them.
refresh() {
  if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$apps" ]; then
    update-desktop-database "$apps" || true
  fi
  if command -v update-mime-database >/dev/null 2>&1 && [ -d "$mime/packages" ]; then
    update-mime-database "$mime" || true
  fi
}

if [ "${1:-}" = "--remove" ]; then
  rm -f "$entry" "$records" "$icon"
  refresh
  echo "removed $entry and $records"
  exit 0
fi
mkdir -p "$apps" "$mime/packages" "$icons"
sed "s|@BUNDLE@|$here|g" "$here/skruuvi-gui.desktop" > "$entry"
cp "$here/skruuvi-gui-mime.xml" "$records"
cp "$here/skruuvi-gui.png" "$icon"
chmod 644 "$entry" "$records" "$icon"
refresh
echo "installed $entry and $records"
