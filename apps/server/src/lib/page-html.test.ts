import { describe, expect, it } from 'vitest';
import { sanitizePageHtml } from './page-html';

describe('sanitizePageHtml', () => {
  it('drops scripts with their content, event handlers and styles', () => {
    expect(sanitizePageHtml('<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><style>p{}</style>')).toBe('<p>Hi</p>');
    expect(sanitizePageHtml('<img src="upload/a.webp" onerror="alert(1)" alt="A">')).toBe('<img src="upload/a.webp" alt="A" />');
    expect(sanitizePageHtml('<iframe src="https://evil.test"></iframe><form><input></form><svg><script>x</script></svg>')).toBe('');
  });

  it('keeps http, https, mailto and relative links; drops javascript: and protocol-relative ones', () => {
    expect(sanitizePageHtml('<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a><a href="//evil.test">z</a>')).toBe(
      '<a>x</a><a>y</a><a>z</a>',
    );
    expect(sanitizePageHtml('<a href="https://a.test/">a</a>')).toBe('<a href="https://a.test/" rel="noopener noreferrer" target="_blank">a</a>');
    expect(sanitizePageHtml('<a href="mailto:help@agora.test">m</a><a href="/pages/policy/terms" target="_top">t</a>')).toBe(
      '<a href="mailto:help@agora.test">m</a><a href="/pages/policy/terms">t</a>',
    );
  });

  it('keeps images from our media (relative, or under an absolute media base) and drops the others', () => {
    expect(sanitizePageHtml('<img src="https://evil.test/a.png"><img src="data:image/png;base64,AAAA"><img src="/media/blog/1.webp" alt="c">')).toBe(
      '<img src="/media/blog/1.webp" alt="c" />',
    );
    expect(sanitizePageHtml('<img src="https://cdn.test/m/a.webp"><img src="https://cdn.test/other.webp">', 'https://cdn.test/m')).toBe(
      '<img src="https://cdn.test/m/a.webp" alt="" />',
    );
  });

  it('keeps the allowed structure and maps near relatives onto it', () => {
    const html = '<h2>A</h2><h3>B</h3><ul><li><strong>x</strong></li></ul><ol><li><em>y</em></li></ol><blockquote>q</blockquote><p>a<br>b</p>';
    expect(sanitizePageHtml(html)).toBe(html.replace('<br>', '<br />'));
    expect(sanitizePageHtml('<h1>T</h1><b>b</b><i>i</i><div><span>s</span></div>')).toBe('<h2>T</h2><strong>b</strong><em>i</em>s');
  });
});
