// The CLI in-process, its output captured.
import { main } from '../../src/cli/main.js';

export interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

export async function run(...argv: string[]): Promise<Run> {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}
