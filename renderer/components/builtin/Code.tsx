import type { ReactNode } from 'react';
import { CodeBlock } from './CodeBlock.js';

export interface CodeProps {
  /** The code. */
  code?: string;
  /** The language label. */
  lang?: string;
  /** Docusaurus sites' name for `lang`. */
  language?: string;
  /** A title bar above the code, such as its file name. */
  title?: string;
  /** The code when there is no `code`, as Docusaurus sites write it: `<Code language="md">{text}</Code>`. */
  children?: ReactNode;
}

/**
 * Starlight's `<Code code={…} lang="js" title="a.js" />` where its code comes from running the page (a function's
 * result, a module's export): shown as `CodeBlock` shows such code, unhighlighted. One whose code is written in the
 * page, or is a constant of it (an `export const` of literals, a file's text imported `?raw`), becomes a fence at build time
 * (`cli/pipeline/theme-code-blocks.ts`) and is highlighted.
 */
export function Code({ code, lang, language, title, children }: CodeProps) {
  return (
    <CodeBlock language={lang ?? language} title={title}>
      {code ?? children}
    </CodeBlock>
  );
}
