import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VISIT_EVENTS_PATH } from '@wizytownik/contracts';
import { clearStoredUser } from '../../../api/stored-user.ts';
import { storeUser } from '../../../test/session.ts';
import { retryDelay, useVisitEvents } from './useVisitEvents.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearStoredUser();
});

/** A stream the test writes server-sent events into; it stays open until the request is aborted. */
function eventStream() {
  let push: (text: string) => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
    },
  });
  return { body, push: (text: string) => push(text) };
}

function mount() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { invalidate, ...renderHook(() => useVisitEvents(), { wrapper }) };
}

describe('useVisitEvents', () => {
  it("reloads the visits on each 'visit' event, with the user's bearer token", async () => {
    storeUser({ accessToken: 'token-9' });
    const stream = eventStream();
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(stream.body)));
    vi.stubGlobal('fetch', fetch);
    const { invalidate, unmount } = mount();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]?.[0]).toBe(VISIT_EVENTS_PATH);
    expect(new Headers(fetch.mock.calls[0]?.[1].headers).get('Authorization')).toBe('Bearer token-9');

    stream.push(': keep-alive\n\nevent: other\ndata: {}\n\n');
    stream.push('event: visit\ndata: {"visitId":5,"therapistId":3}\n\n');
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['visits'] });

    unmount();
    expect(fetch.mock.calls[0]?.[1].signal?.aborted).toBe(true);
  });

  it('does not connect without a logged-in user', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    mount();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('waits longer after each failed attempt, up to 30 s', () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });
});
