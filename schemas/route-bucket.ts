/** The most route buckets a site has. */
export const ROUTE_BUCKETS = 256;

/**
 * How many route buckets a site of `routes` routes has: a power of two with at most 32 routes in each, up to
 * `ROUTE_BUCKETS`. A small site writes one file or a few, not 256 all but empty ones: on a disk where creating a
 * file costs ~0.5 ms, 256 of them were a quarter of a small site's pre-render.
 */
export function routeBucketCount(routes: number): number {
  let count = 1;
  while (count < ROUTE_BUCKETS && count * 32 < routes) count *= 2;
  return count;
}

/**
 * FNV-1a of the route path, modulo `count`, to two hex digits: the same function runs in the
 * build and the browser. Kept free of zod so the browser bundle stays small.
 */
export function routeBucket(routePath: string, count: number): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < routePath.length; i++) {
    hash ^= routePath.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) % count).toString(16).padStart(2, '0');
}
