// What every demo module shares: bilingual text types, the HTML builders of the rich texts,
// the calendar that makes every date relative to `today`, and the lookup guard.
export type Text = { fr: string; en: string };
export type Lists = { fr: string[]; en: string[] };

export const DAY = 86_400_000;

export const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join("");
export const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
export const ol = (items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join("")}</ol>`;
export const h2 = (t: string) => `<h2>${t}</h2>`;
export const h3 = (t: string) => `<h3>${t}</h3>`;

/** Calendar arithmetic on the local calendar date of `today`, computed in UTC to avoid DST shifts. */
export function calendar(today: Date) {
  const day0 = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const at = (offset: number) => new Date(day0 + offset * DAY);
  const iso = (offset: number) => at(offset).toISOString().slice(0, 10);
  /** A moment `days` ago at the given UTC hour (for created_at / published_at). */
  const ago = (days: number, hour = 9, minute = 30) => new Date(day0 - days * DAY + (hour * 60 + minute) * 60_000);
  /** Offset of the first Monday on or after `offset`. */
  const mondayFrom = (offset: number) => offset + ((8 - at(offset).getUTCDay()) % 7);
  /** No training between 20 December and 3 January. */
  const isHoliday = (offset: number) => {
    const d = at(offset);
    return (d.getUTCMonth() === 11 && d.getUTCDate() >= 20) || (d.getUTCMonth() === 0 && d.getUTCDate() <= 3);
  };
  return { at, iso, ago, mondayFrom, isHoliday };
}

export type Calendar = ReturnType<typeof calendar>;

export function need<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) {
    throw new Error(`Demo seed: ${what} "${String(key)}" not found; run the base seed (lookups) first.`);
  }
  return value;
}

export const money = (n: number) => n.toFixed(2);
