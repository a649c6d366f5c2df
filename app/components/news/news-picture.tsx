import type { NewsPicture as Picture } from "#app/lib/news-view.ts";

/**
 * An article image: AVIF, then WebP, then the JPEG fallback, each at every stored width, so the
 * browser downloads the smallest file that fills the slot. Width and height reserve the space.
 * Its alt text and focal point come with it (ADR 0130); the point is a style value, so cropping
 * around it needs no script.
 */
export function NewsPicture({
  picture,
  sizes,
  priority = false,
  className = "",
}: {
  picture: Picture;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const loading = priority ? "eager" : "lazy";
  return (
    <picture>
      {picture.avif ? <source type="image/avif" srcSet={picture.avif} sizes={sizes} /> : null}
      {picture.webp ? <source type="image/webp" srcSet={picture.webp} sizes={sizes} /> : null}
      <img
        src={picture.src}
        srcSet={picture.jpeg}
        sizes={picture.jpeg ? sizes : undefined}
        width={picture.width ?? 1600}
        height={picture.height ?? 900}
        alt={picture.alt}
        loading={loading}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={`bg-mist object-cover ${className}`}
        style={picture.style}
      />
    </picture>
  );
}
