// Interim renderer (replaced by the laid-out documents on the cert-pdf branch).
import type { TFunction } from "i18next";
import { cell, createDocument, MARGIN } from "~/attendance/pdf-kit.server";
import type { DocumentFacts } from "~/certificates/facts";

export type CertificateAssets = { signature: Buffer | null; stamp: Buffer | null };
export type CertificatePdfInput = {
  facts: DocumentFacts;
  t: TFunction;
  tEn?: TFunction;
  appName: string;
  assets: CertificateAssets;
};

export async function certificatePdf(input: CertificatePdfInput): Promise<Uint8Array<ArrayBuffer>> {
  const { facts } = input;
  const { doc, bytes } = createDocument({
    lang: facts.lang,
    title: facts.kind,
    author: input.appName,
    subject: facts.kind,
  });
  doc.addPage({ size: "A4", margin: MARGIN });
  cell(doc, `${facts.kind} ${facts.holder.name} ${facts.course.title}`, MARGIN, MARGIN, 500, 3);
  cell(
    doc,
    `${facts.minutes.attended}/${facts.minutes.planned} ${facts.code ?? "DRAFT"} ${facts.verifyUrl ?? ""}`,
    MARGIN,
    120,
    500,
    3,
  );
  return bytes();
}

export function certificateFilename(facts: DocumentFacts): string {
  return `${facts.kind}-${facts.course.reference}-${facts.session.startDate}-v${facts.version}.pdf`.replace(
    /[^A-Za-z0-9.-]/g,
    "-",
  );
}
