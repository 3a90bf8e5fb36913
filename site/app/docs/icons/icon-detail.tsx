import { loadIcon } from '@skerry/icons';
import { useContext, useEffect, useId, useRef, useState } from 'react';
import { DocElementError } from '../shared/element-error.ts';
import { useCopy } from '../shared/use-copy.ts';
import { type IconRecord, type IconSize, iconCategories, iconSizes } from './icon-data.ts';
import { IconExplorerContext } from './icon-explorer-context.ts';
import { iconNamed, iconSize } from './icon-props.ts';
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
 * One icon: its name, category and keywords, snippets to copy, and the SVG to download. Opened
 * from a set (`onClose` given), its heading takes focus so a keyboard user lands on it, and
 * Close goes back to the set; shown on its own in a page, it does neither.
 */
export function IconDetailCard({
  icon,
  size,
  onClose,
  level = 2,
}: {
  icon: IconRecord;
  size: string;
  onClose?: () => void;
  level?: 2 | 3;
}) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${level}` as const;
  const [svg, setSvg] = useState<string>();
  const { message, copy } = useCopy();

  const opened = onClose !== undefined;
  useEffect(() => {
    if (opened) heading.current?.focus();
    let current = true;
    setSvg(undefined);
    void loadIcon(icon.name).then((markup) => {
      if (current) setSvg(markup);
    });
    return () => {
      current = false;
    };
  }, [icon.name, opened]);

  return (
    <section className="sk-icons__detail" aria-labelledby={titleId}>
      <Heading id={titleId} ref={heading} tabIndex={opened ? -1 : undefined}>
        {icon.name}
      </Heading>
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
          <span className="sk-button sk-icons__preparing">Preparing the SVG…</span>
        )}
        {onClose && (
          <button type="button" className="sk-button" onClick={onClose}>
            Close<span className="sk-visually-hidden"> the details of {icon.name}</span>
          </button>
        )}
      </p>
      <p className="sk-visually-hidden" role="status">
        {message}
      </p>
    </section>
  );
}

/**
 * An icon's details in MDX: `<IconDetail name="download" />` anywhere, drawn at `size` (default
 * `x-large`). Inside an `<IconExplorer>` without a name, it shows the icon chosen in the explorer's set.
 */
export function IconDetail({ name, size }: { name?: string; size?: IconSize }) {
  const explorer = useContext(IconExplorerContext);
  if (size !== undefined) iconSize('IconDetail', size);
  if (name === undefined) {
    if (!explorer) {
      throw new DocElementError(
        'IconDetail',
        'needs name="…" for one icon, or to be inside an <IconExplorer> to show the chosen one.',
      );
    }
    if (!explorer.selected) return null;
    return (
      <IconDetailCard
        icon={explorer.selected}
        size={iconSizes[size ?? explorer.preview.size].value}
        onClose={explorer.close}
      />
    );
  }
  const icon = iconNamed('IconDetail', name);
  return <IconDetailCard icon={icon} size={iconSizes[size ?? 'x-large'].value} level={3} />;
}
