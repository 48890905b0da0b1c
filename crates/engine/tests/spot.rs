//! A ruling on a spot (the betting round as the floor finds it) is the ruling on the full hand
//! that reaches it: random hands are replayed, cut at a random decision, and the `options` and
//! `bet` rulings on the spot and on the hand are compared.

use floorcall_engine::disputes::Dispute;
use floorcall_engine::disputes::bet::BetDispute;
use floorcall_engine::disputes::options::OptionsDispute;
use floorcall_engine::hand::{
    Act, Action, ActionInput, ActionKind, Hand, HandInput, SpotInput, SpotSeat, Street,
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
            }
        })
        .collect();
    SpotInput {
        game: input.game,
        betting: None,
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
        r.outcome, r.action, r.returned, r.options, r.discretion
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
                (a, b) => prop_assert!(false, "{:?} vs {:?}\n{:?}", a.map(|r| r.outcome), b.map(|r| r.outcome), spot),
            }
        }
        // And through a ruling request.
        let req = RulingRequest { edition: None, language: None, hand: None, hand_text: None, hand_format: None,
            spot: Some(spot), dispute: Dispute::Options(OptionsDispute { seat: None }), context: None, house: None, house_version: None, house_digest: None };
        prop_assert!(req.decide(Edition::E2026, Language::Es).is_ok());
    }
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
