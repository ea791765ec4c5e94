import { useCallback, useEffect, useState } from 'react';
import type { PageData } from '../../schemas/page-data.js';
import { useLocalPath, useThemeLocale } from '../data/site.js';
import { navAsSidebar, sidebarFor } from '../data/sidebar.js';
import { globalUIComponents } from 'docsite:plugins';
import { Banner } from './Banner.js';
import { Content } from './Content.js';
import { DocPage } from './DocPage.js';
import { Footer } from './Footer.js';
import { HomePage } from './HomePage.js';
import { LangNotice } from './LangNotice.js';
import { Navbar } from './Navbar.js';
import { NotFound } from './NotFound.js';
import { Sidebar } from './Sidebar.js';

/**
 * The frame around a page, chosen by its `pageType`: home, doc (default),
 * doc-wide (a doc page without sidebar and outline), custom and 404 (body with
 * navbar) or blank.
 */
export function Layout({ data }: { data: PageData | null }) {
  const local = useLocalPath();
  const { sidebar, nav } = useThemeLocale();
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
      </>
    );
  }
  const items = pageType === 'doc' && fm?.sidebar !== false ? sidebarFor(sidebar, local) : [];
  const navbar = fm?.navbar !== false;
  // On narrow screens the navbar's entries move into the drawer, so it opens on every page that has a navbar.
  const drawerItems = navbar ? navAsSidebar(nav) : [];
  return (
    <div className="docsite-layout" data-page-type={pageType}>
      <Banner />
      {navbar && <Navbar onMenu={items.length > 0 || drawerItems.length > 0 ? () => setDrawer(true) : undefined} />}
      <div className="docsite-body">
        {(items.length > 0 || drawerItems.length > 0) && <Sidebar items={items} nav={drawerItems} open={drawer} onClose={close} />}
        <main id="docsite-main" className="docsite-main">
          <LangNotice />
          {pageType === 'notFound' && <NotFound />}
          {pageType === 'home' && <HomePage data={data!} />}
          {(pageType === 'doc' || pageType === 'doc-wide') && <DocPage data={data!} />}
          {(pageType === 'custom' || pageType === '404') && (
            <div className="docsite-prose docsite-custom">
              <Content body={data!.body} />
            </div>
          )}
        </main>
      </div>
      {fm?.footer !== false && <Footer />}
      <PluginComponents />
    </div>
  );
}

/** The plugins' `globalUIComponents`, on every page, in plugin order. */
function PluginComponents() {
  return globalUIComponents.map(([Component, props], i) => <Component key={i} {...props} />);
}
