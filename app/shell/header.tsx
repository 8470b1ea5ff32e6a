import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, NavLink, useLocation } from "react-router";
import { AuthModal, type AuthMode } from "~/auth/auth-modal";
import type { RootData } from "~/root";
import { cn } from "~/ui/cn";
import { Icon } from "~/ui/icon";

const NAV = [
  { to: "/formations", key: "nav.courses" },
  { to: "/calendrier", key: "nav.calendar" },
  { to: "/services", key: "nav.services" },
  { to: "/contact", key: "nav.contact" },
] as const;

/**
 * The brand: the uploaded logo (or the name's initial) and the site's name. It takes the room
 * the menu leaves and never more: the logo is at most 2.5rem high and 14rem wide and scales
 * down inside what is left; with a logo, the name is shown only where both fit (the logo
 * usually carries the name), measured on the brand's own box (a container), so a wide logo
 * can never push either over the first menu entry.
 */
function Logo({ root }: { root: RootData }) {
  const { t } = useTranslation();
  const logo = root.site.assets.logo;
  return (
    <div className="@container flex min-w-0 flex-1 items-center">
      <Link to="/" className="flex max-w-full min-w-0 items-center gap-2">
        {logo ? (
          <img src={logo} alt="" className="h-10 w-auto max-w-56 min-w-0 object-contain object-left" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary text-xl font-black text-white"
          >
            {root.site.appName.charAt(0)}
          </span>
        )}
        <span
          className={cn(
            "truncate text-xl font-extrabold tracking-tight text-secondary",
            logo ? "@max-[24rem]:sr-only" : "@max-[10rem]:sr-only",
          )}
        >
          {root.site.appName}
        </span>
        {/* The accessible name starts with the visible text (speech input users say what they see). */}
        <span className="sr-only">{t("nav.home_suffix")}</span>
      </Link>
    </div>
  );
}

/**
 * From which width the bar shows every entry instead of the phone menu. A signed-in person's
 * bar has "My account" and maybe the back office besides: in French it needs 1280 px.
 */
const BAR = {
  lg: { desktop: "hidden lg:flex", phone: "lg:hidden" },
  xl: { desktop: "hidden xl:flex", phone: "xl:hidden" },
} as const;

function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("lang");
  const qs = params.toString();
  const other = i18n.language === "fr" ? "en" : "fr";
  return (
    <Form method="post" action="/language" className={className}>
      <input type="hidden" name="lang" value={other} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${qs ? `?${qs}` : ""}`} />
      <button
        type="submit"
        lang={other}
        className="rounded-md border border-slate-300 px-2.5 py-1.5 text-sm font-bold text-secondary hover:border-secondary hover:bg-slate-50"
      >
        {t("nav.language_switch")}
        <span className="sr-only"> – {t("nav.language_switch_label")}</span>
      </button>
    </Form>
  );
}

function navClass({ isActive }: { isActive: boolean }) {
  return cn(
    // Narrower at lg: a visitor's bar holds its five entries from 1024 px on.
    "rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors lg:px-1.5 xl:px-3",
    isActive ? "text-primary" : "text-slate-700 hover:text-secondary",
  );
}

/** The member's own pages. `end`: on /profile/registrations or /profile/documents only that link is the current page. */
function ProfileLinks({ className }: { className: (state: { isActive: boolean }) => string }) {
  const { t } = useTranslation();
  return (
    <>
      <NavLink to="/profile" end className={className}>
        {t("nav.profile")}
      </NavLink>
      <NavLink to="/profile/registrations" className={className}>
        {t("nav.my_registrations")}
      </NavLink>
      <NavLink to="/profile/documents" className={className}>
        {t("nav.my_documents")}
      </NavLink>
    </>
  );
}

/** The "Discover" entries: content that is not a step towards a course (the footer lists them too). */
const DISCOVER = [
  { to: "/ressources", key: "nav.resources" },
  { to: "/case-studies", key: "nav.case_studies" },
  { to: "/trainers", key: "nav.trainers" },
  { to: "/blog", key: "nav.blog" },
  { to: "/testimonials", key: "nav.testimonials" },
] as const;

function DiscoverLinks({ className }: { className: (state: { isActive: boolean }) => string }) {
  const { t } = useTranslation();
  return (
    <>
      {DISCOVER.map((item) => (
        <NavLink key={item.to} to={item.to} className={className}>
          {t(item.key)}
        </NavLink>
      ))}
    </>
  );
}

const menuLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-semibold",
    isActive ? "bg-slate-50 text-primary" : "text-slate-700 hover:bg-slate-50 hover:text-secondary",
  );

/**
 * A menu of the desktop bar ("Discover", "My account"): a disclosure (a button that shows a
 * list of links), closed by Escape (focus back on the button), a click elsewhere or a
 * navigation. `isCurrent`: one of its pages is the current one.
 */
function NavMenu({ label, isCurrent, children }: { label: string; isCurrent: boolean; children: ReactNode }) {
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change on purpose
  useEffect(() => setIsOpen(false), [location.pathname]);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setIsOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [isOpen]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
        className={cn(navClass({ isActive: isCurrent }), "inline-flex items-center gap-1")}
      >
        {label}
        <Icon name="chevron-down" className="size-4" />
      </button>
      <div
        id={menuId}
        hidden={!isOpen}
        className="absolute right-0 top-full z-50 mt-1 flex w-56 flex-col gap-0.5 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        {children}
      </div>
    </div>
  );
}

export function Header({ root }: { root: RootData }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const user = root.user;
  const bar = BAR[user ? "xl" : "lg"];
  const closeAuth = useCallback(() => setAuthMode(null), []);

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change on purpose
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setMenuOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  // Admins, and staff who may write in a module with a back-office screen (the root loader
  // says where their back office opens).
  const admin = root.backOffice ? (
    <NavLink to={root.backOffice} className={navClass}>
      {t("nav.admin")}
    </NavLink>
  ) : null;
  // Trainers (role teacher) get their own area: their sessions, sittings and signatures.
  const trainer =
    user?.role === "teacher" ? (
      <NavLink to="/trainer" className={navClass}>
        {t("nav.trainer")}
      </NavLink>
    ) : null;
  const path = location.pathname;
  const isUnder = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  // The desktop bar groups the "Discover" pages and the member's pages in menus (the bar has
  // no room for each); the phone menu lists them under their heading.
  const links = (asMenu: boolean) => (
    <>
      {NAV.map((item) => (
        <NavLink key={item.to} to={item.to} className={navClass}>
          {t(item.key)}
        </NavLink>
      ))}
      {asMenu ? (
        <NavMenu label={t("nav.discover")} isCurrent={DISCOVER.some((item) => isUnder(item.to))}>
          <DiscoverLinks className={menuLinkClass} />
        </NavMenu>
      ) : (
        <MobileGroup title={t("nav.discover")}>
          <DiscoverLinks className={navClass} />
        </MobileGroup>
      )}
      {user ? (
        asMenu ? (
          <NavMenu label={t("nav.account")} isCurrent={isUnder("/profile")}>
            <ProfileLinks className={menuLinkClass} />
          </NavMenu>
        ) : (
          <MobileGroup title={t("nav.account")}>
            <ProfileLinks className={navClass} />
          </MobileGroup>
        )
      ) : null}
      {trainer}
      {admin}
    </>
  );

  const account = user ? (
    <Form method="post" action="/logout">
      <button type="submit" className="rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:text-secondary">
        {t("nav.logout")}
      </button>
    </Form>
  ) : (
    <>
      <button
        type="button"
        onClick={() => {
          setMenuOpen(false);
          setAuthMode("login");
        }}
        className="rounded-md px-3 py-2 text-sm font-semibold text-secondary hover:underline"
      >
        {t("nav.login")}
      </button>
      <button
        type="button"
        onClick={() => {
          setMenuOpen(false);
          setAuthMode("register");
        }}
        className="rounded-md bg-primary px-3 py-2 text-sm font-semibold text-white hover:brightness-95"
      >
        {t("nav.register")}
      </button>
    </>
  );

  // No backdrop-filter on the header: it would become the containing block of
  // the fixed mobile menu and clip it to the header's height.
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo root={root} />
        <nav aria-label={t("nav.main")} className={cn(bar.desktop, "shrink-0 items-center gap-1")}>
          {links(true)}
        </nav>
        <div className={cn(bar.desktop, "shrink-0 items-center gap-2")}>
          <LanguageSwitch />
          {account}
        </div>
        <div className={cn(bar.phone, "flex shrink-0 items-center gap-2")}>
          <LanguageSwitch />
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t("nav.close_menu") : t("nav.open_menu")}
            onClick={() => setMenuOpen((open) => !open)}
            className="rounded-md p-2 text-secondary hover:bg-slate-100"
          >
            <Icon name={menuOpen ? "close" : "menu"} className="h-6 w-6" />
          </button>
        </div>
      </div>
      {menuOpen ? (
        <>
          <button
            type="button"
            aria-hidden="true"
            tabIndex={-1}
            className={cn("fixed inset-0 top-16 z-40 bg-slate-900/40", bar.phone)}
            onClick={() => setMenuOpen(false)}
          />
          <div
            id="mobile-menu"
            className={cn(
              "fixed top-16 right-0 bottom-0 z-50 flex w-72 max-w-[85vw] flex-col gap-1 overflow-y-auto bg-white p-4 shadow-xl",
              bar.phone,
            )}
          >
            <nav aria-label={t("nav.main")} className="flex flex-col gap-1">
              {links(false)}
            </nav>
            <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4">{account}</div>
          </div>
        </>
      ) : null}
      <AuthModal mode={authMode} onModeChange={setAuthMode} onClose={closeAuth} />
    </header>
  );
}

/** A titled group of the phone menu's links (the title is read before them). */
function MobileGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-2 flex flex-col gap-1 border-t border-slate-100 pt-2">
      <p className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</p>
      {children}
    </div>
  );
}
