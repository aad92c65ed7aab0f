// The WWW-Authenticate challenge of a 401 (RFC 7235): a scheme, then key=value or key="quoted"
// parameters. Several challenges may share one header (fetch joins repeated headers with ", ");
// Bearer is preferred over Basic, as docker does.

export type Challenge =
  | { readonly scheme: 'bearer'; readonly realm: string; readonly service?: string; readonly scope?: string }
  | { readonly scheme: 'basic' };

const TOKEN = /^\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)/;
const PARAM = /^\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]*))\s*,?/;

function parseAll(header: string): { scheme: string; params: Map<string, string> }[] {
  const out: { scheme: string; params: Map<string, string> }[] = [];
  let rest = header;
  while (rest.trim() !== '') {
    rest = rest.replace(/^[\s,]+/, '');
    const param = PARAM.exec(rest);
    const last = out[out.length - 1];
    if (param && last) {
      last.params.set(param[1]!.toLowerCase(), param[2] !== undefined ? param[2].replace(/\\(.)/g, '$1') : param[3]!);
      rest = rest.slice(param[0].length);
      continue;
    }
    const scheme = TOKEN.exec(rest);
    if (!scheme) break;
    out.push({ scheme: scheme[1]!.toLowerCase(), params: new Map() });
    rest = rest.slice(scheme[0].length);
  }
  return out;
}

export function parseChallenge(header: string | null): Challenge | undefined {
  if (header === null) return undefined;
  const all = parseAll(header);
  const bearer = all.find((c) => c.scheme === 'bearer' && c.params.get('realm'));
  if (bearer) {
    const service = bearer.params.get('service');
    const scope = bearer.params.get('scope');
    return {
      scheme: 'bearer',
      realm: bearer.params.get('realm')!,
      ...(service !== undefined ? { service } : {}),
      ...(scope !== undefined ? { scope } : {}),
    };
  }
  return all.some((c) => c.scheme === 'basic') ? { scheme: 'basic' } : undefined;
}
