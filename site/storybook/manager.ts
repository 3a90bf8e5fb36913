import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

/** The workbench's own name in its corner, linking back to the site it is part of. */
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Skerry workbench',
    // The site's home page: the workbench sits one folder below it.
    brandUrl: '../',
    brandTarget: '_self',
  }),
});
