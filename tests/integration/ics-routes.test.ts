// The iCalendar routes on a real database: one session's download and the
// subscribable feed — headers, events (UID, times on the session's clock with its VTIMEZONE,
// title, place) and what
// is never published (drafts, past, unknown); a cancelled session is published as cancelled,
// so a calendar that has it drops it.
import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { loader as feedLoader } from "~/routes/public/calendar-feed";
import { loader as sessionLoader } from "~/routes/public/session-ics";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createLocation,
  createSession,
  createTeacher,
  daysFromNow,
  makeRequest,
  seedReferenceData,
} from "../factories";
import { routeArgs } from "../route";

async function sessionIcs(id: string, query = ""): Promise<Response> {
  return sessionLoader(await routeArgs(makeRequest(`/sessions/${id}/ics${query}`), { params: { id } }));
}

async function feed(query = ""): Promise<Response> {
  return feedLoader(await routeArgs(makeRequest(`/calendrier.ics${query}`)));
}

/** Each event's first start and end as UTC instants, as a calendar client reads them. */
function firstOccurrences(content: string[]): string[][] {
  const calendar = new ICAL.Component(ICAL.parse(content.join("\r\n")));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return [event.startDate.toJSDate().toISOString(), event.endDate.toJSDate().toISOString()];
  });
}

/** Unfolded content lines (RFC 5545 folding undone). */
async function lines(response: Response): Promise<string[]> {
  const text = await response.text();
  return text.replace(/\r\n /g, "").split("\r\n");
}

describe("iCalendar routes", () => {
  useTestDatabase();
  let summer: { id: string };
  let winter: { id: string };
  let draftSession: { id: string };
  let cancelled: { id: string };
  let past: { id: string };

  beforeAll(async () => {
    await seedReferenceData();
    const course = await createCourse({ title_fr: "Gestion de projet, niveau 1", title_en: "Project management 1" });
    const draft = await createCourse({ title_fr: "Brouillon secret", is_published: false });
    const location = await createLocation({
      name: "Centre Opéra",
      address: "18 rue de la Paix",
      postal_code: "75002",
      city: "Paris",
      country: "France",
    });
    const teacher = await createTeacher("Claire Formatrice");
    summer = await createSession({
      course_id: course.id,
      location_id: location.id,
      instructor_id: teacher.id,
      start_date: "2031-07-15",
      end_date: "2031-07-17",
      start_time: "09:00",
      end_time: "17:00",
      timezone: "Europe/Paris",
    });
    winter = await createSession({
      course_id: course.id,
      start_date: "2031-01-15",
      end_date: "2031-01-15",
      start_time: "09:30",
      end_time: "12:00",
      timezone: "America/Toronto",
    });
    draftSession = await createSession({ course_id: draft.id, start_date: daysFromNow(3), end_date: daysFromNow(3) });
    cancelled = await createSession({
      course_id: course.id,
      status: "cancelled",
      start_date: daysFromNow(4),
      end_date: daysFromNow(4),
    });
    past = await createSession({ course_id: course.id, start_date: daysFromNow(-10), end_date: daysFromNow(-9) });
  });

  it("downloads one session as an attachment, with its times on its own clock", async () => {
    const response = await sessionIcs(summer.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="session-${summer.id}.ics"`);
    const content = await lines(response);
    expect(content[0]).toBe("BEGIN:VCALENDAR");
    expect(content.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(content).toContain(`UID:session-${summer.id}@localhost`);
    // The wall-clock times, with the zone defined in the file once, before the event.
    expect(content).toContain("DTSTART;TZID=Europe/Paris:20310715T090000");
    expect(content).toContain("DTEND;TZID=Europe/Paris:20310715T170000");
    expect(content).toContain("RRULE:FREQ=DAILY;COUNT=3");
    expect(content.filter((l) => l.startsWith("TZID:"))).toEqual(["TZID:Europe/Paris"]);
    expect(content.indexOf("BEGIN:VTIMEZONE")).toBeLessThan(content.indexOf("BEGIN:VEVENT"));
    // 09:00 in Paris in July is 07:00 UTC (summer time).
    expect(firstOccurrences(content)).toEqual([["2031-07-15T07:00:00.000Z", "2031-07-15T15:00:00.000Z"]]);
    expect(content).toContain("SUMMARY:Gestion de projet\\, niveau 1");
    expect(content).toContain("LOCATION:Centre Opéra\\, 18 rue de la Paix\\, 75002 Paris\\, France");
    expect(content.find((l) => l.startsWith("DESCRIPTION:"))).toContain("Claire Formatrice");
    expect(content.at(-2)).toBe("END:VCALENDAR");
  });

  it("uses the requested language and converts winter times of another zone", async () => {
    const content = await lines(await sessionIcs(winter.id, "?lang=en"));
    expect(content).toContain("SUMMARY:Project management 1");
    expect(content).toContain("DTSTART;TZID=America/Toronto:20310115T093000");
    expect(content).toContain("DTEND;TZID=America/Toronto:20310115T120000");
    expect(content).toContain("TZID:America/Toronto");
    // 09:30 in Toronto in January is 14:30 UTC (EST, UTC−5).
    expect(firstOccurrences(content)).toEqual([["2031-01-15T14:30:00.000Z", "2031-01-15T17:00:00.000Z"]]);
    expect(content.some((l) => l.startsWith("LOCATION:"))).toBe(false);
  });

  it("answers 404 for unknown, malformed and draft-course sessions", async () => {
    for (const id of [randomUUID(), "not-a-uuid", draftSession.id]) {
      const response = await sessionIcs(id);
      expect(response.status, id).toBe(404);
      expect(await response.text()).not.toContain("BEGIN:VCALENDAR");
    }
  });

  it("downloads a cancelled session as a cancelled event", async () => {
    const content = await lines(await sessionIcs(cancelled.id));
    expect(content).toContain(`UID:session-${cancelled.id}@localhost`);
    expect(content).toContain("STATUS:CANCELLED");
  });

  it("publishes a feed of the upcoming visible sessions only, the cancelled one marked so", async () => {
    const response = await feed();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^inline; filename="calendrier\.ics"$/);
    const content = await lines(response);
    const uids = content.filter((l) => l.startsWith("UID:"));
    // In date order: the cancelled one (in four days) first, then January.
    expect(uids).toEqual([
      `UID:session-${cancelled.id}@localhost`,
      `UID:session-${winter.id}@localhost`,
      `UID:session-${summer.id}@localhost`,
    ]);
    expect(content.filter((l) => l.startsWith("STATUS:"))).toEqual([
      "STATUS:CANCELLED",
      "STATUS:CONFIRMED",
      "STATUS:CONFIRMED",
    ]);
    expect(content).toContain("DTSTART;TZID=Europe/Paris:20310715T090000");
    // One VTIMEZONE per zone in use; the cancelled session runs on UTC and needs none.
    expect(content.filter((l) => l.startsWith("TZID:")).sort()).toEqual(["TZID:America/Toronto", "TZID:Europe/Paris"]);
    expect(firstOccurrences(content).map(([start]) => start)).toEqual([
      `${daysFromNow(4)}T09:00:00.000Z`,
      "2031-01-15T14:30:00.000Z",
      "2031-07-15T07:00:00.000Z",
    ]);
    expect(content).toContain("SUMMARY:Gestion de projet\\, niveau 1");
    expect(content.some((l) => l.startsWith("X-WR-CALNAME:"))).toBe(true);
    const text = content.join("\n");
    for (const hidden of [draftSession.id, past.id]) expect(text).not.toContain(hidden);
    expect(text).not.toContain("Brouillon secret");
  });

  it("names events in English when asked", async () => {
    const content = await lines(await feed("?lang=en"));
    expect(content.filter((l) => l === "SUMMARY:Project management 1")).toHaveLength(3);
  });
});
