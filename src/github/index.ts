// fbc-bot's GitHub I/O: one function per API operation, each taking the client as its first
// argument. Nothing else in fbc-bot talks to GitHub.
export {
  apiUrlsFromEnv,
  countRequests,
  createGitHubClient,
  defaultGraphqlUrl,
  DO_NOT_RETRY,
  type ClientOptions,
  type GitHubClient,
  type GitHubLog,
} from './client.js';
export { GitHubError, explain, type FailureKind, type Operation } from './api-errors.js';
export { graphql, GraphqlResponseError } from './graphql.js';
export { botLogin, isBot } from './viewer.js';
export {
  getPullRequest,
  listPullFiles,
  listPullReviews,
  MAX_LISTED_FILES,
  type PullFile,
  type PullRef,
  type PullRequest,
  type PullReview,
} from './pulls.js';
export { openPullPages, PULLS_PER_PAGE, type OpenPull } from './open-pulls.js';
export {
  listIssueComments,
  markedComments,
  upsertStickyComment,
  MAX_COMMENT_CHARS,
  REVIEW_MARKER,
  type IssueComment,
  type StickyRequest,
  type StickyResult,
} from './comments.js';
export {
  ANNOTATIONS_PER_REQUEST,
  MAX_CHECK_OUTPUT_CHARS,
  publishCheckRun,
  startCheckRun,
  type CheckAnnotation,
  type CheckConclusion,
  type CheckRunRequest,
  type CheckRunResult,
} from './checks.js';
export { addLabels, removeLabel } from './labels.js';
export { editedReviewIds, type ReviewEdits } from './review-edits.js';
export {
  disableAutoMerge,
  enableAutoMerge,
  mergePinned,
  type AutoMergeRequest,
  type MergeMethod,
  type MergeRequest,
} from './merge.js';
export { dispatchRepository, dispatchWorkflow, type RepositoryDispatch, type WorkflowDispatch } from './dispatch.js';
