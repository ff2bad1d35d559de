import { describe, expect, it } from 'vitest';
import { paragraphOf, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps paragraphs, lists, emphasis and line breaks', () => {
    const html = '<p>Light <strong>and</strong> <em>warm</em><br></p><ul><li>One</li><li>Two</li></ul><ol><li>A</li></ol>';
    expect(sanitizeRichText(html)).toBe('<p>Light <strong>and</strong> <em>warm</em><br /></p><ul><li>One</li><li>Two</li></ul><ol><li>A</li></ol>');
  });
  it('drops scripts, styles and their content, handlers, links, images and frames', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script><style>p{}</style></p><a href="javascript:x()">link</a><img src=x onerror=alert(1)><iframe src="//evil"></iframe>';
    const clean = sanitizeRichText(html);
    expect(clean).toBe('<p>Hi</p>link');
    expect(clean).not.toMatch(/script|onerror|onclick|href|iframe|style/i);
  });
  it('keeps text in every script', () => {
    expect(sanitizeRichText('<p>蓝牙耳机 — ชุดหูฟัง — हेडफ़ोन</p>')).toBe('<p>蓝牙耳机 — ชุดหูฟัง — हेडफ़ोन</p>');
  });
});

describe('paragraphOf', () => {
  it('escapes plain text into one paragraph', () => {
    expect(paragraphOf('5 < 6 & "quoted"')).toBe('<p>5 &lt; 6 &amp; &quot;quoted&quot;</p>');
  });
});
