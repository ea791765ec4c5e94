import { createContext, useContext } from 'react';
import { themed } from 'docsite:theme';
import type { LayoutProps } from '../components/Layout.js';

export { themed };

/**
 * The `Layout` slots a replaced or wrapped `Layout` was given, for the parts
 * that render them deeper down (outline, doc footer, hero, sidebar), so a
 * replacement that wraps `DocPage` or `Sidebar` keeps them without passing them along.
 *
 * Only a site theme module can fill a slot. `themed` is a constant of the
 * site's bundle, so guarding each slot with it (`themed && slots.bottom`)
 * lets esbuild drop every slot from the bundle of a site without one.
 */
export const SlotsContext = createContext<LayoutProps>({});

const NO_SLOTS: LayoutProps = {};

export function useSlots(): LayoutProps {
  return themed ? useContext(SlotsContext) : NO_SLOTS;
}
