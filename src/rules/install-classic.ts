// What OLM classic refuses (or holds against the cluster) when it installs a bundle from a catalog
// of a known OpenShift version: a minKubeVersion above that version's Kubernetes (the CSV stays
// Pending, RequirementsNotMet), an olm.maxOpenShiftVersion below it (OLM installs it, then marks
// the cluster not upgradeable: the operator is incompatible with the version it already runs on),
// and a CSV supporting no install mode (no OperatorGroup fits: operator-framework/api
// InstallModeSet.Supports). Requirements no bundle of the catalog provides are the dependency
// rules' (dependency-package-unsatisfied, dependency-gvk-unsatisfied): said once, there.
import type { DBundle } from '../catalog/declcfg.js';
import type { InstallMode } from '../catalog/install-modes.js';
import type { OcpVersion } from '../model/consumers.js';
import type { CsvFacts } from './install-csv.js';
import type { InstallIssue } from './install-issue.js';
import { kubeOfOcp } from './ocp-kube.js';
import { quoteValue } from './quote.js';

const KUBE = /^v?(0|[1-9][0-9]{0,5})\.(0|[1-9][0-9]{0,5})(?:\.|$|[-+])/;
const MAX_OCP = /^(0|[1-9][0-9]{0,5})\.(0|[1-9][0-9]{0,5})$/;
const CLASSIC_MODES = ['AllNamespaces', 'MultiNamespace', 'SingleNamespace', 'OwnNamespace'];

const show = (v: { major: number; minor: number }): string => `${v.major}.${v.minor}`;
const below = (a: { major: number; minor: number }, b: { major: number; minor: number }): boolean =>
  a.major < b.major || (a.major === b.major && a.minor < b.minor);

function kubeIssue(csv: CsvFacts, ocp: OcpVersion): InstallIssue | undefined {
  const kube = kubeOfOcp(ocp);
  const m = KUBE.exec(csv.minKubeVersion);
  if (!kube || !m) return undefined;
  // Only the minor is certain: the cluster's patch release is not known from the catalog.
  const wanted = { major: Number(m[1]), minor: Number(m[2]) };
  if (!below(kube, wanted)) return undefined;
  return {
    flavour: 'classic',
    refuses: true,
    rule: 'install-classic-kube-version',
    message:
      `its CSV (${csv.from}) has minKubeVersion ${quoteValue(csv.minKubeVersion)}, above Kubernetes ` +
      `${show(kube)} of OpenShift ${show(ocp)}: the CSV stays Pending (RequirementsNotMet)`,
    ...(csv.path ? { path: csv.path } : {}),
  };
}

function maxOcpIssue(b: DBundle, ocp: OcpVersion): InstallIssue | undefined {
  const props = b.properties.filter((p) => p.type === 'olm.maxOpenShiftVersion' && p.present);
  // More than one, or not "<major>.<minor>": max-openshift-version-* already says so.
  const p = props.length === 1 ? props[0]! : undefined;
  const m = p && typeof p.value === 'string' ? MAX_OCP.exec(p.value) : null;
  if (!p || !m) return undefined;
  const max = { major: Number(m[1]), minor: Number(m[2]) };
  if (!below(max, ocp)) return undefined;
  return {
    flavour: 'classic',
    refuses: false,
    rule: 'install-classic-max-openshift',
    message:
      `its olm.maxOpenShiftVersion ${quoteValue(String(p.value))} is below OpenShift ${show(ocp)}, this catalog's ` +
      `version: OLM installs it and then marks the cluster not upgradeable (an incompatible operator)`,
    path: ['properties', p.index, 'value'],
  };
}

/**
 * Why OLM classic can fit no OperatorGroup to a CSV with these install modes (NewInstallModeSet
 * refuses a type listed twice; a CSV supporting none fits no group), in words after "its CSV";
 * undefined when some group fits.
 */
export function classicModeRefusal(modes: readonly InstallMode[]): string | undefined {
  const types = modes.map((m) => m.type);
  const duplicated = types.find((t, i) => types.indexOf(t) !== i);
  if (duplicated !== undefined)
    return (
      `lists install mode ${quoteValue(duplicated)} twice: ` +
      'OLM cannot read its install modes, so no OperatorGroup fits it'
    );
  if (modes.some((m) => m.supported && CLASSIC_MODES.includes(m.type))) return undefined;
  return `supports no install mode (of ${CLASSIC_MODES.join(', ')}): no OperatorGroup fits it`;
}

function installModeIssue(csv: CsvFacts): InstallIssue | undefined {
  const refusal = classicModeRefusal(csv.installModes);
  if (refusal === undefined) return undefined;
  return {
    flavour: 'classic',
    refuses: true,
    rule: 'install-classic-install-mode',
    message: `its CSV (${csv.from}) ${refusal}`,
    ...(csv.path ? { path: csv.path } : {}),
  };
}

/** What OLM classic refuses (or holds against the cluster) for `b` in a catalog of OpenShift `ocp`. */
export function classicIssues(b: DBundle, csv: CsvFacts | undefined, ocp: OcpVersion | undefined): InstallIssue[] {
  const out: InstallIssue[] = [];
  const max = ocp ? maxOcpIssue(b, ocp) : undefined;
  if (max) out.push(max);
  if (!csv) return out;
  const kube = ocp ? kubeIssue(csv, ocp) : undefined;
  if (kube) out.push(kube);
  const mode = installModeIssue(csv);
  if (mode) out.push(mode);
  return out;
}
