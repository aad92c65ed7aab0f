// A blob copied from one registry to another as it streams: read from the source (its digest
// proven there, as readBlob does) and uploaded into the target's session, in one request when it
// fits one chunk, else chunk by chunk as the chunks fill, so that no more than a chunk of it is held
// whatever its size. The target names the digest on the closing PUT and verifies it too.
import type { Client } from './options.js';
import type { Target } from './endpoint.js';
import { readBlob, type Descriptor } from './blob.js';
import { blobUpload, CHUNK_BYTES } from './push-blob.js';

export async function copyBlob(
  client: Client,
  from: Target,
  to: Target,
  d: Descriptor,
  url: URL,
  maxBytes: number,
  chunkBytes = CHUNK_BYTES,
): Promise<void> {
  const upload = blobUpload(client, to, url, d.size, chunkBytes);
  await readBlob(client, from, d, maxBytes, async (blob) => {
    for await (const chunk of blob) await upload.add(chunk);
  });
  // The digest was proven over every byte read: only now may the upload be closed with it.
  await upload.close(d.digest);
}
