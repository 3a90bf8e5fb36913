declare module 'virtual:skerry/config' {
  import type { ClientConfig } from './config/client-config.ts';
  const config: ClientConfig;
  export default config;
}

declare module 'virtual:skerry/nav' {
  import type { NavPage } from './content/page.ts';
  const pages: NavPage[];
  export default pages;
}
