// The heading band of a public list page (catalogue, calendar, services, resources, blog, case
// studies, testimonials, trainers, agencies, help, contact): one look and one height for all,
// compact so that the list starts in the first screen (issue 24). Detail pages have their own
// heroes (a course's offer, a post's picture).
import type { ReactNode } from "react";
import { AddButton, type PageHeaderProps } from "~/ui/page-header";

export type PageBandProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The editors' "add" button (opens the page's editor); the loader decides who sees it. */
  add?: PageHeaderProps["add"];
  /** Actions under the subtitle (the calendar's subscribe links). */
  children?: ReactNode;
};

export function PageBand({ title, subtitle, add, children }: PageBandProps) {
  return (
    <section className="bg-secondary text-white">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-2 max-w-3xl text-slate-200">{subtitle}</p> : null}
        {children || add ? (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {children}
            {add ? <AddButton add={add} /> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
