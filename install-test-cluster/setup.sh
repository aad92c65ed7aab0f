#!/usr/bin/env bash
# A kind cluster for fbc-bot's install test, on a GitHub runner (docker, kind, kubectl, skopeo and
# curl are on ubuntu-latest): kind's local-registry pattern (a registry container on the kind
# network, published on the runner's loopback as localhost:REGISTRY_PORT), so that one image name,
# localhost:5001/... by default, is where `fbc-bot publish-image` pushes on the runner and where
# the cluster pulls (containerd and catalogd/operator-controller are told that it is the registry
# container, over plain HTTP), the catalog images copied into it, then OLM v1 (operator-controller's release install.sh, which installs
# cert-manager first) and/or OLM classic (operator-lifecycle-manager's release install.sh), each at
# a pinned release. Inputs come from the environment (install-test-cluster/action.yml sets them).
set -euo pipefail

: "${OLM:=v1}" "${OLM_V1_VERSION:=v1.11.0}" "${OLM_CLASSIC_VERSION:=v0.28.0}"
: "${CLUSTER_NAME:=fbc-install}" "${REGISTRY_PORT:=5001}" "${IMAGES:=}" "${KIND_NODE_IMAGE:=}"
REGISTRY=kind-registry

[[ "$REGISTRY_PORT" =~ ^[0-9]{1,5}$ ]] || { echo "registry-port: \"$REGISTRY_PORT\" is not a port" >&2; exit 2; }
case "$OLM" in v1 | classic | both) ;; *) echo "olm: \"$OLM\" is not v1, classic or both" >&2; exit 2 ;; esac
for v in "$OLM_V1_VERSION" "$OLM_CLASSIC_VERSION"; do
  [[ "$v" =~ ^v[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "\"$v\" is not a release tag (vX.Y.Z)" >&2; exit 2; }
done

echo "::group::registry ${REGISTRY} on 127.0.0.1:${REGISTRY_PORT}"
if [ "$(docker inspect -f '{{.State.Running}}' "$REGISTRY" 2>/dev/null || true)" != true ]; then
  docker run -d --restart=always -p "127.0.0.1:${REGISTRY_PORT}:5000" --network bridge --name "$REGISTRY" registry:2
fi
echo "::endgroup::"

echo "::group::kind cluster ${CLUSTER_NAME}"
# containerd reads a registry's host configuration from /etc/containerd/certs.d (written below).
kind create cluster --name "$CLUSTER_NAME" ${KIND_NODE_IMAGE:+--image "$KIND_NODE_IMAGE"} --wait 120s --config=- <<'KIND'
kind: Cluster
apiVersion: kind.x-k8s.io/v1alpha4
containerdConfigPatches:
  - |-
    [plugins."io.containerd.grpc.v1.cri".registry]
      config_path = "/etc/containerd/certs.d"
KIND
# Both names of the registry lead to it: localhost:PORT (the one the plan's catalog image uses) and kind-registry:5000.
for node in $(kind get nodes --name "$CLUSTER_NAME"); do
  for host in "localhost:${REGISTRY_PORT}" "${REGISTRY}:5000"; do
    docker exec "$node" mkdir -p "/etc/containerd/certs.d/${host}"
    printf '[host."http://%s:5000"]\n' "$REGISTRY" |
      docker exec -i "$node" cp /dev/stdin "/etc/containerd/certs.d/${host}/hosts.toml"
  done
done
if [ "$(docker inspect -f '{{json .NetworkSettings.Networks.kind}}' "$REGISTRY")" = null ]; then
  docker network connect kind "$REGISTRY"
fi
# KEP-1755: tells tools where the cluster's local registry is.
kubectl apply -f - <<YAML
apiVersion: v1
kind: ConfigMap
metadata: {name: local-registry-hosting, namespace: kube-public}
data:
  localRegistryHosting.v1: |
    host: "localhost:${REGISTRY_PORT}"
    hostFromClusterNetwork: "${REGISTRY}:5000"
YAML
echo "::endgroup::"

echo "::group::catalog images"
# One image a line: SOURCE NAME, SOURCE any skopeo transport (oci:DIR[:REF], docker-daemon:IMAGE,
# docker-archive:FILE, docker://REF); pushed as localhost:PORT/NAME, which the cluster pulls under the same name.
while read -r source name rest; do
  [ -z "${source:-}" ] && continue
  if [ -z "${name:-}" ] || [ -n "${rest:-}" ]; then echo "images: \"$source $name $rest\" is not SOURCE NAME" >&2; exit 2; fi
  skopeo copy --dest-tls-verify=false "$source" "docker://localhost:${REGISTRY_PORT}/${name}"
  echo "localhost:${REGISTRY_PORT}/${name}"
done <<<"$IMAGES"
echo "::endgroup::"

# catalogd and operator-controller pull with containers/image, not containerd, from inside their pods
# (where localhost is the pod): their registries.conf sends localhost:PORT to the registry container,
# and says it is plain HTTP.
registries_conf() {
  local ns=$1
  shift
  local conf="[[registry]]
prefix = \"localhost:${REGISTRY_PORT}\"
location = \"${REGISTRY}:5000\"
insecure = true

[[registry]]
location = \"${REGISTRY}:5000\"
insecure = true"
  kubectl -n "$ns" create configmap fbc-bot-registries-conf \
    --from-literal=registries.conf="$conf" \
    --dry-run=client -o yaml | kubectl apply -f -
  for deployment in "$@"; do
    kubectl -n "$ns" patch deployment "$deployment" --type=json -p '[
      {"op": "add", "path": "/spec/template/spec/volumes/-",
       "value": {"name": "fbc-bot-registries-conf", "configMap": {"name": "fbc-bot-registries-conf"}}},
      {"op": "add", "path": "/spec/template/spec/containers/0/volumeMounts/-",
       "value": {"name": "fbc-bot-registries-conf", "mountPath": "/etc/containers", "readOnly": true}}]'
    kubectl -n "$ns" rollout status "deployment/$deployment" --timeout=180s
  done
}

if [ "$OLM" = v1 ] || [ "$OLM" = both ]; then
  echo "::group::OLM v1 (operator-controller ${OLM_V1_VERSION})"
  curl -fsSL "https://github.com/operator-framework/operator-controller/releases/download/${OLM_V1_VERSION}/install.sh" | bash -s
  registries_conf olmv1-system catalogd-controller-manager operator-controller-controller-manager
  echo "::endgroup::"
fi
if [ "$OLM" = classic ] || [ "$OLM" = both ]; then
  echo "::group::OLM classic (operator-lifecycle-manager ${OLM_CLASSIC_VERSION})"
  curl -fsSL "https://github.com/operator-framework/operator-lifecycle-manager/releases/download/${OLM_CLASSIC_VERSION}/install.sh" |
    bash -s "$OLM_CLASSIC_VERSION"
  echo "::endgroup::"
fi
