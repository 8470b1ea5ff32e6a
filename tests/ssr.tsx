// Server-rendered markup for component tests (no DOM library: renderToString shows the
// attributes and form fields the code relies on), inside a memory router at `url`, with the
// toast area the kit's hooks need.
import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { ToastProvider } from "~/ui/toast";

export function renderInRouter(i18n: I18n, node: ReactNode, url = "/"): string {
  const router = createMemoryRouter([{ path: "/", element: node }], { initialEntries: [url] });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </I18nextProvider>,
  );
}
