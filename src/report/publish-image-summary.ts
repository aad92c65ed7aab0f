// Mode publish-image's job summary: per catalog its pull spec by digest, platforms, tags and the
// read-back verdict; the catalogs the push removed (left in the registry); the failure that
// stopped the run.
import { mdCode, mdText } from '../escape/markdown.js';

export interface PublishedShown {
  readonly catalog: string;
  /** By digest. */
  readonly pullSpec: string;
  readonly platforms: readonly string[];
  /** Empty when it was not tagged. */
  readonly tags: readonly string[];
  /** "ok", or why what a cluster would load is not the catalog. */
  readonly readBack: string;
}

export interface PublishShown {
  readonly commit: string;
  readonly base?: { readonly ref: string; readonly digest: string };
  readonly catalogs: readonly PublishedShown[];
  readonly removed: readonly string[];
  readonly note?: string;
  readonly failure?: { readonly catalog: string; readonly detail: string };
}

export function publishJobSummary(o: PublishShown): string {
  const rows = o.catalogs.map(
    (c) =>
      `| ${mdText(c.catalog, 300)} | ${mdCode(c.pullSpec, 600)} | ${mdText(c.platforms.join(', '), 300)} | ` +
      `${c.tags.length ? c.tags.map((t) => mdCode(t, 200)).join(' ') : 'not tagged'} | ` +
      `${c.readBack === 'ok' ? 'ok' : `**differs**: ${mdText(c.readBack, 2_000)}`} |`,
  );
  return [
    '## fbc-bot: catalog images published',
    '',
    `Commit ${mdCode(o.commit, 80)}${o.base ? `, base ${mdCode(`${o.base.ref}@${o.base.digest}`, 600)}` : ''}.`,
    '',
    ...(o.note ? [mdText(o.note, 1_000), ''] : []),
    ...(rows.length > 0
      ? ['| catalog | image | platforms | tags | read back |', '|---|---|---|---|---|', ...rows, '']
      : []),
    ...(o.failure
      ? [
          `**Not published**: ${mdText(o.failure.catalog, 300)}: ${mdText(o.failure.detail, 2_000)} (nothing tagged).`,
          '',
        ]
      : []),
    ...(o.removed.length > 0
      ? [
          `Removed by the push, their images left in the registry (delete them there if intended): ` +
            `${o.removed.map((c) => mdCode(c, 300)).join(', ')}`,
          '',
        ]
      : []),
  ].join('\n');
}
