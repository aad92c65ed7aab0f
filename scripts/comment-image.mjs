// `npm run comment-image`: docs/comment.png, the review comment the Action posts on the example
// pull request (examples/pull-request: hello-operator v1.3.0 stranding older versions), as GitHub
// shows it. The Action (built from the sources) reviews the pull request against the GitHub API
// emulator; the comment it posted is rendered as GitHub-flavoured markdown (marked) with its
// Mermaid diagrams drawn (mermaid's browser build), and headless Chromium takes the picture.
// Needs git, Chromium (CHROMIUM, or `chromium` on the PATH: Debian's package) and a colour emoji
// font (Debian's fonts-noto-color-emoji: the comment's ❌ ⚠️ ⏳ are emoji); no network.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { marked } from 'marked';
import { buildTo } from './build.mjs';
import { bundleEmulator, bundleModule } from './emulator-bundle.mjs';

const OUT = resolve('docs/comment.png');
const WIDTH = 900;
const FULL = 'example/catalogs';
const TOKEN = 'ghs_comment_image';
const chromium = process.env.CHROMIUM ?? 'chromium';

const gitEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', GIT_AUTHOR_NAME: 'example', GIT_AUTHOR_EMAIL: 'example@example.com', GIT_COMMITTER_NAME: 'example', GIT_COMMITTER_EMAIL: 'example@example.com', GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 26, ...opts });
  if (r.error || r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.error?.message ?? `exit ${r.status}: ${r.stderr}`}`.slice(0, 2000));
  return r.stdout.trim();
}

/** The example repository as `npm run demo` lays it out: main, and the pull request on top. */
function exampleRepository(repo) {
  const git = (...args) => run('git', ['-C', repo, ...args], { env: gitEnv });
  git('init', '-q', '-b', 'main');
  cpSync('examples/catalogs', join(repo, 'catalogs'), { recursive: true });
  cpSync('examples/.github', join(repo, '.github'), { recursive: true });
  git('add', '-A');
  git('commit', '-q', '-m', 'The catalog repository');
  const base = git('rev-parse', 'HEAD');
  cpSync('examples/pull-request', repo, { recursive: true });
  git('add', '-A');
  git('commit', '-q', '-m', 'hello-operator v1.3.0');
  return { base, head: git('rev-parse', 'HEAD') };
}

/** The body of the sticky comment the built Action posts on the example pull request. */
async function postedComment(work) {
  await buildTo(join(work, 'dist'));
  const Emulator = await bundleEmulator(join(work, 'emulator.mjs'));
  // The runner's side (event file, INPUT_* and GITHUB_* variables, outputs) as the tests run it.
  const { runMain } = await bundleModule('test/action/run-main.ts', join(work, 'run-main.mjs'));
  const repo = join(work, 'repo');
  mkdirSync(repo);
  const { base, head } = exampleRepository(repo);
  const emulator = await Emulator.start();
  try {
    emulator.addToken(TOKEN, { permissions: { checks: 'write', pull_requests: 'write', issues: 'write' } });
    const r = emulator.state.addRepo(FULL);
    emulator.state.addPull(FULL, { number: 42, author: 'dana', baseSha: base, headSha: head, headRef: 'hello-operator-v1.3.0' });
    const payload = {
      action: 'opened', number: 42, repository: { id: r.id, full_name: FULL },
      pull_request: { number: 42, user: { login: 'dana' }, base: { sha: base, ref: 'main', repo: { id: r.id } }, head: { sha: head, ref: 'hello-operator-v1.3.0', repo: { id: r.id } } },
    };
    const { apiUrl, graphqlUrl } = emulator.urls();
    const run = await runMain(join(work, 'dist', 'index.js'), {
      cwd: repo, event: 'pull_request', payload, env: { GITHUB_REPOSITORY: FULL, GITHUB_API_URL: apiUrl, GITHUB_GRAPHQL_URL: graphqlUrl },
      // Offline and the same every time: the example's images are not asked of their registries.
      inputs: { 'github-token': TOKEN, 'check-images': 'false' },
    });
    if (r.comments.length !== 1) throw new Error(`the Action posted ${r.comments.length} comment(s):\n${run.stdout}`.slice(0, 4000));
    return r.comments[0].body;
  } finally {
    await emulator.close();
  }
}

// A plain look close to GitHub's light theme (system fonts, its greys and blues); not its stylesheet.
const CSS = `
html { overflow: hidden; background: #fff; }
body { margin: 0; padding: 16px; width: ${WIDTH - 32}px; font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif, "Noto Color Emoji"; color: #1f2328; }
.box { border: 1px solid #d1d9e0; border-radius: 6px; }
.head { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; padding: 8px 16px; border-radius: 6px 6px 0 0; color: #59636e; }
.head b { color: #1f2328; }
.bot { border: 1px solid #d1d9e0; border-radius: 2em; padding: 0 7px; font-size: 12px; margin: 0 4px; }
.body { padding: 16px; }
h1, h2, h3 { margin: 16px 0 12px; font-weight: 600; line-height: 1.25; }
h2 { font-size: 1.5em; border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; margin-top: 0; }
h3 { font-size: 1.25em; }
p, ul, ol, table, pre, details { margin: 0 0 12px; }
ul, ol { padding-left: 2em; }
ul { list-style-type: disc; }
li > ul, li > ol { margin: 0; }
code { font: 85% ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #eff1f3; padding: .2em .4em; border-radius: 6px; }
pre { background: #f6f8fa; padding: 12px; border-radius: 6px; overflow: hidden; }
pre code { background: none; padding: 0; }
pre.mermaid { background: none; text-align: center; }
table { border-collapse: collapse; }
th, td { border: 1px solid #d1d9e0; padding: 6px 13px; }
th { font-weight: 600; }
tr:nth-child(2n) { background: #f6f8fa; }
a { color: #0969da; text-decoration: none; }
summary { cursor: pointer; }
blockquote { margin: 0 0 12px; padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
`;

/** The comment as a page: GitHub-flavoured markdown, Mermaid blocks left for mermaid to draw. */
function page(body) {
  const renderer = new marked.Renderer();
  const code = renderer.code.bind(renderer);
  renderer.code = (token) => (token.lang === 'mermaid' ? `<pre class="mermaid">${token.text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</pre>\n` : code(token));
  // `breaks`: in comments GitHub keeps a single line break (markdown files join the lines).
  const html = marked.parse(body, { gfm: true, breaks: true, renderer });
  const mermaid = pathToFileURL(resolve('node_modules/mermaid/dist/mermaid.min.js')).href;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${CSS}</style><script src="${mermaid}"></script></head><body>
<div class="box"><div class="head"><b>github-actions</b><span class="bot">bot</span> commented</div><div class="body">${html}</div></div>
<script>
mermaid.initialize({ startOnLoad: false, theme: 'default', securityLevel: 'strict' });
const say = (id, content) => document.head.append(Object.assign(document.createElement('meta'), { id, content }));
mermaid.run({ querySelector: 'pre.mermaid' }).catch((e) => say('failed', String(e))).finally(() => say('height', String(Math.ceil(document.body.getBoundingClientRect().height) + 32)));
</script></body></html>`;
}

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--hide-scrollbars', '--force-device-scale-factor=1', '--allow-file-access-from-files', '--virtual-time-budget=15000'];

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
  console.log(`${OUT}: ${WIDTH}×${height}, ${readFileSync(OUT).length} bytes (the comment's markdown: ${body.length} characters)`);
  if (process.env.KEEP) console.log(`kept ${work}`);
} finally {
  if (!process.env.KEEP) rmSync(work, { recursive: true, force: true });
}
