// Full-screen viewer for a case study's images. The Dialog primitive brings the focus trap,
// Escape and focus return; this adds the caption, previous/next buttons and arrow keys.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { CaseStudyImage } from "~/case-studies/types";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";

export function ImageViewer({
  title,
  images,
  index,
  onIndexChange,
  onClose,
}: {
  title: string;
  images: CaseStudyImage[];
  /** The image shown; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isOpen = index !== null && images.length > 0;
  const current = isOpen ? Math.min(Math.max(index, 0), images.length - 1) : 0;
  const image = images[current];
  const hasSeveral = images.length > 1;

  // Arrow keys wherever focus sits in the dialog (the close button gets it first), so the
  // listener is on the document while the viewer is open.
  useEffect(() => {
    if (!isOpen || !hasSeveral) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "ArrowRight") {
        event.preventDefault();
        onIndexChange((current + 1) % images.length);
      } else if (event.key === "ArrowLeft") {
        event.preventDefault();
        onIndexChange((current - 1 + images.length) % images.length);
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isOpen, hasSeveral, current, images.length, onIndexChange]);

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={
        <span aria-live="polite">
          {t("pages.case_studies.viewer.position", { current: current + 1, total: images.length })}
          {hasSeveral ? ` · ${t("pages.case_studies.viewer.keyboard_hint")}` : ""}
        </span>
      }
      size="xl"
      className="sm:h-[92dvh] sm:max-h-[92dvh]! sm:max-w-[min(96vw,90rem)]!"
      footer={
        hasSeveral ? (
          <>
            <Button variant="outline" onClick={() => onIndexChange((current - 1 + images.length) % images.length)}>
              {t("pages.case_studies.viewer.previous")}
            </Button>
            <Button variant="outline" onClick={() => onIndexChange((current + 1) % images.length)}>
              {t("pages.case_studies.viewer.next")}
            </Button>
          </>
        ) : undefined
      }
    >
      {image ? (
        <figure className="flex h-full flex-col items-center justify-center gap-3">
          <img
            key={image.id}
            src={image.url}
            alt={image.alt || image.caption}
            className="max-h-[65dvh] w-auto max-w-full rounded-lg bg-slate-100 object-contain"
          />
          {image.caption ? (
            <figcaption className="text-center text-sm font-medium text-slate-700">{image.caption}</figcaption>
          ) : null}
        </figure>
      ) : null}
    </Dialog>
  );
}
