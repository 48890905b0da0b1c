//! Property tests: chips are conserved through every action of random legal hands, and
//! arbitrary action sequences or inputs give an error, never a panic.

use floorcall_engine::hand::{
    Act, Action, ActionInput, ActionKind, Blinds, Game, Hand, HandInput, SeatInput, Street,
};
use floorcall_engine::replay::{Phase, Table, replay};
use proptest::prelude::*;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        if n == 0 { 0 } else { self.next() % n }
    }
}

fn game_of(k: u8) -> Game {
    [Game::Nlhe, Game::Plo, Game::Plo5, Game::Lhe][k as usize % 4]
}

fn base_hand(game: Game, stacks: &[u64], bb: u64, ante: u64, bba: bool, button: u8) -> HandInput {
    HandInput {
        game,
        blinds: Blinds {
            small: bb / 2,
            big: bb,
        },
        ante: if bba { 0 } else { ante },
        big_blind_ante: if bba { bb } else { 0 },
        button,
        seats: stacks
            .iter()
            .enumerate()
            .map(|(i, &s)| SeatInput {
                seat: i as u8 + 1,
                name: None,
                stack: s,
                cards: None,
                ante: None,
            })
            .collect(),
        actions: Vec::new(),
        straddles: Vec::new(),
        smallest_chip: None,
        limits: None,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn chips_are_conserved(
        seed in 1u64..u64::MAX,
        game in 0u8..4,
        stacks in proptest::collection::vec(1u64..5000, 2..=10),
        bb in 2u64..200,
        ante in 0u64..20,
        bba in any::<bool>(),
        button in 1u8..=10,
    ) {
        let input = base_hand(game_of(game), &stacks, bb, ante, bba, button);
        let hand = Hand::parse(&input).expect("valid");
        let start: u64 = stacks.iter().sum();
        let mut t = Table::new(&hand).expect("seated");
        let mut rng = Rng(seed);
        let seats: Vec<u8> = hand.seats.iter().map(|s| s.seat).collect();
        let behind = |t: &Table| seats.iter().map(|&s| t.stack(s)).sum::<u64>();
        prop_assert_eq!(behind(&t) + t.pot(), start);
        let mut i = 0;
        for _ in 0..200 {
            match t.phase() {
                Phase::AwaitingDeal(s) => {
                    t.apply(i, &Action::Deal { street: s, cards: None }).expect("deal");
                }
                Phase::Closed if t.street() != Street::River => {
                    let next = t.street().next().expect("street");
                    t.apply(i, &Action::Deal { street: next, cards: None }).expect("runout");
                }
                Phase::Closed | Phase::Uncontested => break,
                Phase::Betting => {
                    let seat = t.to_act().expect("someone acts");
                    let o = t.options(seat).expect("options");
                    let act = match rng.below(6) {
                        0 => Act::Fold,
                        1 | 2 if o.can_check => Act::Check,
                        1 | 2 => Act::Call,
                        3 if o.can_raise => {
                            let lo = o.min_raise_to.expect("min");
                            let hi = o.max_raise_to.expect("max");
                            Act::Raise(lo + rng.below(hi - lo + 1))
                        }
                        4 if o.can_raise => Act::AllIn.clone_if(o.max_raise_to == Some(t.committed(seat) + t.stack(seat))),
                        _ => if o.can_check { Act::Check } else { Act::Call },
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
    fn arbitrary_json_never_panics(text in ".{0,300}") {
        let _ = Hand::from_json(&text);
        let _ = floorcall_engine::import::phh::import(&text);
    }
}

trait CloneIf {
    fn clone_if(self, ok: bool) -> Act;
}
impl CloneIf for Act {
    fn clone_if(self, ok: bool) -> Act {
        if ok { self } else { Act::Call }
    }
}
