import { DocElementError, positiveInteger, requiredText } from '../shared/element-error.ts';

export interface ImageProps {
  src: string;
  /** What the image shows, for readers who cannot see it; `""` only for a decorative image. */
  alt: string;
  /** Intrinsic size in CSS pixels, so the page keeps the image's room before it loads. */
  width: number | string;
  height: number | string;
  caption?: string;
}

/** The props of an `<Image>`, checked: the build stops on a missing alt text or size. */
export function checkImage(props: Partial<ImageProps>) {
  const src = requiredText('Image', 'src', props.src);
  const element = `Image src="${src}"`;
  if (typeof props.alt !== 'string') {
    throw new DocElementError(
      element,
      'alt is required: describe what the image shows, or write alt="" if it is only decoration.',
    );
  }
  return {
    src,
    alt: props.alt.trim(),
    width: positiveInteger(element, 'width', props.width),
    height: positiveInteger(element, 'height', props.height),
  };
}

/**
 * A responsive image: it scales down with the column and keeps its aspect ratio from `width` and
 * `height`, loads only when near the viewport and decodes off the main thread.
 */
export function Image(props: ImageProps) {
  const { src, alt, width, height } = checkImage(props);
  const image = (
    <img
      className="sk-image"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
  if (!props.caption) return image;
  return (
    <figure className="sk-figure">
      {image}
      <figcaption>{props.caption}</figcaption>
    </figure>
  );
}
