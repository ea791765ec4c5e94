import { createContext, useContext } from 'react';
import type { PageData } from '../../schemas/page-data.js';

/** The page being shown; null on a path with no page (the 404 screen). */
export const PageContext = createContext<PageData | null>(null);

export function usePage(): PageData | null {
  return useContext(PageContext);
}
