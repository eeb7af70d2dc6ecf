import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { useNearViewport } from './useNearViewport';

/** A controllable IntersectionObserver: records what is observed and lets the test report intersections. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.disconnected = true;
    this.observed.clear();
  }
  /** Reports `element` as intersecting (or not) the viewport grown by rootMargin. */
  report(element: Element, isIntersecting: boolean) {
    const entry = { target: element, isIntersecting } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

function Probe({ label, disabled }: { label: string; disabled?: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>({ rootMargin: '200px', disabled });
  return (
    <div ref={ref} data-testid={label}>
      {near ? 'near' : 'far'}
    </div>
  );
}

const original = globalThis.IntersectionObserver;
beforeEach(() => {
  FakeObserver.instances = [];
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = original;
});

const observer = () => {
  expect(FakeObserver.instances).toHaveLength(1);
  return FakeObserver.instances[0];
};

it('is far until the element comes within the 200px margin, then near for good', () => {
  render(<Probe label="a" />);
  const element = screen.getByTestId('a');
  expect(element).toHaveTextContent('far');
  expect(observer().options.rootMargin).toBe('200px');
  expect(observer().observed.has(element)).toBe(true);

  observer().report(element, false);
  expect(element).toHaveTextContent('far');

  observer().report(element, true);
  expect(element).toHaveTextContent('near');
  // Stops watching once near: a later "not intersecting" does not turn it back.
  expect(observer().observed.has(element)).toBe(false);
  observer().report(element, false);
  expect(element).toHaveTextContent('near');
});

it('shares one observer between elements and only wakes the one that came near', () => {
  render(
    <>
      <Probe label="a" />
      <Probe label="b" />
    </>,
  );
  const [a, b] = [screen.getByTestId('a'), screen.getByTestId('b')];
  expect(observer().observed).toEqual(new Set([a, b]));
  observer().report(b, true);
  expect(a).toHaveTextContent('far');
  expect(b).toHaveTextContent('near');
});

it('stops observing when the element unmounts', () => {
  const { unmount } = render(<Probe label="a" />);
  const watcher = observer();
  unmount();
  expect(watcher.observed.size).toBe(0);
  expect(watcher.disconnected).toBe(true);
});

it('is near at once and observes nothing when disabled (above the fold)', () => {
  render(<Probe label="a" disabled />);
  expect(screen.getByTestId('a')).toHaveTextContent('near');
  expect(FakeObserver.instances).toHaveLength(0);
});

it('turns near right away where IntersectionObserver does not exist', async () => {
  // @ts-expect-error: simulating an old browser
  delete globalThis.IntersectionObserver;
  render(<Probe label="a" />);
  expect(await screen.findByText('near')).toBe(screen.getByTestId('a'));
});

it('renders once on mount: watching the element does not re-render the component', () => {
  // A re-render here would happen for every lazy image inside the page's hydration task.
  const commits: string[] = [];
  render(
    <Profiler id="probe" onRender={(_id, phase) => commits.push(phase)}>
      <Probe label="a" />
    </Profiler>,
  );
  expect(observer().observed.has(screen.getByTestId('a'))).toBe(true);
  expect(commits).toEqual(['mount']);
});
