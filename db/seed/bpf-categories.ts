// The categories of the French annual activity report (bilan pédagogique et financier, form
// 10443), as data (delivery.md §8): the official form changes, staff may add or retire a
// category without a release. `bpf_line` names the form's box. Inserted when missing, by code:
// an installation keeps its own labels.
import { type BpfCategoryKind, bpf_categories } from "#db/schema";
import type { Executor } from "~/server/db.server";

type Seed = { kind: BpfCategoryKind; code: string; fr: string; en: string; line: string };

export const BPF_CATEGORIES: Seed[] = [
  // C. Where the revenue comes from.
  {
    kind: "funding_source",
    code: "company",
    fr: "Entreprise (formation de ses salariés)",
    en: "Company (training its employees)",
    line: "C-1",
  },
  { kind: "funding_source", code: "opco", fr: "OPCO", en: "OPCO (skills operator)", line: "C-2" },
  {
    kind: "funding_source",
    code: "cpf",
    fr: "Compte personnel de formation (CPF)",
    en: "Personal training account (CPF)",
    line: "C-3",
  },
  {
    kind: "funding_source",
    code: "public",
    fr: "Pouvoirs publics (État, région, France Travail…)",
    en: "Public body (State, region, France Travail…)",
    line: "C-4",
  },
  {
    kind: "funding_source",
    code: "individual",
    fr: "Particulier à ses frais",
    en: "Individual, self-funded",
    line: "C-9",
  },
  {
    kind: "funding_source",
    code: "training_org",
    fr: "Autre organisme de formation (sous-traitance)",
    en: "Another training organisation (subcontracting)",
    line: "C-10",
  },
  { kind: "funding_source", code: "other", fr: "Autre", en: "Other", line: "C-11" },
  // F-1. Who the trainees are.
  {
    kind: "participant_type",
    code: "employee",
    fr: "Salarié d'un employeur privé",
    en: "Employee of a private employer",
    line: "F-1-a",
  },
  { kind: "participant_type", code: "apprentice", fr: "Apprenti", en: "Apprentice", line: "F-1-b" },
  { kind: "participant_type", code: "job_seeker", fr: "Demandeur d'emploi", en: "Job seeker", line: "F-1-c" },
  {
    kind: "participant_type",
    code: "individual",
    fr: "Particulier à ses frais",
    en: "Individual, self-funded",
    line: "F-1-d",
  },
  { kind: "participant_type", code: "other", fr: "Autre stagiaire", en: "Other trainee", line: "F-1-e" },
  // F-3. What the training leads to.
  {
    kind: "objective",
    code: "rncp",
    fr: "Diplôme ou titre inscrit au RNCP",
    en: "Degree or title on the RNCP",
    line: "F-3-a",
  },
  {
    kind: "objective",
    code: "rs",
    fr: "Certification inscrite au répertoire spécifique",
    en: "Certification on the specific register (RS)",
    line: "F-3-b",
  },
  {
    kind: "objective",
    code: "cqp",
    fr: "Certificat de qualification professionnelle (CQP)",
    en: "Professional qualification certificate (CQP)",
    line: "F-3-c",
  },
  {
    kind: "objective",
    code: "other_training",
    fr: "Autre formation professionnelle",
    en: "Other vocational training",
    line: "F-3-d",
  },
  { kind: "objective", code: "skills_assessment", fr: "Bilan de compétences", en: "Skills assessment", line: "F-3-e" },
  {
    kind: "objective",
    code: "vae",
    fr: "Validation des acquis de l'expérience (VAE)",
    en: "Accreditation of prior experience (VAE)",
    line: "F-3-f",
  },
  // F-4. Training specialties (NSF nomenclature), the most common ones.
  {
    kind: "specialty",
    code: "nsf-310",
    fr: "310 — Spécialités plurivalentes des échanges et de la gestion",
    en: "310 — Trade and management (multi-skill)",
    line: "F-4",
  },
  { kind: "specialty", code: "nsf-312", fr: "312 — Commerce, vente", en: "312 — Sales", line: "F-4" },
  {
    kind: "specialty",
    code: "nsf-313",
    fr: "313 — Finances, banque, assurances",
    en: "313 — Finance, banking, insurance",
    line: "F-4",
  },
  {
    kind: "specialty",
    code: "nsf-314",
    fr: "314 — Comptabilité, gestion",
    en: "314 — Accounting, management",
    line: "F-4",
  },
  {
    kind: "specialty",
    code: "nsf-315",
    fr: "315 — Ressources humaines, gestion du personnel",
    en: "315 — Human resources",
    line: "F-4",
  },
  {
    kind: "specialty",
    code: "nsf-326",
    fr: "326 — Informatique, traitement de l'information",
    en: "326 — Computing, information processing",
    line: "F-4",
  },
  {
    kind: "specialty",
    code: "nsf-343",
    fr: "343 — Nettoyage, assainissement, protection de l'environnement",
    en: "343 — Cleaning, sanitation, environment",
    line: "F-4",
  },
  {
    kind: "specialty",
    code: "nsf-344",
    fr: "344 — Sécurité des biens et des personnes",
    en: "344 — Safety and security",
    line: "F-4",
  },
  {
    kind: "specialty",
    code: "nsf-413",
    fr: "413 — Développement des capacités comportementales et relationnelles",
    en: "413 — Behavioural and relational skills",
    line: "F-4",
  },
  { kind: "specialty", code: "nsf-136", fr: "136 — Langues vivantes", en: "136 — Modern languages", line: "F-4" },
];

export async function seedBpfCategories(tx: Executor) {
  await tx
    .insert(bpf_categories)
    .values(
      BPF_CATEGORIES.map((seed, index) => ({
        kind: seed.kind,
        code: seed.code,
        label_fr: seed.fr,
        label_en: seed.en,
        bpf_line: seed.line,
        display_order: index + 1,
      })),
    )
    .onConflictDoNothing();
}
