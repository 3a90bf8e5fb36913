import { type ComponentPropsWithoutRef, useRef } from 'react';
import { useCopy } from '../shared/use-copy.ts';

/**
 * Every code block of a page (highlighted at build time) with a copy button. The text is read
 * from the block itself, so what is copied is exactly what is shown.
 */
export function CodeBlock(props: ComponentPropsWithoutRef<'pre'>) {
  const pre = useRef<HTMLPreElement>(null);
  const { message, copy } = useCopy();
  return (
    <div className="sk-code">
      <pre ref={pre} {...props} />
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
