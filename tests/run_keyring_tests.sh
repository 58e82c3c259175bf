#!/usr/bin/env bash
# Only the tests marked `keyring`, against a real Secret Service (see scripts/test).
exec "$(dirname "$0")/../scripts/test" tests/test_keys.py -m keyring -q "$@"
