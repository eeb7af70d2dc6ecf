import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'client' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false in the server HTML', () => {
    expect(renderToString(<Probe />)).toContain('server');
  });

  it('is true in a client render', () => {
    render(<Probe />);
    expect(screen.getByText('client')).toBeInTheDocument();
  });

  it('hydrates the server HTML without a mismatch, then turns true', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Probe />);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container).toHaveTextContent('client');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
