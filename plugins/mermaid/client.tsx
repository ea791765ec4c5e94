import { useEffect, useState, useSyncExternalStore } from 'react';

/** Ids of the diagrams drawn on this page load: mermaid names the SVG and scopes its styles by it. */
let drawn = 0;

/** The theme marks the dark scheme with the `dark` class on `<html>`; the toggle switches it. */
function watchScheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDark = () => document.documentElement.classList.contains('dark');

/**
 * A ```` ```mermaid ```` block (`pluginMermaid`). The pre-render and the
 * hydrating render show its source; an effect loads mermaid (a chunk of its
 * own, fetched by pages with a diagram) and puts the SVG in its place, again
 * when the colour scheme changes. A chart mermaid cannot read keeps its
 * source, under mermaid's message.
 */
export function Mermaid({ chart, config }: { chart: string; config?: string }) {
  const dark = useSyncExternalStore(watchScheme, isDark, () => false);
  const [drawing, setDrawing] = useState<{ svg?: string; error?: string }>({});
  useEffect(() => {
    let live = true;
    import('mermaid')
      .then(async ({ default: mermaid }) => {
        mermaid.initialize({ startOnLoad: false, suppressErrorRendering: true, theme: dark ? 'dark' : 'default', ...(config && JSON.parse(config)) });
        const { svg } = await mermaid.render(`docsite-mermaid-${++drawn}`, chart);
        if (live) setDrawing({ svg });
      })
      .catch((error: unknown) => live && setDrawing({ error: error instanceof Error ? error.message : String(error) }));
    return () => {
      live = false;
    };
  }, [chart, config, dark]);
  if (drawing.svg) return <div className="docsite-mermaid" dangerouslySetInnerHTML={{ __html: drawing.svg }} />;
  return (
    <div className="docsite-mermaid">
      {drawing.error && <pre className="docsite-mermaid-error" role="alert">{drawing.error}</pre>}
      <pre>
        <code>{chart}</code>
      </pre>
    </div>
  );
}
