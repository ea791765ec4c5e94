/**
 * `docsite/theme` as pages see it: the components a page body uses (see
 * schemas/theme-components.ts), which is all a page may import from it. A
 * chunk of its own, loaded with the first page that uses one; `theme.ts` adds
 * the layout components, which are the first load's, for site code.
 */
import { Aside } from './components/builtin/Aside.js';
import { Badge } from './components/builtin/Badge.js';
import { Card } from './components/builtin/Card.js';
import { CardGrid } from './components/builtin/CardGrid.js';
import { Code } from './components/builtin/Code.js';
import { CodeBlock } from './components/builtin/CodeBlock.js';
import { Details } from './components/builtin/Details.js';
import { DocCardList } from './components/builtin/DocCardList.js';
import { FileTree } from './components/builtin/FileTree.js';
import { Icon } from './components/builtin/Icon.js';
import { LinkButton } from './components/builtin/LinkButton.js';
import { LinkCard } from './components/builtin/LinkCard.js';
import { PackageManagerTabs } from './components/builtin/PackageManagerTabs.js';
import { SourceCode } from './components/builtin/SourceCode.js';
import { Steps } from './components/builtin/Steps.js';
import { Tab } from './components/builtin/Tab.js';
import { Tabs } from './components/builtin/Tabs.js';
import { ThemedImage } from './components/builtin/ThemedImage.js';
import { Toc } from './components/builtin/Toc.js';

export { Link } from './components/Link.js';
export { ToolsShowcase } from './components/ToolsShowcase.js';
export { Aside, Badge, Card, CardGrid, Code, CodeBlock, Details, DocCardList, FileTree, Icon, LinkButton, LinkCard, PackageManagerTabs, SourceCode, Steps, Tab, Tabs, ThemedImage, Toc };
// Other tools' names for them (`OTHER_NAMES` in schemas/theme-components.ts), for pages with code of their own, which import
// them by those names (`import { Tabs, TabItem } from '@astrojs/starlight/components'`); a page of data is given ours.
export { Tab as TabItem, Aside as Admonition, Toc as TOCInline };
export type { AsideProps } from './components/builtin/Aside.js';
export type { CardGridProps } from './components/builtin/CardGrid.js';
export type { BadgeProps, BadgeType } from './components/builtin/Badge.js';
export type { CardProps } from './components/builtin/Card.js';
export type { CodeProps } from './components/builtin/Code.js';
export type { CodeBlockProps } from './components/builtin/CodeBlock.js';
export type { DetailsProps } from './components/builtin/Details.js';
export type { IconProps } from './components/builtin/Icon.js';
export type { LinkButtonProps } from './components/builtin/LinkButton.js';
export type { LinkCardProps } from './components/builtin/LinkCard.js';
export type { PackageManagerTabsProps } from './components/builtin/PackageManagerTabs.js';
export type { PackageManagerCommand } from './components/builtin/package-managers.js';
export type { SourceCodeProps } from './components/builtin/SourceCode.js';
export type { TabProps } from './components/builtin/Tab.js';
export type { TabsProps } from './components/builtin/Tabs.js';
export type { ThemedImageProps } from './components/builtin/ThemedImage.js';

/** The built-in components a page body uses by name without importing them (registered in components/Content.tsx). */
export const builtinComponents = { Aside, Badge, Card, CardGrid, Code, CodeBlock, Details, DocCardList, FileTree, Icon, LinkButton, LinkCard, PackageManagerTabs, SourceCode, Steps, Tab, Tabs, ThemedImage, Toc };
