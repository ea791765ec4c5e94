import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useT } from '../data/site.js';

interface Props {
  'data-lang'?: string;
  'data-title'?: string;
  'data-wrap'?: boolean | string;
  /** Present to number the lines; a number is the first line's (`:line-numbers=5`). */
  'data-line-numbers'?: boolean | string | number;
  children?: ReactNode;
}

/** A highlighted code block (cli/pipeline/code-block.ts) with its language label, copy button and wrap toggle. */
export function CodeBlock(props: Props) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [wrap, setWrap] = useState(props['data-wrap'] !== undefined && props['data-wrap'] !== false);
  const [copied, setCopied] = useState(false);
  const lang = props['data-lang'];
  const numbers = props['data-line-numbers'];
  const numbered = numbers !== undefined && numbers !== false;
  const start = typeof numbers === 'number' ? numbers : typeof numbers === 'string' && /^\d+$/.test(numbers) ? Number(numbers) : 1;
  const copy = async () => {
    const text = box.current?.querySelector('pre')?.textContent ?? '';
    await navigator.clipboard.writeText(text);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div
      ref={box}
      className="docsite-code"
      data-lang={lang}
      data-wrap={wrap ? '' : undefined}
      data-line-numbers={numbered ? '' : undefined}
      style={numbered && start !== 1 ? ({ '--docsite-line-start': start - 1 } as CSSProperties) : undefined}
    >
      {lang && lang !== 'text' && <span className="docsite-code-lang">{lang}</span>}
      {props.children}
      <div className="docsite-code-buttons">
        <button type="button" className="docsite-code-wrap" aria-label={t('code.wrap')} aria-pressed={wrap} title={t('code.wrap')} onClick={() => setWrap(!wrap)}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path fill="currentColor" d="M4 6h16v2H4zm0 10h6v2H4zm0-5h13a3 3 0 0 1 0 6h-2v2l-3-3 3-3v2h2a1 1 0 0 0 0-2H4z" /></svg>
        </button>
        <button type="button" className="docsite-code-copy" aria-label={copied ? t('code.copied') : t('code.copy')} title={t('code.copy')} data-copied={copied ? '' : undefined} onClick={copy}>
          {copied ? (
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path fill="currentColor" d="m9 16.2-4.2-4.2-1.4 1.4L9 19 21 7l-1.4-1.4z" /></svg>
          ) : (
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path fill="currentColor" d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m0 16H8V7h11z" /></svg>
          )}
        </button>
      </div>
    </div>
  );
}
