//! Property tests: chips are conserved through every action of random legal hands, and
//! arbitrary action sequences or inputs give an error, never a panic.

use floorcall_engine::hand::{
    Act, Action, ActionInput, ActionKind, Game, Hand, HandInput, Post, PostKind, Street,
};
use floorcall_engine::replay::{Phase, Table, replay};
use proptest::prelude::*;

mod common;
use common::{base_hand, game_of};

/// What the player to act does, drawn by proptest (so a failing hand shrinks to a short
/// run of simple choices): fold, check or call, a raise somewhere in the legal range (per
/// mille of the way from the minimum to the maximum), or all-in.
#[derive(Debug, Clone, Copy)]
enum Choice {
    Fold,
    Passive,
    Raise(u64),
    AllIn,
}

fn choice() -> impl Strategy<Value = Choice> {
    prop_oneof![
        1 => Just(Choice::Fold),
        3 => Just(Choice::Passive),
        1 => (0u64..=1000).prop_map(Choice::Raise),
        1 => Just(Choice::AllIn),
    ]
}

/// A table: game, stacks, blinds, antes and button, and the hand model's irregular posts: a
/// dead small blind, players away from their seats, live and dead posts outside the blinds.
fn table() -> impl Strategy<Value = HandInput> {
    (
        (
            0u8..4,
            proptest::collection::vec(1u64..5000, 2..=10),
            2u64..200,
            0u64..20,
            any::<bool>(),
            1u8..=10,
        ),
        (
            any::<bool>(),
            any::<u16>(),
            proptest::collection::vec((0u8..10, 1u64..300, any::<bool>()), 0..4),
        ),
    )
        .prop_map(
            |((game, stacks, bb, ante, bba, button), (dead_sb, absent, posts))| {
                let mut h = base_hand(game_of(game), &stacks, bb, ante, bba, button);
                with_irregular_posts(&mut h, dead_sb, absent, &posts);
                h
            },
        )
}

/// Add a dead small blind (three players or more), absent players (never all) and posts that
/// the hand model accepts (not by a blind, a live post at most the big blind, one per seat).
fn with_irregular_posts(h: &mut HandInput, dead_sb: bool, absent: u16, posts: &[(u8, u64, bool)]) {
    let n = h.seats.len();
    h.dead_small_blind = dead_sb && n >= 3;
    for (k, s) in h.seats.iter_mut().enumerate() {
        s.absent = absent & (1 << k) != 0 && k != 0;
    }
    let (sb, bb) = Hand::parse(h).expect("valid").blind_positions();
    let mut live = Vec::new();
    for &(seat, amount, dead) in posts {
        let at = seat as usize % n;
        if Some(at) == sb || at == bb {
            continue;
        }
        let seat = h.seats[at].seat;
        let kind = if dead { PostKind::Dead } else { PostKind::Live };
        let amount = if dead {
            amount
        } else {
            amount.min(h.blinds.big)
        };
        if !dead {
            if live.contains(&seat) {
                continue;
            }
            live.push(seat);
        }
        h.posts.push(Post { seat, amount, kind });
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn chips_are_conserved(
        input in table(),
        choices in proptest::collection::vec(choice(), 0..200),
    ) {
        let hand = Hand::parse(&input).expect("valid");
        let start: u64 = input.seats.iter().map(|s| s.stack).sum();
        let mut t = Table::new(&hand).expect("seated");
        let seats: Vec<u8> = hand.seats.iter().map(|s| s.seat).collect();
        let behind = |t: &Table| seats.iter().map(|&s| t.stack(s)).sum::<u64>();
        prop_assert_eq!(behind(&t) + t.pot(), start);
        let mut choices = choices.into_iter();
        let mut i = 0;
        loop {
            match t.phase() {
                Phase::AwaitingDeal(s) => {
                    t.apply(i, &Action::Deal { street: s, cards: None }).expect("deal");
                }
                Phase::Closed if t.street() != Street::River => {
                    let next = hand.game.next_street(t.street()).expect("street");
                    t.apply(i, &Action::Deal { street: next, cards: None }).expect("runout");
                }
                Phase::Closed | Phase::Uncontested => break,
                Phase::Betting => {
                    let Some(c) = choices.next() else { break };
                    let seat = t.to_act().expect("someone acts");
                    let o = t.options(seat).expect("options");
                    let passive = if o.can_check { Act::Check } else { Act::Call };
                    let act = match c {
                        Choice::Fold => Act::Fold,
                        Choice::Passive => passive,
                        Choice::Raise(per_mille) if o.can_raise => {
                            let lo = o.min_raise_to.expect("min");
                            let hi = o.max_raise_to.expect("max");
                            Act::Raise(lo + (hi - lo) * per_mille / 1000)
                        }
                        Choice::AllIn
                            if o.can_raise
                                && o.max_raise_to == Some(t.committed(seat) + t.stack(seat)) =>
                        {
                            Act::AllIn
                        }
                        Choice::Raise(_) | Choice::AllIn => passive,
                    };
                    t.apply(i, &Action::Player { seat, act }).map_err(|e| TestCaseError::fail(e.to_string()))?;
                }
            }
            i += 1;
            prop_assert_eq!(behind(&t) + t.pot(), start, "after action {}", i);
        }
        // A hand with no cards known still has its pots; stacks are whole where one player won.
        if t.phase() == Phase::Uncontested {
            let r = t.result().expect("over");
            let fs = r.final_stacks.expect("awarded");
            prop_assert_eq!(fs.iter().map(|s| s.stack).sum::<u64>(), start);
        }
    }

    #[test]
    fn arbitrary_actions_never_panic(
        stacks in proptest::collection::vec(1u64..3000, 2..=6),
        acts in proptest::collection::vec((0u8..8, 0u8..10, 0u64..4000), 0..30),
        game in 0u8..4,
    ) {
        let mut input = base_hand(game_of(game), &stacks, 100, 0, false, 1);
        input.actions = acts
            .iter()
            .map(|&(k, seat, to)| {
                if k == 7 {
                    ActionInput { deal: Some([Street::Flop, Street::Turn, Street::River][seat as usize % 3]), ..Default::default() }
                } else {
                    ActionInput {
                        seat: Some(seat % (stacks.len() as u8 + 1) + 1),
                        action: Some([ActionKind::Fold, ActionKind::Check, ActionKind::Call, ActionKind::Bet,
                                      ActionKind::Raise, ActionKind::AllIn, ActionKind::Muck][k as usize]),
                        to: Some(to),
                        ..Default::default()
                    }
                }
            })
            .collect();
        if let Ok(hand) = Hand::parse(&input) {
            let _ = replay(&hand).map(|r| r.result());
        }
    }

    #[test]
    fn arbitrary_posts_never_panic(
        stacks in proptest::collection::vec(1u64..3000, 2..=6),
        button in 0u8..14,
        dead_sb in any::<bool>(),
        absent in any::<u16>(),
        posts in proptest::collection::vec((0u8..14, 0u64..400, any::<bool>()), 0..5),
        acts in proptest::collection::vec((0u8..3, 0u8..8), 0..12),
    ) {
        let mut input = base_hand(Game::Plo, &stacks, 100, 0, false, button);
        input.dead_small_blind = dead_sb;
        for (k, s) in input.seats.iter_mut().enumerate() {
            s.absent = absent & (1 << k) != 0;
        }
        input.posts = posts
            .iter()
            .map(|&(seat, amount, dead)| Post {
                seat,
                amount,
                kind: if dead { PostKind::Dead } else { PostKind::Live },
            })
            .collect();
        input.actions = acts
            .iter()
            .map(|&(k, seat)| ActionInput {
                seat: Some(seat),
                action: Some([ActionKind::Fold, ActionKind::Call, ActionKind::Check][k as usize]),
                ..Default::default()
            })
            .collect();
        if let Ok(hand) = Hand::parse(&input) {
            let start: u64 = input.seats.iter().map(|s| s.stack).sum();
            if let Ok(t) = Table::new(&hand) {
                let behind: u64 = hand.seats.iter().map(|s| t.stack(s.seat)).sum();
                prop_assert_eq!(behind + t.pot(), start);
            }
            let _ = replay(&hand).map(|r| r.result());
        }
    }

    #[test]
    fn arbitrary_json_never_panics(text in ".{0,300}") {
        let _ = Hand::from_json(&text);
        let _ = floorcall_engine::import::phh::import(&text);
    }
}

mod disputes {
    use floorcall_engine::disputes::common::PlayerAct;
    use floorcall_engine::disputes::*;
    use floorcall_engine::disputes::{
        bet::*, cards_dealt::*, face_up::*, incorrect_bet::*, options::*, out_of_turn::*,
        show_request::*, showdown::*,
    };
    use floorcall_engine::hand::{ActionInput, ActionKind, Hand};
    use floorcall_engine::lang::Language;
    use floorcall_engine::request::*;
    use floorcall_engine::rules::Edition;
    use proptest::prelude::*;

    fn hand() -> Hand {
        Hand::from_json(
            &serde_json::json!({"game": "NLHE", "blinds": {"small": 100, "big": 200}, "button": 4,
                "seats": [{"seat": 1, "stack": 5000}, {"seat": 2, "stack": 300}, {"seat": 3, "stack": 9000}, {"seat": 4, "stack": 9000}],
                "actions": [{"seat": 3, "action": "call"}, {"seat": 4, "action": "call"}, {"seat": 1, "action": "call"},
                            {"seat": 2, "action": "check"}, {"deal": "flop"}, {"seat": 1, "action": "bet", "to": 600}]})
            .to_string(),
        )
        .expect("hand")
    }

    fn word(k: u8) -> Option<DeclaredWord> {
        [
            None,
            Some(DeclaredWord::Call),
            Some(DeclaredWord::Raise),
            Some(DeclaredWord::Bet),
            Some(DeclaredWord::AllIn),
            Some(DeclaredWord::Check),
            Some(DeclaredWord::Fold),
            Some(DeclaredWord::Pot),
        ][k as usize % 8]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]
        #[test]
        fn disputes_never_panic(
            kind in 0u8..8, seat in 0u8..8, seat2 in 0u8..8,
            chips in proptest::collection::vec(0u64..20000, 0..6),
            prior in proptest::option::of(proptest::collection::vec(0u64..2000, 0..3)),
            moved in 0u8..4, w in 0u8..8, amount in proptest::option::of(0u64..50000),
            before in proptest::option::of(any::<bool>()), audible in proptest::option::of(any::<bool>()),
            idx in 0usize..10, flag in any::<bool>(), count in 0u8..12, to in proptest::option::of(0u64..20000),
        ) {
            let h = hand();
            let d = match kind {
                0 => Dispute::Bet(BetDispute {
                    seat, chips: chips.clone(),
                    declared: Some(Declared { word: word(w), amount, before_chips: before, audible, ..Declared::default() }),
                    prior_chips: prior.clone(),
                    prior_chips_moved: [None, Some(PriorMoved::None), Some(PriorMoved::Some), Some(PriorMoved::All)][moved as usize],
                    pushed_all: Some(flag),
                }),
                1 => Dispute::Options(OptionsDispute { seat: Some(seat) }),
                2 => Dispute::OutOfTurn(OutOfTurnDispute {
                    seat,
                    act: PlayerAct { action: [ActionKind::Fold, ActionKind::Check, ActionKind::Call, ActionKind::Bet, ActionKind::Raise, ActionKind::AllIn, ActionKind::Show, ActionKind::Muck][w as usize], to },
                    then: vec![ActionInput { seat: Some(seat2), action: Some(ActionKind::Raise), to, ..Default::default() }],
                    skipped_seat: flag.then_some(seat2),
                    skipped_spoke_up: before,
                }),
                3 => Dispute::IncorrectBet(IncorrectBetDispute { action_index: idx, next_card_dealt: flag, meant_pot: before }),
                4 => Dispute::CardsDealt(CardsDealtDispute { seat, count, arriving: Vec::new() }),
                5 => Dispute::ShowRequest(ShowRequestDispute { requester: seat, target: seat2 }),
                6 => Dispute::FaceUp(FaceUpDispute {}),
                _ => Dispute::Showdown(ShowdownDispute {}),
            };
            for ed in [Edition::E2024, Edition::E2026] {
                if let Ok(r) = decide(&h, &d, ed, Language::Pt) {
                    prop_assert!(!r.summary.is_empty());
                    prop_assert!(r.citation.edition == ed);
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    /// The text importers never panic, whatever they are given, including mangled real files.
    #[test]
    fn importers_never_panic(text in ".{0,400}", cut in 0usize..4000, flip in 0usize..4000) {
        let _ = floorcall_engine::import::pokerstars::import(&text);
        let _ = floorcall_engine::import::ohh::import(&text);
        let ps = "PokerStars Hand #1: Tournament #2, $1+$0 USD Hold'em No Limit - Level I (10/20) - 2023/01/01\nTable 'x' 9-max Seat #1 is the button\nSeat 1: a b (1500 in chips)\nSeat 2: c: d (1500 in chips)\na b: posts small blind 10\nc: d: posts big blind 20\n*** HOLE CARDS ***\na b: raises 40 to 60\nc: d: calls 40\n*** FLOP *** [2c 3d 4h]\nc: d: bets 100\na b: folds\nUncalled bet (100) returned to c: d\nc: d collected 120 from pot\n";
        let ohh = r#"{"ohh": {"game_type": "Holdem", "bet_limit": {"bet_type": "NL"}, "dealer_seat": 1, "small_blind_amount": 1, "big_blind_amount": 2, "players": [{"id": 1, "seat": 1, "starting_stack": 100}, {"id": 2, "seat": 2, "starting_stack": 100}], "rounds": [{"street": "Preflop", "actions": [{"player_id": 2, "action": "Fold", "amount": 0}]}]}}"#;
        // The texts other sites write in PokerStars' shape, each with what its reader adds:
        // GGPoker's ante in the stakes, Run It Once's table id and splash, Full Tilt's header,
        // a PHH negative (dead) post and a lone first blind.
        let gg = "Poker Hand #HD1: Hold'em No Limit ($0.05/$0.1($0.02)) - 2026/11/30 12:00:00\nTable 'T' 6-max Seat #2 is the button\nSeat 1: a ($10 in chips)\nSeat 2: b ($12 in chips)\na: posts the ante $0.02\nb: posts the ante $0.02\nb: posts small blind $0.05\na: posts big blind $0.1\n*** HOLE CARDS ***\nDealt to a\nb: raises $0.2 to $0.3\na: calls $0.2\n*** FLOP *** [7c 2d Jh]\na: checks\nb: checks\n";
        let rio = "Run It Once Poker Hand #9: Omaha Hi/Lo Pot Limit (€0.10/€0.20) - 2019/04/19 17:52 UTC\nTable ID '1' 6-Max Seat #1 is the button\nSeat 1: a (€20 in chips)\nSeat 2: b (€20 in chips)\nSeat 3: c (€20 in chips)\nb: posts small blind €0.10\nc: posts big blind €0.20\n*** HOLE CARDS ***\nSTP added: €0.50\na: folds\nb: calls €0.10\nc: checks\n";
        let ft = ps.replacen("PokerStars Hand #", "Full Tilt Hand #", 1);
        let phh = "variant = 'NT'\nantes = [0, 0, 0, 0, 0]\nblinds_or_straddles = [2, 4, 0, -2, 0]\nmin_bet = 4\nstarting_stacks = [434.05, 1070.10, 437.50, 150, 1219.80]\nactions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'd dh p5 ????', 'p3 f', 'p4 cbr 16', 'p5 f', 'p1 f', 'p2 f']\n";
        for base in [ps, ohh, gg, rio, ft.as_str(), phh] {
            let mut s: Vec<char> = base.chars().collect();
            let n = s.len();
            s.truncate(cut % (n + 1));
            if !s.is_empty() {
                let k = flip % s.len();
                s[k] = ['x', '9', ' ', '"', ':', '[', '$'][flip % 7];
            }
            let t: String = s.into_iter().collect();
            let _ = floorcall_engine::import::pokerstars::import(&t);
            let _ = floorcall_engine::import::ohh::import(&t);
            let _ = floorcall_engine::import::phh::import(&t);
        }
    }
}

#[test]
fn pokerstars_names_with_colons_and_spaces() {
    let ps = "PokerStars Hand #1: Tournament #2, $1+$0 USD Hold'em No Limit - Level I (10/20) - 2023/01/01\nTable 'x' 9-max Seat #1 is the button\nSeat 1: a b (1500 in chips)\nSeat 2: c: d (1500 in chips)\na b: posts small blind 10\nc: d: posts big blind 20\n*** HOLE CARDS ***\na b: raises 40 to 60\nc: d: calls 40\n*** FLOP *** [2c 3d 4h]\nc: d: bets 100\na b: folds\nUncalled bet (100) returned to c: d\nc: d collected 120 from pot\n";
    let h = &floorcall_engine::import::pokerstars::import(ps).expect("import")[0];
    assert_eq!(h.hand.seats[1].name.as_deref(), Some("c: d"));
    assert_eq!(h.collected, vec![(2, 120)]);
    let hand = Hand::parse(&h.hand).expect("parse");
    let r = replay(&hand).expect("replay");
    assert_eq!(
        r.result().expect("over").final_stacks.expect("stacks")[1].stack,
        1560
    );
}

/// Play a random legal hand (with the irregular posts of [`table`]) and return it with its
/// actions, as a request would carry it.
fn played(input: &HandInput, choices: &[Choice]) -> HandInput {
    let hand = Hand::parse(input).expect("valid");
    let mut t = Table::new(&hand).expect("seated");
    let mut actions = Vec::new();
    let mut choices = choices.iter();
    loop {
        let i = actions.len();
        match t.phase() {
            Phase::AwaitingDeal(s) => {
                t.apply(
                    i,
                    &Action::Deal {
                        street: s,
                        cards: None,
                    },
                )
                .expect("deal");
                actions.push(ActionInput {
                    deal: Some(s),
                    ..Default::default()
                });
            }
            Phase::Betting => {
                let Some(c) = choices.next() else { break };
                let seat = t.to_act().expect("someone acts");
                let o = t.options(seat).expect("options");
                let (act, kind, to) = match c {
                    Choice::Fold => (Act::Fold, ActionKind::Fold, None),
                    Choice::Raise(pm) if o.can_raise => {
                        let lo = o.min_raise_to.expect("min");
                        let hi = o.max_raise_to.expect("max");
                        let to = lo + (hi - lo) * pm / 1000;
                        (Act::Raise(to), ActionKind::Raise, Some(to))
                    }
                    _ if o.can_check => (Act::Check, ActionKind::Check, None),
                    _ => (Act::Call, ActionKind::Call, None),
                };
                t.apply(i, &Action::Player { seat, act }).expect("legal");
                actions.push(ActionInput {
                    seat: Some(seat),
                    action: Some(kind),
                    to,
                    ..Default::default()
                });
            }
            _ => break,
        }
    }
    let mut out = input.clone();
    out.actions = actions;
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// A misdeal's refunds and the posts that stay for the re-deal add up to the pot, and a
    /// fouled deck hands back the whole pot: no chip is created or lost by a re-deal.
    #[test]
    fn redeals_conserve_chips(
        input in table(),
        choices in proptest::collection::vec(choice(), 0..12),
    ) {
        use floorcall_engine::lang::Language;
        use floorcall_engine::rules::Edition;
        use floorcall_engine::disputes::Dispute;
        use floorcall_engine::disputes::deal_error::{DealError, DealErrorDispute};
        use floorcall_engine::request::decide;
        use floorcall_engine::ruling::Outcome;
        let input = played(&input, &choices);
        let hand = Hand::parse(&input).expect("valid");
        let end = replay(&hand).expect("replays").table;
        let posted = Table::new(&hand).expect("seated").pot();
        let ask = |error| {
            let d = Dispute::DealError(DealErrorDispute { error, seat: None, cards: Some(2), first_two: None, by: None, duplicate: None, arriving: Vec::new() });
            decide(&hand, &d, Edition::E2024, Language::En).expect("ruling")
        };
        let fouled = ask(DealError::FouledDeck);
        let back: u64 = fouled.decision.refunds.expect("refunds").iter().map(|r| r.amount).sum();
        prop_assert_eq!(back, end.pot());
        // A misdeal is called on a hand in progress (once a hand is over, an uncalled blind
        // may already have gone back).
        let boxed = ask(DealError::BoxedCard);
        let in_progress = matches!(end.phase(), Phase::Betting | Phase::AwaitingDeal(_));
        if boxed.decision.outcome == Outcome::Misdeal && in_progress {
            let back: u64 = boxed.decision.refunds.expect("refunds").iter().map(|r| r.amount).sum();
            prop_assert_eq!(back + posted, end.pot());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// The deal, board and button disputes with arbitrary fields on random hands: a ruling or
    /// an error, never a panic; a next hand always names a big blind among the players dealt in.
    #[test]
    fn new_disputes_never_panic(
        input in table(),
        choices in proptest::collection::vec(choice(), 0..12),
        error in 0u8..7, seat in proptest::option::of(0u8..14), cards in proptest::option::of(0u8..6),
        flags in any::<u8>(), street in 0u8..4,
        leaving in proptest::collection::vec(0u8..14, 0..4),
        arriving in proptest::collection::vec(0u8..14, 0..3),
        size in proptest::option::of(0u8..14),
    ) {
        use floorcall_engine::lang::Language;
        use floorcall_engine::rules::Edition;
        use floorcall_engine::disputes::*;
        use floorcall_engine::disputes::{board_error::*, button_blinds::*, deal_error::*};
        use floorcall_engine::request::*;
        let input = played(&input, &choices);
        let hand = Hand::parse(&input).expect("valid");
        let deal = DealErrorDispute {
            error: [DealError::ExposedCard, DealError::BoxedCard, DealError::FirstCardWrongSeat,
                    DealError::DealtInWrongly, DealError::DealtOutWrongly, DealError::NonStandardCard,
                    DealError::FouledDeck][error as usize],
            seat, cards, first_two: Some(flags & 1 != 0),
            by: Some(if flags & 2 != 0 { ExposedBy::Player } else { ExposedBy::Dealer }),
            duplicate: None, arriving: arriving.clone(),
        };
        let board = BoardErrorDispute {
            error: [BoardError::FourCardFlop, BoardError::NoBurn, BoardError::Premature][error as usize % 3],
            street: Some([Street::Preflop, Street::Flop, Street::Turn, Street::River][street as usize]),
        };
        let button = ButtonBlindsDispute {
            question: [ButtonQuestion::NextHand, ButtonQuestion::ButtonMisplaced, ButtonQuestion::DodgingBlinds][error as usize % 3],
            leaving, arriving, table_size: size, correct_button: seat, seat,
            deliberate: (flags & 4 != 0).then_some(flags & 8 != 0),
            arriving_from: None,
        };
        for d in [Dispute::DealError(deal), Dispute::BoardError(board), Dispute::ButtonBlinds(button)] {
            if let Ok(r) = decide(&hand, &d, Edition::E2026, Language::Pt)
                && let Some(n) = r.decision.next_hand
            {
                // The hands here post blinds by position: there is always a big blind.
                let Some(bb) = n.big_blind else {
                    return Err(proptest::test_runner::TestCaseError::fail("no big blind"));
                };
                prop_assert!(!n.button_blind);
                prop_assert!(n.dealt_in.contains(&bb));
                prop_assert!(n.small_blind.is_none_or(|s| n.dealt_in.contains(&s) && s != bb));
                prop_assert_ne!(n.button, bb);
                prop_assert!(!n.waiting.iter().any(|w| n.dealt_in.contains(w)));
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    /// Every ruling that ends a hand states its money, and the money adds up: the pots and the
    /// chips handed back are the chips in the middle and those already handed back. No ruling
    /// says an amount of 0 moves; an all-in always carries its street total.
    #[test]
    fn rulings_state_their_money_and_it_adds_up(
        input in table(),
        choices in proptest::collection::vec(choice(), 0..14),
        kind in 0u8..10, pick in 0usize..10, ident in 0u8..3, seconds in 0u32..40,
        house in 0usize..3,
    ) {
        use floorcall_engine::disputes::*;
        use floorcall_engine::disputes::{at_seat::*, clock::*, showdown::*, showdown_error::*};
        use floorcall_engine::lang::Language;
        use floorcall_engine::request::decide;
        use floorcall_engine::rules::Edition;
        use floorcall_engine::ruling::Outcome;
        let input = played(&input, &choices);
        let hand = Hand::parse(&input).expect("valid");
        let Ok(mut now) = replay(&hand).map(|r| r.table) else { return Ok(()) };
        if now.deal_implied(hand.actions.len()).is_err() {
            return Ok(());
        }
        let seats: Vec<u8> = hand.seats.iter().map(|s| s.seat).collect();
        let seat = seats[pick % seats.len()];
        let identifiable = [None, Some(true), Some(false)][ident as usize];
        let errors = [ShowdownError::Misread, ShowdownError::WrongPot, ShowdownError::KilledWinner,
            ShowdownError::KilledHand, ShowdownError::MuckedFaceDown, ShowdownError::OneCardTabled,
            ShowdownError::BettorMucked];
        let d = match kind {
            0..=6 => Dispute::ShowdownError(ShowdownErrorDispute {
                error: errors[kind as usize], seat, noticed: None, identifiable }),
            7 => Dispute::AtSeat(AtSeatDispute { seat, at_seat: false, left_table: None,
                arrived_during_deal: None }),
            8 => Dispute::Clock(ClockDispute { seat: now.to_act().unwrap_or(seat), seconds,
                acted: false, act: None, called_from_seat: None, time_banks: None }),
            _ => Dispute::Showdown(ShowdownDispute {}),
        };
        // Under the TDA, and under two house profiles that change the clock, the odd chip and
        // the posting order: the money adds up all the same.
        let r = match ["", "example-casino", "wsop-2024"][house] {
            "" => decide(&hand, &d, Edition::E2024, Language::En),
            name => floorcall_engine::request::rule_under(&hand, &d, Edition::E2024, Language::En,
                floorcall_engine::house::named(name).expect("shipped")),
        };
        let Ok(r) = r else { return Ok(()) };
        let in_middle = now.pot();
        let handed_back: u64 = now.returned().iter().map(|s| s.stack).sum();
        if let Some(pots) = &r.decision.pots {
            let won: u64 = pots.iter().map(|p| p.amount).sum();
            let back: u64 = r.decision.refunds.iter().flatten().map(|x| x.amount).sum();
            prop_assert_eq!(won + back, in_middle + handed_back, "{:?}: {:?} {:?}", d, r.decision.outcome, r.decision.pots);
            for p in pots {
                let shared: u64 = p.shares.iter().map(|s| s.amount).sum();
                prop_assert!(p.shares.is_empty() || shared == p.amount, "{:?}", p);
            }
        }
        // A ruling that awards the pot or ends a hand with one player left states the pots.
        if r.decision.outcome == Outcome::Award {
            prop_assert!(r.decision.pots.is_some());
        }
        for a in r.decision.action.iter().chain(r.alternatives.iter().filter_map(|a| a.action.as_ref())) {
            prop_assert!(a.action != ActionKind::AllIn || a.to.is_some(), "{:?}", a);
        }
        for t in std::iter::once(&r.summary).chain(&r.reasoning) {
            prop_assert!(crate::common::zero_handed_back(t).is_none(), "{}", t);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// A chip race races nobody out, gives at most one chip to a player, and changes the
    /// table's chips only by the rounding of the odd value (at most half a chip) and the chips
    /// given to keep players in play.
    #[test]
    fn the_chip_race_conserves_value_and_races_nobody_out(
        players in proptest::collection::vec((0u32..9, 0u64..4), 2..=10),
        order_seed in any::<u64>(),
        lowest_25s in prop_oneof![Just(4u64), Just(5), Just(20), Just(40)],
    ) {
        use floorcall_engine::disputes::Dispute;
        use floorcall_engine::disputes::chip_race::ChipRaceDispute;
        use floorcall_engine::lang::Language;
        use floorcall_engine::request::decide;
        use floorcall_engine::rules::Edition;
        let (removed, lowest) = (25u64, 25 * lowest_25s);
        // A seat's stack: its odd chips of 25 and some whole chips of the lowest denomination.
        let seats: Vec<serde_json::Value> = players.iter().enumerate()
            .map(|(i, (odd, whole))| serde_json::json!({"seat": i + 1, "stack": u64::from(*odd) * removed + whole * lowest}))
            .filter(|_| true)
            .collect();
        if players.iter().any(|(odd, whole)| *odd == 0 && *whole == 0) {
            return Ok(());
        }
        let hand = Hand::from_json(&serde_json::json!({"game": "NLHE", "blinds": {"small": 100, "big": 200},
            "button": 1, "seats": seats, "actions": []}).to_string()).expect("valid");
        let mut order: Vec<u8> = (1..=players.len() as u8).collect();
        let n = order.len();
        for i in 0..n {
            order.swap(i, (order_seed as usize).wrapping_mul(31).wrapping_add(i * 7) % n);
        }
        let d = Dispute::ChipRace(ChipRaceDispute {
            removed, lowest, odd: players.iter().map(|p| p.0).collect(), order: Some(order),
        });
        let r = decide(&hand, &d, Edition::E2024, Language::En).expect("a race");
        let rows = r.decision.color_up.expect("rows");
        let before: u64 = hand.seats.iter().map(|s| s.stack).sum();
        let after: u64 = rows.iter().map(|x| x.stack).sum::<u64>()
            + hand.seats.iter().filter(|s| !rows.iter().any(|x| x.seat == s.seat)).map(|s| s.stack).sum::<u64>();
        let odd_total: u64 = rows.iter().map(|x| x.raced).sum();
        let won = rows.iter().filter(|x| x.race_chip).count() as u64 * lowest;
        let kept = rows.iter().filter(|x| x.kept_in).count() as u64 * lowest;
        prop_assert_eq!(after + odd_total, before + won + kept);
        prop_assert!(won.abs_diff(odd_total) * 2 <= lowest, "{} raced for {}", won, odd_total);
        for x in &rows {
            prop_assert!(x.stack > 0, "seat {} raced out", x.seat);
            prop_assert!(!(x.race_chip && x.kept_in));
        }
    }

    /// Players busted on one hand are paid exactly the money of the places they finish in,
    /// less the units that do not divide, which the ruling says; each is paid at most once.
    #[test]
    fn shares_of_prizes_sum_to_the_prizes_shared(
        busted in 1u32..6, above in 0u32..4, paid_offset in 0u32..8,
        payouts in proptest::collection::vec(1u64..100_000, 6),
        stacks in proptest::collection::vec(1u64..5, 6),
        ed in 0usize..2,
    ) {
        use floorcall_engine::disputes::Dispute;
        use floorcall_engine::disputes::hand_for_hand::HandForHandDispute;
        use floorcall_engine::lang::Language;
        use floorcall_engine::request::decide;
        use floorcall_engine::rules::Edition;
        let remaining = busted + above + 1;
        let paid = (above + 1 + paid_offset).min(remaining);
        let best = remaining - busted + 1;
        let paid_places = (remaining.min(paid) + 1).saturating_sub(best) as usize;
        let d = HandForHandDispute {
            remaining, paid, busted,
            payouts: payouts[..paid_places].to_vec(),
            start_stacks: stacks[..busted as usize].iter().map(|s| s * 1000).collect(),
            players: Vec::new(), h4h_announced: None, same_table: None,
        };
        let edition = [Edition::E2024, Edition::E2026][ed];
        let r = decide(&Hand::no_hand(), &Dispute::HandForHand(d), edition, Language::En).expect("a ruling");
        let prizes = r.decision.prizes.expect("prizes");
        prop_assert_eq!(prizes.len(), busted as usize);
        let total: u64 = payouts[..paid_places].iter().sum();
        let paid_out: u64 = prizes.iter().map(|p| p.amount).sum();
        prop_assert!(paid_out <= total);
        prop_assert!(total - paid_out < busted as u64, "{} of {}", paid_out, total);
        prop_assert_eq!(r.discretion, total != paid_out);
        let mut idx: Vec<usize> = prizes.iter().map(|p| p.index).collect();
        idx.sort_unstable();
        idx.dedup();
        prop_assert_eq!(idx.len(), busted as usize);
    }
}
