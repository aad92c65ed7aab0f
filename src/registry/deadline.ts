// The deadline of a run's whole image check. It starts with the run's first request (reading the
// catalogs before does not count) and, once past, aborts the requests in flight and fails the
// rest at once: a registry that never answers, or asks to be retried later, costs at most this
// long however many references name it. Its timer never keeps the process alive.

export class Deadline {
  private signal_?: AbortSignal;
  private endsAt = Infinity;

  /** `setting` names where `ms` came from, for messages (the configuration, or the Action's input). */
  constructor(
    readonly ms: number,
    readonly setting = 'policy.imageCheckSeconds',
  ) {}

  /** The signal that aborts at the deadline; the first call starts it. */
  signal(): AbortSignal {
    if (!this.signal_) {
      this.signal_ = AbortSignal.timeout(this.ms);
      this.endsAt = Date.now() + this.ms;
    }
    return this.signal_;
  }

  /** Milliseconds left (Infinity before the first request). */
  remaining(): number {
    return this.endsAt - Date.now();
  }

  get passed(): boolean {
    return this.signal_?.aborted === true || this.remaining() <= 0;
  }

  /** The deadline as messages name it, with the setting it came from. */
  get named(): string {
    return `the image check's deadline of ${seconds(this.ms)} (${this.setting})`;
  }

  /** Why a reference was left unanswered at the deadline. */
  get detail(): string {
    return `not answered within ${this.named}`;
  }
}

export const seconds = (ms: number): string => (ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`);
