// floorcall console's service worker: the page, its script, its style, the offline engine and
// what the page reads to build its forms (the dispute forms, the games, the house-rule profiles, its
// words, the rules) are kept in the browser's cache as they arrive, so a reload works with the
// server out of reach. Network first: while the server answers, the page is always its own.
// Nothing else passes through here: rulings, sign-in and the log go to the server or fail.
"use strict";
const CACHE = "floorcall-console-1";
const SHELL = ["/", "/console/app.js", "/console/app.css", "/console/floorcall.wasm"];
const READS = ["/v1/disputes", "/v1/games", "/v1/house-rules", "/v1/console/messages", "/v1/rules", "/healthz"];

self.addEventListener("install", (e) => {
  e.waitUntil(caches.open(CACHE)
    .then((c) => Promise.all(SHELL.map((u) => fetch(u, { cache: "no-cache" })
      .then((r) => (r.ok ? c.put(u, r) : null)).catch(() => null))))
    .then(() => self.skipWaiting()));
});
self.addEventListener("activate", (e) => {
  e.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});
function kept(request) {
  const u = new URL(request.url);
  return request.method === "GET" && u.origin === self.location.origin
    && (SHELL.includes(u.pathname) || READS.includes(u.pathname));
}
self.addEventListener("fetch", (e) => {
  if (!kept(e.request)) return;
  e.respondWith(fetch(e.request)
    .then((r) => {
      if (r.ok) { const copy = r.clone(); caches.open(CACHE).then((c) => c.put(e.request, copy)); }
      return r;
    })
    .catch(() => caches.match(e.request, { ignoreVary: true }).then((r) => r || Response.error())));
});
