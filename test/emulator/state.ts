// The emulator's data: repositories with their pull requests, comments, check runs, labels and
// dispatches. Tests seed it directly and read it back to assert what the client did.

export type Permission = 'read' | 'write';
export type Scope = 'issues' | 'pull_requests' | 'checks' | 'contents' | 'actions';

/** Who a token is. An Actions installation token is `github-actions[bot]` and cannot read /user. */
export interface Identity {
  login: string;
  type: 'Bot' | 'User';
  installation: boolean;
  /** Unset scopes are `read`, as for a default read-only GITHUB_TOKEN. */
  permissions: Partial<Record<Scope, Permission>>;
}

export interface User {
  login: string;
  id: number;
  type: 'Bot' | 'User';
}

export interface IssueComment {
  id: number;
  nodeId: string;
  issueNumber: number;
  user: User;
  body: string;
  createdAt: string;
  updatedAt: string;
}

export interface PullFile {
  filename: string;
  status: string;
  additions: number;
  deletions: number;
  changes: number;
  sha: string;
  previousFilename?: string;
}

export interface PullReview {
  id: number;
  user: User;
  state: 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'DISMISSED' | 'PENDING';
  body: string;
  commitId: string;
  submittedAt: string;
  /** When its body was last edited (GraphQL only: REST's review has no such field). */
  lastEditedAt?: string;
}

export interface AutoMerge {
  mergeMethod: string;
  enabledBy: string;
  expectedHeadOid: string | null;
  enabledAt: string;
}

export interface Pull {
  number: number;
  nodeId: string;
  title: string;
  state: 'open' | 'closed';
  author: User;
  headSha: string;
  headRef: string;
  baseSha: string;
  baseRef: string;
  /** `owner/name` of the head repository; differs from the base for a fork. */
  headRepo: string;
  mergeable: boolean | null;
  mergeableState: string;
  draft: boolean;
  merged: boolean;
  mergeCommitSha: string | null;
  mergeMethod: string | null;
  files: PullFile[];
  reviews: PullReview[];
  labels: string[];
  autoMerge: AutoMerge | null;
  /** GitHub's updated_at: moved by a push, a review, a comment, a label, a merge (see State.touch). */
  updatedAt: string;
}

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: string;
  message: string;
  title?: string;
  [k: string]: unknown;
}

export interface CheckRun {
  id: number;
  name: string;
  headSha: string;
  status: string;
  conclusion: string | null;
  title: string | null;
  summary: string | null;
  text: string | null;
  annotations: Annotation[];
  startedAt: string;
  completedAt: string | null;
  detailsUrl: string | null;
  externalId: string | null;
}

export interface Dispatch {
  kind: 'workflow' | 'repository';
  workflowId?: string;
  ref?: string;
  inputs?: Record<string, unknown>;
  eventType?: string;
  clientPayload?: Record<string, unknown>;
}

export interface Repo {
  id: number;
  owner: string;
  name: string;
  defaultBranch: string;
  allowAutoMerge: boolean;
  pulls: Map<number, Pull>;
  comments: IssueComment[];
  checkRuns: CheckRun[];
  labels: Set<string>;
  dispatches: Dispatch[];
  /**
   * Makes the commit a merge of `pull` (its mergeMethod set) puts on the base branch, as GitHub does, and returns its
   * sha; unset, the merge commit's sha is made up and no commit exists.
   */
  mergeCommit?: (pull: Pull) => string;
}

export interface PullSeed extends Partial<Omit<Pull, 'author'>> {
  author?: string;
}

export class State {
  readonly repos = new Map<string, Repo>();
  private nextId = 1000;
  /** A clock that moves one second per write, so created/updated times are distinct and ordered. */
  private clock = Date.parse('2026-01-01T00:00:00Z');

  id(): number {
    return this.nextId++;
  }

  now(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString();
  }

  user(login: string): User {
    return {
      login,
      id: [...login].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7),
      type: login.endsWith('[bot]') ? 'Bot' : 'User',
    };
  }

  addRepo(fullName: string, options: { defaultBranch?: string; allowAutoMerge?: boolean } = {}): Repo {
    const [owner = '', name = ''] = fullName.split('/');
    const repo: Repo = {
      id: this.id(),
      owner,
      name,
      defaultBranch: options.defaultBranch ?? 'main',
      allowAutoMerge: options.allowAutoMerge ?? true,
      pulls: new Map(),
      comments: [],
      checkRuns: [],
      labels: new Set(),
      dispatches: [],
    };
    this.repos.set(fullName.toLowerCase(), repo);
    return repo;
  }

  repo(owner: string, name: string): Repo | undefined {
    return this.repos.get(`${owner}/${name}`.toLowerCase());
  }

  addPull(fullName: string, seed: PullSeed = {}): Pull {
    const repo = this.repo(...(fullName.split('/') as [string, string])) ?? this.addRepo(fullName);
    const number = seed.number ?? Math.max(0, ...repo.pulls.keys(), ...repo.comments.map((c) => c.issueNumber)) + 1;
    const { author, ...rest } = seed;
    const pull: Pull = {
      number,
      nodeId: `PR_${repo.id}_${number}`,
      title: `Pull request ${number}`,
      state: 'open',
      headSha: 'a'.repeat(40),
      headRef: `topic-${number}`,
      baseSha: 'b'.repeat(40),
      baseRef: repo.defaultBranch,
      headRepo: `${repo.owner}/${repo.name}`,
      mergeable: true,
      mergeableState: 'clean',
      draft: false,
      merged: false,
      mergeCommitSha: null,
      mergeMethod: null,
      files: [],
      reviews: [],
      labels: [],
      autoMerge: null,
      updatedAt: this.now(),
      ...rest,
      author: this.user(author ?? 'contributor'),
    };
    repo.pulls.set(number, pull);
    return pull;
  }

  /** Activity on pull request `number` of `repo` now: its updated_at moves, as GitHub's does. */
  touch(repo: Repo, number: number): void {
    const pull = repo.pulls.get(number);
    if (pull !== undefined) pull.updatedAt = this.now();
  }

  addComment(fullName: string, issueNumber: number, login: string, body: string): IssueComment {
    const repo = this.repo(...(fullName.split('/') as [string, string]));
    if (repo === undefined) throw new Error(`no repository ${fullName}`);
    const at = this.now();
    const id = this.id();
    const comment: IssueComment = {
      id,
      nodeId: `IC_${id}`,
      issueNumber,
      user: this.user(login),
      body,
      createdAt: at,
      updatedAt: at,
    };
    repo.comments.push(comment);
    this.touch(repo, issueNumber);
    return comment;
  }
}
