/**
 * The props of the components a site's theme module may replace
 * (schemas/theme-components.ts `OVERRIDABLE_COMPONENTS`), as `docsite/theme`
 * exports them: a replacement takes what the original takes.
 */
import type { ComponentType } from 'react';
import type { OverridableComponent } from '../schemas/theme-components.js';
import type { Banner } from './components/Banner.js';
import type { DocFooter } from './components/DocFooter.js';
import type { DocPage } from './components/DocPage.js';
import type { Footer } from './components/Footer.js';
import type { HomeFeatures } from './components/HomeFeatures.js';
import type { HomeHero } from './components/HomeHero.js';
import type { LangSwitch } from './components/LangSwitch.js';
import type { LayoutProps } from './components/Layout.js';
import type { Navbar } from './components/Navbar.js';
import type { NotFound } from './components/NotFound.js';
import type { Outline } from './components/Outline.js';
import type { SearchButton } from './components/SearchButton.js';
import type { Sidebar } from './components/Sidebar.js';
import type { ThemeToggle } from './components/ThemeToggle.js';
import type { VersionNotice } from './components/VersionNotice.js';
import type { VersionSwitch } from './components/VersionSwitch.js';

/** A component's props: its first parameter; none for a component that takes no props. */
type PropsOf<C extends (...args: never[]) => unknown> = Parameters<C> extends [infer P, ...unknown[]] ? P : Record<string, never>;

export type { LayoutProps };
export type BannerProps = PropsOf<typeof Banner>;
export type NavbarProps = PropsOf<typeof Navbar>;
export type SearchButtonProps = PropsOf<typeof SearchButton>;
export type LangSwitchProps = PropsOf<typeof LangSwitch>;
export type VersionSwitchProps = PropsOf<typeof VersionSwitch>;
export type VersionNoticeProps = PropsOf<typeof VersionNotice>;
export type ThemeToggleProps = PropsOf<typeof ThemeToggle>;
export type SidebarProps = PropsOf<typeof Sidebar>;
export type DocPageProps = PropsOf<typeof DocPage>;
export type DocFooterProps = PropsOf<typeof DocFooter>;
export type OutlineProps = PropsOf<typeof Outline>;
export type HomeHeroProps = PropsOf<typeof HomeHero>;
export type HomeFeaturesProps = PropsOf<typeof HomeFeatures>;
export type NotFoundProps = PropsOf<typeof NotFound>;
export type FooterProps = PropsOf<typeof Footer>;

/** The props of each replaceable component, by its name; a name missing here stops `ThemeOverrides` compiling. */
export interface ThemeComponentProps {
  Layout: LayoutProps;
  Banner: BannerProps;
  Navbar: NavbarProps;
  SearchButton: SearchButtonProps;
  LangSwitch: LangSwitchProps;
  VersionSwitch: VersionSwitchProps;
  VersionNotice: VersionNoticeProps;
  ThemeToggle: ThemeToggleProps;
  Sidebar: SidebarProps;
  DocPage: DocPageProps;
  DocFooter: DocFooterProps;
  Outline: OutlineProps;
  HomeHero: HomeHeroProps;
  HomeFeatures: HomeFeaturesProps;
  NotFound: NotFoundProps;
  Footer: FooterProps;
}

/** What a site's theme module may export: a replacement for each overridable component, taking the original's props. */
export type ThemeOverrides = { readonly [Name in OverridableComponent]?: ComponentType<ThemeComponentProps[Name]> };
