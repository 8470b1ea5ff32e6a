// A drawn signature as the SVG document the evidence keeps: built on the server from the
// strokes' numbers alone, so nothing the browser sends is ever stored as markup.
import { SIGNATURE_BOX } from "./rules";
import type { Strokes } from "./schema";

const round = (value: number) => Math.round(value * 10) / 10;

/** One path per stroke; a single-point stroke (a dot) is drawn as a tiny line so it shows. */
export function strokesToSvg(strokes: Strokes): string {
  const paths = strokes.map((stroke) => {
    const [first, ...rest] = stroke;
    const points = rest.length > 0 ? rest : [[first[0] + 0.5, first[1]] as [number, number]];
    const d = `M${round(first[0])} ${round(first[1])}${points.map(([x, y]) => ` L${round(x)} ${round(y)}`).join("")}`;
    return `<path d="${d}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIGNATURE_BOX.width} ${SIGNATURE_BOX.height}" fill="none" stroke="#0f172a" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${paths.join("")}</svg>`;
}
