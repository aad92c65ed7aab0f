// Who owns some changed paths, as one owners source says: logins that may approve, owners that
// cannot be checked offline (teams, e-mail addresses), and why nothing could be read.

export interface OwnerSet {
  /** Where the owners come from (a file, `file:line`, or a chain of files): tells sets apart. */
  readonly from: string;
  readonly logins: readonly string[];
  /** Teams and e-mail addresses: listed, but whether an approver belongs cannot be known offline. */
  readonly unverifiable: readonly string[];
  /** Why the owners could not be read (the set then has none: a maintainer must approve). */
  readonly problem?: string;
}

export const noOwners = (from: string, problem?: string): OwnerSet => ({
  from,
  logins: [],
  unverifiable: [],
  ...(problem !== undefined ? { problem } : {}),
});
