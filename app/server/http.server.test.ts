import { describe, expect, it } from "vitest";
import { loggablePath, parseTrustProxy, sameOriginGuard } from "~/server/http.server";

function run(guard: ReturnType<typeof sameOriginGuard>, method: string, headers: Record<string, string>) {
  const req = {
    method,
    protocol: "http",
    get: (name: string) => (name === "host" ? "localhost:3000" : headers[name.toLowerCase()]),
  };
  let status = 0;
  let passed = false;
  const res = {
    status(code: number) {
      status = code;
      return res;
    },
    type: () => res,
    send: () => res,
  };
  guard(req as never, res as never, () => {
    passed = true;
  });
  return passed ? "next" : status;
}

describe("same-origin guard", () => {
  const guard = sameOriginGuard("https://formatio.example");

  it("lets safe methods through", () => {
    expect(run(guard, "GET", { origin: "https://evil.example" })).toBe("next");
  });

  it("accepts same-origin and configured public origin posts", () => {
    expect(run(guard, "POST", { origin: "http://localhost:3000" })).toBe("next");
    expect(run(guard, "POST", { origin: "https://formatio.example" })).toBe("next");
    expect(run(guard, "POST", {})).toBe("next");
    // A native form POST under a no-referrer policy: Origin null, but the browser says same-origin.
    expect(run(guard, "POST", { origin: "null", "sec-fetch-site": "same-origin" })).toBe("next");
  });

  it("refuses cross-origin state changes", () => {
    expect(run(guard, "POST", { origin: "https://evil.example" })).toBe(403);
    expect(run(guard, "DELETE", { origin: "null" })).toBe(403);
    expect(run(guard, "POST", { origin: "null", "sec-fetch-site": "cross-site" })).toBe(403);
    expect(run(guard, "POST", { origin: "null", "sec-fetch-site": "same-site" })).toBe(403);
    expect(run(guard, "POST", { "sec-fetch-site": "cross-site" })).toBe(403);
  });
});

describe("TRUST_PROXY", () => {
  it("maps to Express's trust proxy values", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("loopback, 10.0.0.0/8")).toEqual(["loopback", "10.0.0.0/8"]);
  });
});

describe("loggablePath", () => {
  it("keeps the path and ordinary parameters, and hides secret values", () => {
    expect(loggablePath("/formations?q=excel&page=2")).toBe("/formations?q=excel&page=2");
    expect(loggablePath("/reset-password?token=abc123&lang=fr")).toBe("/reset-password?token=%5Bredacted%5D&lang=fr");
    expect(loggablePath("/x?api_key=1&Password=2&code=3")).not.toMatch(/=1|=2|=3/);
  });
});
