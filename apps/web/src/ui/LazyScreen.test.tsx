import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { LAZY_SCREEN_TIMEOUT_MS, lazyComponent, lazyScreen, type ScreenModule } from './LazyScreen.tsx';

function Reports() {
  return <h2>Raporty</h2>;
}

describe('lazyScreen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows progress, then the screen once its code has loaded', async () => {
    let loaded: (module: ScreenModule) => void = () => undefined;
    const Screen = lazyScreen(() => new Promise((resolve) => (loaded = resolve)));
    renderWithTheme(<Screen />);
    expect(screen.getByRole('progressbar', { name: 'Wczytywanie…' })).toBeTruthy();
    await act(async () => loaded({ default: Reports }));
    expect(screen.getByRole('heading', { name: 'Raporty' })).toBeTruthy();
  });

  it('shows a screen whose code has loaded at once, without progress', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: Reports }));
    const first = renderWithTheme(<Screen />);
    expect(await screen.findByRole('heading', { name: 'Raporty' })).toBeTruthy();
    first.unmount();
    renderWithTheme(<Screen />);
    expect(screen.getByRole('heading', { name: 'Raporty' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('is one screen per loader: preloaded at start-up, the route draws it without progress', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Reports }));
    lazyScreen(load).preload();
    await act(async () => undefined);
    const Screen = lazyScreen(load);
    renderWithTheme(<Screen />);
    expect(screen.getByRole('heading', { name: 'Raporty' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows an error when the code fails to load', async () => {
    const Screen = lazyScreen(() => Promise.reject(new Error('chunk missing')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithTheme(<Screen />);
    expect((await screen.findByRole('alert')).textContent).toContain('Nie udało się wyświetlić tego ekranu.');
    expect(screen.getByRole('button', { name: 'Odśwież stronę' })).toBeTruthy();
  });

  it('gives up after 120 seconds without the code', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Screen = lazyScreen(() => new Promise<ScreenModule>(() => undefined));
    renderWithTheme(<Screen />);
    expect(LAZY_SCREEN_TIMEOUT_MS).toBe(120_000);
    await act(async () => vi.advanceTimersByTimeAsync(LAZY_SCREEN_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert').textContent).toContain('Nie udało się wyświetlić tego ekranu.');
  });
});

describe('lazyComponent', () => {
  type GreetingProps = { readonly name: string };
  const Greeting = ({ name }: GreetingProps) => <p>Dzień dobry, {name}</p>;

  it('shows nothing until its code has loaded, then the component with its props', async () => {
    let loaded: (module: { default: typeof Greeting }) => void = () => undefined;
    const Part = lazyComponent<GreetingProps>(() => new Promise((resolve) => (loaded = resolve)));
    const { container } = renderWithTheme(<Part name="Anna" />);
    expect(container.textContent).toBe('');
    await act(async () => loaded({ default: Greeting }));
    expect(screen.getByText('Dzień dobry, Anna')).toBeTruthy();
  });

  it('loads its code once when preloaded, and is then shown at once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Part = lazyComponent<GreetingProps>(load);
    Part.preload();
    Part.preload();
    await act(async () => undefined);
    renderWithTheme(<Part name="Jan" />);
    expect(screen.getByText('Dzień dobry, Jan')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
