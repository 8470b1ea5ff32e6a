// Stored rich text of pages and posts, shown as HTML.
import { cn } from "~/ui/cn";

export function RichHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn("prose-content max-w-none text-slate-700", className)}
      // Sanitised on every write (sanitizeRichText in the back office), so safe to render as HTML.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side before storage
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
