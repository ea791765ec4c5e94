import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

type Element = ReactElement<{ children?: ReactNode }>;

const isList = (node: ReactNode): node is Element => isValidElement(node) && (node.type === 'ul' || node.type === 'ol');

/**
 * Starlight's `<FileTree>`: a Markdown list drawn as folders and files. An
 * entry with entries below it, or whose name ends with `/`, is a folder
 * (folded with a click); the words after a name are a comment; a name in
 * bold is highlighted.
 */
export function FileTree({ children }: { children?: ReactNode }) {
  const list = Children.toArray(children).find(isList);
  return <div className="docsite-file-tree">{list && <Entries list={list} />}</div>;
}

function Entries({ list }: { list: Element }) {
  return (
    <ul>
      {Children.toArray(list.props.children)
        .filter((item): item is Element => isValidElement(item))
        .map((item, i) => (
          <Entry key={i} item={item} />
        ))}
    </ul>
  );
}

function Entry({ item }: { item: Element }) {
  // A loose list wraps an entry's text in a paragraph.
  const parts = Children.toArray(item.props.children).flatMap((part) => (isValidElement(part) && part.type === 'p' ? Children.toArray((part as Element).props.children) : [part]));
  const nested = parts.find(isList);
  const { name, comment } = split(parts.filter((part) => part !== nested));
  const folder = nested !== undefined || textOf(name).endsWith('/');
  const entry = (
    <span className="docsite-file-tree-entry">
      <svg className="docsite-file-tree-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path fill="currentColor" d={folder ? 'M1.5 3h4.6l1.5 1.5h6.9v8.5h-13z' : 'M3 1h6.5L13 4.5V15H3zm6 1v3.5h3.5'} />
      </svg>
      <span className="docsite-file-tree-name">{name}</span>
      {comment.length > 0 && <span className="docsite-file-tree-comment">{comment}</span>}
    </span>
  );
  if (!folder) return <li className="docsite-file-tree-file">{entry}</li>;
  return (
    <li className="docsite-file-tree-folder">
      {nested ? (
        <details open>
          <summary>{entry}</summary>
          <Entries list={nested} />
        </details>
      ) : (
        entry
      )}
    </li>
  );
}

/**
 * An entry's name (its first word, or its first element, `**bold**` for one) and the comment after it. Only the white
 * space before the name and between it and the comment goes: inside the comment it separates words from formatting
 * (`an **important** file`).
 */
function split(parts: ReactNode[]): { name: ReactNode; comment: ReactNode[] } {
  const [first, ...rest] = parts.slice(Math.max(0, parts.findIndex((part) => !(typeof part === 'string' && part.trim() === ''))));
  if (typeof first !== 'string') {
    const [next, ...after] = rest;
    return { name: first, comment: typeof next === 'string' ? [next.trimStart(), ...after].filter((part) => part !== '') : rest };
  }
  const text = first.trimStart();
  const at = text.search(/\s/);
  if (at < 0) return { name: text, comment: rest };
  return { name: text.slice(0, at), comment: [text.slice(at).trimStart(), ...rest].filter((part) => part !== '') };
}

/** The text of a name: `**guide/**` is `guide/`. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  return isValidElement(node) ? Children.toArray((node as Element).props.children).map(textOf).join('') : '';
}
