import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { PageLoader } from './PageLoader.tsx';

describe('PageLoader', () => {
  it('shows a labelled progress indicator', () => {
    renderWithTheme(<PageLoader />);
    expect(screen.getByRole('progressbar', { name: 'Wczytywanie…' })).toBeTruthy();
  });
});
