// `npm run bench:sign-in`: how long a refused sign-in takes for an active account (wrong
// password), a deactivated one (right password) and an unknown address, through the
// app's signIn on an in-memory database. The three must not be told apart by timing.
// Flags: --iterations=N (default 40).
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { users } from "#db/schema";
import { AuthError, signIn, signUp } from "~/server/auth.server";
import { db, migrateDatabase, openPglite, setDatabase } from "~/server/db.server";

const iterations = Number(process.argv.find((a) => a.startsWith("--iterations="))?.split("=")[1] ?? 40);
const PASSWORD = "a rather unusual passphrase 42";

async function timeRefusals(email: string, password: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    try {
      await signIn({ email, password, request: new Request("http://localhost/login", { method: "POST" }) });
      throw new Error(`sign-in of ${email} was accepted`);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
    }
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const stats = (times: number[]) => {
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return `median ${at(0.5)} ms, p10 ${at(0.1)} ms, p90 ${at(0.9)} ms`;
};

const database = await openPglite(undefined);
await migrateDatabase(database);
setDatabase(database);
await signUp({ email: "active@bench.test", password: PASSWORD, language: "fr" });
const deactivated = await signUp({ email: "inactive@bench.test", password: PASSWORD, language: "fr" });
await db().update(users).set({ is_active: false }).where(eq(users.id, deactivated));

// Warm-up: the first hash and query plans are slower.
await timeRefusals("active@bench.test", "wrong password");
const results = {
  "active, wrong password": await timeRefusals("active@bench.test", "wrong password"),
  "deactivated, right password": await timeRefusals("inactive@bench.test", PASSWORD),
  "unknown address": await timeRefusals("nobody@bench.test", PASSWORD),
};
console.log(`Refused sign-ins, ${iterations} each (Node ${process.version}):`);
for (const [name, times] of Object.entries(results)) console.log(`  ${name.padEnd(28)} ${stats(times)}`);
await database.close();
