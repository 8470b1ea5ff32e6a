import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, NavLink, useLocation } from "react-router";
import { AuthModal, type AuthMode } from "~/auth/auth-modal";
import type { RootData } from "~/root";
import { cn } from "~/ui/cn";

const NAV = [
  { to: "/formations", key: "nav.courses" },
  { to: "/calendrier", key: "nav.calendar" },
  { to: "/services", key: "nav.services" },
  { to: "/contact", key: "nav.contact" },
] as const;

function Logo({ root }: { root: RootData }) {
  const { t } = useTranslation();
  const logo = root.site.assets.logo;
  return (
    <Link to="/" className="flex items-center gap-2">
      {logo ? (
        <img src={logo} alt="" className="h-10 w-auto" />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-10 w-10 items-center justify-center rounded-lg bg-primary text-xl font-black text-white"
        >
          {root.site.appName.charAt(0)}
        </span>
      )}
      <span className="text-xl font-extrabold tracking-tight text-secondary">{root.site.appName}</span>
      {/* The accessible name starts with the visible text (speech input users say what they see). */}
      <span className="sr-only">{t("nav.home_suffix")}</span>
    </Link>
  );
}

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
    "rounded-md px-3 py-2 text-sm font-semibold transition-colors",
    isActive ? "text-primary" : "text-slate-700 hover:text-secondary",
  );
}

export function Header({ root }: { root: RootData }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const user = root.user;
  const isAdmin = user?.role === "admin" || user?.role === "super_admin";
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

  const links = (
    <>
      {NAV.map((item) => (
        <NavLink key={item.to} to={item.to} className={navClass}>
          {t(item.key)}
        </NavLink>
      ))}
      {user ? (
        <NavLink to="/profile" className={navClass}>
          {t("nav.profile")}
        </NavLink>
      ) : null}
      {isAdmin ? (
        <NavLink to="/admin" className={navClass}>
          {t("nav.admin")}
        </NavLink>
      ) : null}
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
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo root={root} />
        <nav aria-label={t("nav.main")} className="hidden items-center gap-1 lg:flex">
          {links}
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitch />
          {account}
        </div>
        <div className="flex items-center gap-2 lg:hidden">
          <LanguageSwitch />
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t("nav.close_menu") : t("nav.open_menu")}
            onClick={() => setMenuOpen((open) => !open)}
            className="rounded-md p-2 text-secondary hover:bg-slate-100"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen ? (
        <>
          <button
            type="button"
            aria-hidden="true"
            tabIndex={-1}
            className="fixed inset-0 top-16 z-40 bg-slate-900/40 lg:hidden"
            onClick={() => setMenuOpen(false)}
          />
          <div
            id="mobile-menu"
            className="fixed top-16 right-0 bottom-0 z-50 flex w-72 max-w-[85vw] flex-col gap-1 overflow-y-auto bg-white p-4 shadow-xl lg:hidden"
          >
            <nav aria-label={t("nav.main")} className="flex flex-col gap-1">
              {links}
            </nav>
            <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4">{account}</div>
          </div>
        </>
      ) : null}
      <AuthModal mode={authMode} onModeChange={setAuthMode} onClose={closeAuth} />
    </header>
  );
}
