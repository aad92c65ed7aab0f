#!/usr/bin/env bash
# Real bundle images for the example repository's bundles (examples/catalogs and the pull request's
# pull-request-fix/), whose catalog images are placeholders no registry serves: for each olm.bundle
# of the example catalogs, a minimal registry+v1 bundle (a CSV named as the bundle, its version, the
# replaces and skips of its channel entry, AllNamespaces, one deployment running the public
# registry.k8s.io/pause image as its own ServiceAccount; metadata/annotations.yaml with the
# package, its channels and default channel), built with umoci and pushed with skopeo to
# REGISTRY/example/hello-operator-bundle (plain HTTP: the kind cluster's registry on the runner's
# loopback, or a test's). Writes MAP, one line per bundle: the catalog's image reference, then the
# pushed one by digest; scripts/example-pull-request.sh DIR MAP puts those in the example's catalogs.
set -euo pipefail
registry=${1:?usage: example-bundles.sh REGISTRY MAP}
map=${2:?usage: example-bundles.sh REGISTRY MAP}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One line per bundle, fields separated by |: name, package, version, image, replaces, skips (comma-separated),
# channels (comma-separated), default channel. The example's YAML is block style, one key a line.
bundles() {
  awk '
    function flush() {
      if (schema == "olm.package") deflt[name] = dc
      if (schema == "olm.bundle" && !(name in image)) { image[name] = img; pkg[name] = p; ver[name] = v; order[++n] = name }
      schema = name = img = p = v = dc = ""; entry = ""
    }
    /^---/ { flush(); next }
    /^schema: / { schema = $2; next }
    /^name: / { name = $2; next }
    /^package: / { p = $2; next }
    /^image: / { img = $2; next }
    /^defaultChannel: / { dc = $2; next }
    /^    version: / && schema == "olm.bundle" { v = $2; next }
    /^- name: / && schema == "olm.channel" { entry = $3; if (index("," chans[entry] ",", "," name ",") == 0) chans[entry] = chans[entry] (chans[entry] ? "," : "") name; next }
    /^  replaces: / && entry != "" { if (!(entry in repl)) repl[entry] = $2; next }
    /^  - / && entry != "" { s = $2; if (index("," skips[entry] ",", "," s ",") == 0) skips[entry] = skips[entry] (skips[entry] ? "," : "") s; next }
    END {
      flush()
      for (i = 1; i <= n; i++) { b = order[i]; printf "%s|%s|%s|%s|%s|%s|%s|%s\n", b, pkg[b], ver[b], image[b], repl[b], skips[b], chans[b], deflt[pkg[b]] }
    }
  ' "$@"
}

csv() {
  local name=$1 version=$2 replaces=$3 skips=$4
  cat <<YAML
apiVersion: operators.coreos.com/v1alpha1
kind: ClusterServiceVersion
metadata:
  name: $name
  annotations:
    capabilities: Basic Install
spec:
  displayName: Hello Operator
  description: Says hello to every namespace (fbc-bot's install-test example; it only sleeps).
  provider:
    name: fbc-bot example
  maturity: stable
  version: $version
YAML
  [ -n "$replaces" ] && echo "  replaces: $replaces"
  if [ -n "$skips" ]; then
    echo "  skips:"
    tr ',' '\n' <<<"$skips" | sed 's/^/  - /'
  fi
  cat <<'YAML'
  installModes:
  - type: OwnNamespace
    supported: false
  - type: SingleNamespace
    supported: false
  - type: MultiNamespace
    supported: false
  - type: AllNamespaces
    supported: true
  install:
    strategy: deployment
    spec:
      permissions:
      - serviceAccountName: hello-operator
        rules:
        - apiGroups: [""]
          resources: [configmaps]
          verbs: [get, list, watch]
      deployments:
      - name: hello-operator
        spec:
          replicas: 1
          selector:
            matchLabels:
              app: hello-operator
          template:
            metadata:
              labels:
                app: hello-operator
            spec:
              serviceAccountName: hello-operator
              containers:
              - name: hello
                image: registry.k8s.io/pause:3.10
YAML
}

annotations() {
  local package=$1 channels=$2 default=$3
  cat <<YAML
annotations:
  operators.operatorframework.io.bundle.mediatype.v1: registry+v1
  operators.operatorframework.io.bundle.manifests.v1: manifests/
  operators.operatorframework.io.bundle.metadata.v1: metadata/
  operators.operatorframework.io.bundle.package.v1: $package
  operators.operatorframework.io.bundle.channels.v1: $channels
  operators.operatorframework.io.bundle.channel.default.v1: $default
YAML
}

: >"$map"
layout="$work/layout"
umoci init --layout "$layout"
while IFS="|" read -r name package version image replaces skips channels default; do
  if [ -z "$package" ] || [ -z "$version" ] || [ -z "$image" ] || [ -z "$channels" ] || [ -z "$default" ]; then
    echo "example-bundles: $name: the example catalogs do not give its package, version, image and channels" >&2
    exit 1
  fi
  tag="v$version"
  umoci new --image "$layout:$tag"
  umoci unpack --rootless --image "$layout:$tag" "$work/$tag"
  mkdir -p "$work/$tag/rootfs/manifests" "$work/$tag/rootfs/metadata"
  csv "$name" "$version" "$replaces" "$skips" >"$work/$tag/rootfs/manifests/$package.clusterserviceversion.yaml"
  annotations "$package" "$channels" "$default" >"$work/$tag/rootfs/metadata/annotations.yaml"
  umoci repack --image "$layout:$tag" "$work/$tag"
  umoci config --image "$layout:$tag" \
    --config.label operators.operatorframework.io.bundle.mediatype.v1=registry+v1 \
    --config.label operators.operatorframework.io.bundle.manifests.v1=manifests/ \
    --config.label operators.operatorframework.io.bundle.metadata.v1=metadata/ \
    --config.label "operators.operatorframework.io.bundle.package.v1=$package" \
    --config.label "operators.operatorframework.io.bundle.channels.v1=$channels" \
    --config.label "operators.operatorframework.io.bundle.channel.default.v1=$default"
  repo="$registry/example/$package-bundle"
  skopeo copy --quiet --dest-tls-verify=false --digestfile "$work/digest" "oci:$layout:$tag" "docker://$repo:$tag"
  printf '%s %s@%s\n' "$image" "$repo" "$(cat "$work/digest")" >>"$map"
  echo "$name: $repo@$(cat "$work/digest")"
done < <(bundles "$here"/examples/pull-request-fix/catalogs/*/*/catalog.yaml "$here"/examples/catalogs/*/*/catalog.yaml)
