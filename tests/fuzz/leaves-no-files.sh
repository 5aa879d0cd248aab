#!/bin/sh
# Runs one replay (the binary and its arguments) with a fresh TMPDIR and fails when anything is left in it.
set -u
dir=$(mktemp -d) || exit 1
TMPDIR=$dir "$@" >/dev/null || { rm -rf "$dir"; exit 1; }
left=$(ls -A "$dir")
rm -rf "$dir"
if [ -n "$left" ]; then
    echo "left in TMPDIR: $left"
    exit 1
fi
