// `npm run comment-image`: docs/comment.png, the review comment the Action posts on the example
// pull request (examples/pull-request: hello-operator v1.3.0 stranding older versions), as GitHub
// shows it. The Action (built from the sources) reviews the pull request against the GitHub API
// emulator, as the first step of `npm run demo` tells it (scripts/demo/story.ts); the comment it
// posted is rendered as GitHub-flavoured markdown (marked) with its
// Mermaid diagrams drawn (mermaid's browser build), and headless Chromium takes the picture.
// Needs git, Chromium (CHROMIUM, or `chromium` on the PATH: Debian's package) and a colour emoji
// font (Debian's fonts-noto-color-emoji: the comment's ❌ ⚠️ ⏳ are emoji); no network.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { marked } from 'marked';
import { buildTo } from './build.mjs';
import { bundleModule } from './emulator-bundle.mjs';

const OUT = resolve('docs/comment.png');
const WIDTH = 900;
const chromium = process.env.CHROMIUM ?? 'chromium';

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 26, ...opts });
  if (r.error || r.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')}: ${r.error?.message ?? `exit ${r.status}: ${r.stderr}`}`.slice(0, 2000));
  return r.stdout.trim();
}

/** The sticky comment as the built Action first posts it in `npm run demo`'s story. */
async function postedComment(work) {
  await buildTo(join(work, 'dist'));
  const { story } = await bundleModule('scripts/demo/story.ts', join(work, 'story.mjs'));
  const printed = [];
  const r = await story({
    action: join(work, 'dist', 'index.js'),
    examples: resolve('examples'),
    print: (s) => printed.push(s),
  });
  if (r.unexpected.length > 0 || r.first.body === undefined)
    throw new Error(
      `the story did not run as designed: ${r.unexpected.join('; ')}\n${printed.join('\n')}`.slice(0, 4000),
    );
  return r.first.body;
}

// A plain look close to GitHub's light theme (system fonts, its greys and blues); not its stylesheet.
const CSS = [
  '',
  'html { overflow: hidden; background: #fff; }',
  `body { margin: 0; padding: 16px; width: ${WIDTH - 32}px; ` +
    'font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif, "Noto Color Emoji"; ' +
    'color: #1f2328; }',
  '.box { border: 1px solid #d1d9e0; border-radius: 6px; }',
  '.head { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; padding: 8px 16px; ' +
    'border-radius: 6px 6px 0 0; color: #59636e; }',
  '.head b { color: #1f2328; }',
  '.bot { border: 1px solid #d1d9e0; border-radius: 2em; padding: 0 7px; font-size: 12px; margin: 0 4px; }',
  '.body { padding: 16px; }',
  'h1, h2, h3 { margin: 16px 0 12px; font-weight: 600; line-height: 1.25; }',
  'h2 { font-size: 1.5em; border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; margin-top: 0; }',
  'h3 { font-size: 1.25em; }',
  'p, ul, ol, table, pre, details { margin: 0 0 12px; }',
  'ul, ol { padding-left: 2em; }',
  'ul { list-style-type: disc; }',
  'li > ul, li > ol { margin: 0; }',
  'code { font: 85% ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #eff1f3; ' +
    'padding: .2em .4em; border-radius: 6px; }',
  'pre { background: #f6f8fa; padding: 12px; border-radius: 6px; overflow: hidden; }',
  'pre code { background: none; padding: 0; }',
  'pre.mermaid { background: none; text-align: center; }',
  'table { border-collapse: collapse; }',
  'th, td { border: 1px solid #d1d9e0; padding: 6px 13px; }',
  'th { font-weight: 600; }',
  'tr:nth-child(2n) { background: #f6f8fa; }',
  'a { color: #0969da; text-decoration: none; }',
  'summary { cursor: pointer; }',
  'blockquote { margin: 0 0 12px; padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }',
  '',
].join('\n');

/** The comment as a page: GitHub-flavoured markdown, Mermaid blocks left for mermaid to draw. */
function page(body) {
  const renderer = new marked.Renderer();
  const code = renderer.code.bind(renderer);
  renderer.code = (token) =>
    token.lang === 'mermaid'
      ? `<pre class="mermaid">${token.text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</pre>\n`
      : code(token);
  // `breaks`: in comments GitHub keeps a single line break (markdown files join the lines).
  const html = marked.parse(body, { gfm: true, breaks: true, renderer });
  const mermaid = pathToFileURL(resolve('node_modules/mermaid/dist/mermaid.min.js')).href;
  const box =
    '<div class="box"><div class="head"><b>github-actions</b><span class="bot">bot</span> commented</div>' +
    `<div class="body">${html}</div></div>`;
  const script = [
    "mermaid.initialize({ startOnLoad: false, theme: 'default', securityLevel: 'strict' });",
    'const say = (id, content) => ' +
      "document.head.append(Object.assign(document.createElement('meta'), { id, content }));",
    "mermaid.run({ querySelector: 'pre.mermaid' }).catch((e) => say('failed', String(e)))" +
      ".finally(() => say('height', String(Math.ceil(document.body.getBoundingClientRect().height) + 32)));",
  ].join('\n');
  return (
    `<!doctype html><html><head><meta charset="utf-8"><style>${CSS}</style>` +
    `<script src="${mermaid}"></script></head><body>\n${box}\n<script>\n${script}\n</script></body></html>`
  );
}

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--hide-scrollbars',
  '--force-device-scale-factor=1',
  '--allow-file-access-from-files',
  '--virtual-time-budget=15000',
];

function chrome(work, args) {
  const profile = mkdtempSync(join(work, 'profile-'));
  return run(chromium, [...FLAGS, `--user-data-dir=${profile}`, ...args], { timeout: 120_000 });
}

const work = mkdtempSync(join(tmpdir(), 'fbc-comment-image-'));
try {
  const body = await postedComment(work);
  writeFileSync(join(work, 'comment.md'), body);
  const html = join(work, 'comment.html');
  writeFileSync(html, page(body));
  const url = pathToFileURL(html).href;
  // First the page's height once the diagrams are drawn, then a window that tall.
  const dom = chrome(work, ['--dump-dom', url]);
  const failed = /<meta id="failed" content="([^"]*)"/.exec(dom);
  if (failed) throw new Error(`a diagram did not render: ${failed[1]}`);
  const height = Number(/<meta id="height" content="(\d+)"/.exec(dom)?.[1]);
  if (!height) throw new Error('the page did not finish rendering');
  chrome(work, [`--screenshot=${OUT}`, `--window-size=${WIDTH},${height}`, url]);
  console.log(
    `${OUT}: ${WIDTH}×${height}, ${readFileSync(OUT).length} bytes (the comment's markdown: ${body.length} characters)`,
  );
  if (process.env.KEEP) console.log(`kept ${work}`);
} finally {
  if (!process.env.KEEP) rmSync(work, { recursive: true, force: true });
}
