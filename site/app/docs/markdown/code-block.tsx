import { type ComponentPropsWithoutRef, use, useRef, useState } from 'react';
import { IslandHost } from '../../islands/island-host.ts';
import { useCopy } from '../shared/use-copy.ts';

/** The highlighted HTML of the code block an island holds, as the page's HTML has it. */
function adoptedCode(host: HTMLElement | null): { __html: string } | undefined {
  const pre = host?.querySelector(':scope > .sk-code > pre');
  return pre ? { __html: pre.innerHTML } : undefined;
}

/**
 * Every code block of a page (highlighted at build time) with a copy button. The text is read
 * from the block itself, so what is copied is exactly what is shown.
 *
 * A page's browser module leaves out the HTML of a code block that is an island of its own
 * (`engine/compile/rehype-islands.ts`): the block takes it from the article it hydrates, once,
 * so that React keeps the prerendered code as it is.
 */
export function CodeBlock({ dangerouslySetInnerHTML, ...props }: ComponentPropsWithoutRef<'pre'>) {
  const pre = useRef<HTMLPreElement>(null);
  const host = use(IslandHost);
  const [adopted] = useState(() => (dangerouslySetInnerHTML ? undefined : adoptedCode(host)));
  const { message, copy } = useCopy();
  return (
    <div className="sk-code">
      <pre ref={pre} {...props} dangerouslySetInnerHTML={dangerouslySetInnerHTML ?? adopted} />
      <button
        type="button"
        className="sk-button sk-code__copy"
        data-pagefind-ignore=""
        onClick={() => copy(pre.current?.textContent ?? '', 'the code')}
      >
        Copy<span className="sk-visually-hidden"> the code</span>
      </button>
      <p className="sk-visually-hidden" role="status">
        {message}
      </p>
    </div>
  );
}
