import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RootData } from "~/root";
import { Breadcrumbs } from "~/shell/breadcrumbs";
import { Footer } from "~/shell/footer";
import { Header } from "~/shell/header";

export function Shell({ root, children }: { root: RootData; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-[70] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t("meta.skip_to_content")}
      </a>
      <Header root={root} />
      <Breadcrumbs />
      <main id="main" className="flex-1" tabIndex={-1}>
        {children}
      </main>
      <Footer root={root} />
    </div>
  );
}
