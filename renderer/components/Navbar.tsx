import { useEffect, useState } from 'react';
import * as overrides from 'docsite:theme';
import * as parts from 'docsite:parts';
import type { NavItem } from '../../schemas/nav.js';
import { decodePath } from '../../schemas/site-paths.js';
import { homeOf, assetUrl, site, usePlace, useLocalPath, useThemeLocale, useT, withPlace } from '../data/site.js';
import { useNavbarHidden } from '../hooks/use-navbar-hidden.js';
import { ExternalIcon, SocialIcon } from './Icons.js';
import { LangSwitch } from './LangSwitch.js';
import { Link } from './Link.js';
import { NavDropdown } from './NavDropdown.js';
import { SearchButton } from './SearchButton.js';
import { ThemeToggle } from './ThemeToggle.js';

/** The top bar: logo, the language's nav, tools, language switch, theme toggle and social links. */
export function Navbar({ onMenu }: { onMenu?: (() => void) | undefined }) {
  const t = useT();
  const place = usePlace();
  const { nav, title } = useThemeLocale();
  const hidden = useNavbarHidden(site.config.themeConfig.hideNavbar);
  const { logo, logoText } = site.config;
  const TheSearchButton = overrides.SearchButton ?? SearchButton;
  const TheLangSwitch = overrides.LangSwitch ?? LangSwitch;
  const TheVersionSwitch = parts.VersionSwitch && (overrides.VersionSwitch ?? parts.VersionSwitch);
  const TheThemeToggle = overrides.ThemeToggle ?? ThemeToggle;
  return (
    <header className="docsite-navbar" data-hidden={hidden ? '' : undefined}>
      <a className="docsite-skip" href="#docsite-main">{t('nav.skipToContent')}</a>
      {onMenu && (
        <button type="button" className="docsite-navbar-menu" aria-label={t('sidebar.open')} onClick={onMenu}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" /></svg>
        </button>
      )}
      <Link className="docsite-navbar-logo" href={homeOf(place)}>
        {logo && <Logo logo={logo} />}
        <span>{logoText ?? title}</span>
      </Link>
      <nav className="docsite-navbar-nav" aria-label={t('nav.main')}>
        <ul>
          {nav.map((item) => (
            <li key={item.text}>{item.items ? <NavDropdown item={item} /> : <NavLink item={item} />}</li>
          ))}
        </ul>
      </nav>
      <div className="docsite-navbar-tools">
        <TheSearchButton />
        {parts.ToolsPopover && <parts.ToolsPopover />}
        {TheVersionSwitch && <TheVersionSwitch />}
        <TheLangSwitch />
        <TheThemeToggle />
        <SocialLinks />
      </div>
    </header>
  );
}

function NavLink({ item }: { item: NavItem }) {
  const place = usePlace();
  const local = useLocalPath();
  const link = item.link ?? '/';
  const active = isActive(local, item.activeMatch, link);
  const external = /^[a-z]+:/i.test(link);
  return (
    <Link className="docsite-navbar-link" href={withPlace(link, place)} aria-current={active ? 'page' : undefined}>
      {item.text}
      {external && <ExternalIcon />}
    </Link>
  );
}

/** `activeMatch` is a path prefix (or a regular expression); without it, the link's own folder. */
export function isActive(localPath: string, activeMatch: string | undefined, link: string): boolean {
  if (activeMatch) {
    try {
      return localPath.startsWith(activeMatch) || new RegExp(activeMatch).test(localPath);
    } catch {
      return localPath.startsWith(activeMatch);
    }
  }
  const target = decodePath(link.replace(/\.html$/, ''));
  const folder = target.replace(/[^/]*$/, '');
  return localPath === target || (folder !== '/' && localPath.startsWith(folder));
}

function SocialLinks() {
  const links = site.config.themeConfig.socialLinks;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (links.length === 0) return null;
  return (
    <ul className="docsite-social" data-mounted={mounted ? '' : undefined}>
      {links.map((link) => (
        <li key={link.icon + link.content}>
          {link.mode === 'link' ? (
            <a href={link.content} target="_blank" rel="noopener noreferrer" aria-label={link.icon}>
              <SocialIcon icon={link.icon} />
            </a>
          ) : (
            <span aria-label={link.icon} title={link.content}>
              <SocialIcon icon={link.icon} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The site logo; a `{ light, dark }` pair shows the one matching the theme (switched in CSS, so no flash). */
function Logo({ logo }: { logo: string | { light: string; dark: string } }) {
  const src = (path: string) => assetUrl(path);
  if (typeof logo === 'string') return <img src={src(logo)} alt="" width="28" height="28" />;
  return (
    <>
      <img className="docsite-only-light" src={src(logo.light)} alt="" width="28" height="28" />
      <img className="docsite-only-dark" src={src(logo.dark)} alt="" width="28" height="28" />
    </>
  );
}
