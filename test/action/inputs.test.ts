import { describe, expect, it } from 'vitest';
import { InputError, readInputs, secretsOf } from '../../src/action/inputs.js';

const from =
  (values: Record<string, string>) =>
  (name: string): string =>
    values[name] ?? '';

describe('readInputs', () => {
  it('defaults every optional input', () => {
    const c = readInputs(from({ 'github-token': 't' }));
    expect(c).toEqual({
      mode: 'review',
      token: 't',
      autoMerge: false,
      mergeMethod: 'squash',
      mergeVia: 'merge',
      checkName: 'fbc-bot',
      pendingConclusion: 'action_required',
      comment: true,
      labels: {},
      reportPath: 'fbc-bot-review.json',
      baseImage: 'quay.io/operator-framework/opm:latest',
      dockerfileDir: 'fbc-bot-dockerfiles',
      dispatch: 'none',
      dispatchEventType: 'fbc-catalogs-changed',
      checkImages: true,
      sweep: { maxRequests: 500, seconds: 300 },
      installTest: {
        step: 'run',
        olm: ['v1'],
        packageSeconds: 900,
        jobSeconds: 3000,
        concurrency: 2,
        checkName: 'fbc-bot install',
        reportPath: 'fbc-bot-install.json',
      },
    });
  });

  it('reads every input', () => {
    const c = readInputs(
      from({
        mode: 'plan',
        'github-token': ' t ',
        config: 'ci/fbc.yaml',
        'auto-merge': 'true',
        'merge-method': 'rebase',
        'merge-via': 'auto-merge',
        'check-name': 'catalog review',
        'pending-conclusion': 'failure',
        comment: 'False',
        'report-path': 'out/r.json',
        'sarif-path': 'out/r.sarif',
        'cache-dir': '.fbc-cache',
        'base-image': 'registry.example.com/opm@sha256:abc',
        'dockerfile-dir': 'build',
        dispatch: 'workflow',
        'dispatch-workflow': 'rebuild.yml',
        'dispatch-ref': 'main',
        'dispatch-event-type': 'rebuild',
        'sweep-max-requests': '2000',
        'sweep-seconds': '600',
      }),
    );
    expect(c).toMatchObject({
      mode: 'plan',
      token: 't',
      config: 'ci/fbc.yaml',
      autoMerge: true,
      mergeMethod: 'rebase',
      mergeVia: 'auto-merge',
      checkName: 'catalog review',
      pendingConclusion: 'failure',
      comment: false,
      reportPath: 'out/r.json',
      sarifPath: 'out/r.sarif',
      cacheDir: '.fbc-cache',
      baseImage: 'registry.example.com/opm@sha256:abc',
      dockerfileDir: 'build',
      dispatch: 'workflow',
      dispatchWorkflow: 'rebuild.yml',
      dispatchRef: 'main',
      dispatchEventType: 'rebuild',
      sweep: { maxRequests: 2000, seconds: 600 },
    });
  });

  it.each([
    [{ mode: 'merge' }, /input mode: "merge" is not one of review, analyze, publish, plan/],
    [{ 'auto-merge': 'yes' }, /input auto-merge: "yes" is not a boolean/],
    [{ 'merge-method': 'fast-forward' }, /input merge-method/],
    [{ 'merge-via': 'queue' }, /input merge-via/],
    [{ 'pending-conclusion': 'success' }, /input pending-conclusion: "success" is not one of action_required, failure/],
    [{ 'base-image': 'opm latest' }, /input base-image/],
    [{ 'base-image': 'x"; RUN curl' }, /input base-image/],
    [{ dispatch: 'workflow' }, /dispatch-workflow is required/],
    [{ dispatch: 'workflow', 'dispatch-workflow': '../x.yml' }, /not a workflow file name/],
    [{ 'check-name': 'a\nb' }, /input check-name/],
    [{ 'report-path': 'a\nb' }, /input report-path: a path cannot hold/],
    [{ 'sarif-path': 'a\0b' }, /input sarif-path: a path cannot hold/],
    [{ 'cache-dir': 'a\rb' }, /input cache-dir: a path cannot hold/],
    [{ config: 'a\nb' }, /input config: a path cannot hold/],
    [{ 'dispatch-event-type': 'a b' }, /dispatch-event-type/],
    [{ mode: 'sweep', comment: 'false' }, /input comment: mode sweep needs the sticky comment/],
    [{ 'sweep-max-requests': '10' }, /input sweep-max-requests: "10" is not a whole number from 50 to 100000/],
    [{ 'sweep-max-requests': '1e3' }, /input sweep-max-requests/],
    [{ 'sweep-seconds': '-5' }, /input sweep-seconds: "-5" is not a whole number from 10 to 21600/],
    [{ 'catalog-image': 'reg:5000/fbc/{tag}:pr' }, /input catalog-image: .* has an unknown placeholder \{tag\}/],
    [{ 'catalog-image': 'reg:5000/x:pr; rm' }, /input catalog-image/],
    [{ olm: 'v0' }, /input olm: "v0" is not one of v1, classic, both/],
    [{ 'install-concurrency': '0' }, /input install-concurrency: "0" is not a whole number from 1 to 16/],
    [{ 'install-package': 'a\nb' }, /input install-package: one line/],
    [{ mode: 'publish-image' }, /input publish-to is required in mode publish-image/],
    [{ mode: 'publish-image', 'publish-to': 'reg/x y' }, /input publish-to: "reg\/x y" is not a repository/],
  ])('refuses %j', (bad, message) => {
    expect(() => readInputs(from({ 'github-token': 't', ...bad }))).toThrow(InputError);
    expect(() => readInputs(from({ 'github-token': 't', ...bad }))).toThrow(message);
  });

  it('check-images is on unless turned off; registry-auth is parsed up front and every secret in it is masked', () => {
    expect(readInputs(from({ 'github-token': 't', 'check-images': 'false' })).checkImages).toBe(false);
    const auth = JSON.stringify({
      auths: {
        'https://index.docker.io/v1/': { auth: Buffer.from('bot:s3cret').toString('base64') },
        'quay.io': { identitytoken: 'tok-123' },
      },
    });
    const c = readInputs(from({ 'github-token': 't', 'registry-auth': auth }));
    expect([...c.registryAuth!.auths.keys()]).toEqual(['docker.io', 'quay.io']);
    expect(secretsOf(c)).toEqual(['t', auth, 's3cret', Buffer.from('bot:s3cret').toString('base64'), 'tok-123']);
  });

  it('image-check-seconds: unset by default, else a whole number of seconds from 1 to 600', () => {
    expect(readInputs(from({ 'github-token': 't' })).imageCheckSeconds).toBeUndefined();
    expect(readInputs(from({ 'github-token': 't', 'image-check-seconds': '15' })).imageCheckSeconds).toBe(15);
    for (const bad of ['0', '601', '1.5', 'ten', '-3'])
      expect(() => readInputs(from({ 'github-token': 't', 'image-check-seconds': bad }))).toThrow(
        `input image-check-seconds: "${bad}" is not a whole number of seconds from 1 to 600`,
      );
  });
  it('a malformed registry-auth names the input and the entry, never what it holds', () => {
    expect(() =>
      readInputs(from({ 'github-token': 't', 'registry-auth': '{"auths": {"quay.io": {"auth": "bm9jb2xvbg=="}}' })),
    ).toThrow(/^input registry-auth: not valid JSON \(a docker config.json/);
    const bad = () =>
      readInputs(
        from({
          'github-token': 't',
          'registry-auth': '{"auths": {"quay.io": {"auth": "c2VjcmV0LXdpdGhvdXQtY29sb24="}}}',
        }),
      );
    expect(bad).toThrow(InputError);
    expect(bad).toThrow('input registry-auth: auths["quay.io"].auth is not the base64 of user:password');
    expect(bad).not.toThrow(/secret-without-colon|c2VjcmV0/);
  });

  it('publish-to and publish-tags (spaces, commas or lines between templates)', () => {
    const c = readInputs(
      from({
        'github-token': 't',
        mode: 'publish-image',
        'publish-to': 'quay.io/example/catalog',
        'publish-tags': '{catalog}, {catalog}-{short}\nlatest',
      }),
    );
    expect(c.publishTo).toBe('quay.io/example/catalog');
    expect(c.publishTags).toEqual(['{catalog}', '{catalog}-{short}', 'latest']);
  });

  it('needs a token', () => {
    expect(() => readInputs(from({}))).toThrow(/input github-token is required in mode review/);
    expect(() => readInputs(from({ 'github-token': ' ', mode: 'plan' }))).toThrow(
      /input github-token is required in mode plan/,
    );
  });
});
