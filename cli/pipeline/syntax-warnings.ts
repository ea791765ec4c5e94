import type { Root } from 'mdast';
import type { Point } from 'unist';
import type { VFile } from 'vfile';
import { warn } from '../report/problem.js';

/** A problem a pass over the tree found, kept on the tree until the page's file can take it. */
export interface SyntaxWarning {
  ruleId: string;
  reason: string;
  fix: string;
  place: Point | undefined;
  /** The imported fragment the problem is in, when it is not the page: `place` is in that file. */
  fragment: string | undefined;
}

declare module 'mdast' {
  interface RootData {
    /** Left by `transformContainers` and `noteBlockHtmlInParagraphs`, taken by `reportSyntaxWarnings`. */
    syntaxWarnings?: SyntaxWarning[];
  }
}

/**
 * Report what the passes noted on the tree (`container-unknown`,
 * `container-unclosed`, `block-in-paragraph`) as warnings: the page still builds, showing the text
 * as written, so the run must not fail for it.
 */
export function reportSyntaxWarnings(tree: Root, file: VFile): void {
  for (const warning of tree.data?.syntaxWarnings ?? []) {
    const where = warning.fragment ? ` in the imported fragment ${warning.fragment}:${warning.place?.line ?? 1}:${warning.place?.column ?? 1}` : '';
    warn(file, warning.reason + where, { place: warning.fragment ? undefined : warning.place, ruleId: warning.ruleId, fix: warning.fix });
  }
  delete tree.data?.syntaxWarnings;
}
