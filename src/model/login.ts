// GitHub logins: compared whole and case-insensitively (GitHub treats `Alice` and `alice` as one
// account), never by substring. A `[bot]` login is an ordinary login here.

const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;

export function isLogin(s: string): boolean {
  return LOGIN.test(s);
}

export const loginKey = (s: string): string => s.toLowerCase();

export function sameLogin(a: string, b: string): boolean {
  return loginKey(a) === loginKey(b);
}

/** Whether `login` is one of `list` (whole, case-insensitive). */
export function includesLogin(list: readonly string[], login: string): boolean {
  return list.some((x) => sameLogin(x, login));
}

/** `list` without repeats (the first spelling kept), in its order. */
export function uniqueLogins(list: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const x of list) if (!seen.has(loginKey(x))) seen.set(loginKey(x), x);
  return [...seen.values()];
}
