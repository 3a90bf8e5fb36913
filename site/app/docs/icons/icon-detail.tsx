import { loadIcon } from '@skerry/icons';
import { useEffect, useRef, useState } from 'react';
import { useCopy } from '../use-copy.ts';
import { type IconRecord, iconCategories } from './icon-data.ts';
import { IconGlyph } from './icon-glyph.tsx';

/** Ways to use the icon: the sk-icon element, the sprite, or the icon's own module. */
function snippets(name: string) {
  return [
    {
      label: 'sk-icon',
      code: `<!-- once: import '@skerry/components/icon.js'; -->\n<sk-icon name="${name}"></sk-icon>`,
    },
    {
      label: 'HTML (sprite)',
      code: `<!-- sprite.svg: copy @skerry/icons/sprite.svg to where your app serves files -->\n<svg width="24" height="24" aria-hidden="true">\n  <use href="sprite.svg#sk-icon-${name}"></use>\n</svg>`,
    },
    {
      label: 'JavaScript',
      code: `import ${camel(name)} from '@skerry/icons/icons/${name}.js';\n\nbutton.insertAdjacentHTML('afterbegin', ${camel(name)});`,
    },
    {
      label: 'React',
      code: `import ${camel(name)} from '@skerry/icons/icons/${name}.js';\n\nexport function ${pascal(name)}Icon() {\n  return <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: ${camel(name)} }} />;\n}`,
    },
  ];
}

function pascal(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

function camel(name: string): string {
  const p = pascal(name);
  return /^[0-9]/.test(p) ? `icon${p}` : `${p[0]!.toLowerCase()}${p.slice(1)}Icon`;
}

/**
 * One icon: its name, category and keywords, snippets to copy, and the SVG to download. The
 * heading takes focus when it opens, so a keyboard user lands on it; Close goes back to the set.
 */
export function IconDetail({
  icon,
  size,
  onClose,
}: {
  icon: IconRecord;
  size: string;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [svg, setSvg] = useState<string>();
  const { message, copy } = useCopy();

  useEffect(() => {
    heading.current?.focus();
    let current = true;
    setSvg(undefined);
    void loadIcon(icon.name).then((markup) => {
      if (current) setSvg(markup);
    });
    return () => {
      current = false;
    };
  }, [icon.name]);

  return (
    <section className="sk-icons__detail" aria-labelledby="icon-detail-title">
      <h2 id="icon-detail-title" ref={heading} tabIndex={-1}>
        {icon.name}
      </h2>
      <div className="sk-icons__detail-preview">
        <IconGlyph name={icon.name} size={size} />
      </div>
      <dl className="sk-icons__facts">
        <dt>Category</dt>
        <dd>{iconCategories[icon.category] ?? icon.category}</dd>
        <dt>Keywords</dt>
        <dd>{icon.keywords.join(', ')}</dd>
      </dl>
      {snippets(icon.name).map((snippet) => (
        <div key={snippet.label} className="sk-code">
          {/* Wrapped rather than scrolled, so nothing is out of keyboard reach. */}
          <pre className="sk-icons__snippet">
            <code>{snippet.code}</code>
          </pre>
          <button
            type="button"
            className="sk-button sk-code__copy"
            onClick={() => copy(snippet.code, `the ${snippet.label} code`)}
          >
            Copy<span className="sk-visually-hidden"> the {snippet.label} code</span>
          </button>
        </div>
      ))}
      <p className="sk-icons__actions">
        {svg ? (
          <a
            className="sk-button"
            href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            download={`${icon.name}.svg`}
          >
            Download {icon.name}.svg
          </a>
        ) : (
          <span>Preparing the SVG…</span>
        )}
        <button type="button" className="sk-button" onClick={onClose}>
          Close<span className="sk-visually-hidden"> the details of {icon.name}</span>
        </button>
      </p>
      <p className="sk-visually-hidden" role="status">
        {message}
      </p>
    </section>
  );
}
