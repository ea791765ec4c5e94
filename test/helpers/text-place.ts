/** `line:column` of the first `needle` in `text`, as docsite's messages place it. */
export function placeOf(text: string, needle: string): string {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`${needle} is not in the text`);
  const before = text.slice(0, at);
  return `${before.split('\n').length}:${at - before.lastIndexOf('\n')}`;
}
