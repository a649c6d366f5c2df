import type { NewsPicture as Picture } from "#app/lib/news-view.ts";

/**
 * An article image: AVIF, then WebP, then the JPEG fallback, each at every stored width, so the
 * browser downloads the smallest file that fills the slot. Width and height reserve the space.
 */
export function NewsPicture({
  picture,
  alt,
  sizes,
  priority = false,
  className = "",
}: {
  picture: Picture;
  alt: string;
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
        alt={alt}
        loading={loading}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={`bg-mist object-cover ${className}`}
      />
    </picture>
  );
}
