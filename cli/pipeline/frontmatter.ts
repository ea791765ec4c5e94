import matter from 'gray-matter';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { frontmatterSchema, type Frontmatter } from '../../schemas/frontmatter.js';
import { formatPath, parseWithSchema } from '../../schemas/parse.js';
import { locateKey } from '../report/locate-key.js';
import { fail } from '../report/problem.js';

interface YamlError {
  reason?: string;
  mark?: { line: number; column: number };
}

/**
 * Read and validate the page's YAML frontmatter, reporting problems at their
 * line in the file. The tree's `yaml` node says where the block starts, so
 * positions stay true. Returns undefined when the frontmatter is unusable.
 */
export function readFrontmatter(tree: Root, source: string, file: VFile): Frontmatter | undefined {
  const node = tree.children[0];
  if (node?.type !== 'yaml') return {};
  const fenceLine = node.position?.start.line ?? 1;
  let data: unknown;
  try {
    // Passing options turns off gray-matter's cache, which would keep every page's text alive.
    data = matter(source, { language: 'yaml' }).data;
  } catch (error) {
    const { reason, mark } = error as YamlError;
    fail(file, `Invalid YAML frontmatter: ${reason ?? String(error)}`, {
      // gray-matter hands YAML the text from the newline after the opening `---`, so its line 0 is the fence line.
      place: mark ? { line: fenceLine + mark.line, column: mark.column + 1 } : node.position,
      ruleId: 'frontmatter-yaml',
      fix: 'Fix the YAML between the `---` lines: indent nested keys with spaces, and quote values that contain `: `, `#` or start with a special character.',
    });
    return undefined;
  }
  try {
    // The index stores frontmatter as JSON: YAML dates become ISO strings here, and self-referencing aliases are refused.
    data = JSON.parse(JSON.stringify(data ?? {}));
  } catch (error) {
    fail(file, `Invalid frontmatter: it must be plain data (${(error as Error).message.split('\n')[0]})`, {
      place: node.position,
      ruleId: 'frontmatter-yaml',
      fix: 'Remove the YAML alias (`*name`) that refers to its own anchor (`&name`).',
    });
    return undefined;
  }
  const result = parseWithSchema(frontmatterSchema, data);
  if (result.ok) return result.data;
  for (const problem of result.problems) {
    const at = locateKey(node.value, problem.path);
    fail(file, `Invalid frontmatter: ${formatPath(problem.path)}: ${problem.message}`, {
      place: at ? { line: fenceLine + at.line, column: at.column } : node.position,
      ruleId: 'frontmatter-schema',
      fix: 'Check the key and its value against the frontmatter reference (docs: API → Config → Front matter).',
    });
  }
  return undefined;
}
