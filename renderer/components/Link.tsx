import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { followLink } from '../data/follow-link.js';
import { prefetch } from '../data/pages.js';
import { isFilePath } from '../../schemas/site-paths.js';
import { resolveLink } from '../data/resolve-link.js';
import { assetUrl, hrefOf, isExternal, site, useRoutePath } from '../data/site.js';

/** `href`, or `to` as Docusaurus's `Link` names it. */
type Props = AnchorHTMLAttributes<HTMLAnchorElement> & ({ href: string; to?: undefined } | { to: string; href?: undefined });

/**
 * Every link the theme and the page bodies render: site pages navigate in
 * the app and prefetch their page when hovered or focused; web links open
 * in a new tab; files and other schemes (`mailto:`) are plain links. A page
 * written as its file (`./other.mdx`) links to the page, as in Markdown.
 */
export function Link({ href: written, to: docusaurusTo, children, ...rest }: Props) {
  const href = resolveLink(written ?? docusaurusTo!, useRoutePath(), site.config);
  if (/^(https?:)?\/\//i.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith('#') || isExternal(href)) return <a href={href} {...rest}>{children}</a>;
  if (isFilePath(href) || rest.download !== undefined) return <a href={assetUrl(href)} {...rest}>{children}</a>;
  const to = hrefOf(href);
  const warm = () => prefetch(to);
  const { onClick } = rest;
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    followLink(event);
  };
  return (
    <a onMouseEnter={warm} onFocus={warm} {...rest} href={to} onClick={click}>
      {children}
    </a>
  );
}
