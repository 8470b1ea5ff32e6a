// `npm run bench:certificates`: what issuing costs. A three-day session of N participants
// (default 30) whose six sittings are held and locked, then "validate all" (two documents each:
// the attestation and the certificat de réalisation, with the demo's stamp and signature), a
// correction followed by "regenerate" (one participant's two documents), the public lookup of a
// code and the check of an uploaded PDF, on an in-memory database. Prints times and PDF sizes.
// Flags: --participants=N.
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { course_sessions, issued_document_files, issued_documents, organisation_profile } from "#db/schema";
import { correctAttendance } from "~/attendance/marks.server";
import { checkDocumentPdf, documentPdf, findDocumentByCode } from "~/certificates/documents.server";
import { issueCertificates } from "~/certificates/issue.server";
import { db, inTransaction, migrateDatabase, openPglite, setDatabase } from "~/server/db.server";
import {
  createCourse,
  createLegalProfile,
  createLocation,
  createRegistration,
  createSession,
  createUserRow,
  holdSittings,
  seedReferenceData,
} from "../../tests/factories";

const participants = Number(process.argv.find((a) => a.startsWith("--participants="))?.split("=")[1] ?? 30);

const database = await openPglite(undefined);
await migrateDatabase(database);
setDatabase(database);
await seedReferenceData();
await createLegalProfile();
await db()
  .update(organisation_profile)
  .set({ signature_image_url: "/demo/organisation/signature.svg", stamp_image_url: "/demo/organisation/stamp.svg" });
const admin = await createUserRow({ role: "admin", full_name: "Bench Admin" });
const course = await createCourse({
  title_fr: "Gestion de projet",
  title_en: "Project management",
  objectives_fr: ["Planifier un projet", "Piloter les risques", "Rendre compte"],
});
const venue = await createLocation({ name: "Salle", city: "Paris" });
const session = await createSession({
  course_id: course.id,
  location_id: venue.id,
  start_date: "2031-03-10",
  end_date: "2031-03-12",
  start_time: "09:00",
  end_time: "17:00",
  timezone: "Europe/Paris",
  seats_available: participants,
  status: "confirmed",
});
const registrations: string[] = [];
for (let i = 0; i < participants; i++) {
  const user = await createUserRow({ full_name: `Participant ${i + 1}`, language: i % 3 === 0 ? "en" : "fr" });
  const registration = await createRegistration({
    session_id: session.id,
    user_id: user.id,
    status: "confirmed",
    company: `Company ${i % 7}`,
  });
  registrations.push(registration.id);
}
const present = { status: "present" } as const;
const sittings = await holdSittings(
  session.id,
  Object.fromEntries(registrations.map((id) => [id, Array.from({ length: 6 }, () => present)])),
  admin.id,
);
await db().update(course_sessions).set({ status: "completed" }).where(eq(course_sessions.id, session.id));

const time = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

const [issued, issueMs] = await time(() =>
  inTransaction(() => issueCertificates(session.id, { kind: "drafts" }, admin)),
);
if (issued.kind !== "ok") throw new Error(JSON.stringify(issued));
const documents = (issued.data as { issued: number }).issued;
const [size] = await db()
  .select({
    average: sql<number>`avg(octet_length(${issued_document_files.pdf}))::int`,
    largest: sql<number>`max(octet_length(${issued_document_files.pdf}))::int`,
  })
  .from(issued_document_files);

await inTransaction(() =>
  correctAttendance(sittings[0].id, registrations[0], { status: "late", late_minutes: 20 }, "bench", admin, Date.now()),
);
const [regenerated, regenerateMs] = await time(() =>
  inTransaction(() => issueCertificates(session.id, { kind: "outdated" }, admin)),
);
if (regenerated.kind !== "ok") throw new Error(JSON.stringify(regenerated));

const [one] = await db()
  .select({ id: issued_documents.id, code: issued_documents.code })
  .from(issued_documents)
  .where(eq(issued_documents.state, "issued"))
  .limit(1);
const lookups: number[] = [];
const checks: number[] = [];
const pdf = await documentPdf(one.id, { sessionId: session.id });
if (!pdf) throw new Error("no pdf");
for (let i = 0; i < 50; i++) {
  lookups.push((await time(() => findDocumentByCode(one.code)))[1]);
  checks.push((await time(() => checkDocumentPdf(one.code, pdf.pdf)))[1]);
}
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)].toFixed(2);

console.log(`Certificates, ${participants} participants, 6 sittings (Node ${process.version}, PGlite in memory):`);
console.log(
  `  validate all: ${documents} documents in ${issueMs.toFixed(0)} ms (${(issueMs / documents).toFixed(1)} ms per document)`,
);
console.log(
  `  PDF size: average ${(size.average / 1024).toFixed(1)} kB, largest ${(size.largest / 1024).toFixed(1)} kB`,
);
console.log(`  regenerate after a correction: 2 documents in ${regenerateMs.toFixed(0)} ms`);
console.log(`  /verify lookup by code: median ${median(lookups)} ms; uploaded PDF check: median ${median(checks)} ms`);
await database.close();
