// Shortening a string for display without splitting a surrogate pair.

/** `s` cut to at most `max` UTF-16 units, an ellipsis marking the cut. */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  let end = Math.max(0, max - 1);
  const c = s.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end -= 1;
  return `${s.slice(0, end)}…`;
}
