// At most `size` tasks at once; the rest wait in arrival order. A task holds its slot for one
// HTTP exchange only (never while waiting on another request), so nested requests such as a token
// fetch inside a manifest request cannot deadlock however small the bound.

export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createLimiter(size: number): Limiter {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < size) active++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
