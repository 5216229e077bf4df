import { describe, expect, test } from 'vitest';
import { stylesheetsFirst } from './stylesheet-order.ts';

describe('the entry stylesheet linked after #root', () => {
  test('moves into the head, before any stylesheet added since', () => {
    const doc = document.implementation.createHTMLDocument('x');
    doc.head.innerHTML =
      '<style data-boot>.od-boot{}</style><link rel="preload" as="style" href="/a/index.css"><link rel="stylesheet" href="/a/screen.css">';
    doc.body.innerHTML = '<div id="root"></div><link rel="stylesheet" href="/a/index.css">';
    stylesheetsFirst(doc);
    const sheets = [...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
    expect(sheets).toEqual(['/a/index.css', '/a/screen.css']);
    expect(doc.body.querySelector('link')).toBeNull();
    // nothing to move: nothing changes
    stylesheetsFirst(doc);
    expect([...doc.head.children].map((e) => e.tagName)).toEqual(['STYLE', 'LINK', 'LINK', 'LINK']);
  });
});
