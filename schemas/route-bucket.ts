/** Number of route buckets; `routeBucket` picks one. */
export const ROUTE_BUCKETS = 256;

/**
 * FNV-1a of the route path, to two hex digits: the same function runs in the
 * build and the browser. Kept free of zod so the browser bundle stays small.
 */
export function routeBucket(routePath: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < routePath.length; i++) {
    hash ^= routePath.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) % ROUTE_BUCKETS).toString(16).padStart(2, '0');
}
