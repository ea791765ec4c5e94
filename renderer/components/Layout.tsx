import { useCallback, useEffect, useState, type ReactNode } from 'react';
import * as overrides from 'docsite:theme';
import * as parts from 'docsite:parts';
import type { LayoutSlot } from '../../schemas/theme-components.js';
import { usePage } from '../data/page-context.js';
import { useLocalPath, useT, useThemeLocale } from '../data/site.js';
import { navAsSidebar, sidebarFor } from '../data/sidebar.js';
import { SlotsContext, themed } from '../data/slots.js';
import { globalUIComponents } from 'docsite:plugins';
import { Content } from './Content.js';
import { DocPage } from './DocPage.js';
import { Footer } from './Footer.js';
import { HomePage } from './HomePage.js';
import { LangNotice } from './LangNotice.js';
import { Navbar } from './Navbar.js';
import { NotFound } from './NotFound.js';
import { Sidebar } from './Sidebar.js';

/** Content for fixed places of the frame, each shown on the pages that have that place. */
export interface LayoutProps {
  /** Above the navbar. */
  beforeNav?: ReactNode;
  /** Below the navbar, above the sidebar and the content. */
  afterNav?: ReactNode;
  /** At the top of the sidebar, above its links. */
  beforeSidebar?: ReactNode;
  /** At the bottom of the sidebar, below its links. */
  afterSidebar?: ReactNode;
  /** In a doc page's article, above the title. */
  beforeDocContent?: ReactNode;
  /** In a doc page's article, below the body and above the doc footer. */
  afterDocContent?: ReactNode;
  /** Right above the doc footer (edit link, last update, previous and next). */
  beforeDocFooter?: ReactNode;
  /** In a doc page's aside, above the outline. */
  beforeOutline?: ReactNode;
  /** In a doc page's aside, below the outline. */
  afterOutline?: ReactNode;
  /** On the home page, above the hero. */
  beforeHero?: ReactNode;
  /** On the home page, between the hero and the features. */
  afterHero?: ReactNode;
  /** At the very end of every page, below the footer. */
  bottom?: ReactNode;
}

// The slots are listed once more, for the docs (schemas/theme-components.ts): this stops compiling when the two lists differ.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type SlotsListed = Assert<Same<keyof LayoutProps, LayoutSlot>>;

/**
 * The frame around a page, chosen by its `pageType`: home, doc (default),
 * doc-wide (a doc page without sidebar and outline), custom and 404 (body with
 * navbar) or blank. Each part is the site's replacement when its theme module
 * exports one (`docsite:theme`), else the theme's own.
 */
export function Layout(slots: LayoutProps) {
  const data = usePage();
  const local = useLocalPath();
  const { sidebar, nav } = useThemeLocale();
  const t = useT();
  const [drawer, setDrawer] = useState(false);
  const close = useCallback(() => setDrawer(false), []);
  useEffect(close, [local, close]);
  const fm = data?.page.frontmatter;
  const pageType = data ? (fm?.pageType ?? 'doc') : 'notFound';
  if (pageType === 'blank') {
    return (
      <>
        <Content body={data!.body} />
        <PluginComponents />
        {themed && slots.bottom}
      </>
    );
  }
  const items = pageType === 'doc' && fm?.sidebar !== false ? sidebarFor(sidebar, local) : [];
  const navbar = fm?.navbar !== false;
  // On narrow screens the navbar's entries move into the drawer, so it opens on every page that has a navbar.
  const drawerItems = navbar ? navAsSidebar(nav) : [];
  const TheBanner = overrides.Banner ?? parts.Banner;
  const TheNavbar = overrides.Navbar ?? Navbar;
  const TheSidebar = overrides.Sidebar ?? Sidebar;
  const TheNotFound = overrides.NotFound ?? NotFound;
  const TheDocPage = overrides.DocPage ?? DocPage;
  const TheFooter = overrides.Footer ?? Footer;
  const TheVersionNotice = parts.VersionNotice && (overrides.VersionNotice ?? parts.VersionNotice);
  const frame = (
    <div className={fm?.pageClass ? `docsite-layout ${fm.pageClass}` : 'docsite-layout'} data-page-type={pageType}>
      {TheBanner && <TheBanner />}
      {themed && navbar && slots.beforeNav}
      {navbar && <TheNavbar onMenu={items.length > 0 || drawerItems.length > 0 ? () => setDrawer(true) : undefined} />}
      {themed && navbar && slots.afterNav}
      <div className="docsite-body">
        {(items.length > 0 || drawerItems.length > 0) && <TheSidebar items={items} nav={drawerItems} open={drawer} onClose={close} />}
        <main id="docsite-main" className="docsite-main">
          {TheVersionNotice && <TheVersionNotice />}
          <LangNotice />
          {(fm?.draft || fm?.unlisted) && (
            <p className="docsite-lang-notice" role="note">
              {t(fm.draft ? 'page.draft' : 'page.unlisted')}
            </p>
          )}
          {pageType === 'notFound' && <TheNotFound />}
          {pageType === 'home' && <HomePage data={data!} />}
          {(pageType === 'doc' || pageType === 'doc-wide') && <TheDocPage data={data!} />}
          {(pageType === 'custom' || pageType === '404') && (
            <div className="docsite-prose docsite-custom">
              <Content body={data!.body} />
            </div>
          )}
        </main>
      </div>
      {fm?.footer !== false && <TheFooter />}
      <PluginComponents />
      {themed && slots.bottom}
    </div>
  );
  return themed ? <SlotsContext.Provider value={slots}>{frame}</SlotsContext.Provider> : frame;
}

/** The plugins' `globalUIComponents`, on every page, in plugin order. */
function PluginComponents() {
  return globalUIComponents.map(([Component, props], i) => <Component key={i} {...props} />);
}
