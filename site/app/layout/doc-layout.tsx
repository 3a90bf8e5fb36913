import { useEffect, useMemo, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import config from 'virtual:skerry/config';
import { frame } from 'virtual:skerry/nav';
import { ChunkErrorNotice } from '../chunks/chunk-error-notice.tsx';
import { chunkStatus, useChunkStatus } from '../navigation/chunk-status.ts';
import { useCurrentPage } from '../content/use-page.ts';
import { SiteSearch } from '../search/site-search.tsx';
import { ThemeSwitcher } from '../theme/theme-switcher.tsx';
import { ProgressBar } from '../navigation/progress-bar.tsx';
import { useActiveHeading } from '../navigation/use-active-heading.ts';
import { useScrollManager } from '../navigation/use-scroll-manager.ts';
import { PageFooter } from './page-footer.tsx';
import { DrawerSectionLinks, SectionLinks } from './section-links.tsx';
import { Sidebar } from './sidebar.tsx';
import { withItems } from './sidebar-tree.ts';
import { NavData } from './nav-data.tsx';
import { sectionDirOf } from '../navigation/nav-sections.ts';
import { loadSection, sectionPages, useKnownPages } from '../navigation/nav-store.ts';
import { TableOfContents } from './table-of-contents.tsx';
import { useDrawer } from './use-drawer.ts';
import { useCanonicalAddress, withTrailingSlash } from './use-canonical-url.ts';
import { motionReadyAttribute } from './motion-ready.ts';
import { useMotionReady } from './use-motion-ready.ts';
import { layoutIds } from '../components/layout-ids.ts';

export default function DocLayout() {
  const location = useLocation();
  const page = useCurrentPage();
  const headers = useMemo(() => page?.headers ?? [], [page]);
  const activeSlug = useActiveHeading(useMemo(() => headers.map((h) => h.slug), [headers]));
  const drawerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawer = useDrawer(drawerRef, toggleRef);
  const motionReady = useMotionReady();
  useScrollManager(config.disableScrollBehavior);

  useEffect(() => {
    document.documentElement.dataset.drawerOpen = String(drawer.open);
  }, [drawer.open]);

  useCanonicalAddress(page?.regularPath);

  // A failure belongs to the navigation that hit it; any page that opens after it clears it.
  const chunk = useChunkStatus();
  useEffect(() => {
    chunkStatus.set({ state: 'idle' });
  }, [location.key]);
  const failed = chunk.state === 'failed' ? chunk : undefined;

  const currentPath = withTrailingSlash(location.pathname);
  // The sidebar shows the sections whose pages are at hand: the current one always (it came
  // with the page, or loads now after a history move), others as the reader opens them.
  const knownPages = useKnownPages();
  const sidebarEntries = useMemo(() => withItems(frame, knownPages), [knownPages]);
  const section = sectionDirOf(currentPath);
  useEffect(() => {
    // Only when its pages are missing: its routes load when a link to one of them is wanted.
    if (!sectionPages(section)) loadSection(section).catch(() => undefined);
  }, [section]);
  const showToc = Boolean(!failed && page && page.frontmatter.toc && headers.length > 0);
  return (
    <>
      <a className="sk-skip-link" href={`#${layoutIds.main}`}>
        Skip to content
      </a>
      <ProgressBar />
      <header className="sk-header" data-site-header>
        <button
          ref={toggleRef}
          type="button"
          className="sk-header__menu"
          aria-expanded={drawer.open}
          aria-controls={layoutIds.sidebar}
          onClick={drawer.toggle}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
          <span className="sk-visually-hidden">Menu</span>
        </button>
        <Link className="sk-header__title" to="/">
          <img src={`${config.base}favicon.svg`} alt="" width="28" height="28" />
          <span className="sk-header__name">{config.title || config.generator.name}</span>
        </Link>
        <SectionLinks entries={sidebarEntries} currentPath={currentPath} />
        <SiteSearch />
        <ThemeSwitcher />
      </header>
      <div className="sk-shell">
        <nav
          ref={drawerRef}
          id={layoutIds.sidebar}
          className="sk-sidebar"
          aria-label="Documentation"
          data-open={drawer.open}
        >
          <DrawerSectionLinks entries={sidebarEntries} currentPath={currentPath} />
          <Sidebar
            entries={sidebarEntries}
            currentPath={currentPath}
            headers={headers}
            activeSlug={activeSlug}
          />
          <NavData dir={section} />
        </nav>
        {drawer.open && (
          <div className="sk-backdrop" aria-hidden="true" onClick={() => drawer.setOpen(false)} />
        )}
        <main
          id={layoutIds.main}
          className="sk-main"
          {...{ [motionReadyAttribute]: motionReady ? '' : undefined }}
          inert={drawer.open}
          tabIndex={-1}
        >
          <article className="sk-content" {...(page ? { 'data-pagefind-body': '' } : {})}>
            {failed ? (
              <ChunkErrorNotice chunk={failed.chunk} href={failed.href} onRetry={failed.retry} />
            ) : (
              <>
                <Outlet />
                {page && <PageFooter page={page} />}
              </>
            )}
          </article>
          {/* Not an aside: the table of contents inside is a named navigation landmark, and an
              unnamed complementary one around it would only add a nameless region. */}
          {showToc && (
            <div className="sk-aside">
              <TableOfContents
                headers={headers}
                activeSlug={activeSlug}
                currentPath={currentPath}
              />
            </div>
          )}
        </main>
      </div>
    </>
  );
}
