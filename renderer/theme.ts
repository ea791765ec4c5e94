/**
 * `docsite/theme`: the components pages use (see schemas/theme-components.ts).
 */
export { Link } from './components/Link.js';
