import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { VerifyEmailBanner } from "~/auth/verify-email-banner";
import type { RootData } from "~/root";
import { Breadcrumbs } from "~/shell/breadcrumbs";
import { Footer } from "~/shell/footer";
import { Header } from "~/shell/header";

export function Shell({ root, children }: { root: RootData; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Until the address is proven (the page of the link has its own button).
  const isUnverified = Boolean(root.user && !root.user.emailVerified) && pathname !== "/verify-email";
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-[70] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t("meta.skip_to_content")}
      </a>
      <Header root={root} />
      {isUnverified ? <VerifyEmailBanner /> : null}
      <Breadcrumbs />
      <main id="main" className="flex-1" tabIndex={-1}>
        {children}
      </main>
      <Footer root={root} />
    </div>
  );
}
