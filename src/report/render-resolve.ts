// `fbc-bot resolve -o text`: what OLM v1 and OLM classic pick, and why, in words. The JSON says
// `classic: {bundle: null, error: null}`; a cluster admin needs to read "stays on X: no entry of
// channel C upgrades from it", and that a Subscription never reads the version range.
import type { ResolveRequest, ResolveResult } from '../graph/resolve-install.js';
import { textSafe } from '../escape/text.js';

/** What the request was asked against: the package, its default channel. */
export interface ResolveScope {
  readonly package: string;
  readonly defaultChannel: string;
}

const LISTED = 10;
const q = (s: string): string => `"${textSafe(s)}"`;
const names = (xs: readonly string[]): string =>
  `${xs.slice(0, LISTED).map(textSafe).join(', ')}${xs.length > LISTED ? ` and ${xs.length - LISTED} more` : ''}`;

function v1Lines(r: ResolveResult['v1'], req: ResolveRequest): string[] {
  const head = 'OLM v1 (ClusterExtension):';
  if (r.bundle === null) return [`${head} installs nothing: ${textSafe(r.error ?? 'no bundle qualifies')}`];
  const from =
    req.channels.length === 0 ? 'in any channel of the package' : `in channel(s) ${names(req.channels.map(q))}`;
  const range = req.version ? `, within ${q(req.version)}` : '';
  const upgrade = req.installed
    ? `, that upgrade from ${textSafe(req.installed.name)} (its replaces, skips or skipRange) or have its version`
    : '';
  const verb = req.installed ? 'upgrades to' : 'installs';
  return [
    `${head} ${verb} ${textSafe(r.bundle)}: the best of ${r.candidates.length} candidate(s) (bundles ` +
      `${from}${range}${upgrade}), by deprecation, then version, then release.`,
    `  candidates, best first: ${names(r.candidates)}`,
  ];
}

function classicLines(r: ResolveResult['classic'], req: ResolveRequest, scope: ResolveScope): string[] {
  const channel = req.channels[0] ?? scope.defaultChannel;
  const which = req.channels[0] === undefined ? `the default channel ${q(channel)}` : `channel ${q(channel)}`;
  const head = `OLM classic (Subscription to ${which}):`;
  const lines: string[] = [];
  if (r.error !== null) lines.push(`${head} cannot resolve: ${textSafe(r.error)}`);
  else if (!req.installed)
    lines.push(
      r.bundle === null
        ? `${head} installs nothing: the channel has no installable entry.`
        : `${head} installs ${textSafe(r.bundle)}: the channel head (the end of its replaces chain).`,
    );
  else if (r.bundle === null)
    lines.push(
      `${head} stays on ${textSafe(req.installed.name)}: no entry of the channel upgrades from it ` +
        `(replaces, skips or a skipRange holding its version).`,
    );
  else
    lines.push(
      `${head} upgrades to ${textSafe(r.bundle)}: of the entries that upgrade from ` +
        `${textSafe(req.installed.name)}, the one nearest the channel head (skipped entries are never picked).`,
    );
  if (req.channels.length > 1)
    lines.push(
      `  note: a Subscription follows one channel: classic reads ${q(channel)} only, OLM v1 every channel given.`,
    );
  if (req.version)
    lines.push(
      `  note: OLM classic ignores the version range ${q(req.version)}: a Subscription has no version ` +
        `range, it follows the channel.`,
    );
  return lines;
}

/** The answer in words, one paragraph per OLM flavour. */
export function renderResolveText(r: ResolveResult, req: ResolveRequest, scope: ResolveScope): string {
  const asked = [
    `package ${q(scope.package)}`,
    req.channels.length > 0 ? `channel(s) ${names(req.channels.map(q))}` : 'no channel given',
    ...(req.version ? [`version range ${q(req.version)}`] : []),
    req.installed
      ? `installed ${textSafe(req.installed.name)}` +
        `${req.installed.versionText ? `@${textSafe(req.installed.versionText)}` : ''}`
      : 'a fresh install',
  ];
  const lines = [`Resolving ${asked.join(', ')}.`, ...v1Lines(r.v1, req), ...classicLines(r.classic, req, scope)];
  return `${lines.join('\n')}\n`;
}
