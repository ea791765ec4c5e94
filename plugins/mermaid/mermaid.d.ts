/** What the component calls of mermaid: the site installs the package, so docsite's own type check has none to read. */
declare module 'mermaid' {
  const mermaid: {
    initialize(config: Record<string, unknown>): void;
    render(id: string, text: string): Promise<{ svg: string }>;
  };
  export default mermaid;
}
