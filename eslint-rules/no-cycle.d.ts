// Types of no-cycle.js for the tests that call it.
import type { Rule } from 'eslint';

/** Every cycle of the TypeScript files under `root`: one sorted list of files per strongly connected component. */
export function findCycles(root: string): string[][];

declare const rule: Rule.RuleModule;
export default rule;
