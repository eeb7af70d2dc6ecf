import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * A component as a visitor gets it: its server HTML (what the static export holds), then hydrated in the document
 * with the browser's clock and storage, as after load. Fails the test on a hydration mismatch (a recoverable error or
 * a console error while hydrating).
 * @returns the host element, holding the hydrated component; `html` the server HTML; call `remove()` when done
 */
export function hydrateStatic(element: ReactElement): { host: HTMLElement; html: string; remove: () => void } {
  const html = renderToString(element);
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable = jest.fn();
  try {
    act(() => {
      hydrateRoot(host, element, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
  return { host, html, remove: () => host.remove() };
}
