import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeHtml, highlightSegments } from '../../../../renderer/search/highlight-text.js';

describe('highlightSegments', () => {
  it('splits a value into plain and marked runs', () => {
    expect(highlightSegments('Configure the <mark>widget</mark> now')).toEqual([
      { text: 'Configure the ', marked: false },
      { text: 'widget', marked: true },
      { text: ' now', marked: false },
    ]);
  });

  it('keeps every other tag as text, decoded from its escaped form', () => {
    expect(highlightSegments('&lt;img src=x <mark>onerror</mark>=&quot;window.__xss=1&quot;&gt;')).toEqual([
      { text: '<img src=x ', marked: false },
      { text: 'onerror', marked: true },
      { text: '="window.__xss=1">', marked: false },
    ]);
    expect(highlightSegments('<img src=x onerror=alert(1)><b>bold</b>')).toEqual([{ text: '<img src=x onerror=alert(1)><b>bold</b>', marked: false }]);
  });

  it('runs an unclosed mark to the end, drops a stray closing tag and merges neighbours', () => {
    expect(highlightSegments('a</mark>b<mark>c')).toEqual([
      { text: 'ab', marked: false },
      { text: 'c', marked: true },
    ]);
    expect(highlightSegments('<mark>a</mark><mark>b</mark>')).toEqual([{ text: 'ab', marked: true }]);
    expect(highlightSegments('')).toEqual([]);
  });

  it('does not treat look-alike tags as marks', () => {
    expect(highlightSegments('<MARK>a</MARK><mark class="x">b')).toEqual([{ text: '<MARK>a</MARK><mark class="x">b', marked: false }]);
  });
});

describe('decodeEntities', () => {
  it('decodes the escapes once, so an escaped entity stays an entity', () => {
    expect(decodeEntities('&amp;lt;b&amp;gt; &lt;b&gt; &quot;q&quot; &#39;s&#39; &#x27;t&#x27; &apos;')).toBe(`&lt;b&gt; <b> "q" 's' 't' '`);
  });

  it('leaves unknown and invalid references as written', () => {
    expect(decodeEntities('&nbsp; &#0; &#xD800; &#99999999; &foo;')).toBe('&nbsp; &#0; &#xD800; &#99999999; &foo;');
    expect(decodeEntities('&#20320;&#x597D;')).toBe('你好');
  });

  it('undoes escapeHtml', () => {
    const text = `<script>alert("x")</script> & 'y'`;
    expect(escapeHtml(text)).not.toMatch(/[<>"']/);
    expect(decodeEntities(escapeHtml(text))).toBe(text);
  });
});
