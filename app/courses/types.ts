// Shapes the course pages receive from their loaders (client-safe: no server imports).
import type { ActionNature } from "#db/schema";
import type { CourseCurrency } from "~/courses/schema";
import type { RegistrationSession } from "~/registrations/types";

export type CourseLookup = { id: string; name_fr: string; name_en: string };

export type CourseLookups = {
  categories: CourseLookup[];
  levels: CourseLookup[];
  formats: CourseLookup[];
  languages: CourseLookup[];
  audiences: CourseLookup[];
  /** The BPF's objective categories and specialties (bpf_categories, active ones). */
  bpfObjectives: CourseLookup[];
  bpfSpecialties: CourseLookup[];
};

/** The first upcoming session shown on a catalogue card. */
export type SessionSummary = {
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  seats_available: number;
  seats_taken: number;
  location_name: string | null;
  city: string | null;
  address: string | null;
};

/** A catalogue card, already in the reader's language (French fallback). */
export type CatalogueCourse = {
  id: string;
  slug: string;
  title: string;
  /** Plain text, at most CARD_EXCERPT_LENGTH characters, "" when the course has none. */
  excerpt: string;
  /** Plain text, "" when the course has none. */
  certification: string;
  category: string | null;
  level: string | null;
  format: string | null;
  language: string | null;
  target_audience: string | null;
  duration_hours: number;
  max_students: number | null;
  price: string;
  currency: CourseCurrency;
  is_featured: boolean;
  is_published: boolean;
  thumbnail_url: string | null;
  next_session: SessionSummary | null;
};

export type CataloguePage = {
  courses: CatalogueCourse[];
  /** Matching courses, at most the count cap. */
  total: number;
  /** True when more than `total` courses match: shown as "1,200+". */
  isTotalCapped: boolean;
  page: number;
  totalPages: number;
  size: number;
};

type Bilingual<K extends string> = { [P in `${K}_fr` | `${K}_en`]: string };

/** Everything the course page and the editor need, both languages. */
export type CourseDetail = Bilingual<
  | "title"
  | "description"
  | "prerequisites"
  | "syllabus"
  | "skills"
  | "target_audience"
  | "certification"
  | "what_to_bring"
  | "access_conditions"
  | "access_lead_time"
  | "teaching_methods"
  | "assessment_methods"
  | "accessibility"
  | "certification_title"
> & {
  id: string;
  slug: string;
  reference: string;
  objectives_fr: string[];
  objectives_en: string[];
  duration_hours: number;
  max_students: number | null;
  price: string;
  currency: CourseCurrency;
  is_featured: boolean;
  is_published: boolean;
  /** What the certificat de réalisation ticks, and whether results per objective are recorded. */
  action_nature: ActionNature;
  assessment_planned: boolean;
  thumbnail_url: string | null;
  /** The communication timeline's defaults for the course's sessions (delivery spec §4). */
  convocation_days: number;
  reminder_days: number;
  remote_link_minutes: number;
  trainer_pack_days: number;
  category_id: string | null;
  level_id: string | null;
  format_id: string | null;
  language_id: string | null;
  target_audience_id: string | null;
  category: CourseLookup | null;
  level: CourseLookup | null;
  format: CourseLookup | null;
  language: CourseLookup | null;
  audience: CourseLookup | null;
  /** The course sheet's certification (delivery.md §7): RNCP/RS code, certifier, registration date. */
  is_certifying: boolean;
  certification_code: string | null;
  certifier: string | null;
  certification_registered_on: string | null;
  /** The BPF's objective category and specialty (delivery.md §8), with their labels. */
  bpf_objective_id: string | null;
  bpf_specialty_id: string | null;
  bpf_objective: CourseLookup | null;
  bpf_specialty: CourseLookup | null;
  /** When the course was last saved (ISO): the page's "updated on". */
  updated_at: string;
};

/** An upcoming session on the course page: what the Register button needs, plus place and instructor. */
export type CourseSession = RegistrationSession & {
  city: string | null;
  address: string | null;
  postal_code: string | null;
  country: string | null;
  instructor_name: string | null;
  price_override: string | null;
  /** Held (also) remotely: the programme PDF says so; the link itself is never public. */
  is_remote: boolean;
};

export type CourseIntent = "create" | "update" | "delete";
