// The shape of a demo course and how its lists become the course's rich-text columns.
import { h3, type Lists, p, type Text, ul } from "./helpers";

export type Module = [title: string, items: string[]];

export type CourseSeed = {
  key: string;
  category: string;
  level: number;
  format: "In person" | "Online" | "Blended";
  language: "fr" | "en" | "bilingual";
  audience: "Managers" | "Project managers" | "Executives" | "Technical professionals" | "Everyone";
  title: Text;
  intro: Lists;
  highlights: Lists;
  objectives: Lists;
  prerequisites: Text;
  modules: { fr: Module[]; en: Module[] };
  skills: Lists;
  audienceText: Text;
  certification?: Text;
  duration: number;
  maxStudents: number;
  price: number;
  currency: "EUR" | "CAD" | "XOF";
  featured?: boolean;
  published?: boolean;
  tags?: string[];
  thumbnail: string;
  createdDaysAgo: number;
};

export function courseHtml(c: CourseSeed, lang: "fr" | "en") {
  const label = lang === "fr" ? "Les points forts de la formation :" : "Course highlights:";
  const moduleWord = (n: number) => (lang === "fr" ? `Module ${n} : ` : `Module ${n}: `);
  return {
    description: `${p(...c.intro[lang])}<p><strong>${label}</strong></p>${ul(c.highlights[lang])}`,
    prerequisites: p(c.prerequisites[lang]),
    syllabus: c.modules[lang].map(([title, items], i) => `${h3(moduleWord(i + 1) + title)}${ul(items)}`).join(""),
    skills: ul(c.skills[lang]),
    target_audience: p(c.audienceText[lang]),
    certification: c.certification ? p(c.certification[lang]) : "",
  };
}
