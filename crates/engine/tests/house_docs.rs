//! `docs/house-rules.md` lists every knob as the engine declares it.
use floorcall_engine::house::KNOBS;

#[path = "../examples/knobs_table.rs"]
mod knobs_table;

#[test]
fn the_documented_knob_table_is_the_generated_one() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/house-rules.md"
    ))
    .expect("docs/house-rules.md");
    let begin =
        doc.find("<!-- knobs:begin -->\n").expect("begin marker") + "<!-- knobs:begin -->\n".len();
    let end = doc.find("<!-- knobs:end -->").expect("end marker");
    let table = &doc[begin..end];
    for k in KNOBS {
        assert!(
            table.contains(&format!("| `{}` |", k.name)),
            "docs/house-rules.md lacks {}",
            k.name
        );
    }
    assert_eq!(
        table,
        knobs_table::table(),
        "regenerate: cargo run -q -p floorcall-engine --example knobs_table"
    );
}
