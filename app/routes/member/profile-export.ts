// GET /profile/export.json — "Download my data" (GDPR articles 15 and 20): everything the
// site holds about the signed-in account, as a JSON file to keep or take elsewhere.
import { exportAccountData } from "~/profile/account-data.server";
import { notFound } from "~/server/responses.server";
import { requireUser } from "~/server/viewer.server";
import type { Route } from "./+types/profile-export";

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const document = await exportAccountData(user.id);
  if (!document) throw notFound();
  const day = document.exported_at.slice(0, 10);
  return new Response(`${JSON.stringify(document, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="formatio-my-data-${day}.json"`,
      // One person's data: no shared cache, no copy kept by the browser.
      "Cache-Control": "private, no-store",
    },
  });
}
