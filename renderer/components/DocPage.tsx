import * as overrides from 'docsite:theme';
import * as parts from 'docsite:parts';
import type { PageData } from '../../schemas/page-data.js';
import type { BodyNode } from '../../schemas/page-body.js';
import { themed, useSlots } from '../data/slots.js';
import { Content } from './Content.js';
import { DocFooter } from './DocFooter.js';
import { Outline } from './Outline.js';
import { PageBanner } from './PageBanner.js';

/** A doc page: body, outline (not on a `doc-wide` page), and the footer with edit link, last update and previous/next. */
export function DocPage({ data }: { data: PageData }) {
  const { page } = data;
  const fm = page.frontmatter;
  const body = data.body;
  const nodes = (body.c as BodyNode[] | undefined) ?? [];
  const h1At = nodes.findIndex((node) => typeof node !== 'string' && node.t === 'h1');
  const hasH1 = h1At !== -1 || nodes.some((node) => typeof node !== 'string' && node.t === 'docsite-module' && node.p?.h1 === true);
  const showOutline = fm.outline !== false && fm.pageType !== 'doc-wide' && !data.overview;
  const slots = useSlots();
  const TheOutline = overrides.Outline ?? Outline;
  const TheDocFooter = overrides.DocFooter ?? DocFooter;
  return (
    <div className="docsite-doc" data-overview={data.overview ? '' : undefined}>
      <article className="docsite-doc-content docsite-prose">
        {themed && slots.beforeDocContent}
        <PageBanner banner={fm.banner} />
        {!hasH1 && !fm.hide_title && <h1>{page.title}</h1>}
        {h1At === -1 ? (
          <>
            {/* A compiled page's h1 is inside its module: the row goes beside it (floated) rather than under it. */}
            <DocActions beside={hasH1} />
            <Content body={body} />
          </>
        ) : (
          <>
            <Content body={{ t: '', c: nodes.slice(0, h1At + 1) }} />
            <DocActions beside={false} />
            <Content body={{ t: '', c: nodes.slice(h1At + 1) }} />
          </>
        )}
        {data.overview && parts.OverviewGroups && <parts.OverviewGroups groups={data.overview} />}
        {themed && slots.afterDocContent}
        {themed && slots.beforeDocFooter}
        <TheDocFooter data={data} />
      </article>
      {showOutline && (
        <div className="docsite-doc-aside">
          {themed && slots.beforeOutline}
          <TheOutline toc={page.toc} />
          {themed && slots.afterOutline}
        </div>
      )}
    </div>
  );
}

/** The row of page actions under the title: empty here; plugins fill it after hydration (the llms plugin's Copy button). */
function DocActions({ beside }: { beside: boolean }) {
  return <div className="docsite-doc-actions" data-beside-title={beside ? '' : undefined} />;
}
