// What bench/search.mjs needs from the TypeScript sources, bundled for Node.
export { buildLocalIndex } from '../cli/search/local-index.js';
export { LocalSearchEngine } from '../renderer/search/local/engine.js';
export { IndexFiles } from '../renderer/search/local/files.js';
export { foldText } from '../schemas/search-text.js';
