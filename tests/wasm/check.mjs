// The console's offline engine against the server: every data-driven case of tests/cases
// (each in both editions and in every language the server speaks) is ruled by the WebAssembly
// module, as the page loads it (WebAssembly.instantiate, bytes through its memory), and posted
// to a running floorcall; the two answers must be equal, the log's `id` aside.
//
//   node tests/wasm/check.mjs http://127.0.0.1:8080 target/wasm32-unknown-unknown/wasm/floorcall_wasm.wasm
//
// FLOORCALL_API_KEY, if set, is sent as a bearer token. The cases under the test profiles
// (tests/cases/with-test-profiles: profiles of the server's own, `--house-rules tests/house-rules`)
// are ruled by the module with the profile's definition beside the request, as the console
// gives it offline (GET /v1/house-rules/{name}/definition), when the server serves it.
import { readFileSync, readdirSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";

const [base, wasmPath] = process.argv.slice(2).map((a, i) => (i === 0 ? a.replace(/\/$/, "") : a));
if (!base || !wasmPath) { console.error("usage: check.mjs BASE_URL WASM"); process.exit(2); }
const here = dirname(fileURLToPath(import.meta.url));
const casesDir = join(here, "..", "cases");

const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const x = instance.exports;
const enc = new TextEncoder(), dec = new TextDecoder();
function decide(request) {
  const bytes = enc.encode(JSON.stringify(request));
  const p = x.alloc(bytes.length);
  new Uint8Array(x.memory.buffer, p, bytes.length).set(bytes);
  const out = x.decide(p, bytes.length);
  const n = new DataView(x.memory.buffer).getUint32(out, true);
  const text = dec.decode(new Uint8Array(x.memory.buffer, out + 4, n));
  x.dealloc(out, n + 4);
  return JSON.parse(text);
}

const headers = { "content-type": "application/json" };
if (process.env.FLOORCALL_API_KEY) headers.authorization = "Bearer " + process.env.FLOORCALL_API_KEY;
async function post(body) {
  const r = await fetch(base + "/v1/rulings", { method: "POST", headers, body: JSON.stringify(body) });
  return { status: r.status, body: await r.json() };
}
// The languages the server speaks: its document's Language schema.
const doc = await (await fetch(base + "/openapi.json")).json();
const languages = doc.components.schemas.Language.enum;
if (!languages || !languages.length) throw new Error("no Language schema in the document");

function firstDifference(a, b, path = "") {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === "object" && typeof b === "object") {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference(a[k], b[k], `${path}.${k}`);
      if (d) return d;
    }
  }
  return `${path || "."}: server ${JSON.stringify(a)?.slice(0, 160)} · wasm ${JSON.stringify(b)?.slice(0, 160)}`;
}

// A server's own profile, as the console keeps it for its offline engine.
const definitions = {};
async function definitionOf(name) {
  if (!(name in definitions)) {
    const r = await fetch(`${base}/v1/house-rules/${encodeURIComponent(name)}/definition`, { headers });
    definitions[name] = r.ok ? await r.json() : null;
  }
  return definitions[name];
}

let passed = 0, failed = 0;
const files = readdirSync(casesDir).filter((f) => f.endsWith(".json")).sort().map((f) => [f, join(casesDir, f)]);
const own = join(casesDir, "with-test-profiles");
for (const f of readdirSync(own).filter((f) => f.endsWith(".json")).sort()) {
  files.push([`with-test-profiles/${f}`, join(own, f)]);
}
for (const [file, path] of files) {
  for (const c of JSON.parse(readFileSync(path, "utf8"))) {
    const def = file.startsWith("with-test-profiles/") ? await definitionOf(c.request.house) : null;
    if (file.startsWith("with-test-profiles/") && !def) continue;
    for (const edition of ["2024", "2026"]) {
      for (const language of languages) {
        const req = { ...c.request, edition, language };
        const server = await post(req);
        const wasm = decide(def ? { ...req, house_definition: def } : req);
        let why = null;
        if (server.status === 200) {
          const { id, ...ruling } = server.body;
          if (typeof id !== "string") why = "the server's answer has no id";
          else if (wasm.problem) why = `wasm refused: ${JSON.stringify(wasm.problem)}`;
          else why = firstDifference(ruling, wasm);
        } else if (!wasm.problem) {
          why = `the server refused (${server.status} ${server.body.detail}), the wasm ruled`;
        } else if (server.body.field !== wasm.problem.field) {
          why = `field: server ${server.body.field} · wasm ${wasm.problem.field}`;
        }
        if (why) { failed++; if (failed <= 20) console.log(`FAIL ${file}/${c.id} ${edition} ${language}: ${why}`); }
        else passed++;
      }
    }
  }
}
console.log(`wasm vs server: ${passed} passed, ${failed} failed (${files.length} case files, editions 2024 and 2026, languages ${languages.join(", ")})`);
process.exit(failed ? 1 : 0);
