// Every named export of this module is a component that all .mdx pages can use
// without an import (the config's `components` key points here). Add yours below.
import './components.css';

export { Counter } from './Counter';
