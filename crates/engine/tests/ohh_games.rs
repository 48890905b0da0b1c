//! OHH for every game the replay knows: a hand per game, written for this test as a producer
//! would (the spec's `game_type` and `bet_type`, names beyond the spec for the games it has no
//! name for), imported, replayed, and its final stacks and pot compared with the figures worked
//! out by hand below.
//!
//! Board games: seats 1, 2, 3 (the button), blinds 1/2, stacks 100. Pre-flop seat 3 raises to R
//! (no limit and pot limit: 6; fixed limit: 4, a bet of 2 over the big blind), seat 1 folds,
//! seat 2 calls; on the flop seat 2 checks, seat 3 bets (5; fixed limit: 2) and seat 2 folds.
//! The pot, 1 + R + R, goes to seat 3: seat 1 ends with 99, seat 2 with 100 - R, seat 3 with
//! 101 + R (no limit and pot limit 99 / 94 / 107; fixed limit 99 / 96 / 105).
//!
//! Stud games: antes 1, bring-in 1, bets 2/4, stacks 100. Up cards 2♣ (seat 1), 9♥ (seat 2),
//! Q♥ (seat 3): the 2♣ brings in (stud, stud/8), the Q♥ in razz. The next player completes to 2
//! and the other two fold: 1 of the completion is returned uncalled, the pot is 3 + 1 + 1 = 5,
//! so the completer ends with 100 - 3 + 1 + 5 = 103, the bring-in with 98, the third with 99.
//!
//! Draw games: blinds 1/2, stacks 100, seat 3 the button. Pre-flop as the board games; at the
//! first draw seat 2 throws one card and takes the 2♥, seat 3 stands pat; seat 2 checks, seat
//! 3 bets (the round's bet: 2 after a triple draw's first draw, the big bet 4 after five-card
//! draw's one) and seat 2 folds: the same stacks as the board games of the structure.

use floorcall_engine::hand::{Game, Hand};
use floorcall_engine::import::ohh;
use floorcall_engine::lang::Language;
use floorcall_engine::replay::replay;
use floorcall_engine::rules::Edition;
use serde_json::{Value, json};

/// Hole cards by seat: the first `n` of each.
const HOLE: [[&str; 6]; 3] = [
    ["Ks", "Kd", "Kc", "Qs", "Qd", "Qc"],
    ["Js", "Jd", "Jc", "Ts", "Tc", "9s"],
    ["8s", "8d", "8c", "7s", "7d", "7c"],
];

fn act(id: u8, action: &str, amount: u64) -> Value {
    json!({"player_id": id, "action": action, "amount": amount})
}

fn dealt(id: u8, cards: &[&str]) -> Value {
    json!({"player_id": id, "action": "Dealt Cards", "cards": cards})
}

fn players() -> Value {
    json!([
        {"id": 1, "seat": 1, "name": "Ann", "starting_stack": 100},
        {"id": 2, "seat": 2, "name": "Bob", "starting_stack": 100},
        {"id": 3, "seat": 3, "name": "Cy", "starting_stack": 100}
    ])
}

fn hand(game_type: &str, bet_type: &str, rounds: Value, winner: u8, won: u64) -> String {
    json!({"ohh": {
        "spec_version": "1.4.6", "site_name": "test", "game_number": "1",
        "game_type": game_type, "bet_limit": {"bet_type": bet_type, "bet_cap": 0},
        "dealer_seat": 3, "small_blind_amount": 1, "big_blind_amount": 2, "ante_amount": 0,
        "players": players(), "rounds": rounds,
        "pots": [{"number": 0, "amount": won, "rake": 0,
                  "player_wins": [{"player_id": winner, "win_amount": won}]}]
    }})
    .to_string()
}

/// A board game's hand: `cards` hole cards each; Courchevel's first flop card before the round.
fn board_hand(game_type: &str, bet_type: &str, cards: usize, exposed: bool) -> String {
    let fixed = bet_type == "FL";
    let (raise, bet) = if fixed { (4, 2) } else { (6, 5) };
    let mut pre = vec![act(1, "Post SB", 1), act(2, "Post BB", 2)];
    for (k, h) in HOLE.iter().enumerate() {
        pre.push(dealt(k as u8 + 1, &h[..cards]));
    }
    pre.extend([
        act(3, "Raise", raise),
        act(1, "Fold", 0),
        act(2, "Call", raise - 2),
    ]);
    let (pre_cards, flop_cards) = if exposed {
        (json!(["Ah"]), json!(["Td", "9h"]))
    } else {
        (json!([]), json!(["Ah", "Td", "9h"]))
    };
    let rounds = json!([
        {"id": 0, "street": "Preflop", "cards": pre_cards, "actions": pre},
        {"id": 1, "street": "Flop", "cards": flop_cards,
         "actions": [act(2, "Check", 0), act(3, "Bet", bet), act(2, "Fold", 0)]}
    ]);
    hand(game_type, bet_type, rounds, 3, 1 + 2 * raise)
}

/// A stud hand: `bring_in` brings in, `completer` completes to 2, the third seat folds, then
/// the bring-in folds.
fn stud_hand(game_type: &str, bring_in: u8, completer: u8) -> String {
    let third = 6 - bring_in - completer;
    let up = ["2c", "9h", "Qh"];
    let mut acts = vec![
        act(1, "Post Ante", 1),
        act(2, "Post Ante", 1),
        act(3, "Post Ante", 1),
    ];
    for k in 0..3 {
        acts.push(dealt(k as u8 + 1, &[HOLE[k][0], HOLE[k][1], up[k]]));
    }
    acts.extend([
        act(bring_in, "Bring In", 1),
        act(completer, "Raise", 2),
        act(third, "Fold", 0),
        act(bring_in, "Fold", 0),
    ]);
    let rounds = json!([{"id": 0, "street": "Third Street", "cards": [], "actions": acts}]);
    let mut v: Value =
        serde_json::from_str(&hand(game_type, "FL", rounds, completer, 5)).expect("json");
    v["ohh"]["dealer_seat"] = Value::Null;
    v["ohh"]["ante_amount"] = json!(1);
    v.to_string()
}

/// A draw hand: `cards` dealt each; seat 2 draws one card, seat 3 stands pat.
fn draw_hand(game_type: &str, bet_type: &str, cards: usize) -> String {
    let fixed = bet_type == "FL";
    let single = matches!(game_type, "FiveCardDraw" | "Draw") && cards == 5;
    let (raise, bet) = match (fixed, single) {
        (true, true) => (4, 4),
        (true, false) => (4, 2),
        _ => (6, 5),
    };
    let mut pre = vec![act(1, "Post SB", 1), act(2, "Post BB", 2)];
    for (k, h) in HOLE.iter().enumerate() {
        pre.push(dealt(k as u8 + 1, &h[..cards]));
    }
    pre.extend([
        act(3, "Raise", raise),
        act(1, "Fold", 0),
        act(2, "Call", raise - 2),
    ]);
    let mut discard = act(2, "Discard", 0);
    discard["cards"] = json!([HOLE[1][0]]);
    let rounds = json!([
        {"id": 0, "street": "Preflop", "cards": [], "actions": pre},
        {"id": 1, "street": "First Draw", "cards": [],
         "actions": [discard, dealt(2, &["2h"]), act(3, "Stands Pat", 0),
                     act(2, "Check", 0), act(3, "Bet", bet), act(2, "Fold", 0)]}
    ]);
    hand(game_type, bet_type, rounds, 3, 1 + 2 * raise)
}

/// Import, check the game, replay, and the final stacks by seat; the pot's winner and amount.
fn play(text: &str, game: Game) -> (Vec<u64>, Vec<(u8, u64)>, Vec<String>) {
    let mut hands = ohh::import(text).unwrap_or_else(|e| panic!("{game:?}: import: {e}"));
    let imp = hands.remove(0);
    assert_eq!(imp.hand.game, game);
    let h = Hand::parse(&imp.hand).unwrap_or_else(|e| panic!("{game:?}: parse: {e}"));
    let r = replay(&h).unwrap_or_else(|e| panic!("{game:?}: replay: {e}"));
    let res = r.result().expect("over");
    let stacks = res
        .final_stacks
        .expect("pots awarded")
        .iter()
        .map(|s| s.stack)
        .collect();
    let won: Vec<(u8, u64)> = res
        .pots
        .iter()
        .flat_map(|p| p.shares.iter().map(|s| (s.seat, s.amount)))
        .filter(|s| s.1 > 0)
        .collect();
    assert_eq!(won, imp.collected, "{game:?}: our pots and the hand's");
    let notes = imp
        .notes
        .iter()
        .map(|m| m.render(Language::En, Edition::default()))
        .collect();
    (stacks, won, notes)
}

#[test]
fn every_board_game() {
    let cases = [
        ("Holdem", "NL", 2, Game::Nlhe),
        ("Holdem", "PL", 2, Game::Plhe),
        ("Holdem", "FL", 2, Game::Lhe),
        ("Omaha", "PL", 4, Game::Plo),
        ("Omaha", "NL", 4, Game::Nlo),
        ("Omaha", "FL", 4, Game::Lo),
        ("Omaha", "PL", 5, Game::Plo5),
        ("Omaha", "PL", 6, Game::Plo6),
        ("OmahaHiLo", "PL", 4, Game::Plo8),
        ("OmahaHiLo", "NL", 4, Game::Nlo8),
        ("OmahaHiLo", "FL", 4, Game::O8),
        ("OmahaHiLo", "PL", 5, Game::BigO),
        ("ShortDeck", "NL", 2, Game::ShortDeck),
    ];
    for (game_type, bet_type, cards, game) in cases {
        let (stacks, won, notes) = play(&board_hand(game_type, bet_type, cards, false), game);
        let want = if bet_type == "FL" {
            (vec![99, 96, 105], vec![(3, 9)])
        } else {
            (vec![99, 94, 107], vec![(3, 13)])
        };
        assert_eq!((stacks, won), want, "{game:?}");
        assert!(notes.is_empty(), "{game:?}: {notes:?}");
    }
}

#[test]
fn courchevel_with_the_flops_first_card_on_the_first_round() {
    for (game_type, game) in [
        ("Courchevel", Game::Courchevel),
        ("CourchevelHiLo", Game::Courchevel8),
    ] {
        let text = board_hand(game_type, "PL", 5, true);
        let (stacks, won, _) = play(&text, game);
        assert_eq!(
            (stacks, won),
            (vec![99, 94, 107], vec![(3, 13)]),
            "{game:?}"
        );
        let imp = ohh::import(&text).expect("import").remove(0);
        let deals: Vec<(String, Option<&str>)> = imp
            .hand
            .actions
            .iter()
            .filter_map(|a| Some((a.deal?.as_str().to_string(), a.cards.as_deref())))
            .collect();
        assert_eq!(
            deals,
            vec![
                ("preflop".to_string(), Some("Ah")),
                ("flop".to_string(), Some("Td9h"))
            ]
        );
    }
}

#[test]
fn every_stud_game() {
    // Stud and stud/8: the 2♣ (seat 1) brings in, seat 2 completes. Razz: the Q♥ (seat 3)
    // brings in, seat 1 completes.
    for (game_type, game, bring_in, completer, want) in [
        ("Stud", Game::Stud, 1, 2, vec![98, 103, 99]),
        ("StudHiLo", Game::Stud8, 1, 2, vec![98, 103, 99]),
        ("Razz", Game::Razz, 3, 1, vec![103, 99, 98]),
    ] {
        let text = stud_hand(game_type, bring_in, completer);
        let (stacks, won, _) = play(&text, game);
        assert_eq!(stacks, want, "{game:?}");
        assert_eq!(won, vec![(completer, 5)], "{game:?}");
        let imp = ohh::import(&text).expect("import").remove(0);
        assert_eq!(imp.hand.bring_in, Some(1));
        let limits = imp.hand.limits.expect("limits");
        assert_eq!((limits.small_bet, limits.big_bet), (2, 4));
        // The raise to the small bet facing the bring-in is the completion.
        let kinds: Vec<&str> = imp
            .hand
            .actions
            .iter()
            .filter_map(|a| a.action.map(|k| k.as_str()))
            .collect();
        assert_eq!(
            kinds,
            vec!["bring_in", "complete", "fold", "fold"],
            "{game:?}"
        );
    }
}

#[test]
fn every_draw_game_by_name() {
    for (game_type, bet_type, cards, game) in [
        ("TripleDraw27", "FL", 5, Game::Td27),
        ("TripleDrawA5", "FL", 5, Game::Tda5),
        ("Badugi", "FL", 4, Game::Badugi),
        ("SingleDraw27", "NL", 5, Game::Sd27),
        ("FiveCardDraw", "FL", 5, Game::Draw5),
    ] {
        let text = draw_hand(game_type, bet_type, cards);
        let (stacks, won, notes) = play(&text, game);
        let want = if bet_type == "FL" {
            (vec![99, 96, 105], vec![(3, 9)])
        } else {
            (vec![99, 94, 107], vec![(3, 13)])
        };
        assert_eq!((stacks, won), want, "{game:?}");
        assert!(notes.is_empty(), "{game:?}: {notes:?}");
        // Seat 2's draw: the K♠… thrown, the 2♥ taken; seat 3 stands pat.
        let imp = ohh::import(&text).expect("import").remove(0);
        let draws: Vec<(Option<u8>, Option<&str>, Option<&str>)> = imp
            .hand
            .actions
            .iter()
            .filter(|a| a.discards.is_some() || a.action.is_some_and(|k| k.as_str() == "draw"))
            .map(|a| (a.seat, a.discards.as_deref(), a.cards.as_deref()))
            .collect();
        assert_eq!(
            draws,
            vec![(Some(2), Some("Js"), Some("2h")), (Some(3), None, None)],
            "{game:?}"
        );
    }
}

#[test]
fn a_draw_that_names_no_variant_is_read_from_the_cards_with_a_note() {
    let (stacks, _, notes) = play(&draw_hand("Draw", "FL", 4), Game::Badugi);
    assert_eq!(stacks, vec![99, 96, 105]);
    assert_eq!(
        notes,
        vec![
            "OHH's game_type \"Draw\" names no variant: read as badugi (cards dealt: 4; draws: 1)"
                .to_string()
        ]
    );
    let (stacks, _, notes) = play(&draw_hand("Draw", "NL", 5), Game::Sd27);
    assert_eq!(stacks, vec![99, 94, 107]);
    assert_eq!(notes.len(), 1);
    let (_, _, notes) = play(&draw_hand("Draw", "FL", 5), Game::Draw5);
    assert!(notes[0].contains("five-card draw"), "{notes:?}");
}
