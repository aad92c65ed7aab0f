// The built Action against comments at and past GitHub's 65,536-character limit: a /approve
// buried in a huge comment, and a record of bound approvals that anyone could grow: the bot's
// own comment always fits the limit.
import { describe } from 'vitest';
import { commentEvent, FULL, fooBump, it, pullEvent } from './action-world.js';

const LIMIT = 65_536;

describe("comments at GitHub's size limit", () => {
  it('a /approve buried in a comment past 65,536 characters is read like any other; the run completes', async ({
    emulator,
    repo,
    act,
    sticky,
  }, { expect }) => {
    const { git, pull } = fooBump(emulator, 55);
    await act(git, 'pull_request_target', pullEvent(repo, pull, { action: 'opened' }));
    const huge = `${'x'.repeat(40_000)}\n/approve\n${'/hold\u00a0'.repeat(6_000)}`;
    expect(huge.length).toBeGreaterThan(LIMIT);
    const alice = emulator.state.addComment(FULL, 55, 'alice', huge);

    const run = await act(git, 'issue_comment', commentEvent(repo, 55, alice));

    expect(run.code).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    expect(sticky()!.length).toBeLessThanOrEqual(LIMIT);
  });

  it("a thousand bound /approve comments by anyone keep the bot's comment within the limit", async ({
    emulator,
    repo,
    act,
    sticky,
  }, { expect }) => {
    const { git, head, pull } = fooBump(emulator, 56);
    await act(git, 'pull_request_target', pullEvent(repo, pull, { action: 'opened' }));
    // What a thousand runs on a thousand spam comments would have recorded, in the bot's own comment.
    const spam = Array.from({ length: 1_000 }, (_, i) =>
      emulator.state.addComment(FULL, 56, `spammer${i}`, '/approve'),
    );
    const record = Buffer.from(JSON.stringify({ b: spam.map((c) => [c.id, head]), h: head })).toString('base64');
    const bot = repo.comments.find((c) => c.user.login === 'github-actions[bot]')!;
    bot.body = bot.body.replace(/<!-- fbc-bot:approvals [A-Za-z0-9+/=]* -->/, `<!-- fbc-bot:approvals ${record} -->`);
    const alice = emulator.state.addComment(FULL, 56, 'alice', '/approve');

    const run = await act(git, 'issue_comment', commentEvent(repo, 56, alice));

    expect(run.stdout).not.toContain('Render it within the comment budget');
    expect(run.code).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    expect(sticky()!.length).toBeLessThanOrEqual(LIMIT);
    expect(sticky()).toMatch(/<!-- fbc-bot:approvals [A-Za-z0-9+/=]+ -->/);
  });
});
