import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, data, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { notFound } from "~/server/responses.server";
import { RouteErrorBoundary, type RouteErrorBoundaryProps } from "~/shell/route-error-boundary";
import { testI18n } from "../../tests/ssr";

// Inline texts keep this test independent of the locale files' wording.
const i18n = testI18n({
  errors: {
    generic: { title: "Something went wrong", message: "Generic failure", refresh: "Refresh page" },
    not_found: { title: "Page not found", message: "Generic not found", back_home: "Back to home" },
    forbidden: "Not allowed",
    http: { too_large: "Over {{limit}} MB" },
  },
  things: {
    back: "Back to the things",
    not_found: "This thing does not exist",
    check: "Check the address",
    load: "The thing could not be loaded",
    invalid_id: "This is no thing's id",
    title: "Things",
  },
});

/** Renders `/` whose loader throws `thrown`, with the given boundary. */
function Page() {
  return <p>page</p>;
}

/** The boundary element of the render in progress (renders are awaited one at a time). */
let currentBoundary: ReactNode = null;
function Boundary() {
  return currentBoundary;
}

async function render(thrown: unknown, boundary: ReactNode = <RouteErrorBoundary />): Promise<string> {
  currentBoundary = boundary;
  const handler = createStaticHandler([
    {
      id: "page",
      path: "/",
      loader: () => {
        throw thrown;
      },
      Component: Page,
      ErrorBoundary: Boundary,
    },
  ]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
}

const things: RouteErrorBoundaryProps = {
  notFound: { message: "things.not_found", hint: "things.check" },
  loadError: "things.load",
  back: { to: "/things", label: "things.back" },
};

describe("RouteErrorBoundary", () => {
  it("draws a 404 as the not-found view, generic without texts", async () => {
    const html = await render(notFound());
    expect(html).toContain("404");
    expect(html).toContain("Page not found");
    expect(html).toContain("Generic not found");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to home<\/a>/);
  });

  it("draws a 404 with the page's message, hint and way back", async () => {
    const html = await render(notFound(), <RouteErrorBoundary {...things} />);
    expect(html).toContain("This thing does not exist");
    expect(html).toContain("Check the address");
    expect(html).toMatch(/<a[^>]*href="\/things"[^>]*>Back to the things<\/a>/);
    expect(html).not.toContain("The thing could not be loaded");
  });

  it("lets a page draw a status its own way", async () => {
    const html = await render(
      data(null, { status: 400 }),
      <RouteErrorBoundary {...things} statusHandlers={{ 400: ({ errorView }) => errorView("things.invalid_id") }} />,
    );
    expect(html).toContain("Something went wrong");
    expect(html).toContain("This is no thing&#x27;s id");
    expect(html).toMatch(/<a[^>]*href="\/things"[^>]*>Back to the things<\/a>/);
    // A handler for one status leaves the others to the defaults.
    expect(await render(notFound(), <RouteErrorBoundary statusHandlers={{ 400: () => <p>own</p> }} />)).toContain(
      "Generic not found",
    );
    // A page's handler wins over a default one.
    expect(await render(notFound(), <RouteErrorBoundary statusHandlers={{ 404: () => <p>own 404</p> }} />)).toContain(
      "own 404",
    );
  });

  it("says forbidden for 401 and 403", async () => {
    for (const status of [401, 403]) {
      const html = await render(data(null, { status }), <RouteErrorBoundary {...things} />);
      expect(html).toContain("Not allowed");
      expect(html).not.toContain("The thing could not be loaded");
    }
  });

  it("shows a refused request's reason with its values", async () => {
    const html = await render(data({ key: "errors.http.too_large", params: { limit: 5 } }, { status: 413 }));
    expect(html).toContain("Over 5 MB");
  });

  it("draws anything else with the page's load message, heading and way back", async () => {
    const html = await render(new Error("boom"), <RouteErrorBoundary {...things} title="things.title" />);
    expect(html).toMatch(/<h1[^>]*>Things<\/h1>/);
    expect(html).toContain("The thing could not be loaded");
    expect(html).toMatch(/<a[^>]*href="\/things"[^>]*>Back to the things<\/a>/);
    expect(html).not.toContain("Refresh page");
  });

  it("defaults to the generic text and a Refresh button", async () => {
    const html = await render(data(null, { status: 500 }));
    expect(html).toMatch(/<h1[^>]*>Something went wrong<\/h1>/);
    expect(html).toContain("Generic failure");
    expect(html).toMatch(/<button[^>]*>Refresh page<\/button>/);
  });
});
