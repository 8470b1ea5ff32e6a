// SVG uploads: whether a text is an SVG document, and the allow-lists that sanitise one
// (elements, attributes, style properties, local references only) before it is stored.
import sanitizeHtml from "sanitize-html";
import { RESERVED_FIELD_SEGMENTS } from "~/forms/validate";

/**
 * Where the root <svg> element starts when the text is an SVG document (optional BOM, XML
 * prolog, comments and doctype, then <svg), else -1.
 */
function svgRootIndex(text: string): number {
  // A loop rather than one big regex: nested repetition over whitespace backtracks badly.
  let at = text.startsWith("\uFEFF") ? 1 : 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at])) at++;
    let end = -1;
    if (text.startsWith("<?xml", at)) {
      end = text.indexOf("?>", at);
      if (end >= 0) end += 2;
    } else if (text.startsWith("<!--", at)) {
      end = text.indexOf("-->", at);
      if (end >= 0) end += 3;
    } else if (/^<!doctype\s/i.test(text.slice(at, at + 10))) {
      // The internal subset [...] may itself contain ">" (entity declarations).
      const bracket = text.indexOf("[", at);
      const close = text.indexOf(">", at);
      const after = bracket >= 0 && bracket < close ? text.indexOf("]", bracket) : at;
      end = after >= 0 ? text.indexOf(">", after) : -1;
      if (end >= 0) end += 1;
    } else {
      return /^<svg[\s/>]/.test(text.slice(at, at + 5)) ? at : -1;
    }
    if (end < 0) return -1;
    at = end;
  }
}

export function looksLikeSvg(text: string): boolean {
  return svgRootIndex(text) >= 0;
}

// SVG policy: sanitise rather than refuse. Logos exported from design tools often carry
// metadata or editor cruft; refusing them all would push admins to rasterise by hand. What is
// removed: every element outside the list below (script, foreignObject, image, a, animate, set,
// iframe, style...) together with its content, every attribute outside the list (all on*
// handlers), href/xlink:href unless it is a local "#fragment", url(...) references unless they
// point to "#fragment", and <style> entirely (its CSS could @import or url() anything). Uploaded
// SVGs must still be served with `Content-Security-Policy: default-src 'none'; style-src
// 'unsafe-inline'` and `X-Content-Type-Options: nosniff` as defence in depth.
const SVG_TAGS = [
  "svg",
  "g",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "defs",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "use",
  "title",
  "desc",
  "symbol",
];

/** Presentation attributes: allowed as attributes and as properties of a `style` attribute alike. */
const SVG_PRESENTATION = [
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-opacity",
  "opacity",
  "clip-path",
  "clip-rule",
  "mask",
  "color",
  "display",
  "visibility",
];
const SVG_TEXT_PRESENTATION = [
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "text-anchor",
  "letter-spacing",
];

const SVG_ATTRIBUTES = [
  "id",
  "class",
  "style",
  "transform",
  ...SVG_PRESENTATION,
  "overflow",
  "vector-effect",
  "shape-rendering",
  "paint-order",
  ...SVG_TEXT_PRESENTATION,
  "dominant-baseline",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "fr",
  "dx",
  "dy",
  "width",
  "height",
  "d",
  "points",
  "pathLength",
  "viewBox",
  "preserveAspectRatio",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "clipPathUnits",
  "maskUnits",
  "maskContentUnits",
  "refX",
  "refY",
  "textLength",
  "lengthAdjust",
  "href",
  "xlink:href",
  "xml:space",
  "version",
];

// Plain values and colour functions; url() only towards a local fragment. No backslashes:
// CSS escapes could spell a function name past these patterns.
const SVG_STYLE_VALUE = [/^(?:[^()\\]|\b(?:rgba?|hsla?)\([\d\s.,%/]*\))*$/, /^url\(\s*["']?#[\w.-]+["']?\s*\)$/];
const SVG_STYLE_PROPERTIES = [...SVG_PRESENTATION, "stop-color", "stop-opacity", ...SVG_TEXT_PRESENTATION];

const LOCAL_FRAGMENT = /^#[\w.:-]+$/;
const LOCAL_URL_REFERENCE = /^url\(\s*["']?#[\w.:-]+["']?\s*\)$/i;

function filterSvgAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const out: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === "href" || name === "xlink:href") {
      if (LOCAL_FRAGMENT.test(value.trim())) out[name] = value.trim();
      continue;
    }
    // url() in a presentation attribute fetches a resource: only same-document references.
    // (style is checked declaration by declaration through allowedStyles.)
    if (name !== "style" && /url\s*\(/i.test(value) && !LOCAL_URL_REFERENCE.test(value.trim())) continue;
    // An attribute named __proto__ would set the map's prototype, not an attribute.
    if (!RESERVED_FIELD_SEGMENTS.has(name)) out[name] = value;
  }
  // A standalone .svg needs its namespaces to render; only the two standard values are kept.
  if (tagName === "svg") {
    out.xmlns = "http://www.w3.org/2000/svg";
    out["xmlns:xlink"] = "http://www.w3.org/1999/xlink";
  }
  return out;
}

const SVG_OPTIONS: sanitizeHtml.IOptions = {
  // SVG is case-sensitive XML (viewBox, linearGradient): keep names as written.
  parser: { xmlMode: true },
  allowedTags: SVG_TAGS,
  allowedAttributes: {
    "*": SVG_ATTRIBUTES,
    svg: [...SVG_ATTRIBUTES, "xmlns", "xmlns:xlink"],
  },
  allowedStyles: { "*": Object.fromEntries(SVG_STYLE_PROPERTIES.map((p) => [p, SVG_STYLE_VALUE])) },
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: ["href", "xlink:href"],
  allowProtocolRelative: false,
  // Text directly inside a removed element (<svg:script>, <a>...) goes too; allowed children stay.
  disallowedTagsMode: "completelyDiscard",
  nonTextTags: [
    "script",
    "style",
    "foreignObject",
    "foreignobject",
    "iframe",
    "object",
    "embed",
    "textarea",
    "noscript",
    "xmp",
    "template",
    "metadata",
    "handler",
    "listener",
  ],
  transformTags: {
    "*": (tagName, attribs) => ({ tagName, attribs: filterSvgAttributes(tagName, attribs) }),
  },
};

/**
 * Returns a safe SVG document, or undefined when the text is not an SVG. The prolog, comments
 * and doctype (with any entity declarations) are cut off: nothing in them is needed to render.
 */
export function sanitizeSvg(svg: string): string | undefined {
  const root = svgRootIndex(svg);
  if (root < 0) return undefined;
  const clean = sanitizeHtml(svg.slice(root), SVG_OPTIONS).trim();
  return /^<svg[\s>]/.test(clean) ? clean : undefined;
}
