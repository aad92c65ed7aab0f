// JSON and SARIF are written in chunks: the same text JSON.stringify gives, never one huge string.
import { describe, expect, it } from 'vitest';
import type { DiffResult } from '../../src/diff/diff.js';
import type { Finding } from '../../src/model/finding.js';
import { renderDiffJson, writeDiffJson } from '../../src/report/render-diff.js';
import { renderJson, writeJson, writeSarif } from '../../src/report/render-validate.js';
import { jsonDocument, Streamed } from '../../src/report/write-stream.js';
import { hostileDiff, hostileFindings } from './hostile.js';

/** A writer that keeps only sizes: the report is never held whole. */
function sink(): {
  write: (s: string) => void;
  chunks: number;
  largest: number;
  total: number;
  head: string;
  tail: string;
} {
  const s = {
    chunks: 0,
    largest: 0,
    total: 0,
    head: '',
    tail: '',
    write: (c: string) => {
      s.chunks++;
      s.largest = Math.max(s.largest, c.length);
      s.total += c.length;
      if (s.head.length < 200) s.head += c.slice(0, 200);
      s.tail = (s.tail + c).slice(-200);
    },
  };
  return s;
}

function many(n: number): Finding[] {
  return Array.from({ length: n }, (_, i) => ({
    rule: 'channel-multiple-heads',
    severity: 'error',
    message: `channel "c${i}" has 2 heads`,
    catalog: 'cat',
    package: 'foo',
    channel: `c${i}`,
    file: `cat/f${i % 50}.yaml`,
    line: i + 1,
    column: 1,
  }));
}

describe('streamed JSON', () => {
  it('is exactly JSON.stringify(…, null, 2), empty arrays and absent fields included', () => {
    const findings = hostileFindings();
    expect(renderJson(findings)).toBe(JSON.stringify({ schemaVersion: 1, verdict: 'fail', findings }, null, 2) + '\n');
    expect(renderJson([])).toBe(JSON.stringify({ schemaVersion: 1, verdict: 'pass', findings: [] }, null, 2) + '\n');
    const d: DiffResult = hostileDiff();
    expect(renderDiffJson(d, 'fail')).toBe(
      JSON.stringify({ schemaVersion: 1, verdict: 'fail', findings: d.findings, changes: d.changes }, null, 2) + '\n',
    );
    const odd = { a: undefined, b: [1, undefined, { c: new Streamed([{ d: [] }, 'x\n"y']) }], e: {} };
    expect(jsonDocument(odd)).toBe(
      JSON.stringify({ b: [1, null, { c: [{ d: [] }, 'x\n"y'] }], e: {} }, null, 2) + '\n',
    );
  });

  it('200,000 findings as JSON and SARIF reach the writer in bounded chunks', () => {
    const findings = many(200_000);
    for (const write of [
      (w: (s: string) => void) => writeJson(findings, w),
      (w: (s: string) => void) => writeSarif(findings, '1', w),
    ]) {
      const s = sink();
      write(s.write);
      expect(s.chunks).toBeGreaterThan(100);
      expect(s.largest).toBeLessThan(1 << 17);
      expect(s.total).toBeGreaterThan(200_000 * 100);
      expect(s.head).toMatch(/^\{\n {2}"/);
      expect(s.tail).toMatch(/\n\}\n$/);
    }
    const s = sink();
    writeDiffJson({ findings: findings.slice(0, 5_000), changes: [], pictures: [] }, 'fail', s.write);
    expect(s.chunks).toBeGreaterThan(10);
    expect(s.largest).toBeLessThan(1 << 17);
  });
});
