import { type ComponentPropsWithoutRef, createContext, useContext, useId } from 'react';
import { ScrollRegion } from '../scroll-region/scroll-region.tsx';

/** The id a table's head takes, so that the region around the table can be named by it. */
const HeadId = createContext<string | undefined>(undefined);

/**
 * Every Markdown table of a page (written, or generated at build time) in a region of its own
 * that scrolls sideways when the table is wider than the page, which a keyboard can reach. A
 * Markdown table has no caption, so the region is named by the table's column headings.
 */
export function ContentTable(props: ComponentPropsWithoutRef<'table'>) {
  const headId = useId();
  return (
    <HeadId.Provider value={headId}>
      <ScrollRegion labelledBy={headId} className="sk-content-table">
        <table {...props} />
      </ScrollRegion>
    </HeadId.Provider>
  );
}

/** A Markdown table's head row, which names the table's region (`ContentTable`). */
export function ContentTableHead(props: ComponentPropsWithoutRef<'thead'>) {
  return <thead id={useContext(HeadId)} {...props} />;
}
