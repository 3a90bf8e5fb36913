import '@skerry/tokens/tokens.css';
import '@skerry/tokens/fonts.css';
import './preview.css';
import { themes } from '@skerry/tokens';
import type { Preview } from '@storybook/web-components-vite';

/** `high-contrast` → `High contrast`. */
const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' ');

export const directions = [
  { value: 'ltr', title: 'Left to right' },
  { value: 'rtl', title: 'Right to left' },
] as const;

/**
 * Every story: the tokens and their font loaded, the theme and text direction chosen in the
 * toolbar set on the document as the site sets them, and the accessibility panel checking the
 * WCAG 2.2 AA rules the site's tests check.
 */
const preview: Preview = {
  // A docs page for every component: its description, its argument table and every story.
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Skerry theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themes.map((theme) => ({ value: theme, title: label(theme) })),
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: [...directions], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: themes[0], direction: directions[0].value },
  decorators: [
    (story, { globals }) => {
      const root = document.documentElement;
      root.setAttribute('data-sk-theme', String(globals.theme ?? themes[0]));
      root.dir = String(globals.direction ?? directions[0].value);
      return story();
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: {
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
  },
};

export default preview;
