import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import type { ActionData } from "~/forms/action-data";
import { useActionAnswer } from "~/forms/use-action-answer";
import type { RootData } from "~/root";
import { Button } from "~/ui/button";
import { FormError, FormSuccess } from "~/ui/field";

const EXPLORE = [
  { to: "/ressources", key: "resources" },
  { to: "/case-studies", key: "case_studies" },
  { to: "/trainers", key: "trainers" },
  { to: "/agencies", key: "agencies" },
  { to: "/blog", key: "blog" },
  { to: "/help", key: "help" },
  { to: "/testimonials", key: "testimonials" },
  { to: "/resultats", key: "results" },
  { to: "/contact", key: "contact" },
  { to: "/sitemap", key: "sitemap" },
] as const;
const INFORMATION = ["about", "guides", "learners", "consultants", "terms", "privacy"] as const;

function NewsletterForm() {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionData>({ key: "newsletter" });
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  // Said under the field; a subscription empties it (double opt-in: "check your inbox" or "link sent again").
  const { answer } = useActionAnswer(fetcher, { showsSuccess: true, onSuccess: () => formRef.current?.reset() });
  const refusal = answer && !answer.ok ? (answer.errors?.email ?? answer.formError) : undefined;
  return (
    <div>
      <h2 className="text-lg font-bold text-white">{t("footer.newsletter_title")}</h2>
      <p className="mt-1 text-sm text-slate-300">{t("footer.newsletter_text")}</p>
      {/* Stacked at every width: the footer column is too narrow for the address beside the button. */}
      <fetcher.Form ref={formRef} method="post" action="/newsletter" className="mt-4 flex flex-col gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          {t("footer.newsletter_email")}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={answer?.ok ? "" : answer?.values?.email}
          placeholder={t("footer.newsletter_email")}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={answer ? "newsletter-result" : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500"
        />
        <Button type="submit" loading={busy}>
          {t("footer.newsletter_submit")}
        </Button>
      </fetcher.Form>
      <div id="newsletter-result" className="mt-2">
        {answer?.ok ? (
          <FormSuccess revealFor={answer}>{t(answer.toast ?? "newsletter.success.subscribe")}</FormSuccess>
        ) : null}
        {refusal ? <FormError revealFor={answer}>{t(refusal)}</FormError> : null}
      </div>
    </div>
  );
}

export function Footer({ root }: { root: RootData }) {
  const { t } = useTranslation();
  const contact = root.site.contact;
  return (
    <footer className="mt-16 bg-secondary text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-1">
          <p className="text-2xl font-extrabold text-white">{root.site.appName}</p>
          {root.site.motto ? <p className="mt-2 text-sm text-slate-300">{root.site.motto}</p> : null}
          {root.site.social.length ? (
            <div className="mt-6">
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t("footer.follow_us")}</h2>
              {/* Two even columns: a wrapped row never leaves one network alone under the others. */}
              <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2">
                {root.site.social.map((link) => (
                  <li key={link.platform}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-sm text-slate-200 underline-offset-4 hover:text-white hover:underline"
                    >
                      {t(`footer.social.${link.platform}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="text-sm font-semibold tracking-wide text-white uppercase">
            {t("footer.explore")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {EXPLORE.map(({ to, key }) => (
              <li key={key}>
                <Link to={to} className="hover:text-white hover:underline">
                  {t(`footer.links.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-information">
          <h2 id="footer-information" className="text-sm font-semibold tracking-wide text-white uppercase">
            {t("footer.information")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {INFORMATION.map((key) => (
              <li key={key}>
                <Link to={`/${key}`} className="hover:text-white hover:underline">
                  {t(`footer.links.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
          {contact ? (
            <address className="mt-6 text-sm not-italic text-slate-300">
              <h2 className="mb-2 text-sm font-semibold tracking-wide text-white uppercase">
                {t("footer.contact_title")}
              </h2>
              {contact.address_line1 ? <p>{contact.address_line1}</p> : null}
              {contact.address_line2 ? <p>{contact.address_line2}</p> : null}
              {contact.city || contact.country ? (
                <p>{[contact.city, contact.country].filter(Boolean).join(", ")}</p>
              ) : null}
              {contact.phone ? (
                <p className="mt-1">
                  <a href={`tel:${contact.phone.replace(/\s+/g, "")}`} className="hover:text-white hover:underline">
                    {contact.phone}
                  </a>
                </p>
              ) : null}
              {contact.email ? (
                <p>
                  <a href={`mailto:${contact.email}`} className="hover:text-white hover:underline">
                    {contact.email}
                  </a>
                </p>
              ) : null}
            </address>
          ) : null}
        </nav>
        <NewsletterForm />
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto flex max-w-7xl flex-wrap gap-x-4 gap-y-1 px-4 py-4 text-xs text-slate-300 sm:px-6">
          <span>{t("footer.rights", { year: new Date().getFullYear(), name: root.site.appName })}</span>
          <Link to="/mentions-legales" className="hover:text-white hover:underline">
            {t("footer.links.legal_notice")}
          </Link>
        </p>
      </div>
    </footer>
  );
}
