// /agencies — active agencies grouped by world region (spec mapping, unknown countries
// under "Other"); each card links to the contact form with the agency preselected.
import { useTranslation } from "react-i18next";
import { listAgenciesByRegion, type PublicAgency } from "~/agencies/agencies.server";
import { addressLines } from "~/i18n/address";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { ButtonLink } from "~/ui/button";
import { Card, CardBody, CardImage } from "~/ui/card";
import { EmptyState } from "~/ui/empty-state";
import { FormError } from "~/ui/field";
import { PageBand } from "~/ui/page-band";
import type { Route } from "./+types/agencies";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "agencies.title");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { lang } = getViewer(context);
  // A failed read is logged and shown as agencies.error.load; the page itself still renders.
  const groups = await settle("agencies", listAgenciesByRegion(lang));
  return { groups: groups ?? [], hasLoadError: groups === null };
}

function AgencyCard({ agency }: { agency: PublicAgency }) {
  const { t } = useTranslation();
  return (
    <Card className="h-full">
      {agency.photo ? <CardImage src={agency.photo.url} alt={agency.photo.caption} /> : null}
      <CardBody>
        <div>
          <h3 className="text-lg font-bold text-secondary">{agency.name}</h3>
          <p className="text-sm font-medium text-slate-600">
            {agency.city}, {agency.country}
          </p>
        </div>
        <address className="text-sm text-slate-700 not-italic">
          {addressLines(agency).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <dl className="grid gap-1 text-sm text-slate-700">
          <div className="flex gap-1">
            <dt className="font-medium">{t("agencies.manager")}</dt>
            <dd>{agency.manager_name}</dd>
          </div>
          {agency.phone ? (
            <div className="flex gap-1">
              <dt className="font-medium">{t("agencies.phone")}</dt>
              <dd>
                <a
                  href={`tel:${agency.phone.replace(/[^+\d]/g, "")}`}
                  className="font-medium text-secondary hover:underline"
                >
                  {agency.phone}
                </a>
              </dd>
            </div>
          ) : null}
          {agency.email ? (
            <div className="flex gap-1">
              <dt className="font-medium">{t("agencies.email")}</dt>
              <dd className="min-w-0 break-all">
                <a href={`mailto:${agency.email}`} className="font-medium text-secondary hover:underline">
                  {agency.email}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-auto pt-2">
          <ButtonLink to={`/contact?agency=${encodeURIComponent(agency.id)}`} variant="outline" fullWidth>
            {t("agencies.contact")}
            {/* Every card has this button: the agency's name tells them apart when read out. */}
            <span className="sr-only"> — {agency.name}</span>
          </ButtonLink>
        </div>
      </CardBody>
    </Card>
  );
}

export default function Agencies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { groups, hasLoadError } = loaderData;
  return (
    <>
      <PageBand title={t("agencies.title")} subtitle={t("agencies.subtitle")} />
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10 sm:px-6">
        {hasLoadError ? <FormError>{t("agencies.error.load")}</FormError> : null}

        {!hasLoadError && groups.length === 0 ? <EmptyState title={t("agencies.empty")} /> : null}

        {groups.map((group) => (
          <section key={group.region} aria-labelledby={`region-${group.region}`} className="flex flex-col gap-4">
            <h2 id={`region-${group.region}`} className="text-2xl font-bold text-secondary">
              {t(`agencies.regions.${group.region}`)}{" "}
              <span className="text-base font-medium text-slate-500">
                ({t("agencies.count", { count: group.items.length })})
              </span>
            </h2>
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {group.items.map((agency) => (
                <li key={agency.id}>
                  <AgencyCard agency={agency} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
