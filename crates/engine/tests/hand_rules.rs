//! The rules a hand was dealt under where they are not the TDA's (`hand.rules`), at their
//! thresholds: stud's big bet for a pair showing on fourth street, the limit raise after an
//! all-in of exactly half a bet (and of one chip less), a cap game's stack reaching the cap
//! exactly, a structure for the rounds after the first. Left out, each is the TDA's.

use floorcall_engine::hand::Hand;
use floorcall_engine::replay::{Options, replay};
use serde_json::{Value, json};

fn hand(v: &Value) -> Hand {
    Hand::from_json(&v.to_string()).expect("a valid hand")
}

/// The options before each action of the hand, by action index.
fn options(v: &Value) -> Vec<(usize, Options)> {
    let h = hand(v);
    let r = replay(&h).expect("the hand replays");
    r.decisions
        .iter()
        .map(|d| (d.action_index, d.options))
        .collect()
}

fn options_at(v: &Value, index: usize) -> Options {
    options(v)
        .into_iter()
        .find(|(i, _)| *i == index)
        .map(|(_, o)| o)
        .expect("a decision at the index")
}

fn sizes(o: &Options) -> (Option<u64>, Option<u64>) {
    (o.min_raise_to, o.max_raise_to)
}

/// Stud heads-up, small bet 100, big bet 200: seat 1's up cards are `up1` (third and fourth
/// street), seat 2's 3h 8c; seat 1 brings in, seat 2 calls, and fourth street's actions follow.
fn stud(up1: &str, fourth: Value, rules: Option<Value>) -> Value {
    let mut v = json!({"game": "STUD", "ante": 20, "bring_in": 20,
        "limits": {"small_bet": 100, "big_bet": 200},
        "seats": [{"seat": 1, "stack": 2000, "cards": format!("AhAd{up1}")},
                  {"seat": 2, "stack": 2000, "cards": "KhKd3h8c"}],
        "actions": [{"seat": 1, "action": "bring_in"}, {"seat": 2, "action": "call"}]});
    if let Some(a) = v["actions"].as_array_mut() {
        a.extend(fourth.as_array().cloned().unwrap_or_default());
    }
    if let Some(r) = rules {
        v["rules"] = r;
    }
    v
}

fn big_bet() -> Option<Value> {
    Some(json!({"fourth_street_open_pair": "big_bet"}))
}

#[test]
fn an_open_pair_on_fourth_street_lets_the_big_bet_be_made_only_where_the_hand_says_so() {
    let bet = |to: u64| json!([{"seat": 1, "action": "bet", "to": to}]);
    // The TDA (RP-10-F): no doubling, the small bet with a pair showing.
    let o = options_at(&stud("2c2d", bet(100), None), 2);
    assert_eq!(sizes(&o), (Some(100), Some(100)));
    assert!(replay(&hand(&stud("2c2d", bet(200), None))).is_err());
    // The site's rule: the small or the big bet, nothing between.
    let o = options_at(&stud("2c2d", bet(200), big_bet()), 2);
    assert_eq!(sizes(&o), (Some(100), Some(200)));
    assert!(replay(&hand(&stud("2c2d", bet(100), big_bet()))).is_ok());
    assert!(replay(&hand(&stud("2c2d", bet(200), big_bet()))).is_ok());
    assert!(replay(&hand(&stud("2c2d", bet(150), big_bet()))).is_err());
    // No pair showing: the small bet, whatever the hand's rule (seat 2's king opens).
    let o = options_at(
        &stud(
            "2c7d",
            json!([{"seat": 2, "action": "bet", "to": 100}]),
            big_bet(),
        ),
        2,
    );
    assert_eq!(sizes(&o), (Some(100), Some(100)));
    // The opening bet's size is the round's: after the big bet a raise is a big bet, after
    // the small bet a small one.
    let raise = |open: u64| {
        json!([{"seat": 1, "action": "bet", "to": open},
               {"seat": 2, "action": "raise", "to": 2 * open}])
    };
    let o = options_at(&stud("2c2d", raise(200), big_bet()), 3);
    assert_eq!(sizes(&o), (Some(400), Some(400)));
    let o = options_at(&stud("2c2d", raise(100), big_bet()), 3);
    assert_eq!(sizes(&o), (Some(200), Some(200)));
    // The rule round-trips through the wire form, and the TDA's is left out of it.
    let h = hand(&stud("2c2d", bet(200), big_bet()));
    assert_eq!(Hand::parse(&h.to_input()).unwrap(), h);
    let tda = serde_json::to_value(hand(&stud("2c2d", bet(100), None)).to_input()).unwrap();
    assert!(tda.get("rules").is_none(), "{tda}");
}

/// Limit hold'em, blinds 10/20 (small bet 20): the button (seat 1) raises to 40, the small
/// blind (seat 2) is all in for `short` in all, the big blind (seat 3) acts.
fn short_all_in(short: u64, rules: Option<Value>) -> Value {
    let mut v = json!({"game": "LHE", "blinds": {"small": 10, "big": 20}, "button": 1,
        "seats": [{"seat": 1, "stack": 1000}, {"seat": 2, "stack": short},
                  {"seat": 3, "stack": 1000}],
        "actions": [{"seat": 1, "action": "raise", "to": 40},
                    {"seat": 2, "action": "all_in"},
                    {"seat": 3, "action": "call"}]});
    if let Some(r) = rules {
        v["rules"] = r;
    }
    v
}

#[test]
fn the_raise_after_an_all_in_of_half_a_bet_goes_to_the_next_level_only_where_the_hand_says_so() {
    let next = || Some(json!({"limit_raise_after_short_all_in": "next_level"}));
    // Exactly half a bet above the level (40 → 50): a raise (Rule 47) that re-opens the
    // betting. Floorcall's reading: the next raise is a full bet above it, to 70; the site's:
    // to the next level, 60.
    let tda = options(&short_all_in(50, None));
    assert_eq!(sizes(&tda[2].1), (Some(70), Some(70)));
    let site = options(&short_all_in(50, next()));
    assert_eq!(sizes(&site[2].1), (Some(60), Some(60)));
    // Back to the button, who raised before: re-opened under both, to the same levels.
    let back = |v: Value| {
        let mut v = v;
        v["actions"][2] = json!({"seat": 3, "action": "call"});
        if let Some(a) = v["actions"].as_array_mut() {
            a.push(json!({"seat": 1, "action": "call"}));
        }
        options(&v)
    };
    let tda = back(short_all_in(50, None));
    assert_eq!(sizes(&tda[3].1), (Some(70), Some(70)));
    let site = back(short_all_in(50, next()));
    assert_eq!(sizes(&site[3].1), (Some(60), Some(60)));
    // One chip under half (49): no raise under either; the next raise completes to 60, and
    // the button, who raised before, may not raise again.
    for rules in [None, next()] {
        let o = options(&short_all_in(49, rules.clone()));
        assert_eq!(sizes(&o[2].1), (Some(60), Some(60)));
        let o = back(short_all_in(49, rules));
        assert!(!o[3].1.can_raise, "not re-opened below half a bet");
    }
    // Other structures: no effect.
    let mut nl = short_all_in(50, next());
    nl["game"] = "NLHE".into();
    let mut tda = short_all_in(50, None);
    tda["game"] = "NLHE".into();
    assert_eq!(options(&nl), options(&tda));
}

/// No-limit hold'em heads-up, blinds 2/4, the button (seat 1, the small blind) raises to
/// `raise`, the big blind calls; the board follows. Seat 1 holds aces, seat 2 kings.
fn capped(stacks: [u64; 2], raise: u64, cap: Option<u64>) -> Value {
    let mut v = json!({"game": "NLHE", "blinds": {"small": 2, "big": 4}, "button": 1,
        "seats": [{"seat": 1, "stack": stacks[0], "cards": "AsAd"},
                  {"seat": 2, "stack": stacks[1], "cards": "KsKd"}],
        "actions": [{"seat": 1, "action": "raise", "to": raise},
                    {"seat": 2, "action": "call"},
                    {"deal": "flop", "cards": "2c7h9d"},
                    {"deal": "turn", "cards": "3s"},
                    {"deal": "river", "cards": "Jc"}]});
    if let Some(c) = cap {
        v["rules"] = json!({"cap": c});
    }
    v
}

fn final_stacks(v: &Value) -> Vec<u64> {
    let h = hand(v);
    let r = replay(&h).expect("the hand replays");
    let res = r.result().expect("the hand is over");
    res.final_stacks
        .expect("every pot awarded")
        .iter()
        .map(|s| s.stack)
        .collect()
}

#[test]
fn a_stack_that_reaches_the_cap_bets_no_more_and_keeps_the_chips_behind_it() {
    // The cap is 80: a raise to 80 reaches it exactly, the call too; the betting is over with
    // chips behind, as if both were all in, and each keeps what is behind the cap.
    let v = capped([300, 200], 80, Some(80));
    let o = options_at(&v, 0);
    assert_eq!(o.max_raise_to, Some(80), "no more than the cap");
    assert_eq!(final_stacks(&v), vec![300 + 80, 200 - 80]);
    // A chip more is more than the player may put in.
    assert!(replay(&hand(&capped([300, 200], 81, Some(80)))).is_err());
    // Without a cap the same hand has a flop to bet on: the deals come too early.
    assert!(replay(&hand(&capped([300, 200], 80, None))).is_err());
    // A stack of exactly the cap, or under it, plays as it would without one.
    let v = capped([80, 200], 80, Some(80));
    assert_eq!(final_stacks(&v), final_stacks(&capped([80, 200], 80, None)));
    assert_eq!(final_stacks(&v), vec![160, 120]);
    // The cap round-trips through the wire form; a cap of nothing is refused by name.
    let h = hand(&capped([300, 200], 80, Some(80)));
    assert_eq!(Hand::parse(&h.to_input()).unwrap(), h);
    let e = Hand::from_json(&capped([300, 200], 80, Some(0)).to_string()).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("rules.cap"));
}

#[test]
fn a_hold_em_pot_limit_before_the_flop_is_no_limit_after_where_the_hand_says_so() {
    let v = |later: Option<&str>| {
        let mut v = json!({"game": "NLHE", "betting": "pot_limit",
            "blinds": {"small": 10, "big": 20}, "button": 1,
            "seats": [{"seat": 1, "stack": 5000}, {"seat": 2, "stack": 5000}],
            "actions": [{"seat": 1, "action": "call"}, {"seat": 2, "action": "check"},
                        {"deal": "flop"}, {"seat": 2, "action": "bet", "to": 20}]});
        if let Some(l) = later {
            v["rules"] = json!({"later_betting": l});
        }
        v
    };
    // Before the flop: pot-limit under both (a call of 10, then the pot of 40: to 60).
    for later in [None, Some("no_limit")] {
        assert_eq!(options_at(&v(later), 0).max_raise_to, Some(60));
    }
    // After it: the pot (40) under one structure, the stack under the later one.
    assert_eq!(options_at(&v(None), 3).max_raise_to, Some(40));
    assert_eq!(options_at(&v(Some("no_limit")), 3).max_raise_to, Some(4980));
    let h = hand(&v(Some("no_limit")));
    assert_eq!(Hand::parse(&h.to_input()).unwrap(), h);
}

#[test]
fn a_phh_export_writes_the_rules_as_user_defined_fields_and_reads_them_back() {
    use floorcall_engine::import::phh;
    let mut v = capped([300, 200], 80, Some(80));
    v["betting"] = "pot_limit".into();
    v["rules"]["later_betting"] = "no_limit".into();
    let h = hand(&v);
    let text = phh::export(&h);
    assert!(text.contains("_cap = 80\n"), "{text}");
    assert!(text.contains("_later_betting = 'no_limit'\n"), "{text}");
    let back = phh::import(&text).expect("re-import");
    assert_eq!(back[0].hand.rules, h.rules);
    let s = stud(
        "2c2d",
        json!([{"seat": 1, "action": "bet", "to": 200}]),
        big_bet(),
    );
    let h = hand(&s);
    let text = phh::export(&h);
    assert!(
        text.contains("_fourth_street_open_pair = 'big_bet'\n"),
        "{text}"
    );
    assert_eq!(
        phh::import(&text).expect("re-import")[0].hand.rules,
        h.rules
    );
    let mut l = short_all_in(
        50,
        Some(json!({"limit_raise_after_short_all_in": "next_level"})),
    );
    l["actions"][2] = json!({"seat": 3, "action": "raise", "to": 60});
    let h = hand(&l);
    let text = phh::export(&h);
    assert!(
        text.contains("_limit_raise_after_short_all_in = 'next_level'\n"),
        "{text}"
    );
    assert_eq!(
        phh::import(&text).expect("re-import")[0].hand.rules,
        h.rules
    );
    // Under the TDA's rules, no such field.
    assert!(!phh::export(&hand(&capped([300, 200], 80, None))).contains("\n_"));
}
