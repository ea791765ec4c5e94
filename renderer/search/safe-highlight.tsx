import { Fragment, type ReactNode } from 'react';
import { highlightSegments } from './highlight-text.js';

/** A highlight value as React text and `<mark>` elements: never parsed as HTML, so page text cannot inject markup. */
export function Highlight({ value }: { value: string }): ReactNode {
  return highlightSegments(value).map((segment, i) =>
    segment.marked ? <mark key={i}>{segment.text}</mark> : <Fragment key={i}>{segment.text}</Fragment>,
  );
}
