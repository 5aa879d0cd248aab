#!/usr/bin/env bash
# Builds the Debian package from a build folder (cpack -G DEB) and checks it: its name, its file list, its
# dependencies (from the binaries, plus the report's CJK font; nothing from CUDA), lintian with no error,
# desktop-file-validate and appstreamcli validate on the files inside it, and man on each page. A tool that is
# missing is said and its check skipped; without dpkg-deb the whole test is skipped.
# Usage: tests/debian_package.sh BUILD_DIR VERSION
set -euo pipefail
build=$1
version=$2
fail() { echo "FAIL: $*" >&2; exit 1; }
skip() { echo "SKIP: $*"; }
if ! command -v dpkg-deb > /dev/null || ! command -v dpkg-shlibdeps > /dev/null; then
    skip "dpkg-deb or dpkg-shlibdeps not found (package dpkg-dev): no Debian package was built"
    exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work" > "$work/cpack.log" 2>&1 || { cat "$work/cpack.log" >&2; fail "cpack -G DEB failed"; }
arch=$(dpkg --print-architecture)
deb=$work/gpu-planner_${version}_${arch}.deb
[ -f "$deb" ] || fail "cpack made no $(basename "$deb"): $(ls "$work")"

# The file list: both programs, the fetcher, the desktop integration, man pages, completion, docs.
dpkg-deb -c "$deb" | awk '{print $6}' | sed 's|^\./|/|' > "$work/files"
for f in /usr/bin/gpu-planner /usr/bin/gpu-planner-cli /usr/libexec/gpu-planner/gpu-planner-fetch \
         /usr/share/applications/gpu-planner.desktop /usr/share/icons/hicolor/scalable/apps/gpu-planner.svg \
         /usr/share/icons/hicolor/48x48/apps/gpu-planner.png /usr/share/icons/hicolor/256x256/apps/gpu-planner.png \
         /usr/share/mime/packages/gpu-planner.xml /usr/share/man/man1/gpu-planner-cli.1.gz \
         /usr/share/man/man1/gpu-planner.1.gz /usr/share/bash-completion/completions/gpu-planner-cli \
         /usr/share/zsh/vendor-completions/_gpu-planner-cli /usr/share/fish/vendor_completions.d/gpu-planner-cli.fish \
         /usr/share/doc/gpu-planner/copyright /usr/share/doc/gpu-planner/changelog.gz \
         /usr/share/doc/gpu-planner/CHANGELOG.md.gz; do
    grep -qxF "$f" "$work/files" || fail "the package lacks $f"
done
grep -q '^/usr/share/metainfo/.*\.metainfo\.xml$' "$work/files" || fail "the package has no AppStream metainfo"
outside=$(grep -v -e '^/usr/bin/' -e '^/usr/libexec/$' -e '^/usr/libexec/gpu-planner/' -e '^/usr/share/' -e '^/usr/$' "$work/files" || true)
[ -z "$outside" ] || fail "files outside /usr/bin, /usr/libexec/gpu-planner and /usr/share: $outside"
! grep -q 'gpu-probe' "$work/files" || fail "tools/gpu-probe (CUDA) is in the package"

# Its control fields: dependencies computed from the binaries, plus the CJK font.
depends=$(dpkg-deb -f "$deb" Depends)
for d in libqt6core6 libqt6widgets6 libqt6charts6 libqt6svg6 libspdlog fonts-wqy-microhei libc6; do
    [[ $depends == *"$d"* ]] || fail "Depends lacks $d: $depends"
done
[[ $depends != *cuda* ]] || fail "Depends names CUDA: $depends"
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "Version is $(dpkg-deb -f "$deb" Version), not $version"
[ "$(dpkg-deb -f "$deb" Package)" = "gpu-planner" ] || fail "Package is not gpu-planner"

# What is inside, checked by the tools that read it.
dpkg-deb -x "$deb" "$work/root"
# The licence, where packagers and software centres read it.
grep -qx 'License: GPL-3.0-or-later' "$work/root/usr/share/doc/gpu-planner/copyright" ||
    fail "the copyright file does not license the program as GPL-3.0-or-later"
grep -q '<project_license>GPL-3.0-or-later</project_license>' "$work"/root/usr/share/metainfo/*.metainfo.xml ||
    fail "the AppStream metainfo names no project_license"
if command -v lintian > /dev/null; then
    lintian --allow-root "$deb" > "$work/lintian.log" 2>&1 || true
    cat "$work/lintian.log"
    if grep -q '^E: ' "$work/lintian.log"; then fail "lintian found errors in $(basename "$deb")"; fi
    echo "lintian: no errors"
else
    skip "lintian not found (package lintian): the package was not checked by it"
fi
if command -v desktop-file-validate > /dev/null; then
    desktop-file-validate "$work/root/usr/share/applications/gpu-planner.desktop" || fail "desktop-file-validate refused the desktop entry"
else
    skip "desktop-file-validate not found (package desktop-file-utils)"
fi
if command -v appstreamcli > /dev/null; then
    appstreamcli validate --no-net "$work"/root/usr/share/metainfo/*.metainfo.xml || fail "appstreamcli validate refused the metainfo"
else
    skip "appstreamcli not found (package appstream)"
fi
if command -v man > /dev/null; then
    for page in gpu-planner-cli gpu-planner; do
        text=$(MANWIDTH=80 LC_ALL=C.UTF-8 man --warnings -l "$work/root/usr/share/man/man1/$page.1.gz" 2> "$work/man.log")
        [ ! -s "$work/man.log" ] || { cat "$work/man.log" >&2; fail "man warned about $page.1"; }
        grep -q "^NAME" <<< "$text" || fail "man $page shows no NAME section"
    done
else
    skip "man not found (package man-db)"
fi
echo "PASS: $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB, $(wc -l < "$work/files") entries)"
