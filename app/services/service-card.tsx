// One service of the list grid (and of the "related services" row).
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type Lang, pick, pickList } from "~/i18n/messages";
import { paragraphs } from "~/rich-text/plain-text";
import type { Service } from "~/services/types";
import { Badge } from "~/ui/badge";
import { Card, CardBody, CardImage } from "~/ui/card";

export const DEFAULT_SERVICE_IMAGE = "/images/course-default.svg";

export function ServiceCard({ service, headingLevel = 2 }: { service: Service; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const headingId = `service-${service.id}-title`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const title = pick(service, "title", lang);
  const summary = paragraphs(pick(service, "description", lang))[0] ?? "";
  const tags = pickList(service.tags, service.tags_en, lang);
  return (
    <Card interactive className="h-full" aria-labelledby={headingId} role="article">
      <div className="relative">
        <CardImage src={service.image_url || DEFAULT_SERVICE_IMAGE} fallbackSrc={DEFAULT_SERVICE_IMAGE} alt="" />
        {service.is_featured ? (
          <div className="absolute top-3 left-3">
            <Badge tone="warning" className="bg-amber-50">
              {t("pages.services.featured")}
            </Badge>
          </div>
        ) : null}
      </div>
      <CardBody>
        <Heading id={headingId} className="text-lg leading-snug font-bold text-secondary">
          {title}
        </Heading>
        {summary ? <p className="line-clamp-3 text-sm text-slate-600">{summary}</p> : null}
        {tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t("pages.services.tags")}>
            {tags.map((tag) => (
              <li key={tag}>
                <Badge tone="neutral">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <Link
          to={`/services/${service.id}`}
          className="mt-auto inline-flex items-center gap-1 self-start rounded text-sm font-semibold text-secondary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          aria-describedby={headingId}
        >
          {t("pages.services.learn_more")}
          <span aria-hidden="true">→</span>
        </Link>
      </CardBody>
    </Card>
  );
}
