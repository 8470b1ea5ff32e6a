// Rich-text (HTML from the admin editor) sanitiser, applied on the server before every write.
import sanitizeHtml from "sanitize-html";
import { RESERVED_FIELD_SEGMENTS } from "~/forms/validate";

/** The spec's allow-list, verbatim. */
export const RICH_TEXT_TAGS = [
  "p",
  "br",
  "strong",
  "em",
  "u",
  "b",
  "i",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "blockquote",
  "a",
  "img",
  "div",
  "span",
  "pre",
  "code",
] as const;

export const RICH_TEXT_ATTRIBUTES = ["href", "title", "alt", "src", "width", "height", "class", "id"] as const;

// Disallowed tags normally keep their text; these hold code, form controls or embedded
// documents whose text would be noise (or a payload) once the tag is gone, so drop it whole.
const DROP_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "option",
  "select",
  "button",
  "form",
  "xmp",
  "noscript",
  "noembed",
  "noframes",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "template",
  "title",
  "head",
  "svg",
  "math",
];

// id and class values are echoed into our pages: keep them to plain tokens so nothing odd
// (selectors, quotes, entities) reaches the DOM.
const ID_VALUE = /^[A-Za-z][\w-]{0,63}$/;
const CLASS_TOKEN = /^[A-Za-z_-][\w-]{0,63}$/;
// Images may only come from our own site (root-relative, not protocol-relative "//" or "/\")
// or from an absolute http(s) URL.
const IMG_SRC = /^(?:https?:\/\/|\/(?![/\\]))/i;
const DIMENSION = /^\d{1,5}%?$/;

function filterAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const out: sanitizeHtml.Attributes = {};
  for (const [name, raw] of Object.entries(attribs)) {
    const value = raw.trim();
    if (name === "id") {
      if (ID_VALUE.test(value)) out.id = value;
    } else if (name === "class") {
      const tokens = value.split(/\s+/).filter((t) => CLASS_TOKEN.test(t));
      if (tokens.length > 0) out.class = tokens.join(" ");
    } else if (name === "src") {
      // src only makes sense on <img>; elsewhere it is at best dead weight.
      if (tagName === "img" && IMG_SRC.test(value)) out.src = value;
    } else if (name === "href") {
      if (tagName === "a") out.href = value;
    } else if (name === "width" || name === "height") {
      if (DIMENSION.test(value)) out[name] = value;
    } else if (!RESERVED_FIELD_SEGMENTS.has(name)) {
      // An attribute named __proto__ would set the map's prototype, not an attribute.
      out[name] = raw;
    }
  }
  return out;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { "*": [...RICH_TEXT_ATTRIBUTES] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  // "//host/x" is accepted by browsers as an absolute URL; require the scheme to be spelled out.
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROP_WITH_CONTENT,
  // An <img> whose src was refused would only leave an empty box behind.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  transformTags: {
    "*": (tagName, attribs) => ({ tagName, attribs: filterAttributes(tagName, attribs) }),
  },
};

// HTML whitespace only: \s would also eat U+00A0, which French typography needs before : ; ? !
const HTML_WHITESPACE_RUN = /[ \t\n\r\f]+/g;
const PRE_BLOCK = /(<pre\b[^>]*>[\s\S]*?<\/pre>)/;

/**
 * Sanitises editor HTML against the spec's allow-list and collapses whitespace runs to one
 * space. Whitespace inside <pre> is content (code listings), so it is kept as is.
 */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html ?? "", OPTIONS);
  // After sanitising every "<" starts a real tag, so a regex split on <pre> blocks is reliable.
  return clean
    .split(PRE_BLOCK)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(HTML_WHITESPACE_RUN, " ")))
    .join("")
    .trim();
}
