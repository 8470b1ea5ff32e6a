// /trainers — the directory of active trainers (users with role teacher).
import { useTranslation } from "react-i18next";
import { settle } from "~/server/settle.server";
import { getViewer } from "~/server/viewer.server";
import { keyMeta } from "~/shell/meta";
import { SpecialtyChips } from "~/trainers/specialty-chips";
import { listActiveTrainers, type PublicTrainer } from "~/trainers/trainers.server";
import { Card, CardBody } from "~/ui/card";
import { EmptyState } from "~/ui/empty-state";
import { FormError } from "~/ui/field";
import { PageBand } from "~/ui/page-band";
import type { Route } from "./+types/trainers";

export function meta({ matches }: Route.MetaArgs) {
  return keyMeta(matches[0]?.loaderData as never, "pages.trainers.title");
}

/** Public page: no permission to check; position, bio and specialties in the reader's language. */
export async function loader({ context }: Route.LoaderArgs) {
  const { lang } = getViewer(context);
  const trainers = await settle("trainers", listActiveTrainers(lang));
  return { trainers: trainers ?? [], hasLoadError: trainers === null };
}

function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || "?";
}

function TrainerCard({ trainer }: { trainer: PublicTrainer }) {
  const { t } = useTranslation();
  const role = [trainer.position, trainer.company].filter(Boolean).join(" - ");
  return (
    <Card className="h-full">
      <CardBody>
        <div className="flex items-center gap-4">
          {trainer.avatar_url ? (
            <img
              src={trainer.avatar_url}
              alt=""
              loading="lazy"
              className="size-16 shrink-0 rounded-full bg-slate-100 object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-16 shrink-0 items-center justify-center rounded-full bg-secondary text-2xl font-bold text-white"
            >
              {initialOf(trainer.full_name)}
            </span>
          )}
          <div className="min-w-0">
            <h2 className="text-lg font-bold text-secondary">{trainer.full_name}</h2>
            {role ? <p className="text-sm text-slate-600">{role}</p> : null}
          </div>
        </div>
        <SpecialtyChips label={t("pages.trainers.specialties")} specialties={trainer.specialties} />
        {trainer.bio ? (
          <p className="line-clamp-2 text-sm text-slate-700" title={trainer.bio}>
            {trainer.bio}
          </p>
        ) : null}
        <ul className="mt-auto flex flex-col gap-1 pt-2 text-sm">
          <li>
            <a href={`mailto:${trainer.email}`} className="break-all font-medium text-secondary hover:underline">
              {trainer.email}
            </a>
          </li>
          {trainer.phone ? (
            <li>
              <a
                href={`tel:${trainer.phone.replace(/[^+\d]/g, "")}`}
                className="font-medium text-secondary hover:underline"
              >
                {trainer.phone}
              </a>
            </li>
          ) : null}
          {trainer.website ? (
            <li>
              <a
                href={trainer.website.href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="font-medium text-secondary hover:underline"
              >
                {trainer.website.host}
                <span className="sr-only"> {t("pages.trainers.new_tab")}</span>
              </a>
            </li>
          ) : null}
        </ul>
      </CardBody>
    </Card>
  );
}

export default function Trainers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { trainers, hasLoadError } = loaderData;
  return (
    <div className="flex flex-col">
      <PageBand title={t("pages.trainers.title")} subtitle={t("pages.trainers.subtitle")} />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6">
        {hasLoadError ? <FormError>{t("pages.trainers.error.load")}</FormError> : null}
        {!hasLoadError && trainers.length === 0 ? <EmptyState title={t("pages.trainers.empty")} /> : null}
        {trainers.length ? (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {trainers.map((trainer) => (
              <li key={trainer.id}>
                <TrainerCard trainer={trainer} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
