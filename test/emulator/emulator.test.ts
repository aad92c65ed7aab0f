// The emulator answers as GitHub does and records every request GitHub would not accept.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Emulator } from './server.js';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await Emulator.start();
  emulator.addToken('ghs_app');
  emulator.addToken('ghp_person', {
    login: 'octocat',
    type: 'User',
    installation: false,
    permissions: { issues: 'write' },
  });
  emulator.state.addPull('acme/catalog', { number: 3 });
  for (let i = 0; i < 45; i++) emulator.state.addComment('acme/catalog', 3, 'alice', `c${i}`);
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.violations.length = 0;
  emulator.log.length = 0;
});

// Loosely typed on purpose: tests read whatever GitHub-shaped JSON came back.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = any;

async function call(
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown; scheme?: string } = {},
): Promise<{ status: number; body: Answer; headers: Headers }> {
  const token = options.token === undefined ? 'ghs_app' : options.token;
  const headers: Record<string, string> =
    token === null ? {} : { authorization: `${options.scheme ?? 'token'} ${token}` };
  const res = await fetch(`${emulator.origin}${path}`, {
    method,
    headers,
    ...(options.body === undefined
      ? {}
      : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : JSON.parse(text), headers: res.headers };
}

describe('GitHub API emulator', () => {
  it('lists pull requests by state, by last update, as GitHub sorts them; an invalid sort is refused', async () => {
    emulator.state.addPull('acme/catalog', { number: 4 });
    emulator.state.addPull('acme/catalog', { number: 5, state: 'closed' });
    emulator.state.touch(emulator.state.repo('acme', 'catalog')!, 3);
    const numbers = async (query: string): Promise<number[]> =>
      ((await call('GET', `/repos/acme/catalog/pulls?${query}`)).body as { number: number }[]).map((p) => p.number);
    expect(await numbers('state=open&sort=updated&direction=desc')).toEqual([3, 4]);
    expect(await numbers('state=open&sort=updated')).toEqual([4, 3]);
    expect(await numbers('state=all')).toEqual([5, 4, 3]);
    expect(emulator.violations).toEqual([]);
    expect((await call('GET', '/repos/acme/catalog/pulls?sort=newest')).status).toBe(422);
    expect(emulator.violations).toHaveLength(1);
  });

  it('requires a known token, as `token X` or `Bearer X`', async () => {
    expect((await call('GET', '/repos/acme/catalog/pulls/3', { token: null })).status).toBe(401);
    expect((await call('GET', '/repos/acme/catalog/pulls/3', { token: 'nope' })).body.message).toBe('Bad credentials');
    expect((await call('GET', '/repos/acme/catalog/pulls/3', { scheme: 'Bearer' })).status).toBe(200);
  });

  it('refuses GET /user to an installation token, as GitHub does, and answers it for a user token', async () => {
    expect(await call('GET', '/user')).toMatchObject({
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    expect(await call('GET', '/user', { token: 'ghp_person' })).toMatchObject({
      status: 200,
      body: { login: 'octocat' },
    });
  });

  it('paginates with per_page/page and Link headers', async () => {
    const first = await call('GET', '/repos/acme/catalog/issues/3/comments?per_page=20');
    expect(first.body.map((c: { body: string }) => c.body)).toEqual(Array.from({ length: 20 }, (_, i) => `c${i}`));
    expect(first.headers.get('link')).toBe(
      `<${emulator.origin}/repos/acme/catalog/issues/3/comments?per_page=20&page=2>; rel="next", <` +
        `${emulator.origin}/repos/acme/catalog/issues/3/comments?per_page=20&page=3>; rel="last"`,
    );
    const last = await call('GET', '/repos/acme/catalog/issues/3/comments?per_page=20&page=3');
    expect(last.body).toHaveLength(5);
    expect(last.headers.get('link')).not.toContain('rel="next"');
    expect((await call('GET', '/repos/acme/catalog/issues/3/comments')).body).toHaveLength(30);
    expect(emulator.violations).toEqual([]);
  });

  it('records an unknown operation, a bad parameter and a bad body as violations', async () => {
    expect((await call('GET', '/repos/acme/catalog/no-such-thing')).status).toBe(404);
    expect((await call('GET', '/repos/acme/catalog/pulls/three')).status).toBe(422);
    expect(
      (await call('POST', '/repos/acme/catalog/issues/3/comments', { body: { text: 'no body field' } })).status,
    ).toBe(422);
    expect((await call('POST', '/repos/acme/catalog/issues/3/comments', { body: '{not json' })).status).toBe(400);
    expect(emulator.violations.map((v) => v.operation)).toEqual([
      null,
      'pulls/get',
      'issues/create-comment',
      'issues/create-comment',
    ]);
  });

  it('records an operation GitHub has but the emulator does not implement', async () => {
    expect((await call('DELETE', '/repos/acme/catalog')).status).toBe(501);
    expect(emulator.violations[0]!.errors[0]).toMatch(/repos\/delete is valid for GitHub but not emulated/);
  });

  it("enforces the token's permissions and GitHub's comment size limit", async () => {
    expect((await call('POST', '/repos/acme/catalog/issues/3/comments', { body: { body: 'hi' } })).status).toBe(403);
    expect(
      (
        await call('POST', '/repos/acme/catalog/issues/3/comments', {
          token: 'ghp_person',
          body: { body: 'x'.repeat(65537) },
        })
      ).status,
    ).toBe(422);
    expect(
      (await call('POST', '/repos/acme/catalog/issues/3/comments', { token: 'ghp_person', body: { body: 'hi' } }))
        .status,
    ).toBe(201);
  });

  it("validates GraphQL against GitHub's schema", async () => {
    const ok = await call('POST', '/graphql', { body: { query: 'query { viewer { login } }' } });
    expect(ok.body).toEqual({ data: { viewer: { login: 'github-actions[bot]' } } });
    const bad = await call('POST', '/graphql', { body: { query: 'query { viewer { nickname } }' } });
    expect(bad.body.errors[0].message).toMatch(/Cannot query field "nickname" on type "User"/);
    expect(emulator.violations).toHaveLength(1);
  });
});
