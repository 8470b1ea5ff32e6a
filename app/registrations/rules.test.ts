import { describe, expect, it } from "vitest";
import { applicablePrice, withAppliedPrice } from "~/registrations/rules";

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
