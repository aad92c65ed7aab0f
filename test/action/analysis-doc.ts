// The analysis document mode analyze writes and mode publish reads, as the suites that feed
// mode publish write it (often forged: what a pull request's own analyze workflow could write).

/** An ownership entry of an analysis: `login` alone owns `pkg` and approved it. */
export function selfApproved(pkg: string, login: string): object {
  return { package: pkg, owners: [login], approvedBy: [login], status: 'approved' };
}

/** An analysis of pull request `pullRequest` from `baseSha` to `headSha` that says pass, `packages` approved. */
export function passingAnalysis(pullRequest: number, baseSha: string, headSha: string, packages: object[] = []) {
  return {
    fbcBotAnalysis: 1,
    pullRequest,
    baseSha,
    headSha,
    review: {
      verdict: 'pass',
      findings: [],
      changes: [],
      ownership: { decision: 'approved', packages },
      autoMerge: { eligible: true, reasons: [] },
    },
  };
}
