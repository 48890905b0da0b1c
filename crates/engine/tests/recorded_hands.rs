//! Hands as floors and histories record them, written for these tests (every stack worked out
//! by hand in the comments): a fixed-limit raise recorded as the amount that puts the opponent
//! all in, read as the limit's raise with a note.

use floorcall_engine::hand::Hand;
use floorcall_engine::import::{HandFormat, Imported, import_one};
use floorcall_engine::lang::Language;
use floorcall_engine::replay::replay;
use floorcall_engine::rules::Edition;

/// Import, replay, and the final stacks by seat.
fn stacks(imp: &Imported) -> Vec<(u8, u64)> {
    let hand = Hand::parse(&imp.hand).expect("parse");
    let r = replay(&hand).unwrap_or_else(|e| panic!("replay: {e}"));
    let res = r.result().expect("the hand is over");
    res.final_stacks
        .expect("pots awarded")
        .iter()
        .map(|s| (s.seat, s.stack))
        .collect()
}

fn notes(imp: &Imported) -> Vec<String> {
    imp.notes
        .iter()
        .map(|m| m.render(Language::En, Edition::default()))
        .collect()
}

/// Fixed-limit hold'em, blinds 1/2, bets 2/4; p1 (seat 1) small blind 200, p2 (seat 2) big
/// blind 200, p3 (seat 3, the button) 5. Pre-flop p3 calls 2 (3 behind), p1 folds, p2
/// checks. Flop: p2 checks, p3 bets 2 (1 behind), p2's raise is recorded "to 3", p3's whole
/// stack, where the limit's raise is to 4; p3 calls all in for 1 more. Read as the raise to 4:
/// 1 returned to p2. The pot: 1 (p1's blind) + 5 (p2) + 5 (p3) = 11, won by p2's aces:
/// p1 199, p2 200 - 5 + 11 = 206, p3 0.
const CAPPED_FT: &str = r#"variant = 'FT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
small_bet = 2
big_bet = 4
starting_stacks = [200, 200, STACK]
actions = ['d dh p1 7c2d', 'd dh p2 AsAh', 'd dh p3 KsKh', 'p3 cc', 'p1 f', 'p2 cc',
  'd db 2c5d9h', 'p2 cc', 'p3 cbr 2', 'p2 cbr 3', 'p3 cc', 'd db Jc', 'd db 3s',
  'p2 sm AsAh', 'p3 sm KsKh']
finishing_stacks = [199, 206, 0]
"#;

#[test]
fn a_limit_raise_recorded_as_the_opponents_all_in_is_the_limits_raise() {
    let imp = import_one(&CAPPED_FT.replace("STACK", "5"), HandFormat::Phh).expect("import");
    // The raise as imported: to 4, the limit's amount.
    let raise = &imp.hand.actions[6];
    assert_eq!((raise.seat, raise.to), (Some(2), Some(4)));
    assert_eq!(
        notes(&imp),
        vec![
            "actions[6]: seat 2's fixed-limit raise recorded to 3, all an opponent can call, is \
             read as the limit's raise to 4: the opponent calls all in for less and 1 is \
             returned uncalled"
                .to_string()
        ]
    );
    assert_eq!(stacks(&imp), vec![(1, 199), (2, 206), (3, 0)]);
    let hand = Hand::parse(&imp.hand).expect("parse");
    let r = replay(&hand).expect("replay");
    let returned: Vec<(u8, u64)> = r
        .result()
        .expect("over")
        .returned
        .iter()
        .map(|s| (s.seat, s.stack))
        .collect();
    assert_eq!(returned, vec![(2, 1)]);
}

#[test]
fn a_short_limit_raise_against_a_deeper_stack_is_still_refused() {
    // p3 has 50: a raise to 3 is not the opponent's all-in, and not the limit's raise.
    let imp = import_one(&CAPPED_FT.replace("STACK", "50"), HandFormat::Phh).expect("import");
    assert!(notes(&imp).is_empty());
    assert_eq!(imp.hand.actions[6].to, Some(3));
    let hand = Hand::parse(&imp.hand).expect("parse");
    let e = replay(&hand).expect_err("a raise to 3 in a 2/4 limit");
    assert_eq!(e.action_index, Some(6), "{e}");
}
