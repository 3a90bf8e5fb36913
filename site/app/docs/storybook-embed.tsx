import config from 'virtual:skerry/config';

/**
 * One story from the configured Storybook, in a sandboxed frame that loads only when scrolled
 * near. Without a Storybook URL in the configuration it renders nothing, so no page depends on a
 * third party by default. The title is required: it is the frame's accessible name.
 */
export function StorybookEmbed({
  story,
  title,
  height = 320,
}: {
  story: string;
  title: string;
  height?: number;
}) {
  const base = config.storybook?.url;
  if (!base) return null;
  const src = new URL(`iframe.html?id=${encodeURIComponent(story)}&viewMode=story`, base).href;
  return (
    <iframe
      className="sk-storybook"
      src={src}
      title={title}
      loading="lazy"
      height={height}
      sandbox="allow-scripts allow-same-origin"
      referrerPolicy="no-referrer"
    />
  );
}
