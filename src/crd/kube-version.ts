// Kubernetes' ordering of API version names (k8s.io/apimachinery CompareKubeAwareVersionStrings):
// names that are not Kubernetes-style first, in reverse lexical order; then alpha < beta < GA,
// each by major, then minor.
const KUBE = /^v(\d+)(?:(alpha|beta)(\d+))?$/;
const RANK = { alpha: 0, beta: 1, ga: 2 } as const;

function parse(v: string): { major: number; rank: number; minor: number } | undefined {
  const m = KUBE.exec(v);
  if (!m) return undefined;
  return { major: Number(m[1]), rank: RANK[(m[2] ?? 'ga') as keyof typeof RANK], minor: Number(m[3] ?? 0) };
}

export function compareKubeVersions(a: string, b: string): number {
  if (a === b) return 0;
  const x = parse(a);
  const y = parse(b);
  if (!x && !y) return a < b ? 1 : -1;
  if (!x) return -1;
  if (!y) return 1;
  return x.rank - y.rank || x.major - y.major || x.minor - y.minor;
}
