// A changed field in one line ("channel `stable`, entry `foo.v1.2.0`: skips + `foo.v1.0.1`"), for
// the comment and the text report alike: each passes its own escaping of catalog names.
import type { FieldChange, PackageChange } from '../diff/package-changes.js';

/** Lines shown per package; the rest are counted. */
export const FIELD_LINES = 12;
const NAMES = 8;

/** Escapes a catalog string for the output at hand: `name` a value (code in Markdown, quoted in
 * a terminal), `word` a field name or a word of prose (plain, escaped). */
export interface Show {
  readonly name: (s: string) => string;
  readonly word: (s: string) => string;
}

function names(xs: readonly string[], show: Show): string {
  return `${xs
    .slice(0, NAMES)
    .map((x) => show.name(x))
    .join(', ')}${xs.length > NAMES ? ` and ${xs.length - NAMES} more` : ''}`;
}

function subject(c: FieldChange, show: Show): string {
  switch (c.on) {
    case 'package':
      return 'package';
    case 'channel':
      return `channel ${show.name(c.channel ?? '')}`;
    case 'entry':
      return `channel ${show.name(c.channel ?? '')}, entry ${show.name(c.name ?? '')}:`;
    case 'bundle':
      return `bundle ${show.name(c.name ?? '')}:`;
  }
}

function body(c: FieldChange, show: Show): string {
  const field = show.word(c.field);
  const sets = [
    c.added ? `+ ${names(c.added, show)}` : '',
    c.removed ? `− ${names(c.removed, show)}` : '',
    c.changed ? `changed ${names(c.changed, show)}` : '',
  ].filter((x) => x !== '');
  if (sets.length > 0) return `${field} ${sets.join('; ')}`;
  if (c.before !== undefined && c.after !== undefined) return `${field} ${show.name(c.before)} → ${show.name(c.after)}`;
  if (c.after !== undefined) return `${field} added: ${show.name(c.after)}`;
  if (c.before !== undefined) return `${field} removed (was ${show.name(c.before)})`;
  return `${field} ${c.change}`;
}

/** One line per changed field, at most FIELD_LINES, then how many more. */
export function fieldLines(change: PackageChange, show: Show): string[] {
  const fields = change.fields ?? [];
  const more = fields.length - FIELD_LINES + (change.fieldsOmitted ?? 0);
  return [
    ...fields.slice(0, FIELD_LINES).map((c) => `${subject(c, show)} ${body(c, show)}`),
    ...(more > 0 ? [`…and ${more} more changed field(s)`] : []),
  ];
}
