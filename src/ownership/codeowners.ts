// GitHub's CODEOWNERS, as documented: one pattern and its owners a line, `#` comments, the last
// matching pattern wins (a pattern with no owners leaves its files unowned). Patterns follow
// gitignore — a leading or inner `/` anchors at the root, otherwise a pattern matches at any
// depth; a trailing `/` matches directories (everything inside); `*` and `?` stay within one
// segment and `**` spans segments; a pattern matching a directory covers what is inside it,
// except that `dir/*` covers only the files directly in dir — with GitHub's documented
// differences: no `!` negation, no `[ ]` ranges, no `\` escapes. Paths are case-sensitive.
// GitHub ignores a line it cannot use; an owner that then loses a rule could gain files, so a
// file with such a line gives no owners at all (a maintainer approves) and names the line.
import { goMatch } from '../catalog/gomatch.js';
import { isLogin } from '../model/login.js';
import { noOwners, type OwnerSet } from './owner-set.js';

interface Rule {
  readonly line: number;
  readonly segments: readonly string[];
  readonly dirOnly: boolean;
  readonly childrenOnly: boolean;
  readonly logins: readonly string[];
  readonly unverifiable: readonly string[];
}

export interface Codeowners {
  readonly file: string;
  readonly rules: readonly Rule[];
  /** The first line GitHub would ignore, if any. */
  readonly problem?: string;
}

function compile(pattern: string): Omit<Rule, 'line' | 'logins' | 'unverifiable'> | string {
  if (pattern.startsWith('!')) return 'negation (!) is not supported in CODEOWNERS';
  if (/[[\]\\]/.test(pattern)) return 'character ranges ([ ]) and escapes (\\) are not supported in CODEOWNERS';
  let p = pattern;
  const dirOnly = p.endsWith('/');
  if (dirOnly) p = p.slice(0, -1);
  const anchored = p.includes('/');
  if (p.startsWith('/')) p = p.slice(1);
  const segs = p.split('/');
  if (p === '' || segs.includes('')) return `"${pattern}" is not a usable pattern`;
  if (segs.some((s) => s.includes('**') && s !== '**')) return `"${pattern}": ** must be a whole path segment`;
  const segments = anchored ? segs : ['**', ...segs];
  return { segments, dirOnly, childrenOnly: segments.length > 1 && segments.at(-1) === '*' };
}

function owner(token: string): { login?: string; other?: string } | undefined {
  if (token.startsWith('@')) {
    const name = token.slice(1);
    if (isLogin(name)) return { login: name };
    return /^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+$/.test(name) ? { other: token } : undefined;
  }
  return /^[^@\s]+@[^@\s]+$/.test(token) ? { other: token } : undefined;
}

export function parseCodeowners(text: string, file: string): Codeowners {
  const rules: Rule[] = [];
  const lines = text.split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    const tokens = raw
      .replace(/(^|\s)#.*$/, '')
      .trim()
      .split(/\s+/)
      .filter((t) => t !== '');
    if (tokens.length === 0) continue;
    const fail = (why: string): Codeowners => ({
      file,
      rules,
      problem:
        `${file}:${i + 1}: ${why}; GitHub ignores this line, so fbc-bot reads no owners from ${file} ` +
        `until it is fixed`,
    });
    const compiled = compile(tokens[0]!);
    if (typeof compiled === 'string') return fail(compiled);
    const logins: string[] = [];
    const unverifiable: string[] = [];
    for (const t of tokens.slice(1)) {
      const o = owner(t);
      if (!o) return fail(`"${t}" is not an owner (@login, @org/team or an e-mail address)`);
      if (o.login !== undefined) logins.push(o.login);
      else unverifiable.push(o.other!);
    }
    rules.push({ line: i + 1, ...compiled, logins, unverifiable });
  }
  return { file, rules };
}

/** Whether `segs` match all of `parts` (`**`: any number of segments). */
function matchAll(segs: readonly string[], parts: readonly string[]): boolean {
  const memo = new Map<number, boolean>();
  const at = (s: number, p: number): boolean => {
    const key = s * (parts.length + 1) + p;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let r: boolean;
    if (s === segs.length) r = p === parts.length;
    else if (segs[s] === '**') r = at(s + 1, p) || (p < parts.length && at(s, p + 1));
    else r = p < parts.length && goMatch(segs[s]!, parts[p]!) && at(s + 1, p + 1);
    memo.set(key, r);
    return r;
  };
  return at(0, 0);
}

function matches(rule: Rule, path: string): boolean {
  const parts = path.split('/');
  if (!rule.dirOnly && matchAll(rule.segments, parts)) return true;
  if (rule.childrenOnly) return false;
  // A matched directory covers everything below it.
  for (let k = parts.length - 1; k >= 1; k--) if (matchAll(rule.segments, parts.slice(0, k))) return true;
  return false;
}

/** The owners of `path`: the last rule matching it. */
export function codeOwnersOf(c: Codeowners, path: string): OwnerSet {
  if (c.problem !== undefined) return noOwners(c.file, c.problem);
  for (let i = c.rules.length - 1; i >= 0; i--) {
    const r = c.rules[i]!;
    if (matches(r, path)) return { from: `${c.file}:${r.line}`, logins: r.logins, unverifiable: r.unverifiable };
  }
  return noOwners(`${c.file} (no pattern matches)`);
}
