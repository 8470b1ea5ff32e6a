// A signed-in reader may be served the anonymous page from the page cache (issue 31, decision
// 035; app/server/page-cache.server.ts): the answer then says `Server-Timing: personal`. Once the
// page has hydrated, its data is asked for again with the person's session (React Router's
// revalidation: every loader of the page, no HTML), and the header's account menu, "you are
// registered" and the registration form's details appear. `<html data-personal>` says
// "pending", then "done" (end-to-end tests wait for it).
import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** What a shared reader's answer says in Server-Timing (page-cache.server.ts sends it, this hook reads it). */
export const PERSONAL_LATER = "personal";

/** Whether this document was served without its reader's own parts. */
function servedWithoutPersonalParts(): boolean {
  const [navigation] = performance.getEntriesByType?.("navigation") ?? [];
  const timings = (navigation as PerformanceNavigationTiming | undefined)?.serverTiming ?? [];
  return timings.some((timing) => timing.name === PERSONAL_LATER);
}

/** Fetches the reader's own parts once after hydration, when the document came without them. */
export function usePersonalParts(): void {
  const { revalidate } = useRevalidator();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per document, on hydration
  useEffect(() => {
    if (!servedWithoutPersonalParts()) return;
    const root = document.documentElement;
    root.dataset.personal = "pending";
    revalidate().finally(() => {
      root.dataset.personal = "done";
    });
  }, []);
}
