import { distinctStories } from './catalogue.ts';
import { test } from './fixtures.ts';
import { picture } from './picture.ts';
import { colourModes, extentOf, openStory, rtlMode, setMode, switchStory } from './story-page.ts';

/*
 * Every documented variant of every component: each distinct demo of the site (a story of the
 * workbench), as it first renders, in every theme, in forced colours and right to left. The
 * picture is what the demo draws, not the viewport. One test per component: its stories are
 * shown one after the other in one page, and every picture that differs is reported.
 */
const tags = [...new Set(distinctStories.map((story) => story.tag))];

for (const tag of tags) {
  test(`${tag}: stories`, async ({ page }) => {
    const stories = distinctStories.filter((story) => story.tag === tag);
    for (const [index, story] of stories.entries()) {
      const root = await (index === 0 ? openStory : switchStory)(page, story.id);
      for (const mode of [...colourModes, rtlMode]) {
        await setMode(page, mode);
        await picture(page, [story.tag, `${story.exportName}--${mode.name}.png`], {
          clip: await extentOf(root, { own: false }),
        });
      }
    }
  });
}
