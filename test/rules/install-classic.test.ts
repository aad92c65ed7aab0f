// OLM classic's installability rules on the channel head of a catalog of a known OpenShift version.
import { describe, expect, it } from 'vitest';
import { kubeOfOcp } from '../../src/rules/ocp-kube.js';
import { BOTH, brief, installFindings } from './install-fixture.js';

const maxOcp = (v: string) => `- type: olm.maxOpenShiftVersion\n  value: "${v}"\n`;

describe('install-classic-kube-version', () => {
  it('minKubeVersion above the Kubernetes minor of the catalog OpenShift version', () => {
    const fs = installFindings({ minKubeVersion: '1.31.0', catalog: 'catalogs/v4.16', config: BOTH });
    expect(brief(fs)).toEqual(['install-classic-kube-version error foo.v1.1.0']);
    expect(fs[0]!.message).toContain('minKubeVersion "1.31.0", above Kubernetes 1.29 of OpenShift 4.16');
    // The same bundle in the 4.18 catalog (Kubernetes 1.31) installs; a patch is not judged.
    expect(brief(installFindings({ minKubeVersion: '1.31.0', catalog: 'catalogs/v4.18', config: BOTH }))).toEqual([]);
    expect(brief(installFindings({ minKubeVersion: 'v1.29.9', catalog: 'catalogs/v4.16', config: BOTH }))).toEqual([]);
  });
  it('a warning where classic reading the catalog is inferred from its OpenShift version', () => {
    expect(brief(installFindings({ minKubeVersion: '1.30.0', catalog: 'catalogs/v4.16' }))).toEqual([
      'install-classic-kube-version warning foo.v1.1.0',
    ]);
  });
  it('OpenShift versions past the table are not guessed', () => {
    expect(kubeOfOcp({ major: 4, minor: 12 })).toEqual({ major: 1, minor: 25 });
    expect(kubeOfOcp({ major: 4, minor: 21 })).toEqual({ major: 1, minor: 34 });
    expect(kubeOfOcp({ major: 4, minor: 99 })).toBeUndefined();
    expect(brief(installFindings({ minKubeVersion: '1.99.0', catalog: 'catalogs/v4.99', config: BOTH }))).toEqual([]);
  });
});

describe('install-classic-max-openshift', () => {
  it('olm.maxOpenShiftVersion below the catalog version: at most a warning (installed, cluster upgrades stop)', () => {
    const fs = installFindings({ props: maxOcp('4.15'), catalog: 'catalogs/v4.16', config: BOTH });
    expect(brief(fs)).toEqual(['install-classic-max-openshift warning foo.v1.1.0']);
    expect(fs[0]!.message).toContain('olm.maxOpenShiftVersion "4.15" is below OpenShift 4.16');
    expect(brief(installFindings({ props: maxOcp('4.16'), catalog: 'catalogs/v4.16', config: BOTH }))).toEqual([]);
  });
});

describe('install-classic-install-mode', () => {
  it('no install mode supported, or one listed twice: no OperatorGroup fits', () => {
    const none = installFindings({ modes: { AllNamespaces: false, OwnNamespace: false }, config: BOTH });
    expect(brief(none)).toEqual([
      'install-classic-install-mode error foo.v1.1.0',
      'install-v1-install-mode error foo.v1.1.0',
    ]);
    expect(none[0]!.message).toContain('supports no install mode');
    const twice =
      '- type: olm.csv.metadata\n  value:\n    installModes:\n    - {type: OwnNamespace, supported: true}\n' +
      '    - {type: AllNamespaces, supported: true}\n    - {type: OwnNamespace, supported: false}\n';
    const fs = installFindings({ as: 'none', props: twice, config: BOTH });
    expect(brief(fs)).toEqual(['install-classic-install-mode error foo.v1.1.0']);
    expect(fs[0]!.message).toContain('lists install mode "OwnNamespace" twice');
  });
  it('MultiNamespace alone is enough for classic', () => {
    expect(brief(installFindings({ modes: { MultiNamespace: true }, config: BOTH }))).toEqual([
      'install-v1-install-mode error foo.v1.1.0',
    ]);
  });
});
