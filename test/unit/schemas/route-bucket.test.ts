import { describe, expect, it } from 'vitest';
import { ROUTE_BUCKETS, routeBucket, routeBucketCount } from '../../../schemas/route-bucket.js';

describe('route buckets', () => {
  it('are a power of two with at most 32 routes each, one for a small site and 256 at most', () => {
    expect([0, 1, 2, 32].map(routeBucketCount)).toEqual([1, 1, 1, 1]);
    expect([33, 64, 65, 402, 4002].map(routeBucketCount)).toEqual([2, 2, 4, 16, 128]);
    expect([8192, 8193, 100_002].map(routeBucketCount)).toEqual([256, ROUTE_BUCKETS, ROUTE_BUCKETS]);
  });

  it('spread the routes of a site over every bucket, each named by two hex digits below the count', () => {
    const routes = Array.from({ length: 4002 }, (_, i) => `/${i % 2 ? 'zh/' : ''}guide/group-${Math.floor(i / 40)}/page-${i}`);
    const count = routeBucketCount(routes.length);
    const sizes = new Map<string, number>();
    for (const route of routes) {
      const name = routeBucket(route, count);
      expect(name).toMatch(/^[0-9a-f]{2}$/);
      expect(Number.parseInt(name, 16)).toBeLessThan(count);
      sizes.set(name, (sizes.get(name) ?? 0) + 1);
    }
    expect(sizes.size).toBe(count);
    expect(Math.max(...sizes.values())).toBeLessThan(64);
    // The same path, the same bucket: the build and the browser run this one function.
    expect(routeBucket('/guide/a', 16)).toBe(routeBucket('/guide/a', 16));
    expect(routeBucket('/guide/a', 1)).toBe('00');
  });
});
