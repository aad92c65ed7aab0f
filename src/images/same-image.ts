// Whether a published bundle's image reference still names the same image. A digest is the hash
// of the image manifest, so two references with the same digest name the same content whatever
// their tag or repository (a bundle mirrored to another repository under the same digest is the
// same bundle; whether that repository serves it is image-not-found's question, with registry
// access). A tag names whatever was pushed last: tag → digest in the same repository is a re-pin
// that cannot be proven offline; digest → tag in the same repository gives the pin up (the tag
// may still name that content: only the registry can tell); anything else is another image.
import { parseImageRef, type ImageRef } from '../rules/imageref.js';

export type ImageComparison = 'same' | 'pinned' | 'unpinned' | 'changed';

const tagOf = (r: ImageRef): string => r.tag ?? 'latest';

export function compareImages(base: string, head: string): ImageComparison {
  if (base === head) return 'same';
  const b = parseImageRef(base);
  const h = parseImageRef(head);
  // A reference that does not parse is its own finding (image-invalid); compare it as text.
  if (!b || !h) return 'changed';
  if (b.digest !== undefined && h.digest !== undefined) return b.digest === h.digest ? 'same' : 'changed';
  if (b.name !== h.name) return 'changed';
  if (b.digest !== undefined) return 'unpinned';
  if (h.digest !== undefined) return 'pinned';
  return tagOf(b) === tagOf(h) ? 'same' : 'changed';
}
