import { configure } from '@testing-library/react';
import { memoizeDomReads } from './dom-memo';

// A screen loads lazily and fetches through the fake API; on a busy 2-core machine that can take
// longer than the library's default second, so waits get more room (a failing wait still fails).
configure({ asyncUtilTimeout: 5000 });

memoizeDomReads();
