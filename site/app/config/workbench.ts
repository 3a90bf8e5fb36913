import { workbenchStoryPage } from '../../workbench-paths.ts';

/** The address of one story of the workbench, alone, below `base` (`/`): what an embed frames. */
export function storyFrameSrc(base: string, storyId: string): string {
  return `${base}${workbenchStoryPage}?id=${encodeURIComponent(storyId)}&viewMode=story`;
}
