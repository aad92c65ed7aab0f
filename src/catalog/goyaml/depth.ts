// go-yaml refuses documents nested more than 10,000 levels ("exceeded max depth of 10000"),
// counting flow levels and block indentation levels. This scan estimates both without parsing,
// so such a document is rejected before any recursive parser runs on it.

export const GO_YAML_MAX_DEPTH = 10_000;

export function exceedsMaxDepth(text: string, limit = GO_YAML_MAX_DEPTH): boolean {
  let flow = 0;
  const blocks: number[] = [];
  let quote = '';
  let lineStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (lineStart && flow === 0) {
      lineStart = false;
      let col = i;
      while (text[col] === ' ') col++;
      if (text[col] === '\n' || text[col] === '#' || col >= text.length) {
        i = col - 1;
        continue;
      }
      let at = col - (text.lastIndexOf('\n', col - 1) + 1);
      for (;;) {
        while (blocks.length > 0 && blocks[blocks.length - 1]! > at) blocks.pop();
        if (blocks.length === 0 || blocks[blocks.length - 1]! < at) blocks.push(at);
        if (blocks.length > limit) return true;
        const ch = text[col];
        if ((ch !== '-' && ch !== '?') || text[col + 1] !== ' ') break;
        col += 2;
        while (text[col] === ' ') col++;
        at = col - (text.lastIndexOf('\n', col - 1) + 1);
      }
      i = col - 1;
      continue;
    }
    if (c === '\n') lineStart = true;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '#' && (i === 0 || text[i - 1] === ' ')) {
      const nl = text.indexOf('\n', i);
      i = (nl < 0 ? text.length : nl) - 1;
    } else if (c === '[' || c === '{') {
      if (++flow > limit) return true;
    } else if ((c === ']' || c === '}') && flow > 0) flow--;
  }
  return false;
}
