//! The options examples of the seeds (TDA Rules 43 and 47, every example with its exact
//! numbers) and our own variants, from `tests/cases/options.json`, checked against the replay.

use floorcall_engine::hand::{Hand, HandInput};
use floorcall_engine::replay::replay;
use serde_json::Value;

#[test]
fn options_cases() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/cases/options.json"
    );
    let cases: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(path).expect("cases")).expect("json");
    assert!(cases.len() >= 16);
    for c in &cases {
        let id = c["id"].as_str().unwrap_or("?");
        let input: HandInput = serde_json::from_value(c["request"]["hand"].clone())
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        let hand = Hand::parse(&input).unwrap_or_else(|e| panic!("{id}: {e}"));
        let r = replay(&hand).unwrap_or_else(|e| panic!("{id}: {e}"));
        let seat = c["request"]["dispute"]["seat"].as_u64().expect("seat") as u8;
        let mut t = r.table.clone();
        t.deal_implied(hand.actions.len()).expect("deal");
        assert_eq!(t.to_act(), Some(seat), "{id}: seat to act");
        let o = t.options(seat).expect("seat in hand");
        let e = &c["expected"]["options"];
        assert_eq!(Some(o.to_call), e["to_call"].as_u64(), "{id}: to_call");
        assert_eq!(
            Some(o.can_raise),
            e["can_raise"].as_bool(),
            "{id}: can_raise"
        );
        assert_eq!(
            o.min_raise_to,
            e["min_raise_to"].as_u64(),
            "{id}: min_raise_to"
        );
        assert_eq!(
            o.max_raise_to,
            e["max_raise_to"].as_u64(),
            "{id}: max_raise_to"
        );
    }
}
