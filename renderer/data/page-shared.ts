import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import * as runtime from '../runtime.js';
import * as theme from '../page-components.js';

declare global {
  interface Window {
    /** The theme's instances for compiled pages, which import them instead of bundling copies (cli/build/shared-modules.ts). */
    __DOCSITE_SHARED__?: Record<string, unknown>;
  }
}

/**
 * Loaded (as a chunk of its own) before the first compiled page runs: puts
 * the theme's instances where compiled pages read them. Pages without code
 * never download it.
 */
window.__DOCSITE_SHARED__ ??= { react: React, 'react-dom': ReactDOM, 'react/jsx-runtime': jsxRuntime, 'docsite/runtime': runtime, 'docsite/theme': theme };
