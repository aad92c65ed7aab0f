// What a review of a pull request was decided on, besides its commits: its draft state, its
// reviews and the comments carrying commands, condensed into a mark the bot keeps in its own
// sticky comment's record. A sweep reads the same things back and re-reviews a pull request only
// when the mark (or the head) differs: nothing else a pull request holds is looked at. Pure.
import { createHash } from 'node:crypto';
import { isBot } from '../github/viewer.js';
import { commentCommands } from '../ownership/commands.js';
import type { CommentIn, ReviewIn } from './approval-binding.js';

export interface Activity {
  readonly draft: boolean;
  readonly reviews: readonly (ReviewIn & { readonly id: number })[];
  readonly comments: readonly CommentIn[];
  /** The bot's login: its own comments (the sticky one above all) are no activity. */
  readonly bot: string;
}

const hash = (text: string): string => createHash('sha256').update(text).digest('hex');

export function activityMark(a: Activity): string {
  const reviews = a.reviews.map((r) => [r.id, r.state, r.commitId, r.submittedAt, r.edited, hash(r.body)]);
  const commands = a.comments
    .filter((c) => c.author !== null && !isBot(c.author, a.bot) && commentCommands(c.body).length > 0)
    .map((c) => [c.id, c.author, c.createdAt, c.updatedAt]);
  return hash(JSON.stringify({ draft: a.draft, reviews, commands })).slice(0, 24);
}
