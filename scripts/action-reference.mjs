// The README's reference of the Action's inputs and outputs, generated from action.yml so the two
// never disagree (test/action/readme.test.ts checks it). `node scripts/action-reference.mjs --write`
// rewrites the section between the markers.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';
import { isMain } from './is-main.mjs';

export const START = '<!-- action-reference:start (generated from action.yml by scripts/action-reference.mjs) -->';
export const END = '<!-- action-reference:end -->';

const cell = (s) => String(s).replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');

export function actionReference(yamlText) {
  const meta = parse(yamlText);
  const lines = ['| input | default | meaning |', '|---|---|---|'];
  for (const [name, input] of Object.entries(meta.inputs ?? {})) {
    const d = input.default === undefined || input.default === '' ? '' : `\`${cell(input.default)}\``;
    lines.push(`| \`${name}\` | ${d} | ${cell(input.description)} |`);
  }
  lines.push('', '| output | meaning |', '|---|---|');
  for (const [name, output] of Object.entries(meta.outputs ?? {}))
    lines.push(`| \`${name}\` | ${cell(output.description)} |`);
  return `${START}\n${lines.join('\n')}\n${END}`;
}

/** README with its reference section replaced; throws when the markers are missing. */
export function withReference(readme, yamlText) {
  const a = readme.indexOf(START);
  const b = readme.indexOf(END);
  if (a < 0 || b < a) throw new Error('README.md has no action reference markers');
  return readme.slice(0, a) + actionReference(yamlText) + readme.slice(b + END.length);
}

if (isMain(import.meta.url) && process.argv.includes('--write')) {
  writeFileSync('README.md', withReference(readFileSync('README.md', 'utf8'), readFileSync('action.yml', 'utf8')));
}
