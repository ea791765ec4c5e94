/**
 * `docsite/theme`: the components pages use (renderer/page-components.ts), and
 * the original theme components a site's theme module may replace, so a
 * replacement can wrap them, with their props types (renderer/theme-props.ts).
 */
export * from './page-components.js';
export { Layout } from './components/Layout.js';
export { Banner } from './components/Banner.js';
export { Navbar } from './components/Navbar.js';
export { SearchButton } from './components/SearchButton.js';
export { LangSwitch } from './components/LangSwitch.js';
export { VersionSwitch } from './components/VersionSwitch.js';
export { VersionNotice } from './components/VersionNotice.js';
export { ThemeToggle } from './components/ThemeToggle.js';
export { Sidebar } from './components/Sidebar.js';
export { DocPage } from './components/DocPage.js';
export { DocFooter } from './components/DocFooter.js';
export { Outline } from './components/Outline.js';
export { HomeHero } from './components/HomeHero.js';
export { HomeFeatures } from './components/HomeFeatures.js';
export { NotFound } from './components/NotFound.js';
export { Footer } from './components/Footer.js';
export type * from './theme-props.js';
