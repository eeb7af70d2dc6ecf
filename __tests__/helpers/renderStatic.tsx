import { type BoundFunctions, type queries, within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createQueryClient } from '../../lib/queryClient';
import { QueryClientProvider } from '@tanstack/react-query';

export type StaticPage = {
  /** Testing Library's queries over the page's `<body>`: find things by role, name and text. */
  page: BoundFunctions<typeof queries>;
  /** The parsed document, for what has no role (`<time>`, `<script>`, the number of `<h1>`s). */
  document: Document;
};

/**
 * A page as the static export serves it: server HTML with no JavaScript run, inside the providers pages/_app.tsx
 * puts around every page (the news search box needs the QueryClientProvider), parsed in a fresh JSDOM.
 */
export function renderStatic(element: ReactElement): StaticPage {
  const html = renderToStaticMarkup(<QueryClientProvider client={createQueryClient()}>{element}</QueryClientProvider>);
  const { window } = new JSDOM(`<!doctype html><html lang="ja"><body>${html}</body></html>`);
  return { page: within(window.document.body), document: window.document };
}

/** An element's text without the readings of its `<ruby>` (what the eye reads as the name), spaces removed. */
export function textWithoutRuby(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const annotation of copy.querySelectorAll('rt, rp')) annotation.remove();
  return (copy.textContent ?? '').replace(/[ 　]/g, '');
}
