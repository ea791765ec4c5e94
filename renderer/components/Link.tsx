import type { AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { prefetch } from '../data/pages.js';
import { hrefOf, isExternal, site } from '../data/site.js';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * Every link the theme and the page bodies render: site links navigate in
 * the app and prefetch their page when hovered or focused; other links open
 * in a new tab.
 */
export function Link({ href, children, ...rest }: Props) {
  if (isExternal(href) || rest.download !== undefined) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith('#')) return <a href={href} {...rest}>{children}</a>;
  const { base } = site.config;
  const to = hrefOf(base !== '/' && href.startsWith(base) ? `/${href.slice(base.length)}` : href);
  const router = to.startsWith(site.config.base) ? `/${to.slice(site.config.base.length)}` : to;
  const warm = () => prefetch(to);
  return (
    <RouterLink to={router} onMouseEnter={warm} onFocus={warm} {...rest}>
      {children}
    </RouterLink>
  );
}
