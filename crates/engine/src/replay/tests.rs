use super::*;
use crate::hand::Hand;
use serde_json::json;

pub(crate) fn hand(v: serde_json::Value) -> Hand {
    Hand::from_json(&v.to_string()).expect("valid hand")
}

/// The random tables of the replay's randomized tests: round `round`'s game (hold'em, Omaha,
/// limit hold'em, stud, razz, 2-7 triple draw in turn) and two to nine stacks (two to eight in
/// stud), one in six of them under `short` chips and one in six under `short` + 600.
pub(super) fn random_game(
    rng: &mut crate::test_rng::XorShift,
    round: usize,
    short: u64,
) -> (&'static str, Vec<u64>) {
    let games = ["NLHE", "PLO", "LHE", "STUD", "RAZZ", "TD27"];
    let game = games[round % games.len()];
    let stud = game == "STUD" || game == "RAZZ";
    let n = 2 + rng.below(if stud { 7 } else { 8 }) as usize;
    let stacks = (0..n)
        .map(|_| match rng.below(6) {
            0 => 1 + rng.below(short),
            1 => short + rng.below(600),
            _ => 1000 + rng.below(4000),
        })
        .collect();
    (game, stacks)
}

fn seats(stacks: &[u64]) -> serde_json::Value {
    stacks
        .iter()
        .enumerate()
        .map(|(i, s)| json!({"seat": i + 1, "stack": s}))
        .collect()
}

#[test]
fn blinds_and_first_to_act() {
    let h = hand(
        json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 3,
        "seats": seats(&[1000, 1000, 1000, 1000]), "actions": []}),
    );
    let t = Table::new(&h).unwrap();
    assert_eq!(t.small_blind_seat(), Some(4));
    assert_eq!(t.big_blind_seat(), 1);
    assert_eq!(t.to_act(), Some(2));
    assert_eq!(t.pot(), 150);
    let o = t.options(2).unwrap();
    assert_eq!(
        (o.to_call, o.min_raise_to, o.max_raise_to),
        (100, Some(200), Some(1000))
    );
}

#[test]
fn heads_up_button_posts_small_blind() {
    let h = hand(
        json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 2,
        "seats": seats(&[1000, 1000]),
        "actions": [{"seat": 2, "action": "call"}, {"seat": 1, "action": "check"},
                    {"deal": "flop"}]}),
    );
    let r = replay(&h).unwrap();
    assert_eq!(r.decisions[0].seat, 2);
    assert_eq!(r.decisions[0].options.to_call, 50);
    assert_eq!(
        r.table.to_act(),
        Some(1),
        "big blind acts first after the flop"
    );
}

#[test]
fn out_of_turn_is_an_error_with_index_and_rule() {
    let h = hand(
        json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 3,
        "seats": seats(&[1000, 1000, 1000, 1000]),
        "actions": [{"seat": 3, "action": "fold"}]}),
    );
    let e = replay(&h).unwrap_err();
    assert_eq!(e.action_index, Some(0));
    assert_eq!(e.rule, Some(RuleKey::ActingInTurn));
}

#[test]
fn under_minimum_raise_is_an_error() {
    let h = hand(
        json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 3,
        "seats": seats(&[1000, 1000, 1000, 1000]),
        "actions": [{"seat": 2, "action": "raise", "to": 150}]}),
    );
    let e = replay(&h).unwrap_err();
    assert_eq!(e.rule, Some(RuleKey::RaiseAmounts));
    assert!(e.message.contains("200"), "{}", e.message);
}

#[test]
fn more_than_the_stack_is_an_error() {
    let h = hand(
        json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 3,
        "seats": seats(&[1000, 1000, 1000, 1000]),
        "actions": [{"seat": 2, "action": "raise", "to": 1200}]}),
    );
    let e = replay(&h).unwrap_err();
    assert!(e.message.contains("1,000"), "{}", e.message);
}

#[test]
fn uncalled_bet_is_returned_and_pot_awarded() {
    let h = hand(
        json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 3,
        "seats": seats(&[1000, 1000, 1000]),
        "actions": [{"seat": 3, "action": "raise", "to": 300}, {"seat": 1, "action": "fold"},
                    {"seat": 2, "action": "fold"}]}),
    );
    let r = replay(&h).unwrap();
    let res = r.result().unwrap();
    assert_eq!(
        res.returned,
        vec![SeatStack {
            seat: 3,
            stack: 200
        }]
    );
    let fs = res.final_stacks.unwrap();
    assert_eq!(
        fs.iter().map(|s| s.stack).collect::<Vec<_>>(),
        vec![950, 900, 1150]
    );
}

#[test]
fn big_blind_first_then_ante_when_short() {
    // RP-11: BB with 150 posts the 100 blind first; only 50 of the 100 ante is left.
    let h = hand(
        json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "big_blind_ante": 100,
        "button": 1, "seats": seats(&[1000, 1000, 150]), "actions": []}),
    );
    let t = Table::new(&h).unwrap();
    assert_eq!(t.committed(3), 100);
    assert_eq!(t.total_in(3), 150);
    assert!(t.is_all_in(3));
    assert_eq!(t.current_bet(), 100);
}

#[test]
fn short_big_blind_still_sets_full_call() {
    let h = hand(
        json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 1,
        "seats": seats(&[1000, 1000, 60]), "actions": []}),
    );
    let t = Table::new(&h).unwrap();
    assert_eq!(t.options(1).unwrap().to_call, 100);
}

#[test]
fn pot_limit_preflop_assumes_full_blinds() {
    // Rule 54-B: PLO 100-200, first to act may raise to 200 + (100 + 200 + 200) = 700,
    // also when the big blind is short.
    for bb_stack in [5000, 150] {
        let h = hand(
            json!({"game": "PLO", "blinds": {"small": 100, "big": 200}, "button": 1,
            "seats": seats(&[5000, 5000, bb_stack, 5000]), "actions": []}),
        );
        let t = Table::new(&h).unwrap();
        assert_eq!(t.to_act(), Some(4));
        assert_eq!(
            t.options(4).unwrap().max_raise_to,
            Some(700),
            "bb stack {bb_stack}"
        );
    }
}

#[test]
fn straddle_acts_as_big_blind() {
    let h = hand(
        json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 1,
        "seats": seats(&[5000, 5000, 5000, 5000, 5000]), "straddles": [{"seat": 4, "amount": 200}],
        "actions": [{"seat": 5, "action": "call"}, {"seat": 1, "action": "call"},
                    {"seat": 2, "action": "call"}, {"seat": 3, "action": "call"}]}),
    );
    let r = replay(&h).unwrap();
    assert_eq!(r.decisions[0].options.min_raise_to, Some(400));
    assert_eq!(r.table.to_act(), Some(4), "the straddler has the option");
}

#[test]
fn limit_cap_and_sizes() {
    let h = hand(
        json!({"game": "LHE", "blinds": {"small": 50, "big": 100}, "button": 1,
        "seats": seats(&[5000, 5000, 5000]),
        "actions": [{"seat": 1, "action": "raise", "to": 200}, {"seat": 2, "action": "raise", "to": 300},
                    {"seat": 3, "action": "raise", "to": 400}, {"seat": 1, "action": "call"}]}),
    );
    let r = replay(&h).unwrap();
    assert_eq!(r.decisions[0].options.min_raise_to, Some(200));
    assert_eq!(r.decisions[0].options.max_raise_to, Some(200));
    // Bet (the blind) and three raises: capped.
    assert!(!r.decisions[3].options.can_raise);
    assert_eq!(
        r.decisions[3].options.closed_by,
        Some(RaiseClosed::CapReached)
    );
}

#[test]
fn premature_flop_is_an_error() {
    let h = hand(
        json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 1,
        "seats": seats(&[5000, 5000, 5000]),
        "actions": [{"seat": 1, "action": "call"}, {"deal": "flop"}]}),
    );
    let e = replay(&h).unwrap_err();
    assert_eq!(e.action_index, Some(1));
    assert_eq!(e.rule, Some(RuleKey::IrregularFlops));
}

#[test]
fn showdown_with_split_and_odd_chip() {
    // Seats 1 and 3 split 2 x 675 + 100 dead from seat 2 = 1450 -> 725 each.
    let h = hand(
        json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 3,
        "seats": [{"seat": 1, "stack": 1000, "cards": "AsKd"}, {"seat": 2, "stack": 1000},
                  {"seat": 3, "stack": 1000, "cards": "AhKc"}],
        "actions": [{"seat": 3, "action": "raise", "to": 675}, {"seat": 1, "action": "call"},
                    {"seat": 2, "action": "fold"},
                    {"deal": "flop", "cards": "2c7d9h"}, {"seat": 1, "action": "check"}, {"seat": 3, "action": "check"},
                    {"deal": "turn", "cards": "Ts"}, {"seat": 1, "action": "check"}, {"seat": 3, "action": "check"},
                    {"deal": "river", "cards": "3s"}, {"seat": 1, "action": "check"}, {"seat": 3, "action": "check"}]}),
    );
    let res = replay(&h).unwrap().result().unwrap();
    assert_eq!(res.pots.len(), 1);
    assert_eq!(res.pots[0].amount, 1450);
    assert_eq!(res.pots[0].winners, vec![1, 3]);
    let h2 = {
        let mut v = h.to_input();
        v.seats[1].stack = 1001; // irrelevant
        v.actions[0].to = Some(676); // 676*2 + 100 = 1452: even again
        v.blinds.big = 101; // make the pot odd: 676*2 + 101 = 1453
        Hand::parse(&v).unwrap()
    };
    let res = replay(&h2).unwrap().result().unwrap();
    assert_eq!(res.pots[0].amount, 1453);
    // The first winner left of the button (seat 3) is seat 1: it gets the odd chip.
    assert_eq!(
        res.pots[0].shares,
        vec![
            Share {
                seat: 1,
                amount: 727
            },
            Share {
                seat: 3,
                amount: 726
            }
        ]
    );
}

#[test]
fn all_in_side_pots_settled_first() {
    // SEED-16-3 shape: A all-in 700, B and C call; B bets 1000 on the turn, C calls.
    let h = hand(
        json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 3,
        "seats": [{"seat": 1, "stack": 700, "cards": "AsAd"}, {"seat": 2, "stack": 5000, "cards": "KsKd"},
                  {"seat": 3, "stack": 5000, "cards": "QsQd"}],
        "actions": [{"seat": 3, "action": "call"}, {"seat": 1, "action": "all_in"}, {"seat": 2, "action": "call"},
                    {"seat": 3, "action": "call"},
                    {"deal": "flop", "cards": "2c7d9h"}, {"seat": 2, "action": "check"}, {"seat": 3, "action": "check"},
                    {"deal": "turn", "cards": "Ts"}, {"seat": 2, "action": "bet", "to": 1000}, {"seat": 3, "action": "call"},
                    {"deal": "river", "cards": "3s"}, {"seat": 2, "action": "check"}, {"seat": 3, "action": "check"}]}),
    );
    let res = replay(&h).unwrap().result().unwrap();
    assert_eq!(res.pots.len(), 2);
    assert_eq!(
        (res.pots[0].kind, res.pots[0].amount),
        (PotKind::Side, 2000)
    );
    assert_eq!(res.pots[0].winners, vec![2]);
    assert_eq!(
        (res.pots[1].kind, res.pots[1].amount),
        (PotKind::Main, 2100)
    );
    assert_eq!(res.pots[1].winners, vec![1]);
    let fs: Vec<u64> = res.final_stacks.unwrap().iter().map(|s| s.stack).collect();
    assert_eq!(fs, vec![2100, 5000 - 1700 + 2000, 5000 - 1700]);
}

#[test]
fn limit_all_in_of_half_a_bet_reopens() {
    // LHE 100/200 (bets 100 then 200). Flop: A bets 100, B all-in for 160 (+60, at least half a
    // bet): it counts as a raise, and the next raise is a full bet on top of the all-in: C may
    // raise to 260, and A, facing 60, may raise again to 260 (Rule 47).
    let mk = |b_stack: u64| {
        hand(
            json!({"game": "LHE", "blinds": {"small": 50, "big": 100}, "button": 3,
            "seats": [{"seat": 1, "stack": 5000}, {"seat": 2, "stack": b_stack}, {"seat": 3, "stack": 5000}],
            "actions": [{"seat": 3, "action": "call"}, {"seat": 1, "action": "call"}, {"seat": 2, "action": "check"},
                        {"deal": "flop"}, {"seat": 1, "action": "bet", "to": 100}, {"seat": 2, "action": "all_in"},
                        {"seat": 3, "action": "call"}]}),
        )
    };
    let h = mk(260);
    let r = replay(&h).unwrap();
    let c = r.decisions.last().unwrap();
    assert_eq!((c.seat, c.options.min_raise_to), (3, Some(260)));
    let a = r.table.options(1).unwrap();
    assert_eq!(
        (a.to_call, a.can_raise, a.min_raise_to, a.max_raise_to),
        (60, true, Some(260), Some(260))
    );
    // Exactly half a bet (+50): still a raise, raised a full bet on top: to 250.
    let h = mk(250);
    let r = replay(&h).unwrap();
    assert_eq!(r.decisions.last().unwrap().options.min_raise_to, Some(250));
    assert!(r.table.options(1).unwrap().can_raise);
    // One chip short of half a bet (+49): not a raise; C completes to 200 (a full raise over the
    // bet, not over the all-in), and A may not raise.
    let h = mk(249);
    let r = replay(&h).unwrap();
    assert_eq!(r.decisions.last().unwrap().options.min_raise_to, Some(200));
    let a = r.table.options(1).unwrap();
    assert_eq!((a.to_call, a.can_raise), (49, false));
    // All-in for 140 (+40, less than half a bet): the same.
    let h = mk(240);
    let r = replay(&h).unwrap();
    assert_eq!(r.decisions.last().unwrap().options.min_raise_to, Some(200));
    let a = r.table.options(1).unwrap();
    assert_eq!((a.to_call, a.can_raise), (40, false));
}

#[test]
fn limit_all_in_bet_of_half_a_bet_is_raised_a_full_bet_on_top() {
    // Robert's Rules' example: a 15 all-in on a 20 round is raised to 35. LHE 10/20 (the flop
    // bet is 20): B, with 15 behind after the blinds, opens the flop all-in for 15.
    let mk = |b_stack: u64| {
        hand(
            json!({"game": "LHE", "blinds": {"small": 10, "big": 20}, "button": 3,
            "seats": [{"seat": 1, "stack": 1000}, {"seat": 2, "stack": b_stack}, {"seat": 3, "stack": 1000}],
            "actions": [{"seat": 3, "action": "call"}, {"seat": 1, "action": "call"}, {"seat": 2, "action": "check"},
                        {"deal": "flop"}, {"seat": 1, "action": "check"}, {"seat": 2, "action": "all_in"}]}),
        )
    };
    let h = mk(35);
    let c = replay(&h).unwrap().table.options(3).unwrap();
    assert_eq!(
        (c.to_call, c.min_raise_to, c.max_raise_to),
        (15, Some(35), Some(35))
    );
    // An all-in bet of 9 (less than half of 20): the next player completes the bet to 20.
    let h = mk(29);
    let c = replay(&h).unwrap().table.options(3).unwrap();
    assert_eq!((c.to_call, c.min_raise_to), (9, Some(20)));
}

#[test]
fn covered_raise_is_closed() {
    // Seat 3 shoves 1080; the only others with chips cannot put in more than that, so the big
    // stack may only call or fold (a raise could never be called).
    let h = hand(
        json!({"game": "NLHE", "blinds": {"small": 5, "big": 10}, "button": 4,
        "seats": seats(&[470, 390, 1080, 1100]),
        "actions": [{"seat": 3, "action": "all_in"}]}),
    );
    let t = replay(&h).unwrap().table;
    let o = t.options(4).unwrap();
    assert!(!o.can_raise);
    assert_eq!(o.closed_by, Some(RaiseClosed::NoOpponentToRaise));
}

#[test]
fn dead_small_blind_pot_limit_counts_the_full_small_blind() {
    // TDA 2024 Rule 54-B Example 1 shape: PLO 100-200, dead small blind; the first to act may
    // raise to 200 + (100 + 200 + 200) = 700 although only 200 is in the pot.
    let h = hand(
        json!({"game": "PLO", "blinds": {"small": 100, "big": 200}, "button": 1,
        "dead_small_blind": true, "seats": seats(&[5000, 5000, 5000, 5000])}),
    );
    let t = Table::new(&h).unwrap();
    assert_eq!(t.small_blind_seat(), None);
    assert_eq!(t.big_blind_seat(), 2);
    assert_eq!(t.pot(), 200);
    assert_eq!(t.to_act(), Some(3));
    assert_eq!(t.options(3).unwrap().max_raise_to, Some(700));
}

#[test]
fn dead_button_first_player_after_it_posts_the_small_blind() {
    let h = hand(
        json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 2,
        "seats": [{"seat": 1, "stack": 1000}, {"seat": 3, "stack": 1000}, {"seat": 5, "stack": 1000}],
        "actions": [{"seat": 1, "action": "call"}, {"seat": 3, "action": "call"},
                    {"seat": 5, "action": "check"}, {"deal": "flop"}]}),
    );
    let r = replay(&h).unwrap();
    assert_eq!(r.table.small_blind_seat(), Some(3));
    assert_eq!(r.table.big_blind_seat(), 5);
    assert_eq!(r.table.to_act(), Some(3), "first after the dead button");
}

#[test]
fn live_post_counts_as_a_bet_and_has_the_option_dead_post_does_not() {
    let h = hand(
        json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 1,
        "seats": seats(&[1000, 1000, 1000, 1000, 1000]),
        "posts": [{"seat": 5, "amount": 100}, {"seat": 4, "amount": 50, "kind": "dead"}],
        "actions": [{"seat": 4, "action": "call"}, {"seat": 5, "action": "check"},
                    {"seat": 1, "action": "call"}, {"seat": 2, "action": "call"}]}),
    );
    let r = replay(&h).unwrap();
    // Seat 4 owes the full 100 though it posted 50 dead; seat 5 posted 100 live and checks.
    assert_eq!(r.decisions[0].options.to_call, 100);
    assert_eq!(r.decisions[1].options.to_call, 0);
    assert!(r.decisions[1].options.can_check);
    assert_eq!(r.table.pot(), 150 + 100 + 50 + 100 + 100 + 50);
    assert_eq!(r.table.to_act(), Some(3), "the big blind has the option");
    assert_eq!(r.table.stack(4), 850);
}

#[test]
fn absent_player_posts_and_is_killed() {
    let h = hand(
        json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "ante": 10, "button": 1,
        "seats": [{"seat": 1, "stack": 1000}, {"seat": 2, "stack": 1000},
                  {"seat": 3, "stack": 1000, "absent": true}, {"seat": 4, "stack": 1000}],
        "actions": [{"seat": 4, "action": "fold"}, {"seat": 1, "action": "fold"}]}),
    );
    let r = replay(&h).unwrap();
    assert!(r.table.has_folded(3));
    assert_eq!(r.table.phase(), Phase::Uncontested);
    let res = r.table.result().unwrap();
    // The absent big blind's 100 and every ante stay in the pot for the small blind.
    assert_eq!(res.pots[0].amount, 40 + 50 + 100);
    assert_eq!(res.pots[0].winners, vec![2]);
}

#[test]
fn post_errors_name_the_field() {
    let base = json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 1,
        "seats": seats(&[1000, 1000, 1000])});
    let with = |k: &str, v: serde_json::Value| {
        let mut b = base.clone();
        b[k] = v;
        Hand::from_json(&b.to_string()).unwrap_err().field
    };
    assert_eq!(
        with("posts", json!([{"seat": 7, "amount": 100}])).as_deref(),
        Some("posts[0].seat")
    );
    assert_eq!(
        with("posts", json!([{"seat": 2, "amount": 100}])).as_deref(),
        Some("posts[0].seat")
    );
    assert_eq!(
        with("posts", json!([{"seat": 1, "amount": 300}])).as_deref(),
        Some("posts[0].amount")
    );
    assert_eq!(
        with("posts", json!([{"seat": 1, "amount": 0, "kind": "dead"}])).as_deref(),
        Some("posts[0].amount")
    );
    let mut hu = base.clone();
    hu["seats"] = seats(&[1000, 1000]);
    hu["dead_small_blind"] = true.into();
    assert_eq!(
        Hand::from_json(&hu.to_string())
            .unwrap_err()
            .field
            .as_deref(),
        Some("dead_small_blind")
    );
}

/// Stud with antes 20, bring-in 20, limits 100/200; seat 2's up card (the third, 4♣) is the
/// low card.
fn stud_antes(stacks: &[u64]) -> serde_json::Value {
    let cards = ["9h2sTc", "6s7d4c", "KhKdQs"];
    let seats: Vec<_> = stacks
        .iter()
        .enumerate()
        .map(|(i, s)| json!({"seat": i + 1, "stack": s, "cards": cards[i]}))
        .collect();
    json!({"game": "STUD", "ante": 20, "bring_in": 20,
        "limits": {"small_bet": 100, "big_bet": 200}, "seats": seats, "actions": []})
}

#[test]
fn stud_with_one_player_left_with_chips_after_the_antes_has_no_betting() {
    // Seats 2 and 3 are all-in for the ante: nobody is left to bet against seat 1.
    let h = hand(stud_antes(&[1000, 7, 20]));
    let t = Table::new(&h).unwrap();
    assert_eq!(t.to_act(), None);
    assert_eq!(t.phase(), Phase::Closed);
    assert_eq!(t.pot(), 47);
    // At the threshold, two players with chips: the low card (seat 2) brings in.
    let h = hand(stud_antes(&[1000, 21, 20]));
    let t = Table::new(&h).unwrap();
    assert_eq!(t.to_act(), Some(2));
    assert_eq!(t.options(2).map(|o| o.to_call), Some(1));
}

#[test]
fn stud_all_in_completion_of_half_the_bet_reopens_for_the_bring_in() {
    // Antes 20, bring-in 20, small bet 100. Seat 2 (4♣) brings in for 20; seat 3 completes
    // all-in; seat 1 calls. An all-in to 50 is half the completion: a raise (Rule 47), and the
    // bring-in may raise again, to 150. An all-in to 49 is not: the bring-in may only call.
    for (stack, can_raise, min) in [(70, true, Some(150)), (69, false, None)] {
        let mut v = stud_antes(&[1000, 1000, stack]);
        v["actions"] = json!([
            {"seat": 2, "action": "bring_in"},
            {"seat": 3, "action": "all_in"},
            {"seat": 1, "action": "call"}]);
        let h = hand(v);
        let t = replay(&h).unwrap().table;
        assert_eq!(t.to_act(), Some(2));
        let o = t.options(2).unwrap();
        assert_eq!(
            (o.can_raise, o.min_raise_to),
            (can_raise, min),
            "stack {stack}"
        );
    }
}

#[test]
fn the_bring_in_follows_the_house_ace() {
    // Up cards A♣, 2♦, K♠. Stud with the ace high (the default): the 2♦ brings in; a house
    // with the ace low: the A♣. Razz: the K♠ (the highest, the ace low) either way.
    let v = |game: &str| {
        json!({"game": game, "ante": 10, "bring_in": 20, "limits": {"small_bet": 100, "big_bet": 200},
               "seats": [{"seat": 1, "stack": 1000, "up_cards": "Ac"}, {"seat": 2, "stack": 1000, "up_cards": "2d"},
                         {"seat": 3, "stack": 1000, "up_cards": "Ks"}], "actions": []})
    };
    for (game, ace_high, brings_in) in [
        ("STUD", true, 2),
        ("STUD", false, 1),
        ("STUD8", false, 1),
        ("RAZZ", false, 3),
        ("RAZZ", true, 3),
    ] {
        let mut h = hand(v(game));
        h.conventions.bring_in_ace_high = ace_high;
        assert_eq!(
            Table::new(&h).unwrap().to_act(),
            Some(brings_in),
            "{game} ace high {ace_high}"
        );
    }
}

/// Seat 3 limps and folds to seat 1's all-in, which seat 2 calls: a pot of 2,050 run twice.
fn run_twice(runs: serde_json::Value) -> serde_json::Value {
    let mut actions = vec![
        json!({"seat": 3, "action": "call"}),
        json!({"seat": 1, "action": "raise", "to": 1000}),
        json!({"seat": 2, "action": "call"}),
        json!({"seat": 3, "action": "fold"}),
        json!({"deal": "flop", "cards": "2c7d9h"}),
        json!({"deal": "turn", "cards": "Jc"}),
        json!({"deal": "river", "cards": "3s"}),
    ];
    actions.extend(runs.as_array().unwrap().iter().cloned());
    json!({"game": "NLHE", "blinds": {"small": 25, "big": 50}, "button": 3,
        "seats": [{"seat": 1, "stack": 1000, "cards": "AsAh"},
                  {"seat": 2, "stack": 1000, "cards": "KsKh"},
                  {"seat": 3, "stack": 1000}],
        "actions": actions})
}

#[test]
fn a_board_run_twice_splits_the_pot_between_the_runs() {
    // The first run's aces win its 1,025; the second run's board makes both hands the same
    // straight, so its 1,025 is split and the odd chip goes left of the button (seat 1).
    let h = hand(run_twice(json!([
        {"deal": "flop", "cards": "TcJhQc", "run": 2},
        {"deal": "turn", "cards": "Kd", "run": 2},
        {"deal": "river", "cards": "Ad", "run": 2},
    ])));
    assert_eq!(h.runs, vec![(7, 2), (8, 2), (9, 2)]);
    assert_eq!(Hand::parse(&h.to_input()).unwrap(), h);
    let r = replay(&h).unwrap();
    let res = r.result().unwrap();
    assert_eq!(res.pots.len(), 1);
    assert_eq!(res.pots[0].amount, 2050);
    let shares: Vec<(u8, u64)> = res.pots[0]
        .shares
        .iter()
        .map(|s| (s.seat, s.amount))
        .collect();
    assert_eq!(shares, vec![(1, 1025 + 513), (2, 512)]);
    assert_eq!(res.pots[0].winners, vec![1, 2]);
    let stacks: Vec<u64> = res.final_stacks.unwrap().iter().map(|s| s.stack).collect();
    assert_eq!(stacks, vec![1538, 512, 950]);
    assert_eq!(r.table.run_boards().len(), 1);
}

#[test]
fn a_run_repeats_only_the_cards_dealt_after_the_betting_closed() {
    // The betting closes before the flop: a second run that deals only a river is not one.
    let h = hand(run_twice(
        json!([{"deal": "river", "cards": "Ad", "run": 2}]),
    ));
    let e = replay(&h).unwrap_err();
    assert_eq!(e.reason.id(), "error-replay-run-not-due");
    assert_eq!(e.action_index, Some(7));
    // A run dealt while the betting is open.
    let h = hand(
        json!({"game": "NLHE", "blinds": {"small": 25, "big": 50}, "button": 2,
        "seats": seats(&[1000, 1000]),
        "actions": [{"seat": 2, "action": "call"}, {"seat": 1, "action": "check"},
                    {"deal": "flop", "cards": "2c7d9h"},
                    {"deal": "flop", "cards": "TcJhQc", "run": 2}]}),
    );
    assert_eq!(
        replay(&h).unwrap_err().reason.id(),
        "error-replay-run-not-due"
    );
    // A card of one run may not be dealt again in another.
    let v = run_twice(json!([{"deal": "flop", "cards": "TcJhJc", "run": 2}]));
    assert!(Hand::from_json(&v.to_string()).is_err());
    // Run 3 before run 2, or a run on a player's action.
    let v = run_twice(json!([{"deal": "flop", "cards": "TcJhQc", "run": 3}]));
    let e = Hand::from_json(&v.to_string()).unwrap_err();
    assert_eq!(e.reason.id(), "error-hand-run-out-of-order");
    let mut v = run_twice(json!([]));
    v["actions"][0]["run"] = 2.into();
    let e = Hand::from_json(&v.to_string()).unwrap_err();
    assert_eq!(e.reason.id(), "error-hand-run-only-board-deal");
    assert_eq!(e.field.as_deref(), Some("actions[0].run"));
}

#[test]
fn a_run_from_the_turn_shares_the_flop_and_a_run_three_times_splits_in_three() {
    // All in on the flop: the turn and river are run three times; 2,050 in thirds is 684,
    // 683, 683 (the odd chip to the first run). Aces win the first two runs, kings the third
    // (a king on its turn).
    let h = hand(
        json!({"game": "NLHE", "blinds": {"small": 25, "big": 50}, "button": 3,
        "seats": [{"seat": 1, "stack": 1000, "cards": "AsAh"},
                  {"seat": 2, "stack": 1000, "cards": "KsKh"},
                  {"seat": 3, "stack": 1000}],
        "actions": [{"seat": 3, "action": "call"}, {"seat": 1, "action": "call"},
                    {"seat": 2, "action": "check"},
                    {"deal": "flop", "cards": "2c7d9h"},
                    {"seat": 1, "action": "bet", "to": 950}, {"seat": 2, "action": "call"},
                    {"seat": 3, "action": "fold"},
                    {"deal": "turn", "cards": "Jc"}, {"deal": "river", "cards": "3s"},
                    {"deal": "turn", "cards": "4c", "run": 2},
                    {"deal": "river", "cards": "5d", "run": 2},
                    {"deal": "turn", "cards": "Kd", "run": 3},
                    {"deal": "river", "cards": "6s", "run": 3}]}),
    );
    let r = replay(&h).unwrap();
    let res = r.result().unwrap();
    let shares: Vec<(u8, u64)> = res.pots[0]
        .shares
        .iter()
        .map(|s| (s.seat, s.amount))
        .collect();
    assert_eq!(shares, vec![(1, 684 + 683), (2, 683)]);
    let boards = r.table.run_boards();
    assert_eq!(boards.len(), 2);
    assert_eq!(boards[0][..3], r.table.board()[..3]);
}

#[test]
fn stud_short_of_cards_deals_one_community_card_that_plays_in_every_hand() {
    // Two pairs of aces and kings in the hole; the community card on seventh street, the K♠,
    // gives seat 2 three kings (RP-10-H: a card face up in the middle, every player's seventh).
    let v = |seventh: &str| {
        json!({"game": "STUD", "ante": 20, "bring_in": 20,
            "limits": {"small_bet": 100, "big_bet": 200},
            "seats": [{"seat": 1, "stack": 1000, "cards": "AhAd2c7d9sJh"},
                      {"seat": 2, "stack": 1000, "cards": "KhKd3h8cTsQd"}],
            "actions": [{"seat": 1, "action": "bring_in"}, {"seat": 2, "action": "call"},
                        {"seat": 2, "action": "check"}, {"seat": 1, "action": "check"},
                        {"seat": 2, "action": "check"}, {"seat": 1, "action": "check"},
                        {"seat": 2, "action": "check"}, {"seat": 1, "action": "check"},
                        {"deal": "seventh", "cards": seventh},
                        {"seat": 2, "action": "check"}, {"seat": 1, "action": "check"}]})
    };
    let h = hand(v("Ks"));
    let r = replay(&h).unwrap();
    let res = r.result().unwrap();
    assert_eq!(res.pots[0].amount, 80);
    assert_eq!(res.pots[0].winners, vec![2]);
    assert_eq!(
        r.table.board(),
        vec![Some(crate::cards::parse_cards("Ks").unwrap()[0])]
    );
    // A card of the seventh street is one card; a card already dealt is refused.
    assert!(Hand::from_json(&v("KsQs").to_string()).is_err());
    assert!(Hand::from_json(&v("Ah").to_string()).is_err());
    // With a card that pairs nobody, the aces win.
    let h = hand(v("5c"));
    let res = replay(&h).unwrap().result().unwrap();
    assert_eq!(res.pots[0].winners, vec![1]);
}

#[test]
fn heads_up_with_the_big_blind_on_the_button_the_other_player_acts_first_on_every_round() {
    // Old PokerStars heads-up: the button (seat 2) posts the big blind, seat 1 the small blind
    // and acts first before and after the flop.
    let h = hand(
        json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 2,
        "blinds_posted_by": "button_big_blind", "seats": seats(&[1000, 1000]),
        "actions": [{"seat": 1, "action": "call"}, {"seat": 2, "action": "check"},
                    {"deal": "flop"}]}),
    );
    assert_eq!(Hand::parse(&h.to_input()).unwrap(), h);
    let r = replay(&h).unwrap();
    assert_eq!(r.table.small_blind_seat(), Some(1));
    assert_eq!(r.table.big_blind_seat(), 2);
    assert_eq!(
        (r.decisions[0].seat, r.decisions[0].options.to_call),
        (1, 50)
    );
    assert_eq!(
        r.table.to_act(),
        Some(1),
        "the button acts last after the flop"
    );
    // Three players: as the usual positions.
    let mut v = json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 3,
        "seats": seats(&[1000, 1000, 1000]), "actions": []});
    let usual = Table::new(&hand(v.clone())).unwrap().now();
    v["blinds_posted_by"] = "button_big_blind".into();
    assert_eq!(Table::new(&hand(v)).unwrap().now(), usual);
}

/// The cards a player shows, kept in place up to eight and on the heap beyond: the same cards
/// in the same order, for every count from none to ten.
#[test]
fn shown_cards_are_the_cards_shown() {
    let deck: Vec<Card> = (0..52).filter_map(Card::from_index).collect();
    for n in 0..=10 {
        let cards = &deck[7..7 + n];
        let shown = super::table::FewCards::of(cards);
        assert_eq!(&*shown, cards, "{n} cards");
        assert_eq!(
            matches!(shown, super::table::FewCards::Inline(..)),
            (1..=8).contains(&n)
        );
    }
}

/// The shows kept in place ([`super::table::Shown`]) read as the plain list of `(position,
/// cards)` they stand for: after every show of 20,000 random sequences (none to seven shows at
/// positions 0 to 11 and 250 to 260, of none to ten cards), each position's last show and
/// whether any is shown are the list's; the sequences go past the shows kept in place, past
/// eight cards, past position 255 and with no card at all.
#[test]
fn shows_in_place_are_the_list() {
    let deck: Vec<Card> = (0..52).filter_map(Card::from_index).collect();
    let mut rng = Lcg(36);
    let (mut in_place, mut moved) = (0, 0);
    for _ in 0..20_000 {
        let mut shown = super::table::Shown::new();
        let mut plain: Vec<(usize, Vec<Card>)> = Vec::new();
        for _ in 0..rng.next(8) {
            let at = match rng.next(20) {
                0 => 250 + rng.next(11) as usize,
                _ => rng.next(12) as usize,
            };
            let n = match rng.next(10) {
                0 => rng.next(11) as usize,
                _ => 1 + rng.next(8) as usize,
            };
            let from = rng.next(42) as usize;
            let cards = &deck[from..from + n];
            shown.push(at, cards);
            plain.push((at, cards.to_vec()));
            assert_eq!(shown.is_empty(), plain.is_empty());
            for i in (0..12).chain(250..261) {
                let last = plain
                    .iter()
                    .rev()
                    .find(|(j, _)| *j == i)
                    .map(|(_, c)| &c[..]);
                assert_eq!(shown.last_of(i), last, "position {i} after {plain:?}");
            }
        }
        assert_eq!(shown.is_empty(), plain.is_empty());
        match shown {
            super::table::Shown::Few(_) => in_place += 1,
            super::table::Shown::Heap(_) => moved += 1,
        }
    }
    assert!(
        in_place > 5_000 && moved > 2_000,
        "{in_place} in place, {moved} moved"
    );
}

/// A draw on the cards kept in place is the vector's: the cards not thrown, in their order, then
/// those received, for hands of none to ten cards, every set of discards among them (where
/// there are at most six) and none to four cards received.
#[test]
fn redrawn_cards_are_the_vectors() {
    let deck: Vec<Card> = (0..52).filter_map(Card::from_index).collect();
    for n in 0..=10 {
        let hand = &deck[3..3 + n];
        let sets = if n <= 6 { 1u32 << n } else { 4 };
        for mask in 0..sets {
            let discards: Vec<Card> = (0..n)
                .filter(|k| mask & (1 << k) != 0)
                .map(|k| hand[k])
                .collect();
            for got in 0..=4 {
                let cards = &deck[30..30 + got];
                let mut v = hand.to_vec();
                v.retain(|x| !discards.contains(x));
                v.extend(cards);
                let drawn = super::table::FewCards::of(hand).redrawn(&discards, cards);
                assert_eq!(&*drawn, &v[..], "{hand:?} {discards:?} {cards:?}");
            }
        }
    }
}

/// A hand with the stud community card kept in place is the vector's: for hands of none to
/// ten cards, with no community card, with one the hand holds and with one it does not, in
/// stud and in hold'em (where no card is added).
#[test]
fn community_cards_in_place_are_the_vectors() {
    let deck: Vec<Card> = (0..52).filter_map(Card::from_index).collect();
    let stud = hand(stud_antes(&[1000, 1000, 1000]));
    let holdem = hand(json!({"game": "NLHE", "blinds": {"small": 50, "big": 100},
        "button": 1, "seats": seats(&[1000, 1000]), "actions": []}));
    let mut checked = 0;
    for h in [&stud, &holdem] {
        let mut t = Table::new(h).unwrap();
        for n in 0..=10 {
            let cards = &deck[20..20 + n];
            for (community, len) in [(None, 0), (Some(deck[20]), 1), (Some(deck[40]), 1)]
                .into_iter()
                .chain([(Some(deck[40]), 0)])
            {
                t.board[0] = community;
                t.board_len = len;
                assert_eq!(
                    &*t.with_community_few(cards),
                    &t.with_community(cards)[..],
                    "{n} {community:?} {len}"
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 2 * 11 * 4);
}

/// A small deterministic generator for the randomised tests below (no dependency).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, below: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % below.max(1)
    }
}

/// The plain scans the `active` bit set stands in for: the next player to act from `start`
/// (seat by seat round the table), and whether an opponent of `i` could call a raise.
fn find_actor_plain(t: &Table<'_>, start: usize) -> Option<usize> {
    let n = t.n;
    (0..n).map(|k| (start + k) % n).find(|&i| {
        let p = &t.players[i];
        let others = (0..n).any(|j| j != i && !t.players[j].folded && t.players[j].stack > 0);
        !p.folded && p.stack > 0 && (p.street_bet < t.current_bet || (!p.acted && others))
    })
}

fn raise_can_be_called_plain(t: &Table<'_>, i: usize) -> bool {
    (0..t.n).any(|j| {
        let p = &t.players[j];
        j != i && !p.folded && p.stack > 0 && p.street_bet + p.stack > t.current_bet
    })
}

/// `check_turn` as it was before its fast path: every check in order.
fn check_turn_plain(t: &Table<'_>, index: usize, i: usize) -> Result<(), HandError> {
    let seat = t.hand.seats[i].seat;
    let why = match t.phase {
        Phase::Betting => None,
        Phase::Closed => Some(Errors::ActsBettingOver { seat }),
        Phase::Uncontested => Some(Errors::ActsAfterFolds { seat }),
        Phase::AwaitingDeal(next) => Some(Errors::ActsBeforeDeal {
            seat,
            street: format!("{next:?}").to_lowercase(),
        }),
    };
    if let Some(why) = why {
        return Err(HandError::illegal(index, None, why));
    }
    if t.players[i].folded {
        return Err(HandError::illegal(
            index,
            None,
            Errors::SeatHasFolded { seat },
        ));
    }
    if t.opener_open && t.to_act.get() != Some(i) && t.needs_action(i) {
        return Ok(());
    }
    if t.to_act.get() != Some(i) {
        let reason: crate::text::Message = match t.to_act.get() {
            Some(j) => Errors::SeatActsOutTurn {
                seat,
                to_act: t.hand.seats[j].seat,
            }
            .into(),
            None => Errors::SeatActsNobodyToAct { seat }.into(),
        };
        return Err(HandError::illegal(
            index,
            Some(RuleKey::ActingInTurn),
            reason,
        ));
    }
    Ok(())
}

/// Every state of the table checked: the bit set of the players holding cards and chips is
/// the one the players give, and the answers worked out from it are the plain scans'; the
/// seat map gives the hand's positions; the turn check is the plain one.
fn check_active(t: &Table<'_>, what: &str) {
    assert_eq!(t.active, t.active_of_players(), "{what}: active");
    for seat in 0..=u8::MAX {
        assert_eq!(t.idx(seat), t.hand.seat_index(seat), "{what}: seat {seat}");
    }
    for i in 0..t.n {
        assert_eq!(
            format!("{:?}", t.check_turn(3, i)),
            format!("{:?}", check_turn_plain(t, 3, i)),
            "{what}: check_turn({i})"
        );
    }
    for start in 0..2 * t.n {
        assert_eq!(
            t.find_actor(start),
            find_actor_plain(t, start),
            "{what}: find_actor({start})"
        );
    }
    // From every position and from just past the last (the step after the last position
    // acted), with no remainder taken.
    for start in 0..=t.n {
        assert_eq!(
            t.actor_from(start).get(),
            find_actor_plain(t, start % t.n.max(1)),
            "{what}: actor_from({start})"
        );
    }
    for i in 0..t.n {
        assert_eq!(
            t.raise_can_be_called(i),
            raise_can_be_called_plain(t, i),
            "{what}: raise_can_be_called({i})"
        );
        assert_eq!(
            t.others_with_chips(i),
            (0..t.n).any(|j| j != i && !t.players[j].folded && t.players[j].stack > 0),
            "{what}: others_with_chips({i})"
        );
    }
}

#[test]
fn table_fast_paths_are_the_plain_forms() {
    let mut rng = Lcg(7);
    let games = ["NLHE", "PLO", "LHE"];
    let mut states = 0;
    for round in 0..600 {
        let n = 2 + rng.next(9) as usize;
        // Short stacks now and then: all-ins for less than the blinds, the ante, a bet.
        let stacks: Vec<u64> = (0..n)
            .map(|_| match rng.next(6) {
                0 => 1 + rng.next(150),
                1 => 150 + rng.next(600),
                _ => 1000 + rng.next(4000),
            })
            .collect();
        let mut v = json!({"game": games[round % 3], "blinds": {"small": 50, "big": 100},
            "button": 1 + rng.next(n as u64), "seats": seats(&stacks), "actions": []});
        if round % 2 == 1 {
            // Seat numbers with gaps, up to the last seat there is.
            let mut numbers: Vec<u64> = (1..=u64::from(crate::hand::MAX_SEAT)).collect();
            while numbers.len() > n {
                numbers.remove(rng.next(numbers.len() as u64) as usize);
            }
            for (k, s) in numbers.iter().enumerate() {
                v["seats"][k]["seat"] = json!(s);
            }
            v["button"] = json!(numbers[rng.next(n as u64) as usize]);
        }
        if rng.next(3) == 0 {
            v["ante"] = json!(10 + rng.next(40));
        }
        if rng.next(4) == 0 {
            v["seats"][rng.next(n as u64) as usize]["absent"] = json!(true);
        }
        let Ok(h) = Hand::from_json(&v.to_string()) else {
            continue;
        };
        let Ok(mut t) = Table::new(&h) else {
            continue;
        };
        check_active(&t, "seated");
        for step in 0..60 {
            let _ = t.deal_implied(step);
            let Some(i) = t.to_act.get() else {
                break;
            };
            let seat = h.seats[i].seat;
            if rng.next(25) == 0 {
                // A ruling's dead hand, with or without the uncalled bet back.
                t.kill(seat, rng.next(2) == 0);
                check_active(&t, "killed");
                continue;
            }
            let o = t.options_at(i);
            let act = match rng.next(8) {
                0 => Act::Fold,
                1 | 2 => Act::Call,
                3 => Act::Check,
                4 => Act::AllIn,
                5 => Act::Raise(o.min_raise_to.unwrap_or(1)),
                6 => Act::Raise(o.max_raise_to.unwrap_or(1)),
                _ => Act::Raise(
                    o.min_raise_to.unwrap_or(1)
                        + rng.next(1 + o.max_raise_to.unwrap_or(1) - o.min_raise_to.unwrap_or(0)),
                ),
            };
            // An illegal choice is refused and changes nothing; either way the state is checked.
            let _ = t.apply(step, &Action::Player { seat, act });
            check_active(&t, &format!("round {round} step {step}"));
            states += 1;
        }
    }
    assert!(states > 5000, "{states} states checked");
}

/// [`table::Pos`] (a position in one byte) reads back every position of a table and none as
/// the `Option<usize>` it stands for, and tells each position apart.
#[test]
fn a_pos_is_the_option_it_stands_for() {
    use super::table::Pos;
    let all: Vec<Option<usize>> = std::iter::once(None).chain((0..M).map(Some)).collect();
    for &x in &all {
        let p = Pos::from(x);
        assert_eq!(p.get(), x);
        assert_eq!(p.is_none(), x.is_none());
        assert_eq!(format!("{p:?}"), format!("{x:?}"));
        for i in 0..M + 2 {
            assert_eq!(p.is(i), x == Some(i), "{x:?} {i}");
        }
        for &y in &all {
            assert_eq!(p == Pos::from(y), x == y);
        }
    }
    assert_eq!(Pos::NONE, Pos::from(None));
}

/// The replay as it was before its usual step (`apply_bet_decided`): every action through
/// [`Table::apply`], with the decision's options worked out again to check it. The decisions,
/// and the table at the end (or the error).
fn replay_plain(h: &Hand) -> Result<(Vec<Decision>, String), HandError> {
    let mut t = Table::new(h)?;
    let mut decisions = Vec::new();
    for (i, a) in h.actions.iter().enumerate() {
        if let Action::Player { act, .. } = a
            && act.is_betting()
        {
            t.deal_implied(i)?;
            if let Some(d) = t.decision(i) {
                decisions.push(d);
            }
        }
        t.apply(i, a)?;
    }
    Ok((decisions, format!("{t:?}")))
}

/// The actions of a random hand, chosen against a table that plays them (the plain way): the
/// player to act acts, or one time in `anyone_one_in` any player; `act` picks the act from the
/// table and that player's options. The first refused action ends the hand (then `true`).
fn play_randomly(
    rng: &mut crate::test_rng::XorShift,
    h: &Hand,
    anyone_one_in: u64,
    mut act: impl FnMut(&mut crate::test_rng::XorShift, &Table<'_>, &Options) -> Act,
) -> (Vec<Action>, bool) {
    let mut actions = Vec::new();
    let Ok(mut t) = Table::new(h) else {
        return (actions, false);
    };
    let n = h.seats.len() as u64;
    for step in 0..80 {
        let _ = t.deal_implied(step);
        let Some(i) = t.to_act.get() else {
            break;
        };
        let who = if rng.below(anyone_one_in) == 0 {
            rng.below(n) as usize
        } else {
            i
        };
        let o = t.options_at(who);
        let a = Action::Player {
            seat: h.seats[who].seat,
            act: act(rng, &t, &o),
        };
        let ok = t.apply(step, &a).is_ok();
        actions.push(a);
        if !ok {
            return (actions, true);
        }
    }
    (actions, false)
}

/// The replay of `h` is the plain replay's: the same decisions and table at the end, or the
/// same error. The decisions compared (none on an error).
fn same_as_plain(h: &Hand, round: usize) -> usize {
    match (replay(h), replay_plain(h)) {
        (Ok(r), Ok((decisions, table))) => {
            assert_eq!(*r.decisions, decisions, "round {round}");
            assert_eq!(format!("{:?}", r.table), table, "round {round}");
            decisions.len()
        }
        (Err(e), Err(plain)) => {
            assert_eq!(format!("{e:?}"), format!("{plain:?}"), "round {round}");
            0
        }
        (r, plain) => panic!(
            "round {round}: {:?} against {plain:?}",
            r.map(|r| r.decisions)
        ),
    }
}

/// Random hands of every game with seat numbers that are not the positions (gaps, up to the
/// last seat there is), played by players who now and then act out of turn: the replay's
/// decisions (each naming the seat to act by its number) and its end are the plain replay's.
/// The other random-hand drivers number the seats 1 to n, where a seat number read from the
/// position by mistake would pass.
#[test]
fn the_decisions_name_the_seats_as_the_plain_replay() {
    let mut rng = crate::test_rng::XorShift::new(0x5ea7_0000_0000_0001);
    let (mut compared, mut decisions_seen) = (0, 0);
    for round in 0..10_000 {
        let (game, stacks) = random_game(&mut rng, round, 150);
        let n = stacks.len();
        let mut v = random_table(&mut rng, game, &stacks);
        let mut numbers: Vec<u64> = (1..=u64::from(crate::hand::MAX_SEAT)).collect();
        while numbers.len() > n {
            numbers.remove(rng.below(numbers.len() as u64) as usize);
        }
        for (k, s) in numbers.iter().enumerate() {
            v["seats"][k]["seat"] = json!(s);
        }
        if v.get("button").is_some() {
            v["button"] = json!(numbers[rng.below(n as u64) as usize]);
        }
        let Ok(mut h) = Hand::from_json(&v.to_string()) else {
            continue;
        };
        (h.actions, _) = play_randomly(&mut rng, &h, 40, |rng, _, o| random_act(rng, o));
        decisions_seen += same_as_plain(&h, round);
        compared += 1;
    }
    assert!(
        compared > 9000 && decisions_seen > 5000,
        "{compared} {decisions_seen}"
    );
}

/// Random hands of every betting structure, stud with the opener known and not, and a draw
/// game, played by players who now and then act out of turn, after folding, or with a size
/// the options refuse: the replay's decisions and its table at the end (or its error, with
/// the decisions to there) are the plain replay's.
#[test]
fn the_replay_step_is_the_plain_apply() {
    let mut rng = crate::test_rng::XorShift::new(0x5eed_f00d);
    let (mut compared, mut refused, mut stud_open) = (0, 0, 0);
    let mut kinds = [0; 16];
    for round in 0..6000 {
        let (game, stacks) = random_game(&mut rng, round, 150);
        let (stud, n) = (game == "STUD" || game == "RAZZ", stacks.len());
        let mut v = json!({"game": game, "seats": seats(&stacks), "actions": []});
        if stud {
            v["ante"] = json!(10);
            v["bring_in"] = json!(20);
            v["limits"] = json!({"small_bet": 100, "big_bet": 200});
            if rng.below(2) == 0 {
                // Up cards known: the opener is the cards'; else the first to act opens.
                let ups = ["Ac", "2d", "Ks", "7h", "7c", "Qd", "3s", "9s"];
                for k in 0..n {
                    v["seats"][k]["up_cards"] = json!(ups[k]);
                }
            }
        } else {
            v["blinds"] = json!({"small": 50, "big": 100});
            v["button"] = json!(1 + rng.below(n as u64));
            if rng.below(3) == 0 {
                v["ante"] = json!(10 + rng.below(40));
            }
        }
        let Ok(mut h) = Hand::from_json(&v.to_string()) else {
            continue;
        };
        // The actions, chosen against a table that plays them (the plain way); the first
        // refused one ends the hand.
        let (actions, was_refused) = play_randomly(&mut rng, &h, 12, |rng, t, o| {
            stud_open += usize::from(t.opener_open);
            let (lo, hi) = (o.min_raise_to.unwrap_or(1), o.max_raise_to.unwrap_or(1));
            match rng.below(14) {
                0 => Act::Fold,
                1..=3 => Act::Call,
                4 | 5 => Act::Check,
                6 => Act::AllIn,
                7 => Act::Raise(lo),
                8 => Act::Raise(hi),
                9 => Act::Bet(lo + rng.below(1 + hi.saturating_sub(lo))),
                10 => Act::Raise(lo.saturating_sub(rng.below(3))),
                11 => Act::BringIn,
                12 => Act::Complete,
                _ => Act::Raise(hi + rng.below(2)),
            }
        });
        refused += usize::from(was_refused);
        h.actions = actions;
        same_as_plain(&h, round);
        // The kind each betting action is recorded as (told by the arm that applies it) is
        // the action's own, up to the first refused action.
        if let Ok((r, _)) = replay_partial(&h) {
            for acted in &r.table.history {
                let Action::Player { act, .. } = &h.actions[acted.index] else {
                    panic!("round {round}: {acted:?} is no player's action");
                };
                assert_eq!(acted.kind, act.kind(), "round {round}");
                kinds[acted.kind as usize] += 1;
            }
        }
        compared += 1;
    }
    assert!(
        compared > 5000 && refused > 1000 && stud_open > 500,
        "{compared} {refused} {stud_open}"
    );
    // Every betting kind recorded (fold, check, call, bet, raise, all-in, bring-in, complete).
    for kind in [
        ActionKind::Fold,
        ActionKind::Check,
        ActionKind::Call,
        ActionKind::Bet,
        ActionKind::Raise,
        ActionKind::AllIn,
        ActionKind::BringIn,
        ActionKind::Complete,
    ] {
        assert!(kinds[kind as usize] > 100, "{kind:?}: {kinds:?}");
    }
}

/// `options_at` as it was before a player's Rule 47 test moved to `reopened_for` (the plain
/// form, verbatim).
fn options_at_plain(t: &Table<'_>, i: usize) -> Options {
    let facing = t.current_bet.saturating_sub(t.players[i].street_bet);
    let stack = t.players[i].stack;
    let all_in_to = t.players[i].street_bet + stack;
    let mut o = Options {
        to_call: facing.min(stack),
        can_check: facing == 0,
        can_raise: false,
        min_raise_to: None,
        max_raise_to: None,
        closed_by: None,
    };
    let reopened = || {
        let measured = if t.street == Street::Third
            && t.hand.bring_in > 0
            && t.players[i].street_bet <= t.hand.bring_in
        {
            t.current_bet
        } else {
            facing
        };
        !t.players[i].acted
            || match t.structure {
                Structure::FixedLimit => 2 * measured >= t.fixed_bet(),
                _ => facing >= t.full_raise,
            }
    };
    o.closed_by = if stack <= facing {
        Some(RaiseClosed::NoChipsBeyondCall)
    } else if !t.raise_can_be_called(i) {
        Some(RaiseClosed::NoOpponentToRaise)
    } else if !reopened() {
        Some(RaiseClosed::NotReopened)
    } else if t.structure == Structure::FixedLimit
        && t.bets_this_street >= t.hand.limit_sizes().2
        && (t.hand.conventions.limit_cap_heads_up || t.live > 2)
    {
        Some(RaiseClosed::CapReached)
    } else {
        None
    };
    if o.closed_by.is_some() {
        return o;
    }
    o.can_raise = true;
    let (lo, hi) = match t.structure {
        Structure::NoLimit => (t.current_bet + t.full_raise, all_in_to),
        Structure::PotLimit => {
            let hi = t.pot_limit_to(i).min(all_in_to);
            (t.current_bet + t.full_raise, hi)
        }
        Structure::FixedLimit => {
            let to = (t.fl_level + t.fixed_bet()).min(all_in_to);
            let hi = t
                .open_pair_big_bet()
                .map_or(to, |big| (t.fl_level + big).min(all_in_to));
            (to, hi)
        }
    };
    o.min_raise_to = Some(lo.min(hi));
    o.max_raise_to = Some(hi);
    o
}

/// `Table::aggress` as it was before its checks were made at once with the error told out of
/// line (the plain form, verbatim).
fn aggress_plain(
    t: &mut Table<'_>,
    index: usize,
    i: usize,
    to: Chips,
    known: Option<&Options>,
) -> Result<(), HandError> {
    let all_in_to = t.players[i].street_bet + t.players[i].stack;
    if to <= t.current_bet {
        return Err(HandError::illegal(
            index,
            Some(RuleKey::RaiseAmounts),
            Errors::SeatBetsOrRaisesWhich {
                seat: t.hand.seats[i].seat,
                to,
                current_bet: t.current_bet,
            },
        ));
    }
    if to > all_in_to {
        return Err(HandError::illegal(
            index,
            None,
            Errors::SeatBetsButHasOnly {
                seat: t.hand.seats[i].seat,
                to,
                all_in_to,
            },
        ));
    }
    let worked_out;
    let o = match known {
        Some(o) => o,
        None => {
            worked_out = t.options_at(i);
            &worked_out
        }
    };
    if !o.can_raise {
        let (rule, why) = match o.closed_by {
            Some(RaiseClosed::NotReopened) => (Some(RuleKey::ReopeningTheBet), "not-reopened"),
            Some(RaiseClosed::CapReached) => (Some(RuleKey::NumberOfRaises), "capped"),
            Some(RaiseClosed::NoOpponentToRaise) => (None, "no-opponent"),
            _ => (None, "all-chips"),
        };
        return Err(HandError::illegal(
            index,
            rule,
            Errors::SeatMayNotRaise {
                seat: t.hand.seats[i].seat,
                why,
            },
        ));
    }
    let (lo, hi) = if t.standing == Some(index) {
        (to, to)
    } else {
        (o.min_raise_to.unwrap_or(to), o.max_raise_to.unwrap_or(to))
    };
    if to > hi {
        return Err(HandError::illegal(
            index,
            Some(match t.structure {
                Structure::PotLimit => RuleKey::PotLimitBets,
                _ => RuleKey::RaiseAmounts,
            }),
            Errors::SeatBetsMostAllowed {
                seat: t.hand.seats[i].seat,
                to,
                hi,
            },
        ));
    }
    if to < lo && to != all_in_to {
        return Err(HandError::illegal(
            index,
            Some(RuleKey::RaiseAmounts),
            Errors::SeatBetsSmallestLegalBet {
                seat: t.hand.seats[i].seat,
                to,
                lo,
            },
        ));
    }
    if t.open_pair_big_bet().is_some() && to != lo && to != hi && to != all_in_to {
        return Err(HandError::illegal(
            index,
            Some(RuleKey::RaiseAmounts),
            Errors::SeatBetsMostAllowed {
                seat: t.hand.seats[i].seat,
                to,
                hi: lo,
            },
        ));
    }
    t.size_raise(i, to);
    let add = to - t.players[i].street_bet;
    t.put(i, add);
    if t.aggressions == 0 && !t.blind_round() {
        t.opening_bet = to;
    }
    t.aggressions += 1;
    t.fl_bet = t.fixed_bet_plain();
    t.current_bet = to;
    t.last_aggressor = Some(i).into();
    if t.rounds.len() == 1 {
        t.river_aggressor = Some(i).into();
        t.river_bet = true;
    }
    Ok(())
}

/// Random hands of every structure (stud with its cards known, pairs showing on fourth street
/// under the big-bet rule, limit all-ins under the next-level rule, bets that stand as made):
/// at every state, two players' options are the plain form's, and a bet or raise by the
/// player to act to sizes around and between the limits (with the options given and not) leaves the same table or
/// gives the same error as the plain `aggress`.
#[test]
fn options_and_bets_are_the_plain_forms() {
    let mut rng = crate::test_rng::XorShift::new(0x0b7e_a11e);
    let (mut states, mut raised, mut refused) = (0, 0, 0);
    let (mut reopen_tests, mut open_pair, mut stood) = (0, 0, 0);
    for round in 0..6000 {
        let (game, stacks) = random_game(&mut rng, round, 150);
        let (stud, n) = (game == "STUD" || game == "RAZZ", stacks.len());
        let mut v = json!({"game": game, "seats": seats(&stacks), "actions": []});
        if stud {
            v["ante"] = json!(10);
            v["bring_in"] = json!(20);
            v["limits"] = json!({"small_bet": 100, "big_bet": 200});
            if rng.below(2) == 0 {
                deal_stud_cards(&mut rng, &mut v, n);
            }
        } else {
            v["blinds"] = json!({"small": 50, "big": 100});
            v["button"] = json!(1 + rng.below(n as u64));
            if rng.below(3) == 0 {
                v["ante"] = json!(10 + rng.below(40));
            }
        }
        let mut rules = json!({});
        if rng.below(2) == 0 {
            rules["fourth_street_open_pair"] = json!("big_bet");
        }
        if rng.below(2) == 0 {
            rules["limit_raise_after_short_all_in"] = json!("next_level");
        }
        v["rules"] = rules;
        let Ok(h) = Hand::from_json(&v.to_string()) else {
            continue;
        };
        let Ok(mut t) = Table::new(&h) else {
            continue;
        };
        for step in 0..80 {
            let _ = t.deal_implied(step);
            let Some(i) = t.to_act.get() else {
                break;
            };
            for who in [i, rng.below(n as u64) as usize] {
                let o = t.options_at(who);
                assert_eq!(o, options_at_plain(&t, who), "round {round} step {step}");
                states += 1;
                reopen_tests += usize::from(t.players[who].acted);
                if who != i || t.players[who].folded {
                    // A bet or raise is made by the player to act (the turn checked first).
                    continue;
                }
                let all_in = t.players[who].street_bet + t.players[who].stack;
                let (lo, hi) = (o.min_raise_to.unwrap_or(1), o.max_raise_to.unwrap_or(1));
                for to in [
                    lo.saturating_sub(1),
                    lo,
                    lo + rng.below(1 + hi.saturating_sub(lo)),
                    hi,
                    hi + 1,
                    all_in,
                    all_in + 1,
                    t.current_bet,
                ] {
                    let (mut a, mut b) = (t.clone(), t.clone());
                    if rng.below(8) == 0 {
                        (a.standing, b.standing) = (Some(step), Some(step));
                        stood += 1;
                    }
                    let known = (rng.below(2) == 0).then_some(&o);
                    open_pair += usize::from(a.open_pair_big_bet().is_some());
                    let (ra, rb) = (
                        a.aggress(step, who, to, known),
                        aggress_plain(&mut b, step, who, to, known),
                    );
                    assert_eq!(format!("{ra:?}"), format!("{rb:?}"), "round {round} {to}");
                    assert_eq!(format!("{a:?}"), format!("{b:?}"), "round {round} {to}");
                    if ra.is_ok() {
                        raised += 1;
                    } else {
                        refused += 1;
                    }
                }
            }
            let o = t.options_at(i);
            let (lo, hi) = (o.min_raise_to.unwrap_or(1), o.max_raise_to.unwrap_or(1));
            let act = match rng.below(12) {
                0 => Act::Fold,
                1..=3 => Act::Call,
                4 | 5 => Act::Check,
                6 => Act::AllIn,
                7 => Act::Raise(lo),
                8 => Act::Raise(hi),
                9 => Act::BringIn,
                10 => Act::Complete,
                _ => Act::Bet(lo + rng.below(1 + hi.saturating_sub(lo))),
            };
            let a = Action::Player {
                seat: h.seats[i].seat,
                act,
            };
            if t.apply(step, &a).is_err() {
                break;
            }
        }
    }
    assert!(
        states > 30_000 && raised > 50_000 && refused > 70_000,
        "{states} {raised} {refused}"
    );
    assert!(
        reopen_tests > 5000 && open_pair > 400 && stood > 15_000,
        "{reopen_tests} {open_pair} {stood}"
    );
}

/// `seat_is_at` against `idx` for every seat number and position, on tables whose seat
/// numbers have gaps, go past the seat map or are listed twice (a hand built by hand).
#[test]
fn seat_is_at_is_idx() {
    let mut rng = crate::test_rng::XorShift::new(0x5ea7_a7a7);
    let (mut checked, mut matched, mut past_map, mut twice) = (0, 0, 0, 0);
    for _ in 0..400 {
        let n = 2 + rng.below(9) as usize;
        let mut number = 0;
        let seats: Vec<serde_json::Value> = (0..n)
            .map(|_| {
                number += 1 + rng.below(2);
                json!({"seat": number, "stack": 1000})
            })
            .collect();
        let v = json!({"game": "NLHE", "blinds": {"small": 50, "big": 100},
            "button": seats[0]["seat"], "seats": seats, "actions": []});
        let Ok(mut h) = Hand::from_json(&v.to_string()) else {
            continue;
        };
        match rng.below(3) {
            0 => {
                let k = rng.below(n as u64) as usize;
                h.seats[k].seat = 16 + rng.below(200) as u8;
                past_map += 1;
            }
            1 => {
                let (j, k) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
                h.seats[k].seat = h.seats[j].seat;
                twice += 1;
            }
            _ => {}
        }
        let t = Table::seated(&h);
        for seat in 0..=u8::MAX {
            for p in 0..n {
                let at = t.seat_is_at(seat, p);
                assert_eq!(
                    at,
                    t.idx(seat) == Some(p),
                    "seat {seat} at {p}: {:?}",
                    h.seats
                );
                checked += 1;
                matched += usize::from(at);
            }
        }
    }
    assert!(
        checked > 200_000 && matched > 1000 && past_map > 80 && twice > 80,
        "{checked} {matched} {past_map} {twice}"
    );
}

/// Random hands of every structure (stud with pairs showing on fourth street under the big-bet
/// rule and not, limit hold'em with and without the hand's own sizes and cap, all-ins that
/// close the betting with streets still to deal): at every state, the round's bet size and
/// the cap kept in the table are the ones worked out from the hand (`fixed_bet_plain`,
/// `limit_sizes`).
#[test]
fn the_kept_bet_size_and_cap_are_the_plain_ones() {
    let mut rng = crate::test_rng::XorShift::new(0x0f1b_e75e_12e5_0001);
    let (mut states, mut doubled, mut closed_moves, mut big_rounds) = (0, 0, 0, 0);
    for round in 0..12_000 {
        let (game, stacks) = random_game(&mut rng, round, 150);
        let stud = game == "STUD" || game == "RAZZ";
        let mut v = random_table(&mut rng, game, &stacks);
        // Fixed limits (some capped) on a third of the flop and draw games.
        if !stud && rng.below(3) == 0 {
            v["limits"] = json!({"small_bet": 100 + 10 * rng.below(5), "big_bet": 300});
            if rng.below(2) == 0 {
                v["limits"]["cap"] = json!(2 + rng.below(4));
            }
        }
        let mut rules = json!({});
        if rng.below(2) == 0 {
            rules["fourth_street_open_pair"] = json!("big_bet");
        }
        v["rules"] = rules;
        let Ok(h) = Hand::from_json(&v.to_string()) else {
            continue;
        };
        let Ok(mut t) = Table::new(&h) else {
            continue;
        };
        let (small, big, cap) = h.limit_sizes();
        let check = |t: &Table<'_>, states: &mut usize| {
            assert_eq!(
                t.fl_bet,
                t.fixed_bet_plain(),
                "round {round} {:?}",
                t.street
            );
            assert_eq!(t.fl_cap, cap, "round {round}");
            *states += 1;
        };
        check(&t, &mut states);
        for step in 0..80 {
            let street = t.street;
            let closed = t.phase == Phase::Closed;
            if t.deal_implied(step).is_err() {
                break;
            }
            if let Phase::Closed | Phase::AwaitingDeal(_) = t.phase
                && let Some(next) = t.next_round_def().map(|d| d.street)
            {
                // The betting is over: the next street is dealt (with the phase closed, the
                // street moves without a round).
                let _ = t.apply_deal(step, next, None);
            }
            check(&t, &mut states);
            closed_moves += usize::from(closed && t.street != street);
            doubled += usize::from(t.street == Street::Fourth && t.fl_bet == big && big != small);
            big_rounds += usize::from(t.fl_bet == big);
            let Some(i) = t.to_act.get() else {
                if t.phase == Phase::Betting || t.next_round_def().is_none() {
                    break;
                }
                continue;
            };
            let o = t.options_at(i);
            let act = random_act(&mut rng, &o);
            let a = Action::Player {
                seat: h.seats[i].seat,
                act,
            };
            let ok = t.apply(step, &a).is_ok();
            check(&t, &mut states);
            if !ok {
                break;
            }
        }
    }
    assert!(
        states > 100_000 && doubled > 300 && closed_moves > 1000 && big_rounds > 8000,
        "{states} {doubled} {closed_moves} {big_rounds}"
    );
}

/// A random table of `stacks` for the random-hand drivers: stud and razz with an ante, a
/// bring-in, limits and cards dealt; the other games with blinds and a random button.
fn random_table(
    rng: &mut crate::test_rng::XorShift,
    game: &str,
    stacks: &[u64],
) -> serde_json::Value {
    let n = stacks.len();
    let mut v = json!({"game": game, "seats": seats(stacks), "actions": []});
    if game == "STUD" || game == "RAZZ" {
        v["ante"] = json!(10);
        v["bring_in"] = json!(20);
        v["limits"] = json!({"small_bet": 100, "big_bet": 200});
        deal_stud_cards(rng, &mut v, n);
    } else {
        v["blinds"] = json!({"small": 50, "big": 100});
        v["button"] = json!(1 + rng.below(n as u64));
    }
    v
}

/// A random action for the random-hand drivers, mostly legal ones (from the options `o`), so
/// that the hands reach the later streets.
fn random_act(rng: &mut crate::test_rng::XorShift, o: &Options) -> Act {
    let (lo, hi) = (o.min_raise_to.unwrap_or(1), o.max_raise_to.unwrap_or(1));
    match rng.below(16) {
        0 => Act::Fold,
        1..=6 if o.can_check => Act::Check,
        1..=6 => Act::Call,
        7 => Act::AllIn,
        8 | 9 => Act::Raise(lo),
        10 | 11 => Act::Raise(hi),
        12 => Act::BringIn,
        13 => Act::Complete,
        _ => Act::Bet(lo + rng.below(1 + hi.saturating_sub(lo))),
    }
}

/// Two down and two up cards for each of a stud table's `n` seats, from one shuffled deck, the
/// second up card paired with the first now and then (the random tables of the options and
/// kept-size tests: the same draws in the same order as when each test dealt them itself).
fn deal_stud_cards(rng: &mut crate::test_rng::XorShift, v: &mut serde_json::Value, n: usize) {
    let ranks = "23456789TJQKA".as_bytes();
    let suits = "cdhs".as_bytes();
    let mut deck: Vec<(u8, u8)> = (0..52).map(|c| (c / 4, c % 4)).collect();
    for k in (1..deck.len()).rev() {
        deck.swap(k, rng.below(k as u64 + 1) as usize);
    }
    for k in 0..n {
        let mut c: Vec<(u8, u8)> = deck.drain(..4).collect();
        if rng.below(2) == 0
            && let Some(at) = deck.iter().position(|d| d.0 == c[2].0)
        {
            c[3] = deck.remove(at);
        }
        let text: String = c
            .iter()
            .flat_map(|&(r, s)| [ranks[r as usize] as char, suits[s as usize] as char])
            .collect();
        v["seats"][k]["cards"] = json!(text);
    }
}

/// The one-pot and uncontested results (the contenders listed apart only when some of the live
/// hands, not all, were mucked; the winners put in the caller's places; the chips behind a cap
/// added only in a cap game) against the plain result: random hold'em and Omaha hands checked
/// down by three to six players, one in three of them a cap game, with every set of the live
/// hands mucked, and the same hands with every player but one killed.
#[test]
fn the_one_pot_result_is_the_plain_one_whoever_mucked() {
    let mut rng = crate::test_rng::XorShift::new(0x0dd5_eed5_1234_abcd);
    let (ranks, suits) = ("23456789TJQKA".as_bytes(), "cdhs".as_bytes());
    let (mut compared, mut some_mucked, mut moved, mut capped) = (0, 0, 0, 0);
    for round in 0..240 {
        let (game, hole) = if round % 2 == 0 {
            ("NLHE", 2)
        } else {
            ("PLO", 4)
        };
        let n = 3 + rng.below(4) as usize;
        let mut deck: Vec<String> = (0..52)
            .map(|c| format!("{}{}", ranks[c / 4] as char, suits[c % 4] as char))
            .collect();
        for k in (1..deck.len()).rev() {
            deck.swap(k, rng.below(k as u64 + 1) as usize);
        }
        let mut cards = deck.into_iter();
        let mut take = |k: usize| -> String { cards.by_ref().take(k).collect() };
        let seats: Vec<serde_json::Value> = (1..=n)
            .map(|s| json!({"seat": s, "stack": 1000, "cards": take(hole)}))
            .collect();
        // The button on the last seat: seat 3 acts first before the flop, seat 1 after it;
        // everyone calls, then checks to the river.
        let mut actions: Vec<serde_json::Value> = (3..=n)
            .chain([1])
            .map(|s| json!({"seat": s, "action": "call"}))
            .collect();
        actions.push(json!({"seat": 2, "action": "check"}));
        for (street, k) in [("flop", 3), ("turn", 1), ("river", 1)] {
            actions.push(json!({"deal": street, "cards": take(k)}));
            actions.extend((1..=n).map(|s| json!({"seat": s, "action": "check"})));
        }
        let mut v = json!({"game": game, "blinds": {"small": 50, "big": 100}, "button": n,
            "seats": seats, "actions": actions});
        if round % 3 == 0 {
            // A cap under every stack: each player keeps chips behind it.
            v["rules"] = json!({"cap": 100 + rng.below(800)});
            capped += 1;
        }
        let h = hand(v);
        let mut t = replay(&h).expect("a hand checked down").table;
        let unmucked = t.result().expect("over").pots[0].winners.to_vec();
        for mask in 0u32..1 << n {
            for (i, p) in t.players[..n].iter_mut().enumerate() {
                p.mucked = mask & 1 << i != 0;
            }
            let fast = t.result().expect("over");
            assert_eq!(fast, t.result_plain(), "{game} {n} mucked {mask:b}");
            compared += 1;
            if mask != 0 && mask.count_ones() < n as u32 {
                some_mucked += 1;
                moved += usize::from(fast.pots[0].winners.to_vec() != unmucked);
            }
        }
        // Every player but one killed (the uncontested result), each player the one left.
        for w in 1..=n as u8 {
            let mut u = t.clone();
            for seat in (1..=n as u8).filter(|&s| s != w) {
                u.kill(seat, false);
            }
            let fast = u.result().expect("over");
            assert_eq!(fast, u.result_plain(), "{game} {n} only {w} left");
            assert_eq!(fast.pots[0].winners, [w]);
            compared += 1;
        }
    }
    assert!(capped >= 80, "{capped}");
    assert!(
        compared > 3000 && some_mucked > 2500,
        "{compared} {some_mucked}"
    );
    // The mucked hands are left out: the pot often goes elsewhere than with every hand shown.
    assert!(moved > 1000, "{moved}");
}

/// A show or a muck while the betting is under way is refused with its index and its seat (the
/// refusal made out of line), and changes nothing; after the betting the same show is taken.
#[test]
fn a_show_or_muck_during_the_betting_is_refused_with_its_seat() {
    for act in [
        json!({"seat": 1, "action": "show", "cards": "AsKd"}),
        json!({"seat": 1, "action": "muck"}),
    ] {
        let h = hand(
            json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 3,
            "seats": [{"seat": 1, "stack": 1000}, {"seat": 2, "stack": 1000},
                      {"seat": 3, "stack": 1000}],
            "actions": [{"seat": 3, "action": "call"}, act.clone()]}),
        );
        let e = replay(&h).unwrap_err();
        assert_eq!(e.action_index, Some(1), "{act}");
        assert_eq!(e.reason.id(), "error-replay-seat-shows-or-mucks-while");
        assert!(
            e.reason
                .args()
                .iter()
                .any(|(name, a)| *name == "seat" && matches!(a, crate::text::Arg::Num(1))),
            "{:?}",
            e.reason.args()
        );
        let (partial, error) = replay_partial(&h).unwrap();
        assert_eq!(error.map(|e| e.action_index), Some(Some(1)));
        assert_eq!(partial.table.hole_cards(1), None);
        assert!(!partial.table.has_mucked(1));
    }
}

/// A replay's decisions reuse the buffer the thread's last dropped replay left, emptied: the
/// next hand's decisions are its own only, the same as in a fresh buffer; a buffer taken out
/// with `into_vec`, or one above `Decisions::KEPT`, is not kept.
#[test]
fn the_decisions_buffer_is_kept_for_the_next_replay() {
    let big = hand(
        json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 3,
        "seats": seats(&[10_000, 10_000, 10_000]),
        "actions": [{"seat": 3, "action": "raise", "to": 300}, {"seat": 1, "action": "call"},
                    {"seat": 2, "action": "call"}]}),
    );
    let small = hand(
        json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 3,
        "seats": seats(&[10_000, 10_000, 10_000]),
        "actions": [{"seat": 3, "action": "fold"}]}),
    );
    let fresh: Vec<Decision> = replay(&small).expect("replay").decisions.into_vec();
    // On a thread of its own: the harness's other tests share none of its buffers.
    std::thread::spawn(move || {
        assert_eq!(Decisions::kept(), None);
        let r = replay(&big).expect("replay");
        assert_eq!(r.decisions.len(), 3);
        let at = r.decisions.as_ptr();
        drop(r);
        assert_eq!(Decisions::kept(), Some(at));
        let r = replay(&small).expect("replay");
        assert_eq!(Decisions::kept(), None, "taken by the replay");
        assert_eq!(r.decisions.as_ptr(), at);
        assert_eq!(*r.decisions, fresh, "only the second hand's decisions");
        // Taken out, the buffer is the caller's: nothing is kept.
        let kept = r.decisions.into_vec();
        assert_eq!((kept.as_ptr(), Decisions::kept()), (at, None));
        let r = replay(&small).expect("replay");
        let third = r.decisions.as_ptr();
        drop(r);
        assert_eq!(Decisions::kept(), Some(third));
        // A buffer larger than the bound is freed, not kept in the third's place.
        let mut large = Decisions::from(Vec::with_capacity(Decisions::KEPT + 1));
        large.extend(fresh.iter().cloned());
        drop(large);
        assert_eq!(Decisions::kept(), Some(third));
        drop(kept);
    })
    .join()
    .expect("the test's thread");
}

/// A replay moves as a few words: its table is on the heap (`Replay`'s design). A table held
/// in place again would be copied out of `replay` and out of its `Result` at every hand.
#[test]
fn a_replay_is_a_few_words_to_move() {
    assert!(std::mem::size_of::<Replay<'_>>() <= 48);
    assert!(std::mem::size_of::<Result<Replay<'_>, HandError>>() <= 128);
}
