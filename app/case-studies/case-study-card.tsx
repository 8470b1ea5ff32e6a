// One case study: client, title, description, metrics, situation and tasks; "show more"
// reveals actions, results, impact, next steps and the images (opened in the viewer).
import { useCallback, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ImageViewer } from "~/case-studies/image-viewer";
import type { CaseStudyCard as CaseStudy, CaseStudyMetric } from "~/case-studies/types";
import { Button } from "~/ui/button";
import { Card, CardBody } from "~/ui/card";

function Metric({ metric }: { metric: CaseStudyMetric }) {
  const { t } = useTranslation();
  const trend = metric.trend === "up" || metric.trend === "down" ? metric.trend : null;
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
      <dt className="text-xs font-medium text-slate-600">{metric.label}</dt>
      <dd className="flex items-baseline gap-1 text-xl font-extrabold text-secondary">
        {metric.value}
        {metric.unit ? <span className="text-sm font-semibold">{metric.unit}</span> : null}
        {trend ? (
          <>
            <span aria-hidden="true" className="text-sm text-slate-500">
              {trend === "up" ? "↑" : "↓"}
            </span>
            <span className="sr-only">{t(`pages.case_studies.trend.${trend}`)}</span>
          </>
        ) : null}
      </dd>
    </div>
  );
}

function ListBlock({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-secondary">{title}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {/* By position: an item may be written twice (the back office keeps what is typed). */}
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is drawn as stored, never reordered here
          <li key={`${index}:${item}`}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export function CaseStudyCard({ study }: { study: CaseStudy }) {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(false);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const detailsId = useId();
  // The Dialog primitive has no trigger here (the viewer is opened by any thumbnail), so
  // focus goes back by hand to the thumbnail that opened it.
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const closeViewer = useCallback(() => {
    setViewerIndex(null);
    const opener = openerRef.current;
    setTimeout(() => opener?.focus(), 0);
  }, []);

  return (
    <Card className="h-full">
      <CardBody>
        <div className="flex items-center gap-3">
          {study.logo_url ? (
            <img
              src={study.logo_url}
              alt={t("pages.case_studies.logo_alt", { name: study.client_name })}
              loading="lazy"
              className="size-12 shrink-0 rounded-lg bg-white object-contain ring-1 ring-slate-200"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-secondary/10 text-secondary"
            >
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-6">
                <path
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  d="M3.75 21h16.5M4.5 3h15M5.25 3v18m13.5-18v18M9 6.75h1.5m-1.5 3h1.5m-1.5 3h1.5m3-6H15m-1.5 3H15m-1.5 3H15M9 21v-3.38c0-.62.5-1.12 1.13-1.12h3.75c.62 0 1.12.5 1.12 1.13V21"
                />
              </svg>
            </span>
          )}
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{study.client_name}</p>
            <p className="text-sm text-slate-600">{study.industry}</p>
          </div>
        </div>

        <h3 id={`case-study-${study.id}-title`} tabIndex={-1} className="text-lg font-bold text-secondary">
          {study.title}
        </h3>
        <p className="text-sm text-slate-700">{study.description}</p>

        {study.metrics.length ? (
          <dl aria-label={t("pages.case_studies.metrics")} className="grid grid-cols-2 gap-2">
            {study.metrics.map((metric) => (
              <Metric key={metric.id} metric={metric} />
            ))}
          </dl>
        ) : null}

        {study.situation ? (
          <div>
            <h4 className="text-sm font-semibold text-secondary">{t("pages.case_studies.situation")}</h4>
            <p className="mt-1 text-sm text-slate-700">{study.situation}</p>
          </div>
        ) : null}
        <ListBlock title={t("pages.case_studies.tasks")} items={study.tasks} />

        <div id={detailsId} hidden={!isExpanded} className="flex flex-col gap-3">
          <ListBlock title={t("pages.case_studies.actions")} items={study.actions} />
          <ListBlock title={t("pages.case_studies.results_title")} items={study.results} />
          {study.impact ? (
            <div>
              <h4 className="text-sm font-semibold text-secondary">{t("pages.case_studies.impact")}</h4>
              <p className="mt-1 text-sm text-slate-700">{study.impact}</p>
            </div>
          ) : null}
          <ListBlock title={t("pages.case_studies.next_steps")} items={study.next_steps} />
          {study.images.length ? (
            <div>
              <h4 className="text-sm font-semibold text-secondary">{t("pages.case_studies.images")}</h4>
              <ul className="mt-2 grid grid-cols-2 gap-2">
                {study.images.map((image, index) => (
                  <li key={image.id}>
                    <button
                      type="button"
                      onClick={(event) => {
                        openerRef.current = event.currentTarget;
                        setViewerIndex(index);
                      }}
                      aria-haspopup="dialog"
                      aria-label={t("pages.case_studies.open_image", { caption: image.caption || image.alt })}
                      className="block w-full overflow-hidden rounded-lg ring-1 ring-slate-200 hover:ring-primary focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-hidden"
                    >
                      <img
                        src={image.url}
                        alt=""
                        loading="lazy"
                        className="aspect-[4/3] w-full bg-slate-100 object-cover"
                      />
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>

        <div className="mt-auto pt-2">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={isExpanded}
            aria-controls={detailsId}
            onClick={() => setIsExpanded((value) => !value)}
          >
            {isExpanded ? t("pages.case_studies.show_less") : t("pages.case_studies.show_details")}
          </Button>
        </div>
      </CardBody>
      <ImageViewer
        title={study.title}
        images={study.images}
        index={viewerIndex}
        onIndexChange={setViewerIndex}
        onClose={closeViewer}
      />
    </Card>
  );
}
