import type { DemoVariant } from './demo-variant.ts';

/** One framework's highlighted source in a demo's tab, with its copy button. */
export function DemoCode({
  variant,
  copy,
}: {
  variant: DemoVariant;
  copy: (text: string, label: string) => void;
}) {
  return (
    <div className="sk-demo__code">
      <div dangerouslySetInnerHTML={{ __html: variant.html }} />
      <button
        type="button"
        className="sk-button sk-demo__copy"
        data-pagefind-ignore=""
        onClick={() => copy(variant.code, `the ${variant.label} code`)}
      >
        Copy<span className="sk-visually-hidden"> the {variant.label} code</span>
      </button>
    </div>
  );
}
