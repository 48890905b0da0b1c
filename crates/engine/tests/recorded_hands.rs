//! Hands as floors and histories record them, written for these tests (every stack worked out
//! by hand in the comments): a fixed-limit raise recorded as the amount that puts the opponent
//! all in, read as the limit's raise with a note; a button blind (Triton's short deck,
//! PokerStars' 6+ hold'em), a hand with antes and no blinds, and Courchevel (the flop's first
//! card dealt before the first round).

use floorcall_engine::hand::{BlindsPostedBy, Hand};
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

/// Short deck as Triton deals it: every player antes 100 and the button (p3, seat 3) posts a
/// button blind of 100; stacks 1,000 each. Pre-flop the button's left acts first: p1 calls 100,
/// p2 raises to 400, p3 folds its blind, p1 calls 300 more. Flop: p1 checks, p2 bets 300, p1
/// folds, the 300 returned. The pot: 300 (antes) + 100 (p3's blind) + 400 + 400 = 1,200, to
/// p2: p1 1,000 - 500 = 500; p2 1,000 - 500 + 1,200 = 1,700; p3 1,000 - 200 = 800.
const BUTTON_BLIND_NS: &str = r#"variant = 'NS'
antes = [100, 100, 100]
blinds_or_straddles = [0, 0, 100]
min_bet = 100
starting_stacks = [1000, 1000, 1000]
actions = ['d dh p1 AsKs', 'd dh p2 QhQd', 'd dh p3 7c6c', 'p1 cc', 'p2 cbr 400', 'p3 f',
  'p1 cc', 'd db 9hTcJd', 'p1 cc', 'p2 cbr 300', 'p1 f']
finishing_stacks = [500, 1700, 800]
"#;

#[test]
fn a_button_blind_is_posted_by_the_button_who_acts_last() {
    let imp = import_one(BUTTON_BLIND_NS, HandFormat::Phh).expect("import");
    assert_eq!(imp.hand.blinds_posted_by, BlindsPostedBy::Button);
    assert_eq!((imp.hand.blinds.small, imp.hand.blinds.big), (0, 100));
    assert_eq!((imp.hand.button, imp.hand.ante), (3, 100));
    let hand = Hand::parse(&imp.hand).expect("parse");
    let r = replay(&hand).expect("replay");
    // The first decision: seat 1 (the button's left) faces the button's 100, raises to 200+.
    let d = &r.decisions[0];
    assert_eq!(
        (d.seat, d.options.to_call, d.options.min_raise_to),
        (1, 100, Some(200))
    );
    // After the flop the button's left (seat 1) acts first again.
    let flop: Vec<u8> = r
        .decisions
        .iter()
        .filter(|d| d.street == floorcall_engine::hand::Street::Flop)
        .map(|d| d.seat)
        .collect();
    assert_eq!(flop, vec![1, 2, 1]);
    assert_eq!(stacks(&imp), vec![(1, 500), (2, 1700), (3, 800)]);
    round_trip(&hand);
}

/// Heads-up with a button blind: PHH reverses heads-up arrays (the first entry is the button,
/// p2, seat 2). Antes 50, the button's blind 100, stacks 1,000. p1 calls 100, the button
/// checks; flop: p1 checks, p2 bets 200, p1 folds, the 200 returned. The pot: 100 (antes) +
/// 100 + 100 = 300 to p2: p1 1,000 - 150 = 850, p2 1,000 - 150 + 300 = 1,150.
const BUTTON_BLIND_HEADS_UP: &str = r#"variant = 'NS'
antes = [50, 50]
blinds_or_straddles = [100, 0]
min_bet = 100
starting_stacks = [1000, 1000]
actions = ['d dh p1 AsKs', 'd dh p2 QhQd', 'p1 cc', 'p2 cc', 'd db 9hTcJd', 'p1 cc',
  'p2 cbr 200', 'p1 f']
finishing_stacks = [850, 1150]
"#;

#[test]
fn a_button_blind_heads_up_is_the_buttons_and_the_other_player_acts_first() {
    let imp = import_one(BUTTON_BLIND_HEADS_UP, HandFormat::Phh).expect("import");
    assert_eq!(imp.hand.blinds_posted_by, BlindsPostedBy::Button);
    assert_eq!((imp.hand.button, imp.hand.blinds.big), (2, 100));
    let hand = Hand::parse(&imp.hand).expect("parse");
    let r = replay(&hand).expect("replay");
    let order: Vec<(u8, u64)> = r
        .decisions
        .iter()
        .map(|d| (d.seat, d.options.to_call))
        .collect();
    assert_eq!(order, vec![(1, 100), (2, 0), (1, 0), (2, 0), (1, 200)]);
    assert_eq!(stacks(&imp), vec![(1, 850), (2, 1150)]);
    round_trip(&hand);
}

/// PHH written from a hand and read again is the same hand.
fn round_trip(hand: &Hand) {
    let text = floorcall_engine::import::phh::export(hand);
    let again = import_one(&text, HandFormat::Phh).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let b = Hand::parse(&again.hand).expect("parse again");
    assert_eq!(
        (b.blinds_posted_by, b.blinds, b.button, &b.actions),
        (
            hand.blinds_posted_by,
            hand.blinds,
            hand.button,
            &hand.actions
        ),
        "{text}"
    );
    let seats = |h: &Hand| -> Vec<(u8, u64, u64)> {
        h.seats.iter().map(|s| (s.seat, s.stack, s.ante)).collect()
    };
    assert_eq!(seats(&b), seats(hand), "{text}");
}

#[test]
fn a_button_blind_goes_with_nothing_else_posted() {
    let imp = import_one(BUTTON_BLIND_NS, HandFormat::Phh).expect("import");
    let mut h = imp.hand.clone();
    h.blinds.small = 50;
    let e = Hand::parse(&h).expect_err("a small blind beside a button blind");
    assert_eq!(e.field.as_deref(), Some("blinds.small"), "{e}");
    let mut h = imp.hand;
    h.button = 5;
    let e = Hand::parse(&h).expect_err("the button blind of an empty seat");
    assert_eq!(e.field.as_deref(), Some("button"), "{e}");
}

/// No blinds: the button (p3, seat 3) posts one ante of 300 for the table, `min_bet` 200;
/// stacks 5,000. Pre-flop p1 checks, p2 bets 200, p3 calls, p1 folds. Flop: p2 checks, p3
/// bets 600, p2 folds, the 600 returned. The pot: 300 + 200 + 200 = 700, to p3: p1 5,000;
/// p2 4,800; p3 5,000 - 300 - 200 + 700 = 5,200.
const NO_BLINDS_NT: &str = r#"variant = 'NT'
antes = [0, 0, 300]
blinds_or_straddles = [0, 0, 0]
min_bet = 200
starting_stacks = [5000, 5000, 5000]
actions = ['d dh p1 7c2d', 'd dh p2 AsAh', 'd dh p3 KsKh', 'p1 cc', 'p2 cbr BET', 'p3 cc', 'p1 f',
  'd db 2c5d9h', 'p2 cc', 'p3 cbr 600', 'p2 f']
finishing_stacks = [5000, 4800, 5200]
"#;

#[test]
fn antes_alone_open_with_a_check_and_bet_from_the_smallest_bet() {
    let imp = import_one(&NO_BLINDS_NT.replace("BET", "200"), HandFormat::Phh).expect("import");
    assert_eq!(imp.hand.blinds_posted_by, BlindsPostedBy::Nobody);
    assert_eq!((imp.hand.blinds.small, imp.hand.blinds.big), (0, 200));
    let antes: Vec<Option<u64>> = imp.hand.seats.iter().map(|s| s.ante).collect();
    assert_eq!(antes, vec![Some(0), Some(0), Some(300)]);
    // p1 checks, p2 bets (not a raise: nothing was owed).
    use floorcall_engine::hand::ActionKind;
    let kinds: Vec<Option<ActionKind>> = imp.hand.actions[..2].iter().map(|a| a.action).collect();
    assert_eq!(kinds, vec![Some(ActionKind::Check), Some(ActionKind::Bet)]);
    let hand = Hand::parse(&imp.hand).expect("parse");
    let r = replay(&hand).expect("replay");
    let d = &r.decisions[0];
    assert_eq!(
        (d.seat, d.options.can_check, d.options.min_raise_to),
        (1, true, Some(200))
    );
    assert_eq!(stacks(&imp), vec![(1, 5000), (2, 4800), (3, 5200)]);
    round_trip(&hand);
    // A bet below the smallest bet is refused, at that action.
    let imp = import_one(&NO_BLINDS_NT.replace("BET", "100"), HandFormat::Phh).expect("import");
    let hand = Hand::parse(&imp.hand).expect("parse");
    assert_eq!(
        replay(&hand).expect_err("a bet of 100").action_index,
        Some(1)
    );
}

/// PokerStars' 6+ hold'em: antes $1 and a button blind of $1 (Cy, the button, seat 3); $50
/// each. Ann raises to $4, Bob folds, Cy calls $3; flop: Ann bets $5, Cy folds, $5 returned.
/// The pot: $3 + $4 + $4 = $11, to Ann: Ann 5,000 - 500 + 1,100 = 5,600 cents; Bob 4,900;
/// Cy 4,500.
const SIX_PLUS: &str = "PokerStars Hand #1001:  6+ Hold'em No Limit (Button Blind $1 - Ante $1 USD) - 2019/01/17 10:11:07 ET
Table 'T' 6-max Seat #3 is the button
Seat 1: Ann ($50 in chips)
Seat 2: Bob ($50 in chips)
Seat 3: Cy ($50 in chips)
Ann: posts the ante $1
Bob: posts the ante $1
Cy: posts the ante $1
Cy: posts button blind $1
*** HOLE CARDS ***
Ann: raises $3 to $4
Bob: folds
Cy: calls $3
*** FLOP *** [7h Ks 6s]
Ann: bets $5
Cy: folds
Uncalled bet ($5) returned to Ann
Ann collected $11 from pot
*** SUMMARY ***
Total pot $11 | Rake $0
";

#[test]
fn pokerstars_six_plus_holdem_is_short_deck_with_a_button_blind() {
    let imp = import_one(SIX_PLUS, HandFormat::Pokerstars).expect("import");
    assert_eq!(imp.hand.game, floorcall_engine::hand::Game::ShortDeck);
    assert_eq!(imp.hand.blinds_posted_by, BlindsPostedBy::Button);
    assert_eq!((imp.hand.blinds.big, imp.hand.ante), (100, 100));
    assert_eq!(stacks(&imp), vec![(1, 5600), (2, 4900), (3, 4500)]);
    assert_eq!(imp.collected, vec![(1, 1100)]);
    // A button blind posted by another seat than the button is refused, naming its line.
    let e = import_one(
        &SIX_PLUS.replace("Cy: posts button blind", "Bob: posts button blind"),
        HandFormat::Pokerstars,
    )
    .expect_err("not the button's");
    assert_eq!(e.field.as_deref(), Some("line 9"), "{e}");
}

/// Courchevel (floorcall's PHH code `PC`): blinds 1/2, stacks 100; five cards each and the
/// flop's first card, the A♥, before the first round. p3 (the button) raises to 6, p1 folds,
/// p2 calls 4 more; the flop's other two, T♦ 2♥; p2 checks, p3 bets 10 (the pot is 13), p2
/// folds, the 10 returned. The pot: 1 + 6 + 6 = 13 to p3: p1 99, p2 94, p3 100 - 6 + 13 = 107.
const COURCHEVEL_PHH: &str = r#"variant = 'PC'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ['d dh p1 AsKsQsJs9d', 'd dh p2 2c3c4c5c7d', 'd dh p3 8h8d7h7s6h', 'd db Ah',
  'p3 cbr 6', 'p1 f', 'p2 cc', 'd db Td2h', 'p2 cc', 'p3 cbr 10', 'p2 f']
finishing_stacks = [99, 94, 107]
"#;

#[test]
fn courchevel_deals_the_flops_first_card_before_the_first_round() {
    use floorcall_engine::hand::{Game, Street};
    let imp = import_one(COURCHEVEL_PHH, HandFormat::Phh).expect("import");
    assert_eq!(imp.hand.game, Game::Courchevel);
    let first = &imp.hand.actions[0];
    assert_eq!(
        (first.deal, first.cards.as_deref()),
        (Some(Street::Preflop), Some("Ah"))
    );
    assert_eq!(imp.hand.actions[4].cards.as_deref(), Some("Td2h"));
    let hand = Hand::parse(&imp.hand).expect("parse");
    let r = replay(&hand).expect("replay");
    let board: Vec<String> = r
        .table
        .board()
        .iter()
        .map(|c| c.map_or("??".into(), |c| c.to_string()))
        .collect();
    assert_eq!(board, vec!["Ah", "Td", "2h"]);
    // Pot limit: p3's raise may reach 2 + 3 + 2 = 7; the flop bet the pot of 13.
    let d = &r.decisions[0];
    assert_eq!((d.seat, d.options.max_raise_to), (3, Some(7)));
    assert_eq!(stacks(&imp), vec![(1, 99), (2, 94), (3, 107)]);
    round_trip(&hand);
    // Two cards before the first round are not Courchevel's deal.
    let e = import_one(
        &COURCHEVEL_PHH.replace("'d db Ah'", "'d db AhKh'"),
        HandFormat::Phh,
    )
    .expect_err("two cards exposed");
    assert!(e.to_string().contains("board"), "{e}");
    // Hold'em deals no board card before the flop.
    let mut h = imp.hand.clone();
    h.game = Game::Plo5;
    let e = Hand::parse(&h).expect_err("a pre-flop board card in Omaha");
    assert_eq!(e.field.as_deref(), Some("actions[0].deal"), "{e}");
}

/// PokerStars' Courchevel: blinds $0.50/$1, $100 each; the flop's first card 2♠ on the
/// "PRE-FLOP" line. Cy raises to $3, Ann folds, Bob calls $2; flop: Bob checks, Cy bets $5,
/// Bob folds, $5 returned. The pot: $0.50 + $3 + $3 = $6.50 to Cy: Ann 9,950 cents, Bob 9,700,
/// Cy 10,000 - 300 + 650 = 10,350.
const COURCHEVEL_STARS: &str =
    "PokerStars Hand #2002:  Courchevel Pot Limit ($0.50/$1 USD) - 2016/04/14 23:31:38 ET
Table 'T' 6-max Seat #3 is the button
Seat 1: Ann ($100 in chips)
Seat 2: Bob ($100 in chips)
Seat 3: Cy ($100 in chips)
Ann: posts small blind $0.50
Bob: posts big blind $1
*** HOLE CARDS ***
*** PRE-FLOP *** [2s]
Cy: raises $2 to $3
Ann: folds
Bob: calls $2
*** FLOP *** [2s] [3h 4h]
Bob: checks
Cy: bets $5
Bob: folds
Uncalled bet ($5) returned to Cy
Cy collected $6.50 from pot
*** SUMMARY ***
Total pot $6.50 | Rake $0
";

#[test]
fn pokerstars_courchevel_reads_the_pre_flop_card_either_way() {
    use floorcall_engine::hand::{Game, Street};
    // As written, and with the flop line giving all three cards and no "PRE-FLOP" line.
    let three = COURCHEVEL_STARS
        .replace("*** PRE-FLOP *** [2s]\n", "")
        .replace("[2s] [3h 4h]", "[2s 3h 4h]");
    for text in [COURCHEVEL_STARS.to_string(), three] {
        let imp = import_one(&text, HandFormat::Pokerstars).expect("import");
        assert_eq!(imp.hand.game, Game::Courchevel);
        let deals: Vec<(Option<Street>, Option<&str>)> = imp
            .hand
            .actions
            .iter()
            .filter(|a| a.deal.is_some())
            .map(|a| (a.deal, a.cards.as_deref()))
            .collect();
        assert_eq!(
            deals,
            vec![
                (Some(Street::Preflop), Some("2s")),
                (Some(Street::Flop), Some("3h4h"))
            ]
        );
        assert_eq!(stacks(&imp), vec![(1, 9950), (2, 9700), (3, 10350)]);
        assert_eq!(imp.collected, vec![(3, 650)]);
    }
    let hi_lo = COURCHEVEL_STARS.replace("Courchevel Pot Limit", "Courchevel Hi/Lo Pot Limit");
    let imp = import_one(&hi_lo, HandFormat::Pokerstars).expect("import");
    assert_eq!(imp.hand.game, Game::Courchevel8);
}
