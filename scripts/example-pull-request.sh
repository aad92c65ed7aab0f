#!/usr/bin/env bash
# The example repository's pull request (examples/: main holds catalogs/, the pull request
# pull-request-fix/'s hello-operator v1.3.0) as a git repository in DIR and the pull_request event
# GitHub would send for it in DIR.event.json, for the install-test workflow, which runs mode
# install-test on it as on a catalog repository's own pull request. With MAP (written by
# scripts/example-bundles.sh: a catalog image reference, then the real bundle image's, a line), both
# commits carry the real images instead of the placeholders, and the configuration's
# allowedRegistries their repository, the catalogs otherwise as in examples/. On a runner it also
# sets EXAMPLE and EXAMPLE_EVENT in $GITHUB_ENV.
set -euo pipefail
dir=${1:?usage: example-pull-request.sh DIR [MAP]}
map=${2:-}
here=$(cd "$(dirname "$0")/.." && pwd)
g() { git -C "$dir" -c user.name=example -c user.email=example@example.com "$@"; }
# The catalogs' placeholder images replaced by MAP's, every one of them, or it fails.
real_images() {
  [ -n "$map" ] || return 0
  local old new re
  while read -r old new; do
    [ -n "$old" ] || continue
    re=$(printf '%s' "$old" | sed 's/[][\\.*^$|]/\\&/g')
    find "$dir/catalogs" -name '*.yaml' -exec sed -i "s|^image: ${re}\$|image: ${new}|" {} +
  done <"$map"
  if grep -rqF -f <(cut -d' ' -f1 "$map") "$dir/catalogs"; then
    echo "example-pull-request: $map does not replace every image it names" >&2
    exit 1
  fi
}
mkdir -p "$dir"
cp -R "$here/examples/catalogs" "$here/examples/.github" "$dir/"
real_images
if [ -n "$map" ]; then
  # The real images' repositories (REGISTRY/example) join the allowed registries.
  for r in $(cut -d' ' -f2 "$map" | sed 's|/[^/]*@.*$||' | sort -u); do
    sed -i "s|^  allowedRegistries:\$|&\n    - $r|" "$dir/.github/fbc-bot.yaml"
  done
fi
g init -q -b main
g add -A
g commit -qm base
base=$(g rev-parse HEAD)
g checkout -q -b pull-request
cp -R "$here/examples/pull-request-fix/catalogs" "$dir/"
real_images
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
