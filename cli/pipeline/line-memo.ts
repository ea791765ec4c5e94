import type { Grammar } from 'shiki/core';

/**
 * A grammar's line tokenizations, reused: what `tokenizeLine2` makes of a
 * line depends only on the line, the state the line starts in and the
 * colour theme. Code lines repeat across a site's blocks (the bench
 * corpus's: 87 %; our own docs': 88 %), and most repeat in the same state
 * (an `import` at the top of a file, an `npm install` in a shell block), so
 * most of them are then answered without running the grammar. It took the
 * highlighting of the bench corpus's blocks to a third of its time.
 *
 * Two states are the same when every frame of their stacks holds the same
 * rule, end pattern, end-of-line flag and scopes with the same attributes,
 * which is what vscode-textmate's own `StateStack.equals` compares, and
 * more. The frames are vscode-textmate's internals, not its API: a grammar
 * whose states lack them is left as it is (`installed` false), and the tests
 * compare the highlighting with and without the memo on real pages.
 */

/**
 * Characters of line text remembered per grammar, over both themes: some three thousand lines of code. Each line
 * holds its tokens and states too, ~900 bytes: at four times this, a parsing thread's live heap grew from 18 to
 * 30 MiB over 2 × 10,000 pages (and its heap bound twice that), with no build measurably faster for it.
 */
const REMEMBERED_CHARS = 128 * 1024;

type Tokenization = ReturnType<Grammar['tokenizeLine2']>;
type State = Parameters<Grammar['tokenizeLine2']>[1];

/** A frame of vscode-textmate's `StateStackImpl`. */
interface Frame {
  parent: Frame | null;
  ruleId: number;
  endRule: string | null;
  beginRuleCapturedEOL: boolean;
  nameScopesList: ScopeList | null;
  contentNameScopesList: ScopeList | null;
}

/** vscode-textmate's `AttributedScopeStack`. */
interface ScopeList {
  parent: ScopeList | null;
  scopeName: string;
  tokenAttributes: number;
}

/** States, by a number that stands for their content: states with the same content share it. */
class Interned {
  private readonly ids = new WeakMap<object, number>();
  private readonly byContent = new Map<string, number>();
  // Never reset: an id given once stands for one content only.
  private next = 1;

  of(object: object, content: () => string): number {
    let id = this.ids.get(object);
    if (id !== undefined) return id;
    const text = content();
    id = this.byContent.get(text);
    if (id === undefined) this.byContent.set(text, (id = this.next++));
    this.ids.set(object, id);
    return id;
  }

  clear(): void {
    this.byContent.clear();
  }
}

const grammars = new WeakSet<Grammar>();
/** Themes by their defaults object, which vscode-textmate keeps one of per theme. */
const themes = new WeakMap<object, number>();
let themeCount = 0;

/** Makes `grammar` remember its lines; false when its states are not what this reads (then it is left as it is). */
export function rememberLines(grammar: Grammar, limit = REMEMBERED_CHARS): boolean {
  if (grammars.has(grammar)) return true;
  const tokenize = grammar.tokenizeLine2.bind(grammar);
  const themeProvider = (grammar as unknown as { themeProvider?: { getDefaults?: () => object } }).themeProvider;
  if (typeof themeProvider?.getDefaults !== 'function' || !readable(tokenize('', null, 0).ruleStack)) return false;
  const interned = new Interned();
  const remembered = new Map<string, Tokenization>();
  let chars = 0;
  const scopes = (list: ScopeList | null): number => (list ? interned.of(list, () => `s${scopes(list.parent)} ${list.scopeName} ${list.tokenAttributes}`) : 0);
  const state = (frame: Frame | null): number =>
    frame
      ? interned.of(frame, () => `f${state(frame.parent)},${frame.ruleId},${frame.beginRuleCapturedEOL ? 1 : 0},${scopes(frame.nameScopesList)},${scopes(frame.contentNameScopesList)},${frame.endRule ?? ''}`)
      : 0;
  grammar.tokenizeLine2 = (line, previous, timeLimit) => {
    // A grammar tokenizes in the theme last set; a first line (no state yet) in that theme's defaults.
    const defaults = themeProvider.getDefaults!();
    let theme = themes.get(defaults);
    if (theme === undefined) themes.set(defaults, (theme = themeCount++));
    const key = `${theme}:${state(previous as unknown as Frame | null)}:${line}`;
    const known = remembered.get(key);
    if (known) return known;
    const made = tokenize(line, previous, timeLimit);
    if (made.stoppedEarly) return made;
    if (chars + line.length > limit) {
      remembered.clear();
      interned.clear();
      chars = 0;
    }
    remembered.set(key, made);
    chars += line.length;
    return made;
  };
  grammars.add(grammar);
  return true;
}

/** Whether a state has the frames this reads. */
function readable(state: State): boolean {
  const frame = state as unknown as Partial<Frame> | null;
  return !!frame && 'parent' in frame && typeof frame.ruleId === 'number' && 'endRule' in frame && typeof frame.beginRuleCapturedEOL === 'boolean' && isScopeList(frame.nameScopesList) && isScopeList(frame.contentNameScopesList);
}

function isScopeList(list: unknown): boolean {
  const scopes = list as Partial<ScopeList> | null | undefined;
  return !!scopes && 'parent' in scopes && typeof scopes.scopeName === 'string' && typeof scopes.tokenAttributes === 'number';
}
