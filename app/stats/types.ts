// The statistics as the back office lists them (client-safe).
import type { StatIconName } from "./admin-schema";

export type AdminStat = {
  id: string;
  title_fr: string;
  title_en: string;
  value: string;
  description_fr: string;
  description_en: string;
  icon: StatIconName;
  is_active: boolean;
};

export type AdminStatsData = { stats: AdminStat[]; background: string };
