// What OLM v1 refuses to install, as operator-controller v1.11.0 does (the version mirrored here):
// its resolver fails on a resolved bundle declaring olm.package.required, olm.gvk.required or
// olm.constraint (internal/operator-controller/resolve/validation.go NoDependencyValidation); its
// registry+v1 renderer refuses owned apiServiceDefinitions, a bundle without the AllNamespaces
// install mode unless the SingleOwnNamespaceInstallSupport feature gate is on (alpha, off by default
// in v1.11.0: internal/operator-controller/features/features.go), and one supporting none of
// AllNamespaces, SingleNamespace and OwnNamespace (applier/provider.go); conversion webhooks need a
// bundle supporting AllNamespaces alone (rukpak/render/registryv1/validators CheckConversionWebhookSupport);
// other webhooks need a certificate provider: cert-manager (WebhookProviderCertManager, GA and on by
// default) or OpenShift's service CA (cmd/operator-controller/main.go getCertificateProvider).
import type { DBundle } from '../catalog/declcfg.js';
import { stringField } from '../catalog/property-shapes.js';
import type { CsvFacts } from './install-csv.js';
import type { InstallIssue } from './install-issue.js';
import { clipText, quoteValue } from './quote.js';

const DEPENDENCY_TYPES = new Set(['olm.package.required', 'olm.gvk.required', 'olm.constraint']);
export const V1_VERSION = 'operator-controller v1.11.0';

function dependencyIssue(b: DBundle): InstallIssue | undefined {
  const deps = b.properties.filter((p) => p.present && DEPENDENCY_TYPES.has(p.type));
  if (deps.length === 0) return undefined;
  const shown = deps.slice(0, 3).map((p) => {
    if (p.type === 'olm.package.required')
      return `olm.package.required ${quoteValue(stringField(p.value, 'packageName'))}`;
    if (p.type === 'olm.gvk.required') {
      const g = ['group', 'version', 'kind'].map((k) => stringField(p.value, k));
      return `olm.gvk.required ${clipText(`${g[0]}/${g[1]} ${g[2]}`)}`;
    }
    return 'olm.constraint';
  });
  const more = deps.length > 3 ? ` and ${deps.length - 3} more` : '';
  return {
    flavour: 'v1',
    refuses: true,
    rule: 'install-v1-dependency',
    message:
      `it declares dependencies (${shown.join(', ')}${more}), and OLM v1 resolves none: it refuses any bundle ` +
      `with olm.package.required, olm.gvk.required or olm.constraint properties`,
    path: ['properties', deps[0]!.index],
  };
}

const supportedModes = (csv: CsvFacts): Set<string> =>
  new Set(csv.installModes.filter((m) => m.supported).map((m) => m.type));
const listed = (modes: ReadonlySet<string>): string => (modes.size === 0 ? 'none' : [...modes].sort().join(', '));

function installModeIssue(csv: CsvFacts): InstallIssue | undefined {
  const modes = supportedModes(csv);
  const at = csv.path ? { path: csv.path } : {};
  const issue = (message: string): InstallIssue => ({
    flavour: 'v1',
    refuses: true,
    rule: 'install-v1-install-mode',
    message: `${message} (install modes read from ${csv.from})`,
    ...at,
  });
  const conversion = (csv.webhooks ?? []).filter((w) => w.type === 'ConversionWebhook');
  if (conversion.length > 0 && (modes.size !== 1 || !modes.has('AllNamespaces')))
    return issue(
      `it defines conversion webhook ${quoteValue(conversion[0]!.name)} and supports install modes ` +
        `${listed(modes)}: OLM v1 installs conversion webhooks only for bundles supporting AllNamespaces alone`,
    );
  if (modes.has('AllNamespaces')) return undefined;
  if (modes.has('SingleNamespace') || modes.has('OwnNamespace'))
    return issue(
      `it does not support the AllNamespaces install mode (it supports ${listed(modes)}): OLM v1 installs it only ` +
        `where the SingleOwnNamespaceInstallSupport feature gate is on (alpha, off by default) and the ` +
        `ClusterExtension's configuration names a watchNamespace`,
    );
  return issue(
    `it supports none of the install modes OLM v1 has (AllNamespaces, SingleNamespace, OwnNamespace; it ` +
      `supports ${listed(modes)})`,
  );
}

/** What OLM v1 refuses (or needs) to install `b`; `csv`: its CSV facts when known. */
export function v1Issues(b: DBundle, csv: CsvFacts | undefined): InstallIssue[] {
  const out: InstallIssue[] = [];
  const dep = dependencyIssue(b);
  if (dep) out.push(dep);
  if (!csv) return out;
  const at = csv.path ? { path: csv.path } : {};
  if (csv.ownedApiServices.length > 0)
    out.push({
      flavour: 'v1',
      refuses: true,
      rule: 'install-v1-api-service',
      message:
        `its CSV (${csv.from}) owns API services (${clipText(csv.ownedApiServices.join(', '))} in ` +
        `apiServiceDefinitions), which OLM v1 does not install`,
      ...at,
    });
  const mode = installModeIssue(csv);
  if (mode) out.push(mode);
  const webhooks = csv.webhooks ?? [];
  if (webhooks.length > 0 && mode === undefined)
    out.push({
      flavour: 'v1',
      refuses: false,
      rule: 'install-v1-webhook',
      message:
        `its CSV (${csv.from}) defines ${webhooks.length} webhook${webhooks.length === 1 ? '' : 's'} ` +
        `(${clipText(webhooks.map((w) => w.name).join(', '))}): OLM v1 installs them only with a certificate ` +
        `provider on the cluster, cert-manager (the default, WebhookProviderCertManager) or OpenShift's service CA`,
      ...at,
    });
  return out;
}
