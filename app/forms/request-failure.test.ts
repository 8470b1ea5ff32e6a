// The root's client middleware on React Router's own client router (data mode runs the same
// middleware pipeline as the browser): a write that fails on its way answers a refusal that
// keeps what was sent; the app's own answers and refusals pass through untouched.
import {
  createMemoryRouter,
  type DataRouter,
  type DataStrategyResult,
  data,
  UNSAFE_ErrorResponseImpl,
} from "react-router";
import { describe, expect, it } from "vitest";
import { failureOf, keepFormOnFailedWrite, NETWORK_ERROR, SERVER_ERROR } from "~/forms/request-failure";

function routerWith(action: () => unknown): DataRouter {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        // A data router's routes type `next()` loosely; on the client it gives the results by route id.
        middleware: [
          (args, next) => keepFormOnFailedWrite(args, next as () => Promise<Record<string, DataStrategyResult>>),
        ],
        loader: () => ({ loaded: true }),
        children: [{ id: "page", path: "page", action, loader: () => ({ page: true }) }],
      },
    ],
    { initialEntries: ["/page"] },
  );
  return router;
}

/** Posts a form with a fetcher; React Router's `fetch` settles once the action (and any reload) is done. */
async function post(router: DataRouter, form: Record<string, string>) {
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  const formData = new FormData();
  for (const [name, value] of Object.entries(form)) formData.append(name, value);
  // The router hands a fetcher's answer to its subscribers (React keeps it from there).
  let answer: unknown;
  const unsubscribe = router.subscribe((state) => {
    const fetcher = state.fetchers.get("f");
    if (fetcher?.state === "idle" && fetcher.data !== undefined) answer = fetcher.data;
  });
  await router.fetch("f", "page", "/page", { formMethod: "post", formData });
  unsubscribe();
  return { data: answer, errors: router.state.errors };
}

describe("a write that fails on its way", () => {
  it("answers the spec's network error and keeps what was typed (not the password)", async () => {
    const router = routerWith(() => {
      throw new TypeError("Failed to fetch");
    });
    const { data: answer, errors } = await post(router, { title: "Mon titre", password: "secret" });
    expect(errors).toBeNull();
    expect(answer).toEqual({ ok: false, formError: NETWORK_ERROR, values: { title: "Mon titre" } });
    router.dispose();
  });

  it("answers the server error for a 5xx that is not the app's answer", async () => {
    const router = routerWith(() => {
      // What single fetch throws for a 5xx without React Router's header (a proxy's page).
      throw new UNSAFE_ErrorResponseImpl(502, "Bad Gateway", "<html>Bad gateway</html>");
    });
    const { data: answer, errors } = await post(router, { title: "x" });
    expect(errors).toBeNull();
    expect(answer).toMatchObject({ ok: false, formError: SERVER_ERROR });
    router.dispose();
  });

  it("leaves the app's answers alone: a refusal is shown as sent, a 404 reaches the error boundary", async () => {
    const refusing = routerWith(() => data({ ok: false, errors: { title: "x.required" } }, { status: 400 }));
    expect((await post(refusing, { title: "" })).data).toEqual({ ok: false, errors: { title: "x.required" } });
    refusing.dispose();

    const missing = routerWith(() => {
      throw data(null, { status: 404 });
    });
    const { errors } = await post(missing, { title: "x" });
    // No route here draws a boundary of its own: the error lands on the root's.
    expect(errors?.root).toMatchObject({ status: 404 });
    missing.dispose();
  });
});

describe("failureOf", () => {
  it("maps what a request threw to the spec's codes", () => {
    expect(failureOf(new TypeError("NetworkError when attempting to fetch resource."))).toBe(NETWORK_ERROR);
    expect(failureOf(new Error("Unable to decode turbo-stream response"))).toBe(SERVER_ERROR);
    expect(failureOf(new DOMException("aborted", "AbortError"))).toBeUndefined();
    expect(failureOf("anything else")).toBeUndefined();
  });
});
