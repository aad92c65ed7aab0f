// `fbc-bot publish-image [--base-image REF] --to REPOSITORY [--catalogs GLOB] [--tag TEMPLATE]...
// [--format text|json] [--repo DIR] [--config FILE] SOURCE`: exit 0 when every image was pushed
// and read back equal, 1 when one does not read back, 2 for usage, unreadable input or a registry
// that refuses. Credentials as --check-images reads them; plain HTTP for loopback and the
// configuration's policy.insecureRegistries.
import { ConfigError } from '../config/config.js';
import { readConfig } from '../source/config-source.js';
import { publishImages, type PublishRun } from '../pipeline/publish-image.js';
import { publishClient } from '../pipeline/publish-image-client.js';
import { readDockerAuths, RegistryFailure, type DockerAuths } from '../registry/index.js';
import { one, parseArgs, UsageError } from './args.js';
import type { Io } from './io.js';

export const DEFAULT_BASE_IMAGE = 'quay.io/operator-framework/opm:latest';

function writeText(run: PublishRun, io: Io): void {
  io.out(`base ${run.base.ref} (${run.base.digest})\n`);
  for (const c of run.catalogs) {
    io.out(
      `${c.catalog}: ${c.pullSpec} (${c.platforms.join(', ')})\n` +
        `  read back: ${c.readBack}\n` +
        `  ${c.tags.length ? `tagged ${c.tags.join(', ')}` : 'not tagged'}\n`,
    );
  }
  const s = run.stats;
  io.out(
    `blobs: ${s.uploaded} uploaded (${s.uploadedBytes} bytes), ${s.mounted} mounted, ${s.present} already there\n`,
  );
}

export async function publishImageCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseArgs(argv, [
    { name: 'base-image' },
    { name: 'to' },
    { name: 'catalogs' },
    { name: 'tag', repeat: true },
    { name: 'format', short: 'o', choices: ['text', 'json'] },
    { name: 'repo' },
    { name: 'config' },
  ]);
  if (args.positionals.length !== 1)
    throw new UsageError(`publish-image takes exactly one SOURCE (got ${args.positionals.length})`);
  const to = one(args, 'to');
  if (to === undefined) throw new UsageError('--to REPOSITORY is required');
  const source = args.positionals[0]!;
  const repo = one(args, 'repo');
  // Read once: the registry client's policy and the catalogs' rules come from the same file.
  const config = readConfig(one(args, 'config'), source, repo);
  let auths: DockerAuths;
  try {
    auths = readDockerAuths(process.env);
  } catch (e) {
    throw new ConfigError(e instanceof Error ? e.message : String(e));
  }
  const client = publishClient(auths, config.policy.insecureRegistries);
  let run: PublishRun;
  try {
    run = await publishImages(
      {
        source,
        catalogs: one(args, 'catalogs'),
        repo,
        config: one(args, 'config'),
        loadedConfig: config,
        baseImage: one(args, 'base-image') ?? DEFAULT_BASE_IMAGE,
        to,
        tags: args.flags.get('tag'),
        env: process.env,
      },
      client,
    );
  } catch (e) {
    if (!(e instanceof RegistryFailure)) throw e;
    io.err(`fbc-bot publish-image: ${e.detail}\n`);
    return 2;
  }
  if (one(args, 'format') === 'json') {
    const catalogs = run.catalogs.map(({ catalog, digest, pullSpec, platforms, readBack }) => ({
      catalog,
      digest,
      pullSpec,
      platforms,
      readBack,
    }));
    io.out(`${JSON.stringify({ catalogs }, null, 2)}\n`);
  } else writeText(run, io);
  if (run.failure) {
    io.err(
      `fbc-bot publish-image: ${run.failure.catalog}: ${run.failure.detail} (not tagged` +
        `${run.catalogs.length ? '; the catalogs listed before it were published' : ''})\n`,
    );
    return 2;
  }
  return run.catalogs.every((c) => c.readBack === 'ok') ? 0 : 1;
}
