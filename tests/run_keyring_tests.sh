#!/usr/bin/env bash
# Run the tests marked `keyring` against a real Secret Service: a private D-Bus session with a
# gnome-keyring daemon whose login keyring is created and unlocked with a throwaway password.
# Needs: gnome-keyring, dbus (Debian/Ubuntu: apt-get install -y gnome-keyring dbus-x11).
set -euo pipefail
cd "$(dirname "$0")/.."
PYTEST="${PYTEST:-pytest}"
for tool in dbus-run-session gnome-keyring-daemon; do
  command -v "$tool" >/dev/null || { echo "run_keyring_tests.sh: $tool is not installed" >&2; exit 1; }
done
# A throwaway home keeps the test keyring away from the user's own ~/.local/share/keyrings.
KEYRING_HOME="$(mktemp -d)"
trap 'rm -rf "$KEYRING_HOME"' EXIT
export KEYRING_HOME PYTEST
exec dbus-run-session -- bash -c '
  export XDG_DATA_HOME="$KEYRING_HOME/data" XDG_RUNTIME_DIR="$KEYRING_HOME/run"
  mkdir -p "$XDG_DATA_HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
  eval "$(printf "pw\n" | gnome-keyring-daemon --unlock --components=secrets)"
  export GNOME_KEYRING_CONTROL
  LTM_CHAT_REAL_KEYRING=1 $PYTEST tests/test_keys.py -m keyring -q "$@"
' bash "$@"
