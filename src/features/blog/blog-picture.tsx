import type { Picture } from "./articles.ts";

export function BlogPicture({
  picture,
  sizes,
  eager = false,
  className = "",
}: {
  picture: Picture;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      <img
        src={picture.fallback}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? "sync" : "async"}
        fetchPriority={eager ? "high" : "auto"}
        className={className}
      />
    </picture>
  );
}
