// The site's service worker, built by scripts/bundle.mjs into dist/site/sw.js
// with the list of every file of that build in place of `self.__WB_MANIFEST`:
// the page, the tour, their modules and workers, all four wasm modules, the
// icons. After one visit of either the whole game works offline: play,
// hints, counts, new puzzles, the visualizer, the race and the tour.
//
// Updates (docs/loading.md): a new build is a new sw.js, which the browser
// installs beside the old one, precaching the new files while the old
// worker goes on serving the open pages their own. It waits, without
// skipWaiting, until no page of the old build is open, then takes over and
// drops what the new build no longer lists. Content-hashed files are their
// own revision; the page itself carries a revision of its content.

import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

// @ts-expect-error: no such global; the build writes the list in its place.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every address of the page (?puzzle=…, ?watch=…) is the one page, and
// every address of the tour (?chapter=…&step=…) the tour; any other page a
// host serves beside them (say, docs) is left to the network.
const scope = new URL('./', location.href).pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const page = new RegExp(`^${scope}(index\\.html)?(\\?.*)?$`);
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { allowlist: [page] }));
const tour = new RegExp(`^${scope}tour\\.html(\\?.*)?$`);
registerRoute(new NavigationRoute(createHandlerBoundToURL('tour.html'), { allowlist: [tour] }));
