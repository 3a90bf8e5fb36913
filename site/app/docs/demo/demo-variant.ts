/** One framework's version of the example, highlighted at build time (`demo.server.ts`). */
export interface DemoVariant {
  id: string;
  label: string;
  lang: string;
  code: string;
  html: string;
}
