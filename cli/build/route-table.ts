import path from 'node:path';
import type { RouteEntry } from '../../schemas/routes.js';
import { encodePath } from '../../schemas/site-paths.js';
import { compareRoutes } from './output-keys.js';

/** A data URL as the index names it: the page's element, then 8 hex digits of its hash. */
const DATA_URL = /^(.*)\.([0-9a-f]{8})\.json$/;

/** A source path that `path.posix.normalize` would change: a leading, doubled or trailing `/`, or a `.` or `..` segment. */
const UNPLAIN_SOURCE = /^\/|\/\/|\/$|(^|\/)\.{1,2}(\/|$)/;

/** Route path → the page's source below the docs root. */
export type RouteSources = { get(routePath: string): string | undefined };

/**
 * The site's routes, one row a page, for the whole build: its route path, its
 * source below the docs root (the string `PageEntries` holds), its data URL's
 * hash and its place. A route's element, file path and data URL are made from
 * those when it is read, so `RouteEntry` objects live only while a step uses
 * them. Held as objects, with maps by route for the sources, the renderer and
 * the route buckets, the routes took the main thread's growth through the
 * pre-render to ~810 bytes a page (heap snapshots at 2 × 2,000 and
 * 2 × 10,000 pages); with this table, ~600.
 *
 * A route whose fields are not what its source makes them (a plugin's page,
 * which lives outside the docs folder, a fallback page) keeps them as written.
 */
export class RouteTable implements Iterable<RouteEntry> {
  private readonly slots = new Map<string, number>();
  private readonly paths: string[] = [];
  private readonly files: string[] = [];
  private hashes = new Uint32Array(1024);
  private placeOf = new Uint16Array(1024);
  private readonly places: { lang: string; version: string }[] = [];
  /** Fields not made from the source, by slot. */
  private readonly odd = new Map<number, Partial<Pick<RouteEntry, 'element' | 'filePath' | 'preload' | 'fallback'>>>();
  private order: Int32Array | undefined;
  /** What a plain source's file path starts with: the docs folder, normalized, and its `/`. */
  private readonly filePrefix: string;
  /** The sources by route path, as a map's `get`. */
  readonly sources: RouteSources = { get: (routePath) => this.source(routePath) };

  /** `docsRoot`: the docs folder relative to the site's, as route file paths begin. */
  constructor(
    routes: Iterable<RouteEntry>,
    sourceOf: (route: RouteEntry) => string,
    private readonly layout: { base: string; docsRoot: string },
  ) {
    // Joined, not written `${docsRoot}/…`: a site whose docs are its own folder has an empty docs root.
    this.filePrefix = path.posix.join(layout.docsRoot, 'x').slice(0, -1);
    for (const route of routes) {
      const slot = this.paths.length;
      if (slot === this.hashes.length) {
        this.hashes = grown(this.hashes);
        this.placeOf = grown(this.placeOf);
      }
      this.slots.set(route.path, slot);
      this.paths.push(route.path);
      this.files.push(sourceOf(route));
      this.store(slot, route);
    }
  }

  get size(): number {
    return this.paths.length;
  }

  has(routePath: string): boolean {
    return this.slots.has(routePath);
  }

  get(routePath: string): RouteEntry | undefined {
    const slot = this.slots.get(routePath);
    return slot === undefined ? undefined : this.entry(slot);
  }

  /** The page's source below the docs root, or undefined for a route the site does not have. */
  source(routePath: string): string | undefined {
    const slot = this.slots.get(routePath);
    return slot === undefined ? undefined : this.files[slot];
  }

  /** Gives an existing route other fields: a data URL that changes with more than its page. */
  set(route: RouteEntry): void {
    const slot = this.slots.get(route.path);
    if (slot === undefined) throw new Error(`no route ${route.path} to change`);
    this.store(slot, route);
  }

  /** The routes in the index's order. */
  *[Symbol.iterator](): IterableIterator<RouteEntry> {
    for (let slot = 0; slot < this.paths.length; slot++) yield this.entry(slot);
  }

  /** The fallback pages' route paths (`RouteEntry.fallback`), sorted. */
  fallbackPaths(): string[] {
    return [...this.odd].filter(([, odd]) => odd.fallback).map(([slot]) => this.paths[slot]!).sort();
  }

  /** The route paths in the index's order. */
  keys(): IterableIterator<string> {
    return this.paths.values();
  }

  /** [route path, source] in the index's order. */
  *sourceEntries(): IterableIterator<[string, string]> {
    for (let slot = 0; slot < this.paths.length; slot++) yield [this.paths[slot]!, this.files[slot]!];
  }

  /** The routes in `compareRoutes` order, which the output's keys are kept in. */
  *sorted(): IterableIterator<RouteEntry> {
    this.order ??= Int32Array.from(this.paths.keys()).sort((a, b) => compareRoutes(this.paths[a]!, this.paths[b]!));
    for (const slot of this.order) yield this.entry(slot);
  }

  private store(slot: number, route: RouteEntry): void {
    const file = this.files[slot]!;
    let place = this.places.findIndex((p) => p.lang === route.lang && p.version === route.version);
    if (place < 0) place = this.places.push({ lang: route.lang, version: route.version }) - 1;
    this.placeOf[slot] = place;
    const odd: Partial<Pick<RouteEntry, 'element' | 'filePath' | 'preload' | 'fallback'>> = {};
    if (route.element !== elementOf(file)) odd.element = route.element;
    if (route.filePath !== this.filePathOf(file)) odd.filePath = route.filePath;
    const url = DATA_URL.exec(route.preload);
    if (url && url[1] === this.dataPrefix(route.element)) this.hashes[slot] = Number.parseInt(url[2]!, 16);
    else odd.preload = route.preload;
    if (route.fallback) odd.fallback = true;
    if (Object.keys(odd).length > 0) this.odd.set(slot, odd);
    else this.odd.delete(slot);
  }

  private entry(slot: number): RouteEntry {
    const file = this.files[slot]!;
    const odd = this.odd.get(slot);
    const element = odd?.element ?? elementOf(file)!;
    const { lang, version } = this.places[this.placeOf[slot]!]!;
    return {
      path: this.paths[slot]!,
      element,
      filePath: odd?.filePath ?? this.filePathOf(file),
      preload: odd?.preload ?? `${this.dataPrefix(element)}.${this.hashes[slot]!.toString(16).padStart(8, '0')}.json`,
      lang,
      version,
      ...(odd?.fallback && { fallback: true as const }),
    };
  }

  /** Made each time a step reads a route, a few times a build: a plain source is joined without normalizing the whole path. */
  private filePathOf(file: string): string {
    return UNPLAIN_SOURCE.test(file) ? path.posix.join(this.layout.docsRoot, file) : this.filePrefix + file;
  }

  private dataPrefix(element: string): string {
    return `${this.layout.base}static/pages/${encodePath(element)}`;
  }
}

/** `array` in one twice its length. */
function grown<T extends Uint32Array | Uint16Array>(array: T): T {
  const larger = new (array.constructor as new (length: number) => T)(array.length * 2);
  larger.set(array);
  return larger;
}

/** A page's element as the index names it (`routeEntry`), or undefined for a source outside the docs folder. */
function elementOf(file: string): string | undefined {
  return file.startsWith('../') ? undefined : file.replace(/\.(md|mdx)$/, '');
}
