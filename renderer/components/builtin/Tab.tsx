import type { TabProps } from './tabs-model.js';

export type { TabProps };

/** One tab of `<Tabs>`, which reads its props and renders its content in a panel; on its own it renders just the content. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}
