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
  if (options.llmsTxt || options.mdFiles) {
    for await (const page of ctx.pages()) {
      if (!wanted(page)) continue;
      if (options.mdFiles) await ctx.emit(markdownFile(page.routePath), await markdown(page));
      const local = page.lang === config.lang ? page.routePath : page.routePath.slice(page.lang.length + 1) || '/';
      // The notes are what the author wrote: a description drawn from the page's text may hold what <llm-exclude> keeps from models.
      if (options.llmsTxt) links.get(page.lang)?.set(local, { title: page.title, url: pageLink(page), description: page.frontmatter.description ?? '' });
    }
  }

  for (const lang of ctx.langs) {
    if (options.llmsTxt) {
      const locale = config.locales.find((l) => l.lang === lang);
      const header = { title: locale?.title ?? config.title, description: locale?.description ?? config.description };
      const sections = llmsSections(languageTheme(config, lang).sidebar, links.get(lang)!, restSectionTitles(lang));
      await ctx.emit(`${dirOf(lang)}llms.txt`, formatLlmsTxt(header, sections));
    }
    if (options.llmsFullTxt) {
      // Streamed: one page's Markdown in memory at a time, however large the site.
      await ctx.emit(
        `${dirOf(lang)}llms-full.txt`,
        (async function* () {
          for await (const page of ctx.pages()) {
            if (page.lang === lang && wanted(page)) yield `---\nurl: ${pageLink(page)}\n---\n\n${await markdown(page)}\n`;
          }
        })(),
      );
    }
  }
}
