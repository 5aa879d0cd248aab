#!/usr/bin/env bash
# Installs the build into a temporary prefix and checks the desktop integration there: the programs, the
# desktop entry (it opens plans: MimeType), the icon (SVG and PNG sizes) and the plan MIME type (*.gpuplan). Where the tools are
# present, update-mime-database must accept the MIME XML and resolve *.gpuplan to the type, and
# desktop-file-validate the entry; a missing tool is said and skipped.
# Usage: tests/desktop_integration.sh BUILD_DIR
set -euo pipefail
build=$1
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$prefix" > /dev/null
share=$prefix/share
[ -x "$prefix/bin/gpu-planner-cli" ] || fail "bin/gpu-planner-cli is not installed"
desktop=$share/applications/gpu-planner.desktop
if [ -x "$build/app/gui/gpu-planner" ]; then
    [ -x "$prefix/bin/gpu-planner" ] || fail "bin/gpu-planner is not installed"
fi
[ -f "$desktop" ] || fail "share/applications/gpu-planner.desktop is not installed"
# --version answers without a display (a terminal over SSH), from both programs.
for program in gpu-planner-cli gpu-planner; do
    [ -x "$prefix/bin/$program" ] || continue
    version=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$prefix/bin/$program" --version 2>&1) || fail "$program --version failed: $version"
    # The first line is "PROGRAM VERSION" (scripts read it); the licence is stated with it.
    [[ $(head -n1 <<< "$version") =~ ^$program\ [0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "$program --version says: $version"
    grep -q '^License GPL-3.0-or-later' <<< "$version" || fail "$program --version names no licence: $version"
done
[ -f "$share/icons/hicolor/scalable/apps/gpu-planner.svg" ] || fail "the scalable icon is not installed"
if [ -x "$build/app/gui/gpu-planner" ]; then
    # Each PNG size, and the size its header states (width and height, big-endian, from byte 16).
    for size in 16 22 24 32 48 64 128 256; do
        png=$share/icons/hicolor/${size}x${size}/apps/gpu-planner.png
        [ -f "$png" ] || fail "the ${size}x${size} icon is not installed"
        read -r w h <<< "$(od -An -tu4 --endian=big -j16 -N8 "$png")"
        [ "$w" = "$size" ] && [ "$h" = "$size" ] || fail "$png is ${w}x${h}, not ${size}x${size}"
    done
fi
mime=$share/mime/packages/gpu-planner.xml
[ -f "$mime" ] || fail "share/mime/packages/gpu-planner.xml is not installed"
grep -qx 'MimeType=application/x-gpu-planner-plan;' "$desktop" || fail "$desktop: no MimeType for plans"
grep -qx 'Exec=gpu-planner %f' "$desktop" || fail "$desktop: Exec does not pass the file"
grep -q '<glob pattern="\*.gpuplan"/>' "$mime" || fail "$mime: no *.gpuplan glob"

if command -v update-mime-database > /dev/null; then
    XDG_DATA_DIRS="$share:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}" update-mime-database "$share/mime" 2> "$prefix/mime.log" || { cat "$prefix/mime.log" >&2; fail "update-mime-database refused $mime"; }
    [ ! -s "$prefix/mime.log" ] || { cat "$prefix/mime.log" >&2; fail "update-mime-database warned about $mime"; }
    [ -f "$share/mime/application/x-gpu-planner-plan.xml" ] || fail "update-mime-database made no x-gpu-planner-plan type"
    grep -q '^application/x-gpu-planner-plan:\*\.gpuplan$' "$share/mime/globs" || fail "*.gpuplan is not in the MIME globs"
else
    echo "SKIP: update-mime-database not found (package shared-mime-info); the MIME XML was not checked by it"
fi
if command -v desktop-file-validate > /dev/null; then
    desktop-file-validate "$desktop" || fail "desktop-file-validate refused $desktop"
else
    echo "SKIP: desktop-file-validate not found (package desktop-file-utils); the entry was not checked by it"
fi
echo "PASS: desktop integration installed under a temporary prefix"
