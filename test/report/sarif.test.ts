// SARIF for code scanning: valid JSON whose URIs decode to the file names, messages whose
// brackets make no links, documented rules, fingerprints that ignore line shifts, and the diff's
// log holding only what the change introduces.
import { describe, expect, it } from 'vitest';
import { sarifText, sarifUri } from '../../src/escape/sarif.js';
import type { Finding } from '../../src/model/finding.js';
import { writeDiffSarif } from '../../src/report/render-diff.js';
import { fingerprint, renderSarif } from '../../src/report/render-sarif.js';
import { RULES } from '../../src/model/rule-table.js';
import { HOSTILE, hostileDiff, hostileFindings } from './hostile.js';

interface Result {
  ruleId: string;
  ruleIndex: number;
  message: { text: string };
  locations?: { physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } } }[];
  partialFingerprints: Record<string, string>;
  properties: Record<string, string>;
}
interface Log {
  runs: {
    tool: {
      driver: { rules: { id: string; fullDescription: { text: string }; help: { text: string; markdown: string } }[] };
    };
    results: Result[];
  }[];
}

/** SARIF §3.11.6: `\[`, `\]` and `\\` before a bracket stand for themselves. */
const unescape = (s: string): string => s.replace(/\\([\\[\]])/g, '$1');

describe('SARIF', () => {
  it('hostile names and file names: parseable, URIs decode to the file, brackets escaped', () => {
    const findings = hostileFindings();
    const log = JSON.parse(renderSarif(findings, '1.2.3')) as Log;
    const run = log.runs[0]!;
    expect(run.results).toHaveLength(findings.length);
    run.results.forEach((r, i) => {
      const f = findings[i]!;
      const uri = r.locations![0]!.physicalLocation.artifactLocation.uri;
      expect(uri).toMatch(/^[A-Za-z0-9\-._~%!'()*/]+$/);
      expect(decodeURIComponent(uri)).toBe(f.file);
      // A relative reference resolves inside the repository, whatever the name holds.
      expect(new URL(uri, 'https://x/repo/').href.startsWith('https://x/repo/cat/')).toBe(true);
      expect(r.message.text).not.toMatch(/(^|[^\\])\[[^\]]*[^\\]\]\(/);
      expect(unescape(r.message.text)).toBe(f.message);
      expect(r.properties).toMatchObject({ package: f.package, channel: f.channel });
      expect(run.tool.driver.rules[r.ruleIndex]!.id).toBe(r.ruleId);
    });
    expect(HOSTILE.some((n) => n.includes('['))).toBe(true);
  });

  it('escapes', () => {
    expect(sarifUri('a b/c#d%e?f:g.yaml')).toBe('a%20b/c%23d%25e%3Ff%3Ag.yaml');
    expect(sarifText('see [x](http://e) and \\[y]')).toBe('see \\[x\\](http://e) and \\\\\\[y\\]');
  });

  it('every rule carries its documented help', () => {
    const findings: Finding[] = (Object.keys(RULES) as (keyof typeof RULES)[]).map((rule) => ({
      rule,
      severity: RULES[rule].severity,
      message: 'm',
    }));
    const rules = (JSON.parse(renderSarif(findings, '1')) as Log).runs[0]!.tool.driver.rules;
    expect(rules).toHaveLength(Object.keys(RULES).length);
    const skip = rules.find((r) => r.id === 'skiprange-empty-group')!;
    expect(skip.fullDescription.text).toBe(
      'skipRange with an empty || group (>=1.0.0 || || <0.5.0): opm accepts it, but blang then panics ' +
        "while matching, crashing OLM's resolver.",
    );
    expect(skip.help.markdown).toContain('`skipRange`');
    expect(rules.find((r) => r.id === 'channel-multiple-heads')!.help.text).toMatch(/Mirrors opm check V-C2b\./);
    expect(rules.find((r) => r.id === 'channel-empty')!.fullDescription.text).toBe('Channel with no entries.');
    for (const r of rules) expect(r.fullDescription.text, r.id).not.toBe(r.id.replace(/-/g, ' '));
  });

  it('fingerprints ignore positions and quoted positions, not arguments', () => {
    const f: Finding = {
      rule: 'package-duplicate',
      severity: 'error',
      message: 'package "foo" is already defined at a.yaml:3',
      catalog: 'c',
      package: 'foo',
      file: 'c/b.yaml',
      line: 10,
    };
    expect(fingerprint({ ...f, line: 99, message: 'package "foo" is already defined at a.yaml:7' })).toBe(
      fingerprint(f),
    );
    expect(fingerprint({ ...f, message: 'package "bar" is already defined at a.yaml:3' })).not.toBe(fingerprint(f));
    expect(fingerprint({ ...f, catalog: 'd' })).not.toBe(fingerprint(f));
    const r = (JSON.parse(renderSarif([f], '1')) as Log).runs[0]!.results[0]!;
    expect(r.partialFingerprints).toEqual({ 'fbcBot/v1': fingerprint(f) });
  });

  it('diff: only the introduced findings', () => {
    const d = hostileDiff();
    const parts: string[] = [];
    writeDiffSarif(d, '1', (s) => parts.push(s));
    const results = (JSON.parse(parts.join('')) as Log).runs[0]!.results;
    const introduced = d.findings.filter((f) => f.introduced !== false);
    expect(introduced.length).toBeLessThan(d.findings.length);
    expect(results.map((r) => unescape(r.message.text))).toEqual(introduced.map((f) => f.message));
  });
});
