// A card's contact block as a description list (website, e-mail, phone and other facts):
// label beside value on wide screens, links for what can be followed, empty facts left out.
// The back-office cards (clients, partners, trainers, agencies) all draw it this way.
import type { ReactNode } from "react";

export type ContactFact = {
  label: string;
  value: string | null | undefined;
  /** How the value is followed: a new tab, `mailto:`, `tel:`, or not at all (plain text). */
  kind?: "text" | "website" | "email" | "phone";
};

const LINK = "underline-offset-2 hover:underline";

export function ContactFacts({ facts }: { facts: ContactFact[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
      {facts.map(({ label, value, kind = "text" }) =>
        value ? (
          <FactRow key={label} label={label}>
            <FactValue value={value} kind={kind} />
          </FactRow>
        ) : null,
      )}
    </dl>
  );
}

function FactRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      {children}
    </>
  );
}

function FactValue({ value, kind }: { value: string; kind: NonNullable<ContactFact["kind"]> }) {
  switch (kind) {
    case "website":
      return (
        <dd className="min-w-0 break-all">
          <a href={value} target="_blank" rel="noopener noreferrer" className={LINK}>
            {value}
          </a>
        </dd>
      );
    case "email":
      return (
        <dd className="min-w-0 break-all">
          <a href={`mailto:${value}`} className={LINK}>
            {value}
          </a>
        </dd>
      );
    case "phone":
      return (
        <dd>
          <a href={`tel:${value.replace(/[^\d+]/g, "")}`} className={LINK}>
            {value}
          </a>
        </dd>
      );
    default:
      return <dd>{value}</dd>;
  }
}
