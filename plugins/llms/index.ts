import picomatch from 'picomatch';
import { languageTheme } from '../../schemas/language-theme.js';
import { formatPath, parseWithSchema } from '../../schemas/parse.js';
import { absoluteUrl, definePlugin, type AfterBuildContext, type BuiltPage, type DocsitePlugin, type PluginPage } from '../../schemas/plugin.js';
import { encodePath } from '../../schemas/site-paths.js';
import { formatLlmsTxt, llmsSections, restSectionTitles, type LlmsLink } from './llms-txt.js';
import { pageMarkdown } from './markdown.js';
import { optionsSchema, type LlmsOptions, type ResolvedLlmsOptions } from './options.js';
import { markdownFile } from './paths.js';

export type { LlmsOptions } from './options.js';

/**
 * Files for language models: `llms.txt` (llmstxt.org) and `llms-full.txt`
 * per language, each page's Markdown beside its HTML, and a "Copy page as
 * Markdown" button on doc pages. `<llm-only>` content is left out of the web
 * page and `<llm-exclude>` content out of the Markdown.
 */
export function pluginLlms(options: LlmsOptions = {}): DocsitePlugin {
  const parsed = parseWithSchema(optionsSchema, options);
  if (!parsed.ok) throw new Error(`[llms] invalid options: ${parsed.problems.map((p) => `${formatPath(p.path)}: ${p.message}`).join('; ')}`);
  const resolved = parsed.data;
  const { copyButton, exclude } = resolved;
  const button = copyButton !== false && resolved.mdFiles;
  const matches = exclude.length > 0 ? picomatch(exclude, { dot: true }) : () => false;
  const excluded = (routePath: string) => exclude.includes(routePath) || matches(routePath);
  return definePlugin({
    name: 'llms',
    pageHooksKey: JSON.stringify(exclude),
    markdown: { remarkPlugins: ['docsite/plugins/llms/remark'] },
    ...(button && {
      globalUIComponents: [['docsite/plugins/llms/client', copyButton === true ? {} : { texts: copyButton.texts }]],
      globalStyles: 'docsite/plugins/llms/client.css',
    }),
    // An excluded page has no .md file: its data tells the button to stay away.
    ...(button && exclude.length > 0 && { extendPageData: (page: PluginPage) => (excluded(page.routePath) ? { excluded: true } : undefined) }),
    afterBuild: (ctx) => writeLlmsFiles(ctx, resolved, excluded),
  });
}

async function writeLlmsFiles(ctx: AfterBuildContext, options: ResolvedLlmsOptions, excluded: (routePath: string) => boolean): Promise<void> {
  const { config } = ctx;
  if (options.siteUrl) {
    // The site's pages are served below its base: a siteUrl without it would give links that are not the site's.
    const site = new URL(options.siteUrl);
    if (!site.pathname.replace(/\/?$/, '/').endsWith(config.base)) {
      throw new Error(`siteUrl ${options.siteUrl} does not end with the config's base ${config.base}, so no link would be right; write the URL the site's home page is served at, such as ${new URL(config.base, site.origin).href}`);
    }
  }
  // Readers of llms.txt want the current docs: an older version's pages are left out.
  const wanted = (page: BuiltPage) => page.version === config.multiVersion.default && page.frontmatter.pageType !== '404' && !excluded(page.routePath);
  const link = (url: string) => (options.siteUrl ? absoluteUrl(options.siteUrl, config.base, url) : url);
  // What llms.txt and llms-full.txt link to: the page's Markdown when it is written, else the page.
  const pageLink = (page: BuiltPage) => link(options.mdFiles ? `${config.base}${encodePath(markdownFile(page.routePath))}` : page.url);
  const markdown = async (page: BuiltPage) => pageMarkdown(await page.markdown(), page.title);
  const dirOf = (lang: string) => (lang === config.lang ? '' : `${lang}/`);

  // One line per page for llms.txt, by language and by route within it: the sections are known only once every page is.
  const links = new Map<string, Map<string, LlmsLink>>(ctx.langs.map((lang) => [lang, new Map()]));
  // Each language's llms-full.txt is written as the one pass over the pages feeds it: a page's Markdown is made once.
  const feeds = new Map(options.llmsFullTxt ? ctx.langs.map((lang) => [lang, new Feed()]) : []);
  const fullWrites = Promise.all([...feeds].map(([lang, feed]) => ctx.emit(`${dirOf(lang)}llms-full.txt`, feed)));
  // A failed write stops the pass rather than leave it waiting on a reader that is gone.
  const stopped = fullWrites.then(() => new Promise<never>(() => undefined));
  stopped.catch(() => undefined);
  const decoder = new TextDecoder();
  try {
    if (options.llmsTxt || options.mdFiles || options.llmsFullTxt) {
      for await (const page of ctx.pages()) {
        if (!wanted(page)) continue;
        const feed = feeds.get(page.lang);
        let text: string | undefined;
        if (options.mdFiles) {
          const file = markdownFile(page.routePath);
          // An unchanged page's Markdown is the file the previous build wrote from the same source.
          if (!page.changed && (await ctx.keep(file))) {
            const kept = feed && (await ctx.previous(file));
            text = kept && decoder.decode(kept);
          } else await ctx.emit(file, (text = await markdown(page)));
        }
        if (feed) await Promise.race([feed.push(`---\nurl: ${pageLink(page)}\n---\n\n${text ?? (await markdown(page))}\n`), stopped]);
        const local = page.lang === config.lang ? page.routePath : page.routePath.slice(page.lang.length + 1) || '/';
        // The notes are what the author wrote: a description drawn from the page's text may hold what <llm-exclude> keeps from models.
        if (options.llmsTxt) links.get(page.lang)?.set(local, { title: page.title, url: pageLink(page), description: page.frontmatter.description ?? '' });
      }
    }
  } finally {
    for (const feed of feeds.values()) feed.close();
  }
  await fullWrites;

  if (options.llmsTxt) {
    for (const lang of ctx.langs) {
      const locale = config.locales.find((l) => l.lang === lang);
      const header = { title: locale?.title ?? config.title, description: locale?.description ?? config.description };
      const sections = llmsSections(languageTheme(config, lang).sidebar, links.get(lang)!, restSectionTitles(lang));
      await ctx.emit(`${dirOf(lang)}llms.txt`, formatLlmsTxt(header, sections));
    }
  }
}

/** Chunks handed from a loop to a file being written: a few at a time, `push` waiting while the writer is behind. */
class Feed implements AsyncIterable<string> {
  private readonly chunks: string[] = [];
  private closed = false;
  private wakeReader: (() => void) | undefined;
  private wakeWriter: (() => void) | undefined;

  async push(chunk: string): Promise<void> {
    this.chunks.push(chunk);
    this.wakeReader?.();
    while (this.chunks.length >= 16) await new Promise<void>((resolve) => (this.wakeWriter = resolve));
  }

  close(): void {
    this.closed = true;
    this.wakeReader?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<string> {
    for (;;) {
      const chunk = this.chunks.shift();
      if (chunk !== undefined) {
        this.wakeWriter?.();
        yield chunk;
      } else if (this.closed) return;
      else await new Promise<void>((resolve) => (this.wakeReader = resolve));
    }
  }
}