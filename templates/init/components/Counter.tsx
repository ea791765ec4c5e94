import { useState } from 'react';

/**
 * A button that counts its clicks: a component with state, to show that pages
 * are React. Pre-rendered with `start`, it counts once the page has loaded.
 *
 *   <Counter label="Clicks" start={1} />
 */
export function Counter({ label = 'Clicks', start = 0 }: { label?: string; start?: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" className="counter" onClick={() => setCount(count + 1)}>
      {label}: <strong>{count}</strong>
    </button>
  );
}
