// One resource of the list grid (and of the "related resources" row).
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type Lang, pick } from "~/i18n/messages";
import type { Resource } from "~/resources/types";
import { paragraphs } from "~/rich-text/plain-text";
import { Badge } from "~/ui/badge";
import { Card, CardBody, CardImage } from "~/ui/card";

/** Shown when a resource has no thumbnail (inline, so it can never fail to load). */
export const DEFAULT_RESOURCE_IMAGE =
  "data:image/svg+xml;charset=utf-8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#2d3494"/><stop offset="1" stop-color="#00aeef"/></linearGradient></defs>' +
      '<rect width="800" height="500" fill="url(#g)"/><g fill="none" stroke="#fff" stroke-width="14" stroke-linejoin="round" opacity="0.9">' +
      '<path d="M330 130h100l70 70v170H330z"/><path d="M430 130v70h70"/><path d="M370 260h90M370 300h90M370 340h60"/></g></svg>',
  );

export function ResourceCard({ resource, headingLevel = 2 }: { resource: Resource; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const headingId = `resource-${resource.id}-title`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const summary = paragraphs(pick(resource, "description", lang))[0] ?? "";
  return (
    <Card interactive className="h-full" aria-labelledby={headingId} role="article">
      <div className="relative">
        <CardImage src={resource.thumbnail_url || DEFAULT_RESOURCE_IMAGE} fallbackSrc={DEFAULT_RESOURCE_IMAGE} alt="" />
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          <Badge tone="info" className="bg-sky-50">
            {t(`pages.resources.types.${resource.type}`)}
          </Badge>
          {resource.is_premium ? (
            <Badge tone="warning" className="bg-amber-50">
              {t("pages.resources.premium")}
            </Badge>
          ) : null}
        </div>
      </div>
      <CardBody>
        <Heading id={headingId} className="text-lg leading-snug font-bold text-secondary">
          {pick(resource, "title", lang)}
        </Heading>
        {summary ? <p className="line-clamp-3 text-sm text-slate-600">{summary}</p> : null}
        <p className="text-sm text-slate-700">{t("pages.resources.downloads", { count: resource.download_count })}</p>
        <Link
          to={`/ressources/${resource.id}`}
          className="mt-auto inline-flex items-center gap-1 self-start rounded text-sm font-semibold text-secondary hover:underline"
          aria-describedby={headingId}
        >
          {t("pages.resources.details")}
          <span aria-hidden="true">→</span>
        </Link>
      </CardBody>
    </Card>
  );
}
