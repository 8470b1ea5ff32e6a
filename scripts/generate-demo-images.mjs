#!/usr/bin/env node
// Writes the demo images (SVG) and files (PDF) referenced by the demo seed (db/seed/demo/)
// under public/demo/, and the home hero's illustration (public/images/).
// Deterministic output: run it again after changing a list below and commit
// the result. No external references, no scripts.
//
//   node scripts/generate-demo-images.mjs
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pdf, xlsx } from "./demo-files.mjs";
import { esc, heroTrainingSvg, r1, rng, sceneSvg, svg } from "./demo-scenes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(root, "public", "demo");
const FONT = "Inter, Segoe UI, Helvetica Neue, Arial, sans-serif";

let written = 0;
let bytes = 0;
function write(rel, content, encoding = "utf8") {
  const file = path.join(OUT, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content, encoding);
  written += 1;
  bytes += Buffer.byteLength(content, encoding);
}

function gradient(id, c1, c2, x2 = 1, y2 = 1) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`;
}

// ------------------------------------------------------------------ motifs
// Simple white line-art drawn around (cx, cy) with size s, for the resource
// thumbnails (documents, not people: the scenes in demo-scenes.mjs draw those).
const MOTIFS = {
  // open book: guides
  book: (cx, cy, s) =>
    `<path d="M${cx} ${r1(cy - 0.6 * s)} C${r1(cx - 0.4 * s)} ${r1(cy - 0.9 * s)} ${r1(cx - 0.8 * s)} ${r1(cy - 0.85 * s)} ${r1(cx - s)} ${r1(cy - 0.7 * s)} V${r1(cy + 0.8 * s)} C${r1(cx - 0.8 * s)} ${r1(cy + 0.65 * s)} ${r1(cx - 0.4 * s)} ${r1(cy + 0.65 * s)} ${cx} ${r1(cy + 0.9 * s)} Z" fill="#fff" opacity=".9"/><path d="M${cx} ${r1(cy - 0.6 * s)} C${r1(cx + 0.4 * s)} ${r1(cy - 0.9 * s)} ${r1(cx + 0.8 * s)} ${r1(cy - 0.85 * s)} ${r1(cx + s)} ${r1(cy - 0.7 * s)} V${r1(cy + 0.8 * s)} C${r1(cx + 0.8 * s)} ${r1(cy + 0.65 * s)} ${r1(cx + 0.4 * s)} ${r1(cy + 0.65 * s)} ${cx} ${r1(cy + 0.9 * s)} Z" fill="#fff" opacity=".65"/>`,
  // sheet with lines: documents
  document: (cx, cy, s) =>
    `<path d="M${r1(cx - 0.7 * s)} ${r1(cy - s)} H${r1(cx + 0.35 * s)} L${r1(cx + 0.7 * s)} ${r1(cy - 0.65 * s)} V${r1(cy + s)} H${r1(cx - 0.7 * s)} Z" fill="#fff" opacity=".92"/><g stroke="currentColor" stroke-width="${r1(0.07 * s)}" stroke-linecap="round" opacity=".7">${[0, 1, 2, 3].map((i) => `<path d="M${r1(cx - 0.45 * s)} ${r1(cy - 0.4 * s + i * 0.35 * s)} H${r1(cx + (i === 3 ? 0.1 : 0.45) * s)}"/>`).join("")}</g>`,
  // play button: video
  play: (cx, cy, s) =>
    `<circle cx="${cx}" cy="${cy}" r="${s}" fill="#fff" opacity=".92"/><path d="M${r1(cx - 0.3 * s)} ${r1(cy - 0.45 * s)} L${r1(cx + 0.5 * s)} ${cy} L${r1(cx - 0.3 * s)} ${r1(cy + 0.45 * s)} Z" fill="currentColor"/>`,
  // layout grid: templates
  template: (cx, cy, s) =>
    `<rect x="${r1(cx - s)}" y="${r1(cy - 0.8 * s)}" width="${r1(2 * s)}" height="${r1(1.6 * s)}" rx="${r1(0.1 * s)}" fill="#fff" opacity=".92"/><g fill="currentColor" opacity=".55"><rect x="${r1(cx - 0.85 * s)}" y="${r1(cy - 0.65 * s)}" width="${r1(1.7 * s)}" height="${r1(0.3 * s)}" rx="${r1(0.05 * s)}"/><rect x="${r1(cx - 0.85 * s)}" y="${r1(cy - 0.25 * s)}" width="${r1(0.7 * s)}" height="${r1(0.9 * s)}" rx="${r1(0.05 * s)}"/><rect x="${r1(cx - 0.05 * s)}" y="${r1(cy - 0.25 * s)}" width="${r1(0.9 * s)}" height="${r1(0.4 * s)}" rx="${r1(0.05 * s)}"/><rect x="${r1(cx - 0.05 * s)}" y="${r1(cy + 0.25 * s)}" width="${r1(0.9 * s)}" height="${r1(0.4 * s)}" rx="${r1(0.05 * s)}"/></g>`,
  // checklist: mock exams
  checklist: (cx, cy, s) =>
    `<rect x="${r1(cx - 0.8 * s)}" y="${r1(cy - s)}" width="${r1(1.6 * s)}" height="${r1(2 * s)}" rx="${r1(0.12 * s)}" fill="#fff" opacity=".92"/><g fill="none" stroke="currentColor" stroke-width="${r1(0.08 * s)}" stroke-linecap="round" stroke-linejoin="round">${[0, 1, 2].map((i) => `<path d="M${r1(cx - 0.55 * s)} ${r1(cy - 0.5 * s + i * 0.55 * s)} l${r1(0.12 * s)} ${r1(0.12 * s)} l${r1(0.22 * s)} ${r1(-0.25 * s)}"/><path d="M${r1(cx - 0.05 * s)} ${r1(cy - 0.45 * s + i * 0.55 * s)} H${r1(cx + 0.55 * s)}" opacity=".6"/>`).join("")}</g>`,
};

/** An abstract gradient illustration: blobs, a wave, a dot grid and a motif. */
function illustration({ w, h, c1, c2, motif, seed, title, motifScale = 0.2 }) {
  const rand = rng(seed);
  const blobs = Array.from({ length: 5 }, () => {
    const r = r1(h * (0.12 + rand() * 0.35));
    return `<circle cx="${r1(rand() * w)}" cy="${r1(rand() * h)}" r="${r}" fill="#fff" opacity="${(0.05 + rand() * 0.1).toFixed(2)}"/>`;
  }).join("");
  const y0 = h * (0.62 + rand() * 0.15);
  const wave = `<path d="M0 ${r1(y0)} C${r1(w * 0.25)} ${r1(y0 - h * (0.1 + rand() * 0.15))} ${r1(w * 0.55)} ${r1(y0 + h * (0.05 + rand() * 0.15))} ${w} ${r1(y0 - h * rand() * 0.12)} V${h} H0 Z" fill="#fff" opacity=".1"/><path d="M0 ${r1(y0 + h * 0.08)} C${r1(w * 0.3)} ${r1(y0 - h * 0.02)} ${r1(w * 0.6)} ${r1(y0 + h * 0.2)} ${w} ${r1(y0 + h * 0.06)} V${h} H0 Z" fill="#000" opacity=".08"/>`;
  const dotsX = r1(w * (0.05 + rand() * 0.1));
  const dotsY = r1(h * (0.08 + rand() * 0.1));
  const grid = `<rect x="${dotsX}" y="${dotsY}" width="${r1(w * 0.22)}" height="${r1(h * 0.22)}" fill="url(#d)"/>`;
  const size = Math.min(w, h) * motifScale;
  const cx = r1(w * (0.66 + rand() * 0.08));
  const cy = r1(h * 0.46);
  const ring = `<circle cx="${cx}" cy="${cy}" r="${r1(size * 1.75)}" fill="#fff" opacity=".12"/><circle cx="${cx}" cy="${cy}" r="${r1(size * 2.3)}" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2" stroke-dasharray="6 10"/>`;
  const defs = `<defs>${gradient("g", c1, c2)}<pattern id="d" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2.5" fill="#fff" opacity=".35"/></pattern></defs>`;
  return svg(
    w,
    h,
    title,
    `${defs}<rect width="${w}" height="${h}" fill="url(#g)"/>${blobs}${wave}${grid}${ring}<g color="${c1}">${MOTIFS[motif](cx, cy, size)}</g>`,
  );
}

// ------------------------------------------------------------------ course thumbnails
// Three scenes per category (one per course variant), in the category's colours.
const CATEGORIES = {
  management: { colors: ["#F26524", "#B8326B"], scenes: ["coaching", "classroom", "workshop"] },
  "project-management": { colors: ["#2D3494", "#4F7BE8"], scenes: ["workshop", "classroom", "conference"] },
  "it-digital": { colors: ["#00AEEF", "#1D3F8F"], scenes: ["online", "classroom", "workshop"] },
  finance: { colors: ["#13795B", "#5CC08E"], scenes: ["classroom", "exam", "coaching"] },
  "human-resources": { colors: ["#C2185B", "#F28C6B"], scenes: ["coaching", "workshop", "classroom"] },
  "quality-safety": { colors: ["#5B2A86", "#2AA5A0"], scenes: ["exam", "classroom", "workshop"] },
  communication: { colors: ["#E08E00", "#E4572E"], scenes: ["conference", "workshop", "coaching"] },
};
for (const [slug, { colors, scenes }] of Object.entries(CATEGORIES)) {
  for (let n = 1; n <= 3; n++) {
    // Swap the colours on one variant so the three courses of a category differ more.
    const palette = n === 2 ? [colors[1], colors[0]] : colors;
    write(`courses/${slug}-${n}.svg`, sceneSvg(scenes[n - 1], { w: 1200, h: 675, palette, seed: `${slug}-${n}` }));
  }
}

// ------------------------------------------------------------------ avatars
// Drawn portraits, one per demo person (issue 24: "faces"): skin, hair style and colour,
// glasses and beard differ, the jacket is the person's colour. Simple shapes, a few hundred
// bytes each, so that trainers and staff look like different people, not initials.
const SKIN = { light: "#F2D0B5", fair: "#E8B894", olive: "#C99A6B", brown: "#9A6B47", dark: "#6B4430" };
const HAIR = { black: "#1F1A17", brown: "#5A3A22", blond: "#D9B26A", auburn: "#8C3B1E", grey: "#9CA3AF" };
const PEOPLE = [
  // slug, name, jacket colour, skin, hair colour, hair style, glasses, beard
  ["aminata-diallo", "Aminata Diallo", "#2D3494", "dark", "black", "bun", false, false],
  ["marc-lefevre", "Marc Lefèvre", "#F26524", "light", "brown", "short", true, false],
  ["sophie-tremblay", "Sophie Tremblay", "#0087C1", "light", "blond", "long", false, false],
  ["kwame-mensah", "Kwame Mensah", "#13795B", "dark", "black", "buzz", false, true],
  ["claire-dubois", "Claire Dubois", "#5B2A86", "fair", "brown", "bob", true, false],
  ["julien-moreau", "Julien Moreau", "#6B7280", "fair", "black", "short", false, true],
  ["fatou-ndiaye", "Fatou Ndiaye", "#C2185B", "brown", "black", "curly", false, false],
  ["thomas-bernard", "Thomas Bernard", "#1D3F8F", "light", "grey", "short", true, false],
  ["yao-kouassi", "Yao Kouassi", "#B45309", "dark", "black", "buzz", false, false],
  ["emilie-gagnon", "Émilie Gagnon", "#0F766E", "light", "auburn", "long", false, false],
  ["daniel-okafor", "Daniel Okafor", "#4338CA", "brown", "black", "buzz", true, true],
  ["camille-roux", "Camille Roux", "#BE123C", "fair", "auburn", "bob", false, false],
  ["sarah-johnson", "Sarah Johnson", "#0369A1", "olive", "brown", "curly", false, false],
  ["moussa-traore", "Moussa Traoré", "#15803D", "dark", "black", "short", false, true],
  // Staff: the office manager who runs the sessions desk.
  ["nadia-benali", "Nadia Benali", "#7C3AED", "olive", "black", "long", false, false],
];
const initials = (name) =>
  name
    .split(/\s+/)
    .map((p) => p[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
function portrait(color, skin, hair, style, glasses, beard) {
  const s = SKIN[skin];
  const h = HAIR[hair];
  // Behind the head: long hair falls on the shoulders, a bun sits on top.
  const back =
    style === "long"
      ? `<path d="M78 110 Q78 52 128 50 Q178 52 178 110 L184 190 L72 190 Z" fill="${h}"/>`
      : style === "curly"
        ? `<g fill="${h}">${[72, 92, 112, 132, 152, 172, 184, 66].map((x, i) => `<circle cx="${x}" cy="${i < 6 ? 78 + (i % 2) * 6 : 118}" r="${i < 6 ? 24 : 22}"/>`).join("")}</g>`
        : style === "bun"
          ? `<circle cx="128" cy="46" r="22" fill="${h}"/>`
          : "";
  const top = {
    short: `<path d="M84 104 Q84 58 128 56 Q172 58 172 104 Q160 76 128 78 Q96 76 84 104 Z" fill="${h}"/>`,
    buzz: `<path d="M88 96 Q90 62 128 60 Q166 62 168 96 Q150 80 128 80 Q106 80 88 96 Z" fill="${h}"/>`,
    long: `<path d="M84 112 Q82 56 128 56 Q174 56 172 112 Q166 80 128 78 Q92 80 84 112 Z" fill="${h}"/>`,
    bob: `<path d="M80 136 Q76 56 128 54 Q180 56 176 136 L164 136 Q166 84 128 80 Q90 84 92 136 Z" fill="${h}"/>`,
    bun: `<path d="M86 100 Q88 60 128 58 Q168 60 170 100 Q152 78 128 78 Q104 78 86 100 Z" fill="${h}"/>`,
    curly: "",
  }[style];
  const eyes = `<circle cx="112" cy="112" r="4" fill="#1F2937"/><circle cx="144" cy="112" r="4" fill="#1F2937"/>`;
  const specs = glasses
    ? `<g fill="none" stroke="#1F2937" stroke-width="3"><circle cx="112" cy="112" r="11"/><circle cx="144" cy="112" r="11"/><path d="M123 112 H133"/></g>`
    : "";
  const chin = beard
    ? `<path d="M96 122 Q98 160 128 164 Q158 160 160 122 Q152 146 128 146 Q104 146 96 122 Z" fill="${h}"/>`
    : "";
  return `<circle cx="128" cy="128" r="128" fill="${color}" opacity=".16"/>${back}<path d="M40 256 Q44 188 128 184 Q212 188 216 256 Z" fill="${color}"/><path d="M108 160 H148 V192 Q128 204 108 192 Z" fill="${s}"/><ellipse cx="128" cy="116" rx="42" ry="50" fill="${s}"/>${top}${eyes}${specs}<path d="M114 138 Q128 148 142 138" fill="none" stroke="#7C2D12" stroke-width="3" stroke-linecap="round"/>${chin}`;
}
for (const [slug, name, color, skin, hair, style, glasses, beard] of PEOPLE) {
  write(`avatars/${slug}.svg`, svg(256, 256, name, portrait(color, skin, hair, style, glasses, beard)));
}

// ------------------------------------------------------------------ logos
// A client's own mark in white on its shape (issue 24: distinct logos, not one monogram each).
const GLYPHS = {
  signal: `<g fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"><path d="M58 96 Q58 64 80 52"/><path d="M44 104 Q40 56 80 38"/><path d="M102 96 Q102 64 80 52" opacity=".7"/></g><circle cx="80" cy="100" r="9" fill="#fff"/>`,
  bank: `<g fill="#fff"><path d="M46 66 L80 44 L114 66 Z"/><rect x="52" y="70" width="10" height="34"/><rect x="75" y="70" width="10" height="34"/><rect x="98" y="70" width="10" height="34"/><rect x="44" y="108" width="72" height="8"/></g>`,
  box: `<g fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"><path d="M80 42 L114 60 V100 L80 118 L46 100 V60 Z"/><path d="M46 60 L80 78 L114 60 M80 78 V118"/></g>`,
  cross: `<path d="M68 44 H92 V68 H116 V92 H92 V116 H68 V92 H44 V68 H68 Z" fill="#fff"/>`,
  shield: `<path d="M80 40 L114 52 V80 Q114 106 80 120 Q46 106 46 80 V52 Z" fill="none" stroke="#fff" stroke-width="7"/><path d="M66 80 L77 91 L96 70" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/>`,
  sun: `<circle cx="80" cy="80" r="18" fill="#fff"/><g stroke="#fff" stroke-width="6" stroke-linecap="round">${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<path d="M${r1(80 + 28 * Math.cos((a * Math.PI) / 180))} ${r1(80 + 28 * Math.sin((a * Math.PI) / 180))} L${r1(80 + 40 * Math.cos((a * Math.PI) / 180))} ${r1(80 + 40 * Math.sin((a * Math.PI) / 180))}"/>`).join("")}</g>`,
  bridge: `<g fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"><path d="M40 100 H120"/><path d="M44 100 Q80 40 116 100"/><path d="M62 100 V72 M80 100 V62 M98 100 V72"/></g>`,
  leaf: `<path d="M48 110 Q46 52 112 46 Q116 108 54 112 Z" fill="#fff"/><path d="M54 106 Q78 80 100 58" fill="none" stroke="${"#3F6212"}" stroke-width="4" stroke-linecap="round"/>`,
};

function logo(name, tagline, color, color2, shape, glyph) {
  const mono = initials(name.replace(/&/g, ""));
  const words = name.split(" ");
  let lines = [name];
  if (name.length > 18 && words.length > 1) {
    let best = 1;
    let bestDiff = Number.POSITIVE_INFINITY;
    for (let i = 1; i < words.length; i++) {
      const diff = Math.abs(words.slice(0, i).join(" ").length - words.slice(i).join(" ").length);
      if (diff < bestDiff) {
        bestDiff = diff;
        best = i;
      }
    }
    lines = [words.slice(0, best).join(" "), words.slice(best).join(" ")];
  }
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(34, Math.floor(300 / (0.6 * longest)));
  const mark =
    shape === "circle"
      ? `<circle cx="80" cy="80" r="56" fill="url(#g)"/>`
      : shape === "hex"
        ? `<path d="M80 22 L130 51 V109 L80 138 L30 109 V51 Z" fill="url(#g)"/>`
        : `<rect x="24" y="24" width="112" height="112" rx="28" fill="url(#g)"/>`;
  const textBlock = lines
    .map(
      (l, i) =>
        `<text x="160" y="${r1(80 + (i - (lines.length - 1) / 2) * size * 1.1 - (tagline ? 10 : 0))}" dy=".35em" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#1F2937">${esc(l)}</text>`,
    )
    .join("");
  const tag = tagline
    ? `<text x="160" y="${r1(80 + ((lines.length - 1) / 2) * size * 1.1 + 22)}" dy=".35em" font-family="${FONT}" font-size="15" letter-spacing="1.5" fill="#6B7280">${esc(tagline.toUpperCase())}</text>`
    : "";
  return svg(
    480,
    160,
    name,
    `<defs>${gradient("g", color, color2)}</defs>${mark}${glyph ? GLYPHS[glyph] : `<text x="80" y="80" dy=".36em" text-anchor="middle" font-family="${FONT}" font-size="${mono.length > 1 ? 40 : 52}" font-weight="800" fill="#fff">${esc(mono)}</text>`}${textBlock}${tag}`,
  );
}
const PARTNERS = [
  ["ifmp", "Institut Francophone de Management de Projet", "Partenaire PM", "#2D3494", "#00AEEF", "hex"],
  ["certiqual", "CertiQual International", "Certification", "#5B2A86", "#2AA5A0", "circle"],
  ["cloudpath", "CloudPath Academy", "Cloud & data", "#0087C1", "#22D3EE", "square"],
  ["afa", "Académie Finance & Audit", "Finance", "#13795B", "#84CC16", "circle"],
];
for (const [slug, name, tag, c1, c2, shape] of PARTNERS) write(`partners/${slug}.svg`, logo(name, tag, c1, c2, shape));
const CLIENTS = [
  ["teranga-telecom", "Teranga Telecom", "Télécoms", "#F26524", "#FBBF24", "circle", "signal"],
  ["banque-lagune", "Banque Lagune", "Banque", "#0F4C81", "#00AEEF", "square", "bank"],
  ["hexagone-logistique", "Hexagone Logistique", "Logistique", "#1F2937", "#F26524", "hex", "box"],
  ["rhone-pharma", "Rhône Pharma", "Santé", "#0F766E", "#34D399", "circle", "cross"],
  ["erable-assurances", "Érable Assurances", "Assurance", "#B91C1C", "#F97316", "square", "shield"],
  ["sahel-energie", "Sahel Énergie", "Énergie", "#B45309", "#FACC15", "hex", "sun"],
  ["northbridge-consulting", "Northbridge Consulting", "Advisory", "#312E81", "#6366F1", "square", "bridge"],
  ["atlas-agro", "Atlas Agro", "Agroalimentaire", "#3F6212", "#A3E635", "circle", "leaf"],
];
for (const [slug, name, tag, c1, c2, shape, glyph] of CLIENTS) {
  write(`clients/${slug}.svg`, logo(name, tag, c1, c2, shape, glyph));
}

// The organisation's own certifications (the proof strip): a seal, a shield or a rosette beside
// the name and what it covers. Simple marks of our own, not the certifiers' artwork: a real
// organisation uploads the official logo its certifier supplies.
function badge(name, caption, color, color2, shape) {
  const marks = {
    seal: `<circle cx="80" cy="80" r="60" fill="url(#g)"/><circle cx="80" cy="80" r="48" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="4 5"/><path d="M58 82 L74 98 L104 64" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
    shield: `<path d="M80 18 L132 36 V82 C132 112 110 132 80 144 C50 132 28 112 28 82 V36 Z" fill="url(#g)"/><path d="M80 50 L89 72 L112 73 L94 88 L100 111 L80 98 L60 111 L66 88 L48 73 L71 72 Z" fill="#fff"/>`,
    rosette: `<path d="M56 104 L44 150 L64 140 L74 156 L80 110 Z M104 104 L116 150 L96 140 L86 156 L80 110 Z" fill="${color2}"/><circle cx="80" cy="72" r="54" fill="url(#g)"/><circle cx="80" cy="72" r="38" fill="none" stroke="#fff" stroke-width="4"/><text x="80" y="72" dy=".36em" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="800" fill="#fff">ISO</text>`,
  };
  const size = Math.min(40, Math.floor(300 / (0.6 * name.length)));
  // Capitals spaced 1.5: about 0.68 em plus the spacing per character, within 300 px.
  const captionSize = Math.min(17, Math.floor((300 / caption.length - 1.5) / 0.68));
  return svg(
    480,
    160,
    name,
    `<defs>${gradient("g", color, color2)}</defs>${marks[shape]}<text x="164" y="68" dy=".35em" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#1F2937">${esc(name)}</text><text x="164" y="108" dy=".35em" font-family="${FONT}" font-size="${captionSize}" letter-spacing="1.5" fill="#4B5563">${esc(caption.toUpperCase())}</text>`,
  );
}
const CERTIFICATIONS = [
  ["qualiopi", "Qualiopi", "Actions de formation", "#1E3A8A", "#DC2626", "seal"],
  ["pmi-atp", "PMI ATP", "Authorized Training Partner", "#0F4C81", "#F26524", "shield"],
  ["iso-9001", "ISO 9001:2015", "Management de la qualité", "#0F766E", "#1E40AF", "rosette"],
];
for (const [slug, name, caption, c1, c2, shape] of CERTIFICATIONS)
  write(`certifications/${slug}.svg`, badge(name, caption, c1, c2, shape));

// ------------------------------------------------------------------ organisation
// The legal representative's signature (a handwritten-looking stroke) and the organisation's
// round stamp (the legal name around the rim), printed on attendance sheets and certificates.
write(
  "organisation/signature.svg",
  svg(
    320,
    120,
    "Signature",
    `<path d="M18 84c14-30 30-62 40-58s-10 52-4 54 22-40 30-38-2 30 6 30 16-22 24-20-4 18 4 18 14-16 22-14 2 14 10 12 18-20 28-18 4 16 12 14c10-2 22-16 34-14s6 14 16 12 24-12 40-10M70 98c50-10 120-14 200-8" fill="none" stroke="#1E3A8A" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
);
function stamp(name, place) {
  const rim = `${name} · ${place} · `.toUpperCase();
  const step = 360 / rim.length;
  const letters = [...rim]
    .map((c, i) => `<text transform="rotate(${r1(i * step)} 80 80)" x="80" y="24">${esc(c)}</text>`)
    .join("");
  return svg(
    160,
    160,
    name,
    `<g fill="none" stroke="#B91C1C" stroke-width="3"><circle cx="80" cy="80" r="74"/><circle cx="80" cy="80" r="48"/></g><g fill="#B91C1C" font-family="${FONT}" font-weight="700" text-anchor="middle"><g font-size="15">${letters}</g><text x="80" y="80" dy=".35em" font-size="17">${esc(name.split(" ")[0])}</text></g>`,
  );
}
write("organisation/stamp.svg", stamp("Formatio SAS", "Paris"));

// ------------------------------------------------------------------ case-study images
function dashboard(seed, c1, c2, title) {
  const rand = rng(seed);
  const w = 1200;
  const h = 800;
  const bars = Array.from({ length: 8 }, (_, i) => {
    const bh = r1(80 + rand() * 180 + i * 18);
    return `<rect x="${140 + i * 62}" y="${r1(640 - bh)}" width="40" height="${bh}" rx="6" fill="url(#g)" opacity="${(0.55 + i * 0.05).toFixed(2)}"/>`;
  }).join("");
  const line = Array.from({ length: 7 }, (_, i) => `${720 + i * 60} ${r1(560 - i * 38 - rand() * 40)}`);
  return svg(
    w,
    h,
    title,
    `<defs>${gradient("g", c1, c2, 0, 1)}${gradient("bg", "#F3F4F6", "#E5E7EB")}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/><rect x="80" y="80" width="1040" height="640" rx="28" fill="#fff"/><rect x="80" y="80" width="1040" height="64" rx="28" fill="${c1}"/><rect x="80" y="116" width="1040" height="28" fill="${c1}"/><g fill="#fff" opacity=".8"><circle cx="120" cy="112" r="9"/><circle cx="148" cy="112" r="9"/><circle cx="176" cy="112" r="9"/></g><g fill="#E5E7EB"><rect x="140" y="180" width="220" height="18" rx="9"/><rect x="720" y="180" width="160" height="18" rx="9"/></g>${bars}<path d="M120 640 H660" stroke="#D1D5DB" stroke-width="3"/><path d="M${line.join(" L")}" fill="none" stroke="${c2}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>${line.map((p) => `<circle cx="${p.split(" ")[0]}" cy="${p.split(" ")[1]}" r="10" fill="#fff" stroke="${c1}" stroke-width="5"/>`).join("")}<g fill="#F3F4F6"><rect x="720" y="600" width="110" height="60" rx="12"/><rect x="850" y="600" width="110" height="60" rx="12"/><rect x="980" y="600" width="110" height="60" rx="12"/></g>`,
  );
}
const CASE_STUDIES = [
  ["teranga-telecom", "#F26524", "#2D3494"],
  ["banque-lagune", "#0F4C81", "#00AEEF"],
  ["hexagone-logistique", "#1F2937", "#F26524"],
  ["erable-assurances", "#B91C1C", "#F97316"],
];
for (const [slug, c1, c2] of CASE_STUDIES) {
  write(
    `case-studies/${slug}-1.svg`,
    sceneSvg("workshop", { w: 1200, h: 800, palette: [c1, c2], seed: `${slug}-w`, title: `Atelier ${slug}` }),
  );
  write(`case-studies/${slug}-2.svg`, dashboard(`${slug}-d`, c1, c2, `Tableau de bord ${slug}`));
}

// ------------------------------------------------------------------ agency photos
function skyline(seed, sky1, sky2, title, sun) {
  const rand = rng(seed);
  const w = 1200;
  const h = 800;
  let x = -20;
  const back = [];
  while (x < w) {
    const bw = 60 + Math.floor(rand() * 90);
    const bh = 180 + Math.floor(rand() * 260);
    back.push(`<rect x="${x}" y="${h - 120 - bh}" width="${bw}" height="${bh + 120}"/>`);
    x += bw + 8;
  }
  x = -10;
  const front = [];
  while (x < w) {
    const bw = 90 + Math.floor(rand() * 120);
    const bh = 120 + Math.floor(rand() * 220);
    front.push(
      `<rect x="${x}" y="${h - 80 - bh}" width="${bw}" height="${bh + 80}" fill="#1F2937"/><rect x="${x + 12}" y="${h - 68 - bh}" width="${bw - 24}" height="${bh - 10}" fill="url(#win)"/>`,
    );
    x += bw + 14;
  }
  return svg(
    w,
    h,
    title,
    `<defs>${gradient("sky", sky1, sky2, 0, 1)}<pattern id="win" width="26" height="34" patternUnits="userSpaceOnUse"><rect x="4" y="6" width="14" height="18" rx="2" fill="#FDE68A" opacity=".75"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${sun[0]}" cy="${sun[1]}" r="90" fill="#FFF7ED" opacity=".85"/><g fill="#374151" opacity=".55">${back.join("")}</g>${front.join("")}<rect y="${h - 80}" width="${w}" height="80" fill="#111827"/><path d="M0 ${h - 40} H${w}" stroke="#F9FAFB" stroke-width="4" stroke-dasharray="40 30" opacity=".5"/>`,
  );
}
function office(seed, c1, c2, title) {
  const rand = rng(seed);
  const w = 1200;
  const h = 800;
  const plants = [150, 1050]
    .map(
      (px) =>
        `<rect x="${px - 30}" y="560" width="60" height="90" rx="8" fill="#92400E"/><circle cx="${px}" cy="530" r="55" fill="#15803D"/><circle cx="${px - 30}" cy="500" r="35" fill="#16A34A"/>`,
    )
    .join("");
  const desks = [0, 1, 2]
    .map((i) => {
      const dx = 300 + i * 220;
      const glow = (0.5 + rand() * 0.4).toFixed(2);
      return `<rect x="${dx}" y="520" width="180" height="16" rx="4" fill="#78350F"/><rect x="${dx + 16}" y="536" width="10" height="110" fill="#78350F"/><rect x="${dx + 154}" y="536" width="10" height="110" fill="#78350F"/><rect x="${dx + 50}" y="440" width="90" height="70" rx="6" fill="#111827"/><rect x="${dx + 56}" y="446" width="78" height="58" rx="3" fill="${c2}" opacity="${glow}"/><rect x="${dx + 88}" y="508" width="14" height="14" fill="#111827"/>`;
    })
    .join("");
  return svg(
    w,
    h,
    title,
    `<defs>${gradient("wall", "#F9FAFB", "#E5E7EB", 0, 1)}${gradient("g", c1, c2)}</defs><rect width="${w}" height="${h}" fill="url(#wall)"/><rect y="650" width="${w}" height="150" fill="#D6D3D1"/><rect x="320" y="110" width="560" height="250" rx="12" fill="url(#g)"/><rect x="340" y="130" width="520" height="210" rx="8" fill="#fff" opacity=".15"/><text x="600" y="235" dy=".35em" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="800" fill="#fff">Formatio</text>${plants}${desks}`,
  );
}
const AGENCY_PHOTOS = [
  ["dakar-1", () => skyline("dakar", "#FDBA74", "#FEF3C7", "Dakar, vue sur le Plateau", [900, 220])],
  ["dakar-2", () => office("dakar-o", "#F26524", "#FBBF24", "Espace de formation de l'agence de Dakar")],
  ["paris-1", () => skyline("paris", "#93C5FD", "#E0F2FE", "Paris, quartier Saint-Lazare", [250, 180])],
  ["paris-2", () => office("paris-o", "#2D3494", "#00AEEF", "Salle de formation de l'agence de Paris")],
  ["montreal-1", () => skyline("montreal", "#1E3A8A", "#F9A8D4", "Montréal, centre-ville", [980, 260])],
  ["singapore-1", () => skyline("singapore", "#0EA5E9", "#A7F3D0", "Singapour, Raffles Place", [300, 240])],
];
for (const [slug, make] of AGENCY_PHOTOS) write(`agencies/${slug}.svg`, make());

// ------------------------------------------------------------------ services, blog, pages, resources
const SERVICES = [
  ["in-house-training", "#F26524", "#2D3494", "classroom"],
  ["pmo-consulting", "#2D3494", "#00AEEF", "workshop"],
  ["coaching", "#C2185B", "#F26524", "coaching"],
  ["certification-support", "#5B2A86", "#00AEEF", "certification"],
  ["digital-learning", "#0087C1", "#2D3494", "online"],
  ["skills-audit", "#13795B", "#00AEEF", "coaching"],
];
for (const [slug, c1, c2, scene] of SERVICES) {
  write(`services/${slug}.svg`, sceneSvg(scene, { w: 1200, h: 800, palette: [c1, c2], seed: `service-${slug}` }));
}
const BLOG = [
  ["pmp-certification", "#2D3494", "#00AEEF", "certification"],
  ["hybrid-teams", "#F26524", "#C2185B", "online"],
  ["cybersecurity-managers", "#1D3F8F", "#00AEEF", "classroom"],
  ["ifrs-18", "#13795B", "#2D3494", "classroom"],
  ["iso-9001-internal-audit", "#5B2A86", "#2AA5A0", "workshop"],
  ["new-sessions", "#E08E00", "#F26524", "conference"],
  ["ai-and-training", "#4338CA", "#00AEEF", "online"],
];
for (const [slug, c1, c2, scene] of BLOG) {
  write(`blog/${slug}.svg`, sceneSvg(scene, { w: 1200, h: 675, palette: [c1, c2], seed: `blog-${slug}` }));
}
const PAGES = [
  ["guides", "#2D3494", "#00AEEF", "exam"],
  ["learners", "#F26524", "#E08E00", "classroom"],
  ["consultants", "#13795B", "#2D3494", "workshop"],
  ["about", "#2D3494", "#F26524", "conference"],
  ["terms", "#374151", "#2D3494", "coaching"],
  ["privacy", "#1D3F8F", "#5B2A86", "online"],
];
for (const [slug, c1, c2, scene] of PAGES) {
  write(`pages/${slug}.svg`, sceneSvg(scene, { w: 1600, h: 600, palette: [c1, c2], seed: `page-${slug}` }));
}
// The hero is part of the site, not demo content, hence outside public/demo/.
fs.writeFileSync(path.join(root, "public", "images", "hero-training.svg"), heroTrainingSvg());
const RESOURCE_TYPES = [
  ["document", "document", ["#2D3494", "#00AEEF"], ["#374151", "#6B7280"]],
  ["video", "play", ["#C2185B", "#F26524"], ["#B91C1C", "#F97316"]],
  ["template", "template", ["#13795B", "#5CC08E"], ["#0F766E", "#22D3EE"]],
  ["guide", "book", ["#E08E00", "#F26524"], ["#5B2A86", "#C2185B"]],
  ["mock-exam", "checklist", ["#5B2A86", "#2AA5A0"], ["#1D3F8F", "#4F7BE8"]],
];
for (const [slug, motif, a, b] of RESOURCE_TYPES) {
  [a, b].forEach(([c1, c2], i) => {
    write(
      `resources/${slug}-${i + 1}.svg`,
      illustration({
        w: 800,
        h: 450,
        c1,
        c2,
        motif,
        seed: `res-${slug}-${i}`,
        title: `Ressource ${slug}`,
        motifScale: 0.24,
      }),
    );
  });
}

// ------------------------------------------------------------------ resource files
// Each demo resource downloads a file of its own type (db/seed/demo/resources.ts RESOURCES): guides,
// documents and mock exams are PDFs, templates are spreadsheets, videos are short clips.

// A short WebM title card made by ffmpeg when it is installed (only needed to regenerate;
// the committed clip is what the site serves). Without ffmpeg the committed file is kept.
function webm(rel, lines, color) {
  const file = path.join(OUT, rel);
  const probe = spawnSync("ffmpeg", ["-version"], { stdio: "ignore" });
  if (probe.status !== 0) {
    console.warn(`ffmpeg not found: kept ${rel} as committed`);
    return;
  }
  const font = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
  const textFile = (i) => path.join(OUT, `.${path.basename(rel)}.${i}.txt`);
  for (const [i, line] of lines.entries()) fs.writeFileSync(textFile(i), line);
  const draw = lines
    .map(
      (_, i) =>
        `drawtext=fontfile=${font}:textfile=${textFile(i)}:fontcolor=white:fontsize=${i === 0 ? 30 : 20}:x=(w-text_w)/2:y=${i === 0 ? 130 : 150 + i * 34}`,
    )
    .join(",");
  // A bar that fills over the clip's eight seconds, so it visibly plays: it slides in from
  // the left and the margin left of x=80 is painted back over.
  const filter = `${draw},drawbox=x=80:y=300:w=480:h=6:color=white@0.3:t=fill[bg];color=c=0xF26524:s=480x6:r=12[bar];[bg][bar]overlay=x='80-480+480*t/8':y=300:shortest=1,drawbox=x=0:y=300:w=80:h=6:color=${color}:t=fill`;
  const result = spawnSync(
    "ffmpeg",
    [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      `color=c=${color}:s=640x360:d=8:r=12`,
      "-filter_complex",
      `[0:v]${filter}`,
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "45",
      "-threads",
      "1",
      "-an",
      "-fflags",
      "+bitexact",
      file,
    ],
    { stdio: "inherit" },
  );
  for (const i of lines.keys()) fs.rmSync(textFile(i), { force: true });
  if (result.status !== 0) throw new Error(`ffmpeg failed for ${rel}`);
  written += 1;
  bytes += fs.statSync(file).size;
}

const RESOURCE_FILES = {
  "pmp-exam-guide.pdf": () =>
    pdf("Guide de préparation PMP - PMP exam guide", [
      "Un plan de révision sur huit semaines / An eight-week revision plan",
      "",
      "1. Vérifier l'éligibilité (35 h de formation) / Check eligibility (35 h of training)",
      "2. Constituer le dossier PMI / Prepare the PMI application",
      "3. Semaines 1-4 : personnes et processus / Weeks 1-4: people and process",
      "4. Semaines 5-7 : environnement métier, agile / Weeks 5-7: business, agile",
      "5. Semaine 8 : deux examens blancs / Week 8: two mock exams",
      "6. Le jour J : gestion du temps / Exam day: time management",
      "",
    ]),
  "power-bi-getting-started.pdf": () =>
    pdf("Démarrer avec Power BI - Getting started with Power BI", [
      "1. Importer un classeur Excel / Import an Excel workbook",
      "2. Nettoyer les données dans Power Query / Clean the data in Power Query",
      "3. Relier les tables (modèle en étoile) / Relate the tables (star schema)",
      "4. Écrire trois mesures DAX / Write three DAX measures",
      "5. Construire et publier un rapport / Build and publish a report",
      "",
    ]),
  "pmp-mock-exam.pdf": () =>
    pdf("Examen blanc PMP - PMP mock exam", [
      "Extrait : 3 questions sur 180 / Excerpt: 3 of 180 questions",
      "",
      "Q1. Un membre clé quitte le projet. Que faites-vous d'abord ?",
      "    A key team member leaves. What do you do first?",
      "    A) Escalader  B) Analyser l'impact  C) Recruter  D) Replanifier",
      "Q2. Quel document autorise formellement le projet ?",
      "    Which document formally authorises the project?",
      "    A) Charte  B) Plan de management  C) Registre  D) WBS",
      "Q3. Une équipe agile estime en points. Que mesure la vélocité ?",
      "    What does velocity measure?",
      "",
      "Réponses / Answers: 1-B, 2-A, 3 : points livrés par itération / points per iteration",
    ]),
  "iso-9001-mock-exam.pdf": () =>
    pdf("Examen blanc ISO 9001 - ISO 9001 mock exam", [
      "Extrait : 3 questions sur 40 / Excerpt: 3 of 40 questions",
      "",
      "Q1. Quelle clause traite de l'audit interne ? / Which clause covers internal audit?",
      "    A) 7.5  B) 9.2  C) 10.2  D) 8.4",
      "Q2. Une non-conformité mineure appelle... / A minor nonconformity calls for...",
      "    A) Une action corrective  B) Rien  C) L'arrêt de la certification",
      "Q3. Qui ne peut pas auditer son propre travail ? / Who cannot audit their own work?",
      "",
      "Réponses / Answers: 1-B, 2-A, 3 : l'auditeur, par impartialité / the auditor, for impartiality",
    ]),
  "cybersecurity-white-paper.pdf": () =>
    pdf("Livre blanc : la cybersécurité - White paper: cybersecurity", [
      "Dix mesures pour sensibiliser vos équipes / Ten steps to raise awareness",
      "",
      "1. Authentification à deux facteurs / Two-factor authentication",
      "2. Mises à jour automatiques / Automatic updates",
      "3. Sauvegardes testées / Tested backups",
      "4. Exercices d'hameçonnage / Phishing drills",
      "5. Procédure de signalement / A reporting procedure",
      "... et cinq autres dans la version complète / and five more in the full version",
      "",
    ]),
  "ifrs-18-summary.pdf": () =>
    pdf("IFRS 18 en dix points - IFRS 18 in ten points", [
      "1. Trois catégories : exploitation, investissement, financement",
      "   Three categories: operating, investing, financing",
      "2. Deux sous-totaux obligatoires / Two required subtotals",
      "3. Indicateurs de la direction (MPM) / Management-defined measures",
      "4. Application : 1er janvier 2027 / Effective date: 1 January 2027",
      "... / ...",
      "",
    ]),
  "formatio-catalogue.pdf": () =>
    pdf("Catalogue des formations - Course catalogue", [
      "Management et leadership / Management and leadership",
      "Gestion de projet / Project management",
      "Informatique et numérique / IT and digital",
      "Finance et comptabilité / Finance and accounting",
      "Ressources humaines / Human resources",
      "Qualité, sécurité, environnement / Quality, safety, environment",
      "Communication et langues / Communication and languages",
      "",
      "Programmes, dates et tarifs : formatio.example/formations",
    ]),
  "project-charter-template.xlsx": () =>
    xlsx("Note de cadrage", [
      ["Rubrique / Section", "À compléter / To fill in", "Exemple / Example"],
      ["Projet / Project", "", "Déploiement CRM / CRM roll-out"],
      ["Sponsor", "", "Direction commerciale / Sales director"],
      ["Objectifs / Objectives", "", "Réduire de 20 % le délai de devis / Cut quote time by 20%"],
      ["Périmètre / Scope", "", "3 agences, 45 utilisateurs / 3 branches, 45 users"],
      ["Hors périmètre / Out of scope", "", "Facturation / Invoicing"],
      ["Jalons / Milestones", "", "Pilote en mars, généralisation en juin / Pilot in March, roll-out in June"],
      ["Budget", "", "85 000 EUR"],
      ["Risques / Risks", "", "Adoption par les équipes / Team adoption"],
    ]),
  "budget-forecast-template.xlsx": () =>
    xlsx("Budget", [
      ["Poste / Line", "T1 / Q1", "T2 / Q2", "T3 / Q3", "T4 / Q4", "Total"],
      ["Chiffre d'affaires / Revenue", "", "", "", "", ""],
      ["Achats / Purchases", "", "", "", "", ""],
      ["Salaires / Salaries", "", "", "", "", ""],
      ["Formation / Training", "", "", "", "", ""],
      ["Loyer / Rent", "", "", "", "", ""],
      ["Résultat / Result", "", "", "", "", ""],
    ]),
  "internal-audit-plan-template.xlsx": () =>
    xlsx("Plan d'audit", [
      ["Processus / Process", "Clause ISO 9001", "Auditeur / Auditor", "Date", "Constats / Findings"],
      ["Achats / Purchasing", "8.4", "", "", ""],
      ["Production", "8.5", "", "", ""],
      ["Ressources humaines / HR", "7.2", "", "", ""],
      ["Revue de direction / Management review", "9.3", "", "", ""],
    ]),
};
for (const [name, make] of Object.entries(RESOURCE_FILES)) {
  const content = make();
  write(`files/${name}`, content, typeof content === "string" ? "latin1" : undefined);
}
webm(
  "files/agile-transformation-webinar.webm",
  [
    "Réussir sa transformation agile",
    "Succeeding with an agile transformation",
    "Extrait de démonstration - Demo excerpt",
  ],
  "0x2D3494",
);
webm(
  "files/aws-fundamentals-masterclass.webm",
  ["Les fondamentaux d'AWS", "AWS fundamentals", "Extrait de démonstration - Demo excerpt"],
  "0x1D3F8F",
);

console.log(`Wrote ${written} files (${Math.round(bytes / 1024)} KB) to ${path.relative(root, OUT)}/`);
