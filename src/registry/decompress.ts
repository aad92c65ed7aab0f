// A layer's tar from its blob: gzip (recognised by its magic bytes, whatever the media type
// claims) inflated on the thread pool and no further than the bound; uncompressed tar as is;
// zstd (OCI allows it) is not readable with Node 20's zlib and is said so.
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import { size } from './exchange.js';
import { unverified } from './failure.js';

const inflate = promisify(gunzip);

export async function layerTar(blob: Uint8Array, maxBytes: number, what: string): Promise<Uint8Array> {
  if (blob[0] === 0x1f && blob[1] === 0x8b) {
    try {
      return await inflate(blob, { maxOutputLength: maxBytes });
    } catch (e) {
      if ((e as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE' || e instanceof RangeError) throw unverified(`${what} is larger than ${size(maxBytes)} uncompressed`);
      throw unverified(`${what} is not valid gzip (${(e as { code?: string }).code ?? 'corrupt'})`);
    }
  }
  if (blob[0] === 0x28 && blob[1] === 0xb5 && blob[2] === 0x2f && blob[3] === 0xfd) throw unverified(`${what} is zstd-compressed, which this client does not read`);
  if (blob.byteLength > maxBytes) throw unverified(`${what} is larger than ${size(maxBytes)} uncompressed`);
  return blob;
}
