// The graph an index publishes of a bundle-format package: channels as the index's database holds
// them in replaces mode (the head and the replaces chain below it), semver modes, OpenShift ranges.
import { describe, expect, it } from 'vitest';
import { publishedPackage, type FormatBundleFiles } from '../../src/diff/bundle-format.js';
import { inIndex, publishedCatalogText } from '../../src/diff/published-index.js';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

function bundle(v: string, channels: string, replaces?: string, skips?: string): FormatBundleFiles {
  return {
    dir: `operators/foo/${v}`,
    annotations: {
      path: `operators/foo/${v}/metadata/annotations.yaml`,
      data: enc(`annotations:\n  operators.operatorframework.io.bundle.channels.v1: ${channels}\n`),
    },
    manifests: [
      {
        path: `operators/foo/${v}/manifests/csv.yaml`,
        data: enc(
          `kind: ClusterServiceVersion\nmetadata:\n  name: foo.v${v}\nspec:\n  version: ${v}\n` +
            (replaces ? `  replaces: foo.v${replaces}\n` : '') +
            (skips ? `  skips: [foo.v${skips}]\n` : ''),
        ),
      },
    ],
  };
}

/** channel name → entry names, of the package's catalog documents for `catalog`. */
function channels(bundles: FormatBundleFiles[], ci?: string, catalog = 'catalogs/v4.14'): Record<string, string[]> {
  const p = publishedPackage({
    dir: 'operators/foo',
    ...(ci ? { ciYaml: { path: 'operators/foo/ci.yaml', data: enc(ci) } } : {}),
    bundles,
  });
  const out: Record<string, string[]> = {};
  for (const line of publishedCatalogText(p, catalog)!.trim().split('\n')) {
    const d = JSON.parse(line) as { schema: string; name: string; entries?: { name: string; replaces?: string }[] };
    if (d.schema === 'olm.channel') out[d.name] = d.entries!.map((e) => e.name + (e.replaces ? `<${e.replaces}` : ''));
  }
  return out;
}

describe('the published graph of a bundle-format package', () => {
  it(
    'replaces mode: a channel holds its head and the replaces chain below it, whatever they are ' + 'annotated with',
    () => {
      expect(
        channels([bundle('0.1.0', 'stable'), bundle('0.2.0', 'stable,fast', '0.1.0'), bundle('0.1.5', 'fast')]),
      ).toEqual({
        fast: ['foo.v0.1.0', 'foo.v0.2.0<foo.v0.1.0'],
        stable: ['foo.v0.1.0', 'foo.v0.2.0<foo.v0.1.0'],
      });
    },
  );

  it('replaces mode: a bundle the chain skips is in the channel for the skip alone', () => {
    expect(
      channels([
        bundle('0.1.0', 'stable'),
        bundle('0.1.7', 'other', '0.1.0'),
        bundle('0.2.0', 'stable', '0.1.0', '0.1.7'),
      ]),
    ).toEqual({
      other: ['foo.v0.1.0', 'foo.v0.1.7<foo.v0.1.0'],
      stable: ['foo.v0.1.0', 'foo.v0.1.7', 'foo.v0.2.0<foo.v0.1.0'],
    });
  });

  it('semver and semver-skippatch modes: each bundle replaces the one below it in its channel', () => {
    const b = [bundle('0.1.0', 'stable'), bundle('0.1.1', 'stable'), bundle('0.2.0', 'stable')];
    expect(channels(b, 'updateGraph: semver-mode\n')).toEqual({
      stable: ['foo.v0.1.0', 'foo.v0.1.1<foo.v0.1.0', 'foo.v0.2.0<foo.v0.1.1'],
    });
    const p = publishedPackage({
      dir: 'operators/foo',
      ciYaml: { path: 'ci.yaml', data: enc('updateGraph: semver-skippatch-mode\n') },
      bundles: b,
    });
    expect(publishedCatalogText(p, 'catalogs/v4.14')).toContain(
      '{"name":"foo.v0.1.1","replaces":"foo.v0.1.0","skips":["foo.v0.1.0"]}',
    );
  });

  it(
    'com.redhat.openshift.versions: from a version on, exactly one, a range; a catalog not named for one ' + 'has all',
    () => {
      expect([inIndex('v4.12', [4, 14]), inIndex('v4.15', [4, 14]), inIndex('=v4.14', [4, 14])]).toEqual([
        true,
        false,
        true,
      ]);
      expect([inIndex('v4.12-v4.13', [4, 14]), inIndex('v4.12-v4.14', [4, 14]), inIndex('v4.8', undefined)]).toEqual([
        false,
        true,
        true,
      ]);
    },
  );
});
