// `npm run comment-image`: docs/comment.png and docs/comment-dark.png, the review comment the Action
// posts on the example pull request (examples/pull-request: hello-operator v1.3.0 stranding older
// versions), as GitHub shows it in its light and dark themes. The Action (built from the sources)
// reviews the pull request against the GitHub API emulator, as the first step of `npm run demo`
// tells it (scripts/demo/story.ts); the comment it posted is rendered as GitHub-flavoured markdown
// (marked) with its Mermaid diagrams drawn (mermaid's browser build from node_modules, loaded from
// the file system: no network), and headless Chromium takes the pictures. It prints, per diagram,
// the size its text is drawn at once scaled to the comment's width.
// Needs git, Chromium (CHROMIUM, or `chromium` on the PATH: Debian's package) and a colour emoji
// font (Debian's fonts-noto-color-emoji: the comment's ❌ ⚠️ ⏳ are emoji); no network.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { marked } from 'marked';
import { buildTo } from './build.mjs';
import { bundleModule } from './emulator-bundle.mjs';

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

// Plain looks close to GitHub's light and dark themes (system fonts, its greys and blues); not its
// stylesheet. GitHub draws a comment's Mermaid with mermaid's `default` theme in light mode and its
// `dark` theme in dark mode, on the page's background, scaled down to the comment's width.
const THEMES = {
  light: {
    mermaid: 'default',
    bg: '#ffffff',
    fg: '#1f2328',
    muted: '#59636e',
    line: '#d1d9e0',
    soft: '#f6f8fa',
    code: '#eff1f3',
    link: '#0969da',
  },
  dark: {
    mermaid: 'dark',
    bg: '#0d1117',
    fg: '#f0f6fc',
    muted: '#9198a1',
    line: '#3d444d',
    soft: '#151b23',
    code: '#656c7633',
    link: '#4493f8',
  },
};

const css = (t) => `
html { overflow: hidden; background: ${t.bg}; }
body { margin: 0; padding: 16px; width: ${WIDTH - 32}px; color: ${t.fg}; background: ${t.bg};
  font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif, "Noto Color Emoji"; }
.box { border: 1px solid ${t.line}; border-radius: 6px; }
.head { background: ${t.soft}; border-bottom: 1px solid ${t.line}; padding: 8px 16px;
  border-radius: 6px 6px 0 0; color: ${t.muted}; }
.head b { color: ${t.fg}; }
.bot { border: 1px solid ${t.line}; border-radius: 2em; padding: 0 7px; font-size: 12px; margin: 0 4px; }
.body { padding: 16px; }
h1, h2, h3 { margin: 16px 0 12px; font-weight: 600; line-height: 1.25; }
h2 { font-size: 1.5em; border-bottom: 1px solid ${t.line}; padding-bottom: .3em; margin-top: 0; }
h3 { font-size: 1.25em; }
p, ul, ol, table, pre, details { margin: 0 0 12px; }
ul, ol { padding-left: 2em; }
ul { list-style-type: disc; }
li > ul, li > ol { margin: 0; }
code { font: 85% ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: ${t.code};
  padding: .2em .4em; border-radius: 6px; }
pre { background: ${t.soft}; padding: 12px; border-radius: 6px; overflow: hidden; }
pre code { background: none; padding: 0; }
pre.mermaid { background: none; text-align: center; padding: 0; }
table { border-collapse: collapse; }
th, td { border: 1px solid ${t.line}; padding: 6px 13px; }
th { font-weight: 600; }
tr:nth-child(2n) { background: ${t.soft}; }
a { color: ${t.link}; text-decoration: none; }
summary { cursor: pointer; }
blockquote { margin: 0 0 12px; padding: 0 1em; color: ${t.muted}; border-left: .25em solid ${t.line}; }
`;

/**
 * The comment as a page: GitHub-flavoured markdown, Mermaid blocks left for mermaid to draw.
 * `open`: every <details> unfolded (to look at the folded graphs). Once drawn, the page says its
 * height and, per diagram, its natural width and the size its labels' text is drawn at.
 */
function page(body, theme, open) {
  const t = THEMES[theme];
  const renderer = new marked.Renderer();
  const code = renderer.code.bind(renderer);
  renderer.code = (token) =>
    token.lang === 'mermaid'
      ? `<pre class="mermaid">${token.text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</pre>\n`
      : code(token);
  // `breaks`: in comments GitHub keeps a single line break (markdown files join the lines).
  let html = marked.parse(body, { gfm: true, breaks: true, renderer });
  if (open) html = html.replace(/<details>/g, '<details open>');
  const mermaid = pathToFileURL(resolve('node_modules/mermaid/dist/mermaid.min.js')).href;
  const head = `<meta charset="utf-8"><style>${css(t)}</style><script src="${mermaid}"></script>`;
  const box =
    '<div class="box"><div class="head"><b>github-actions</b><span class="bot">bot</span> commented</div>' +
    `<div class="body">${html}</div></div>`;
  return [
    `<!doctype html><html><head>${head}</head><body>`,
    box,
    '<script>',
    `mermaid.initialize({ startOnLoad: false, theme: '${t.mermaid}', securityLevel: 'strict' });`,
    'const say = (id, content) =>',
    "  document.head.append(Object.assign(document.createElement('meta'), { id, content }));",
    // Per diagram: its natural width, its drawn width and height, and the label size once scaled.
    'const sizes = () =>',
    "  [...document.querySelectorAll('pre.mermaid svg')].map((svg) => {",
    '    const natural = svg.viewBox.baseVal.width;',
    '    const drawn = svg.getBoundingClientRect();',
    "    const label = svg.querySelector('.nodeLabel');",
    '    const font = label ? parseFloat(getComputedStyle(label).fontSize) : 16;',
    '    const scaled = ((font * drawn.width) / natural).toFixed(1);',
    "    return [Math.round(natural), Math.round(drawn.width), Math.round(drawn.height), scaled].join(' ');",
    "  }).join(';');",
    'const height = () => String(Math.ceil(document.body.getBoundingClientRect().height) + 32);',
    "mermaid.run({ querySelector: 'pre.mermaid' }).catch((e) => say('failed', String(e)))",
    "  .finally(() => { say('sizes', sizes()); say('height', height()); });",
    '</script></body></html>',
  ].join('\n');
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

/** Draws `body` as GitHub would in `theme` into `out`; returns the page's height and each diagram's sizes. */
function draw(work, body, theme, out, open) {
  const html = join(work, `comment-${theme}.html`);
  writeFileSync(html, page(body, theme, open));
  const url = pathToFileURL(html).href;
  // First the page's height once the diagrams are drawn, then a window that tall.
  const dom = chrome(work, ['--dump-dom', url]);
  const failed = /<meta id="failed" content="([^"]*)"/.exec(dom);
  if (failed) throw new Error(`a diagram did not render: ${failed[1]}`);
  const height = Number(/<meta id="height" content="(\d+)"/.exec(dom)?.[1]);
  if (!height) throw new Error('the page did not finish rendering');
  const sizes = (/<meta id="sizes" content="([^"]*)"/.exec(dom)?.[1] ?? '').split(';').filter((x) => x !== '');
  chrome(work, [`--screenshot=${out}`, `--window-size=${WIDTH},${height}`, url]);
  return { height, sizes };
}

// `--markdown FILE`: draw that comment instead of the demo's; `--out PREFIX`: write PREFIX.png and
// PREFIX-dark.png (default docs/comment); `--open`: unfold every <details>.
const { values: opts } = parseArgs({
  options: { markdown: { type: 'string' }, out: { type: 'string' }, open: { type: 'boolean' } },
});
const prefix = resolve(opts.out ?? 'docs/comment');
const work = mkdtempSync(join(tmpdir(), 'fbc-comment-image-'));
try {
  const body = opts.markdown ? readFileSync(opts.markdown, 'utf8') : await postedComment(work);
  writeFileSync(join(work, 'comment.md'), body);
  for (const [theme, out] of [
    ['light', `${prefix}.png`],
    ['dark', `${prefix}-dark.png`],
  ]) {
    const { height, sizes } = draw(work, body, theme, out, opts.open === true);
    console.log(
      `${out}: ${WIDTH}×${height}, ${readFileSync(out).length} bytes (the comment's markdown: ` +
        `${body.length} characters)`,
    );
    // Per diagram: natural width, drawn width × height, and the px size its labels are drawn at.
    for (const s of sizes) {
      const [natural, w, h, px] = s.split(' ');
      console.log(`  diagram ${natural} px wide drawn ${w}×${h}: text ${px} px`);
    }
  }
  if (process.env.KEEP) console.log(`kept ${work}`);
} finally {
  if (!process.env.KEEP) rmSync(work, { recursive: true, force: true });
}
