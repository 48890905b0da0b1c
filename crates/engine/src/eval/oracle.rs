//! Differential test against PokerKit 0.7.7: `tests/oracle/pokerkit_evals.jsonl` (made by
//! `tests/oracle/evals.py`) holds 3,000 random pairs of hands for each game and which of the
//! two PokerKit finds stronger; our evaluators must agree on every pair.
//!
//! | file's game   | PokerKit                | ours                       |
//! |---------------|-------------------------|----------------------------|
//! | `stud_high`   | `StandardHighHand`      | [`high_any_five`]          |
//! | `razz`        | `RegularLowHand`        | [`low_a5`]                 |
//! | `eight`       | `EightOrBetterLowHand`  | [`low_eight`]              |
//! | `deuce_seven` | `StandardLowHand`       | [`low_27`]                 |
//! | `badugi`      | `BadugiHand`            | [`badugi`]                 |
//! | `short_deck`  | `ShortDeckHoldemHand`   | [`short_deck_high`]        |
//!
//! Differences found: none. (PokerKit 0.7.7 has no class named `DeuceToSevenLowHand`: its
//! deuce-to-seven low is `StandardLowHand`, the standard ranking reversed with straights that
//! do not wrap, so A-2-3-4-5 is ace high, as in [`low_27`].)

use super::{badugi, high_any_five, low_27, low_a5, low_eight, short_deck_high};
use crate::cards::parse_cards;
use std::cmp::Ordering;
use std::collections::BTreeMap;

const FIXTURE: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../tests/oracle/pokerkit_evals.jsonl"
));

/// Which of two hands is stronger by our evaluators: 1 for `a`, -1 for `b`, 0 for a tie.
fn ours(game: &str, a: &str, b: &str) -> i8 {
    let (a, b) = (parse_cards(a).unwrap(), parse_cards(b).unwrap());
    let ord = match game {
        "stud_high" => high_any_five(&a).cmp(&high_any_five(&b)),
        // Lows: the smaller value is the stronger hand.
        "razz" => low_a5(&b).cmp(&low_a5(&a)),
        // Some low beats none; `Option` orders `None` first, so compare the other way round
        // only between two lows.
        "eight" => match (low_eight(&a), low_eight(&b)) {
            (Some(x), Some(y)) => y.cmp(&x),
            (x, y) => x.is_some().cmp(&y.is_some()),
        },
        "deuce_seven" => low_27(&b).cmp(&low_27(&a)),
        "badugi" => badugi(&b).cmp(&badugi(&a)),
        "short_deck" => short_deck_high(&a).cmp(&short_deck_high(&b)),
        other => panic!("unknown game {other}"),
    };
    match ord {
        Ordering::Greater => 1,
        Ordering::Less => -1,
        Ordering::Equal => 0,
    }
}

#[test]
fn agrees_with_pokerkit_on_every_pair() {
    // game -> (pairs, agreements)
    let mut tally: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut differences = Vec::new();
    for line in FIXTURE.lines().filter(|l| !l.trim().is_empty()) {
        let (game, a, b, theirs): (String, String, String, i8) =
            serde_json::from_str(line).unwrap();
        let mine = ours(&game, &a, &b);
        let t = tally.entry(game.clone()).or_default();
        t.0 += 1;
        if mine == theirs {
            t.1 += 1;
        } else {
            differences.push(format!("{game} {a} vs {b}: PokerKit {theirs}, ours {mine}"));
        }
    }
    for (game, (n, agree)) in &tally {
        eprintln!("{game}: {agree}/{n} pairs agree");
    }
    assert_eq!(tally.len(), 6, "every game is in the fixture: {tally:?}");
    assert!(tally.values().all(|&(n, _)| n == 3000), "{tally:?}");
    assert!(
        differences.is_empty(),
        "{} differences:\n{}",
        differences.len(),
        differences[..differences.len().min(20)].join("\n")
    );
}
