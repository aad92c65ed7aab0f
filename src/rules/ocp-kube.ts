// The Kubernetes version each OpenShift release is built on, for minKubeVersion: OLM classic
// compares a CSV's minKubeVersion with the cluster's Kubernetes version and leaves the CSV
// Pending ("RequirementsNotMet") when the cluster is older. Each OpenShift 4.N release note
// opens with "OpenShift Container Platform 4.N … is based on Kubernetes 1.M": 4.6 on 1.19 through
// 4.21 on 1.34 (docs.redhat.com, "Release notes", section "About this release", per version).
// Releases past the table are not guessed.
import type { OcpVersion } from '../model/consumers.js';

const FIRST_MINOR = 6;
/** Kubernetes minor of OpenShift 4.6, 4.7, … 4.21, in order. */
const KUBE_MINOR = [19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34];

/** The Kubernetes version (major, minor) an OpenShift version runs, when the table knows it. */
export function kubeOfOcp(ocp: OcpVersion): { major: number; minor: number } | undefined {
  if (ocp.major !== 4) return undefined;
  const minor = KUBE_MINOR[ocp.minor - FIRST_MINOR];
  return minor === undefined ? undefined : { major: 1, minor };
}
