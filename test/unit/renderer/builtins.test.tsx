import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '../../../schemas/page-data.js';
import type { TocEntry } from '../../../schemas/toc.js';
import { isImageSource } from '../../../renderer/components/builtin/Card.js';
import { packageManagerCommands, type PackageManagerCommand } from '../../../renderer/components/builtin/package-managers.js';
import { sourceHost } from '../../../renderer/components/builtin/SourceCode.js';
import { tabsStorageKey } from '../../../renderer/components/builtin/tab-choice.js';
import { nextIndex, selectedIndex, tabItems } from '../../../renderer/components/builtin/tabs-model.js';
import { tocTree } from '../../../renderer/components/builtin/Toc.js';
import { Content } from '../../../renderer/components/Content.js';
import { PageContext } from '../../../renderer/data/page-context.js';
import { loadTheme, usesTheme } from '../../../renderer/data/theme-components.js';
import { SiteProvider } from '../../../renderer/data/site.js';
import { loadMessages } from '../../../renderer/i18n/index.js';
import { Badge, Card, Icon, LinkButton, LinkCard, PackageManagerTabs, SourceCode, Steps, Tab, Tabs, Toc, type TabProps } from '../../../renderer/theme.js';
import { THEME_ICON_NAMES, themeIcon } from '../../../schemas/theme-icons.js';

// As the browser's app does before it renders a page of these languages.
beforeAll(() => Promise.all([loadMessages('en'), loadMessages('zh')]));

/** Pre-render `node` as the build does, on the page at `routePath` (the test site: en + zh, base `/`, no clean URLs). */
function render(node: ReactNode, { routePath = '/guide/start', page = null }: { routePath?: string; page?: PageData | null } = {}): string {
  return renderToString(
    <StaticRouter location={routePath}>
      <SiteProvider routePath={routePath}>
        <PageContext.Provider value={page}>{node}</PageContext.Provider>
      </SiteProvider>
    </StaticRouter>,
  );
}

type Tag = { name: string; attrs: Record<string, string> };

/** Every start tag of `html` with its attributes (React escapes `"` and `>` inside values, so this reading is exact). */
function tags(html: string, filter: (tag: Tag) => boolean = () => true): Tag[] {
  return [...html.matchAll(/<([a-z][\w-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g)]
    .map(([, name, attrs]) => ({ name: name!, attrs: Object.fromEntries([...attrs!.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)].map(([, key, value]) => [key!, value ?? ''])) }))
    .filter(filter);
}

const withRole = (role: string) => (tag: Tag) => tag.attrs.role === role;

/** Text of the HTML with tags removed and entities of the tests' strings decoded. */
function text(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

describe('packageManagerCommands', () => {
  const table = (command: PackageManagerCommand) => packageManagerCommands(command).map((entry) => `${entry.manager}: ${entry.command}`);

  it.each<[string, string[]]>([
    ['install docsite', ['npm install docsite', 'yarn add docsite', 'pnpm add docsite', 'bun add docsite']],
    ['i react react-dom', ['npm install react react-dom', 'yarn add react react-dom', 'pnpm add react react-dom', 'bun add react react-dom']],
    ['add docsite', ['npm install docsite', 'yarn add docsite', 'pnpm add docsite', 'bun add docsite']],
    ['install', ['npm install', 'yarn', 'pnpm install', 'bun install']],
    ['install --frozen-lockfile', ['npm install --frozen-lockfile', 'yarn --frozen-lockfile', 'pnpm install --frozen-lockfile', 'bun install --frozen-lockfile']],
    ['install -D typescript', ['npm install -D typescript', 'yarn add -D typescript', 'pnpm add -D typescript', 'bun add -d typescript']],
    ['install --save-dev typescript @types/node', ['npm install -D typescript @types/node', 'yarn add -D typescript @types/node', 'pnpm add -D typescript @types/node', 'bun add -d typescript @types/node']],
    ['install -g docsite', ['npm install -g docsite', 'yarn global add docsite', 'pnpm add -g docsite', 'bun add -g docsite']],
    ['uninstall docsite', ['npm uninstall docsite', 'yarn remove docsite', 'pnpm remove docsite', 'bun remove docsite']],
    ['run build', ['npm run build', 'yarn build', 'pnpm build', 'bun run build']],
    ['run dev --port 3000', ['npm run dev -- --port 3000', 'yarn dev --port 3000', 'pnpm dev --port 3000', 'bun run dev --port 3000']],
    ['run dev -- --port 3000', ['npm run dev -- --port 3000', 'yarn dev --port 3000', 'pnpm dev --port 3000', 'bun run dev --port 3000']],
    ['create docsite@latest my-docs', ['npm create docsite@latest my-docs', 'yarn create docsite@latest my-docs', 'pnpm create docsite@latest my-docs', 'bun create docsite@latest my-docs']],
    ['exec docsite build', ['npx docsite build', 'yarn dlx docsite build', 'pnpm dlx docsite build', 'bunx docsite build']],
    ['dlx create-docsite', ['npx create-docsite', 'yarn dlx create-docsite', 'pnpm dlx create-docsite', 'bunx create-docsite']],
    ['init', ['npm init', 'yarn init', 'pnpm init', 'bun init']],
    ['test --watch', ['npm test --watch', 'yarn test --watch', 'pnpm test --watch', 'bun test --watch']],
    ['  install   docsite ', ['npm install docsite', 'yarn add docsite', 'pnpm add docsite', 'bun add docsite']],
  ])('translates `%s` for npm, yarn, pnpm and bun', (command, expected) => {
    expect(packageManagerCommands(command).map((entry) => entry.command)).toEqual(expected);
    expect(packageManagerCommands(command).map((entry) => entry.manager)).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
  });

  it('takes per-manager commands as written, only those given, in the usual order', () => {
    expect(table({ pnpm: 'pnpm add -g docsite', npm: 'npm i -g docsite' })).toEqual(['npm: npm i -g docsite', 'pnpm: pnpm add -g docsite']);
    expect(table({ bun: 'bun x', yarn: '' })).toEqual(['bun: bun x']);
  });
});

describe('tabs logic', () => {
  it('moves with the arrow keys, wrapping around, and jumps with Home and End', () => {
    expect([nextIndex('ArrowRight', 0, 3), nextIndex('ArrowRight', 2, 3)]).toEqual([1, 0]);
    expect([nextIndex('ArrowLeft', 2, 3), nextIndex('ArrowLeft', 0, 3)]).toEqual([1, 2]);
    expect([nextIndex('Home', 2, 3), nextIndex('End', 0, 3)]).toEqual([0, 2]);
    expect([nextIndex('ArrowDown', 1, 3), nextIndex('Enter', 1, 3), nextIndex('a', 1, 3)]).toEqual([undefined, undefined, undefined]);
  });

  it('shows the reader’s choice when the set has it, else the default value, else the first tab', () => {
    const items = tabItems([<Tab label="npm" />, <Tab label="yarn" />, <Tab label="pnpm" />]);
    expect(selectedIndex(items, 'pnpm', 'yarn')).toBe(2);
    expect(selectedIndex(items, 'bun', 'yarn')).toBe(1);
    expect(selectedIndex(items, undefined, 'yarn')).toBe(1);
    expect(selectedIndex(items, undefined, 'bun')).toBe(0);
    expect(selectedIndex(items, undefined, undefined)).toBe(0);
  });

  it('shows the tab marked default (Docusaurus) when there is no choice and no default value', () => {
    const items = tabItems([<Tab label="npm" />, <Tab label="yarn" default />]);
    expect(selectedIndex(items, undefined, undefined)).toBe(1);
    expect(selectedIndex(items, undefined, 'npm')).toBe(0);
    expect(selectedIndex(items, 'npm', undefined)).toBe(0);
  });

  it("labels tabs from Docusaurus's `values` list, whose labels win, matched by value; a tab it does not name follows; no other prop reaches the page", () => {
    const html = render(
      <Tabs defaultValue="orange" values={[{ label: 'Apple', value: 'apple' }, { label: 'Orange', value: 'orange' }]} {...({ queryString: 'fruit' } as object)}>
        <Tab {...({ value: 'orange' } as TabProps)} label="Orange 2">An orange</Tab>
        <Tab {...({ value: 'apple' } as TabProps)}>An apple</Tab>
        <Tab label="Pear" value="pear">A pear</Tab>
      </Tabs>,
    );
    expect([...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['Apple', 'Orange', 'Pear']);
    expect([...html.matchAll(/role="tabpanel"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['An apple', 'An orange', 'A pear']);
    expect(html).toMatch(/aria-selected="true"[^>]*>Orange</);
    expect(html).not.toContain('fruit');
  });

  it("labels Rspress's unlabelled tabs from `values` in order: `{ label }` objects or the labels themselves", () => {
    // MDX pages carry no types: Rspress's tabs come without a label.
    const unlabelled = (key: number, text: string) => (
      <Tab key={key} {...({} as TabProps)}>
        {text}
      </Tab>
    );
    const labels = (html: string) => [...html.matchAll(/role="tab"[^>]*data-value="([^"]*)"[^>]*>([^<]*)</g)].map((m) => `${m[1]}:${m[2]}`);
    const objects = render(<Tabs values={[{ label: 'npm' }, { label: 'yarn' }]}>{[unlabelled(1, 'npm create'), unlabelled(2, 'yarn create')]}</Tabs>);
    expect(labels(objects)).toEqual(['npm:npm', 'yarn:yarn']);
    expect([...objects.matchAll(/role="tabpanel"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['npm create', 'yarn create']);
    const plain = render(<Tabs values={['One', <b key="b">Two</b>]}>{[unlabelled(1, '1'), unlabelled(2, '2')]}</Tabs>);
    expect(plain).toMatch(/data-value="One"[^>]*>One</);
    expect(plain).toMatch(/data-value="1"[^>]*><b>Two<\/b></);
  });

  it('finds tabs inside arrays, fragments and paragraphs, skipping text and other elements', () => {
    const items = tabItems([
      '\n',
      <>
        <Tab label="One">1</Tab>
        {[<Tab key="a" label={<b>Two</b>}>2</Tab>, <Tab key="b" label="Three" value="third">3</Tab>]}
      </>,
      <p>not a tab</p>,
      <Tabs>
        <Tab label="Nested">a tab of another set</Tab>
      </Tabs>,
      // MDX pages carry no types: a tab may come without a label.
      <Tab {...({ value: 'four' } as TabProps)}>4</Tab>,
      <p>
        <Tab label="Five">5</Tab>
        {'\n'}
        <Tab label="Six">6</Tab>
      </p>,
    ]);
    expect(items.map((item) => [item.value, item.children])).toEqual([
      ['One', '1'],
      ['1', '2'],
      ['third', '3'],
      ['four', '4'],
      ['Five', '5'],
      ['Six', '6'],
    ]);
    expect(items[3]!.label).toBe('four');
  });

  it('keeps a group’s choice under docsite-tabs:<groupId>', () => {
    expect(tabsStorageKey('docsite-package-manager')).toBe('docsite-tabs:docsite-package-manager');
  });
});

describe('<Tabs>', () => {
  const tabs = (props: { groupId?: string; defaultValue?: string } = {}) => (
    <Tabs {...props}>
      <Tab label="macOS">Use Homebrew.</Tab>
      <Tab label="Windows">Use winget.</Tab>
      <Tab label="Linux" value="linux">Use apt.</Tab>
    </Tabs>
  );

  it('follows the WAI-ARIA tabs pattern with the first tab selected', () => {
    const html = render(tabs());
    expect(tags(html, withRole('tablist'))).toHaveLength(1);
    const tabButtons = tags(html, withRole('tab'));
    const panels = tags(html, withRole('tabpanel'));
    expect(tabButtons.map((tab) => [tab.name, tab.attrs['aria-selected'], tab.attrs.tabindex, tab.attrs['data-value']])).toEqual([
      ['button', 'true', '0', 'macOS'],
      ['button', 'false', '-1', 'Windows'],
      ['button', 'false', '-1', 'linux'],
    ]);
    expect(panels.map((panel) => 'hidden' in panel.attrs)).toEqual([false, true, true]);
    tabButtons.forEach((tab, index) => {
      expect(tab.attrs['aria-controls']).toBe(panels[index]!.attrs.id);
      expect(panels[index]!.attrs['aria-labelledby']).toBe(tab.attrs.id);
    });
    expect(text(html)).toContain('Use winget.');
  });

  it('gives every tab set on a page its own ids', () => {
    const html = render(
      <>
        {tabs()}
        {tabs()}
      </>,
    );
    const ids = tags(html).flatMap((tag) => (tag.attrs.id ? [tag.attrs.id] : []));
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it('pre-renders the default value, or the first tab when no tab has it', () => {
    const selected = (html: string) => tags(html, withRole('tab')).find((tab) => tab.attrs['aria-selected'] === 'true')?.attrs['data-value'];
    const visible = (html: string) => tags(html, withRole('tabpanel')).filter((panel) => !('hidden' in panel.attrs)).map((panel) => panel.attrs['data-value']);
    expect(selected(render(tabs({ defaultValue: 'linux' })))).toBe('linux');
    expect(visible(render(tabs({ defaultValue: 'linux' })))).toEqual(['linux']);
    expect(selected(render(tabs({ defaultValue: 'Windows', groupId: 'os' })))).toBe('Windows');
    expect(selected(render(tabs({ defaultValue: 'beos' })))).toBe('macOS');
  });

  it('names its group on the markup, and renders nothing without tabs', () => {
    expect(tags(render(tabs({ groupId: 'os' })), (tag) => tag.attrs.class === 'docsite-tabs')[0]?.attrs['data-group-id']).toBe('os');
    expect(render(<Tabs>{'\n'}</Tabs>)).toBe('');
  });

  it("takes Starlight's syncKey as its group, and a tab's icon before its label", () => {
    expect(tags(render(<Tabs syncKey="pkg"><Tab label="npm">n</Tab></Tabs>), (tag) => tag.attrs.class === 'docsite-tabs')[0]?.attrs['data-group-id']).toBe('pkg');
    const html = render(
      <Tabs>
        <Tab label="Stars" icon="star">Sirius</Tab>
        <Tab label="Moons">Io</Tab>
      </Tabs>,
    );
    expect(html).toContain(`tabindex="0" data-value="Stars">${render(<Icon name="star" />)}Stars</button>`);
    expect(text(html)).toContain('StarsMoons');
  });
});

describe('<PackageManagerTabs>', () => {
  it('shows each manager’s command in a code block with a copy button, in one site-wide group', () => {
    const html = render(<PackageManagerTabs command="install -D docsite" />);
    expect(tags(html, (tag) => tag.attrs.class === 'docsite-tabs docsite-package-manager')[0]?.attrs['data-group-id']).toBe('docsite-package-manager');
    expect(tags(html, withRole('tab')).map((tab) => tab.attrs['data-value'])).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    expect(tags(html, withRole('tablist'))[0]?.attrs['aria-label']).toBe('Package manager');
    const panels = html.split('role="tabpanel"').slice(1);
    expect(panels.map((panel) => text(panel.slice(panel.indexOf('<pre'), panel.indexOf('</pre>'))))).toEqual([
      'npm install -D docsite',
      'yarn add -D docsite',
      'pnpm add -D docsite',
      'bun add -d docsite',
    ]);
    expect(panels.every((panel) => panel.includes('class="docsite-code-copy"'))).toBe(true);
  });

  it('speaks the page’s language', () => {
    expect(tags(render(<PackageManagerTabs command="install" />, { routePath: '/zh/guide/start' }), withRole('tablist'))[0]?.attrs['aria-label']).toBe('包管理器');
  });
});

describe('<Badge>', () => {
  it('is a tip by default, coloured by its type', () => {
    expect(render(<Badge text="new" />)).toBe('<span class="docsite-badge docsite-badge-tip">new</span>');
    for (const type of ['tip', 'info', 'warning', 'danger', 'note'] as const) {
      expect(render(<Badge text="x" type={type} />)).toContain(`class="docsite-badge docsite-badge-${type}"`);
    }
    expect(render(<Badge text="x" type={'purple' as 'tip'} />)).toContain('docsite-badge-tip');
  });

  it('shows its children instead of its text', () => {
    expect(text(render(<Badge text="ignored" type="warning">beta</Badge>))).toBe('beta');
  });

  it("takes Starlight's variants in Starlight's colours: success green, note blue, caution orange, default the brand's", () => {
    const tone = (variant: string) => /docsite-badge-(\w+)/.exec(render(<Badge text="x" variant={variant} />))?.[1];
    expect(['success', 'note', 'tip', 'caution', 'danger', 'default', 'purple'].map(tone)).toEqual(['success', 'info', 'tip', 'caution', 'danger', 'default', 'tip']);
    expect(render(<Badge text="x" type="warning" variant="success" />)).toContain('class="docsite-badge docsite-badge-warning"');
  });

  it("takes Starlight's size, Rspress's outline, a class by either name and a style object", () => {
    expect(render(<Badge text="x" size="large" />)).toBe('<span class="docsite-badge docsite-badge-tip docsite-badge-large">x</span>');
    expect(render(<Badge text="x" size="medium" />)).toContain('class="docsite-badge docsite-badge-tip docsite-badge-medium"');
    expect(render(<Badge text="x" size="small" />)).toContain('class="docsite-badge docsite-badge-tip"');
    expect(render(<Badge text="x" outline />)).toContain('class="docsite-badge docsite-badge-tip docsite-badge-outline"');
    expect(render(<Badge text="x" variant="note" class="my-badge" style={{ fontStyle: 'italic' }} />)).toBe('<span class="docsite-badge docsite-badge-info my-badge" style="font-style:italic">x</span>');
    expect(render(<Badge text="x" className="mine" {...({ style: 'color: red' } as object)} />)).toBe('<span class="docsite-badge docsite-badge-tip mine">x</span>');
  });
});

describe('<Steps>', () => {
  it('wraps its content, whose h3 headings CSS numbers', () => {
    expect(
      render(
        <Steps>
          <h3 id="install">Install</h3>
          <p>Run it.</p>
        </Steps>,
      ),
    ).toBe('<div class="docsite-steps"><h3 id="install">Install</h3><p>Run it.</p></div>');
  });
});

describe('<Card>', () => {
  it('shows a title, a text icon and its body', () => {
    const html = render(<Card title="Fast" icon="⚡"><p>Builds in seconds.</p></Card>);
    expect(html).toContain('<p class="docsite-card-title"><span class="docsite-card-icon" aria-hidden="true">⚡</span><span>Fast</span></p>');
    expect(html).toContain('<div class="docsite-card-body"><p>Builds in seconds.</p></div>');
  });

  it('shows an image icon as an image', () => {
    expect(tags(render(<Card title="Logo" icon="/logo.svg" />), (tag) => tag.name === 'img')[0]?.attrs).toEqual({ src: '/logo.svg', alt: '' });
    expect([isImageSource('https://x.dev/a.png'), isImageSource('./icon.webp'), isImageSource('icons/a.svg'), isImageSource('🚀'), isImageSource('AB')]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('<Icon>', () => {
  it("draws every icon of the set by Starlight's names: outlines stroked, logos filled", () => {
    expect(THEME_ICON_NAMES.length).toBeGreaterThan(40);
    for (const name of THEME_ICON_NAMES) {
      const svg = tags(render(<Icon name={name} />), (tag) => tag.name === 'svg')[0]?.attrs;
      expect(svg, name).toMatchObject({ class: 'docsite-icon', viewBox: '0 0 24 24', width: '1em', 'aria-hidden': 'true' });
      expect(svg?.stroke, name).toBe(themeIcon(name)!.outline ? 'currentColor' : undefined);
    }
    expect(render(<Icon name="x.com" />)).toBe(render(<Icon name="x" />));
  });

  it('is decoration unless labelled, and takes a size, a colour and a class', () => {
    const svg = tags(render(<Icon name="rocket" label="Launch" size="2rem" color="red" class="big" />), (tag) => tag.name === 'svg')[0]?.attrs;
    expect(svg).toMatchObject({ class: 'docsite-icon big', style: 'color:red', width: '2rem', height: '2rem', role: 'img', 'aria-label': 'Launch' });
    expect(svg).not.toHaveProperty('aria-hidden');
  });

  it('draws nothing for a name the set lacks', () => {
    expect(render(<Icon name="astro" />)).toBe('');
    expect(themeIcon('constructor')).toBeUndefined();
  });

  it('is what Card draws for an icon name', () => {
    expect(render(<Card title="Go" icon="rocket" />)).toContain(`<span class="docsite-card-icon" aria-hidden="true">${render(<Icon name="rocket" />)}</span>`);
    expect(render(<Card title="Go" icon="seti:vite" />)).toBe('<div class="docsite-card"><p class="docsite-card-title"><span>Go</span></p></div>');
    expect(tags(render(<Card title="Logo" icon="rocket.svg" />), (tag) => tag.name === 'img')[0]?.attrs).toEqual({ src: 'rocket.svg', alt: '' });
  });
});

describe('<LinkButton>', () => {
  const anchor = (html: string) => tags(html, (tag) => tag.name === 'a')[0]?.attrs;

  it("is the theme's button for each of Starlight's variants, primary by default", () => {
    expect(anchor(render(<LinkButton href="./deploy.mdx">Deploy</LinkButton>))).toEqual({ class: 'docsite-link-button docsite-button docsite-button-brand', href: '/guide/deploy.html' });
    expect(anchor(render(<LinkButton href="/guide/a" variant="secondary">A</LinkButton>))?.class).toBe('docsite-link-button docsite-button docsite-button-alt');
    expect(anchor(render(<LinkButton href="/guide/a" variant="minimal">A</LinkButton>))?.class).toBe('docsite-link-button docsite-link-button-minimal');
    expect(anchor(render(<LinkButton href="/guide/a" variant="loud">A</LinkButton>))?.class).toBe('docsite-link-button docsite-button docsite-button-brand');
    expect(anchor(render(<LinkButton href="https://astro.build">Astro</LinkButton>))).toMatchObject({ href: 'https://astro.build', target: '_blank' });
  });

  it('puts its icon after the text, or before it', () => {
    const arrow = render(<Icon name="right-arrow" size="1.25em" />);
    expect(render(<LinkButton href="/guide/a" icon="right-arrow">Next</LinkButton>)).toContain(`<span>Next</span>${arrow}</a>`);
    expect(render(<LinkButton href="/guide/a" icon="right-arrow" iconPlacement="start">Next</LinkButton>)).toContain(`${arrow}<span>Next</span></a>`);
  });
});

describe('<LinkCard>', () => {
  const anchor = (html: string) => tags(html, (tag) => tag.name === 'a')[0]?.attrs;

  it('links a site page in the app, resolved like a Markdown link', () => {
    expect(anchor(render(<LinkCard href="/guide/config" title="Config" />))).toMatchObject({ class: 'docsite-link-card', href: '/guide/config.html' });
    expect(anchor(render(<LinkCard href="/guide/config" title="Config" />))).not.toHaveProperty('target');
    expect(anchor(render(<LinkCard href="./deploy.mdx" title="Deploy" />, { routePath: '/guide/start' }))?.href).toBe('/guide/deploy.html');
    expect(anchor(render(<LinkCard href="../api/index.md" title="API" />, { routePath: '/zh/guide/start' }))?.href).toBe('/zh/api/');
  });

  it('opens a web address in a new tab and says so', () => {
    const html = render(<LinkCard href="https://react.dev" title="React" description="The library" />);
    expect(anchor(html)).toMatchObject({ href: 'https://react.dev', target: '_blank', rel: 'noopener noreferrer' });
    expect(text(html)).toBe('ReactThe library(opens in a new tab)');
  });
});

describe('<SourceCode>', () => {
  it('knows GitHub and GitLab, hosted or self-hosted', () => {
    expect(sourceHost('https://github.com/acme/docs/blob/main/src/a.ts')).toBe('github');
    expect(sourceHost('https://github.acme.com/team/repo/blob/main/a.ts')).toBe('github');
    expect(sourceHost('https://gitlab.com/acme/docs/-/blob/main/a.ts')).toBe('gitlab');
    expect(sourceHost('https://gitlab.gnome.org/GNOME/gtk/-/blob/main/a.c')).toBe('gitlab');
    expect(sourceHost('https://codeberg.org/acme/docs/src/branch/main/a.ts')).toBe('generic');
    expect(sourceHost('https://notgithub.com/a.ts')).toBe('generic');
    expect(sourceHost('/files/a.ts')).toBe('generic');
  });

  it('links the file with its host’s icon and a translated label', () => {
    const href = 'https://github.com/acme/docs/blob/main/src/a.ts';
    const html = render(<SourceCode href={href} />);
    expect(tags(html, (tag) => tag.name === 'a')[0]?.attrs).toMatchObject({ href, class: 'docsite-source-code', 'data-host': 'github', target: '_blank' });
    expect(text(html)).toBe('Source');
    expect(text(render(<SourceCode href={href} />, { routePath: '/zh/' }))).toBe('源码');
    expect(render(<SourceCode href="https://example.com/a.ts" platform="gitlab" />)).toContain('data-host="gitlab"');
  });
});

describe('<Toc>', () => {
  const entry = (id: string, depth: number): TocEntry => ({ id, text: id.toUpperCase(), depth, charIndex: 0 });
  const page = (toc: TocEntry[]) => ({ page: { toc } }) as unknown as PageData;

  it('nests each heading under the nearest shallower one', () => {
    const tree = tocTree([entry('a', 2), entry('b', 3), entry('c', 4), entry('d', 3), entry('e', 2), entry('f', 4)]);
    const shape = (nodes: typeof tree): unknown[] => nodes.map((node) => (node.children.length ? [node.entry.id, shape(node.children)] : node.entry.id));
    expect(shape(tree)).toEqual([['a', [['b', ['c']], 'd']], ['e', ['f']]]);
    expect(shape(tocTree([entry('x', 3), entry('y', 2)]))).toEqual(['x', 'y']);
  });

  it('renders the page outline as nested lists of anchors', () => {
    expect(render(<Toc />, { page: page([entry('setup', 2), entry('config', 3), entry('deploy', 2)]) })).toBe(
      '<nav class="docsite-toc" aria-label="On this page"><ul><li><a href="#setup">SETUP</a><ul><li><a href="#config">CONFIG</a></li></ul></li><li><a href="#deploy">DEPLOY</a></li></ul></nav>',
    );
  });

  it('renders nothing on a page without headings, or without a page', () => {
    expect(render(<Toc />, { page: page([]) })).toBe('');
    expect(render(<Toc />)).toBe('');
  });
});

describe('page bodies', () => {
  it('render every built-in by name, without an import, once the theme chunk is loaded', async () => {
    expect(usesTheme({ t: '', c: [{ t: 'p', c: ['text'] }] })).toBe(false);
    await loadTheme();
    const body = {
      t: '',
      c: [
        { t: 'h2', c: ['Install ', { t: '#Badge', p: { text: 'new', type: 'info' } }] },
        { t: '#PackageManagerTabs', p: { command: 'install docsite' } },
        { t: '#Tabs', p: { groupId: 'os' }, c: ['\n', { t: '#Tab', p: { label: 'macOS' }, c: ['brew'] }, '\n'] },
        { t: '#Steps', c: [{ t: 'h3', c: ['One'] }] },
        { t: '#Card', p: { title: 'Card' } },
        { t: '#LinkCard', p: { href: '/guide/config', title: 'Config' } },
        { t: '#SourceCode', p: { href: 'https://gitlab.com/a/b' } },
        { t: '#Toc' },
      ],
    } as PageData['body'];
    expect(usesTheme(body as never)).toBe(true);
    const html = render(<Content body={body} />, { page: { page: { toc: [{ id: 'install', text: 'Install', depth: 2, charIndex: 0 }] } } as unknown as PageData });
    for (const marker of ['docsite-badge-info', 'docsite-package-manager', 'data-group-id="os"', 'docsite-steps', 'docsite-card', 'docsite-link-card', 'data-host="gitlab"', 'docsite-toc']) {
      expect(html).toContain(marker);
    }
  });
});
