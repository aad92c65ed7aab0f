// An ImageLookup answering from tables, counting what it was asked: the seam for the image
// step's tests (the registry client has its own, against a real registry).
import type { ImageAnswer, ImageFile, ImageFiles, ImageLookup } from '../../src/images/image-lookup.js';

export interface FakeLookup extends ImageLookup {
  readonly asked: string[];
  readonly read: string[];
}

const enc = new TextEncoder();

/** An image's files (path → text), or why it gives none. */
export type FakeFiles = { readonly files: Record<string, string> } | Exclude<ImageFiles, { state: 'found' }>;

/** `answers`: per reference (others are `rest`); `files`: per reference (others are missing). */
export function fakeLookup(
  answers: Record<string, ImageAnswer>,
  files: Record<string, FakeFiles> = {},
  rest: ImageAnswer = { state: 'found', digest: `sha256:${'0'.repeat(64)}` },
): FakeLookup {
  const asked: string[] = [];
  const read: string[] = [];
  return {
    asked,
    read,
    resolve: (ref) => {
      asked.push(ref);
      return Promise.resolve(answers[ref] ?? rest);
    },
    files: (ref, dir) => {
      read.push(`${ref} ${dir}`);
      const f = files[ref];
      if (f === undefined) return Promise.resolve({ state: 'missing', detail: `${ref}: manifest unknown` });
      if (!('files' in f)) return Promise.resolve(f);
      const list: ImageFile[] = Object.entries(f.files).map(([path, text]) => ({ path, content: enc.encode(text) }));
      return Promise.resolve({ state: 'found', digest: `sha256:${'1'.repeat(64)}`, files: list });
    },
  };
}
