// The test a registry entry of the configuration passes (`policy.allowed_registries`, the community
// settings' allowed bundle registries): its first component is a host, as docker decides it.

/** Whether a registry entry names a host (docker's rule for the first path component). */
export function isRegistryHost(entry: string): boolean {
  const host = entry.split('/')[0]!;
  return /[.:]/.test(host) || host === 'localhost';
}
