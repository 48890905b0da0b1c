//! PokerStars text the importer must refuse by line rather than read wrongly: a negative stack
//! (its sign was dropped: `-1500` seated a player with 1,500) and a seat line it cannot read
//! (it was skipped: the player was left out of the hand without a word).

use floorcall_engine::import::pokerstars;

const HAND: &str = "PokerStars Hand #8: Tournament #9, 100+10 Hold'em No Limit - Level I (10/20) - 2026/11/30 10:00:00 ET
Table '9 1' 9-max Seat #1 is the button
Seat 1: ann (1500 in chips)
Seat 2: bob (1500 in chips)
Seat 3: cid (1500 in chips)
bob: posts small blind 10
cid: posts big blind 20
*** HOLE CARDS ***
ann: folds
bob: folds
Uncalled bet (10) returned to cid
cid collected 20 from pot
*** SUMMARY ***
Total pot 20 | Rake 0
Seat 1: ann (button) folded before Flop
";

#[test]
fn the_hand_as_written_imports() {
    let got = pokerstars::import(HAND).expect("import");
    assert_eq!(got[0].hand.seats.len(), 3);
}

#[test]
fn a_negative_stack_is_refused_naming_its_line() {
    for minus in ["-1500", "\u{2212}1500", "-$15.00"] {
        let text = HAND.replacen(
            "Seat 2: bob (1500 in chips)",
            &format!("Seat 2: bob ({minus} in chips)"),
            1,
        );
        let e = pokerstars::import(&text).expect_err(minus);
        assert_eq!(e.field.as_deref(), Some("line 4"), "{minus}: {e}");
        assert!(e.message.contains(minus), "{minus}: {e}");
    }
    // A negative amount in an action is refused too.
    let text = HAND.replacen("posts big blind 20", "posts big blind -20", 1);
    let e = pokerstars::import(&text).expect_err("negative blind");
    assert_eq!(e.field.as_deref(), Some("line 7"), "{e}");
}

#[test]
fn an_unreadable_seat_line_is_refused_naming_its_line() {
    for line in [
        "Seat 3: cid (lots in chips)",
        "Seat 3: cid 1500 in chips",
        "Seat 3 cid: (1500 in chips)",
        "Seat three: cid (1500 in chips)",
        "Seat 300: cid (1500 in chips)",
    ] {
        let text = HAND.replacen("Seat 3: cid (1500 in chips)", line, 1);
        let e = pokerstars::import(&text).expect_err(line);
        assert_eq!(e.field.as_deref(), Some("line 5"), "{line}: {e}");
    }
}
