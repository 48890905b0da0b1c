//! A field the hand's contract does not have is refused by name, not dropped: `straddle` (for
//! `straddles`) used to be accepted silently, and the hand was ruled on without its straddle.

use floorcall_engine::HandInput;

const HAND: &str = r#"{"game": "NLHE", "blinds": {"small": 100, "big": 200}, "button": 1,
  "seats": [{"seat": 1, "stack": 5000}, {"seat": 2, "stack": 5000}, {"seat": 3, "stack": 5000}]"#;

#[test]
fn a_misspelt_field_of_the_hand_is_refused_by_name() {
    let ok = format!(r#"{HAND}, "straddles": [{{"seat": 3, "amount": 400}}]}}"#);
    let h: HandInput = serde_json::from_str(&ok).expect("the contract's spelling");
    assert_eq!(h.straddles.len(), 1);
    for (bad, field) in [
        (
            format!(r#"{HAND}, "straddle": [{{"seat": 3, "amount": 400}}]}}"#),
            "straddle",
        ),
        (
            HAND.replacen(r#""stack": 5000}"#, r#""stack": 5000, "stak": 1}"#, 1) + "}",
            "stak",
        ),
        (
            format!(r#"{HAND}, "actions": [{{"seat": 3, "action": "raise", "too": 600}}]}}"#),
            "too",
        ),
    ] {
        let e = serde_json::from_str::<HandInput>(&bad).expect_err(field);
        assert!(
            e.to_string().contains(&format!("unknown field `{field}`")),
            "{field}: {e}"
        );
    }
}
