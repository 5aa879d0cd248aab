#!/usr/bin/env bash
# Runs the generated completion of gpu-planner-cli (tools/cli-docs) in each shell on typical command lines:
# bash through its completion function, fish through `complete -C`, zsh through its function with compadd and
# _describe replaced by stand-ins that print what they are given. A shell that is not installed is said and
# skipped; bash always runs.
# Usage: tests/shell_completion.sh DOCS_DIR (the build's tools/cli-docs/out)
set -euo pipefail
docs=$1
fail() { echo "FAIL: $*" >&2; exit 1; }

# --- bash ---
bash_complete() { # words...; prints the offers, one per line
    bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _gpu_planner_cli
             printf "%s\n" "${COMPREPLY[@]}"' _ "$docs/gpu-planner-cli.bash" "$@"
}
expect() { # what offers; the line each must contain (or, with !, must not)
    local what=$1 offers=$2
    shift 2
    for want in "$@"; do
        if [[ $want == !* ]]; then
            grep -qxF -- "${want#!}" <<< "$offers" && fail "$what offers ${want#!}: $offers"
        else
            grep -qxF -- "$want" <<< "$offers" || fail "$what does not offer $want; it offers: $(head -c 300 <<< "$offers")"
        fi
    done
    return 0
}
bash -n "$docs/gpu-planner-cli.bash" || fail "gpu-planner-cli.bash is not valid bash"
expect "bash: gpu-planner-cli <TAB>" "$(bash_complete gpu-planner-cli '')" gpus list compare plan catalog measurements '!add'
expect "bash: li<TAB>" "$(bash_complete gpu-planner-cli li)" list '!gpus'
expect "bash: plan <TAB>" "$(bash_complete gpu-planner-cli plan '')" add cost validate '!list'
expect "bash: --format <TAB>" "$(bash_complete gpu-planner-cli list --format '')" table json csv
expect "bash: --format=j<TAB>" "$(bash_complete gpu-planner-cli list --format = j)" json '!csv'
expect "bash: list --pro<TAB>" "$(bash_complete gpu-planner-cli list --pro)" --provider '!--providers'
expect "bash: cost --<TAB>" "$(bash_complete gpu-planner-cli cost --)" --pricing --months --format '!--gpu'
expect "bash: --provider aws,az<TAB>" "$(bash_complete gpu-planner-cli list --provider aws,az)" aws,azure
expect "bash: --gpu h100<TAB>" "$(bash_complete gpu-planner-cli list --gpu h100)" nvidia-h100-sxm5-80gb '!nvidia-a100-sxm4-80gb'
expect "bash: show aws/p5.4<TAB>" "$(bash_complete gpu-planner-cli show aws/p5.4)" aws/p5.48xlarge
expect "bash: a value is not a command" "$(bash_complete gpu-planner-cli --format json li)" list
expect "bash: --pricing <TAB>" "$(bash_complete gpu-planner-cli cost x --pricing '')" on-demand reserved-3y spot
expect "bash: --workload <TAB>" "$(bash_complete gpu-planner-cli recommend --workload '')" train inference
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
touch "$dir/project.gpuplan"
expect "bash: plan cost FILE<TAB>" "$(bash_complete gpu-planner-cli plan cost "$dir/proj")" "$dir/project.gpuplan"
expect "bash: --plan FILE<TAB>" "$(bash_complete gpu-planner-cli report --plan "$dir/proj")" "$dir/project.gpuplan"
echo "PASS: bash"

# --- fish ---
if command -v fish > /dev/null; then
    fish --no-execute "$docs/gpu-planner-cli.fish" || fail "gpu-planner-cli.fish is not valid fish"
    fish_complete() { fish -c 'source $argv[1]; complete -C $argv[2]' "$docs/gpu-planner-cli.fish" "$1" | cut -f1; }
    expect "fish: <TAB>" "$(fish_complete 'gpu-planner-cli ')" gpus list plan
    expect "fish: plan <TAB>" "$(fish_complete 'gpu-planner-cli plan ')" add cost validate
    expect "fish: --format <TAB>" "$(fish_complete 'gpu-planner-cli list --format ')" table json csv
    expect "fish: --gpu h100<TAB>" "$(fish_complete 'gpu-planner-cli list --gpu nvidia-h100')" nvidia-h100-sxm5-80gb
    expect "fish: show aws/p5.4<TAB>" "$(fish_complete 'gpu-planner-cli show aws/p5.4')" aws/p5.48xlarge
    expect "fish: list --<TAB>" "$(fish_complete 'gpu-planner-cli list --')" --provider --format
    echo "PASS: fish"
else
    echo "SKIP: fish not found (package fish); its completion was not run"
fi

# --- zsh ---
if command -v zsh > /dev/null; then
    zsh -n "$docs/_gpu-planner-cli" || fail "_gpu-planner-cli is not valid zsh"
    zsh_complete() { # the words; CURRENT is the last
        zsh -f -c '
            compadd() { while [[ $1 == -* && $1 != -- ]]; do [[ $1 == -M ]] && shift; shift; done; [[ $1 == -- ]] && shift; print -l -- "$@"; }
            _describe() { local d; for d in ${(P)${@[-1]}}; do print -r -- "${d%%:*}"; done; }
            _files() { print -r -- "(files)"; }
            _message() { :; }
            compset() { return 1; }
            autoload() { :; }
            source_file=$1; shift
            words=("$@"); CURRENT=$#
            source $source_file' _ "$docs/_gpu-planner-cli" "$@"
    }
    expect "zsh: <TAB>" "$(zsh_complete gpu-planner-cli '')" gpus list plan catalog
    expect "zsh: plan <TAB>" "$(zsh_complete gpu-planner-cli plan '')" add cost validate
    expect "zsh: --format <TAB>" "$(zsh_complete gpu-planner-cli list --format '')" table json csv
    expect "zsh: list --<TAB>" "$(zsh_complete gpu-planner-cli list --)" --provider --format '!--pricing'
    expect "zsh: show <TAB>" "$(zsh_complete gpu-planner-cli show '')" aws/p5.48xlarge
    expect "zsh: plan cost <TAB>" "$(zsh_complete gpu-planner-cli plan cost '')" '(files)'
    echo "PASS: zsh"
else
    echo "SKIP: zsh not found (package zsh); its completion was not run"
fi
