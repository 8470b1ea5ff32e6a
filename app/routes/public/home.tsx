import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { CertificationStrip } from "~/certifications/certification-strip";
import { getHomeData } from "~/home/home.server";
import { LogoCarousel } from "~/home/logo-carousel";
import { HomeResults } from "~/home/published-results";
import { formatDate, formatTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { type RootData, useRootData } from "~/root";
import { organizationJsonLd } from "~/seo/json-ld";
import { getViewer } from "~/server/viewer.server";
import { rootMeta } from "~/shell/meta";
import { StatIcon } from "~/stats/stat-icon";
import { TestimonialCard } from "~/testimonials/testimonial-card";
import { Button, ButtonLink } from "~/ui/button";
import { Card, CardBody, CardImage } from "~/ui/card";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  const site = root?.site;
  return [
    ...rootMeta(root),
    // Who runs the site, for search engines' knowledge panels (escaped by React Router).
    {
      "script:ld+json": organizationJsonLd({
        baseUrl: root?.publicUrl ?? "http://localhost",
        name: site?.appName ?? "Formatio",
        logo: site?.assets.logo_square || site?.assets.logo || null,
        description: root?.seo?.meta_description,
        social: site?.social,
        contact: site?.contact,
      }),
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  return getHomeData(getViewer(context).lang);
}

function SectionTitle({ id, title, link }: { id: string; title: string; link?: { to: string; label: string } }) {
  return (
    <div className="flex items-end justify-between gap-4">
      <h2 id={id} className="type-section text-secondary">
        {title}
      </h2>
      {link ? (
        // On a phone the title wraps, never the link ("See all" stays on one line).
        <Link to={link.to} className="shrink-0 font-semibold whitespace-nowrap text-primary hover:underline">
          {link.label}
        </Link>
      ) : null}
    </div>
  );
}

/** The catalogue's search from the first screen: a GET form, so it works before scripts load. */
function HeroSearch() {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/formations" role="search" className="mt-8 flex max-w-xl gap-2">
      <label htmlFor="hero-search" className="sr-only">
        {t("home.hero_search_label")}
      </label>
      <input
        id="hero-search"
        name="q"
        type="search"
        placeholder={t("home.hero_search_placeholder")}
        className="h-12 min-w-0 flex-1 rounded-lg border-0 bg-white px-4 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:ring-2 focus:ring-accent"
      />
      <Button type="submit" size="lg">
        {t("home.hero_search_submit")}
      </Button>
    </Form>
  );
}

type HomeSession = Route.ComponentProps["loaderData"]["sessions"][number];

/** The next session on offer, on the hero: what to book soonest, one click from the course. */
function NextSessionCard({ session, lang, overlap }: { session: HomeSession; lang: Lang; overlap: boolean }) {
  const { t } = useTranslation();
  const left = Math.max(0, session.seats_available - session.seats_taken);
  return (
    <div
      className={`rounded-2xl bg-white p-5 text-slate-800 shadow-xl ring-1 ring-black/5 ${overlap ? "relative -mt-16 mr-4 ml-auto max-w-xs sm:-mt-24" : ""}`}
    >
      <p className="type-eyebrow text-primary">{t("home.next_session")}</p>
      <p className="mt-2 font-bold text-secondary">
        <Link to={`/formations/${session.course_slug}`} className="hover:underline">
          {session.course_title}
        </Link>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {formatDate(session.start_date, lang, "long")} ·{" "}
        {session.city || session.location_name || t("home.no_location")}
      </p>
      <p className={`mt-2 text-sm font-semibold ${left > 0 ? "text-green-700" : "text-red-700"}`}>
        {left > 0 ? t("home.seats_left", { count: left }) : t("home.full")}
      </p>
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const root = useRootData();
  const lang = i18n.language as Lang;
  const site = root?.site;
  const banner = site?.heroBanner;
  const { featured, impact, impactBackground, partners, services, testimonials, sessions, failed } = loaderData;
  const { certifications, results } = loaderData;
  return (
    <>
      <section
        className="relative overflow-hidden bg-secondary text-white"
        style={
          banner
            ? { backgroundImage: `url(${banner})`, backgroundSize: "cover", backgroundPosition: "center" }
            : undefined
        }
      >
        <div
          className={
            banner
              ? "absolute inset-0 bg-gradient-to-r from-secondary via-secondary/90 to-secondary/40"
              : "absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(255,255,255,0.14),transparent_55%)]"
          }
          aria-hidden="true"
        />
        <div className="relative mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12 lg:py-20">
          <div>
            <p className="type-eyebrow text-white/80">{t("home.hero_eyebrow")}</p>
            <h1 className="type-display mt-3 max-w-3xl">{site?.heroTitle || t("home.hero_title")}</h1>
            <p className="type-lead mt-5 max-w-2xl text-slate-200">{site?.heroSubtitle || t("home.hero_subtitle")}</p>
            <HeroSearch />
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink to="/formations" size="lg" variant="inverse">
                {t("home.cta_courses")}
              </ButtonLink>
              <ButtonLink to="/contact" size="lg" variant="inverse">
                {t("home.cta_contact")}
              </ButtonLink>
            </div>
          </div>
          <div className="relative mx-auto w-full max-w-md lg:max-w-xl">
            {banner ? null : (
              <img
                src="/images/hero-training.svg"
                alt={t("home.hero_image_alt")}
                width={640}
                height={520}
                className="h-auto w-full"
                fetchPriority="high"
              />
            )}
            {sessions[0] ? <NextSessionCard session={sessions[0]} lang={lang} overlap={!banner} /> : null}
          </div>
        </div>
      </section>

      <section className="border-b border-slate-200 bg-white py-10" aria-labelledby="partners-title">
        <h2
          id="partners-title"
          className="mb-6 text-center text-sm font-semibold tracking-wide text-slate-500 uppercase"
        >
          {t("home.partners_title")}
        </h2>
        <LogoCarousel logos={partners} speed={site?.carouselSpeed ?? 30} failed={failed.includes("partners")} />
      </section>

      {featured.length ? (
        <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="featured-title">
          <SectionTitle
            id="featured-title"
            title={t("home.featured_title")}
            link={{ to: "/formations", label: t("home.see_all") }}
          />
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {featured.map((course) => (
              <li key={course.id}>
                <Card interactive className="h-full">
                  <CardImage src={course.thumbnail_url} alt="" />
                  <CardBody>
                    <p className="text-sm font-semibold text-primary">{course.category}</p>
                    <h3 className="mt-1 text-lg font-bold text-secondary">
                      <Link to={`/formations/${course.slug}`} className="hover:underline">
                        {course.title}
                      </Link>
                    </h3>
                    <p className="text-sm text-slate-600">{t("home.duration", { count: course.duration_hours })}</p>
                  </CardBody>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {impact.length ? (
        <section
          className="relative bg-white py-16"
          aria-labelledby="impact-title"
          // The image set in /admin/stats (a checked address; quoted so it stays one CSS value).
          style={
            impactBackground
              ? {
                  backgroundImage: `url(${JSON.stringify(impactBackground)})`,
                  backgroundSize: "cover",
                  backgroundPosition: "center",
                }
              : undefined
          }
        >
          {/* A white veil keeps the figures' colours as readable as on the plain background. */}
          {impactBackground ? <div className="absolute inset-0 bg-white/90" aria-hidden="true" /> : null}
          <div className="relative mx-auto max-w-7xl px-4 sm:px-6">
            <h2 id="impact-title" className="type-section text-center text-secondary">
              {t("home.impact_title")}
            </h2>
            <dl className="mt-10 grid gap-8 text-center sm:grid-cols-3">
              {impact.map((stat) => (
                <div key={stat.id}>
                  <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
                    <StatIcon name={stat.icon} className="mx-auto mb-3 block size-10 text-secondary" />
                    {stat.title}
                  </dt>
                  <dd className="mt-2 text-5xl font-extrabold text-primary">{stat.value}</dd>
                  <dd className="mt-2 text-slate-600">{stat.description}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      ) : null}

      {/* The organisation's satisfaction rate: results is null until it can be published. */}
      {results ? <HomeResults results={results} /> : null}
      <CertificationStrip certifications={certifications} />

      {services.length ? (
        <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="services-title">
          <SectionTitle
            id="services-title"
            title={t("home.services_title")}
            link={{ to: "/services", label: t("home.see_all") }}
          />
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {services.map((service) => (
              <li key={service.id}>
                <Card interactive className="h-full">
                  <CardImage src={service.image_url} alt="" />
                  <CardBody>
                    <h3 className="text-lg font-bold text-secondary">
                      <Link to={`/services/${service.id}`} className="hover:underline">
                        {service.title}
                      </Link>
                    </h3>
                    <p className="line-clamp-3 text-sm text-slate-600">{service.description}</p>
                  </CardBody>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {sessions.length ? (
        <section className="bg-white py-16" aria-labelledby="sessions-title">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <SectionTitle
              id="sessions-title"
              title={t("home.sessions_title")}
              link={{ to: "/calendrier", label: t("home.see_calendar") }}
            />
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {sessions.map((session) => {
                const left = Math.max(0, session.seats_available - session.seats_taken);
                return (
                  <li key={session.id} className="rounded-2xl border border-slate-200 p-5 shadow-sm">
                    <p className="text-sm font-semibold text-primary">
                      {formatDate(session.start_date, lang, "long")} · {formatTime(session.start_time)}–
                      {formatTime(session.end_time)}
                    </p>
                    <h3 className="mt-2 text-lg font-bold text-secondary">
                      <Link to={`/formations/${session.course_slug}`} className="hover:underline">
                        {session.course_title}
                      </Link>
                    </h3>
                    <p className="mt-1 text-sm text-slate-600">
                      {session.city || session.location_name || t("home.no_location")}
                      {session.instructor ? ` · ${session.instructor}` : ""}
                    </p>
                    <p className={`mt-3 text-sm font-semibold ${left > 0 ? "text-green-700" : "text-red-700"}`}>
                      {left > 0 ? t("home.seats_left", { count: left }) : t("home.full")}
                    </p>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      ) : null}

      {testimonials.length ? (
        <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="testimonials-title">
          <SectionTitle
            id="testimonials-title"
            title={t("home.testimonials_title")}
            link={{ to: "/testimonials", label: t("home.all_testimonials") }}
          />
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {testimonials.map((item) => (
              <li key={item.id}>
                <TestimonialCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
