// The proof strip of the public pages: the certifications and accreditations the organisation
// holds (Qualiopi, PMI ATP…), active ones in the back office's order. Each is its logo (alt: its
// name; the name in text when there is no logo), linking to the certifier's page in a new tab
// when a link is set, with what it certifies as small text. Renders nothing when there are none.
// Self-contained, so a page places it where it fits (home: below the key figures; course page:
// at the bottom).
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/ui/cn";
import type { ShownCertification } from "./certifications.server";

export type CertificationStripProps = {
  certifications: ShownCertification[];
  className?: string;
};

export function CertificationStrip({ certifications, className }: CertificationStripProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (certifications.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={cn("border-t border-slate-200 bg-white py-10", className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={headingId} className="text-center text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {t("certifications.title")}
        </h2>
        <ul className="mt-6 flex flex-wrap items-start justify-center gap-x-6 gap-y-8 sm:gap-x-12">
          {certifications.map((certification) => (
            <li key={certification.id} className="flex w-40 flex-col items-center gap-2 text-center sm:w-56">
              {certification.link_url ? (
                <a
                  href={certification.link_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded-lg transition hover:opacity-80 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
                >
                  <Mark certification={certification} />
                  <span className="sr-only"> {t("certifications.new_tab")}</span>
                </a>
              ) : (
                <Mark certification={certification} />
              )}
              {certification.description ? (
                <p className="text-xs leading-snug text-slate-600">{certification.description}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The logo, named by its alt text; without a logo, the name itself. */
function Mark({ certification }: { certification: ShownCertification }) {
  if (!certification.logo_url) {
    return (
      <span className="flex h-14 w-40 items-center justify-center rounded-lg bg-slate-100 px-3 text-sm font-semibold break-words text-secondary sm:h-[4.5rem] sm:w-56">
        {certification.name}
      </span>
    );
  }
  return (
    <img
      src={certification.logo_url}
      alt={certification.name}
      loading="lazy"
      className="h-14 w-40 object-contain sm:h-[4.5rem] sm:w-56"
    />
  );
}
