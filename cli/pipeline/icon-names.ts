import type { ModuleDeclaration, Statement } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { looksLikeIconName, THEME_ICON_NAMES, themeIcon } from '../../schemas/theme-icons.js';
import { closest } from '../report/did-you-mean.js';
import { warn } from '../report/problem.js';
import type { CodeContext } from './page-code.js';
import { themeComponentNames } from './theme-code-blocks.js';

/** The theme's components that draw an icon by name, and the prop that names it. */
const ICON_PROPS = { Icon: 'name', Card: 'icon', LinkButton: 'icon', Tab: 'icon' } as const;
type IconComponent = keyof typeof ICON_PROPS;

/**
 * Warns at an icon name the theme's set lacks (`<Icon name="astro">`, `<Card icon="seti:vite">`):
 * the page still builds, as Starlight's pages come with names from its own set, but shows no icon there.
 */
export function reportUnknownIcons(tree: Root, statements: (Statement | ModuleDeclaration)[], context: CodeContext, file: VFile): void {
  const names = themeComponentNames(statements, context, Object.keys(ICON_PROPS) as IconComponent[]);
  const visit = (parent: { children: RootContent[] }) => {
    for (const node of parent.children) {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
        const kind = names.get(node.name);
        const prop = kind && node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === ICON_PROPS[kind]);
        const value = prop && typeof prop.value === 'string' ? prop.value : undefined;
        // A Card's icon may be an emoji, text or an image too; a name is lower-case words.
        if (value !== undefined && !themeIcon(value) && (kind === 'Icon' || looksLikeIconName(value))) {
          warn(file, `Unknown icon \`${value}\`: the theme has no icon by that name, so \`<${node.name}>\` shows none`, {
            place: prop!.position ?? node.position,
            ruleId: 'unknown-icon',
            fix: `Use one of the theme's icons${closest(value, THEME_ICON_NAMES)}: ${THEME_ICON_NAMES.join(', ')}.`,
          });
        }
      }
      if ('children' in node) visit(node as { children: RootContent[] });
    }
  };
  visit(tree);
}
