// /mentions-legales — the legal notice ("Legal notice" in English): the organisation's legal
// profile (edited at /admin/settings/organisation) and its contact details, in the page's
// language. Public, linked from the footer.

import { LegalNotice } from "~/organisation/legal-notice";
import { loadPublicOrganisationProfile } from "~/organisation/organisation.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { getSiteChrome } from "~/site/site.server";
import type { Route } from "./+types/legal-notice";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "pages.legal_notice.title");
}

export async function loader({ context }: Route.LoaderArgs) {
  const [profile, site] = await Promise.all([loadPublicOrganisationProfile(), getSiteChrome(getViewer(context).lang)]);
  return {
    profile,
    contact: { email: site.contact?.email ?? null, phone: site.contact?.phone ?? null },
    appName: site.appName,
  };
}

export default function LegalNoticePage({ loaderData }: Route.ComponentProps) {
  return <LegalNotice {...loaderData} />;
}
