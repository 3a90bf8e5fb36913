import type { ReactNode } from 'react';
import { requiredText } from '../shared/element-error.ts';

type Verdict = 'do' | 'dont';

const labels: Record<Verdict, string> = { do: 'Do', dont: 'Don’t' };

/** A tick or a cross beside the label; decoration only, the label's words carry the meaning. */
function Mark({ verdict }: { verdict: Verdict }) {
  return (
    <svg className="sk-dodont__mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={verdict === 'do' ? 'M3 8.5l3.5 3.5L13 4.5' : 'M4 4l8 8M12 4l-8 8'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Example({
  verdict,
  caption,
  children,
}: {
  verdict: Verdict;
  caption: unknown;
  children?: ReactNode;
}) {
  const text = requiredText(verdict === 'do' ? 'Do' : 'Dont', 'caption', caption);
  return (
    <figure className="sk-dodont__item" data-verdict={verdict}>
      {children !== undefined && <div className="sk-dodont__example">{children}</div>}
      <figcaption className="sk-dodont__caption">
        <span className="sk-dodont__label">
          <Mark verdict={verdict} />
          {labels[verdict]}
          {/* The label and caption are laid out apart; read aloud they are one phrase. */}
          <span className="sk-visually-hidden">:</span>
        </span>
        <span>{text}</span>
      </figcaption>
    </figure>
  );
}

/** A recommended example; `caption` says what to do and why, and is required. */
export function Do({ caption, children }: { caption: string; children?: ReactNode }) {
  return (
    <Example verdict="do" caption={caption}>
      {children}
    </Example>
  );
}

/** An example to avoid; `caption` says what goes wrong, and is required. */
export function Dont({ caption, children }: { caption: string; children?: ReactNode }) {
  return (
    <Example verdict="dont" caption={caption}>
      {children}
    </Example>
  );
}

/**
 * Do and don't examples side by side, stacking on narrow screens. Each carries the word "Do" or
 * "Don't" as text, so the verdict never rests on the colour or the mark alone (WCAG 1.4.1).
 */
export function DoDont({ children }: { children: ReactNode }) {
  return <div className="sk-dodont">{children}</div>;
}
