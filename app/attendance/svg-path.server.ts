// A stored signature (an SVG document of drawn strokes) read back as plain numbers, to draw in
// a PDF. Only the viewBox and the `d` of <path> elements are read, and of those only the
// commands M, L, Q and C (absolute or relative): anything else ends that path. Nothing in the
// document is executed or followed (no styles, links, scripts, entities); the path text given
// to the PDF is rebuilt here from numbers, so it can hold nothing the stored text smuggled in.

export type SignatureDrawing = {
  /** The drawing's box, in its own units (the viewBox, else the strokes' extent). */
  box: { x: number; y: number; width: number; height: number };
  /** One SVG path string of absolute M/L/C commands (a Q as its cubic), built from numbers only. */
  d: string;
};

/** Bounds on what one signature may cost to draw (a signature pad gives a few hundred points). */
const MAX_SVG_LENGTH = 200_000;
const MAX_PATHS = 500;
const MAX_COMMANDS = 20_000;

const ARITY = { M: 2, L: 2, Q: 4, C: 6 } as const;
type Op = keyof typeof ARITY;

const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
const TOKEN = /[A-Za-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

function viewBoxOf(svg: string): SignatureDrawing["box"] | null {
  const match = /<svg\b[^>]*?\sviewBox\s*=\s*(["'])([^"']*)\1/i.exec(svg);
  if (!match) return null;
  const numbers = match[2]
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (numbers.length !== 4 || !numbers.every(Number.isFinite)) return null;
  const [x, y, width, height] = numbers;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

/** The `d` attribute of every <path> element, in document order. */
function pathData(svg: string): string[] {
  const result: string[] = [];
  for (const [element] of svg.matchAll(/<path\b[^>]*>/gi)) {
    const d = /\sd\s*=\s*(["'])([^"']*)\1/i.exec(element);
    if (d) result.push(d[2]);
    if (result.length >= MAX_PATHS) break;
  }
  return result;
}

const format = (value: number) => String(Math.round(value * 100) / 100);

/**
 * The strokes of one stored signature, or null when it has none to draw (empty, unreadable or
 * too large). Relative commands are made absolute; implicit repeats (more pairs after an M or
 * an L) are read as the SVG grammar says.
 */
export function readSignature(svg: string): SignatureDrawing | null {
  if (!svg || svg.length > MAX_SVG_LENGTH) return null;
  const parts: string[] = [];
  let commands = 0;
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const d of pathData(svg)) {
    const tokens = d.match(TOKEN) ?? [];
    let x = 0;
    let y = 0;
    let op: Op | null = null;
    let relative = false;
    let started = false;
    let i = 0;
    while (i < tokens.length && commands < MAX_COMMANDS) {
      const token = tokens[i];
      if (!NUMBER.test(token)) {
        const upper = token.toUpperCase();
        if (!(upper in ARITY)) break;
        op = upper as Op;
        relative = token !== upper;
        i++;
        continue;
      }
      // Numbers before any command, or a first command that is not a move: not a path.
      if (op === null || (!started && op !== "M")) break;
      const arity = ARITY[op];
      const args = tokens.slice(i, i + arity).map(Number);
      if (args.length < arity || !args.every(Number.isFinite)) break;
      i += arity;
      const points: number[] = [];
      for (let k = 0; k < arity; k += 2) {
        const px = relative ? x + args[k] : args[k];
        const py = relative ? y + args[k + 1] : args[k + 1];
        points.push(px, py);
        minX = Math.min(minX, px);
        minY = Math.min(minY, py);
        maxX = Math.max(maxX, px);
        maxY = Math.max(maxY, py);
      }
      // A quadratic curve goes out as the cubic it is (PDF has no quadratic; pdfkit's "v" is not one).
      const drawn =
        op === "Q"
          ? [
              x + (2 / 3) * (points[0] - x),
              y + (2 / 3) * (points[1] - y),
              points[2] + (2 / 3) * (points[0] - points[2]),
              points[3] + (2 / 3) * (points[1] - points[3]),
              points[2],
              points[3],
            ]
          : points;
      x = points[points.length - 2];
      y = points[points.length - 1];
      parts.push(`${op === "Q" ? "C" : op} ${drawn.map(format).join(" ")}`);
      commands++;
      started = true;
      // Pairs after a move are lines.
      if (op === "M") op = "L";
    }
  }
  if (parts.length === 0) return null;
  const box = viewBoxOf(svg) ?? {
    x: minX,
    y: minY,
    width: Math.max(maxX - minX, 1),
    height: Math.max(maxY - minY, 1),
  };
  return { box, d: parts.join(" ") };
}
