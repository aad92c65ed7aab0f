// A blob copied from one registry to another as it streams: read from the source (its digest
// proven there, as readBlob does) and uploaded into the target's session, in one request when it
// fits one chunk, else chunk by chunk as the chunks fill, so that no more than a chunk of it is held
// whatever its size. The target names the digest on the closing PUT and verifies it too.
import type { Client } from './options.js';
import type { Target } from './endpoint.js';
import { readBlob, type Descriptor } from './blob.js';
import { CHUNK_BYTES, closeUpload, patchChunk } from './push-blob.js';

export async function copyBlob(
  client: Client,
  from: Target,
  to: Target,
  d: Descriptor,
  url: URL,
  maxBytes: number,
  chunkBytes = CHUNK_BYTES,
): Promise<void> {
  let at = url;
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  let sent = 0;
  const take = (): Uint8Array<ArrayBuffer> => {
    const chunk = Buffer.concat(held, heldBytes);
    held = [];
    heldBytes = 0;
    return chunk;
  };
  await readBlob(client, from, d, maxBytes, async (blob) => {
    for await (const chunk of blob) {
      held.push(chunk);
      heldBytes += chunk.byteLength;
      // A blob of one chunk goes up with the closing PUT; a larger one in chunks of at least chunkBytes.
      if (heldBytes >= chunkBytes && d.size > chunkBytes) {
        const part = take();
        at = await patchChunk(client, to, at, part, sent);
        sent += part.length;
      }
    }
  });
  // The digest was proven over every byte read: only now may the upload be closed with it.
  const rest = take();
  if (sent > 0 && rest.length > 0) {
    at = await patchChunk(client, to, at, rest, sent);
    await closeUpload(client, to, at, new Uint8Array(0), d.digest);
  } else await closeUpload(client, to, at, rest, d.digest);
}
