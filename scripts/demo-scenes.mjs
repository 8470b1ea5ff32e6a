// Flat-vector scenes of people learning (classroom, workshop, video call, coaching, conference,
// exam) for the demo images and the home hero. Pure string builders, deterministic for a given
// seed: no fonts, no text, no external references, so every image stays small and self-contained.

export const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function svg(w, h, title, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${esc(title)}</title>${body}</svg>\n`;
}

// Small deterministic PRNG so the output is stable between runs.
export function rng(seedText) {
  let h = 2166136261;
  for (const c of seedText) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const r1 = (n) => Math.round(n * 10) / 10;

// ------------------------------------------------------------------ colours
function mix(a, b, t) {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  return `#${[16, 8, 0]
    .map((s) => {
      const ca = (pa >> s) & 255;
      return Math.round(ca + (((pb >> s) & 255) - ca) * t)
        .toString(16)
        .padStart(2, "0");
    })
    .join("")
    .toUpperCase()}`;
}
const tint = (c, t) => mix(c, "#FFFFFF", t);
const shade = (c, t) => mix(c, "#000000", t);
const INK = "#1E293B";
const pick = (rand, list) => list[Math.floor(rand() * list.length)];
function shuffle(rand, list) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Places a drawing made around (0, 0): translate, then scale (a negative `s` mirrors it). */
function at(x, y, s, body) {
  return `<g transform="translate(${r1(x)} ${r1(y)})${s === 1 ? "" : ` scale(${r1(s)} ${r1(Math.abs(s))})`}">${body}</g>`;
}
const shadow = (x, y, rx, ry = rx / 7) =>
  `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="#0F172A" opacity=".09"/>`;

// ------------------------------------------------------------------ people
const SKINS = ["#FBD6BA", "#EEBC91", "#D9A06F", "#B97A4E", "#8E5634", "#5F3A24"];
const DARK_HAIRS = ["#1C1917", "#2E1D13", "#4A2F1B", "#6B4226"];
const LIGHT_HAIRS = ["#B7793A", "#D9A85B", "#8C5A2B"];
const STYLES = ["short", "long", "bun", "curly", "bob", "buzz"];
const BOTTOMS = ["#1E293B", "#334155", "#3B3F5C", "#44403C"];

/** `n` people with varied skin tones, hair and clothes; tops use the category colours. */
function cast(rand, [c1, c2], n) {
  const tops = shuffle(rand, [c1, c2, shade(c1, 0.3), tint(c2, 0.3), "#334155", tint(c1, 0.35)]);
  const skins = shuffle(rand, SKINS);
  const styles = shuffle(rand, STYLES);
  return Array.from({ length: n }, (_, i) => {
    const skin = skins[i % skins.length];
    const style = styles[i % styles.length];
    const light = SKINS.indexOf(skin) < 3;
    const hair = rand() < 0.1 ? "#9CA3AF" : light && rand() < 0.45 ? pick(rand, LIGHT_HAIRS) : pick(rand, DARK_HAIRS);
    return {
      skin,
      shade: shade(skin, 0.12),
      hair,
      style,
      top: tops[i % tops.length],
      bottom: pick(rand, BOTTOMS),
      skirt: ["long", "bun", "bob"].includes(style) && rand() < 0.5,
    };
  });
}

// Heads are drawn around their centre with a radius of 19.
const EARS = (c) => `<circle cx="-18.5" cy="3" r="4" fill="${c}"/><circle cx="18.5" cy="3" r="4" fill="${c}"/>`;
const CURLS = (pts) => pts.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join("");

function headFront(p) {
  const behind = {
    long: `<path d="M-23-2c-1-27 47-27 46 0l2 44q-25 7-50 0z"/>`,
    bob: `<path d="M-23-2c-1-27 47-27 46 0v22q-23 6-46 0z"/>`,
    bun: `<circle cy="-24" r="10"/>`,
    curly: CURLS([
      [-15, -10, 13],
      [0, -16, 14],
      [15, -10, 13],
      [-19, 4, 9],
      [19, 4, 9],
    ]),
  }[p.style];
  const top =
    {
      bob: `<path d="M-20 0c-1-25 41-25 40 0q-20-9-40 0z"/>`,
      curly: CURLS([
        [-10, -13, 9],
        [1, -16, 10],
        [11, -12, 9],
      ]),
      buzz: `<path d="M-19-3c1-21 37-21 38 0q-19-9-38 0z"/>`,
    }[p.style] ?? `<path d="M-20 3c-2-27 42-28 40-2-6-9-17-12-26-8-7 2-11 5-14 10z"/>`;
  return `<g fill="${p.hair}">${behind ?? ""}</g>${EARS(p.shade)}<circle r="19" fill="${p.skin}"/><g fill="${p.hair}">${top}</g><g fill="${INK}"><circle cx="-6.5" cy="3" r="1.9"/><circle cx="6.5" cy="3" r="1.9"/></g><path d="M-5 10q5 4 10 0" fill="none" stroke="${shade(p.skin, 0.35)}" stroke-width="1.8" stroke-linecap="round"/>`;
}

function headBack(p) {
  const hair =
    {
      long: `<path d="M-21 0c-1-26 43-26 42 0l2 42q-23 6-46 0z"/>`,
      bob: `<path d="M-22 0c-1-26 45-26 44 0v20q-22 6-44 0z"/>`,
      curly: CURLS([
        [-12, -9, 12],
        [4, -13, 12],
        [13, 1, 10],
        [-13, 6, 9],
        [0, 2, 11],
      ]),
      bun: `<path d="M-19.8 6C-21-22 21-22 19.8 6q-20 9-39.6 0z"/><circle cy="-20" r="10"/>`,
    }[p.style] ?? `<path d="M-19.8 6C-21-22 21-22 19.8 6q-20 9-39.6 0z"/>`;
  return `${EARS(p.skin)}<circle r="19" fill="${p.skin}"/><g fill="${p.hair}">${hair}</g>`;
}

/** A head in profile looking towards +x. */
function headSide(p) {
  const behind = {
    long: `<path d="M-20-4q-5 30 1 46h16q-6-20-2-40z"/>`,
    bob: `<path d="M-21-2q-3 16 1 24h19v-24z"/>`,
    bun: `<circle cx="-17" cy="-15" r="9"/>`,
  }[p.style];
  const top =
    p.style === "curly"
      ? CURLS([
          [-10, -11, 11],
          [4, -15, 10],
          [-17, 2, 9],
          [-7, 6, 6],
        ])
      : p.style === "buzz"
        ? `<path d="M16-9c-8-14-30-12-35 4l5 2c4-8 16-8 30-6z"/>`
        : `<path d="M15-10c-6-13-28-14-34 0-3 8-1 15 3 20l5-2c-2-6 0-12 6-14 8-2 14-1 20-4z"/>`;
  return `<g fill="${p.hair}">${behind ?? ""}</g><circle cx="17" cy="4" r="3.5" fill="${p.skin}"/><circle r="19" fill="${p.skin}"/><circle cx="-2" cy="3" r="4.5" fill="${p.shade}"/><g fill="${p.hair}">${top}</g><circle cx="10" cy="1" r="1.9" fill="${INK}"/>`;
}

const hand = (x, y, p) => `<circle cx="${x}" cy="${y}" r="6.5" fill="${p.skin}"/>`;
function arm(p, [x0, y0, cx, cy, x1, y1], side = 1) {
  const sx = (n) => n * side;
  return `<path d="M${sx(x0)} ${y0}Q${sx(cx)} ${cy} ${sx(x1)} ${y1}" fill="none" stroke="${shade(p.top, 0.1)}" stroke-width="13" stroke-linecap="round"/>${hand(sx(x1), y1 + 2, p)}`;
}
// Arm curves from the right shoulder: [start, control, hand]; side -1 mirrors to the left arm.
const ARMS = {
  down: [27, 36, 36, 70, 33, 102],
  point: [27, 36, 60, 36, 90, 4],
  present: [27, 36, 52, 66, 72, 44],
  up: [27, 36, 40, 6, 36, -34],
  hold: [27, 36, 44, 76, 12, 74],
};

/** A standing person, feet at y = 238 (head centre at 0). */
function standing(p, { left = "down", right = "down", back = false, holding = "" } = {}) {
  const legs = p.skirt
    ? `<path d="M-15 168h9v62h-9zm21 0h9v62h-9z" fill="${p.shade}"/><path d="M-27 104h54l10 68h-74z" fill="${p.bottom}"/>`
    : `<path d="M-27 104h54l-2 128H5L1 128h-2l-4 104h-20z" fill="${p.bottom}"/>`;
  return `${legs}<path d="M-26 229h21v9h-25q0-9 4-9zm31 0h21q4 0 4 9H5z" fill="${INK}"/><rect x="-6" y="12" width="12" height="18" rx="4" fill="${p.shade}"/><path d="M-31 40q0-13 13-14h36q13 1 13 14l2 72h-66z" fill="${p.top}"/>${back ? "" : `<path d="M-8 26l8 12 8-12z" fill="${p.shade}"/>`}${arm(p, ARMS[left], -1)}${arm(p, ARMS[right])}${holding}${back ? headBack(p) : headFront(p)}`;
}

/** A person sitting in profile looking towards +x (hands on the lap or gesturing), feet at y = 181. */
function seatedSide(p, pose) {
  const shin = `<path d="M33 104h17l-1 70h-15z" fill="${p.skirt ? p.shade : p.bottom}"/>`;
  const arms = {
    lap: [2, 36, -6, 76, 26, 86],
    gesture: [2, 36, 0, 76, 44, 42],
  };
  const [x0, y0, cx, cy, x1, y1] = arms[pose];
  return `${shin}<path d="M33 172h24q7 0 7 9H33z" fill="${INK}"/><path d="M-22 92h62a11 11 0 0 1 0 22h-62z" fill="${p.bottom}"/><rect x="-5" y="12" width="11" height="18" rx="4" fill="${p.shade}"/><path d="M-21 40q0-14 13-14h13q15 1 15 16l-3 64h-38z" fill="${p.top}"/>${headSide(p)}<path d="M${x0} ${y0}Q${cx} ${cy} ${x1} ${y1}" fill="none" stroke="${shade(p.top, 0.1)}" stroke-width="12" stroke-linecap="round"/>${hand(x1 + 2, y1, p)}`;
}

const TORSO = (p) => `<path d="M-36 112V52q0-22 22-24h28q22 2 22 24v60z" fill="${p.top}"/>`;
/** Head and shoulders seen from behind (audience, participants facing the front). */
const bustBack = (p) =>
  `<rect x="-6" y="12" width="12" height="18" rx="4" fill="${p.shade}"/>${TORSO(p)}${headBack(p)}`;
/** Head and shoulders facing us; `arms` puts both hands on a table at y ≈ 88. */
const bustFront = (p, arms = false) =>
  `<rect x="-6" y="12" width="12" height="18" rx="4" fill="${p.shade}"/>${TORSO(p)}<path d="M-9 28l9 12 9-12z" fill="${p.shade}"/>${
    arms
      ? `<path d="M-31 44q-10 36 10 44M31 44q10 36-10 44" fill="none" stroke="${shade(p.top, 0.1)}" stroke-width="13" stroke-linecap="round"/>${hand(-19, 89, p)}${hand(19, 89, p)}`
      : ""
  }${headFront(p)}`;

// ------------------------------------------------------------------ furniture and props
const chairBack = (c) =>
  `<rect x="-5" y="118" width="10" height="60" fill="${shade(c, 0.25)}"/><rect x="-32" y="72" width="64" height="54" rx="12" fill="${c}"/>`;
const armchair = (c) =>
  `<path d="M-40 144v36m84-36v36" stroke="${shade(c, 0.35)}" stroke-width="7" stroke-linecap="round"/><rect x="-58" y="20" width="30" height="126" rx="15" fill="${shade(c, 0.12)}"/><rect x="-52" y="104" width="106" height="42" rx="16" fill="${c}"/>`;

function plant(x, y, s, pot) {
  const leaves = [-38, -18, 0, 20, 40]
    .map(
      (a, i) =>
        `<path d="M0 0c-22-18-22-56-2-${i % 2 ? 78 : 92} 16 22 16 62 2 ${i % 2 ? 78 : 92}z" fill="${i % 2 ? "#3E8E5E" : "#58A877"}" transform="rotate(${a})"/>`,
    )
    .join("");
  return at(
    x,
    y,
    s,
    `${shadow(0, 46, 34)}<g transform="translate(0 -2)">${leaves}</g><path d="M-24-4h48l-7 50h-34z" fill="${pot}"/>`,
  );
}
function laptopFront(x, y, s, glow) {
  return at(
    x,
    y,
    s,
    `<rect x="-52" y="-70" width="104" height="68" rx="6" fill="${INK}"/><rect x="-45" y="-63" width="90" height="54" rx="2" fill="${glow}"/><g fill="#fff" opacity=".75"><rect x="-37" y="-55" width="40" height="7" rx="3"/><rect x="-37" y="-42" width="60" height="5" rx="2"/><rect x="-37" y="-33" width="50" height="5" rx="2"/></g><path d="M-62-2h124l-8 8h-108z" fill="#94A3B8"/>`,
  );
}
const laptopBack = (x, y, s) =>
  at(
    x,
    y,
    s,
    `<rect x="-50" y="-68" width="100" height="66" rx="6" fill="#CBD5E1"/><circle cy="-36" r="6" fill="#F8FAFC"/>`,
  );
const mug = (x, y, c) =>
  `<circle cx="${x + 15}" cy="${y - 9}" r="5" fill="none" stroke="${c}" stroke-width="3"/><rect x="${x}" y="${y - 17}" width="15" height="17" rx="3" fill="${c}"/>`;
function notebook(x, y, c) {
  return `<path d="M${x} ${y}l10-10h52l-10 10z" fill="#F8FAFC"/><path d="M${x} ${y}h52v3h-52z" fill="${c}"/>`;
}
/** A table seen from the front: top at `y`, legs down to `feet`. */
function table(x0, x1, y, feet, c) {
  return `${shadow((x0 + x1) / 2, feet, (x1 - x0) / 2 + 10, 9)}<path d="M${x0 + 20} ${y}V${feet}M${x1 - 20} ${y}V${feet}" stroke="${shade(c, 0.3)}" stroke-width="8"/><rect x="${x0}" y="${y}" width="${x1 - x0}" height="16" rx="5" fill="${c}"/><rect x="${x0 + 6}" y="${y + 16}" width="${x1 - x0 - 12}" height="6" fill="${shade(c, 0.2)}"/>`;
}
function chartBars(x, y, w, h, colours, rand) {
  const n = 5;
  const bw = w / (n * 1.6);
  return Array.from({ length: n }, (_, i) => {
    const bh = h * (0.35 + 0.12 * i + rand() * 0.15);
    return `<rect x="${r1(x + i * bw * 1.6)}" y="${r1(y + h - bh)}" width="${r1(bw)}" height="${r1(bh)}" rx="3" fill="${colours[i % 2]}"/>`;
  }).join("");
}
function chartLine(x, y, w, h, c, rand) {
  const pts = Array.from({ length: 6 }, (_, i) => [
    r1(x + (i * w) / 5),
    r1(y + h - h * (0.15 + i * 0.14 + rand() * 0.12)),
  ]);
  return `<path d="M${pts.map((pt) => pt.join(" ")).join("L")}" fill="none" stroke="${c}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>${pts.map(([px, py]) => `<circle cx="${px}" cy="${py}" r="6" fill="#fff" stroke="${c}" stroke-width="3.5"/>`).join("")}`;
}
const lines = (x, y, widths, c, gap = 16, hgt = 8) =>
  widths
    .map((w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${hgt}" rx="${hgt / 2}" fill="${c}"/>`)
    .join("");
const check = (x, y, s, c) =>
  `<path d="M${x - 6 * s} ${y}l${5 * s} ${5 * s} ${9 * s}-${10 * s}" fill="none" stroke="${c}" stroke-width="${r1(3 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`;

// ------------------------------------------------------------------ composition
// Every scene is drawn on a 1200 × 675 stage whose floor starts at y = FLOOR; `compose` fits the
// stage into any canvas (bottom-aligned, centred) and fills the rest with the same wall and floor,
// telling the scene how far the canvas reaches left and right so it can extend rows of seats.
const SW = 1200;
const SH = 675;
const FLOOR = 470;

function compose(w, h, palette, seed, drawStage, { scale } = {}) {
  const rand = rng(seed);
  const [c1, c2] = palette;
  const s = scale ?? Math.min(w / SW, h / SH);
  const tx = (w - SW * s) / 2;
  const ty = h - SH * s;
  const view = { x0: -tx / s, x1: (w - tx) / s, y0: -ty / s };
  const wall = tint(c1, 0.87);
  const floor = mix(tint(c1, 0.7), "#CBD5E1", 0.45);
  const mirror = rand() < 0.5;
  const blobX = mirror ? view.x0 + 120 : view.x1 - 120;
  const decor = `<circle cx="${r1(blobX)}" cy="${r1(40 + rand() * 60)}" r="${r1(200 + rand() * 80)}" fill="${tint(c2, 0.72)}"/><circle cx="${r1(mirror ? view.x1 - 160 : view.x0 + 160)}" cy="${r1(330 + rand() * 60)}" r="${r1(60 + rand() * 40)}" fill="${tint(c1, 0.7)}"/>`;
  // Wide canvases get a plant at each end, tall ones pendant lamps in the headroom.
  const sides =
    view.x0 < -120 ? plant(view.x0 + 110, FLOOR + 40, 1.1, c2) + plant(view.x1 - 110, FLOOR + 40, 1.1, c1) : "";
  const lamps =
    view.y0 < -60
      ? [380, 820]
          .map(
            (x) =>
              `<path d="M${x} ${r1(view.y0)}V-6" stroke="#475569" stroke-width="3"/><path d="M${x - 34} 22a34 30 0 0 1 68 0z" fill="${shade(c1, 0.2)}"/><circle cx="${x}" cy="24" r="7" fill="#FDE68A"/>`,
          )
          .join("")
      : "";
  // Charts and check marks must not be mirrored with the rest (a mirrored rising chart falls).
  const upright = (cx, body) => (mirror ? `<g transform="matrix(-1 0 0 1 ${2 * cx} 0)">${body}</g>` : body);
  const ctx = { rand, palette, view, wall, floor, c1, c2, upright, sides };
  let stage = drawStage(ctx);
  // Mirroring half of the variants changes the layout for free (there is no text to flip).
  if (mirror) stage = `<g transform="matrix(-1 0 0 1 ${SW} 0)">${stage}</g>`;
  const ext = `<rect x="${r1(view.x0)}" y="${r1(view.y0)}" width="${r1(view.x1 - view.x0)}" height="${r1(SH - view.y0)}" fill="${wall}"/><rect x="${r1(view.x0)}" y="${FLOOR}" width="${r1(view.x1 - view.x0)}" height="${SH - FLOOR}" fill="${floor}"/><rect x="${r1(view.x0)}" y="${FLOOR - 8}" width="${r1(view.x1 - view.x0)}" height="8" fill="${shade(wall, 0.06)}"/>`;
  return `<g transform="translate(${r1(tx)} ${r1(ty)}) scale(${Math.round(s * 1000) / 1000})">${ext}${decor}${lamps}${stage}</g>`;
}

// ------------------------------------------------------------------ scenes
function boardContent(x, y, rand, c1, c2) {
  const kind = Math.floor(rand() * 3);
  const title = lines(x + 32, y + 28, [150, 96], "#E2E8F0", 20, 10);
  if (kind === 0)
    return `${title}${chartBars(x + 38, y + 100, 190, 120, [c1, c2], rand)}${chartLine(x + 262, y + 74, 180, 140, c2, rand)}`;
  if (kind === 1)
    return `${title}${chartLine(x + 40, y + 90, 260, 130, c1, rand)}${lines(x + 330, y + 100, [100, 80, 110, 70], "#CBD5E1", 28, 12)}`;
  return `${title}<circle cx="${x + 120}" cy="${y + 150}" r="62" fill="${tint(c2, 0.5)}"/><path d="M${x + 120} ${y + 150}V${y + 88}a62 62 0 0 1 54 92z" fill="${c1}"/>${chartBars(x + 240, y + 96, 200, 124, [c2, c1], rand)}`;
}

function classroomStage({ rand, c1, c2, view, upright, sides }) {
  const n = rand() < 0.35 ? 3 : 4;
  const people = cast(rand, [c1, c2], n + 1);
  const [trainer, ...learners] = people;
  const board = `<rect x="226" y="84" width="496" height="268" rx="12" fill="#CBD5E1"/><rect x="238" y="96" width="472" height="244" rx="6" fill="#fff"/>${upright(474, boardContent(238, 96, rand, c1, c2))}<rect x="390" y="352" width="170" height="8" rx="4" fill="#94A3B8"/>`;
  const trainerAt = at(800, 212, 1.08, standing(trainer, { left: "point", right: rand() < 0.5 ? "down" : "present" }));
  const x0 = Math.max(view.x0 + 40, 40);
  const x1 = Math.min(view.x1 - 40, 1160);
  const desk = tint(c2, 0.55);
  const deskTop = 494;
  const seats = learners.slice(0, n).map((p, i) => {
    const x = (n === 4 ? 200 + i * 260 : 230 + i * 340) + (rand() - 0.5) * 30;
    return {
      under: laptopFront(x + 100, deskTop, 0.95, tint(i % 2 ? c1 : c2, 0.25)),
      over: `${at(x, 506, 1.75, `${bustBack(p)}${chairBack(shade(c1, 0.45))}`)}`,
    };
  });
  return `${sides}${board}${shadow(800, 470, 60)}${trainerAt}<rect x="${r1(x0)}" y="${deskTop}" width="${r1(x1 - x0)}" height="20" rx="6" fill="${desk}"/><rect x="${r1(x0)}" y="${deskTop + 20}" width="${r1(x1 - x0)}" height="8" fill="${shade(desk, 0.15)}"/>${seats.map((t) => t.under).join("")}${notebook(560, deskTop + 4, c1)}${mug(700, deskTop + 2, shade(c2, 0.2))}${seats.map((t) => t.over).join("")}`;
}

function workshopStage({ rand, c1, c2, sides }) {
  const people = cast(rand, [c1, c2], 4);
  const notes = [tint(c1, 0.35), tint(c2, 0.35), "#FDE68A", "#A7F3D0", "#FBCFE8"];
  let stickies = "";
  for (let col = 0; col < 4; col++) {
    stickies += `<rect x="${180 + col * 138}" y="104" width="92" height="10" rx="5" fill="#CBD5E1"/>`;
    const rows = 2 + Math.floor(rand() * 2);
    for (let row = 0; row < rows; row++) {
      const x = 178 + col * 138 + (rand() - 0.5) * 12;
      const y = 130 + row * 66;
      const a = r1((rand() - 0.5) * 10);
      stickies += `<rect x="${r1(x)}" y="${y}" width="56" height="52" rx="3" fill="${pick(rand, notes)}" transform="rotate(${a} ${r1(x + 28)} ${y + 26})"/>`;
    }
  }
  const wallBoard = `<rect x="150" y="80" width="560" height="276" rx="12" fill="#fff"/><rect x="150" y="80" width="560" height="276" rx="12" fill="none" stroke="#CBD5E1" stroke-width="6"/>${stickies}`;
  const [a, b, c, d] = people;
  const note = (x, y, c) => `<rect x="${x}" y="${y}" width="26" height="24" rx="2" fill="${c}"/>`;
  const standingA = at(300, 232, 1.02, standing(a, { back: true, right: "up", holding: note(24, -62, notes[2]) }));
  const tableTop = 398;
  const behind = `${at(700, 286, 1.15, bustFront(b, true))}${at(880, 278, 1.15, bustFront(c, true))}`;
  const onTable = `${laptopBack(790, tableTop, 0.85)}${mug(930, tableTop, shade(c1, 0.2))}${notebook(620, tableTop, c2)}<rect x="960" y="${tableTop - 6}" width="30" height="6" rx="1" fill="${notes[0]}"/>`;
  const standingD = at(1080, 232, 1.02, standing(d, { right: "present", holding: note(62, 22, notes[1]) }));
  return `${sides}${wallBoard}${shadow(300, 470, 60)}${standingA}${behind}${table(560, 1010, tableTop, 520, tint(c2, 0.5))}${onTable}${shadow(1080, 470, 60)}${standingD}`;
}

function onlineStage({ rand, c1, c2, sides }) {
  const cols = rand() < 0.4 ? 2 : 3;
  const people = cast(rand, [c1, c2], cols * 2 + 1);
  const [learner, ...faces] = people;
  const tw = cols === 3 ? 152 : 236;
  const tiles = faces
    .map((p, i) => {
      const x = 238 + (i % cols) * (tw + 10);
      const y = 92 + Math.floor(i / cols) * 124;
      const bg = [tint(c1, 0.6), tint(c2, 0.55), "#E2E8F0"][(i + Math.floor(i / cols)) % 3];
      const ring =
        i === 1
          ? `<rect x="${x}" y="${y}" width="${tw}" height="114" rx="8" fill="none" stroke="${c2}" stroke-width="5"/>`
          : "";
      return `<svg x="${x}" y="${y}" width="${tw}" height="114"><rect width="${tw}" height="114" rx="8" fill="${bg}"/>${at(tw / 2, 52, 0.95, bustFront(p))}</svg>${ring}`;
    })
    .join("");
  const buttons = [
    ["#fff", 0],
    ["#fff", 1],
    ["#EF4444", 2],
  ]
    .map(([c, i]) => `<circle cx="${460 + i * 32}" cy="354" r="11" fill="${c}"/>`)
    .join("");
  const monitor = `<rect x="216" y="70" width="528" height="310" rx="16" fill="${INK}"/>${tiles}${buttons}<rect x="450" y="380" width="60" height="50" fill="#475569"/><rect x="396" y="426" width="168" height="12" rx="6" fill="#475569"/>`;
  const deskTop = 438;
  const desk = tint(c2, 0.5);
  // Over-the-shoulder view: the learner sits with their back to us, facing the call.
  const headset = `<path d="M-21 2a21 21 0 0 1 42 0" fill="none" stroke="${INK}" stroke-width="5"/><rect x="-25" y="-4" width="9" height="17" rx="4" fill="${INK}"/><rect x="16" y="-4" width="9" height="17" rx="4" fill="${INK}"/>`;
  const seated = at(880, 470, 2.05, `${bustBack(learner)}${headset}${chairBack(shade(c1, 0.4))}`);
  return `${sides}${monitor}<rect x="150" y="${deskTop}" width="900" height="18" rx="6" fill="${desk}"/><path d="M180 456v150M1020 456v150" stroke="${shade(desk, 0.3)}" stroke-width="9"/>${shadow(600, 606, 460, 12)}<rect x="560" y="${deskTop - 8}" width="150" height="8" rx="3" fill="#94A3B8"/>${mug(300, deskTop, shade(c2, 0.2))}${notebook(680, deskTop, c1)}${plant(1000, deskTop - 46, 0.6, tint(c1, 0.2))}${seated}`;
}

function coachingStage({ rand, c1, c2, sides }) {
  const [a, b] = cast(rand, [c1, c2], 2);
  const windowPane = `<rect x="640" y="92" width="240" height="176" rx="10" fill="#fff"/><rect x="654" y="106" width="212" height="148" rx="6" fill="${tint(c2, 0.6)}"/><path d="M760 106v148M654 180h212" stroke="#fff" stroke-width="8"/>`;
  const frames = `<rect x="640" y="96" width="130" height="160" rx="6" fill="#fff"/><rect x="652" y="108" width="106" height="136" rx="3" fill="${tint(c1, 0.45)}"/><circle cx="705" cy="160" r="30" fill="${tint(c2, 0.3)}"/><rect x="790" y="130" width="100" height="100" rx="6" fill="#fff"/><rect x="802" y="142" width="76" height="76" rx="3" fill="${tint(c2, 0.5)}"/><path d="M802 218l26-34 20 22 14-14 16 26z" fill="${c1}"/>`;
  const books = Array.from({ length: 9 }, (_, i) => {
    const bh = 44 + Math.floor(rand() * 20);
    return `<rect x="${330 + i * 18 + (i > 5 ? 10 : 0)}" y="${204 - bh}" width="15" height="${bh}" rx="2" fill="${[c1, c2, "#94A3B8", tint(c1, 0.4)][i % 4]}"/>`;
  }).join("");
  const shelf = `${books}<rect x="310" y="204" width="260" height="10" rx="4" fill="${shade(tint(c2, 0.5), 0.2)}"/>${rand() < 0.5 ? windowPane : frames}`;
  const rug = `<ellipse cx="600" cy="560" rx="430" ry="54" fill="${tint(c2, 0.5)}"/>`;
  const chairC = shade(c1, 0.3);
  const pad = `<rect x="24" y="74" width="30" height="22" rx="3" fill="#F8FAFC" transform="rotate(-20 39 85)"/>`;
  const coachLeft = rand() < 0.5;
  const left = at(
    400,
    330,
    1.45,
    `${armchair(chairC)}${seatedSide(a, coachLeft ? "lap" : "gesture")}${coachLeft ? pad : ""}`,
  );
  const right = at(
    800,
    330,
    -1.45,
    `${armchair(chairC)}${seatedSide(b, coachLeft ? "gesture" : "lap")}${coachLeft ? "" : pad}`,
  );
  const coffee = `<path d="M600 470v80" stroke="#475569" stroke-width="8"/><ellipse cx="600" cy="552" rx="40" ry="8" fill="#475569"/><ellipse cx="600" cy="468" rx="70" ry="14" fill="${tint(c1, 0.3)}"/>${mug(566, 466, "#F8FAFC")}${mug(614, 464, shade(c2, 0.2))}`;
  return `${sides}${shelf}${rug}${plant(1080, 480, 1.4, tint(c1, 0.2))}${left}${right}${coffee}`;
}

function conferenceStage({ rand, c1, c2, view, upright }) {
  const people = cast(rand, [c1, c2], 12);
  const [speaker, ...audience] = people;
  const pie = `<circle cx="740" cy="184" r="66" fill="${tint(c2, 0.5)}"/><path d="M740 184V118a66 66 0 0 1 57 99z" fill="${c1}"/>`;
  const content =
    rand() < 0.5
      ? `${lines(346, 100, [170, 110], "#CBD5E1", 22, 10)}${chartBars(346, 170, 240, 120, [c1, c2], rand)}${pie}`
      : `${lines(346, 100, [170, 110], "#CBD5E1", 22, 10)}${chartLine(350, 150, 280, 140, c1, rand)}${lines(680, 150, [120, 90, 130, 100], "#CBD5E1", 30, 12)}`;
  const screen = `<rect x="300" y="60" width="560" height="270" rx="10" fill="${INK}"/><rect x="312" y="72" width="536" height="246" rx="4" fill="#fff"/>${upright(580, content)}`;
  const stage = `<rect x="${r1(view.x0)}" y="404" width="${r1(view.x1 - view.x0)}" height="26" fill="${shade(tint(c1, 0.5), 0.1)}"/><rect x="${r1(view.x0)}" y="430" width="${r1(view.x1 - view.x0)}" height="40" fill="${shade(c1, 0.35)}"/>`;
  const speakerAt = at(960, 166, 1.0, standing(speaker, { left: "point", right: "down" }));
  const rows = [];
  const audience1 = [];
  for (let x = 60 + Math.ceil((view.x0 - 60) / 170) * 170; x < view.x1 + 40; x += 170) audience1.push(x);
  const audience2 = [];
  for (let x = -25 + Math.ceil((view.x0 + 25) / 230) * 230; x < view.x1 + 60; x += 230) audience2.push(x);
  let k = 0;
  for (const x of audience1)
    rows.push(at(x + (rand() - 0.5) * 20, 520, 1.35, bustBack(audience[k++ % audience.length])));
  for (const x of audience2)
    rows.push(at(x + (rand() - 0.5) * 20, 610, 1.75, bustBack(audience[k++ % audience.length])));
  return `${screen}${stage}${shadow(960, 404, 50)}${speakerAt}${rows.join("")}`;
}

function examStage({ rand, c1, c2, upright, sides }) {
  const [p] = cast(rand, [c1, c2], 1);
  const badge = (x, y, sc) =>
    at(
      x,
      y,
      sc,
      `<path d="M-18 10l-12 44 16-8 10 14 8-40zM18 10l12 44-16-8-10 14-8-40z" fill="${c1}"/><circle r="34" fill="${c2}"/><circle r="24" fill="none" stroke="#fff" stroke-width="4"/>${check(0, 0, 1.6, "#fff")}`,
    );
  const certificate = `<rect x="130" y="92" width="330" height="230" rx="8" fill="${shade(c1, 0.25)}"/><rect x="144" y="106" width="302" height="202" rx="4" fill="#fff"/>${lines(180, 136, [200, 140], "#CBD5E1", 24, 12)}${lines(180, 196, [230, 230, 160], "#E2E8F0", 18, 8)}${badge(400, 266, 0.85)}`;
  const card = `${shadow(900, 360, 120, 12)}<rect x="780" y="92" width="260" height="250" rx="18" fill="#fff"/>${[
    0, 1, 2, 3,
  ]
    .map(
      (i) =>
        `<rect x="810" y="${124 + i * 52}" width="30" height="30" rx="8" fill="${i < 3 ? c1 : "#E2E8F0"}"/>${i < 3 ? check(825, 139 + i * 52, 1, "#fff") : ""}<rect x="856" y="${134 + i * 52}" width="${[140, 110, 126, 90][i]}" height="10" rx="5" fill="#CBD5E1"/>`,
    )
    .join("")}`;
  const deskTop = 440;
  const desk = tint(c2, 0.45);
  const paper = `<path d="M600 ${deskTop}l16-18h124l-16 18z" fill="#fff"/><path d="M628 ${deskTop - 9}h80" stroke="#CBD5E1" stroke-width="3"/>`;
  const pencil = `<path d="M680 ${deskTop - 14}l30-44" stroke="${c1}" stroke-width="7" stroke-linecap="round"/>`;
  return `${sides}${upright(295, certificate)}${upright(910, card)}${at(600, 272, 1.9, bustFront(p, true))}${paper}${pencil}${laptopBack(480, deskTop, 0.95)}${mug(780, deskTop, shade(c1, 0.2))}${shadow(600, 590, 280, 10)}<rect x="340" y="${deskTop}" width="520" height="20" rx="6" fill="${desk}"/><rect x="360" y="${deskTop + 20}" width="480" height="130" rx="4" fill="${shade(desk, 0.12)}"/>`;
}

const STAGES = {
  classroom: classroomStage,
  workshop: workshopStage,
  online: onlineStage,
  coaching: coachingStage,
  conference: conferenceStage,
  exam: examStage,
};

/** Scene drawers: `(w, h, [c1, c2], seed)` → SVG body sized w × h. */
export const SCENES = Object.fromEntries(
  Object.entries(STAGES).map(([kind, stage]) => [kind, (w, h, palette, seed) => compose(w, h, palette, seed, stage)]),
);
SCENES.certification = SCENES.exam;

/** What each scene shows, for the SVG <title> (the demo content is French first). */
export const SCENE_TITLES = {
  classroom: "Formation en salle : un formateur au tableau devant des participants",
  workshop: "Atelier : une équipe autour d'une table et un mur de post-it",
  online: "Classe virtuelle : un apprenant en visioconférence",
  coaching: "Coaching : deux personnes en conversation",
  conference: "Conférence : un intervenant sur scène devant le public",
  exam: "Certification : un apprenant à son bureau, une liste de contrôle et un certificat",
};
SCENE_TITLES.certification = SCENE_TITLES.exam;

/** A complete SVG document of one scene. */
export function sceneSvg(kind, { w, h, palette, seed, title = SCENE_TITLES[kind] }) {
  return svg(w, h, title, SCENES[kind](w, h, palette, seed));
}

/**
 * The home hero: a classroom on a light rounded card, so it reads on the navy hero band;
 * the rest of the canvas stays transparent.
 */
export function heroTrainingSvg(title = "Formation en salle / Classroom training") {
  const w = 640;
  const h = 520;
  const card = { x: 24, y: 28, w: 592, h: 468 };
  const inner = compose(card.w, card.h, ["#2D3494", "#F26524"], "hero", classroomStage, { scale: 0.62 });
  const body = `<defs><clipPath id="card"><rect width="${card.w}" height="${card.h}" rx="36"/></clipPath></defs><circle cx="586" cy="70" r="64" fill="#fff" opacity=".08"/><circle cx="58" cy="470" r="42" fill="#F26524"/><g transform="translate(${card.x} ${card.y})"><rect y="10" width="${card.w}" height="${card.h}" rx="36" fill="#0F172A" opacity=".25"/><g clip-path="url(#card)">${inner}</g></g><circle cx="600" cy="300" r="10" fill="#00AEEF"/>`;
  return svg(w, h, title, body);
}
