import { useCallback, useContext, useMemo, useRef, useState } from 'react';
import { DocElementError } from '../shared/element-error.ts';
import { type IconRecord, findIcon, iconSizes, icons } from './icon-data.ts';
import { IconDetailCard } from './icon-detail.tsx';
import { IconExplorerContext } from './icon-explorer-context.ts';
import { IconGrid, focusIcon } from './icon-grid.tsx';
import { iconCategory, iconNamed } from './icon-props.ts';

/** The icons an MDX author listed by name (space or comma separated) or by category. */
function chosenIcons(names: string | undefined, category: string | undefined): IconRecord[] {
  if (names !== undefined && category !== undefined) {
    throw new DocElementError('IconSet', 'takes names or a category, not both.');
  }
  if (category !== undefined) {
    iconCategory('IconSet', category);
    return icons.filter((icon) => icon.category === category);
  }
  if (names === undefined) return [...icons];
  const list = names.split(/[\s,]+/).filter(Boolean);
  if (list.length === 0) throw new DocElementError('IconSet', 'names must list at least one icon.');
  return list.map((name) => iconNamed('IconSet', name));
}

/** A set of its own: chosen icons, one of them opened at a time in a detail above the set. */
function StandaloneIconSet({ names, category }: { names?: string; category?: string }) {
  const shown = useMemo(() => chosenIcons(names, category), [names, category]);
  const visible = useMemo(() => new Set(shown.map((icon) => icon.name)), [shown]);
  const [selected, setSelected] = useState<string>();
  const root = useRef<HTMLDivElement>(null);
  const choose = useCallback((name: string) => setSelected(name), []);
  const icon = selected ? findIcon(selected) : undefined;
  const close = () => {
    setSelected(undefined);
    focusIcon(root.current, selected);
  };
  return (
    <div ref={root} className="sk-icons">
      {icon && (
        <IconDetailCard icon={icon} size={iconSizes.large.value} onClose={close} level={3} />
      )}
      <IconGrid
        icons={shown}
        visible={visible}
        size={iconSizes.large.value}
        selected={selected}
        onSelect={choose}
      />
    </div>
  );
}

/**
 * Icons to choose from, each opening its details. Inside an `<IconExplorer>` without attributes
 * it is the explorer's set: every icon, filtered by its search. Anywhere else, or given `names`
 * (`names="download upload"`) or a `category`, it shows those icons on its own.
 */
export function IconSet({ names, category }: { names?: string; category?: string }) {
  const explorer = useContext(IconExplorerContext);
  if (!explorer || names !== undefined || category !== undefined) {
    return <StandaloneIconSet names={names} category={category} />;
  }
  return (
    <>
      <p className="sk-icons__count" role="status">
        {explorer.announcement}
      </p>
      <IconGrid
        icons={icons}
        visible={explorer.visible}
        size={iconSizes[explorer.preview.size].value}
        selected={explorer.selected?.name}
        onSelect={explorer.choose}
      />
    </>
  );
}
