// floorcall console: one page, no build step, no third-party code. It talks to the same API
// as any integrator (POST /v1/rulings, /v1/hands/replay, /v1/hands/import, PATCH
// /v1/rulings/{id}, GET /v1/rulings, GET /v1/house-rules) as the person signed in: each floor person signs in with
// their name and PIN (POST /v1/sessions); the session's token is kept for this tab only
// (sessionStorage: gone when the tab closes), ends on the server after the shift or when idle,
// and is dropped at sign-out. No key is kept on the device.
"use strict";

// The dispute types, their forms and the outcome codes' words come from the server
// (GET /v1/disputes: described from its OpenAPI document, worded from its message files), so
// this page names no dispute type. Fetched once per language.
function forms() { return state.forms[state.lang] || { disputes: [], outcomes: [] }; }
async function loadForms() {
  const lang = state.lang;
  if (state.forms[lang]) return;
  try {
    state.forms[lang] = await api("GET", `/v1/disputes?language=${encodeURIComponent(lang)}`);
  } catch (e) { problem(e); }
}
// The games come from the server too (GET /v1/games: the engine's game rows, named in the
// language): the hand builder reads a game's rounds (cards dealt down and up, the board, the
// draws, who opens), whether it has blinds and a button or antes and a bring-in, and its
// betting structure, so this page keeps no table of games. Kept on the device for offline.
function games() { return state.games[state.lang] || state.games.any || []; }
function gameDef(code) { return games().find((g) => g.game === (code || $("game").value)) || null; }
async function loadGames() {
  const lang = state.lang;
  if (state.games[lang]) return false;
  try {
    const r = await api("GET", `/v1/games?language=${encodeURIComponent(lang)}`);
    state.games[lang] = r.games;
    state.games.any = r.games;
    store.setItem("floorcall.games." + lang, JSON.stringify(r.games));
  } catch (e) {
    const kept = storedJson("floorcall.games." + lang, null);
    if (!kept) return false;
    state.games[lang] = kept; state.games.any = kept;
  }
  return true;
}
// The set-up's game picker: the server's games by name (a game it does not model stays offered
// by its code, so that the server names it in its problem).
function fillGames() {
  const sel = $("game");
  const keep = sel.value;
  const list = games();
  if (!list.length) return;
  sel.innerHTML = list.map((g) => `<option value="${escapeHtml(g.game)}">${escapeHtml(g.name)}</option>`).join("");
  offerGame(keep);
  sel.value = keep;
}
const family = (code) => (gameDef(code) || {}).family || "flop";
const isStud = (code) => family(code) === "stud";
// Cards each seat is dealt before the first round (hold'em 2, Omaha 4, draw 5, badugi 4).
function holeCount(code) {
  const g = gameDef(code);
  return g ? g.rounds[0].down + g.rounds[0].up : 2;
}
// Outcome codes in floor words (the code stays in `data-outcome` for tests and integrators).
const outcomeWords = (code) => (forms().outcomes.find((o) => o.value === code) || {}).label || code.replace(/_/g, " ");
const DENOMINATIONS = [25, 100, 500, 1000, 5000, 25000, 100000];
const PRESETS = [[50, 100, 100], [100, 200, 200], [200, 400, 400], [300, 600, 600], [500, 1000, 1000], [1000, 2000, 2000], [2000, 4000, 4000]];

const $ = (id) => document.getElementById(id);
const store = window.localStorage;
// The person's session: this tab only, never the device's storage.
const session = window.sessionStorage;
// A device key kept by an older console is removed: people sign in now.
store.removeItem("floorcall.key");
const state = { words: {}, shown: null, mode: "spot", actions: [], extras: {}, chips: [], now: null, ruling: null, lang: "en", forms: {}, games: {}, up: {}, proposal: null, houses: null, house: "" };

// The console's words come from the server (GET /v1/console/messages: the `## console` section
// of its message files), with the languages it speaks and how each groups chips; they are kept
// on the device for a reload without the server. `{$name}` in a message is filled from `args`.
function words() { return state.words[state.lang] || null; }
// A label and its colon as the language writes them ("Action: ", "Action : " in French).
const lab = (key) => t(key) + (t("colon") || ": ");
function t(key, args) {
  const w = words() || state.words[state.shown] || {};
  const m = (w.messages || {})["console-" + key];
  if (m == null) return "";
  return m.replace(/\{\$(\w+)\}/g, (_, v) => (args && args[v] != null ? String(args[v]) : ""));
}
async function loadWords(lang) {
  if (state.words[lang]) return state.words[lang];
  try {
    const w = await api("GET", `/v1/console/messages?language=${encodeURIComponent(lang)}`);
    state.words[w.language] = w;
    store.setItem("floorcall.words." + w.language, JSON.stringify(w));
    return w;
  } catch (e) {
    try { const w = JSON.parse(store.getItem("floorcall.words." + lang) || "null"); if (w) state.words[lang] = w; return w; } catch (x) { return null; }
  }
}
// Wire names in floor words: the acts of a hand, the roles of people.
const DID = { fold: "did-fold", check: "did-check", call: "did-call", bet: "did-bet", raise: "did-raise", all_in: "did-all-in", show: "did-show", muck: "did-muck",
  bring_in: "did-bring-in", complete: "did-complete", draw: "did-draw" };
const ROLE = { reader: "role-reader", floor: "role-floor", supervisor: "role-supervisor", admin: "role-admin" };
const STREET = { preflop: "preflop", flop: "flop", turn: "turn", river: "river" };
const FINAL = { upheld: "upheld", overruled: "overruled" };
// Chips are typed as digits and shown in the language's grouping ("25,000"; "25.000" in pt and
// es), in the fields as everywhere else: what is not a digit is dropped when read.
const num = (v) => {
  const text = String(v == null ? "" : v).trim();
  // A minus is not dropped: "-5" is no amount (the server then names the field).
  if (text.startsWith("-")) return null;
  const d = text.replace(/[^0-9]/g, "");
  return d === "" ? null : Number(d);
};
// A list of amounts: split on spaces, "+" and ";", and on commas where the language does not
// group digits with them; each amount read as above ("1.000 1.000" is 1,000 and 1,000 in pt).
function amountsOf(text) {
  const sep = words() ? words().group_separator : ",";
  const split = sep === "," ? /[ +;]+/ : /[ +;,]+/;
  return String(text || "").split(split).map(num).filter((n) => n != null);
}
// The grouping is the server's for the language (as its rulings write chips); Intl's until the
// words arrive.
function fmt(n) {
  if (n == null) return "—";
  const sep = words() ? words().group_separator : null;
  if (sep != null) return String(Math.trunc(Number(n))).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return new Intl.NumberFormat(state.lang, { useGrouping: "always", maximumFractionDigits: 0 }).format(Number(n));
}
// A chips field shows its amount grouped once the floor leaves it.
function setChips(el, n) { el.value = n == null ? "" : fmt(n); }
function regroup(root) {
  (root || document).querySelectorAll("input.chips-in").forEach((el) => { if (el.value !== "") setChips(el, num(el.value)); });
}

// The level presets and the chips' denominations, in the language's grouping.
function renderAmountButtons() {
  $("presets").innerHTML = PRESETS.map(([s, b, a]) => `<button type="button" data-sb="${s}" data-bb="${b}" data-bba="${a}">${fmt(s)}/${fmt(b)}${a ? " (" + fmt(a) + ")" : ""}</button>`).join("");
  $("denominations").innerHTML = DENOMINATIONS.map((d) => `<button type="button" class="chip" data-chip="${d}" data-testid="chip-${d}">${fmt(d)}</button>`).join("");
  renderChips();
  regroup();
}
function setLanguage(lang) {
  const known = words() ? words().languages.map((l) => l.code) : null;
  state.lang = !known || known.includes(lang) ? lang : "en";
  store.setItem("floorcall.lang", state.lang);
  const asked = state.lang;
  loadWords(asked).then((w) => {
    if (state.lang !== asked) return;
    if (!w) { if (asked !== "en") setLanguage("en"); return; }
    state.shown = asked;
    showWords();
  });
  // The profiles' titles and descriptions in the language (the server words them).
  if (state.houses && state.houses.language && state.houses.language !== asked) loadHouses();
  showWords();
}
// No language chosen on this device yet: the server picks among its languages from the
// browser's (its Accept-Language negotiation: pt-BR → pt, zh-TW → zh-Hant, cs-CZ → cs), so the
// page names no language codes of its own. Offline, the browser's primary language, as before.
function browserLanguage() {
  const tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || "en"];
  api("GET", "/v1/console/messages", undefined, null, { "accept-language": tags.join(", ") })
    .then((w) => {
      state.words[w.language] = w;
      store.setItem("floorcall.words." + w.language, JSON.stringify(w));
      setLanguage(w.language);
    })
    .catch(() => setLanguage((navigator.language || "en").slice(0, 2)));
}
// Every word on the page in the chosen language (those whose words have arrived).
function showWords() {
  if (words()) {
    document.documentElement.lang = state.lang;
    const sel = $("language");
    const list = words().languages;
    if (sel.options.length !== list.length) {
      sel.innerHTML = list.map((l) => `<option value="${escapeHtml(l.code)}">${escapeHtml(l.name)}</option>`).join("");
    }
    sel.value = state.lang;
    document.querySelectorAll("[data-i18n]").forEach((el) => { el.textContent = t(el.dataset.i18n); });
    document.querySelectorAll("[data-i18n-placeholder]").forEach((el) => { el.placeholder = t(el.dataset.i18nPlaceholder); });
    document.querySelectorAll("[data-i18n-label]").forEach((el) => { el.setAttribute("aria-label", t(el.dataset.i18nLabel)); });
    document.querySelectorAll(".s-remove").forEach((el) => el.setAttribute("aria-label", t("remove")));
    showWho();
    renderPending();
    renderRecent();
    document.querySelectorAll("#seat-rows tr.seat-row").forEach(showSeatCards);
  }
  fillDisputeTypes();
  drawTable();
  fillHouses();
  renderGuide();
  renderAmountButtons();
  const asked = state.lang;
  loadGames().then((fresh) => { if (state.lang === asked) { fillGames(); if (fresh) { blindFields(); changed(); } } });
  loadForms().then(() => {
    if (state.lang !== asked) return;
    fillDisputeTypes();
    renderRecent();
    if (state.ruling && !$("ruling").hidden) renderRuling(state.ruling, { quiet: true });
  });
}

// ---- the API -----------------------------------------------------------------------------
// A server out of reach (no answer, or a proxy's 502/503/504) is an error marked `offline`: a
// ruling is then given by the offline engine and kept until the server is back.
async function api(method, path, body, answer, extra) {
  const headers = Object.assign({ "accept": "application/json", "accept-language": state.lang }, extra || {});
  const token = session.getItem("floorcall.session");
  if (token) headers.authorization = "Bearer " + token;
  if (body !== undefined) headers["content-type"] = "application/json";
  let r, text;
  try {
    r = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    text = await r.text();
  } catch (e) {
    throw Object.assign(new Error(t("offline") || "offline"), { offline: true });
  }
  if ([502, 503, 504].includes(r.status) && !(text || "").startsWith("{")) {
    throw Object.assign(new Error(t("offline") || "offline"), { offline: true });
  }
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch (e) { data = null; }
  if (answer) answer.status = r.status;
  if (r.status === 401 && path !== "/v1/sessions") {
    // No session, or it ended (signed out, expired, revoked): sign in again.
    signedOut();
  }
  if (!r.ok) {
    const p = data || {};
    throw Object.assign(new Error([p.title, p.detail, p.field ? `(${p.field})` : ""].filter(Boolean).join(": ") || r.statusText),
      { status: r.status, problem: p, offline: r.status === 503 && p.type === "urn:floorcall:problem:unavailable" });
  }
  return data;
}

// ---- offline: the engine in the page --------------------------------------------------------
// The server embeds the engine compiled to WebAssembly (crates/wasm) when its build was given
// one; the page loads it with WebAssembly.instantiate (no bindings, no bundler) and the service
// worker keeps it. When the server cannot be reached the page rules with it, marks the ruling
// "not yet logged", keeps the request in the device's storage and sends it, with its
// Idempotency-Key, when the server is back: the server rules again and logs it once.
const PENDING = "floorcall.pending";
// What the server refused when it came back, kept with its reason for the floor's report.
const REFUSED = "floorcall.refused";
async function loadEngine() {
  // The server's version and whether its build has the offline engine (GET /healthz), in the
  // footer: a build without it says so rather than fail only when the network drops.
  fetch("/healthz").then((r) => (r.ok ? r.json() : null)).then((h) => {
    if (!h) return;
    $("version").textContent = `floorcall ${h.version}`;
    $("offline-missing").hidden = !h.offline_engine || h.offline_engine.status === "included";
  }).catch(() => {});
  try {
    const r = await fetch("/console/floorcall.wasm");
    if (!r.ok) return;
    const { instance } = await WebAssembly.instantiate(await r.arrayBuffer(), {});
    state.engine = instance.exports;
  } catch (e) { state.engine = null; }
}
function decideHere(body) {
  const x = state.engine;
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  const p = x.alloc(bytes.length);
  new Uint8Array(x.memory.buffer, p, bytes.length).set(bytes);
  const out = x.decide(p, bytes.length);
  const n = new DataView(x.memory.buffer).getUint32(out, true);
  const text = new TextDecoder().decode(new Uint8Array(x.memory.buffer, out + 4, n));
  x.dealloc(out, n + 4);
  return JSON.parse(text);
}
function newKey() {
  const b = crypto.getRandomValues(new Uint8Array(16));
  return "console-" + [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
}
function pending() { try { return JSON.parse(store.getItem(PENDING) || "[]"); } catch (e) { return []; } }
function savePending(list) { store.setItem(PENDING, JSON.stringify(list)); renderPending(); }
function renderPending() {
  const n = pending().length;
  $("pending").hidden = !n;
  $("pending").textContent = n ? t("pending-count", { count: n }) : "";
  const r = state.ruling;
  const waiting = !!(r && r.pending);
  $("ruling-pending").hidden = !waiting;
  $("ruling-pending").textContent = waiting ? t("not-logged") : "";
  $("final-upheld").disabled = waiting;
  $("final-overruled").disabled = waiting;
}
// Sends what was ruled here while the server was out of reach, oldest first, each with its key
// (a retry of a request the server did log returns that ruling and logs nothing new).
async function sendPending() {
  if (state.sending || !pending().length || !session.getItem("floorcall.session")) return;
  state.sending = true;
  try {
    for (const item of pending()) {
      let r;
      try {
        r = await api("POST", "/v1/rulings", item.body, undefined, { "idempotency-key": item.key });
      } catch (e) {
        if (e.offline || e.status === 401) return;
        // Refused by the server (a profile it does not have or has in another version since, a
        // changed key): not logged. It stays on the device with the server's reason.
        const refused = storedJson(REFUSED, []);
        store.setItem(REFUSED, JSON.stringify(refused.concat([Object.assign({}, item, { refused: { status: e.status, detail: (e.problem || {}).detail || e.message } })])));
        savePending(pending().filter((x) => x.key !== item.key));
        if (state.ruling && state.ruling.pending === item.key) { state.ruling.pending = null; renderPending(); }
        problem(new Error(`${t("not-logged-refused")}: ${e.message}`));
        continue;
      }
      savePending(pending().filter((x) => x.key !== item.key));
      if (state.ruling && state.ruling.pending === item.key) {
        state.ruling = r;
        saveOpen();
        renderPending();
        preparePrint(r);
      }
      loadRecent();
    }
  } finally { state.sending = false; }
}

// ---- signing in ----------------------------------------------------------------------------
function showWho() {
  const name = session.getItem("floorcall.name");
  const role = session.getItem("floorcall.role");
  $("who").hidden = !name;
  $("who").textContent = name ? t("signed-in", { name, role: t(ROLE[role]) || role }) : "";
  $("signout-button").hidden = !name;
  $("signin-button").hidden = !!name;
  const sup = role === "supervisor" || role === "admin";
  $("final-confirm").hidden = !(state.proposal && name && sup);
}
function signedOut() {
  ["floorcall.session", "floorcall.name", "floorcall.role"].forEach((k) => session.removeItem(k));
  $("signin").hidden = false;
  showWho();
}
async function signIn(e) {
  e.preventDefault();
  try {
    const s = await api("POST", "/v1/sessions", { name: $("signin-name").value, secret: $("signin-pin").value });
    session.setItem("floorcall.session", s.token);
    session.setItem("floorcall.name", s.staff.name);
    session.setItem("floorcall.role", s.staff.role);
    $("signin-pin").value = "";
    $("signin").hidden = true;
    problem(null);
    showWho();
    state.forms = {};
    loadForms().then(() => {
      fillDisputeTypes();
      // A ruling restored before the words arrived is worded again (its proposal kept, for
      // the supervisor who just signed in to confirm).
      if (state.ruling && !$("ruling").hidden) {
        const proposal = state.proposal;
        renderRuling(state.ruling, { quiet: true });
        state.proposal = proposal;
        showWho();
      }
    });
    loadHouses();
    loadRecent();
    sendPending();
  } catch (err) { problem(err); }
}
async function signOut() {
  try { await api("DELETE", "/v1/sessions/current"); } catch (e) { /* ended already */ }
  signedOut();
}
// A problem that names a field is shown next to that field, in floor words ("Seat 4: …",
// never `spot.seats[3].acted`), and scrolled into view; any other above the page.
function problem(e, body) {
  const box = $("problem");
  document.querySelectorAll(".field-problem-row, .field-problem").forEach((x) => x.remove());
  document.querySelectorAll(".at-fault").forEach((x) => x.classList.remove("at-fault"));
  if (!e) { box.hidden = true; box.textContent = ""; return; }
  const p = e.problem || {};
  const at = p.field ? fieldTarget(p.field, body || state.sent || {}) : null;
  const reason = p.field && p.detail ? stripField(p.detail, p.field) : (e.message || String(e));
  if (at && at.el) {
    box.hidden = true; box.textContent = "";
    const note = document.createElement("div");
    note.className = "field-problem";
    note.setAttribute("role", "alert");
    note.setAttribute("data-testid", "field-problem");
    note.dataset.field = p.field;
    note.textContent = `${at.where}: ${reason}`;
    at.el.classList.add("at-fault");
    const host = at.el.closest("label") || at.el.closest("tr") || at.el;
    if (host.tagName === "TR") {
      const row = document.createElement("tr");
      row.className = "field-problem-row";
      const cell = document.createElement("td");
      cell.colSpan = 8;
      cell.appendChild(note);
      row.appendChild(cell);
      host.after(row);
    } else host.after(note);
    note.scrollIntoView({ behavior: "smooth", block: "center" });
    return;
  }
  box.hidden = false;
  box.textContent = p.field ? `${reason}` : (e.message || String(e));
  box.scrollIntoView({ behavior: "smooth", block: "center" });
}
// The server's detail starts with the field's path ("spot.to_act: …"): the floor reads the
// field's own label instead.
function stripField(detail, field) {
  const i = detail.indexOf(field);
  return i === 0 ? detail.slice(field.length).replace(/^[\s:：]+/, "") : detail;
}
function labelOf(el) {
  const span = el && el.closest("label") && el.closest("label").querySelector("span");
  return span ? span.textContent : "";
}
// Where a problem's field is on the page, and how a floor names it.
function fieldTarget(field, body) {
  let m;
  const spotBody = body.spot || {};
  const handBody = body.hand || body;
  if ((m = field.match(/^spot\.seats\[(\d+)\](?:\.(\w+))?/))) {
    const seat = ((spotBody.seats || [])[Number(m[1])] || {}).seat;
    const cls = { in_front: ".p-front", behind: ".p-behind", folded: ".p-folded", acted: ".p-acted", up_cards: ".p-cards",
      cards: ".p-cards" }[m[2]] || ".p-front";
    const tr = $("spot-rows").querySelector(`tr[data-seat="${seat}"]`);
    return { el: tr && tr.querySelector(cls), where: `${t("seat")} ${seat}` };
  }
  if ((m = field.match(/^(?:hand\.)?seats\[(\d+)\]/))) {
    const seat = ((handBody.seats || [])[Number(m[1])] || {}).seat;
    const tr = [...$("seat-rows").querySelectorAll("tr.seat-row")].find((r) => num(r.querySelector(".s-seat").value) === seat);
    return { el: tr && tr.querySelector(".s-stack"), where: `${t("seat")} ${seat}` };
  }
  if ((m = field.match(/^(?:hand\.)?actions\[(\d+)\]/))) {
    const i = Number(m[1]);
    const a = (handBody.actions || [])[i] || {};
    const li = $("action-list").querySelectorAll("li")[i];
    return { el: li, where: a.seat ? `${t("seat")} ${a.seat}, ${t("action").toLowerCase()} ${i + 1}` : `${t("action")} ${i + 1}` };
  }
  const ids = { "spot.last_full_raise": "spot-full", "spot.full_bet_to": "spot-full", "spot.to_act": "spot-to-act",
    "spot.pot": "spot-pot", "spot.street": "spot-street", "blinds.small": "sb", "blinds.big": "bb",
    "big_blind_ante": "bba", "button": "button", "game": "game", "house": "house", "hand_text": "hand-text",
    "ante": "ante", "bring_in": "bring-in", "limits": "small-bet", "limits.small_bet": "small-bet", "limits.big_bet": "big-bet" };
  const bare = field.replace(/^(spot|hand)\.(?=(blinds|big_blind_ante|button|game|ante|bring_in|limits)\b)/, "");
  if (ids[field] || ids[bare]) {
    const el = $(ids[field] || ids[bare]);
    if (el && field === "spot.to_act") {
      const seat = spotBody.to_act;
      return { el, where: `${labelOf(el)} (${t("seat")} ${seat})` };
    }
    return { el, where: labelOf(el) || t("dispute") };
  }
  if ((m = field.match(/^dispute\.(.+)$/))) {
    const d = disputeForm();
    const f = d.fields.find((x) => x.name === m[1] || m[1].startsWith(x.name + "[") || m[1].startsWith(x.name + "."));
    if (f && f.subject) return { el: $("dispute-seat"), where: f.label };
    if (f && f.kind === "chips") return { el: $("chips-out"), where: f.label };
    const el = f && document.querySelector(`#dispute-fields [data-field="${f.name}"]`);
    return { el: el || $("dispute-type"), where: f ? f.label : t("dispute") };
  }
  return null;
}

// ---- the house rules -----------------------------------------------------------------------
// The profiles come from the server (GET /v1/house-rules): the shipped ones and its own. The
// choice is part of the table's set-up; the first option sends no `house` (the server's
// default profile, else the TDA alone).
// Each profile's whole definition (GET /v1/house-rules/{name}/definition: its file, version and
// digest) is kept on the device beside the list, keyed by name, version and digest, and refreshed
// whenever the server answers: with the server out of reach the engine in the page rules under
// the chosen profile, the server's own ones included, and the ruling sent later names the
// version and digest it was given under.
const HOUSES = "floorcall.houses";
const HOUSE_DEFS = "floorcall.houseDefinitions";
const defKey = (p) => `${p.name} ${p.version} ${p.digest}`;
function storedJson(k, empty) { try { return JSON.parse(store.getItem(k) || "null") || empty; } catch (e) { return empty; } }
async function loadHouses() {
  try {
    state.houses = await api("GET", "/v1/house-rules");
    store.setItem(HOUSES, JSON.stringify(state.houses));
    keepDefinitions(state.houses);
  } catch (e) { state.houses = e.offline ? storedJson(HOUSES, null) : null; }
  fillHouses();
}
async function keepDefinitions(list) {
  const kept = storedJson(HOUSE_DEFS, {});
  const next = {};
  for (const p of list.profiles || []) {
    const k = defKey(p);
    if (kept[k]) { next[k] = kept[k]; continue; }
    try {
      const d = await api("GET", `/v1/house-rules/${encodeURIComponent(p.name)}/definition`);
      if (d.name === p.name && d.version === p.version && d.digest === p.digest) next[k] = d;
    } catch (e) { if (e.offline) return; }
  }
  // Versions the server no longer serves are dropped.
  store.setItem(HOUSE_DEFS, JSON.stringify(next));
}
// The definition kept for the profile a request is ruled under: the one it names, else the
// server's default (named then, so that the server logs it under the same).
function keptDefinition(name) {
  const list = state.houses || storedJson(HOUSES, {});
  const p = ((list && list.profiles) || []).find((x) => x.name === (name || (list && list.default)));
  return p ? storedJson(HOUSE_DEFS, {})[defKey(p)] || null : null;
}
function fillHouses() {
  const sel = $("house");
  const h = state.houses || { profiles: [] };
  const first = h.default ? t("house-default", { name: h.default }) : t("house-tda-only");
  const options = [{ value: "", label: first }].concat(h.profiles.map((p) => ({ value: p.name, label: `${p.title} · ${p.version}` })));
  // A remembered profile the server does not have stays chosen, so the ruling is refused
  // (422) rather than given under other rules.
  if (state.house && !h.profiles.some((p) => p.name === state.house)) options.push({ value: state.house, label: t("unknown-house", { name: state.house }) });
  sel.innerHTML = options.map((o) => `<option value="${escapeHtml(o.value)}">${escapeHtml(o.label)}</option>`).join("");
  sel.value = state.house;
  // The chosen profile in a sentence, as the house words it (in the floor's language where the
  // profile gives it).
  const chosen = h.profiles.find((p) => p.name === (state.house || h.default));
  $("house-about").hidden = !(chosen && chosen.description);
  $("house-about").textContent = chosen && chosen.description ? chosen.description : "";
}
function houseTitle(name) {
  const p = ((state.houses || {}).profiles || []).find((x) => x.name === name);
  return p ? p.title : name;
}

// ---- the table set-up ----------------------------------------------------------------------
function setupRows() {
  return [...$("seat-rows").querySelectorAll("tr.seat-row")].map((tr) => {
    const x = { seat: Number(tr.querySelector(".s-seat").value), name: tr.querySelector(".s-name").value || undefined,
      stack: num(tr.querySelector(".s-stack").value) || 0 };
    if (tr.dataset.cards) x.cards = tr.dataset.cards;
    if (tr.dataset.down) x.down = tr.dataset.down;
    return x;
  }).filter((s) => s.seat > 0 && s.stack > 0);
}
// Fixed limit (the game's usual structure, GET /v1/games): the spot asks for the street total
// of the last full bet or raise.
const fixedLimit = (code) => (gameDef(code) || {}).structure === "fixed_limit";
function labelFull() {
  const span = $("spot-full").closest("label").querySelector("span");
  span.dataset.i18n = fixedLimit($("game").value) ? "full-bet-to" : "last-full-raise";
  if (words()) span.textContent = t(span.dataset.i18n);
}
// A game with no blinds and no button (stud: `blinds` false in its row) is played with antes, a
// bring-in and the limits' small and big bets: the set-up asks for those instead, and its
// blinds and button are not sent.
const noButton = (code) => { const g = gameDef(code); return g ? !g.blinds : false; };
// A pasted history may be of a game the set-up's picker does not build: it is offered by its
// name for that table.
function offerGame(game) {
  const sel = $("game");
  if (game && ![...sel.options].some((o) => o.value === game)) {
    const o = document.createElement("option"); o.textContent = game; o.value = game; sel.appendChild(o);
  }
}
function blindFields() {
  const none = noButton($("game").value);
  for (const id of ["sb", "bb", "bba", "button"]) $(id).closest("label").hidden = none;
  for (const id of ["ante", "bring-in", "small-bet", "big-bet"]) $(id).closest("label").hidden = !none;
}
// A seat's cards in the set-up: its hole cards (hold'em, Omaha, draw: as many as the game's
// first deal), or in stud its down cards (two, and the seventh street's), its up cards being
// dealt street by street in the hand.
function showSeatCards(tr) {
  const b = tr.querySelector(".s-cards");
  const known = isStud() ? tr.dataset.down : tr.dataset.cards;
  b.innerHTML = known ? cardsHtml(known) : escapeHtml(isStud() ? t("down-cards") : t("cards"));
}
function addSeatRow(s) {
  const tr = document.createElement("tr");
  tr.innerHTML = `<td><input class="s-seat" type="number" min="1" max="10" inputmode="numeric"></td>
    <td><input class="s-name" autocomplete="off"></td><td><input class="s-stack chips-in" inputmode="numeric" autocomplete="off"></td>
    <td><button type="button" class="s-cards"></button></td><td><button type="button" class="s-remove">✕</button></td>`;
  tr.className = "seat-row";
  if (s.cards) tr.dataset.cards = s.cards;
  if (s.down) tr.dataset.down = s.down;
  tr.querySelector(".s-cards").setAttribute("data-testid", `seat-cards-${s.seat}`);
  showSeatCards(tr);
  tr.querySelector(".s-cards").addEventListener("click", () => {
    const seat = num(tr.querySelector(".s-seat").value);
    if (isStud()) {
      // The down cards dealt so far (two on third street, the seventh street's after it).
      const reached = roundsReached();
      const downs = (reached.length ? reached : gameDef().rounds.slice(0, 1)).reduce((a, r) => a + r.down, 0);
      pickCards(`${t("seat")} ${seat} · ${t("down-cards")}`, downs, usedCards(tr.dataset.down), tr.dataset.down, (cards) => {
        if (cards) tr.dataset.down = cards; else delete tr.dataset.down;
        showSeatCards(tr);
        changed();
      });
      return;
    }
    pickCards(`${t("seat")} ${seat}`, holeCount(), usedCards(tr.dataset.cards), tr.dataset.cards, (cards) => {
      if (cards) tr.dataset.cards = cards; else delete tr.dataset.cards;
      showSeatCards(tr);
      changed();
    });
  });
  tr.querySelector(".s-seat").value = s.seat;
  // The hook names the seat the row has now.
  tr.querySelector(".s-seat").addEventListener("change", () => {
    tr.querySelector(".s-cards").setAttribute("data-testid", `seat-cards-${num(tr.querySelector(".s-seat").value)}`);
  });
  tr.querySelector(".s-name").value = s.name || "";
  setChips(tr.querySelector(".s-stack"), s.stack);
  tr.querySelector(".s-remove").setAttribute("aria-label", t("remove"));
  tr.querySelector(".s-remove").addEventListener("click", () => { tr.remove(); changed(); });
  tr.querySelectorAll("input").forEach((i) => i.addEventListener("change", changed));
  $("seat-rows").appendChild(tr);
}
function setup() {
  return { game: $("game").value, sb: num($("sb").value) || 0, bb: num($("bb").value) || 1,
    bba: num($("bba").value) || 0, button: num($("button").value), seats: setupRows(), house: state.house,
    ante: num($("ante").value) || 0, bringIn: num($("bring-in").value), smallBet: num($("small-bet").value), bigBet: num($("big-bet").value) };
}
function loadSetup(s) {
  offerGame(s.game);
  $("game").value = s.game; blindFields(); setChips($("sb"), s.sb); setChips($("bb"), s.bb); setChips($("bba"), s.bba || 0);
  setChips($("ante"), s.ante || 0); setChips($("bring-in"), s.bringIn); setChips($("small-bet"), s.smallBet); setChips($("big-bet"), s.bigBet);
  if (s.house !== undefined) { state.house = s.house || ""; fillHouses(); }
  $("seat-rows").innerHTML = "";
  s.seats.forEach(addSeatRow);
  fillSeatSelects();
  if (s.button) $("button").value = s.button;
}
function tableKey() { return "floorcall.table." + ($("table-name").value || "1"); }
// The ruling on screen survives a reload (per table, on this device).
function openKey() { return "floorcall.open." + ($("table-name").value || "1"); }
function saveOpen() { if (state.ruling) store.setItem(openKey(), JSON.stringify(state.ruling)); else store.removeItem(openKey()); }
function restoreOpen() {
  let r = null;
  try { r = JSON.parse(store.getItem(openKey()) || "null"); } catch (e) { r = null; }
  state.ruling = r;
  if (r) renderRuling(r, { quiet: true }); else { $("ruling").hidden = true; renderPending(); }
}
function restoreTable() {
  state.table = $("table-name").value;
  const saved = store.getItem(tableKey());
  const s = saved ? JSON.parse(saved) : { game: "NLHE", sb: 100, bb: 200, bba: 200, button: 1, house: "",
    seats: [1, 2, 3, 4, 5, 6].map((n) => ({ seat: n, stack: 20000 })) };
  loadSetup(s);
  state.actions = []; state.extras = {}; state.importedSeats = null; state.up = {};
  changed();
  restoreOpen();
  loadRecent();
}
function fillSeatSelects() {
  const seats = setupRows().map((s) => s.seat);
  for (const id of ["button", "spot-to-act", "dispute-seat"]) {
    const sel = $(id); const keep = sel.value;
    sel.innerHTML = seats.map((n) => `<option value="${n}">${n}</option>`).join("");
    if (seats.includes(Number(keep))) sel.value = keep;
  }
  document.querySelectorAll("select.seat-field").forEach((sel) => {
    const keep = sel.value;
    sel.innerHTML = (sel.dataset.optional ? `<option value="">${t("none")}</option>` : "") +
      seats.map((n) => `<option value="${n}">${n}</option>`).join("");
    if (seats.includes(Number(keep))) sel.value = keep;
  });
  fillSpotRows();
}

// ---- the spot ------------------------------------------------------------------------------
function fillSpotRows() {
  const body = $("spot-rows");
  const old = {};
  body.querySelectorAll("tr[data-seat]").forEach((tr) => { old[tr.dataset.seat] = tr; });
  // The same seats: the rows stay where they are (a tap on a row's button that made a set-up
  // field lose its focus would otherwise land on a row taken out and put back).
  const have = [...body.querySelectorAll("tr[data-seat]")].map((tr) => tr.dataset.seat).join(",");
  if (have && have === setupRows().map((s) => String(s.seat)).join(",")) { showSpotCards(); deriveSpot(); return; }
  body.innerHTML = "";
  for (const s of setupRows()) {
    const tr = old[s.seat] || document.createElement("tr");
    if (!old[s.seat]) {
      tr.dataset.seat = s.seat;
      tr.innerHTML = `<td>${s.seat}</td><td><input class="p-front chips-in" inputmode="numeric" autocomplete="off" value="0"></td>
        <td><input class="p-behind chips-in" inputmode="numeric" autocomplete="off"></td>
        <td><input class="p-folded" type="checkbox"></td><td><input class="p-acted" type="checkbox"></td>
        <td class="p-cards-cell"><button type="button" class="p-cards"></button></td>`;
      setChips(tr.querySelector(".p-behind"), s.stack);
      tr.querySelector(".p-cards").setAttribute("data-testid", `spot-cards-${s.seat}`);
      tr.querySelector(".p-cards").addEventListener("click", () => pickSpotCards(tr));
      // What the floor types is kept; what it has not typed is derived (deriveSpot).
      tr.querySelector(".p-front").addEventListener("input", () => { tr.dataset.front = "typed"; deriveSpot(); });
      tr.querySelector(".p-behind").addEventListener("input", () => { tr.dataset.behind = "typed"; });
      tr.querySelectorAll("input").forEach((i) => i.addEventListener("change", drawTable));
      tr.querySelector(".p-front").setAttribute("data-testid", `spot-front-${s.seat}`);
      tr.querySelector(".p-behind").setAttribute("data-testid", `spot-behind-${s.seat}`);
      tr.querySelector(".p-folded").setAttribute("data-testid", `spot-folded-${s.seat}`);
      tr.querySelector(".p-acted").setAttribute("data-testid", `spot-acted-${s.seat}`);
    }
    body.appendChild(tr);
  }
  showSpotCards();
  deriveSpot();
}
// The spot's rounds are the game's (GET /v1/games): pre-flop to the river, third to seventh
// street, or a draw game's rounds named by the draw.
function fillSpotStreets() {
  const sel = $("spot-street");
  const g = gameDef();
  if (!g) return;
  const keep = sel.value;
  sel.innerHTML = g.rounds.map((r) => `<option value="${r.street}">${escapeHtml(t(STREET[r.street]) || r.name)}</option>`).join("");
  sel.value = g.rounds.some((r) => r.street === keep) ? keep : g.rounds[0].street;
}
// Stud: each seat's up cards, as many as the street shows (they decide who brings in and who
// opens); draw games: the cards a seat holds now, where known. Board games: none asked.
function spotCardCount() {
  const g = gameDef();
  if (!g || family() === "flop") return 0;
  if (!isStud()) return holeCount();
  let up = 0;
  for (const r of g.rounds) { up += r.up; if (r.street === $("spot-street").value) break; }
  return up;
}
function showSpotCards() {
  const count = spotCardCount();
  const head = $("spot-cards-head");
  head.hidden = !count;
  head.dataset.i18n = isStud() ? "up-cards" : "cards";
  if (words()) head.textContent = t(head.dataset.i18n);
  $("spot-rows").querySelectorAll("tr[data-seat]").forEach((tr) => {
    tr.querySelector(".p-cards-cell").hidden = !count;
    // Up cards of another street, or another game's cards, are not this spot's.
    if (tr.dataset.cards && cardList(tr.dataset.cards).length !== count) delete tr.dataset.cards;
    const b = tr.querySelector(".p-cards");
    b.innerHTML = tr.dataset.cards ? cardsHtml(tr.dataset.cards) : escapeHtml(t(head.dataset.i18n));
  });
}
function pickSpotCards(tr) {
  const count = spotCardCount();
  const mine = tr.dataset.cards || "";
  const taken = new Set([...$("spot-rows").querySelectorAll("tr[data-seat]")].flatMap((x) => (x === tr ? [] : cardList(x.dataset.cards))));
  const title = `${t("seat")} ${tr.dataset.seat} · ${t(isStud() ? "up-cards" : "cards")}`;
  pickCards(title, count, taken, mine, (cards) => {
    if (cards && cardList(cards).length === count) tr.dataset.cards = cards; else delete tr.dataset.cards;
    showSpotCards();
    deriveSpot();
    drawTable();
  });
}
// Stud's third street: the bring-in is the lowest up card (stud, stud/8: the ace high) or the
// highest (razz: the ace low), clubs lowest, then diamonds, hearts, spades (the engine's
// order; the server says so where a house deals otherwise).
function bringInSeat() {
  const razz = (gameDef() || { rounds: [] }).rounds.some((r) => r.opener === "low_showing");
  const order = (c) => {
    const r = "A23456789TJQKA".indexOf(c[0], razz ? 0 : 1);
    return r * 4 + "cdhs".indexOf(c[1]);
  };
  let best = null;
  $("spot-rows").querySelectorAll("tr[data-seat]").forEach((tr) => {
    const c = cardList(tr.dataset.cards)[0];
    if (!c) return;
    const k = order(c);
    if (!best || (razz ? k > best.k : k < best.k)) best = { k, seat: Number(tr.dataset.seat) };
  });
  return best && best.seat;
}
// The seats that post the blinds, as a hand dealt from this set-up posts them: heads-up the
// button posts the small blind; otherwise the two seats after the button. The big blind posts
// the blind first, then the big-blind ante (RP-11).
function blindPosts() {
  const s = setup();
  const seats = s.seats.map((x) => x.seat).sort((a, b) => a - b);
  const out = { front: {}, ante: {}, first: null };
  if (seats.length < 2) return out;
  const after = (seat) => seats.find((x) => x > seat) ?? seats[0];
  const bt = seats.includes(s.button) ? s.button : seats[0];
  const sbSeat = seats.length === 2 ? bt : after(bt);
  const bbSeat = after(sbSeat);
  const stack = (seat) => (s.seats.find((x) => x.seat === seat) || {}).stack || 0;
  out.front[sbSeat] = Math.min(s.sb, stack(sbSeat));
  out.front[bbSeat] = Math.min(s.bb, stack(bbSeat));
  out.ante[bbSeat] = Math.min(s.bba || 0, stack(bbSeat) - out.front[bbSeat]);
  out.first = after(bbSeat);
  return out;
}
// Pre-flop, what the blinds put in front and the antes in the pot come from the set-up; a
// seat's chips behind are its stack less what it put in, until the floor types them. Post-flop
// nothing is in front until typed.
function deriveSpot() {
  const g = gameDef();
  const first = !g || $("spot-street").value === g.rounds[0].street;
  const stud = isStud();
  // The round with the blinds in it (pre-flop, a draw game's first round); stud's third street:
  // every seat's ante in the pot and the bring-in to act.
  const pre = first && !stud;
  const posts = pre ? blindPosts() : { front: {}, ante: {}, first: null };
  if (first && stud) {
    const s = setup();
    for (const x of s.seats) posts.ante[x.seat] = Math.min(s.ante, x.stack);
    posts.first = bringInSeat();
  }
  const stacks = Object.fromEntries(setupRows().map((x) => [x.seat, x.stack]));
  $("spot-rows").querySelectorAll("tr[data-seat]").forEach((tr) => {
    const seat = Number(tr.dataset.seat);
    const front = tr.querySelector(".p-front"), behind = tr.querySelector(".p-behind");
    if (tr.dataset.front !== "typed") setChips(front, posts.front[seat] || 0);
    if (tr.dataset.behind !== "typed") setChips(behind, Math.max(0, (stacks[seat] || 0) - (num(front.value) || 0) - (posts.ante[seat] || 0)));
  });
  if ($("spot-pot").dataset.typed !== "typed" && first) setChips($("spot-pot"), Object.values(posts.ante).reduce((a, b) => a + b, 0));
  if ($("spot-to-act").dataset.typed !== "typed" && first && posts.first) {
    $("spot-to-act").value = String(posts.first);
    // The spot's seat to act is the dispute's seat in the spot; in the hand the replay's is.
    if (state.mode === "spot") followToAct(posts.first);
  }
}
function spot() {
  const s = setup();
  const seats = [...$("spot-rows").querySelectorAll("tr[data-seat]")].map((tr) => {
    const x = { seat: Number(tr.dataset.seat), in_front: num(tr.querySelector(".p-front").value) || 0,
      behind: num(tr.querySelector(".p-behind").value) || 0 };
    const name = s.seats.find((r) => r.seat === x.seat)?.name;
    if (name) x.name = name;
    if (tr.querySelector(".p-folded").checked) x.folded = true;
    if (tr.querySelector(".p-acted").checked) x.acted = true;
    // Stud: the up cards; draw games: the cards held now (board games ask for none).
    if (tr.dataset.cards && spotCardCount()) x[isStud() ? "up_cards" : "cards"] = tr.dataset.cards;
    return x;
  });
  const round = { street: $("spot-street").value, pot: num($("spot-pot").value) || 0, seats, to_act: num($("spot-to-act").value) };
  // Stud: antes, the bring-in and the limits' bets instead of blinds and a button.
  const out = noButton(s.game)
    ? Object.assign({ game: s.game }, s.ante ? { ante: s.ante } : {}, s.bringIn ? { bring_in: s.bringIn } : {},
      s.smallBet && s.bigBet ? { limits: { small_bet: s.smallBet, big_bet: s.bigBet } } : {}, round)
    : Object.assign({ game: s.game, blinds: { small: s.sb, big: s.bb }, big_blind_ante: s.bba, button: s.button }, round);
  // No-limit and pot-limit: the size of the last full bet or raise; fixed limit: its street total.
  const full = num($("spot-full").value);
  if (full) out[fixedLimit(s.game) ? "full_bet_to" : "last_full_raise"] = full;
  return out;
}

// ---- the hand, tap by tap ------------------------------------------------------------------
// Stud: a seat's cards as the hand names them. With its two first down cards known, every card
// in the order dealt (`cards`: two down, the up cards, the seventh street's down card); else its
// up cards alone (`up_cards`), which decide the bring-in and who opens each street.
function studSeat(x) {
  const up = cardList(state.up[x.seat]);
  const down = cardList(x.down);
  delete x.down;
  if (!up.length) return x;
  delete x.cards; delete x.up_cards;
  if (down.length >= 2) x.cards = down.slice(0, 2).concat(up, up.length >= 4 ? down.slice(2, 3) : []).join("");
  else if (up.length) x.up_cards = up.join("");
  return x;
}
function hand() {
  const s = setup();
  // Seats keep what an imported history gave them (hole cards, antes per seat).
  let seats = s.seats.map((x) => Object.assign({}, (state.importedSeats || []).find((i) => i.seat === x.seat) || {}, x));
  if (noButton(s.game)) {
    // Stud: the antes, the bring-in and the limits' bets from the set-up.
    seats = seats.map(studSeat);
    const limits = s.smallBet && s.bigBet ? { limits: { small_bet: s.smallBet, big_bet: s.bigBet } } : {};
    return Object.assign({ game: s.game, button: 0 }, s.ante ? { ante: s.ante } : {}, s.bringIn ? { bring_in: s.bringIn } : {},
      limits, { seats, actions: state.actions }, state.extras);
  }
  seats.forEach((x) => delete x.down);
  return Object.assign({ game: s.game, blinds: { small: s.sb, big: s.bb }, big_blind_ante: s.bba, button: s.button,
    seats, actions: state.actions }, state.extras);
}
async function replayNow() {
  const h = hand();
  // Only the latest replay counts: an answer to an earlier hand (set-up changes made in a row)
  // arriving after it would guide the next tap from a table that is gone.
  const mine = (state.replays = (state.replays || 0) + 1);
  try {
    const r = await api("POST", "/v1/hands/replay", h);
    if (mine !== state.replays) return;
    state.now = r.now;
    state.steps = r.steps || [];
    problem(null);
  } catch (e) {
    if (mine !== state.replays) return;
    state.now = null; problem(e, { hand: h });
  }
  renderGuide();
  drawTable();
  showPrior();
}
function followToAct(seat) {
  // The seat to act is the usual subject of a dispute: preselect it.
  if (seat && [...$("dispute-seat").options].some((o) => Number(o.value) === seat)) $("dispute-seat").value = String(seat);
}
function renderGuide() {
  const g = $("guide");
  if (!g) return;
  const n = state.now;
  if (n && state.mode === "hand") followToAct(n.to_act);
  if (!n) { g.textContent = ""; return; }
  // The replay's options: an act it would refuse cannot be tapped (a check facing a bet).
  const o = n.to_act && n.options;
  const seatNow = o && (n.seats || []).find((x) => x.seat === n.to_act);
  const can = { fold: !!o, check: !!(o && o.can_check), call: !!(o && !o.can_check && o.to_call > 0),
    raise: !!(o && o.can_raise), all_in: !!(seatNow && seatNow.stack > 0) };
  // Stud: the first act of the hand is the bring-in (or its completion); facing the bring-in
  // alone, a raise is the completion to the small bet (the game's row: a bring-in opener).
  const def = gameDef();
  const stud = !!(def && def.rounds[0].opener === "bring_in");
  const first = stud && n.street === def.rounds[0].street;
  const due = first && !!o && !state.actions.some((a) => a.seat && a.action);
  const small = setup().smallBet || 0;
  can.bring_in = due;
  can.complete = first && !!(o && o.can_raise) && (n.current_bet || 0) < small;
  if (due) can.call = false;
  $("act-bring-in").hidden = !stud;
  $("act-complete").hidden = !stud;
  document.querySelectorAll("#act-buttons [data-act]").forEach((b) => { b.disabled = !can[b.dataset.act]; });
  $("act-to").disabled = !can.raise;
  if (n.to_act && n.options) {
    g.textContent = t("to-act-now", { seat: n.to_act, call: fmt(o.to_call) }) + " — " +
      (!o.can_raise ? t("no-raise") : o.min_raise_to === o.max_raise_to
        ? t("raise-exactly", { amount: fmt(o.min_raise_to) })
        : t("raise-between", { low: fmt(o.min_raise_to), high: fmt(o.max_raise_to) }));
    // The smallest raise as a hint; what the floor types is kept.
    $("act-to").placeholder = o.can_raise ? fmt(o.min_raise_to) : "";
  } else {
    g.textContent = n.phase === "betting" ? t("no-player") : t("hand-over");
  }
  renderDeals();
  renderDraws();
  renderShowdown();
  $("action-list").innerHTML = state.actions.map((a) => `<li>${a.deal
    ? `${escapeHtml(t("dealt", { street: t(STREET[a.deal]) || streetName(a.deal) }))} ${a.cards ? cardsHtml(a.cards) : ""}`
    : a.action === "draw" ? `${escapeHtml(t("seat"))} ${a.seat}: ${escapeHtml(t("did-draw", { count: cardCount(a.discards) }))}` +
      (cardList(a.discards).length ? ` ${cardsHtml(a.discards)} → ${a.cards ? cardsHtml(a.cards) : "?"}` : "")
    : `${escapeHtml(t("seat"))} ${a.seat}: ${escapeHtml(t(DID[a.action]) || a.action)}${a.to ? " " + fmt(a.to) : ""}${a.cards ? " " + cardsHtml(a.cards) : ""}`}</li>`).join("");
}
// The cards each round deals, from the game's row (GET /v1/games): the board's, picked street by
// street (a deal entry goes where its street begins), or in stud each seat's up cards, picked
// seat by seat, kept with the seat (`up_cards`, or `cards` with its down cards).
function roundsReached() {
  const g = gameDef();
  const n = state.now;
  if (!g || !n) return [];
  const at = g.rounds.findIndex((r) => r.street === n.street);
  return at < 0 ? [] : g.rounds.slice(0, at + 1);
}
const streetName = (street) => ((gameDef() || { rounds: [] }).rounds.find((r) => r.street === street) || {}).name || t(STREET[street]) || street;
// Stud: where a round's up cards start in a seat's up cards.
function upIndex(street) {
  const g = gameDef();
  let k = 0;
  for (const r of g.rounds) { if (r.street === street) return k; k += r.up; }
  return k;
}
function renderDeals() {
  const n = state.now;
  const box = $("deal-buttons");
  if (!n || state.mode !== "hand") { box.innerHTML = ""; return; }
  if (isStud()) {
    box.innerHTML = roundsReached().filter((r) => r.up > 0).map((r) => {
      const k = upIndex(r.street);
      const cards = setupRows().map((x) => cardList(state.up[x.seat])[k] || "").join("");
      return `<button type="button" data-street="${r.street}" data-testid="deal-${r.street}">${escapeHtml(r.name)}: ` +
        `${cards ? cardsHtml(cards) : escapeHtml(t("up-cards"))}</button>`;
    }).join("");
    return;
  }
  box.innerHTML = roundsReached().slice(1).filter((r) => r.board > 0).map((r) => {
    const st = r.street;
    const dealt = state.actions.find((a) => a.deal === st);
    return `<button type="button" data-street="${st}" data-testid="deal-${st}">${escapeHtml(t(STREET[st]) || r.name)}: ` +
      `${dealt && dealt.cards ? cardsHtml(dealt.cards) : escapeHtml(t("cards"))}</button>`;
  }).join("");
}
// Stud: a round's up cards, one seat after the other (the seats still in the hand; on the first
// round every seat).
function dealUp(street) {
  const g = gameDef();
  const r = g.rounds.find((x) => x.street === street);
  const k = upIndex(street);
  const first = street === g.rounds[0].street;
  const live = new Set(((state.now || {}).seats || []).filter((x) => first || !x.folded).map((x) => x.seat));
  const seats = setupRows().map((x) => x.seat).filter((seat) => first || live.has(seat));
  const next = (i) => {
    if (i >= seats.length) { replayNow(); return; }
    const seat = seats[i];
    const ups = cardList(state.up[seat]);
    const mine = ups.slice(k, k + r.up).join("");
    pickCards(`${r.name} · ${t("seat")} ${seat}`, r.up, usedCards(mine), mine, (cards) => {
      const list = cardList(state.up[seat]);
      const got = cardList(cards);
      for (let j = 0; j < r.up; j++) list[k + j] = got[j] || list[k + j];
      state.up[seat] = list.filter(Boolean).join("");
      next(i + 1);
    });
    // The seat being dealt, for a test to follow the pickers one after the other.
    $("card-picker").dataset.seat = seat;
  };
  next(0);
}
function dealStreet(street) {
  if (isStud()) { dealUp(street); return; }
  const dealt = state.actions.find((a) => a.deal === street);
  const round = ((gameDef() || { rounds: [] }).rounds.find((r) => r.street === street)) || { board: { flop: 3 }[street] || 1 };
  pickCards(t(STREET[street]) || round.name, round.board, usedCards(dealt && dealt.cards), dealt && dealt.cards, (cards) => {
    if (dealt) { if (cards) dealt.cards = cards; else state.actions.splice(state.actions.indexOf(dealt), 1); }
    else if (cards) {
      const first = (state.steps || []).find((x) => x.street === street);
      const at = first ? first.action_index : state.actions.length;
      state.actions.splice(at, 0, { deal: street, cards });
    }
    replayNow();
  });
}
// Draw games: before a round that follows a draw (the game's row: `draw`), each seat still in
// the hand draws (a count of cards, or stands pat) before the round's first bet.
function renderDraws() {
  const n = state.now;
  const box = $("draws");
  const g = gameDef();
  const r = g && n && g.rounds.find((x) => x.street === n.street);
  const bet = (state.steps || []).some((x) => x.street === (n || {}).street);
  if (!n || state.mode !== "hand" || !r || !r.draw || bet || n.phase !== "betting") { box.innerHTML = ""; box.hidden = true; return; }
  // The draws of this round: those after the last betting act.
  const last = Math.max(-1, ...state.actions.map((a, i) => (a.seat && a.action && a.action !== "draw" ? i : -1)));
  const drawn = new Set(state.actions.slice(last + 1).filter((a) => a.action === "draw").map((a) => a.seat));
  const live = (n.seats || []).filter((x) => !x.folded && !drawn.has(x.seat));
  box.hidden = !live.length;
  const most = holeCount();
  box.innerHTML = live.map((x) => `<span class="mark-seat">${escapeHtml(t("to-draw", { seat: x.seat }))}` +
    `<button type="button" data-draw="0" data-seat="${x.seat}" data-testid="draw-${x.seat}-0">${escapeHtml(t("stand-pat"))}</button>` +
    Array.from({ length: most }, (_, i) => i + 1).map((c) =>
      `<button type="button" data-draw="${c}" data-seat="${x.seat}" data-testid="draw-${x.seat}-${c}" aria-label="${escapeHtml(t("draw-count", { count: c }))}">${c}</button>`).join("") +
    "</span>").join("");
}
// A seat's hand now in a draw game, where known: its cards dealt, then each draw's discards
// out and drawn cards in (null once a draw left them unknown).
function heldNow(seat) {
  let held = cardList((setupRows().find((x) => x.seat === seat) || {}).cards);
  if (held.length !== holeCount()) return null;
  for (const a of state.actions) {
    if (a.seat !== seat || a.action !== "draw" || !a.discards) continue;
    const out = cardList(a.discards), got = cardList(a.cards);
    if (out.length !== cardCount(a.discards) || got.length !== out.length || !out.every((c) => held.includes(c))) return null;
    held = held.filter((c) => !out.includes(c)).concat(got);
  }
  return held;
}
// A draw of `count` cards: where the seat's hand is known, the cards it throws are tapped among
// them, then the cards it receives from the deck (either picker left short: not known); where
// it is not, the count alone.
function draw(seat, count) {
  const a = { seat, action: "draw" };
  const push = () => { state.actions.push(a); replayNow(); };
  if (!count) { push(); return; }
  a.discards = "??".repeat(count);
  const held = heldNow(seat);
  const drawn = (out) => {
    const used = usedCards("");
    cardList(out).forEach((c) => used.add(c));
    pickCards(`${t("seat")} ${seat} · ${t("drawn-cards")}`, count, used, "", (cards) => {
      if (cardList(cards).length === count) a.cards = cards;
      push();
    });
    $("card-picker").dataset.seat = seat;
  };
  // A hand not known: the count alone (the cards drawn would be the only cards known).
  if (!held) { push(); return; }
  const deck = Object.keys(SUITS).flatMap((su) => RANKS.map((r) => r + su));
  pickCards(`${t("seat")} ${seat} · ${t("discards")}`, count, new Set(deck.filter((c) => !held.includes(c))), "", (out) => {
    if (cardList(out).length === count) a.discards = out;
    // The cards drawn are known only with the cards thrown.
    if (cardList(out).length === count) drawn(out); else push();
  });
  $("card-picker").dataset.seat = seat;
}
// At the showdown each hand still held is shown or mucked, a mark per seat.
function renderShowdown() {
  const n = state.now;
  const box = $("showdown");
  if (!n || state.mode !== "hand" || n.phase !== "closed") { box.innerHTML = ""; box.hidden = true; return; }
  const done = new Set(state.actions.filter((a) => a.action === "show" || a.action === "muck").map((a) => a.seat));
  const live = (n.seats || []).filter((x) => !x.folded && !done.has(x.seat));
  box.hidden = !live.length;
  box.innerHTML = live.map((x) => `<span class="mark-seat">${escapeHtml(t("seat"))} ${x.seat}` +
    `<button type="button" data-mark="show" data-seat="${x.seat}" data-testid="show-${x.seat}">${escapeHtml(t("show"))}</button>` +
    `<button type="button" data-mark="muck" data-seat="${x.seat}" data-testid="muck-${x.seat}">${escapeHtml(t("muck"))}</button></span>`).join("");
}
function mark(seat, kind) {
  if (kind === "muck") { state.actions.push({ seat, action: "muck" }); replayNow(); return; }
  const known = (hand().seats.find((x) => x.seat === seat) || {}).cards;
  const push = (cards) => { if (!cards) return; state.actions.push({ seat, action: "show", cards }); replayNow(); };
  if (known) push(known);
  else pickCards(`${t("seat")} ${seat}`, isStud() ? 7 : holeCount(), usedCards(""), "", push);
}
const cardCount = (text) => (String(text || "").match(/\?\?|[2-9TJQKA][shdc]/gi) || []).length;
function tap(kind) {
  const n = state.now;
  if (!n || !n.to_act) return;
  const a = { seat: n.to_act, action: kind };
  if (kind === "raise") {
    a.action = n.options && n.options.can_check ? "bet" : "raise";
    a.to = num($("act-to").value) || (n.options && n.options.min_raise_to);
    $("act-to").value = "";
  }
  state.actions.push(a);
  replayNow();
}

// ---- a pasted history ----------------------------------------------------------------------
async function importHand() {
  try {
    const r = await api("POST", "/v1/hands/import", { hand_text: $("hand-text").value, hand_format: $("hand-format").value });
    const h = r.hand;
    const posted = h.blinds || { small: 0, big: 0 };
    const lim = h.limits || {};
    const stud = noButton(h.game);
    state.up = {};
    const before = setup();
    loadSetup({ game: h.game, sb: posted.small, bb: posted.big, bba: h.big_blind_ante || 0, button: h.button,
      ante: stud ? h.ante || 0 : before.ante, bringIn: stud ? h.bring_in : before.bringIn,
      smallBet: stud ? lim.small_bet : before.smallBet, bigBet: stud ? lim.big_bet : before.bigBet,
      seats: h.seats.map((x) => ({ seat: x.seat, name: x.name, stack: x.stack, cards: x.cards })) });
    $("button").value = h.button;
    state.actions = h.actions || [];
    const { game, blinds, big_blind_ante, button, seats, actions, ...rest } = h;
    // Stud: the antes, bring-in and limits are the set-up's now (a cap travels with the hand).
    if (stud) { delete rest.ante; delete rest.bring_in; if (lim.cap == null) delete rest.limits; }
    // Hole cards and antes per seat travel with the seats.
    state.extras = rest;
    state.importedSeats = seats;
    setMode("hand");
    problem(null);
    $("guide").textContent = t("imported", { count: r.hands.length });
    await replayNow();
  } catch (e) { problem(e); }
}

// ---- the drawing ---------------------------------------------------------------------------
function drawTable() {
  const felt = $("felt");
  let seats, pot, board = [], toAct = null, button = num($("button").value);
  if (state.mode === "spot") {
    const s = spot();
    seats = s.seats.map((x) => ({ seat: x.seat, name: x.name, stack: x.behind, in_front: x.in_front, folded: x.folded }));
    pot = s.pot + s.seats.reduce((a, x) => a + x.in_front, 0);
    toAct = s.to_act;
  } else if (state.now) {
    seats = state.now.seats; pot = state.now.pot; board = state.now.board; toAct = state.now.to_act; button = state.now.button;
  } else {
    seats = setupRows().map((x) => ({ seat: x.seat, name: x.name, stack: x.stack, in_front: 0 })); pot = 0;
  }
  const n = Math.max(seats.length, 2);
  felt.innerHTML = `<div class="pot">${escapeHtml(t("pot"))}<br><span data-testid="drawn-pot">${fmt(pot)}</span></div><div class="board" data-testid="drawn-board">${cardsHtml(board.join(""))}</div>`;
  if (noButton($("game").value)) button = null;
  const holes = Object.fromEntries(((state.mode === "spot" ? spot().seats : hand().seats) || []).filter((x) => x.cards || x.up_cards)
    .map((x) => [x.seat, x.cards || x.up_cards]));
  const marks = {};
  if (state.mode !== "spot") for (const a of state.actions) {
    if (a.action === "show") { marks[a.seat] = "show"; if (a.cards) holes[a.seat] = a.cards; }
    if (a.action === "muck") marks[a.seat] = "muck";
  }
  seats.forEach((x, i) => {
    const angle = Math.PI / 2 + (2 * Math.PI * i) / n;
    const el = document.createElement("div");
    el.className = "seat" + (x.seat === toAct ? " to-act" : "") + (x.folded ? " folded" : "");
    el.style.left = `${50 + 44 * Math.cos(angle)}%`;
    el.style.top = `${50 + 40 * Math.sin(angle)}%`;
    el.setAttribute("data-testid", `drawn-seat-${x.seat}`);
    el.innerHTML = `<b>${x.seat}</b>${x.seat === button ? '<span class="dealer">D</span>' : ""} ${x.name ? escapeHtml(x.name) : ""}<br>${fmt(x.stack)}` +
      (holes[x.seat] ? `<span class="hole">${cardsHtml(holes[x.seat])}</span>` : "") +
      (marks[x.seat] ? `<span class="mark ${marks[x.seat]}" data-testid="mark-${x.seat}" data-mark="${marks[x.seat]}">${escapeHtml(t(DID[marks[x.seat]]))}</span>` : "") +
      (x.in_front ? `<span class="bet">${fmt(x.in_front)}</span>` : "");
    felt.appendChild(el);
  });
}
// Cards drawn with their suit's symbol in four colours (spades white, hearts red, diamonds
// blue, clubs green), as a four-colour deck: "Kd" is K♦ in blue.
const SUITS = { s: ["♠", "spades"], h: ["♥", "hearts"], d: ["♦", "diamonds"], c: ["♣", "clubs"] };
function cardHtml(rank, suit) {
  const [sym, name] = SUITS[suit.toLowerCase()];
  return `<span class="card ${name}" data-card="${rank}${suit.toLowerCase()}">${rank === "T" ? "10" : rank}${sym}</span>`;
}
function cardsHtml(text) {
  return String(text || "").replace(/[\s,]+/g, "").replace(/\?\?/g, '<span class="card back" aria-hidden="true">?</span>')
    .replace(/([2-9TJQKA])([shdc])/gi, (_, r, su) => cardHtml(r.toUpperCase(), su));
}
// Cards inside a sentence: only runs of two or more written together ("KdQdJd"), which no word
// of any language is.
function withCards(text) {
  return escapeHtml(text).replace(/(?:[2-9TJQKA][shdc]){2,}/g, (run) => cardsHtml(run));
}
function escapeHtml(s) { return String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c])); }

// ---- the dispute form ----------------------------------------------------------------------
function fillDisputeTypes() {
  const sel = $("dispute-type"); const keep = sel.value || "options";
  const types = forms().disputes.filter((d) => state.mode !== "spot" || d.spot);
  sel.innerHTML = types.map((d) => `<option value="${escapeHtml(d.type)}">${escapeHtml(d.title)}</option>`).join("");
  const names = types.map((d) => d.type);
  if (names.length) sel.value = names.includes(keep) ? keep : names[0];
  fillDisputeFields();
}
function disputeForm() { return forms().disputes.find((d) => d.type === $("dispute-type").value) || { fields: [] }; }
function fillDisputeFields() {
  renderDisputeGrid();
  const d = disputeForm();
  const box = $("dispute-fields");
  box.innerHTML = "";
  // The seat picker fills the form's first seat; the chips tapped fill its chips.
  const subject = d.fields.find((f) => f.subject);
  const picker = $("dispute-seat").parentElement;
  picker.hidden = !subject;
  picker.querySelector("span").textContent = subject ? subject.label : t("seat");
  $("chips-box").hidden = !d.fields.some((f) => f.kind === "chips");
  for (const f of d.fields.filter((f) => !f.subject && f.kind !== "chips")) {
    const label = document.createElement("label");
    label.innerHTML = `<span>${escapeHtml(f.label)}</span>`;
    let input;
    if (f.kind === "select") {
      input = document.createElement("select");
      const options = (f.required ? [] : [{ value: "", label: t("none") }]).concat(f.options);
      input.innerHTML = options.map((o) => `<option value="${escapeHtml(o.value)}">${escapeHtml(o.label)}</option>`).join("");
    } else if (f.kind === "seat") {
      input = document.createElement("select");
      input.className = "seat-field";
      if (!f.required) input.dataset.optional = "1";
    } else if (f.kind === "bool") {
      input = document.createElement("input"); input.type = "checkbox";
    } else {
      input = document.createElement("input");
      if (f.kind === "number") { input.type = "number"; input.inputMode = "numeric"; }
    }
    input.dataset.field = f.name; input.dataset.kind = f.kind;
    input.setAttribute("data-testid", "field-" + f.name.replace(".", "-"));
    label.appendChild(input);
    box.appendChild(label);
  }
  fillSeatSelects();
  showPrior();
}
// A question the ruling reads only when the seat already has chips in front this round: were
// the chips it put out earlier left alone, some pulled back, all of them (a bet's
// `prior_chips_moved`, Rule 46)? Then the form asks it and the ruling waits for the answer;
// otherwise it is not asked (the chips in front are none, and the answer changes nothing).
const PRIOR_MOVED = "prior_chips_moved";
function chipsInFront(seat) {
  if (state.mode === "spot") {
    const tr = $("spot-rows").querySelector(`tr[data-seat="${seat}"]`);
    return tr ? num(tr.querySelector(".p-front").value) || 0 : 0;
  }
  return (((state.now || {}).seats || []).find((x) => x.seat === seat) || {}).in_front || 0;
}
function priorAsked() {
  if (!disputeForm().fields.some((f) => f.name === PRIOR_MOVED)) return false;
  const typed = document.querySelector('#dispute-fields [data-field="prior_chips"]');
  return chipsInFront(num($("dispute-seat").value)) > 0 || !!(typed && amountsOf(typed.value).length);
}
function showPrior() {
  const el = document.querySelector(`#dispute-fields [data-field="${PRIOR_MOVED}"]`);
  if (!el) return;
  const asked = priorAsked();
  el.closest("label").hidden = !asked;
  if (!asked) el.value = "";
}
function setPath(obj, path, v) {
  const parts = path.split(".");
  let o = obj;
  for (const p of parts.slice(0, -1)) o = o[p] = o[p] || {};
  o[parts[parts.length - 1]] = v;
}
function dispute() {
  const type = $("dispute-type").value;
  const d = disputeForm();
  const out = { type };
  const subject = d.fields.find((f) => f.subject);
  if (subject) setPath(out, subject.name, num($("dispute-seat").value));
  const chips = d.fields.find((f) => f.kind === "chips");
  if (chips) setPath(out, chips.name, state.chips.slice());
  document.querySelectorAll("#dispute-fields [data-field][data-kind]").forEach((el) => {
    const k = el.dataset.kind; let v;
    if (k === "bool") v = el.checked;
    else if (k === "number" || k === "seat") v = num(el.value);
    else if (k === "list") v = amountsOf(el.value);
    else if (k === "motions") v = el.value.split("/").map(amountsOf).filter((m) => m.length);
    else if (el.value === "true" || el.value === "false") v = el.value === "true";
    else v = el.value;
    if (v === null || v === "" || (Array.isArray(v) && !v.length && k !== "list")) return;
    if (k === "list" && !v.length) return;
    setPath(out, el.dataset.field, v);
  });
  return out;
}
function renderChips() { $("chips-out").textContent = state.chips.length ? state.chips.map(fmt).join(" + ") + " = " + fmt(state.chips.reduce((a, b) => a + b, 0)) : "—"; }

// ---- the ruling ----------------------------------------------------------------------------
async function submit() {
  const moved = document.querySelector(`#dispute-fields [data-field="${PRIOR_MOVED}"]`);
  if (priorAsked() && moved && !moved.value) {
    state.sent = { dispute: { type: $("dispute-type").value } };
    state.ruling = null;
    $("ruling").hidden = true;
    problem(Object.assign(new Error(t("asked")), { problem: { field: "dispute." + PRIOR_MOVED, detail: t("asked") } }));
    return;
  }
  const body = { edition: $("edition").value, language: state.lang, dispute: dispute(), context: { table: $("table-name").value } };
  if (state.house) body.house = state.house;
  if (state.mode === "spot") body.spot = spot();
  else body.hand = hand();
  const key = newKey();
  state.sent = body;
  problem(null);
  // The ruling on screen was for the last dispute: it goes before this one is asked.
  state.ruling = null;
  $("ruling").hidden = true;
  countRuled(body.dispute.type);
  try {
    const r = await api("POST", "/v1/rulings", body, undefined, { "idempotency-key": key });
    state.ruling = r;
    problem(null);
    renderRuling(r);
    loadRecent();
    sendPending();
  } catch (e) {
    if (!e.offline) { problem(e); return; }
    if (!state.engine) {
      // No engine in the page (a server built without it): the dispute is kept on the device
      // and asked again, with its Idempotency-Key, when the server is back.
      savePending(pending().concat([{ key, body, at: new Date().toISOString() }]));
      problem(e);
      return;
    }
    // The server is out of reach: the engine in the page rules, under the profile's definition
    // kept on the device, and the request waits, naming the profile's version and digest (the
    // server logs it under that version or refuses it, never under another).
    const def = keptDefinition(body.house);
    if (def) Object.assign(body, { house: def.name, house_version: def.version, house_digest: def.digest });
    const out = decideHere(def ? Object.assign({}, body, { house_definition: def }) : body);
    if (out.problem) { problem(Object.assign(new Error(out.problem.detail), { problem: out.problem }), body); return; }
    savePending(pending().concat([{ key, body, at: new Date().toISOString() }]));
    state.ruling = Object.assign(out, { pending: key });
    problem(null);
    renderRuling(state.ruling);
  }
}
// The raises a player may make: one amount where the smallest is the largest (fixed limit, or
// a short stack), else the range.
function raiseSpan(o) {
  return o.min_raise_to === o.max_raise_to ? fmt(o.min_raise_to) : `${fmt(o.min_raise_to)}–${fmt(o.max_raise_to)}`;
}
// What a ruling (or the TDA's ruling beside a house's) decides in chips.
function amounts(r) {
  const out = [];
  if (r.action) out.push(`${lab("action")}${t("seat")} ${r.action.seat} ${t(DID[r.action.action]) || r.action.action}${r.action.to ? " " + fmt(r.action.to) : ""}`);
  if (r.returned) out.push(`${lab("returned")}${fmt(r.returned)}`);
  if (r.options) out.push((r.options.seat ? `${t("seat")} ${r.options.seat}${t("colon") || ": "}` : "") + `${lab("to-call")}${fmt(r.options.to_call)}` + (r.options.can_raise ? ` · ${lab("raise-range")}${raiseSpan(r.options)}` : ""));
  for (const x of r.refunds || []) out.push(`${lab("returned")}${t("seat")} ${x.seat} ${fmt(x.amount)}`);
  for (const x of r.forfeited || []) out.push(`${lab("forfeited")}${t("seat")} ${x.seat} ${fmt(x.amount)}`);
  // Chips taken out of play (chips out of view, Rule 63) are forfeited too.
  for (const x of r.out_of_play || []) out.push(`${lab("forfeited")}${t("seat")} ${x.seat} ${fmt(x.amount)}`);
  return out.join(" · ");
}
function setOutcome(el, code) { el.textContent = outcomeWords(code); el.dataset.outcome = code; }
// Under a house profile that changed the ruling: the house rule is the ruling's rule, and the
// TDA's ruling stands beside it; under one that did not, a line says so.
function renderHouse(r) {
  const h = r.house;
  const changed = !!(h && h.effect === "changed" && h.tda);
  $("verdicts").classList.toggle("both", changed);
  $("verdict-tda").hidden = !changed;
  $("verdict-house-head").hidden = !changed;
  const text = changed && r.citation.house ? r.citation.house.text : null;
  $("ruling-house-rule").hidden = !text;
  $("ruling-house-rule").textContent = text || "";
  $("ruling-house-none").hidden = !(h && h.effect === "none");
  $("ruling-house-none").textContent = h ? t("house-none", { title: houseTitle(h.profile) }) : "";
  if (!changed) return;
  $("verdict-house-head").textContent = t("house-ruling", { title: houseTitle(h.profile), version: h.version });
  setOutcome($("ruling-tda-outcome"), h.tda.outcome);
  $("ruling-tda-citation").textContent = `${h.tda.citation.label} — ${h.tda.citation.title}`;
  $("ruling-tda-citation").dataset.key = h.tda.citation.key;
  $("ruling-tda-summary").textContent = h.tda.summary;
  $("ruling-tda-amounts").textContent = amounts(h.tda);
}
function renderRuling(r, how) {
  $("ruling").hidden = false;
  setOutcome($("ruling-outcome"), r.outcome);
  $("ruling-citation").textContent = `${r.citation.label} — ${r.citation.title}`;
  $("ruling-citation").dataset.key = r.citation.key;
  $("ruling-summary").innerHTML = withCards(r.summary);
  $("ruling-amounts").textContent = amounts(r);
  renderHouse(r);
  $("ruling-reasoning").innerHTML = r.reasoning.map((x) => `<li>${withCards(x)}</li>`).join("");
  const alts = $("ruling-alternatives");
  alts.innerHTML = r.discretion && r.alternatives.length
    ? `<div class="alt"><b>${escapeHtml(outcomeWords(r.outcome))}</b><br>${escapeHtml(t("discretion"))}</div>` +
      r.alternatives.map((a) => `<div class="alt"><b>${escapeHtml(outcomeWords(a.outcome))}</b><br>${escapeHtml(t("if"))} ${escapeHtml(a.if)}</div>`).join("")
    : "";
  // The notice in the floor's language (the API's `notice` is the English text).
  $("ruling-notice").textContent = t("notice") || r.notice;
  $("final-status").textContent = "";
  // A note belongs to the ruling it was written for.
  if (!(how && how.quiet)) $("final-note").value = "";
  state.proposal = null;
  showWho();
  renderPending();
  saveOpen();
  preparePrint(r);
  if (!(how && how.quiet)) $("ruling").scrollIntoView({ behavior: "smooth", block: "start" });
}
async function finalWord(word) {
  if (!state.ruling) return;
  try {
    const note = $("final-note").value;
    const answer = {};
    const rec = await api("PATCH", `/v1/rulings/${state.ruling.id}`, note ? { final: word, note } : { final: word }, answer);
    if (answer.status === 202) {
      // A floor person's word is a proposal until a supervisor confirms it.
      const h = rec.final_history || [];
      state.proposal = { ruling: state.ruling.id, id: h.length ? h[h.length - 1].id : null, word };
      $("final-status").textContent = t("proposed");
    } else {
      state.proposal = null;
      $("final-status").textContent = t("final-saved", { word: t(FINAL[word]) });
    }
    showWho();
    problem(null);
    loadRecent();
  } catch (e) { problem(e); }
}
async function confirmProposal() {
  const p = state.proposal;
  if (!p || !p.id) return;
  try {
    const rec = await api("POST", `/v1/rulings/${p.ruling}/confirm`, { proposal: p.id });
    state.proposal = null;
    $("final-status").textContent = t("confirmed", { word: t(FINAL[rec.final]) });
    showWho();
    problem(null);
    loadRecent();
  } catch (e) { problem(e); }
}
// The table's record: its rulings of the last day, newest first, in floor words (the dispute's
// title, the outcome's word), at the tablet's local time, with the final word. A tap
// opens the ruling again. (The log lists oldest first: its pages are read to the end.)
const RECENT = 8;
async function loadRecent() {
  const table = $("table-name").value;
  try {
    const since = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
    let items = [], cursor = null, pages = 0;
    do {
      const r = await api("GET", `/v1/rulings?table=${encodeURIComponent(table)}&since=${encodeURIComponent(since)}&limit=200` +
        (cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""));
      items = items.concat(r.items);
      cursor = r.next_cursor;
      pages += 1;
    } while (cursor && pages < 20);
    if (table !== $("table-name").value) return;
    state.recentAll = items.slice().reverse();
    renderRecent();
  } catch (e) { if (!e.offline) { state.recent = []; renderRecent(); } }
}
function localTime(iso) {
  const d = new Date(iso);
  const today = new Date().toDateString() === d.toDateString();
  const o = today ? { hour: "2-digit", minute: "2-digit" } : { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" };
  return new Intl.DateTimeFormat(state.lang, o).format(d);
}
// The record searched: by seat (a number: the seats the dispute names), by
// player (a name of the hand), by dispute or outcome (words of their titles), by time ("21:",
// "21:40"); every word given must match. Without a search, the newest few.
function seatsOf(x) {
  const d = (x.request && x.request.dispute) || {};
  const out = new Set();
  for (const [k, v] of Object.entries(d)) if ((k === "seat" || k === "requester" || k === "target" || k.endsWith("_seat")) && typeof v === "number") out.add(v);
  return out;
}
function namesOf(x) {
  const h = (x.request && (x.request.hand || x.request.spot)) || {};
  return (h.seats || []).map((s) => s.name).filter(Boolean);
}
function matches(x, q) {
  const d = forms().disputes.find((f) => f.type === x.dispute_type);
  const text = fold([d ? d.title : x.dispute_type, outcomeWords(x.outcome), ...namesOf(x)].join(" "));
  const time = localTime(x.created_at);
  return fold(q).split(/\s+/).filter(Boolean).every((w) =>
    /^\d+$/.test(w) ? seatsOf(x).has(Number(w)) : /\d:/.test(w) ? time.includes(w) : text.includes(w));
}
function renderRecent() {
  const q = $("recent-search").value.trim();
  state.recent = (state.recentAll || []).filter((x) => !q || matches(x, q)).slice(0, q ? 30 : RECENT);
  $("recent").innerHTML = (state.recent || []).map((x, i) => {
    const d = forms().disputes.find((f) => f.type === x.dispute_type);
    const fin = x.final ? t(FINAL[x.final]) : "";
    return `<li><button type="button" class="recent" data-i="${i}" data-testid="recent-item" data-id="${escapeHtml(x.id)}">` +
      `<time datetime="${escapeHtml(x.created_at)}">${escapeHtml(localTime(x.created_at))}</time> · ${escapeHtml(d ? d.title : x.dispute_type)} · ` +
      `<b data-outcome="${escapeHtml(x.outcome)}">${escapeHtml(outcomeWords(x.outcome))}</b>` +
      (fin ? ` · <span class="final-word" data-final="${escapeHtml(x.final)}">${escapeHtml(lab("final-word"))}${escapeHtml(fin)}</span>` : "") + "</button></li>";
  }).join("");
}

// One-tap print: the server's print view of a logged ruling (GET /v1/rulings/{id}/print, with
// the session's token), printed from a frame of its own. A server without that view (404), or a
// ruling not yet logged, has no print button.
async function preparePrint(r) {
  const button = $("print");
  button.hidden = true;
  state.printable = null;
  if (!r || !r.id || r.pending) return;
  const id = r.id;
  try {
    const headers = { "accept": "text/html", "accept-language": state.lang };
    const token = session.getItem("floorcall.session");
    if (token) headers.authorization = "Bearer " + token;
    const res = await fetch(`/v1/rulings/${encodeURIComponent(id)}/print`, { headers });
    if (!res.ok || !state.ruling || state.ruling.id !== id) return;
    state.printable = { id, blob: await res.blob() };
    button.hidden = false;
  } catch (e) { /* offline: no print */ }
}
function printRuling() {
  const p = state.printable;
  if (!p) return;
  const old = $("print-frame");
  if (old) old.remove();
  const frame = document.createElement("iframe");
  frame.id = "print-frame";
  frame.className = "print-frame";
  frame.setAttribute("aria-hidden", "true");
  frame.src = URL.createObjectURL(new Blob([p.blob], { type: "text/html" }));
  frame.addEventListener("load", () => { try { frame.contentWindow.focus(); frame.contentWindow.print(); } catch (e) { problem(e); } });
  document.body.appendChild(frame);
}

// ---- the card picker -------------------------------------------------------------------------
// Cards are tapped from a deck drawn in four colours; a card already on the table (a seat's hole
// cards, the board) cannot be tapped twice. It closes by itself when the count is reached.
const RANKS = "AKQJT98765432".split("");
function cardList(s) { return (String(s || "").match(/[2-9TJQKA][shdc]/gi) || []).map((c) => c[0].toUpperCase() + c[1].toLowerCase()); }
function usedCards(except) {
  const mine = new Set(cardList(except));
  const all = setupRows().flatMap((x) => cardList(x.cards).concat(cardList(x.down)))
    .concat(state.actions.flatMap((a) => cardList(a.cards))).concat(Object.values(state.up).flatMap(cardList));
  return new Set(all.filter((c) => !mine.has(c)));
}
function pickCards(title, count, used, current, done) {
  delete $("card-picker").dataset.seat;
  state.picker = { count, picked: cardList(current).slice(0, count), used, done };
  $("picker-title").textContent = `${title} · ${t("cards-to-pick", { count })}`;
  renderPicker();
  const d = $("card-picker");
  if (d.showModal && !d.open) d.showModal(); else d.hidden = false;
}
function renderPicker() {
  const p = state.picker;
  $("picker-grid").innerHTML = Object.keys(SUITS).map((su) => `<div class="picker-row">` + RANKS.map((r) => {
    const c = r + su;
    const on = p.picked.includes(c);
    return `<button type="button" class="pick-card${on ? " picked" : ""}" data-card="${c}" data-testid="pick-${c}"` +
      `${p.used.has(c) && !on ? " disabled" : ""} aria-pressed="${on}">${cardHtml(r, su)}</button>`;
  }).join("") + "</div>").join("");
  $("picker-out").innerHTML = p.picked.length ? cardsHtml(p.picked.join("")) : "—";
}
function closePicker(take) {
  const p = state.picker;
  const d = $("card-picker");
  if (d.open) d.close(); else d.hidden = true;
  state.picker = null;
  if (p && take) p.done(p.picked.join(""));
}

// ---- the dispute types, one tap each -----------------------------------------------------------
// Every dispute type is a button, those this tablet's floors meet most first (counted on the
// device as rulings are given; the server's order breaks ties). The order is kept within a hand
// so that nothing moves under the floor's finger. A type a spot cannot stand for moves the
// page to the hand, tap by tap.
function tally() { try { return JSON.parse(store.getItem("floorcall.tally") || "{}"); } catch (e) { return {}; } }
function countRuled(type) {
  const c = tally();
  c[type] = (c[type] || 0) + 1;
  store.setItem("floorcall.tally", JSON.stringify(c));
}
// Whether a dispute type can apply to the table's game (its form's `needs`, from the engine's
// registry, against the game's row): a stud table's types (a stud deal) come first at a stud
// table, a board's (a flop error) last.
function applies(d) {
  const g = gameDef();
  if (!g || !d.needs || d.needs === "any") return true;
  return d.needs === "board" ? g.board : d.needs === "button" ? g.blinds : d.needs === "up-cards" ? g.family === "stud" : true;
}
function orderTypes() {
  const c = tally();
  state.order = forms().disputes.map((d, i) => ({ type: d.type, i, fits: applies(d) ? 0 : 1 }))
    .sort((a, b) => a.fits - b.fits || (c[b.type] || 0) - (c[a.type] || 0) || a.i - b.i).map((x) => x.type);
  state.orderGame = $("game").value;
}
function renderDisputeGrid() {
  if (!state.order || state.order.length !== forms().disputes.length || state.orderGame !== $("game").value) orderTypes();
  const cur = $("dispute-type").value;
  $("dispute-grid").innerHTML = state.order.map((type) => forms().disputes.find((d) => d.type === type)).filter(Boolean)
    .map((d) => `<button type="button" class="pick${d.type === cur ? " chosen" : ""}" data-type="${escapeHtml(d.type)}" ` +
      `data-testid="dispute-pick-${escapeHtml(d.type)}" aria-pressed="${d.type === cur}">${escapeHtml(d.title)}</button>`).join("");
}
function chooseType(type) {
  const d = forms().disputes.find((x) => x.type === type);
  if (!d) return;
  if (state.mode === "spot" && !d.spot) setMode("hand");
  $("dispute-type").value = type;
  fillDisputeFields();
}

// ---- the rules, looked up ---------------------------------------------------------------------
// By number (either edition's: "43", "45-A") or by words of the title and summary, in the
// chosen language (GET /v1/rules: both editions' numbers).
async function loadRules() {
  const lang = state.lang;
  if ((state.rules || {})[lang]) return state.rules[lang];
  const r = await api("GET", `/v1/rules?language=${encodeURIComponent(lang)}&edition=${encodeURIComponent($("edition").value)}`);
  state.rules = Object.assign(state.rules || {}, { [lang]: r.rules });
  return r.rules;
}
const fold = (s) => String(s || "").normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
async function lookUpRule() {
  const q = $("rule-search").value.trim();
  const out = $("rule-results");
  if (!q) { out.innerHTML = ""; return; }
  let rules;
  try { rules = await loadRules(); } catch (e) { out.innerHTML = `<li>${escapeHtml(e.message)}</li>`; return; }
  if (q !== $("rule-search").value.trim()) return;
  const n = q.match(/^(\d+)(?:-?([a-z]))?$/i);
  // A number is the chosen edition's first, then the other edition's.
  const ed = $("edition").value;
  const hits = n
    ? rules.filter((r) => [r.numbers["2024"], r.numbers["2026"]].includes(n[1]))
      .sort((a, b) => (a.numbers[ed] === n[1] ? 0 : 1) - (b.numbers[ed] === n[1] ? 0 : 1))
    : rules.filter((r) => fold(q).split(/\s+/).every((w) => fold(`${r.title} ${r.summary} ${r.key}`).includes(w)));
  out.innerHTML = hits.slice(0, 12).map((r) => `<li data-testid="rule-result" data-key="${escapeHtml(r.key)}"><b>` +
    `${escapeHtml(t("rule-numbers", { n2024: r.numbers["2024"] || "—", n2026: r.numbers["2026"] || "—" }))}</b> — ${escapeHtml(r.title)}` +
    `<br><span class="rule-summary">${escapeHtml(r.summary)}</span></li>`).join("") || `<li>${escapeHtml(t("no-rule-found"))}</li>`;
}

// A new hand keeps the table (its set-up, its name, its record) and clears the hand: the round
// typed, the actions tapped or imported, the dispute, the ruling on screen and its note.
function newHand() {
  state.actions = []; state.extras = {}; state.importedSeats = null; state.now = null; state.chips = []; state.up = {};
  state.ruling = null; state.proposal = null; state.order = null;
  saveOpen();
  // The seats' cards were this hand's.
  document.querySelectorAll("#seat-rows tr.seat-row").forEach((tr) => { delete tr.dataset.cards; delete tr.dataset.down; showSeatCards(tr); });
  $("spot-rows").innerHTML = "";
  $("spot-street").value = ((gameDef() || { rounds: [{ street: "preflop" }] }).rounds[0] || {}).street;
  setChips($("spot-pot"), 0); $("spot-full").value = "";
  delete $("spot-pot").dataset.typed; delete $("spot-to-act").dataset.typed;
  $("hand-text").value = ""; $("act-to").value = ""; $("final-note").value = "";
  $("ruling").hidden = true; $("ruling-outcome").textContent = "";
  $("final-status").textContent = "";
  problem(null);
  renderChips();
  fillDisputeFields();
  changed();
  renderPending();
}

// ---- wiring --------------------------------------------------------------------------------
function setMode(mode) {
  state.mode = mode;
  document.querySelectorAll(".tabs button[data-mode]").forEach((b) => b.setAttribute("aria-selected", String(b.dataset.mode === mode)));
  for (const m of ["spot", "hand", "paste"]) $("mode-" + m).hidden = m !== mode;
  fillDisputeTypes();
  if (mode === "hand") replayNow(); else drawTable();
}
function changed() {
  labelFull();
  fillSpotStreets();
  fillSeatSelects();
  deriveSpot();
  if (state.mode === "hand") replayNow(); else drawTable();
}
function init() {
  const lang = store.getItem("floorcall.lang");
  $("presets").addEventListener("click", (e) => {
    const b = e.target.closest("button");
    if (!b) return;
    setChips($("sb"), Number(b.dataset.sb)); setChips($("bb"), Number(b.dataset.bb)); setChips($("bba"), Number(b.dataset.bba)); changed();
  });
  $("denominations").addEventListener("click", (e) => {
    const b = e.target.closest("button");
    if (b) { state.chips.push(Number(b.dataset.chip)); renderChips(); }
  });
  $("chips-clear").addEventListener("click", () => { state.chips = []; renderChips(); });
  $("language").addEventListener("change", (e) => setLanguage(e.target.value));
  $("signin").addEventListener("submit", signIn);
  $("signin-button").addEventListener("click", () => { $("signin").hidden = false; $("signin-name").focus(); });
  $("signout-button").addEventListener("click", signOut);
  $("final-confirm").addEventListener("click", confirmProposal);
  showWho();
  // The table's name survives a reload (this device).
  $("table-name").value = store.getItem("floorcall.tableName") || $("table-name").value;
  $("table-name").addEventListener("change", () => {
    // Another table: its set-up, its record and its open ruling (the same name again: nothing).
    if ($("table-name").value === state.table) return;
    store.setItem("floorcall.tableName", $("table-name").value);
    restoreTable();
  });
  $("house").addEventListener("change", () => { state.house = $("house").value; fillHouses(); });
  ["game", "sb", "bb", "bba", "button"].forEach((id) => $(id).addEventListener("change", changed));
  $("game").addEventListener("change", () => {
    blindFields();
    fillSpotStreets();
    showSpotCards();
    document.querySelectorAll("#seat-rows tr.seat-row").forEach(showSeatCards);
    renderDisputeGrid();
  });
  $("add-seat").addEventListener("click", () => {
    const used = setupRows().map((s) => s.seat);
    let n = 1; while (used.includes(n)) n++;
    addSeatRow({ seat: n, stack: num($("bb").value) * 100 || 10000 }); changed();
  });
  $("save-setup").addEventListener("click", () => { store.setItem(tableKey(), JSON.stringify(setup())); $("guide").textContent = t("saved"); });
  document.querySelectorAll(".tabs button[data-mode]").forEach((b) => b.addEventListener("click", () => setMode(b.dataset.mode)));
  ["spot-street", "spot-pot", "spot-full"].forEach((id) => $(id).addEventListener("change", drawTable));
  $("spot-street").addEventListener("change", () => { showSpotCards(); deriveSpot(); });
  $("spot-pot").addEventListener("input", () => { $("spot-pot").dataset.typed = "typed"; });
  $("spot-to-act").addEventListener("input", () => { $("spot-to-act").dataset.typed = "typed"; });
  // Chips fields show their grouping once left.
  document.addEventListener("change", (e) => { if (e.target.matches && e.target.matches("input.chips-in")) regroup(e.target.parentElement); }, true);
  $("spot-to-act").addEventListener("change", () => { followToAct(num($("spot-to-act").value)); drawTable(); });
  document.querySelectorAll("#act-buttons [data-act]").forEach((b) => b.addEventListener("click", () => tap(b.dataset.act)));
  $("undo").addEventListener("click", () => { state.actions.pop(); replayNow(); });
  $("import").addEventListener("click", importHand);
  $("recent").addEventListener("click", (e) => {
    const b = e.target.closest("button.recent");
    const x = b && (state.recent || [])[Number(b.dataset.i)];
    if (!x) return;
    state.ruling = Object.assign({ id: x.id }, x.ruling);
    problem(null);
    renderRuling(state.ruling);
  });
  $("new-hand").addEventListener("click", newHand);
  $("dispute-grid").addEventListener("click", (e) => { const b = e.target.closest("button[data-type]"); if (b) chooseType(b.dataset.type); });
  $("picker-grid").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-card]");
    const p = state.picker;
    if (!b || !p) return;
    const c = b.dataset.card;
    p.picked = p.picked.includes(c) ? p.picked.filter((x) => x !== c) : p.picked.concat([c]).slice(0, p.count);
    renderPicker();
    if (p.picked.length === p.count) closePicker(true);
  });
  $("picker-clear").addEventListener("click", () => { if (state.picker) { state.picker.picked = []; renderPicker(); } });
  $("picker-done").addEventListener("click", () => closePicker(true));
  $("card-picker").addEventListener("cancel", (e) => { e.preventDefault(); closePicker(false); });
  $("rule-search").addEventListener("input", lookUpRule);
  $("recent-search").addEventListener("input", renderRecent);
  $("showdown").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-mark]");
    if (b) mark(Number(b.dataset.seat), b.dataset.mark);
  });
  $("draws").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-draw]");
    if (b) draw(Number(b.dataset.seat), Number(b.dataset.draw));
  });
  $("deal-buttons").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-street]");
    if (b) dealStreet(b.dataset.street);
  });
  $("print").addEventListener("click", printRuling);
  $("dispute-type").addEventListener("change", fillDisputeFields);
  $("dispute-seat").addEventListener("change", showPrior);
  $("dispute-fields").addEventListener("input", (e) => { if (e.target.dataset.field === "prior_chips") showPrior(); });
  $("spot-rows").addEventListener("change", showPrior);
  $("submit").addEventListener("click", submit);
  $("final-upheld").addEventListener("click", () => finalWord("upheld"));
  $("final-overruled").addEventListener("click", () => finalWord("overruled"));
  if (lang) setLanguage(lang); else browserLanguage();
  restoreTable();
  loadHouses();
  setMode("spot");
  renderPending();
  loadEngine();
  if ("serviceWorker" in navigator) navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
  window.addEventListener("online", sendPending);
  setInterval(sendPending, 5000);
  sendPending();
}
document.addEventListener("DOMContentLoaded", init);
