// Whether the module at `url` is the script node was started with (`node scripts/build.mjs`), so a
// script's command-line part runs then and not when a test or another script imports it. Compared
// as real paths: import.meta.url is percent-encoded and symlinks resolved, process.argv[1] neither,
// so comparing the texts skipped the build in a checkout whose path holds a space or a symlink.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function isMain(url) {
  if (process.argv[1] === undefined) return false;
  try {
    return realpathSync(process.argv[1]) === fileURLToPath(url);
  } catch {
    return false;
  }
}
