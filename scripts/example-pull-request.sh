#!/usr/bin/env bash
# The example repository's pull request (examples/: main holds catalogs/, the pull request
# pull-request-fix/'s hello-operator v1.3.0) as a git repository in DIR and the pull_request event
# GitHub would send for it in DIR.event.json, for the install-test workflow, which runs mode
# install-test on it as on a catalog repository's own pull request. On a runner it also sets
# EXAMPLE and EXAMPLE_EVENT in $GITHUB_ENV.
set -euo pipefail
dir=${1:?usage: example-pull-request.sh DIR}
here=$(cd "$(dirname "$0")/.." && pwd)
g() { git -C "$dir" -c user.name=example -c user.email=example@example.com "$@"; }
mkdir -p "$dir"
cp -R "$here/examples/catalogs" "$here/examples/.github" "$dir/"
g init -q -b main
g add -A
g commit -qm base
base=$(g rev-parse HEAD)
g checkout -q -b pull-request
cp -R "$here/examples/pull-request-fix/catalogs" "$dir/"
g commit -qam "hello-operator v1.3.0"
head=$(g rev-parse HEAD)
cat >"$dir.event.json" <<JSON
{
  "action": "synchronize",
  "repository": {"id": 1, "full_name": "example/catalogs"},
  "pull_request": {
    "number": 1,
    "user": {"login": "example"},
    "base": {"sha": "$base", "ref": "main", "repo": {"id": 1}},
    "head": {"sha": "$head", "ref": "pull-request", "repo": {"id": 1, "full_name": "example/catalogs"}}
  }
}
JSON
if [ -n "${GITHUB_ENV:-}" ]; then
  echo "EXAMPLE=$dir" >>"$GITHUB_ENV"
  echo "EXAMPLE_EVENT=$dir.event.json" >>"$GITHUB_ENV"
fi
