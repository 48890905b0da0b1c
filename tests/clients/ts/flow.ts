// One flow through the TypeScript client generated from openapi/openapi.json, unchanged
// (openapi-typescript types + openapi-fetch): a ruling of every dispute type from the
// document's own examples, the log listed with a filter and a cursor, one ruling read back,
// the floor's final word, the rules, a replay, an import and a table balance.
// Usage: node dist/flow.js BASE_URL DOC
import createClient from "openapi-fetch";
import { readFileSync } from "node:fs";
import type { components, paths } from "./schema.d.ts";

type RulingRequest = components["schemas"]["RulingRequest"];
type HandInput = components["schemas"]["HandInput"];
type HandText = components["schemas"]["HandText"];
type BalanceRequest = components["schemas"]["BalanceRequest"];

const [base, docPath] = process.argv.slice(2);
if (!base || !docPath) throw new Error("usage: flow.js BASE_URL DOC");
const doc = JSON.parse(readFileSync(docPath, "utf8"));
// The server's API key (FLOORCALL_API_KEY), sent as a bearer token.
const key = process.env.FLOORCALL_API_KEY;
const client = createClient<paths>({
  baseUrl: base,
  headers: key ? { Authorization: `Bearer ${key}` } : {},
});
let checks = 0;

function ok(cond: unknown, what: string): void {
  if (!cond) {
    console.error(`typescript client: ${what}`);
    process.exit(1);
  }
  checks += 1;
}

// Every request example is one the server answers with success (a refused request is an
// example of its 4xx answer, with the request as `x-request`).
function examples<T>(path: string): Record<string, T> {
  const media = doc.paths[path].post.requestBody.content["application/json"];
  const out: Record<string, T> = {};
  for (const [name, ex] of Object.entries(media.examples as Record<string, { value: T }>)) {
    out[name] = ex.value;
  }
  return out;
}

const table = `ts-${Math.random().toString(36).slice(2, 10)}`;
const ids: Record<string, string> = {};
for (const [kind, value] of Object.entries(examples<RulingRequest>("/v1/rulings"))) {
  const body: RulingRequest = { ...value, context: { tournament: "Client flow", table, floor: "Ana" } };
  const { data, error, response } = await client.POST("/v1/rulings", { body });
  ok(response.status === 200 && data, `${kind}: ${response.status} ${JSON.stringify(error)}`);
  if (!data) continue;
  ok(data.citation.key.length > 0 && data.outcome.length > 0, `${kind}: citation and outcome`);
  ids[kind] = data.id;
}
// At least one per dispute type the document declares (the discriminator's mapping), and the
// other examples (a `spot` instead of a hand).
const kinds = Object.keys(doc.components.schemas.Dispute.discriminator.mapping).sort();
ok(kinds.every((k) => k in ids) && kinds.length >= 9, `rulings of ${Object.keys(ids)}`);
const n = Object.keys(ids).length;

// The listing answers a JSON page, or an NDJSON or CSV export when `format` asks for one: the
// generated type is their union, narrowed here to the page.
type Page = components["schemas"]["RulingsPage"];
function asPage(data: Page | string | undefined, what: string): Page {
  if (typeof data !== "object") throw new Error(`typescript client: ${what}: not a page`);
  return data;
}
const size = n - 3; // two pages whatever the number of dispute types: n - 3 rulings, then 3
const first = asPage((await client.GET("/v1/rulings", { params: { query: { table, limit: size } } })).data, "first page");
ok(first.items.length === size && first.next_cursor, `first page of ${size} with a cursor`);
const rest = asPage(
  (await client.GET("/v1/rulings", { params: { query: { table, limit: size, cursor: first.next_cursor ?? undefined } } })).data,
  "last page",
);
ok(rest.items.length === 3 && !rest.next_cursor, "last page of three, no cursor");
const seen = new Set([...first.items, ...rest.items].map((r) => r.id));
ok(seen.size === n && Object.values(ids).every((id) => seen.has(id)), "every ruling listed once");
const raises = asPage((await client.GET("/v1/rulings", { params: { query: { table, outcome: "raise" } } })).data, "raises");
ok(raises.items.length > 0 && raises.items.every((r) => r.outcome === "raise"), "filter by outcome");
const csv = await client.GET("/v1/rulings", { params: { query: { table, format: "csv" } }, parseAs: "text" });
ok(typeof csv.data === "string" && csv.data.split("\n").length === n + 2, `CSV export: a header and ${n} rows`);

const betId = ids["bet"] ?? "";
const rec = await client.GET("/v1/rulings/{id}", { params: { path: { id: betId } } });
ok(rec.data?.id === betId && rec.data.table === table, "get");
const fin = await client.PATCH("/v1/rulings/{id}", {
  params: { path: { id: betId } },
  body: { final: "overruled", note: "TypeScript client" },
});
ok(fin.data?.final === "overruled" && fin.data.final_note === "TypeScript client", "final word");

const rules = await client.GET("/v1/rules", { params: { query: { language: "es" } } });
ok(rules.data && rules.data.rules.length > 90 && rules.data.language === "es", "rules list");
const one = await client.GET("/v1/rules/{key}", { params: { path: { key: "raise-amounts" }, query: { edition: "2026" } } });
ok(one.data?.rules[0]?.number === "45", "rule 43 is 45 in 2026");

const hand = examples<HandInput>("/v1/hands/replay")["hand"];
ok(hand, "replay example");
if (hand) {
  const rep = await client.POST("/v1/hands/replay", { body: hand });
  ok(rep.data?.steps.length === 3 && rep.data.steps[0]?.seat === 3, "replay");
}
const text = examples<HandText>("/v1/hands/import")["phh"];
if (text) {
  const imp = await client.POST("/v1/hands/import", { body: text });
  ok(imp.data?.hands.length === 1 && imp.data.scale === 1, "import");
}
const tables = examples<BalanceRequest>("/v1/tables/balance")["halt"];
if (tables) {
  const bal = await client.POST("/v1/tables/balance", { body: tables });
  ok(bal.data?.halt[0] === "A" && bal.data.moves[0]?.to === "A", "balance");
}
console.log(`typescript client: ${checks} checks passed, 0 failed`);
