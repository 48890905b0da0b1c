//! Print the table of house-rule knobs for `docs/house-rules.md`: every knob, the values it
//! takes, the TDA's value in each edition and the rule it changes.
//! `cargo run -q -p floorcall-engine --example knobs_table`.
use floorcall_engine::house::{HouseRules, KNOBS};
use floorcall_engine::lang::Language;
use floorcall_engine::rules::Edition;
use floorcall_engine::ruling::Ctx;

#[allow(dead_code)]
fn main() {
    print!("{}", table());
}

/// The table, one row per knob (shared with `tests/house_docs.rs`).
pub fn table() -> String {
    let mut out = String::from(
        "| Knob | Values | TDA 2024 | TDA 2026 | Rule (2024 / 2026) | What it sets |\n|---|---|---|---|---|---|\n",
    );
    let (a, b) = (
        HouseRules::tda(Edition::E2024),
        HouseRules::tda(Edition::E2026),
    );
    for k in KNOBS {
        let c24 = Ctx::new(Edition::E2024, Language::En).cite(k.rule, k.part);
        let c26 = Ctx::new(Edition::E2026, Language::En).cite(k.rule, k.part);
        let short = |l: &str| {
            l.trim_start_matches("TDA 2024 ")
                .trim_start_matches("TDA 2026 ")
                .to_string()
        };
        out.push_str(&format!(
            "| `{}` | {} | `{}` | `{}` | {} / {} | {} |\n",
            k.name,
            k.expects(),
            k.value(&a),
            k.value(&b),
            short(&c24.label),
            short(&c26.label),
            k.doc.split_whitespace().collect::<Vec<_>>().join(" ")
        ));
    }
    out
}
