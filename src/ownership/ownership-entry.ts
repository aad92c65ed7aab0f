// The ownership of a review as the contract JSON states it (`review --format json`, the Action's
// report file and analysis file): one entry per catalog a changed package is in, sorted. The
// pipeline writes it, the report renders it, the Action's analysis file is checked against it.
import type { Decision, PackageStatus } from './ownership-decision.js';

export interface OwnershipEntry {
  readonly catalog?: string;
  readonly package: string;
  readonly owners: readonly string[];
  readonly approvedBy: readonly string[];
  readonly status: PackageStatus;
}

export interface Ownership {
  readonly decision: 'approved' | 'pending' | 'denied';
  readonly packages: readonly OwnershipEntry[];
}

/**
 * The decision's packages as entries: one per catalog (one without a catalog for an owners-file-only change), sorted by
 * catalog then package.
 */
export function ownershipEntries(d: Decision): OwnershipEntry[] {
  const out = d.packages.flatMap((p) =>
    (p.catalogs.length === 0 ? [undefined] : p.catalogs).map((catalog): OwnershipEntry => ({
      ...(catalog !== undefined ? { catalog } : {}),
      package: p.package,
      owners: p.owners,
      approvedBy: p.approvedBy,
      status: p.status,
    })),
  );
  const key = (e: OwnershipEntry): string => `${e.catalog ?? ''}\u0000${e.package}`;
  return out.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
