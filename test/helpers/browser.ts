import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** The system Chromium, headless, with everything that would reach the network on its own switched off. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // No test leaves the machine: every host but this one fails to resolve.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]',
    ],
  });
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface OfflineContext {
  context: BrowserContext;
  /** URLs of requests to other hosts, which fail so that no test touches the network. */
  blocked: string[];
}

/**
 * A fresh context (own storage, own permissions) that may only talk to the
 * local preview server: every request for another host is noted, and fails
 * (`launchBrowser`'s resolver rules). Noted as it is made rather than
 * intercepted: pausing every request for this process to let it go on made
 * each page load 30 % slower.
 */
export async function offlineContext(browser: Browser, options: BrowserContextOptions = {}): Promise<OfflineContext> {
  const context = await browser.newContext({ colorScheme: 'light', viewport: { width: 1280, height: 800 }, ...options });
  const blocked: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    const { protocol, hostname } = new URL(url);
    if (protocol !== 'data:' && protocol !== 'blob:' && !LOCAL_HOSTS.has(hostname)) blocked.push(url);
  });
  return { context, blocked };
}

export interface PageProblem {
  kind: 'error' | 'warning' | 'pageerror';
  text: string;
  /** Where the message came from: the console message's source URL, or the page URL for uncaught errors. */
  url: string;
}

/** Every console error and warning and every uncaught exception of `page`, as they happen. */
export function collectProblems(page: Page): PageProblem[] {
  const problems: PageProblem[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || type === 'warning') problems.push({ kind: type, text: message.text(), url: message.location().url || page.url() });
  });
  page.on('pageerror', (error) => problems.push({ kind: 'pageerror', text: error.stack ?? error.message, url: page.url() }));
  return problems;
}

/**
 * Waits until `page` has had no request in flight for `quietMs`: a cheaper
 * `networkidle` (which waits 500 ms) for loads that end with lazy chunks.
 * Call it before the navigation it should watch, and await `idle()` after.
 */
export function trackRequests(page: Page): { idle(quietMs?: number, timeout?: number): Promise<void> } {
  let inflight = 0;
  let last = Date.now();
  const done = () => {
    inflight = Math.max(0, inflight - 1);
    last = Date.now();
  };
  page.on('request', () => {
    inflight++;
    last = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async idle(quietMs = 150, timeout = 5000) {
      const started = Date.now();
      while (inflight > 0 || Date.now() - last < quietMs) {
        if (Date.now() - started > timeout) throw new Error(`requests still in flight after ${timeout} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

/** Resolves once React has hydrated the page: the social links mark themselves mounted in an effect. */
export async function hydrated(page: Page, timeout = 10_000): Promise<void> {
  await page.locator('.docsite-social[data-mounted]').waitFor({ state: 'attached', timeout });
}

/**
 * Opens `url` in a new offline context (pushed onto `contexts`, for the
 * suite to close) and waits for hydration; `problems` gathers console errors
 * and failed requests, `documents` every full page load.
 */
export async function openHydrated(browser: Browser, url: string, contexts: OfflineContext[]): Promise<{ page: Page; problems: PageProblem[]; documents: string[] }> {
  const offline = await offlineContext(browser);
  contexts.push(offline);
  const page = await offline.context.newPage();
  const problems = collectProblems(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto(url);
  await hydrated(page);
  return { page, problems, documents };
}
