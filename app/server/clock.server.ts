// The clock that code waits on (a deliberate delay, never a timeout): one settable module,
// so a test swaps in a clock that moves on at once instead of really waiting. Timing itself
// belongs in benchmarks (scripts/bench), not in tests.

export type Clock = {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
  /** Resolves after `ms` milliseconds of this clock. */
  sleep(ms: number): Promise<void>;
};

const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

let current = systemClock;

export function clock(): Clock {
  return current;
}

/** Installs `next` (a test's clock), or the system clock again without one. */
export function setClock(next?: Clock) {
  current = next ?? systemClock;
}

/**
 * For tests: the real time plus every sleep, which returns at once. What the code measures
 * with it is what it would have measured had it really waited.
 */
export function instantClock(): Clock & { readonly slept: number } {
  let slept = 0;
  return {
    now: () => Date.now() + slept,
    sleep: async (ms) => {
      slept += Math.max(0, ms);
    },
    get slept() {
      return slept;
    },
  };
}

/**
 * The system clock moved on by the milliseconds written in `file` (read again at most every
 * 200 ms): the end-to-end server's, when CLOCK_OFFSET_FILE is set, so a journey can jump two days
 * ahead. A missing or unreadable file is no offset.
 */
export function offsetClock(file: string, read: (path: string) => string): Clock {
  let offset = 0;
  let readAt = 0;
  const current = () => {
    const now = Date.now();
    if (now - readAt > 200) {
      readAt = now;
      try {
        const value = Number(read(file).trim());
        offset = Number.isFinite(value) ? value : 0;
      } catch {
        offset = 0;
      }
    }
    return offset;
  };
  return {
    now: () => Date.now() + current(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}
