// The commands of a pull request comment, in Prow's syntax: each a whole line, so "/approve
// cancel" never reads as "/approve" and "please /approve" is no command. One parser for the
// approvals (ownership), the holds and the comments that trigger a run (the Action). Pure.

export type Command = 'approve' | 'approve-cancel' | 'hold' | 'hold-cancel' | 'retest';

/** The commands of a comment, in order. */
export function commentCommands(body: string): Command[] {
  const out: Command[] = [];
  for (const raw of body.split(/\r?\n/)) {
    const m = /^\/(approve|hold|retest)(?:[ \t]+(\S+))?[ \t]*$/i.exec(raw.trim());
    if (!m) continue;
    const verb = m[1]!.toLowerCase();
    const arg = m[2]?.toLowerCase();
    if (verb === 'retest' && arg === undefined) out.push('retest');
    else if (verb === 'approve' && (arg === undefined || arg === 'no-issue')) out.push('approve');
    else if (verb === 'approve' && arg === 'cancel') out.push('approve-cancel');
    else if (verb === 'hold' && arg === undefined) out.push('hold');
    else if (verb === 'hold' && arg === 'cancel') out.push('hold-cancel');
  }
  return out;
}
