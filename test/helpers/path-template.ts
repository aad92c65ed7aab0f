// An OpenAPI path template (`/apis/{group}/{version}/namespaces/{namespace}/{plural}`) as the regular
// expression both loopback emulators route by: each `{name}` one path segment, captured in order.
export function pathTemplateRegex(template: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split('/')
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('/');
  return { regex: new RegExp(`^${source}$`), names };
}
