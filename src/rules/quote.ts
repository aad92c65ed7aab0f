// Catalog values quoted in finding messages are clipped: a value repeated through YAML aliases
// (a 2 MB string, 900 copies) must not make 900 two-megabyte messages. Clipped where the message
// is made: every finding is held until the end, so clipping later bounds nothing.
import { goQuote } from '../semver/blang.js';

export const QUOTE_LIMIT = 200;

/** `s` in double quotes, at most QUOTE_LIMIT characters of it, with its length when clipped. */
export function quoteValue(s: string, limit = QUOTE_LIMIT): string {
  return s.length <= limit ? `"${s}"` : `"${s.slice(0, limit)}…" (${s.length} characters)`;
}

/** `s` unquoted, at most `limit` characters of it, with its length when clipped. */
export function clipText(s: string, limit = QUOTE_LIMIT): string {
  return s.length <= limit ? s : `${s.slice(0, limit)}… (${s.length} characters)`;
}

/** Go's %q of `s`, at most `limit` characters of it, with its length when clipped. */
export function goQuoteClipped(s: string, limit = QUOTE_LIMIT): string {
  return s.length <= limit ? goQuote(s) : `${goQuote(s.slice(0, limit))}… (${s.length} characters)`;
}

const LONG_QUOTED = new RegExp(`"([^"\\n]{${QUOTE_LIMIT + 1},})"`, 'g');
const MESSAGE_LIMIT = 4 * QUOTE_LIMIT;

/** A message with every long quoted value in it clipped, and the whole bounded. */
export function clipMessage(message: string): string {
  if (message.length <= MESSAGE_LIMIT) return message;
  const clipped = message.replace(LONG_QUOTED, (_, v: string) => quoteValue(v));
  if (clipped.length <= 4 * MESSAGE_LIMIT) return clipped;
  return `${clipped.slice(0, 4 * MESSAGE_LIMIT)}… (message of ${clipped.length} characters clipped)`;
}
