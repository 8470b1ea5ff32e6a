// The `test` every spec imports: Playwright's own, except that `baseURL` (hence `page`,
// `request` and every relative URL) is the server of the worker running the test. The
// configuration sets no baseURL of its own, so a spec that imported Playwright's `test`
// instead would fail at its first relative URL rather than talk to another worker's server.
import { test as base } from "@playwright/test";
import { serverPort } from "./env";

export { expect } from "@playwright/test";

export const test = base.extend({
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(baseURL ?? `http://localhost:${serverPort(testInfo.parallelIndex)}`);
  },
});
