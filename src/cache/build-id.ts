// What identifies the running code for the diff cache: the version and a hash of the bundle
// (dist/cli.js holds every rule, so any change of behaviour changes it).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VERSION } from '../model/version.js';

export function buildId(): string {
  let code: Buffer;
  try {
    code = readFileSync(fileURLToPath(import.meta.url));
  } catch {
    return VERSION;
  }
  return `${VERSION}+${createHash('sha1').update(code).digest('hex').slice(0, 16)}`;
}
