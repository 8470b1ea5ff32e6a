import { type ComponentProps, type SyntheticEvent, useEffect, useRef } from "react";
import { cn } from "~/ui/cn";

export type CardProps = ComponentProps<"div"> & {
  /** Adds a hover lift for cards that are (or contain) a link. */
  interactive?: boolean;
};

// The looks are component classes (app/app.css: .card, .card-body, .card-image): a list
// repeats them on every card.
export function Card({ interactive = false, className, ...props }: CardProps) {
  return <div className={cn("card", interactive && "card-interactive", className)} {...props} />;
}

export function CardBody({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("card-body", className)} {...props} />;
}

// A neutral picture frame, inline so the fallback can never fail to load itself.
const DEFAULT_FALLBACK =
  "data:image/svg+xml;charset=utf-8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250"><rect width="400" height="250" fill="#e2e8f0"/>' +
      '<path d="M150 170l35-45 25 30 20-20 30 35z" fill="#94a3b8"/><circle cx="240" cy="100" r="14" fill="#94a3b8"/></svg>',
  );

// Only once: if the fallback itself fails, stop instead of looping on error events.
function swapToFallback(img: HTMLImageElement, fallbackSrc: string) {
  if (img.dataset.fallback) return;
  img.dataset.fallback = "true";
  img.src = fallbackSrc;
}

export type CardImageProps = Omit<ComponentProps<"img">, "src" | "alt"> & {
  src?: string | null;
  /** Required: pass "" for a purely decorative image. */
  alt: string;
  fallbackSrc?: string;
  /** Tailwind aspect class of the frame. */
  aspect?: string;
};

export function CardImage({
  src,
  alt,
  fallbackSrc = DEFAULT_FALLBACK,
  aspect = "aspect-[16/10]",
  className,
  onError,
  ...props
}: CardImageProps) {
  const ref = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) swapToFallback(img, fallbackSrc);
  }, [fallbackSrc]);

  function handleError(event: SyntheticEvent<HTMLImageElement, Event>) {
    swapToFallback(event.currentTarget, fallbackSrc);
    onError?.(event);
  }

  return (
    <div className={cn("card-image", aspect)}>
      <img
        ref={ref}
        src={src || fallbackSrc}
        alt={alt}
        loading="lazy"
        decoding="async"
        onError={handleError}
        className={className}
        {...props}
      />
    </div>
  );
}
