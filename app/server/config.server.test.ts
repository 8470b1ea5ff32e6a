import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.server";

describe("configuration", () => {
  it("stops an https site without TRUST_PROXY and says what to set", () => {
    expect(() => parseConfig({ PUBLIC_URL: "https://formation.example" })).toThrow(/TRUST_PROXY=1/);
    expect(parseConfig({ PUBLIC_URL: "https://formation.example", TRUST_PROXY: "1" }).TRUST_PROXY).toBe("1");
    expect(parseConfig({ PUBLIC_URL: "http://localhost:3000" }).TRUST_PROXY).toBeUndefined();
  });

  it("limits form bodies to 1 MB unless told otherwise", () => {
    expect(parseConfig({}).FORM_BODY_LIMIT).toBe(1024 * 1024);
    expect(parseConfig({ FORM_BODY_LIMIT: "2097152" }).FORM_BODY_LIMIT).toBe(2 * 1024 * 1024);
  });

  it("runs one process unless WEB_CONCURRENCY asks for 1 to 64", () => {
    expect(parseConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(parseConfig({ WEB_CONCURRENCY: "" }).WEB_CONCURRENCY).toBe(1);
    expect(parseConfig({ WEB_CONCURRENCY: " 4 " }).WEB_CONCURRENCY).toBe(4);
    for (const refused of ["0", "65", "2.5", "two"]) {
      expect(() => parseConfig({ WEB_CONCURRENCY: refused }), refused).toThrow(/WEB_CONCURRENCY/);
    }
  });
});
