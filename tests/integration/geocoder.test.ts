// Address suggestions against a local fake Nominatim over real HTTP: what our
// server sends (query, key), what it keeps of the answer (5 at most, named
// fields only), how it fails (500, timeout, bad JSON), and the admin-only route.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loader } from "~/routes/api/address-suggestions";
import { resetConfig } from "~/server/config.server";
import { logger } from "~/server/logger.server";
import { GeocoderError, searchAddresses } from "~/sessions/geocoder.server";
import { useTestDatabase } from "../db";
import { createUser, makeRequest, seedReferenceData, sessionCookie } from "../factories";
import { routeArgs } from "../route";

const KEY = "pk.SECRET-geocoder-key-123";

type Mode = "ok" | "many" | "error" | "hang" | "invalid-json" | "not-array";

function item(n: number) {
  return {
    place_id: 1000 + n,
    licence: `Data © OpenStreetMap, requested with key=${KEY}`,
    osm_type: "way",
    display_name: `${n} Rue de la Paix, Paris, Île-de-France, 75002, France`,
    lat: "48.8686",
    lon: "2.3314",
    boundingbox: ["48.86", "48.87", "2.33", "2.34"],
    address: {
      house_number: String(n),
      road: "Rue de la Paix",
      suburb: "Quartier Vendôme",
      town: n === 2 ? "Saint-Denis" : undefined,
      city: n === 2 ? undefined : "Paris",
      postcode: "75002",
      country: "France",
      country_code: "fr",
    },
  };
}

/** A Nominatim stand-in: answers per `mode`, remembers what it was asked. */
class FakeNominatim {
  mode: Mode = "ok";
  requests: { url: URL; headers: IncomingMessage["headers"] }[] = [];
  private server: Server;
  private hanging: ServerResponse[] = [];

  constructor() {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://fake");
      this.requests.push({ url, headers: req.headers });
      if (url.pathname !== "/search") {
        res.writeHead(404).end();
        return;
      }
      switch (this.mode) {
        case "ok":
          res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify([item(1), item(2)]));
          return;
        case "many":
          res
            .writeHead(200, { "content-type": "application/json" })
            .end(JSON.stringify(Array.from({ length: 8 }, (_, i) => item(i + 1))));
          return;
        case "error":
          res.writeHead(500, { "content-type": "text/plain" }).end("upstream exploded");
          return;
        case "invalid-json":
          res.writeHead(200, { "content-type": "application/json" }).end("[{ not json");
          return;
        case "not-array":
          res
            .writeHead(200, { "content-type": "application/json" })
            .end(JSON.stringify({ error: "Unable to geocode" }));
          return;
        case "hang":
          // Never answers: our client must give up on its own.
          this.hanging.push(res);
          return;
      }
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const fake = new FakeNominatim();
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await fake.start();
});

afterAll(async () => {
  await fake.stop();
});

afterEach(() => {
  fake.mode = "ok";
  fake.requests = [];
  vi.restoreAllMocks();
});

describe("searchAddresses", () => {
  it("sends the query, the key and the spec's parameters, and maps the answer to named fields", async () => {
    const result = await searchAddresses("  12 rue de la Paix  ", { url: `${baseUrl}/`, key: KEY, language: "fr" });
    expect(fake.requests).toHaveLength(1);
    const { url, headers } = fake.requests[0];
    expect(url.pathname).toBe("/search");
    expect(url.searchParams.get("q")).toBe("12 rue de la Paix");
    expect(url.searchParams.get("key")).toBe(KEY);
    expect(url.searchParams.get("format")).toBe("json");
    expect(url.searchParams.get("limit")).toBe("5");
    expect(url.searchParams.get("addressdetails")).toBe("1");
    expect(url.searchParams.get("accept-language")).toBe("fr");
    expect(headers["user-agent"]).toBeTruthy();
    expect(result).toEqual({
      suggestions: [
        {
          display_name: "1 Rue de la Paix, Paris, Île-de-France, 75002, France",
          place_id: "1001",
          lat: "48.8686",
          lon: "2.3314",
          address: { house_number: "1", road: "Rue de la Paix", city: "Paris", postcode: "75002", country: "France" },
        },
        {
          display_name: "2 Rue de la Paix, Paris, Île-de-France, 75002, France",
          place_id: "1002",
          lat: "48.8686",
          lon: "2.3314",
          // Nominatim names smaller places "town": still the city for us.
          address: {
            house_number: "2",
            road: "Rue de la Paix",
            city: "Saint-Denis",
            postcode: "75002",
            country: "France",
          },
        },
      ],
    });
    // Nothing else the service sent (licence text with the key, bounding boxes) is passed on.
    expect(JSON.stringify(result)).not.toContain(KEY);
  });

  it("keeps at most 5 suggestions", async () => {
    fake.mode = "many";
    const result = await searchAddresses("rue de la paix", { url: baseUrl, key: KEY });
    expect(result.suggestions).toHaveLength(5);
    expect(result.suggestions.map((s) => s.place_id)).toEqual(["1001", "1002", "1003", "1004", "1005"]);
  });

  it("does not call the service for queries under 3 characters, and reports 'disabled' without a URL", async () => {
    expect(await searchAddresses("ru", { url: baseUrl, key: KEY })).toEqual({ suggestions: [] });
    expect(fake.requests).toHaveLength(0);
    expect(await searchAddresses("rue de la paix", { url: "", key: KEY })).toEqual({ disabled: true, suggestions: [] });
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ["a 500 answer", "error"],
    ["invalid JSON", "invalid-json"],
    ["an answer that is not a list", "not-array"],
    ["no answer in time", "hang"],
  ] as const)("turns %s into the address_suggestions error, logged without the key", async (_, mode) => {
    fake.mode = mode;
    const warn = vi.spyOn(logger, "warn");
    const error = await searchAddresses("rue de la paix", { url: baseUrl, key: KEY, timeoutMs: 300 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GeocoderError);
    expect((error as GeocoderError).key).toBe("pages.calendar.error.address_suggestions");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(KEY);
  });
});

describe("GET /api/address-suggestions", () => {
  useTestDatabase();
  let adminCookie: string;
  let memberCookie: string;

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    memberCookie = await sessionCookie(await createUser());
    process.env.GEOCODER_URL = baseUrl;
    process.env.GEOCODER_KEY = KEY;
    resetConfig();
  });

  afterAll(() => {
    delete process.env.GEOCODER_URL;
    delete process.env.GEOCODER_KEY;
    resetConfig();
  });

  type Answer = { data: Record<string, unknown>; init: ResponseInit | null };

  async function get(query: string, cookie?: string): Promise<Answer> {
    const request = makeRequest(`/api/address-suggestions?q=${encodeURIComponent(query)}`, { cookie });
    return (await loader(await routeArgs(request))) as unknown as Answer;
  }

  it("refuses visitors (401) and non-admins (403) without calling the service", async () => {
    const visitor = await get("rue de la paix");
    expect(visitor.init?.status).toBe(401);
    expect(visitor.data).toEqual({ error: "Unauthorized" });
    const member = await get("rue de la paix", memberCookie);
    expect(member.init?.status).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });

  it("answers admins the suggestions in their language, never the key", async () => {
    const answer = await get("rue de la paix", adminCookie);
    expect(answer.init?.status ?? 200).toBe(200);
    expect((answer.data.suggestions as unknown[]).length).toBe(2);
    expect(fake.requests[0].url.searchParams.get("key")).toBe(KEY);
    expect(fake.requests[0].url.searchParams.get("accept-language")).toBe("fr");
    expect(JSON.stringify(answer)).not.toContain(KEY);
    expect(new Headers(answer.init?.headers).get("Cache-Control")).toBe("private, no-store");
  });

  it("answers the address_suggestions error key when the service fails, never the key", async () => {
    fake.mode = "error";
    const answer = await get("rue de la paix", adminCookie);
    expect(answer.init?.status).toBe(502);
    expect(answer.data).toEqual({ error: "pages.calendar.error.address_suggestions" });
    expect(JSON.stringify(answer)).not.toContain(KEY);
  });

  it("answers 'disabled' when no service is configured, so the field stays free text", async () => {
    delete process.env.GEOCODER_URL;
    resetConfig();
    try {
      const answer = await get("rue de la paix", adminCookie);
      expect(answer.data).toEqual({ disabled: true, suggestions: [] });
      expect(fake.requests).toHaveLength(0);
    } finally {
      process.env.GEOCODER_URL = baseUrl;
      resetConfig();
    }
  });
});
