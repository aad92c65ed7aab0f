// The review comment is GitHub-flavoured Markdown that GitHub turns into HTML and then scans for
// @mentions, issue references and bare links. A catalog name, a file name or a configuration
// value must come out as the same text, never as markup: no heading, image, link, HTML comment,
// strikethrough, math, table cell break, mention or cross-reference.
import { clip } from './clip.js';
import { textSafe } from './text.js';

// U+2060 WORD JOINER: invisible, but ends the patterns GitHub links (`@user`, `#12`, `http://`).
const WJ = '\u2060';

const ENTITY: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Bare links broken: GitHub's autolinking reads text anywhere outside a code span, `<code>` included. */
function unlinkUrls(s: string): string {
  return s.replace(/:\/\//g, `:${WJ}//`).replace(/www\./gi, (m) => `${m.slice(0, 3)}${WJ}.`);
}

function unlink(s: string): string {
  return unlinkUrls(s.replace(/@/g, `@${WJ}`).replace(/#(?=\d)/g, `#${WJ}`));
}

/** Links already broken: HTML-significant characters as entities, Markdown punctuation backslash-escaped. */
function inert(s: string): string {
  return s.replace(/[&<>]/g, (c) => ENTITY[c]!).replace(/[\\`*_[\]|~$]/g, '\\$&');
}

/**
 * Text in a Markdown paragraph, list item, table cell or heading: one line, HTML-significant
 * characters as entities, Markdown punctuation backslash-escaped. `max` shortens long values.
 */
export function mdText(s: string, max = Infinity): string {
  // Links broken first: the entities added after hold digits (`&#39;`) that must stay whole.
  return inert(unlink(clip(textSafe(s), max)));
}

/** Text inside raw HTML (a `<summary>`): Markdown is not parsed there, only entities. */
export function htmlText(s: string, max = Infinity): string {
  return unlink(clip(textSafe(s), max)).replace(/[&<>"']/g, (c) => ENTITY[c]!);
}

/**
 * An inline code span whose fence is longer than any backtick run inside (not for table cells).
 * A code span shows `<`, `>` and `&` raw in the comment's source, where they could spell an HTML
 * comment the bot reads back, and entities there show literally: text holding one is a `<code>`
 * element instead, whose content is escaped text (entities decode there).
 */
export function mdCode(s: string, max = Infinity): string {
  const t = clip(textSafe(s), max);
  // An empty span would be two literal backticks.
  if (t === '') return '""';
  // Mentions and issue references are not linked inside code (GitHub skips it); bare links are.
  if (/[<>&]/.test(t)) return `<code>${inert(unlinkUrls(t))}</code>`;
  const run = Math.max(0, ...(t.match(/`+/g) ?? []).map((m) => m.length));
  const fence = '`'.repeat(run + 1);
  const pad =
    t.startsWith('`') || t.endsWith('`') || (t.startsWith(' ') && t.endsWith(' ') && t.trim() !== '') ? ' ' : '';
  return `${fence}${pad}${t}${pad}${fence}`;
}

/** A fenced code block: the fence is longer than any backtick run in `body`. */
export function mdFence(info: string, body: string): string[] {
  const run = Math.max(2, ...(body.match(/`+/g) ?? []).map((m) => m.length));
  const fence = '`'.repeat(run + 1);
  return [`${fence}${info}`, ...body.trimEnd().split('\n'), fence];
}

/**
 * The words of a message around its quoted values: what the rule wrote as a code span
 * (`replaces`) stays one, the rest is text. A catalog value holding backticks can pair up with
 * others into a span too; its content is still a code span's, shown as is, never markup.
 */
function mdWords(s: string): string[] {
  return s.split(/`([^`\n]+)`/).map((part, i) => (i % 2 === 0 ? mdText(part) : mdCode(part)));
}

/**
 * A finding's message: the values it quotes ("foo.v1") and its own code spans as code spans, the
 * rest as text. A value holding quotes or backticks may split oddly, but every piece is escaped,
 * so that costs looks, never safety.
 */
export function mdMessage(s: string, max = Infinity): string {
  const pieces = clip(s, max)
    .split(/"([^"]*)"/)
    .flatMap((part, i) => (i % 2 === 0 ? mdWords(part) : part === '' ? mdText('""') : mdCode(part)));
  // Two spans side by side ("a""b") would merge their fences into one longer backtick run, which
  // closes neither: a word joiner keeps the runs apart.
  return pieces.reduce((out, p) => (out.endsWith('`') && p.startsWith('`') ? `${out}\u2060${p}` : out + p), '');
}

/** Text of several lines (an error's message): each line a message as mdMessage renders one, the breaks kept. */
export function mdLines(s: string, max = Infinity): string {
  return clip(s, max)
    .split(/\r?\n/)
    .map((line) => mdMessage(line))
    .join('  \n');
}
