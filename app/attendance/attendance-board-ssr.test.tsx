// Server-rendered markup of the attendance board: each sitting's signed / expected and the
// trainer's co-signature, a participant's mark with its signature time in the session's zone,
// "amended" after a correction, the validate button only on a closed sitting, the open button
// only on today's scheduled one, the plan editor only while nothing is signed, the paper sheets'
// links, and the time of the last update. And the roster links to the board only when told.
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import { renderInRouter, textOf } from "../../tests/ssr";
import type { AttendanceBoard } from "./admin-attendance.server";
import { AttendanceBoardScreen } from "./attendance-board-screen";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "en",
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

const SESSION = "7c1f5b8e-2d4a-4e6b-9f0a-1b2c3d4e5f60";
const sitting = (id: string, values: Partial<AttendanceBoard["sittings"][number]>) => ({
  id,
  date: "2031-03-10",
  period: "morning" as const,
  start_time: "09:00:00",
  end_time: "12:30:00",
  planned_minutes: 210,
  state: "scheduled" as const,
  edited: false,
  signed: 0,
  expected: 2,
  trainer_signed_at: null,
  is_today: false,
  scans: [],
  ...values,
});

function board(values: Partial<AttendanceBoard> = {}): AttendanceBoard {
  return {
    session: {
      id: SESSION,
      status: "confirmed",
      start_date: "2031-03-10",
      end_date: "2031-03-10",
      timezone: "Europe/Paris",
      lunch_start: "12:30:00",
      city: "Lyon",
      trainer: "Claire Formatrice",
      course: { title_fr: "Cours", title_en: "Board course", reference: "BC-1" },
    },
    sittings: [
      sitting("s1", {
        state: "amended",
        signed: 1,
        trainer_signed_at: "2031-03-10T11:30:00.000Z",
        scans: [{ id: "scan1", document_name: "sheet.pdf", sha256: "ab", created_at: "2031-03-10T12:00:00.000Z" }],
      }),
      sitting("s2", { period: "afternoon", start_time: "13:30:00", end_time: "17:00:00", state: "closed", signed: 2 }),
    ],
    participants: [
      {
        id: "r1",
        name: "Bruno Petit",
        company: "Acme",
        cells: [
          {
            record_id: "rec1",
            sitting_id: "s1",
            registration_id: "r1",
            status: "late",
            late_minutes: 30,
            left_early_minutes: null,
            minutes_attended: 180,
            amended: true,
            history: [],
            signed_at: "2031-03-10T08:05:00.000Z",
            signed_late: false,
          },
        ],
        signed: [],
        minutes_attended: 180,
      },
    ],
    planned_minutes: 420,
    plan_editable: false,
    is_live: false,
    loaded_at: "2031-03-10T14:00:05.000Z",
    ...values,
  };
}

describe("attendance board", () => {
  it("shows each sitting's signatures, the trainer's co-signature and the marks, in the session's time", () => {
    const text = textOf(renderInRouter(i18n, <AttendanceBoardScreen board={board()} />));
    expect(text).toContain("1 / 2");
    expect(text).toContain("Signed at 12:30"); // 11:30 UTC is 12:30 in Paris
    expect(text).toContain("Not signed");
    expect(text).toContain("Late 30 min");
    expect(text).toContain("Signed at 09:05");
    expect(text).toContain("Amended");
    expect(text).toContain("3 h of 7 h");
    expect(text).toContain("Updated at 15:00:05 (Lyon time)");
    expect(text).toContain("sheet.pdf");
    expect(text).not.toContain("Edit the sittings");
  });

  it("offers validation on a closed sitting only, the open button on today's, and the plan while nothing is signed", () => {
    const html = renderInRouter(i18n, <AttendanceBoardScreen board={board()} />);
    expect(html.match(/>Validate</g)).toHaveLength(1);
    expect(html).not.toContain("Open now");
    expect(html).toContain(`href="/admin/sessions/${SESSION}/attendance.pdf?blank=1"`);
    expect(html).toContain(`href="/admin/sessions/${SESSION}/attendance/scans/scan1"`);
    const fresh = renderInRouter(
      i18n,
      <AttendanceBoardScreen
        board={board({ sittings: [sitting("s3", { is_today: true })], participants: [], plan_editable: true })}
      />,
    );
    expect(fresh).toContain("Open now");
    expect(fresh).toContain("Edit the sittings");
  });
});
