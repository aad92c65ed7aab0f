// A bundle image's files reconstructed from an olm.bundle document opm rendered from it: each
// olm.bundle.object back under manifests/ (as the JSON opm read), metadata/annotations.yaml
// naming the package, metadata/dependencies.yaml with the dependencies opm turned into
// olm.package.required, olm.gvk.required and olm.constraint properties, and
// metadata/properties.yaml with the properties nothing in the manifests explains.
import type { JsonObject, JsonValue } from '../../src/catalog/goyaml/json-value.js';

const DERIVED = new Set(['olm.package', 'olm.gvk', 'olm.bundle.object', 'olm.csv.metadata', 'olm.gvk.required']);
const DEPENDENCY = new Set(['olm.package.required', 'olm.constraint', 'olm.label.required']);

export interface BundleImageFiles {
  readonly files: Record<string, string>;
  readonly labels: Record<string, string>;
}

/** The properties the CSV's operatorframework.io/properties annotation gives (opm derives them). */
function csvAnnotated(csv: JsonObject | undefined): Set<string> {
  const meta = (csv?.['metadata'] ?? {}) as JsonObject;
  const text = ((meta['annotations'] ?? {}) as JsonObject)['operatorframework.io/properties'];
  if (typeof text !== 'string') return new Set();
  try {
    const props = (JSON.parse(text) as { properties?: { type: string; value: JsonValue }[] }).properties ?? [];
    return new Set(props.map((p) => `${p.type}\u0000${JSON.stringify(p.value)}`));
  } catch {
    return new Set();
  }
}

export function bundleImageFiles(doc: JsonObject): BundleImageFiles {
  const props = (doc['properties'] ?? []) as { type: string; value: JsonObject }[];
  const files: Record<string, string> = {};
  let csv: JsonObject | undefined;
  props
    .filter((p) => p.type === 'olm.bundle.object')
    .forEach((p, i) => {
      const text = Buffer.from(String(p.value['data']), 'base64').toString('utf8');
      const o = JSON.parse(text) as JsonObject;
      if (o['kind'] === 'ClusterServiceVersion') csv = o;
      files[`manifests/object-${String(i).padStart(3, '0')}.json`] = text;
    });
  const pkg = String(doc['package']);
  files['metadata/annotations.yaml'] =
    'annotations:\n' +
    `  operators.operatorframework.io.bundle.package.v1: ${JSON.stringify(pkg)}\n` +
    '  operators.operatorframework.io.bundle.channels.v1: stable\n' +
    '  operators.operatorframework.io.bundle.mediatype.v1: registry+v1\n';
  const deps: JsonValue[] = [];
  const extra: JsonValue[] = [];
  const annotated = csvAnnotated(csv);
  for (const p of props) {
    if (p.type === 'olm.package.required') {
      deps.push({
        type: 'olm.package',
        value: { packageName: p.value['packageName']!, version: p.value['versionRange']! },
      });
    } else if (DEPENDENCY.has(p.type)) deps.push({ type: p.type, value: p.value });
    else if (!DERIVED.has(p.type) && !annotated.has(`${p.type}\u0000${JSON.stringify(p.value)}`)) extra.push(p);
  }
  if (deps.length > 0) files['metadata/dependencies.yaml'] = JSON.stringify({ dependencies: deps });
  if (extra.length > 0) files['metadata/properties.yaml'] = JSON.stringify({ properties: extra });
  return { files, labels: { 'operators.operatorframework.io.bundle.package.v1': pkg } };
}
