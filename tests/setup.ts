// Every Vitest file: an unexpected console.error or unhandled rejection fails the test.
import { afterEach, beforeEach, vi } from "vitest";

let errors: unknown[][] = [];
let spy: ReturnType<typeof vi.spyOn> | undefined;

beforeEach(() => {
  errors = [];
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  spy?.mockRestore();
  if (errors.length > 0) {
    const shown = errors.map((args) => args.map(String).join(" ")).join("\n");
    errors = [];
    throw new Error(`Unexpected console.error during the test:\n${shown}`);
  }
});

/** For a test that expects an error to be logged: take the captured calls. */
export function takeConsoleErrors(): unknown[][] {
  const taken = errors;
  errors = [];
  return taken;
}

// Once per process: files that share a worker (vitest.config.ts) run this module again each.
const marked = globalThis as { __formatioUnhandledRejection?: boolean };
if (!marked.__formatioUnhandledRejection) {
  marked.__formatioUnhandledRejection = true;
  process.on("unhandledRejection", (reason) => {
    throw reason;
  });
}
