// A minimal OCI registry on loopback for hostile-registry tests that need no docker-registry:
// each repository holds one image (tag v1) of one layer, served as the distribution API shapes
// it (manifest by tag with its digest, blobs by digest); anything else is NAME_UNKNOWN.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OciServer {
  readonly host: string;
  /** Blob requests served, by digest. */
  readonly blobsServed: string[];
  stop(): Promise<void>;
}

const sha256 = (b: Uint8Array): string => `sha256:${createHash('sha256').update(b).digest('hex')}`;

function manifestOf(layer: Buffer): Buffer {
  const config = Buffer.from('{}');
  return Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: 'application/vnd.oci.image.manifest.v1+json',
      config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: sha256(config), size: config.length },
      layers: [{ mediaType: 'application/vnd.oci.image.layer.v1.tar+gzip', digest: sha256(layer), size: layer.length }],
    }),
  );
}

/**
 * `images`: repository → its one layer's blob (gzip or plain tar); `faults`: repositories whose
 * blob requests get a 404 of that many bytes, or ('cut') half the blob and a closed connection.
 */
export async function startOciServer(
  images: ReadonlyMap<string, Buffer>,
  faults: ReadonlyMap<string, number | 'cut'> = new Map(),
): Promise<OciServer> {
  const manifests = new Map([...images].map(([repo, layer]) => [repo, manifestOf(layer)]));
  const blobs = new Map([...images.values()].map((layer) => [sha256(layer), layer]));
  const blobsServed: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '';
    const m = /^\/v2\/(.+)\/(manifests|blobs)\/([^/]+)$/.exec(url);
    const manifest = m?.[2] === 'manifests' ? manifests.get(m[1]!) : undefined;
    if (manifest) {
      res.writeHead(200, {
        'content-type': 'application/vnd.oci.image.manifest.v1+json',
        'docker-content-digest': sha256(manifest),
        'content-length': manifest.length,
      });
      return void res.end(req.method === 'HEAD' ? undefined : manifest);
    }
    const fault = m?.[2] === 'blobs' ? faults.get(m[1]!) : undefined;
    if (typeof fault === 'number')
      return void res.writeHead(404, { 'content-length': fault }).end(Buffer.alloc(fault, 0x20));
    if (fault === 'cut') {
      const whole = images.get(m![1]!)!;
      res.writeHead(200, { 'content-length': whole.length });
      return void res.write(whole.subarray(0, whole.length >> 1), () => res.destroy());
    }
    const blob = m?.[2] === 'blobs' ? blobs.get(m[3]!) : undefined;
    if (blob) {
      blobsServed.push(m![3]!);
      return void res.writeHead(200, { 'content-length': blob.length }).end(blob);
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"errors":[{"code":"NAME_UNKNOWN"}]}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    blobsServed,
    stop: () => new Promise((r) => server.close(() => r())),
  };
}
