import { useT } from '../../data/site.js';
import { CodeBlock } from '../CodeBlock.js';
import { packageManagerCommands, type PackageManagerCommand } from './package-managers.js';
import { Tab } from './Tab.js';
import { Tabs } from './Tabs.js';

export interface PackageManagerTabsProps {
  /** An npm command without `npm` (`install -D docsite`), translated for each manager; or `{ npm, yarn, pnpm, bun }` commands as written. */
  command: PackageManagerCommand;
}

/** The tab group every `<PackageManagerTabs>` of the site shares, so the reader picks a manager once. */
export const PACKAGE_MANAGER_GROUP = 'docsite-package-manager';

/** One command in npm, yarn, pnpm and bun, each a code block with a copy button. */
export function PackageManagerTabs({ command }: PackageManagerTabsProps) {
  const t = useT();
  return (
    <Tabs groupId={PACKAGE_MANAGER_GROUP} className="docsite-package-manager" aria-label={t('packageManager.label')}>
      {packageManagerCommands(command).map(({ manager, command: line }) => {
        const bin = line.split(' ', 1)[0]!;
        return (
          <Tab key={manager} label={manager} value={manager}>
            <CodeBlock>
              <pre>
                <code>
                  <span className="line">
                    <span className="docsite-package-manager-bin">{bin}</span>
                    {line.slice(bin.length)}
                  </span>
                </code>
              </pre>
            </CodeBlock>
          </Tab>
        );
      })}
    </Tabs>
  );
}
