// The demo organisation's own certifications and accreditations: the proof strip of the home and
// course pages (/admin/certifications). Logos drawn by scripts/generate-demo-images.mjs; links to
// the certifiers' public pages. The last one, lapsed, is kept hidden to show an inactive row.
import { certifications } from "#db/schema";
import type { Tx } from "~/server/db.server";
import type { Text } from "./helpers";

export const CERTIFICATIONS: {
  name: string;
  /** Its logo under /demo/certifications/; none drawn for a lapsed one. */
  slug: string | null;
  description: Text;
  link_url: string | null;
  is_active?: boolean;
}[] = [
  {
    name: "Qualiopi",
    slug: "qualiopi",
    description: { fr: "Certifié au titre des actions de formation", en: "Certified for training actions" },
    link_url: "https://travail-emploi.gouv.fr/qualiopi-marque-de-certification-qualite-des-prestataires-de-formation",
  },
  {
    name: "PMI Authorized Training Partner",
    slug: "pmi-atp",
    description: {
      fr: "Partenaire agréé par le PMI pour la préparation au PMP®",
      en: "PMI-approved partner for PMP® exam preparation",
    },
    link_url: "https://www.pmi.org/",
  },
  {
    name: "ISO 9001:2015",
    slug: "iso-9001",
    description: { fr: "Système de management de la qualité certifié", en: "Certified quality management system" },
    link_url: "https://www.iso.org/standard/62085.html",
  },
  {
    name: "Datadock",
    slug: null,
    description: {
      fr: "Référencement des financeurs, remplacé par Qualiopi en 2022",
      en: "Funders' register, replaced by Qualiopi in 2022",
    },
    link_url: null,
    is_active: false,
  },
];

export async function seedCertifications(tx: Tx) {
  await tx.insert(certifications).values(
    CERTIFICATIONS.map((certification, i) => ({
      name: certification.name,
      description_fr: certification.description.fr,
      description_en: certification.description.en,
      logo_url: certification.slug ? `/demo/certifications/${certification.slug}.svg` : null,
      link_url: certification.link_url,
      is_active: certification.is_active ?? true,
      display_order: i + 1,
    })),
  );
}
