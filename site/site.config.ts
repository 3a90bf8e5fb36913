/**
 * The one configuration file of the documentation site. Everything that talks to a third party is
 * off until it is configured here.
 */
import { defineSiteConfig } from './app/config/define.ts';
import { angularShowcasePath } from './app/config/angular-showcase.ts';
import { workbenchPath } from './workbench-paths.ts';

export default defineSiteConfig({
  title: 'Skerry Design System',
  description:
    'Skerry is a design system of web components, design tokens and foundations for building accessible, consistent applications.',
  themeColor: '#0065ab',
  lang: 'en-US',
  base: '/',
  productionUrl: 'https://skerry.design',
  repository: {
    url: 'https://github.com/skerry-design/skerry',
    branch: 'main',
    contentDir: 'site/content',
  },
  sidebar: {
    groups: [
      { title: 'Get Started', dir: 'get-started' },
      { title: 'Foundation', dir: 'foundation' },
      { title: 'Components', dir: 'core-components' },
      // The workbench the build puts below the site (engine/workbench/).
      { title: 'Storybook', href: `/${workbenchPath}/` },
      // The Angular showcase, built by @skerry/angular's `build:showcase`, taken into the site
      // by the post-build step (engine/postbuild/angular-showcase.ts).
      { title: 'Angular Components', href: `/${angularShowcasePath}/` },
      {
        title: 'Releases',
        dir: 'releases',
        links: [
          { title: 'Older changelogs', href: 'https://github.com/skerry-design/skerry/releases' },
        ],
      },
    ],
  },
  search: {
    synonyms: {
      dropdown: ['select'],
      picker: ['select'],
      switch: ['toggle'],
      dialog: ['modal'],
      popup: ['modal'],
      spinner: ['progress circle'],
      loader: ['progress circle'],
      loading: ['progress circle'],
      chip: ['tag'],
      pill: ['tag'],
      combobox: ['datalist'],
      autocomplete: ['datalist'],
      typeahead: ['datalist'],
      slider: ['range'],
      collapse: ['accordion'],
      expander: ['accordion'],
      disclosure: ['accordion'],
      notification: ['alert'],
      banner: ['alert'],
      upload: ['file'],
      separator: ['divider'],
      textbox: ['input'],
      'text field': ['input'],
      multiline: ['textarea'],
      counter: ['badge'],
      'date picker': ['time'],
      fieldset: ['form group'],
      'link button': ['inline button'],
    },
  },
  externalLinkLabel: '(opens new window)',
  disableScrollBehavior: false,
});
