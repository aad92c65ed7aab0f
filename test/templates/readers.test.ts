// The semver reader the drift check uses: a catalog that some opm release renders from its template
// has no drift (issue 23's package, rendered by opm v1.46, whose 1.4.1 skips [1.3.4] where current
// opm skips [1.3.2, 1.3.3]); a hand edit is told under the linking base's catalog agrees with.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../src/catalog/goyaml/json-value.js';
import { templateDrift, type RenderedCatalog } from '../../src/templates/drift.js';
import type { RenderedPackage } from '../../src/templates/linking-match.js';
import { TEMPLATE_READERS } from '../../src/templates/readers.js';
import type { TemplateBundle } from '../../src/templates/semver-expectation.js';

interface Fixture {
  readonly template: string;
  readonly package: string;
  readonly bundles: readonly TemplateBundle[];
  readonly rendered: RenderedPackage;
}
const f = JSON.parse(
  readFileSync(new URL('fixtures/kubernaut-issue-example-v1.46.json', import.meta.url), 'utf8'),
) as Fixture;

type Edit = (channels: RenderedPackage['channels']) => RenderedPackage['channels'];

/** The fixture as a rendered catalog's documents, its channels changed by `edit`. */
function catalog(edit: Edit = (c) => c): RenderedCatalog {
  const file = `catalogs/v4.20/${f.package}/catalog.yaml`;
  const values: JsonValue[] = [
    { schema: 'olm.package', name: f.package, defaultChannel: f.rendered.defaultChannel ?? null },
    ...edit(f.rendered.channels).map(
      (c) => ({ schema: 'olm.channel', package: f.package, ...c }) as unknown as JsonValue,
    ),
    ...f.bundles.map((b) => ({
      schema: 'olm.bundle',
      name: b.name,
      package: f.package,
      image: b.image,
      properties: [{ type: 'olm.package', value: { packageName: f.package, version: b.version } }],
    })),
  ];
  return { catalog: 'catalogs/v4.20', documents: values.map((value, i) => ({ value, file, line: 1 + i * 10 })) };
}

function drift(head: RenderedCatalog, base?: RenderedCatalog): string[] {
  const e = TEMPLATE_READERS.semver!(f.template, head, base);
  if (Array.isArray(e)) throw new Error(JSON.stringify(e));
  return templateDrift(e, head).map((d) => d.what);
}

/** 1.5.0's entry given an extra skip: no opm release renders that. */
const handEdit: Edit = (channels) =>
  channels.map((c) => ({
    ...c,
    entries: c.entries.map((e) =>
      e.name === `${f.package}.v1.5.0` ? { ...e, skips: [...(e.skips ?? []), `${f.package}.v1.0.0`] } : e,
    ),
  }));

describe('TEMPLATE_READERS.semver', () => {
  it('a catalog opm v1.46 rendered is no drift, though current opm renders the template otherwise', () => {
    expect(drift(catalog())).toEqual([]);
    expect(drift(catalog(), catalog())).toEqual([]);
  });
  it("a hand edit is told under base's opm: the edited entry only, not what the opm release explains", () => {
    const d = drift(catalog(handEdit), catalog());
    expect(d).toHaveLength(1);
    expect(d[0]).toContain(`${f.package}.v1.5.0`);
    expect(d[0]).not.toContain(`${f.package}.v1.4.1`);
  });
});
