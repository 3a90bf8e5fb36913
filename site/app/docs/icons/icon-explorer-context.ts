import { createContext, useContext } from 'react';
import { DocElementError } from '../shared/element-error.ts';
import type { IconPreview, IconRecord } from './icon-data.ts';

/** What an `<IconExplorer>` shares with the icon views inside it. */
export interface IconExplorerState {
  query: string;
  setQuery: (query: string) => void;
  category: string;
  setCategory: (category: string) => void;
  preview: IconPreview;
  setPreview: (preview: IconPreview) => void;
  /** The names the search and category let through. */
  visible: ReadonlySet<string>;
  /** How many match, said a moment after typing stops. */
  announcement: string;
  selected: IconRecord | undefined;
  choose: (name: string | undefined) => void;
  close: () => void;
}

export const IconExplorerContext = createContext<IconExplorerState | null>(null);

/** The explorer around an element that only works inside one; the build stops otherwise. */
export function useIconExplorer(element: string): IconExplorerState {
  const state = useContext(IconExplorerContext);
  if (!state) {
    throw new DocElementError(
      element,
      'works on the icons of an <IconExplorer>: place it inside one, with an <IconSet />.',
    );
  }
  return state;
}
