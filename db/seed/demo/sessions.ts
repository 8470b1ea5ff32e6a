// The demo sessions: planned by week relative to today, placed clear of the year-end break and
// of their trainer's other sessions, each with its registrations (registrations.ts).
import { course_sessions } from "#db/schema";
import type { Tx } from "~/server/db.server";
import { COURSES } from "./courses";
import { type Calendar, calendar, money, need, type Text } from "./helpers";
import { LOCATIONS, type LocationKey } from "./locations";
import { MEMBERS, type PersonKey } from "./people";
import { insertRegistrations } from "./registrations";

export type SessionPlan = {
  course: string;
  location: LocationKey;
  instructor: PersonKey;
  /** Week of the first day, counted from today (negative for past sessions). */
  week: number;
  /** Days after that week's Monday (0 = Monday). */
  shift?: number;
  /** Calendar days covered; by default the course hours at 7 hours a day. */
  days?: number;
  start?: string;
  end?: string;
  seats: number;
  minParticipants?: number;
  priceOverride?: number;
  earlyBird?: boolean;
  /** Defaults to the location's time zone. */
  timezone?: string;
  status?: "scheduled" | "confirmed" | "completed";
  registrations?: PersonKey[] | "full";
  /**
   * Registrations cancelled after payment and not refunded yet: what the roster lists as refunds
   * to settle (issue 23). They hold no seat.
   */
  cancelledPaid?: PersonKey[];
  /**
   * People moved here from this course's session at `from` with the desk's transfer (issue 23):
   * they hold a seat here and none there; desk.ts gives their row what the transfer leaves.
   */
  transfers?: { person: PersonKey; from: LocationKey }[];
  notes?: Text;
  /**
   * Starts within days (not two weeks on, like the others): its convocations are due or sent,
   * or it waits for staff's decision (communications.ts, issue 27).
   */
  soon?: true;
};

export const HALF_DAYS: Text = {
  fr: "Classe virtuelle en demi-journées. Le lien de connexion est envoyé une semaine avant le début de la session.",
  en: "Virtual class in half-day slots. The connection link is sent one week before the session starts.",
};

export const HALF_DAYS_TWO_WEEKS: Text = {
  fr: "Six demi-journées en classe virtuelle, du lundi au mercredi sur deux semaines. Le lien de connexion est envoyé une semaine avant le début.",
  en: "Six half-day virtual classes, Monday to Wednesday over two weeks. The connection link is sent one week before the start.",
};

export const SESSIONS: SessionPlan[] = [
  // The communication timeline's demo (issue 27): a confirmed session this coming week whose
  // convocations went, told of a change of hours; and one below its minimum, not confirmed,
  // that the dashboard asks a decision for.
  {
    course: "change",
    location: "paris",
    instructor: "marc",
    // The coming week: one to seven days away, whatever today is.
    week: 0,
    shift: 1,
    seats: 12,
    minParticipants: 2,
    status: "confirmed",
    registrations: ["camille", "thomas", "sarah", "daniel"],
    soon: true,
  },
  {
    course: "pm-fundamentals",
    location: "lyon",
    instructor: "aminata",
    // Two to eight days away: within the decision's ten days, and mostly past the escalation's eight.
    week: 0,
    shift: 2,
    seats: 12,
    minParticipants: 6,
    registrations: ["emilie", "yao"],
    soon: true,
  },
  {
    course: "leadership",
    location: "paris",
    instructor: "marc",
    week: 3,
    seats: 8,
    minParticipants: 5,
    status: "confirmed",
    registrations: "full",
    notes: {
      fr: "Session complète. Inscrivez-vous à la session de Lyon ou contactez-nous pour être placé sur liste d'attente.",
      en: "Session full. Register for the Lyon session or contact us to join the waiting list.",
    },
  },
  {
    course: "leadership",
    location: "lyon",
    instructor: "marc",
    week: 11,
    shift: 1,
    seats: 12,
    earlyBird: true,
    registrations: ["camille", "thomas"],
  },
  {
    course: "leadership",
    location: "dakar",
    instructor: "marc",
    week: 19,
    shift: 1,
    seats: 14,
    priceOverride: 1590,
    earlyBird: true,
    notes: {
      fr: "Tarif Afrique de l'Ouest. Déjeuners et pauses inclus.",
      en: "West Africa rate. Lunches and breaks included.",
    },
  },
  { course: "change", location: "paris", instructor: "marc", week: 6, shift: 3, seats: 14, registrations: ["sarah"] },
  {
    course: "change",
    location: "online",
    instructor: "marc",
    week: 16,
    days: 4,
    start: "09:00",
    end: "12:30",
    seats: 16,
    notes: HALF_DAYS,
  },
  {
    course: "pmp",
    location: "paris",
    instructor: "aminata",
    week: 5,
    seats: 16,
    minParticipants: 6,
    registrations: ["daniel", "emilie", "thomas"],
    cancelledPaid: ["sarah"],
  },
  {
    course: "pmp",
    location: "dakar",
    instructor: "aminata",
    week: 9,
    seats: 20,
    minParticipants: 6,
    priceOverride: 1990,
    earlyBird: true,
    registrations: ["moussa"],
    notes: {
      fr: "Tarif Afrique de l'Ouest. Examen blanc le vendredi après-midi.",
      en: "West Africa rate. Mock exam on Friday afternoon.",
    },
  },
  {
    course: "pmp",
    location: "online",
    instructor: "aminata",
    week: 14,
    days: 12,
    start: "13:30",
    end: "17:00",
    seats: 20,
    minParticipants: 6,
    earlyBird: true,
    notes: {
      fr: "Dix demi-journées réparties sur deux semaines, en fin de journée pour l'Europe et l'Afrique.",
      en: "Ten half-day sessions over two weeks, in the afternoon for Europe and Africa.",
    },
  },
  {
    course: "pmp",
    location: "abidjan",
    instructor: "aminata",
    week: 22,
    seats: 18,
    minParticipants: 6,
    priceOverride: 1990,
    earlyBird: true,
  },
  {
    course: "scrum",
    location: "online",
    instructor: "aminata",
    week: 4,
    days: 4,
    start: "09:00",
    end: "12:30",
    seats: 16,
    registrations: ["daniel", "fatou"],
    notes: HALF_DAYS,
  },
  { course: "scrum", location: "paris", instructor: "aminata", week: 12, shift: 2, seats: 14 },
  {
    course: "scrum",
    location: "online",
    instructor: "aminata",
    week: 20,
    days: 4,
    start: "14:00",
    end: "17:30",
    seats: 16,
    notes: HALF_DAYS,
  },
  {
    course: "pm-fundamentals",
    location: "dakar",
    instructor: "aminata",
    week: 7,
    seats: 20,
    registrations: ["fatou", "moussa"],
  },
  {
    course: "pm-fundamentals",
    location: "abidjan",
    instructor: "aminata",
    week: 15,
    shift: 1,
    seats: 20,
    earlyBird: true,
    // Yao works in Abidjan: the office moved him from the Dakar date.
    transfers: [{ person: "yao", from: "dakar" }],
  },
  {
    course: "cyber",
    location: "online",
    instructor: "sophie",
    week: 2,
    days: 4,
    start: "14:00",
    end: "17:30",
    seats: 20,
    registrations: ["camille"],
    notes: HALF_DAYS,
  },
  { course: "cyber", location: "paris", instructor: "sophie", week: 13, shift: 3, seats: 16 },
  { course: "cyber", location: "lyon", instructor: "sophie", week: 18, shift: 1, seats: 16, earlyBird: true },
  {
    course: "powerbi",
    location: "lyon",
    instructor: "sophie",
    week: 8,
    shift: 1,
    seats: 12,
    registrations: ["camille"],
  },
  {
    course: "powerbi",
    location: "online",
    instructor: "sophie",
    week: 17,
    days: 10,
    start: "09:00",
    end: "12:30",
    seats: 12,
    priceOverride: 1290,
    notes: {
      fr: "Six demi-journées en classe virtuelle, du lundi au mercredi sur deux semaines. Installez Power BI Desktop (gratuit) avant la session.",
      en: "Six half-day virtual classes, Monday to Wednesday over two weeks. Install Power BI Desktop (free) before the session.",
    },
  },
  {
    course: "aws",
    location: "montreal",
    instructor: "sophie",
    week: 6,
    shift: 1,
    seats: 16,
    registrations: ["emilie", "sarah"],
  },
  {
    course: "aws",
    location: "online",
    instructor: "sophie",
    week: 15,
    days: 10,
    start: "13:00",
    end: "16:30",
    seats: 20,
    earlyBird: true,
    timezone: "America/Toronto",
    notes: {
      fr: "Horaires de Montréal (heure de l'Est). Six demi-journées en anglais, du lundi au mercredi sur deux semaines.",
      en: "Montréal time (Eastern Time). Six half-day sessions in English, Monday to Wednesday over two weeks.",
    },
  },
  {
    course: "finance-basics",
    location: "paris",
    instructor: "kwame",
    week: 7,
    shift: 3,
    seats: 14,
    registrations: ["thomas"],
  },
  {
    course: "finance-basics",
    location: "abidjan",
    instructor: "kwame",
    week: 12,
    shift: 1,
    seats: 14,
    priceOverride: 990,
  },
  {
    course: "ifrs",
    location: "abidjan",
    instructor: "kwame",
    week: 10,
    seats: 14,
    priceOverride: 1490,
    registrations: ["yao"],
    notes: {
      fr: "Session animée en français, supports en français et en anglais.",
      en: "Session taught in French, materials in French and English.",
    },
  },
  { course: "ifrs", location: "paris", instructor: "kwame", week: 21, shift: 1, seats: 14, earlyBird: true },
  { course: "recruiting", location: "paris", instructor: "marc", week: 9, shift: 3, seats: 12 },
  { course: "recruiting", location: "lyon", instructor: "marc", week: 23, shift: 1, seats: 12, earlyBird: true },
  { course: "iso9001", location: "dakar", instructor: "claire", week: 8, seats: 12, registrations: ["moussa"] },
  { course: "iso9001", location: "abidjan", instructor: "claire", week: 17, seats: 12, earlyBird: true },
  {
    course: "public-speaking",
    location: "montreal",
    instructor: "marc",
    week: 10,
    shift: 3,
    seats: 10,
    registrations: ["emilie"],
    notes: {
      fr: "Session animée en français.",
      en: "Session taught in French.",
    },
  },
  {
    course: "public-speaking",
    location: "montreal",
    instructor: "marc",
    week: 24,
    shift: 3,
    seats: 10,
    notes: {
      fr: "Session animée en anglais.",
      en: "Session taught in English.",
    },
  },
  { course: "lean", location: "lyon", instructor: "claire", week: 5, seats: 14, registrations: ["camille", "thomas"] },
  {
    course: "lean",
    location: "online",
    instructor: "claire",
    week: 19,
    days: 10,
    start: "09:00",
    end: "12:30",
    seats: 14,
    notes: HALF_DAYS_TWO_WEEKS,
  },
  // Past sessions, kept for history. The two oldest are the history behind the published
  // results (surveys answered, db/seed/demo/surveys.ts): with the two latest, each of their
  // courses reaches the 5 answers a figure needs.
  {
    course: "leadership",
    location: "lyon",
    instructor: "marc",
    week: -30,
    seats: 12,
    status: "completed",
    registrations: ["fatou", "yao", "camille", "daniel", "emilie", "moussa"],
  },
  {
    course: "pmp",
    location: "dakar",
    instructor: "aminata",
    week: -26,
    seats: 20,
    priceOverride: 1990,
    status: "completed",
    registrations: ["emilie", "daniel", "camille"],
  },
  {
    course: "leadership",
    location: "paris",
    instructor: "marc",
    week: -9,
    seats: 12,
    status: "completed",
    registrations: ["thomas", "sarah"],
  },
  {
    course: "pmp",
    location: "dakar",
    instructor: "aminata",
    week: -6,
    seats: 20,
    priceOverride: 1990,
    status: "completed",
    registrations: ["fatou", "yao", "moussa"],
  },
];

/**
 * Dates of the planned sessions relative to `today`, as day offsets (0 =
 * today). A session that would fall in the year-end break or overlap
 * another session of the same instructor (with a travel day in between)
 * moves by a week: later for upcoming sessions, earlier for past ones.
 */
export function scheduleSessions(today: Date): { plan: SessionPlan; start: number; end: number }[] {
  const { mondayFrom, isHoliday } = calendar(today);
  const durationByKey = new Map(COURSES.map((course) => [course.key, course.duration]));
  const busy = new Map<PersonKey, [number, number][]>();
  return SESSIONS.map((plan) => {
    const days = plan.days ?? Math.max(1, Math.ceil(need(durationByKey, plan.course, "course") / 7));
    const step = plan.week < 0 ? -7 : 7;
    const taken = busy.get(plan.instructor) ?? [];
    let start = mondayFrom(plan.week * 7) + (plan.shift ?? 0);
    for (let attempt = 0; attempt < 12; attempt++) {
      const end = start + days - 1;
      const holiday = Array.from({ length: days }, (_, i) => start + i).some(isHoliday);
      const clash = taken.some(([s, e]) => start <= e + 1 && end >= s - 1);
      if (!holiday && !clash) break;
      start += step;
    }
    const end = start + days - 1;
    taken.push([start, end]);
    busy.set(plan.instructor, taken);
    return { plan, start, end };
  });
}

/** A seeded session: its plan, its row's id and first day, and the price its registrations paid. */
export type SeededSession = { plan: SessionPlan; id: string; startDate: string; amount: number };

/** Inserts every planned session with its registrations (seats taken = the registrations holding one). */
export async function seedSessions(
  tx: Tx,
  today: Date,
  { iso, ago }: Calendar,
  ids: {
    courseByKey: Map<string, (typeof COURSES)[number] & { id: string }>;
    userId: Map<PersonKey, string>;
    locationId: Map<LocationKey, string>;
  },
): Promise<SeededSession[]> {
  const { courseByKey, userId, locationId } = ids;
  const todayIso = iso(0);
  const seeded: SeededSession[] = [];
  for (const { plan, start, end } of scheduleSessions(today)) {
    const course = need(courseByKey, plan.course, "course");
    if (course.published === false) throw new Error(`Demo seed: session planned for unpublished course ${plan.course}`);
    const basePrice = plan.priceOverride ?? course.price;
    const step = course.currency === "XOF" ? 5000 : 10;
    const earlyBirdPrice = plan.earlyBird ? Math.round((basePrice * 0.85) / step) * step : null;
    const earlyBirdDeadline = plan.earlyBird ? iso(start - 35) : null;
    const attendees = [
      ...(plan.registrations === "full" ? MEMBERS.map((m) => m.key) : (plan.registrations ?? [])),
      ...(plan.transfers ?? []).map((transfer) => transfer.person),
    ];
    const cancelled = plan.cancelledPaid ?? [];
    if (plan.registrations === "full" && attendees.length !== plan.seats) {
      throw new Error("Demo seed: the full session needs exactly one registration per seat");
    }
    const [session] = await tx
      .insert(course_sessions)
      .values({
        course_id: course.id,
        instructor_id: need(userId, plan.instructor, "instructor"),
        location_id: need(locationId, plan.location, "location"),
        start_date: iso(start),
        end_date: iso(end),
        start_time: plan.start ?? "09:00",
        end_time: plan.end ?? "17:00",
        seats_available: plan.seats,
        seats_taken: attendees.length,
        min_participants: plan.minParticipants ?? 5,
        status: plan.status ?? "scheduled",
        timezone: plan.timezone ?? LOCATIONS[plan.location].timezone,
        registration_deadline: iso(start - (course.key === "pmp" ? 14 : 7)),
        early_bird_deadline: earlyBirdDeadline,
        early_bird_price: earlyBirdPrice === null ? null : money(earlyBirdPrice),
        price_override: plan.priceOverride === undefined ? null : money(plan.priceOverride),
        notes_fr: plan.notes?.fr ?? null,
        notes_en: plan.notes?.en ?? null,
        // Online sessions have their connection link (the convocation and the remote-link e-mail give it).
        remote_url: plan.location === "online" ? `https://meet.formatio-demo.com/${plan.course}-${iso(start)}` : null,
        created_at: ago(Math.max(20, 60 - plan.week * 2)),
      })
      .returning({ id: course_sessions.id });
    const past = iso(end) < todayIso;
    const amount =
      earlyBirdPrice !== null && earlyBirdDeadline !== null && earlyBirdDeadline >= todayIso
        ? earlyBirdPrice
        : basePrice;
    seeded.push({ plan, id: session.id, startDate: iso(start), amount });
    if (attendees.length + cancelled.length === 0) continue;
    await insertRegistrations(
      tx,
      { ago },
      {
        sessionId: session.id,
        location: plan.location,
        full: plan.registrations === "full",
        attendees,
        cancelled,
        past,
        start,
        amount,
        userId,
      },
    );
  }
  return seeded;
}
