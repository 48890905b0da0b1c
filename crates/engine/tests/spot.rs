//! A ruling on a spot (the betting round as the floor finds it) is the ruling on the full hand
//! that reaches it: random hands are replayed, cut at a random decision, and the `options` and
//! `bet` rulings on the spot and on the hand are compared.

use floorcall_engine::disputes::Dispute;
use floorcall_engine::disputes::bet::BetDispute;
use floorcall_engine::disputes::options::OptionsDispute;
use floorcall_engine::hand::{
    Act, Action, ActionInput, ActionKind, Blinds, Family, Game, Hand, HandInput, Limits, SpotInput,
    SpotSeat, Street,
};
use floorcall_engine::lang::Language;
use floorcall_engine::replay::{Phase, Table};
use floorcall_engine::request::{RulingRequest, decide};
use floorcall_engine::rules::Edition;
use floorcall_engine::ruling::Ruling;
use proptest::prelude::*;

mod common;
use common::{base_hand, game_of};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Cut points actually compared (a hand may end before its cut).
static COMPARED: AtomicUsize = AtomicUsize::new(0);

/// Play `choices` (fold, passive, raise per mille of the range) until the cut, and give the
/// hand's actions so far and the table at the cut (a player to act).
fn play(input: &HandInput, choices: &[(u8, u64)], cut: usize) -> Option<Vec<ActionInput>> {
    let hand = Hand::parse(input).ok()?;
    let mut t = Table::new(&hand).ok()?;
    let mut actions = Vec::new();
    for (decisions, &(kind, per_mille)) in choices.iter().enumerate() {
        loop {
            match t.phase() {
                Phase::AwaitingDeal(s) => {
                    t.apply(
                        actions.len(),
                        &Action::Deal {
                            street: s,
                            cards: None,
                        },
                    )
                    .ok()?;
                    actions.push(ActionInput {
                        deal: Some(s),
                        ..Default::default()
                    });
                }
                Phase::Betting => break,
                _ => return None,
            }
        }
        if decisions == cut {
            return Some(actions);
        }
        let seat = t.to_act()?;
        let o = t.options(seat)?;
        let (act, k, to) = match kind % 4 {
            0 => (Act::Fold, ActionKind::Fold, None),
            // Stud: facing the bring-in, a raise is its completion.
            1 | 2 if o.can_raise && t.facing_bring_in() => {
                (Act::Complete, ActionKind::Complete, None)
            }
            1 | 2 if o.can_raise => {
                let lo = o.min_raise_to?;
                let hi = o.max_raise_to?;
                let to = lo + (hi - lo) * per_mille / 1000;
                (Act::Raise(to), ActionKind::Raise, Some(to))
            }
            _ if o.can_check => (Act::Check, ActionKind::Check, None),
            _ => (Act::Call, ActionKind::Call, None),
        };
        t.apply(actions.len(), &Action::Player { seat, act }).ok()?;
        actions.push(ActionInput {
            seat: Some(seat),
            action: Some(k),
            to,
            ..Default::default()
        });
    }
    None
}

/// The spot a floor would describe at this table: the live seats (and those folded this
/// round), what each has in front and behind, who has acted since the last full raise.
fn spot_of(input: &HandInput, t: &Table) -> SpotInput {
    let street = t.street();
    let current = t.current_bet();
    let full = t.full_raise();
    let in_round: u64 = input.seats.iter().map(|s| t.committed(s.seat)).sum();
    let seats = input
        .seats
        .iter()
        .filter(|s| !t.has_folded(s.seat) || t.committed(s.seat) > 0 && street == t.street())
        .filter(|s| street == Street::Preflop || !t.has_folded(s.seat) || t.has_acted(s.seat))
        .map(|s| {
            let in_front = t.committed(s.seat);
            let behind = t.stack(s.seat);
            SpotSeat {
                seat: s.seat,
                name: None,
                player: None,
                in_front,
                behind,
                folded: t.has_folded(s.seat),
                acted: t.has_acted(s.seat) && current.saturating_sub(in_front) < full,
                cards: None,
                up_cards: None,
            }
        })
        .collect();
    SpotInput {
        game: input.game,
        betting: None,
        bring_in: None,
        blinds: input.blinds,
        ante: input.ante,
        big_blind_ante: 0,
        button: input.button,
        street,
        pot: t.pot() - in_round,
        seats,
        last_full_raise: Some(full),
        full_bet_to: Some(t.full_bet_to()),
        opening_bet: (street != Street::Preflop && current > 0).then(|| t.opening_bet()),
        to_act: t.to_act().expect("a player to act"),
        board: None,
        limits: input.limits,
        bets_this_round: Some(t.bets_this_street()),
        smallest_chip: input.smallest_chip,
        actions: Vec::new(),
    }
}

/// What a ruling decides (its texts may tell the history, which a spot does not have). After
/// a short all-in on the street the rule cited may differ: whether a player acted *before* the
/// last full raise (Rule 47's question) is history a spot does not record; the amounts and
/// outcome never differ.
fn decision(r: &Ruling, cite: bool) -> String {
    let citation = if cite {
        format!("{} {:?}", r.citation.key, r.citation.part)
    } else {
        String::new()
    };
    format!(
        "{} {:?} {:?} {:?} {citation} {}",
        r.decision.outcome,
        r.decision.action,
        r.decision.returned,
        r.decision.options,
        r.discretion
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8000))]

    #[test]
    fn spot_rules_as_the_hand(
        game in 0u8..4,
        stacks in proptest::collection::vec(40u64..6000, 2..=9),
        bb in 2u64..200,
        ante in 0u64..10,
        button in 1u8..=9,
        choices in proptest::collection::vec((0u8..4, 0u64..=1000), 1..40),
        cut in 0usize..12,
        chips in 1u64..8000,
    ) {
        let mut input = base_hand(game_of(game), &stacks, bb, ante, false, button);
        let Some(actions) = play(&input, &choices, cut) else { return Ok(()) };
        input.actions = actions;
        let hand = Hand::parse(&input).expect("valid");
        let t = floorcall_engine::replay::replay(&hand).expect("legal").table;
        prop_assume!(t.phase() == Phase::Betting && t.to_act().is_some());
        let spot = spot_of(&input, &t);
        let from_spot = Hand::from_spot(&spot).map_err(|e| TestCaseError::fail(format!("{e}: {spot:?}")))?;
        let seat = spot.to_act;
        let n = COMPARED.fetch_add(1, Ordering::Relaxed) + 1;
        if n.is_multiple_of(1000) {
            eprintln!("spot: {n} cut points compared");
        }
        for d in [
            Dispute::Options(OptionsDispute { seat: None }),
            Dispute::Bet(BetDispute { seat, chips: vec![chips], declared: None, prior_chips: None, prior_chips_moved: None, pushed_all: None }),
        ] {
            let a = decide(&hand, &d, Edition::E2024, Language::En);
            let b = decide(&from_spot, &d, Edition::E2024, Language::En);
            match (a, b) {
                (Ok(a), Ok(b)) => {
                    let at_spot = Table::new(&from_spot).expect("seated");
                    // A spot cannot record that a player acted before the last full raise
                    // (after a short all-in, or a re-opening the rule of re-opening decides):
                    // the citation may differ there, never the amounts.
                    let cite = !t.short_all_in()
                        && !at_spot.short_all_in()
                        && t.has_acted(seat) == at_spot.has_acted(seat);
                    prop_assert_eq!(decision(&a, cite), decision(&b, cite), "{:?}\n{:?}", d, spot)
                }
                (Err(a), Err(b)) => prop_assert_eq!(a.field, b.field),
                (a, b) => prop_assert!(false, "{:?} vs {:?}\n{:?}", a.map(|r| r.decision.outcome), b.map(|r| r.decision.outcome), spot),
            }
        }
        // And through a ruling request.
        let req = RulingRequest { edition: None, language: None, hand: None, hand_text: None, hand_format: None,
            spot: Some(spot), dispute: Dispute::Options(OptionsDispute { seat: None }), context: None, house: None, house_version: None, house_digest: None };
        prop_assert!(req.decide(Edition::E2026, Language::Es).is_ok());
    }
}

/// A stud or draw hand with no action yet: seats 1… with these stacks and (stud) every up card
/// from a shuffled deck.
fn stud_or_draw_hand(
    game: Game,
    stacks: &[u64],
    bet: u64,
    ante: u64,
    button: u8,
    seed: u64,
) -> HandInput {
    let mut input = base_hand(game, stacks, bet, 0, false, button);
    if game.family() == Family::Stud {
        let mut deck: Vec<String> = "23456789TJQKA"
            .chars()
            .flat_map(|r| "cdhs".chars().map(move |s| format!("{r}{s}")))
            .collect();
        let mut x = seed | 1;
        for i in (1..deck.len()).rev() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            deck.swap(i, (x % (i as u64 + 1)) as usize);
        }
        input.blinds = Blinds::default();
        input.button = 0;
        input.ante = ante;
        input.bring_in = Some((bet / 4).max(1));
        for (k, seat) in input.seats.iter_mut().enumerate() {
            seat.up_cards = Some(deck[4 * k..4 * k + 4].concat());
        }
    } else {
        input.ante = ante;
    }
    input.limits = Some(Limits {
        small_bet: bet,
        big_bet: 2 * bet,
        cap: None,
    });
    if game.structure() != floorcall_engine::hand::Structure::FixedLimit {
        input.limits = None;
    }
    input
}

/// The spot a floor would describe at a stud or draw table: stud has no blinds or button but
/// the bring-in and the limits, and each seat's up cards as far as the street.
fn stud_or_draw_spot_of(input: &HandInput, t: &Table) -> SpotInput {
    let mut spot = spot_of(input, t);
    let stud = input.game.family() == Family::Stud;
    let shown = match t.street() {
        Street::Third => 1,
        Street::Fourth => 2,
        Street::Fifth => 3,
        _ => 4,
    };
    spot.bring_in = input.bring_in;
    if !stud {
        return spot;
    }
    // The seats still in, and those that folded this street (a fold is an act).
    spot.seats = input
        .seats
        .iter()
        .filter(|s| !t.has_folded(s.seat) || t.has_acted(s.seat) || t.committed(s.seat) > 0)
        .map(|s| SpotSeat {
            seat: s.seat,
            name: None,
            player: None,
            in_front: t.committed(s.seat),
            behind: t.stack(s.seat),
            folded: t.has_folded(s.seat),
            acted: false,
            cards: None,
            up_cards: None,
        })
        .collect();
    for x in &mut spot.seats {
        let seat = input
            .seats
            .iter()
            .find(|s| s.seat == x.seat)
            .expect("seated");
        x.up_cards = seat.up_cards.as_ref().map(|u| u[..2 * shown].to_string());
        // Acted since the betting was last re-opened: in fixed limit an all-in of half a bet
        // or more re-opens it, a smaller one does not undo an action (a check included).
        let full = t.full_raise().max(t.limit_bet());
        let short = t.current_bet().saturating_sub(x.in_front);
        x.acted = t.has_acted(x.seat) && (x.folded || 2 * short < full);
    }
    // Stud is fixed limit: the level and the bets made say it all (a floor gives no raise size).
    spot.button = 0;
    spot.last_full_raise = None;
    // The opening bet only where the chips in front cannot say it: an all-in call for less
    // can look like the first chips above the bring-in.
    let derived = {
        let mut probe = spot.clone();
        probe.opening_bet = None;
        Hand::from_spot(&probe)
            .ok()
            .and_then(|h| Table::new(&h).ok().map(|x| x.opening_bet()))
    };
    spot.opening_bet = (derived != Some(t.opening_bet())).then(|| t.opening_bet());
    spot
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn stud_and_draw_spots_rule_as_the_hand(
        game in 0usize..8,
        stacks in proptest::collection::vec(40u64..6000, 2..=7),
        bet in 4u64..200,
        ante in 0u64..10,
        button in 1u8..=7,
        seed in any::<u64>(),
        choices in proptest::collection::vec((0u8..4, 0u64..=1000), 1..40),
        cut in 0usize..16,
        chips in 1u64..8000,
    ) {
        let game = [Game::Stud, Game::Stud8, Game::Razz, Game::Td27, Game::Sd27, Game::Tda5, Game::Badugi, Game::Draw5][game];
        let mut input = stud_or_draw_hand(game, &stacks, bet, ante, button, seed);
        let Some(actions) = play(&input, &choices, cut) else { return Ok(()) };
        input.actions = actions;
        let hand = Hand::parse(&input).expect("valid");
        let t = floorcall_engine::replay::replay(&hand).expect("legal").table;
        prop_assume!(t.phase() == Phase::Betting && t.to_act().is_some());
        let spot = stud_or_draw_spot_of(&input, &t);
        let from_spot = Hand::from_spot(&spot).map_err(|e| TestCaseError::fail(format!("{e}: {spot:?}")))?;
        let seat = spot.to_act;
        for d in [
            Dispute::Options(OptionsDispute { seat: None }),
            Dispute::Bet(BetDispute { seat, chips: vec![chips], declared: None, prior_chips: None, prior_chips_moved: None, pushed_all: None }),
        ] {
            let a = decide(&hand, &d, Edition::E2024, Language::En);
            let b = decide(&from_spot, &d, Edition::E2024, Language::En);
            match (a, b) {
                (Ok(a), Ok(b)) => {
                    let at_spot = Table::new(&from_spot).expect("seated");
                    let cite = !t.short_all_in()
                        && !at_spot.short_all_in()
                        && t.has_acted(seat) == at_spot.has_acted(seat);
                    prop_assert_eq!(decision(&a, cite), decision(&b, cite), "{:?}\n{:?}\n{:?}", d, spot, input.actions)
                }
                (Err(a), Err(b)) => prop_assert_eq!(a.field, b.field),
                (a, b) => prop_assert!(false, "{:?} vs {:?}\n{:?}", a.map(|r| r.decision.outcome), b.map(|r| r.decision.outcome), spot),
            }
        }
    }
}

#[test]
fn stud_and_draw_spots_refuse_what_their_game_does_not_have() {
    let stud = serde_json::json!({"game": "STUD", "ante": 50, "bring_in": 100,
        "limits": {"small_bet": 400, "big_bet": 800}, "street": "fourth", "pot": 1500,
        "seats": [{"seat": 1, "in_front": 0, "behind": 9550, "up_cards": "Kh9d"},
                  {"seat": 3, "in_front": 0, "behind": 9550, "up_cards": "Ah5c"},
                  {"seat": 4, "in_front": 0, "behind": 9550, "up_cards": "9s9c"}],
        "to_act": 4});
    let field = |spot: &serde_json::Value| {
        let req: RulingRequest = serde_json::from_value(
            serde_json::json!({"spot": spot, "dispute": {"type": "options"}}),
        )
        .expect("request");
        req.decide(Edition::E2024, Language::En)
            .err()
            .map(|e| (e.field.unwrap_or_default(), e.message))
    };
    assert_eq!(field(&stud), None, "the open pair opens fourth street");
    let refused = |edit: &dyn Fn(&mut serde_json::Value), at: &str| {
        let mut v = stud.clone();
        edit(&mut v);
        let (f, message) = field(&v).unwrap_or_else(|| panic!("{v} is refused"));
        assert_eq!(f, at, "{message}");
        message
    };
    let m = refused(&|v| v["button"] = 3.into(), "spot.button");
    assert!(m.contains("button"), "{m}");
    refused(
        &|v| v["blinds"] = serde_json::json!({"small": 50, "big": 100}),
        "spot.blinds",
    );
    let m = refused(
        &|v| v["seats"][1]["up_cards"] = "Ah".into(),
        "spot.seats[1].up_cards",
    );
    assert!(m.contains("fourth street") && m.contains("seat 3"), "{m}");
    refused(
        &|v| v["seats"][0]["cards"] = "AsAdKh".into(),
        "spot.seats[0].cards",
    );
    // Four cards dealt on fourth street, as the hand has them: two down, then the up cards.
    let mut v = stud.clone();
    v["seats"][0]["cards"] = "AsAdKh9d".into();
    v["seats"][0].as_object_mut().unwrap().remove("up_cards");
    assert_eq!(field(&v), None);
    let m = refused(&|v| v["to_act"] = 1.into(), "spot.to_act");
    assert!(m.contains("seat 4 acts first"), "{m}");
    refused(&|v| v["street"] = "flop".into(), "spot.street");
    refused(
        &|v| {
            v.as_object_mut().unwrap().remove("bring_in");
        },
        "spot.bring_in",
    );
    refused(
        &|v| {
            v.as_object_mut().unwrap().remove("limits");
        },
        "spot.limits",
    );
    // Once someone has acted, the seat to act is no longer the cards' to say.
    let mut v = stud.clone();
    v["seats"][2]["in_front"] = 400.into();
    v["seats"][2]["behind"] = 9150.into();
    v["seats"][2]["acted"] = true.into();
    v["to_act"] = 1.into();
    assert_eq!(field(&v), None);
    // Third street before the bring-in: the lowest up card is to act.
    let mut third = stud.clone();
    third["street"] = "third".into();
    third["pot"] = 150.into();
    for (k, up) in ["Kh", "2c", "9s"].iter().enumerate() {
        third["seats"][k]["up_cards"] = (*up).into();
    }
    third["to_act"] = 3.into();
    assert_eq!(field(&third), None, "the 2c brings in");
    third["to_act"] = 4.into();
    let m = field(&third).expect("refused").1;
    assert!(m.contains("seat 3 acts first"), "{m}");

    let draw = serde_json::json!({"game": "TD27", "blinds": {"small": 50, "big": 100}, "button": 4,
        "street": "second_draw", "pot": 600,
        "seats": [{"seat": 1, "in_front": 0, "behind": 4800, "cards": "7c5d4h3s2c"},
                  {"seat": 2, "in_front": 0, "behind": 4800},
                  {"seat": 4, "in_front": 0, "behind": 4800}],
        "to_act": 1});
    assert_eq!(field(&draw), None, "after the second draw");
    let refused = |edit: &dyn Fn(&mut serde_json::Value), at: &str| {
        let mut v = draw.clone();
        edit(&mut v);
        assert_eq!(field(&v).map(|e| e.0).as_deref(), Some(at), "{v}");
    };
    refused(&|v| v["street"] = "fourth".into(), "spot.street");
    refused(
        &|v| {
            v["game"] = "SD27".into();
        },
        "spot.street",
    );
    refused(
        &|v| v["seats"][1]["up_cards"] = "Ah".into(),
        "spot.seats[1].up_cards",
    );
    refused(
        &|v| v["seats"][0]["cards"] = "7c5d4h3s".into(),
        "spot.seats[0].cards",
    );
    refused(&|v| v["board"] = "7c5d4h".into(), "spot.board");
    refused(&|v| v["bring_in"] = 50.into(), "spot.bring_in");
}

#[test]
fn contradictory_spots_are_problems_naming_the_field() {
    let ok = serde_json::json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 3,
        "street": "flop", "pot": 300,
        "seats": [{"seat": 1, "in_front": 200, "behind": 800, "acted": true},
                  {"seat": 2, "in_front": 0, "behind": 1000},
                  {"seat": 3, "in_front": 0, "behind": 1000}],
        "to_act": 2});
    let field = |spot: serde_json::Value, dispute: serde_json::Value| {
        let req: RulingRequest =
            serde_json::from_value(serde_json::json!({"spot": spot, "dispute": dispute}))
                .expect("request");
        req.decide(Edition::E2024, Language::En)
            .err()
            .and_then(|e| e.field)
    };
    let options = serde_json::json!({"type": "options"});
    assert_eq!(
        field(ok.clone(), options.clone()),
        None,
        "the spot itself is fine"
    );
    let mut v = ok.clone();
    v["seats"][1]["acted"] = true.into();
    assert_eq!(
        field(v, options.clone()).as_deref(),
        Some("spot.seats[1].acted"),
        "acted since the bet without matching it"
    );
    let mut v = ok.clone();
    v["to_act"] = 1.into();
    assert_eq!(field(v, options.clone()).as_deref(), Some("spot.to_act"));
    let mut v = ok.clone();
    v["to_act"] = 7.into();
    assert_eq!(field(v, options.clone()).as_deref(), Some("spot.to_act"));
    let mut v = ok.clone();
    v["board"] = "AhKd".into();
    assert_eq!(field(v, options.clone()).as_deref(), Some("spot.board"));
    let mut v = ok.clone();
    v["seats"][2]["seat"] = 1.into();
    assert_eq!(
        field(v, options.clone()).as_deref(),
        Some("spot.seats[2].seat")
    );
    let mut v = ok.clone();
    v["seats"][1]["folded"] = true.into();
    v["seats"][2]["folded"] = true.into();
    assert_eq!(field(v, options.clone()).as_deref(), Some("spot.to_act"));
    assert_eq!(
        field(ok.clone(), serde_json::json!({"type": "showdown"})).as_deref(),
        Some("spot"),
        "a showdown needs the whole hand"
    );
    let req: Result<RulingRequest, _> = serde_json::from_value(serde_json::json!({
        "spot": ok, "dispute": options, "hand_text": "x", "hand_format": "phh"}));
    assert_eq!(
        req.expect("parses")
            .decide(Edition::E2024, Language::En)
            .err()
            .and_then(|e| e.field)
            .as_deref(),
        Some("spot")
    );
}
