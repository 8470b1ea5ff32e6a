// The statistics as the back office lists them (client-safe).
import type { StatCountName, StatIconName } from "./admin-schema";

export type AdminStat = {
  id: string;
  title_fr: string;
  title_en: string;
  /** The typed figure; "" when counted. */
  value: string;
  /** What the figure is counted from, or null when typed. */
  counts: StatCountName | null;
  /** The count now, when counted. */
  counted: number | null;
  description_fr: string;
  description_en: string;
  icon: StatIconName;
  is_active: boolean;
};

export type AdminStatsData = { stats: AdminStat[]; background: string };
