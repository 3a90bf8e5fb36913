import config from 'virtual:skerry/config';
import { storyFrameSrc } from '../../config/workbench.ts';

/**
 * Where a story of the workbench is shown alone: the site's own workbench (`/storybook/`, which
 * the build adds), or a published Storybook when the configuration names one (its origin is then
 * the one the pages' policy lets them frame).
 */
export function storySrc(story: string, base: string, storybookUrl?: string): string {
  if (!storybookUrl) return storyFrameSrc(base, story);
  return new URL(`iframe.html?id=${encodeURIComponent(story)}&viewMode=story`, storybookUrl).href;
}

/**
 * One story of the workbench, by its id (`components-button--variants`), in a frame that loads
 * only when scrolled near. The title is required: it is the frame's accessible name. The frame is
 * sandboxed to what Storybook needs: its scripts, and its own origin, from which it reads its
 * story index and modules.
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
  return (
    <iframe
      className="sk-storybook"
      src={storySrc(story, config.base, config.storybook?.url)}
      title={title}
      loading="lazy"
      height={height}
      sandbox="allow-scripts allow-same-origin"
      referrerPolicy="no-referrer"
    />
  );
}
