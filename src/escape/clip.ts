// Shortening a string for display without splitting a surrogate pair.

/** `s` cut to at most `max` UTF-16 units, an ellipsis marking the cut. */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  let end = Math.max(0, max - 1);
  const c = s.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end -= 1;
  return `${s.slice(0, end)}…`;
}

/**
 * `s` cut to at most `max` UTF-16 units at a word boundary, an ellipsis marking the cut: a summary
 * cut mid-word ("regis…") reads as a typo. A code span left open by the cut is closed by cutting
 * before it. A single word longer than `max` is cut as `clip` cuts.
 */
export function clipWords(s: string, max: number): string {
  if (s.length <= max) return s;
  // The last blank inside the first `max` units: what is before it fits with the ellipsis.
  const end = s.slice(0, max).search(/\s\S*$/);
  let cut = end <= 0 ? '' : s.slice(0, end).trimEnd();
  if ((cut.match(/`/g) ?? []).length % 2 === 1) cut = cut.slice(0, cut.lastIndexOf('`')).trimEnd();
  // Trailing punctuation before the ellipsis reads as a sentence cut short twice.
  cut = cut.replace(/[\s,;:(–—-]+$/, '');
  return cut === '' ? clip(s, max) : `${cut}…`;
}
