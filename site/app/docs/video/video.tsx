import { DocElementError, positiveInteger, requiredText } from '../shared/element-error.ts';

export interface VideoProps {
  src: string;
  /** A WebVTT file with captions of the speech and meaningful sounds (WCAG 1.2.2). */
  captions: string;
  /** The language of the captions; English unless the page says otherwise. */
  captionsLang?: string;
  /** Names the video for screen readers, and is shown as its caption. */
  title: string;
  width: number | string;
  height: number | string;
  /** A still shown before playing; without it browsers show the first frame. */
  poster?: string;
}

/** The props of a `<Video>`, checked: the build stops on missing captions, title or size. */
export function checkVideo(props: Partial<VideoProps>) {
  const src = requiredText('Video', 'src', props.src);
  const element = `Video src="${src}"`;
  if (typeof props.captions !== 'string' || props.captions.trim() === '') {
    throw new DocElementError(
      element,
      'captions is required: the URL of a WebVTT captions file, so the video can be followed without sound.',
    );
  }
  return {
    src,
    captions: props.captions.trim(),
    captionsLang: props.captionsLang ?? 'en',
    title: requiredText(element, 'title', props.title),
    width: positiveInteger(element, 'width', props.width),
    height: positiveInteger(element, 'height', props.height),
  };
}

/**
 * A video in the browser's own player, whose controls every keyboard and screen reader knows.
 * It never plays by itself (no autoplay is accepted), loads only its metadata until played, and
 * always has captions.
 */
export function Video(props: VideoProps) {
  const { src, captions, captionsLang, title, width, height } = checkVideo(props);
  return (
    <figure className="sk-figure">
      <video
        className="sk-video"
        controls
        preload="metadata"
        playsInline
        width={width}
        height={height}
        poster={props.poster}
        aria-label={title}
      >
        <source src={src} />
        <track kind="captions" src={captions} srcLang={captionsLang} label="Captions" default />
        <a href={src}>Download the video: {title}</a>
      </video>
      <figcaption>{title}</figcaption>
    </figure>
  );
}
