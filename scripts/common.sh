#!/usr/bin/env bash
# Shared set-up for scripts/run and scripts/test: install missing Debian packages, configure, build.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# Debian 12 packages the build, the tests and the GUI need.
GP_PACKAGES=(
    cmake ninja-build g++ pkg-config clang-format
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    libqt6svg6 libqt6opengl6-dev qt6-qpa-plugins libgl-dev
    nlohmann-json3-dev libspdlog-dev
    fonts-dejavu-core
    fonts-wqy-microhei
)

# What ./scripts/test adds: the second compiler (clang, in CI), its linker (lld: the suite's some 80 test
# programs link four times faster than with GNU ld, which the build falls back to without it), and the tools
# the packaging and desktop tests run (each test says SKIP where one is missing): the Debian package
# (dpkg-dev, file, lintian), the desktop files (desktop-file-utils, appstream, shared-mime-info), the man
# pages (man-db, groff-base) and the shell completion (bash-completion, zsh, fish).
GP_TEST_PACKAGES=(
    clang-14 lld
    dpkg-dev file lintian
    desktop-file-utils appstream shared-mime-info
    man-db groff-base
    bash-completion zsh fish
)

gp_missing_packages() {
    local missing=()
    for p in "${GP_PACKAGES[@]}" "$@"; do
        if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$p")
        fi
    done
    echo "${missing[@]:-}"
}

# gp_install_packages [EXTRA...]: GP_PACKAGES and these.
gp_install_packages() {
    local missing
    missing="$(gp_missing_packages "$@")"
    if [[ -z "${missing// /}" ]]; then
        return 0
    fi
    echo "Installing missing Debian packages: ${missing}"
    local sudo=()
    if [[ "$(id -u)" -ne 0 ]]; then
        sudo=(sudo)
    fi
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -qq
    # shellcheck disable=SC2086
    "${sudo[@]}" apt-get install -y -qq --no-install-recommends ${missing}
}

# gp_build PRESET: configure (once) and build the given CMake preset.
gp_build() {
    local preset="$1"
    cd "$ROOT"
    local builddir="$ROOT/build/$preset"
    if [[ ! -f "$builddir/CMakeCache.txt" ]]; then
        cmake --preset "$preset"
    fi
    cmake --build --preset "$preset"
}
