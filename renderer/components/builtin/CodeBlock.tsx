import { Fragment, type ReactNode } from 'react';
import { CodeBlock as CodeBox } from '../CodeBlock.js';

export interface CodeBlockProps {
  /** The language label. */
  language?: string;
  /** A title bar above the code, such as its file name. */
  title?: string;
  /** Numbers the lines; a number is the first line's. */
  showLineNumbers?: boolean | number;
  /** The code. */
  children?: ReactNode;
}

/**
 * Docusaurus's `<CodeBlock>` where its code comes from running the page (a function's result, a module's export):
 * the code in the same box as a fence's, unhighlighted, as there is no highlighter in the browser. One whose code is
 * written in the page, or is a constant of it, becomes a fence at build time (`cli/pipeline/theme-code-blocks.ts`) and
 * is highlighted.
 */
export function CodeBlock({ language, title, showLineNumbers, children }: CodeBlockProps) {
  const code = typeof children === 'string' ? children.replace(/\n$/, '') : children;
  const lines = typeof code === 'string' ? code.split('\n') : undefined;
  return (
    <CodeBox data-lang={language} data-title={title} data-line-numbers={showLineNumbers === true || typeof showLineNumbers === 'number' ? showLineNumbers : undefined}>
      {title && <div className="docsite-code-title">{title}</div>}
      <pre className="shiki" tabIndex={0}>
        <code>
          {lines
            ? lines.map((line, i) => (
                <Fragment key={i}>
                  <span className="line">{line}</span>
                  {i < lines.length - 1 && '\n'}
                </Fragment>
              ))
            : code}
        </code>
      </pre>
    </CodeBox>
  );
}
