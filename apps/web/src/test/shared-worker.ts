import { vi } from 'vitest';

// The web project runs many files in one worker (isolate: false) so that React, MUI and the other
// libraries load once. Each file still starts as it would alone: the app's own modules (stores,
// caches, the test kits' hooks) are evaluated afresh and the browser storage is empty. The jsdom
// document itself is shared; the kits' cleanup empties it after every test.
vi.resetModules();
localStorage.clear();
sessionStorage.clear();
