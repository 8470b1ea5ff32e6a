import { describe, expect, it } from "vitest";
import { applicablePrice, hasStarted, withAppliedPrice } from "~/sessions/rules";

describe("applicablePrice", () => {
  const session = { early_bird_price: "900.00", early_bird_deadline: "2030-03-10", price_override: "1100.00" };

  it("is the early-bird price up to and including its deadline", () => {
    expect(applicablePrice(session, "1200.00", "2030-03-01")).toEqual({
      amount: "900.00",
      earlyBirdUntil: "2030-03-10",
    });
    expect(applicablePrice(session, "1200.00", "2030-03-10").amount).toBe("900.00");
  });

  it("is the session's own price after the deadline, else the course's", () => {
    expect(applicablePrice(session, "1200.00", "2030-03-11")).toEqual({ amount: "1100.00", earlyBirdUntil: null });
    expect(applicablePrice({ ...session, price_override: null }, "1200.00", "2030-03-11").amount).toBe("1200.00");
  });

  it("needs both an early-bird price and a deadline", () => {
    expect(applicablePrice({ ...session, early_bird_deadline: null }, "1200.00", "2030-03-01").amount).toBe("1100.00");
    expect(applicablePrice({ ...session, early_bird_price: null }, "1200.00", "2030-03-01").amount).toBe("1100.00");
    // A free early bird is still an early bird.
    expect(applicablePrice({ ...session, early_bird_price: "0.00" }, "1200.00", "2030-03-01").amount).toBe("0.00");
  });

  it("is worked out on the session's own today", () => {
    const row = {
      ...session,
      early_bird_deadline: "2030-03-10",
      timezone: "Pacific/Auckland",
      course_price: "1200.00",
    };
    // 2030-03-10 at 12:00 UTC is already the 11th in Auckland: the early bird is over there.
    const noonUtc = new Date("2030-03-10T12:00:00Z");
    expect(withAppliedPrice(row, noonUtc)).toMatchObject({ price: "1100.00", early_bird_until: null });
    expect(withAppliedPrice({ ...row, timezone: "Europe/Paris" }, noonUtc)).toMatchObject({
      price: "900.00",
      early_bird_until: "2030-03-10",
    });
    // The pricing columns are replaced, not sent along.
    expect(withAppliedPrice(row, noonUtc)).not.toHaveProperty("early_bird_price");
    expect(withAppliedPrice(row, noonUtc)).not.toHaveProperty("course_price");
  });
});

describe("hasStarted", () => {
  const session = { start_date: "2030-03-10", start_time: "09:00:00", timezone: "Europe/Paris" };

  it("compares the start with the session's own clock", () => {
    // 07:59 UTC is 08:59 in Paris (winter time): not yet; 08:00 UTC is 09:00 there.
    expect(hasStarted(session, new Date("2030-03-10T07:59:59Z"))).toBe(false);
    expect(hasStarted(session, new Date("2030-03-10T08:00:00Z"))).toBe(true);
    // The same instant is still the 9th in New York and already 21:00 on the 10th in Auckland.
    expect(hasStarted({ ...session, timezone: "America/New_York" }, new Date("2030-03-10T08:00:00Z"))).toBe(false);
    expect(hasStarted({ ...session, timezone: "Pacific/Auckland" }, new Date("2030-03-10T08:00:00Z"))).toBe(true);
  });

  it("reads a start time without seconds, and midnight as 00", () => {
    const midnight = { ...session, start_time: "00:00", timezone: "UTC" };
    expect(hasStarted(midnight, new Date("2030-03-09T23:59:59Z"))).toBe(false);
    expect(hasStarted(midnight, new Date("2030-03-10T00:00:00Z"))).toBe(true);
    expect(hasStarted({ ...session, start_time: "09:30", timezone: "UTC" }, new Date("2030-03-10T09:29:00Z"))).toBe(
      false,
    );
  });

  it("falls back to UTC for a zone the runtime does not know", () => {
    const unknown = { ...session, timezone: "Mars/Olympus" };
    expect(hasStarted(unknown, new Date("2030-03-10T08:59:00Z"))).toBe(false);
    expect(hasStarted(unknown, new Date("2030-03-10T09:00:00Z"))).toBe(true);
  });
});
