// Why an operation gave no `found` answer. Operations throw it; the lookup turns it into an
// answer. Its detail names the registry and the reference, never a credential or a token.

export class RegistryFailure extends Error {
  constructor(
    readonly state: 'missing' | 'unverified',
    readonly detail: string,
    /** The registry did not answer at all (refused, reset, timed out): not worth asking again this run. */
    readonly unreachable = false,
  ) {
    super(detail);
  }
}

export const missing = (detail: string): RegistryFailure => new RegistryFailure('missing', detail);
export const unverified = (detail: string): RegistryFailure => new RegistryFailure('unverified', detail);

/** Registry error codes in a JSON error body (`{"errors":[{"code":"MANIFEST_UNKNOWN"}]}`). */
export function errorCodes(body: Uint8Array): string[] {
  try {
    const json = JSON.parse(new TextDecoder().decode(body)) as { errors?: unknown };
    if (!Array.isArray(json.errors)) return [];
    return json.errors.flatMap((e: unknown) =>
      typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string'
        ? [(e as { code: string }).code]
        : [],
    );
  } catch {
    return [];
  }
}
