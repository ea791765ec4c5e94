/**
 * `search.hosts` (URLs) in the shape algoliasearch's `hosts` option takes,
 * for the dialog and for `docsite search push`. Zod-free: the browser's
 * Algolia chunk imports it, and must not pull in the config schema.
 */
export function algoliaHosts(urls: readonly string[]) {
  return urls.map((url) => {
    const { protocol, hostname, port } = new URL(url);
    return {
      url: hostname,
      protocol: protocol === 'http:' ? ('http' as const) : ('https' as const),
      ...(port ? { port: Number(port) } : {}),
      accept: 'readWrite' as const,
    };
  });
}
