// Where a command writes: standard output and standard error, or a test's buffers.
export interface Io {
  readonly out: (s: string) => void;
  readonly err: (s: string) => void;
  /** The directory text paths are shown from (default: the process's working directory). */
  readonly cwd?: string;
}
