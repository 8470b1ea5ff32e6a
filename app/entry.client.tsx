// React Router's default browser entry, except that hydration waits for the page's
// translation dictionary: the page data only names it (<html data-i18n>, preloaded by the
// head), and hydrating without it would render raw keys where the server wrote texts.
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMessages } from "~/i18n/i18n";

const dictionary = document.documentElement.dataset.i18n;

// A failed download still hydrates: the Layout asks for the dictionary again (useDictionary).
(dictionary ? loadMessages(dictionary).catch(() => undefined) : Promise.resolve()).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
