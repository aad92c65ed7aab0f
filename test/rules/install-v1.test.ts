// OLM v1's installability rules (operator-controller v1.11.0) on the channel head of a catalog.
import { describe, expect, it } from 'vitest';
import { BOTH, brief, installFindings } from './install-fixture.js';

const required = '- type: olm.package.required\n  value: {packageName: bar, versionRange: ">=1.0.0"}\n';
const gvkRequired = '- type: olm.gvk.required\n  value: {group: cert-manager.io, version: v1, kind: Certificate}\n';
const constraint =
  '- type: olm.constraint\n  value:\n    failureMessage: needs bar\n' +
  '    package: {packageName: bar, versionRange: ">=1.0.0"}\n';

describe('install-v1-dependency', () => {
  it('flags a head declaring olm.package.required, olm.gvk.required or olm.constraint, once, at the first', () => {
    const fs = installFindings({ props: required + gvkRequired, config: BOTH });
    const v1 = fs.filter((f) => f.rule === 'install-v1-dependency');
    expect(v1).toMatchObject([{ severity: 'error', bundle: 'foo.v1.1.0', line: 29 }]);
    expect(v1[0]!.message).toContain('olm.package.required "bar", olm.gvk.required cert-manager.io/v1 Certificate');
    expect(v1[0]!.message).toContain('OLM v1 consumes this catalog (consumers entry 1)');
    // What classic says of the same requirement stays the dependency rules' (said once, there).
    expect(brief(fs)).toContain('dependency-package-unsatisfied warning foo.v1.1.0');
    expect(brief(installFindings({ props: constraint, config: BOTH }))).toEqual([
      'install-v1-dependency error foo.v1.1.0',
    ]);
  });
  it('only the head: a dependency of an older bundle is no install a user gets', () => {
    expect(brief(installFindings({}))).toEqual([]);
  });
});

describe('install-v1-api-service', () => {
  it('flags owned apiServiceDefinitions, from olm.csv.metadata or the CSV object', () => {
    for (const as of ['metadata', 'object'] as const) {
      const fs = installFindings({ as, apiServices: ['v1beta1.metrics.foo.io'], config: BOTH });
      expect(brief(fs)).toEqual(['install-v1-api-service error foo.v1.1.0']);
      expect(fs[0]!.message).toContain('owns API services (v1beta1.metrics.foo.io in apiServiceDefinitions)');
    }
  });
});

describe('install-v1-install-mode', () => {
  it('passes AllNamespaces', () => {
    expect(brief(installFindings({ config: BOTH }))).toEqual([]);
  });
  it('SingleNamespace/OwnNamespace only: refused unless the alpha feature gate is on, said so', () => {
    const fs = installFindings({
      modes: { OwnNamespace: true, SingleNamespace: true, AllNamespaces: false },
      config: BOTH,
    });
    expect(brief(fs)).toEqual(['install-v1-install-mode error foo.v1.1.0']);
    expect(fs[0]!.message).toContain('SingleOwnNamespaceInstallSupport feature gate is on (alpha, off by default)');
  });
  it('MultiNamespace alone: no mode OLM v1 has, and classic still installs it', () => {
    const fs = installFindings({ modes: { MultiNamespace: true, AllNamespaces: false }, config: BOTH });
    expect(brief(fs)).toEqual(['install-v1-install-mode error foo.v1.1.0']);
    expect(fs[0]!.message).toContain('supports none of the install modes OLM v1 has');
  });
  it('a conversion webhook needs AllNamespaces alone', () => {
    const webhooks = [{ type: 'ConversionWebhook', generateName: 'cfoo.kb.io' }];
    const modes = { AllNamespaces: true, OwnNamespace: true };
    const fs = installFindings({ as: 'object', modes, webhooks, config: BOTH });
    expect(brief(fs)).toEqual(['install-v1-install-mode error foo.v1.1.0']);
    expect(fs[0]!.message).toContain('conversion webhook "cfoo.kb.io"');
    expect(brief(installFindings({ as: 'object', webhooks, config: BOTH }))).toEqual([
      'install-v1-webhook warning foo.v1.1.0',
    ]);
  });
});

describe('install-v1-webhook', () => {
  it('webhooks need a certificate provider: at most a warning, read only from a CSV', () => {
    const webhooks = [
      { type: 'ValidatingAdmissionWebhook', generateName: 'vfoo.kb.io' },
      { type: 'MutatingAdmissionWebhook', generateName: 'mfoo.kb.io' },
    ];
    const fs = installFindings({ as: 'object', webhooks, config: BOTH });
    expect(brief(fs)).toEqual(['install-v1-webhook warning foo.v1.1.0']);
    expect(fs[0]!.message).toContain('defines 2 webhooks (vfoo.kb.io, mfoo.kb.io)');
    expect(fs[0]!.message).toContain('cert-manager');
  });
});
