import { cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PagesAhead } from './PagesAhead.tsx';

/** A page that counts its mounts: a page drawn ahead is mounted once, however often it is shown. */
function Page({ name, mounts }: { readonly name: string; readonly mounts: Map<string, number> }) {
  useEffect(() => {
    mounts.set(name, (mounts.get(name) ?? 0) + 1);
  }, [name, mounts]);
  return (
    <div className="scroller" data-testid={`scroller ${name}`}>
      <button type="button">{`Wstecz ${name}`}</button>
      <button type="button">{`Dalej ${name}`}</button>
    </div>
  );
}

const pagesOf = (names: string[], mounts: Map<string, number>) =>
  names.map((name) => ({ key: name, content: <Page name={name} mounts={mounts} /> }));

describe('PagesAhead', () => {
  afterEach(cleanup);

  it('keeps only the shown page in the document and shows a page drawn ahead without drawing it again', () => {
    const mounts = new Map<string, number>();
    const { rerender } = render(<PagesAhead shown="b" pages={pagesOf(['a', 'b', 'c'], mounts)} />);
    expect(screen.getByRole('button', { name: 'Dalej b' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dalej c' })).toBeNull();
    expect([...mounts]).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 1],
    ]);

    rerender(<PagesAhead shown="c" pages={pagesOf(['a', 'b', 'c'], mounts)} />);
    expect(screen.getByRole('button', { name: 'Dalej c' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dalej b' })).toBeNull();
    expect(mounts.get('c')).toBe(1);
  });

  it('moves the focus to the same control of the page shown next, and its scroll', () => {
    const mounts = new Map<string, number>();
    const { rerender } = render(
      <PagesAhead shown="a" pages={pagesOf(['a', 'b'], mounts)} keepScroll=".scroller" />,
    );
    screen.getByRole('button', { name: 'Dalej a' }).focus();
    screen.getByTestId('scroller a').scrollTop = 120;

    rerender(<PagesAhead shown="b" pages={pagesOf(['a', 'b'], mounts)} keepScroll=".scroller" />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dalej b' }));
    expect(screen.getByTestId('scroller b').scrollTop).toBe(120);
  });

  it('draws a page anew once it was let go', () => {
    const mounts = new Map<string, number>();
    const { rerender } = render(<PagesAhead shown="a" pages={pagesOf(['a', 'b'], mounts)} />);
    rerender(<PagesAhead shown="a" pages={pagesOf(['a'], mounts)} />);
    rerender(<PagesAhead shown="b" pages={pagesOf(['a', 'b'], mounts)} />);
    expect(screen.getByRole('button', { name: 'Dalej b' })).toBeTruthy();
    expect(mounts.get('b')).toBe(2);
  });
});
