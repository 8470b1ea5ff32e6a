// Client logos scrolling at the speed set in the back office (one full loop
// every `speed` seconds). The list is rendered twice so the loop is seamless;
// the copy is hidden from assistive technology. Motion stops for users who
// ask for reduced motion and while hovered or focused.
import { useState } from "react";
import { useTranslation } from "react-i18next";

export const LOGO_SLOT_WIDTH = 212;

type Logo = { id: string; name: string; logo_url: string | null; website_url: string | null };

function LogoImage({ logo }: { logo: Logo }) {
  const [broken, setBroken] = useState(!logo.logo_url);
  if (broken) {
    return (
      <span
        className="flex h-14 w-40 items-center justify-center rounded-lg bg-slate-100 px-3 text-center text-sm font-semibold text-slate-500"
        data-testid="logo-placeholder"
      >
        {logo.name}
      </span>
    );
  }
  return (
    <img
      src={logo.logo_url ?? undefined}
      alt={logo.name}
      loading="lazy"
      className="h-14 w-40 object-contain grayscale transition hover:grayscale-0"
      onError={() => setBroken(true)}
    />
  );
}

export function LogoCarousel({ logos, speed, failed = false }: { logos: Logo[]; speed: number; failed?: boolean }) {
  const { t } = useTranslation();
  if (failed) {
    return <p className="text-center text-red-700">{t("home.clients_error")}</p>;
  }
  if (logos.length === 0) {
    return <p className="text-center text-slate-500">{t("home.no_clients")}</p>;
  }
  const track = (copy: boolean) => (
    <ul className="flex shrink-0" aria-hidden={copy || undefined}>
      {logos.map((logo) => (
        <li key={logo.id} className="flex shrink-0 items-center justify-center" style={{ width: LOGO_SLOT_WIDTH }}>
          {logo.website_url && !copy ? (
            <a href={logo.website_url} target="_blank" rel="noopener noreferrer" className="rounded">
              <LogoImage logo={logo} />
            </a>
          ) : (
            <LogoImage logo={logo} />
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <section className="group relative overflow-hidden" aria-label={t("home.partners_title")}>
      <div
        className="flex w-max animate-[logo-marquee_linear_infinite] group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:animate-none"
        style={{ animationDuration: `${speed}s` }}
        data-speed={speed}
      >
        {track(false)}
        {track(true)}
      </div>
    </section>
  );
}
