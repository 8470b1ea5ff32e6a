// fontkit ships no types; this is the part pdf-kit.server.ts uses (a parsed font handed to pdfkit).
declare module "fontkit" {
  /** A parsed font: pdfkit lays text out with it and embeds a subset of its glyphs per document. */
  export interface Font {
    layout(text: string, features?: unknown): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
