/** The file a page path is written to, as docsite writes pages: `/old/page` → `old/page.html`, `/old/` → `old/index.html`. */
export function redirectFile(path: string): string {
  const local = path.slice(1);
  return local === '' || local.endsWith('/') ? `${local}index.html` : `${local}.html`;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page that sends readers (and crawlers) to `target` at once: a script that
 * carries the reader's `?query` and `#hash` over (unless the target has its
 * own), the meta refresh for readers without JavaScript, a canonical link and
 * `noindex` so search engines index the target, and a plain link as the last resort.
 */
export function redirectPage(target: string): string {
  const url = escapeAttribute(target);
  // JSON is a JavaScript string literal; `<` escaped so that no `</script>` in the URL closes the script.
  const literal = JSON.stringify(target).replace(/</g, '\\u003c');
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<title>Redirecting…</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${url}">
<link rel="canonical" href="${url}">
<script>(function(){var t=${literal},i=t.indexOf('#'),p=i<0?t:t.slice(0,i);location.replace(p+(p.indexOf('?')<0?location.search:'')+(i<0?location.hash:t.slice(i)));})();</script>
</head>
<body>
<p><a href="${url}">${url}</a></p>
</body>
</html>
`;
}
