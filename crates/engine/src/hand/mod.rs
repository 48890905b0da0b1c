//! The Hand of the API contract.
//!
//! [`HandInput`] is the wire shape (serde, lenient about what it accepts); [`Hand::parse`] turns
//! it into a validated [`Hand`] whose cards are parsed, seats are unique and in range, and every
//! action is well formed. Whether the actions are *legal* in sequence is the replay's job
//! (the `replay` module, built on this one).

mod game;
mod input;
mod names;
mod spot;
mod validate;

pub use game::{
    Deck, Family, GAMES, Game, GameDef, GameText, Names, Opener, Street, StreetDef, Structure,
    Valuation,
};
pub use input::{
    ActionInput, ActionKind, Blinds, BlindsPostedBy, HandInput, HandRules, Limits, OpenPairBet,
    PlayerRef, Post, PostKind, SeatInput, ShortAllInRaise, Straddle,
};
pub use names::{OHH_ANY_DRAW, ohh_key};
pub use spot::{Spot, SpotInput, SpotPlayer, SpotSeat};
use validate::*;

use crate::cards::{Card, cards_to_string, parse_cards};
use crate::error::HandError;
use serde::{Deserialize, Serialize};

pub use crate::units::{Chips, MAX_CHIPS, MAX_PLAYERS, MAX_SEAT};

/// A validated seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seat {
    /// The seat number.
    pub seat: u8,
    /// The player's name, where known.
    pub name: Option<String>,
    /// The stack before posting.
    pub stack: Chips,
    /// Hole cards, where known.
    pub cards: Option<Vec<Card>>,
    /// This player's ante.
    pub ante: Chips,
    /// Away from the seat: dealt in, posts, the hand is killed (Rule 30).
    pub absent: bool,
    /// Stud: the up cards in the order dealt, where known (from `cards`, or given alone).
    pub up: Option<Vec<Card>>,
}

/// A validated player act.
///
/// Its variant is kept in a byte of its own (`repr(u8)`), not in a niche of the draw's card
/// vectors: the replay reads it at every action.
#[derive(Debug, Clone, PartialEq, Eq)]
#[repr(u8)]
pub enum Act {
    /// Fold.
    Fold,
    /// Check.
    Check,
    /// Call.
    Call,
    /// Bet to a street total.
    Bet(Chips),
    /// Raise to a street total.
    Raise(Chips),
    /// All-in.
    AllIn,
    /// Show (the cards, where given).
    Show(Option<Vec<Card>>),
    /// Muck.
    Muck,
    /// Stud: post the bring-in.
    BringIn,
    /// Stud: complete the bring-in to the small bet.
    Complete,
    /// Draw games: discard `count` cards (which ones, where known) and take as many.
    Draw {
        /// How many cards are thrown (0: stands pat).
        count: u8,
        /// The cards thrown, where known.
        discards: Option<Vec<Card>>,
        /// The cards received, where known.
        cards: Option<Vec<Card>>,
    },
}

impl Act {
    /// The kind of action.
    pub fn kind(&self) -> ActionKind {
        match self {
            Act::Fold => ActionKind::Fold,
            Act::Check => ActionKind::Check,
            Act::Call => ActionKind::Call,
            Act::Bet(_) => ActionKind::Bet,
            Act::Raise(_) => ActionKind::Raise,
            Act::AllIn => ActionKind::AllIn,
            Act::Show(_) => ActionKind::Show,
            Act::Muck => ActionKind::Muck,
            Act::BringIn => ActionKind::BringIn,
            Act::Complete => ActionKind::Complete,
            Act::Draw { .. } => ActionKind::Draw,
        }
    }

    /// A betting action (not a showdown act, nor a draw).
    pub fn is_betting(&self) -> bool {
        !matches!(self, Act::Show(_) | Act::Muck | Act::Draw { .. })
    }
}

/// A validated action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// A player's action.
    Player {
        /// The seat.
        seat: u8,
        /// What the player does.
        act: Act,
    },
    /// Board cards dealt.
    Deal {
        /// The street.
        street: Street,
        /// The cards, where given.
        cards: Option<Vec<Card>>,
    },
}

/// A validated hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hand {
    /// The game.
    pub game: Game,
    /// The betting structure (the game's, unless the hand names another).
    pub structure: Structure,
    /// Stud: the bring-in (0 in other games).
    pub bring_in: Chips,
    /// The blinds.
    pub blinds: Blinds,
    /// Who posts the blinds (the positions, the button, nobody).
    pub blinds_posted_by: BlindsPostedBy,
    /// Each player's ante.
    pub ante: Chips,
    /// The big-blind ante.
    pub big_blind_ante: Chips,
    /// The button's seat (a seat with no player: a dead button).
    pub button: u8,
    /// No small blind this hand (dead small blind).
    pub dead_small_blind: bool,
    /// Seats in clockwise (seat-number) order.
    pub seats: Vec<Seat>,
    /// The actions in order.
    pub actions: Vec<Action>,
    /// Straddles.
    pub straddles: Vec<Straddle>,
    /// Posts outside the blinds.
    pub posts: Vec<Post>,
    /// The smallest denomination in play.
    pub smallest_chip: Chips,
    /// Fixed-limit bet sizes, where given.
    pub limits: Option<Limits>,
    /// The betting round the hand starts from, when it was given as a spot: the replay
    /// starts there and `actions` are what happened after it.
    pub spot: Option<Spot>,
    /// Cards the hand shows twice: only in a hand read as the evidence of a fouled deck
    /// ([`Hand::parse_fouled`]); empty otherwise.
    pub duplicates: Vec<Card>,
    /// The house conventions its replay follows (the TDA's unless a ruling under a house
    /// profile sets them): not part of the hand's wire form.
    pub conventions: crate::house::Conventions,
    /// A board run more than once: the board deals of the later runs, by action index, with
    /// their run (2, 3). They are in `actions` as deals, where the wire gives them; the replay
    /// deals them on their run's board, not on the first.
    pub runs: Vec<(usize, u8)>,
    /// Rules the hand was dealt under where they are not the TDA's (`hand.rules`).
    pub rules: HandRules,
}

/// Stud: the up cards among a seat's cards in the order dealt (the third to the sixth).
pub fn stud_up(cards: &[Card]) -> Vec<Card> {
    cards.iter().skip(2).take(4).copied().collect()
}

/// The positions (indexes in `seats`, seat numbers in clockwise order) of the small blind (none
/// when dead) and the big blind: heads-up the button posts the small blind (Rule 34-B);
/// otherwise the first player after the button, or, with a dead small blind, the big blind.
/// Shared by the hand model and the importers, which place the blinds before a hand exists.
pub fn blind_positions(seats: &[u8], button: u8, dead_small_blind: bool) -> (Option<usize>, usize) {
    blind_positions_of(seats, |&s| s, button, dead_small_blind)
}

/// [`blind_positions`] of the seats `seats`, each one's number as `seat` reads it (a hand's
/// seats read in place, not copied to a list of numbers first).
#[inline]
fn blind_positions_of<T>(
    seats: &[T],
    seat: impl Fn(&T) -> u8,
    button: u8,
    dead_small_blind: bool,
) -> (Option<usize>, usize) {
    let n = seats.len();
    if n < 2 {
        return (None, 0);
    }
    let after_button = seats.iter().position(|s| seat(s) > button).unwrap_or(0);
    if n == 2 {
        match seats.iter().position(|s| seat(s) == button) {
            Some(b) => (Some(b), 1 - b),
            None => (Some(after_button), 1 - after_button),
        }
    } else if dead_small_blind {
        (None, after_button)
    } else {
        (Some(after_button), (after_button + 1) % n)
    }
}

impl Hand {
    /// Validate a wire hand.
    pub fn parse(input: &HandInput) -> Result<Hand, HandError> {
        Hand::parse_with(input, Dealt::default())
    }

    /// Validate a wire hand that is the evidence of a fouled deck: a card may appear twice
    /// (Rule 35-E), and [`Hand::duplicates`] lists the cards that do.
    pub fn parse_fouled(input: &HandInput) -> Result<Hand, HandError> {
        Hand::parse_with(
            input,
            Dealt {
                allow_twice: true,
                ..Dealt::default()
            },
        )
    }

    fn parse_with(input: &HandInput, mut dealt: Dealt) -> Result<Hand, HandError> {
        dealt.short_deck = input.game.def().deck == Deck::Short;
        check_amounts(input)?;
        check_table(input)?;
        let seats = parse_seats(input, &mut dealt)?;
        check_straddles(input, &seats)?;
        check_posts(input, &seats)?;
        check_limits(input)?;
        check_rules(input)?;
        // Sized once (a `collect` into a `Result` grows the vector from four).
        let mut actions = Vec::with_capacity(input.actions.len());
        for (i, a) in input.actions.iter().enumerate() {
            actions.push(
                parse_action(i, a, input.game, &seats, &mut dealt).map_err(|e| e.at_action(i))?,
            );
        }
        let runs = parse_runs(input)?;
        Ok(Hand {
            game: input.game,
            structure: input.betting.unwrap_or(input.game.structure()),
            bring_in: input.bring_in.unwrap_or(0),
            blinds: input.blinds,
            blinds_posted_by: input.blinds_posted_by,
            ante: input.ante,
            big_blind_ante: input.big_blind_ante,
            button: input.button,
            dead_small_blind: input.dead_small_blind,
            seats,
            actions,
            straddles: input.straddles.clone(),
            posts: input.posts.clone(),
            smallest_chip: input.smallest_chip.unwrap_or(1),
            limits: input.limits,
            spot: None,
            duplicates: dealt.duplicates,
            conventions: crate::house::Conventions::default(),
            runs,
            rules: input.rules,
        })
    }

    /// The wire shape of this hand.
    pub fn to_input(&self) -> HandInput {
        let uniform = self.seats.iter().all(|s| s.ante == self.ante);
        let stud = self.game.family() == Family::Stud;
        HandInput {
            game: self.game,
            betting: (self.structure != self.game.structure()).then_some(self.structure),
            blinds: self.blinds,
            blinds_posted_by: self.blinds_posted_by,
            ante: self.ante,
            big_blind_ante: self.big_blind_ante,
            button: self.button,
            bring_in: stud.then_some(self.bring_in),
            dead_small_blind: self.dead_small_blind,
            seats: self
                .seats
                .iter()
                .map(|s| SeatInput {
                    seat: s.seat,
                    name: s.name.clone(),
                    stack: s.stack,
                    cards: s.cards.as_deref().map(cards_to_string),
                    up_cards: match (&s.cards, &s.up) {
                        (None, Some(up)) => Some(cards_to_string(up)),
                        _ => None,
                    },
                    ante: (!uniform).then_some(s.ante),
                    absent: s.absent,
                    player: None,
                })
                .collect(),
            actions: self
                .actions
                .iter()
                .enumerate()
                .map(|(i, a)| match a {
                    Action::Deal { street, cards } => ActionInput {
                        deal: Some(*street),
                        cards: cards.as_deref().map(cards_to_string),
                        run: self.run_of(i),
                        ..Default::default()
                    },
                    Action::Player { seat, act } => ActionInput {
                        seat: Some(*seat),
                        action: Some(act.kind()),
                        to: match act {
                            Act::Bet(t) | Act::Raise(t) => Some(*t),
                            _ => None,
                        },
                        cards: match act {
                            Act::Show(Some(c)) | Act::Draw { cards: Some(c), .. } => {
                                Some(cards_to_string(c))
                            }
                            _ => None,
                        },
                        discards: match act {
                            Act::Draw {
                                discards: Some(d), ..
                            } => Some(cards_to_string(d)),
                            Act::Draw { count, .. } if *count > 0 => {
                                Some("??".repeat(usize::from(*count)))
                            }
                            _ => None,
                        },
                        ..Default::default()
                    },
                })
                .collect(),
            straddles: self.straddles.clone(),
            posts: self.posts.clone(),
            smallest_chip: (self.smallest_chip != 1).then_some(self.smallest_chip),
            limits: self.limits,
            rules: self.rules,
        }
    }

    /// The hand a dispute that needs none is given (two empty seats): never read.
    pub fn no_hand() -> Hand {
        static NONE: std::sync::OnceLock<Hand> = std::sync::OnceLock::new();
        NONE.get_or_init(|| {
            Hand::from_json(
                r#"{"game": "NLHE", "blinds": {"small": 1, "big": 2}, "button": 1,
                    "seats": [{"seat": 1, "stack": 100}, {"seat": 2, "stack": 100}], "actions": []}"#,
            )
            .expect("a valid hand")
        })
        .clone()
    }

    /// Parse a hand from contract JSON.
    pub fn from_json(text: &str) -> Result<Hand, HandError> {
        let input: HandInput = serde_json::from_str(text).map_err(|e| {
            HandError::invalid(
                "hand",
                Errors::NotValidHand {
                    value: (e).to_string(),
                },
            )
        })?;
        Hand::parse(&input)
    }

    /// The run a board deal belongs to, where the board is run more than once and the deal at
    /// action `index` is of a later run (2, 3); None for the first run and every other action.
    pub fn run_of(&self, index: usize) -> Option<u8> {
        self.runs.iter().find(|(i, _)| *i == index).map(|(_, r)| *r)
    }

    /// Index of a seat number in `seats`.
    pub fn seat_index(&self, seat: u8) -> Option<usize> {
        self.seats.iter().position(|s| s.seat == seat)
    }

    /// The positions (indexes in `seats`) of the small blind (none when dead) and the big
    /// blind: heads-up the button posts the small blind (Rule 34-B); otherwise the first
    /// player after the button, or, with a dead small blind, the big blind. A button blind is
    /// the button's (no small blind); with no blinds, the places the blinds would have (no
    /// chips are posted there).
    pub fn blind_positions(&self) -> (Option<usize>, usize) {
        // A table's worth of seats, read in place.
        let seats = &self.seats[..self.seats.len().min(MAX_PLAYERS)];
        let n = seats.len();
        if self.blinds_posted_by == BlindsPostedBy::Button
            && let Some(b) = self.seat_index(self.button)
        {
            return (None, b);
        }
        if self.blinds_posted_by == BlindsPostedBy::ButtonBigBlind
            && n == 2
            && let Some(b) = self.seat_index(self.button)
        {
            return (Some(1 - b), b);
        }
        blind_positions_of(seats, |s| s.seat, self.button, self.dead_small_blind)
    }

    /// The first player to act on the first round is on the button's left, and the button
    /// acts last on every round (a button blind, no blinds, or heads-up with the big blind on
    /// the button): not heads-up's reversal.
    pub fn button_acts_last(&self) -> bool {
        match self.blinds_posted_by {
            BlindsPostedBy::Positions => false,
            BlindsPostedBy::ButtonBigBlind => {
                self.seats.len() == 2 && self.seat_index(self.button).is_some()
            }
            BlindsPostedBy::Button | BlindsPostedBy::Nobody => true,
        }
    }

    /// The hand's game as data.
    pub fn def(&self) -> &'static GameDef {
        self.game.def()
    }

    /// The betting structure of a round: the hand's, or from the second round on the one
    /// `rules.later_betting` names (between no-limit and pot-limit: a fixed limit is the
    /// hand's for every round).
    pub fn round_structure(&self, street: Street) -> Structure {
        match self.rules.later_betting {
            Some(later)
                if street != self.game.first_street()
                    && later != Structure::FixedLimit
                    && self.structure != Structure::FixedLimit =>
            {
                later
            }
            _ => self.structure,
        }
    }

    /// Fixed-limit sizes (small bet, big bet, cap), defaulting to the big blind and twice it;
    /// the cap is the hand's own, else the house's (Rule 48).
    pub fn limit_sizes(&self) -> (Chips, Chips, u32) {
        let house_cap = u32::from(self.conventions.limit_cap_bets);
        match self.limits {
            Some(l) => (l.small_bet, l.big_bet, l.cap.unwrap_or(house_cap)),
            None => (self.blinds.big, self.blinds.big * 2, house_cap),
        }
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        /// Card text of odd length.
        CardsOddLength = "error-hand-cards-odd-length",
        /// Two characters that are not a card.
        NotACard { text: verbatim } = "error-hand-not-a-card",
        /// A card listed twice.
        CardTwice { card: verbatim } = "error-hand-card-twice",
        AmountsMostChips { value: chips } = "error-hand-amounts-most-chips",
        NotValidHand { value: verbatim } = "error-hand-not-valid-hand",
        CardDealtTwiceHand { value: verbatim } = "error-hand-card-dealt-twice-hand",
        BigBlindMustLeastChip = "error-hand-big-blind-must-least-chip",
        SmallBlindLargerThanBig { small: chips, big: chips } = "error-hand-small-blind-larger-than-big",
        SmallestChipMustWorthLeast = "error-hand-smallest-chip-must-worth-least",
        HandNeedsLeastTwoSeated = "error-hand-hand-needs-least-two-seated",
        PlayersTableSeatsMost { seats: count, value: count } = "error-hand-players-table-seats-most",
        ButtonMustSeatNumberFrom { value: seat } = "error-hand-button-must-seat-number-from",
        SeatNumbersRunFrom { value: seat } = "error-hand-seat-numbers-run-from",
        SeatListedTwice { seat: seat } = "error-hand-seat-listed-twice",
        SeatedPlayerNeedsChipsDealt = "error-hand-seated-player-needs-chips-dealt",
        HoleCardsGivenDeals { value: count, value_2: verbatim, hole_cards: count } = "error-hand-hole-cards-given-deals",
        SeatNotHand { seat: seat } = "error-hand-seat-not-hand",
        StraddleMustLeastChip = "error-hand-straddle-must-least-chip",
        LimitsApplyFixedLimitGames = "error-hand-limits-apply-fixed-limit-games",
        FixedLimitBetSizesMust = "error-hand-fixed-limit-bet-sizes-must",
        CapMustAllowLeastOne = "error-hand-cap-must-allow-least-one",
        ActionNeedsSeatActionOr = "error-hand-action-needs-seat-action-or",
        MissingAction = "error-hand-missing-action",
        SeatNotHand2 { seat: seat } = "error-hand-seat-not-hand-2",
        BetOrRaiseMustLeast = "error-hand-bet-or-raise-must-least",
        NeedsPlayerStreetTotal { kind: verbatim } = "error-hand-needs-player-street-total",
        BoardDealHasOnlyDeal = "error-hand-board-deal-has-only-deal",
        BoardDealsFlopTurnOr = "error-hand-board-deals-flop-turn-or",
        BoardCardsGiven { street: verbatim, n: count, given: count } = "error-hand-board-cards-given",
        CardsShownDeals { value: count, value_2: verbatim, hole_cards: count } = "error-hand-cards-shown-deals",
        SeatShowsButDealt { seat: seat, cards_to_string: verbatim, own: verbatim } = "error-hand-seat-shows-but-dealt",
        DeadSmallBlindHeadsUp = "error-hand-dead-small-blind-heads-up",
        PostByBlind { seat: seat } = "error-hand-post-by-blind",
        PostByStraddler { seat: seat } = "error-hand-post-by-straddler",
        PostAtLeastChip = "error-hand-post-at-least-chip",
        LivePostOverBigBlind { amount: chips, big: chips } = "error-hand-live-post-over-big-blind",
        TwoLivePosts { seat: seat } = "error-hand-two-live-posts",
        SpotBoardCards { n: count, given: count } = "error-hand-spot-board-cards",
        SpotFullRaiseZero = "error-hand-spot-full-raise-zero",
        SpotFullRaiseNeeded = "error-hand-spot-full-raise-needed",
        SpotFullBetToNeeded = "error-hand-spot-full-bet-to-needed",
        SpotActedNotMatched { seat: seat, in_front: chips, current: chips } = "error-hand-spot-acted-not-matched",
        SpotToActCannot { seat: seat } = "error-hand-spot-to-act-cannot",
        SpotOneLiveHand = "error-hand-spot-one-live-hand",
        BringInOnlyStud { game: text } = "error-hand-bring-in-only-stud",
        StudNoBlinds { game: text } = "error-hand-stud-no-blinds",
        /// Blinds posted by the button or by nobody, with a small blind or other posts.
        OneBlindFormOnly { by: choice } = "error-hand-one-blind-form-only",
        StudNeedsLimits { game: text } = "error-hand-stud-needs-limits",
        StudNeedsBringIn { game: text } = "error-hand-stud-needs-bring-in",
        BringInOverSmallBet { bring_in: chips, small_bet: chips } = "error-hand-bring-in-over-small-bet",
        UpCardsOnlyStud { game: text } = "error-hand-up-cards-only-stud",
        UpCardsMost { given: count } = "error-hand-up-cards-most",
        DiscardsOnlyDraw = "error-hand-discards-only-draw",
        ActionOnlyStud { kind: verbatim, game: text } = "error-hand-action-only-stud",
        DrawOnlyDrawGames { game: text } = "error-hand-draw-only-draw-games",
        DrawMoreThanHeld { count: count, held: count } = "error-hand-draw-more-than-held",
        DrawnCardsCount { count: count, given: count } = "error-hand-drawn-cards-count",
        StreetNotInGame { street: text, game: text } = "error-hand-street-not-in-game",
        DealCardsOnSeats { game: text } = "error-hand-deal-cards-on-seats",
        /// A stud spot with a button.
        SpotStudNoButton { game: text } = "error-hand-spot-stud-no-button",
        /// A stud spot's seat with more or fewer cards than its street has dealt.
        SpotStudCards { seat: seat, street: text, n: count, given: count } = "error-hand-spot-stud-cards",
        /// A stud spot's seat with more or fewer up cards than its street shows.
        SpotUpCards { seat: seat, street: text, n: count, given: count } = "error-hand-spot-up-cards",
        NotInShortDeck { card: verbatim } = "error-hand-not-in-short-deck",
        /// `run` on an action that is not a board deal, or in a game without a board.
        RunOnlyBoardDeal { game: text } = "error-hand-run-only-board-deal",
        /// A run that is not the next one (2, then 3).
        RunOutOfOrder { run: count } = "error-hand-run-out-of-order",
    }
}

#[cfg(test)]
mod tests {
    /// The hand's blind positions as first written: the seat numbers copied to a list, then
    /// [`super::blind_positions`].
    fn blind_positions_plain(hand: &super::Hand) -> (Option<usize>, usize) {
        use super::{BlindsPostedBy, MAX_PLAYERS};
        let mut seats = [0u8; MAX_PLAYERS];
        let n = hand.seats.len().min(MAX_PLAYERS);
        for (slot, s) in seats.iter_mut().zip(&hand.seats) {
            *slot = s.seat;
        }
        if hand.blinds_posted_by == BlindsPostedBy::Button
            && let Some(b) = hand.seat_index(hand.button)
        {
            return (None, b);
        }
        if hand.blinds_posted_by == BlindsPostedBy::ButtonBigBlind
            && n == 2
            && let Some(b) = hand.seat_index(hand.button)
        {
            return (Some(1 - b), b);
        }
        super::blind_positions(&seats[..n], hand.button, hand.dead_small_blind)
    }

    /// Hands of every size (past a table's worth too), seat numbers at random (in order or
    /// not), every button and way of posting the blinds: the positions as the plain form
    /// finds them.
    #[test]
    fn blind_positions_are_the_plain_forms() {
        use super::{BlindsPostedBy, Hand, MAX_PLAYERS};
        let mut rng = crate::test_rng::XorShift::new(0x1234_5678_9ABC_DEF1);
        let mut checked = 0;
        for n in 0..=MAX_PLAYERS + 2 {
            for round in 0..60 {
                let x = rng.next();
                let mut hand = Hand::no_hand().clone();
                let template = hand.seats[0].clone();
                let mut numbers: Vec<u8> = (1..=16).collect();
                for k in (1..numbers.len()).rev() {
                    numbers.swap(k, ((x >> (k % 48)) as usize) % (k + 1));
                }
                let mut numbers = numbers[..n.min(16)].to_vec();
                if round % 2 == 0 {
                    numbers.sort_unstable();
                }
                hand.seats = numbers
                    .iter()
                    .map(|&seat| super::Seat {
                        seat,
                        ..template.clone()
                    })
                    .collect();
                for button in 0..=17 {
                    for posted in [
                        BlindsPostedBy::Positions,
                        BlindsPostedBy::Button,
                        BlindsPostedBy::ButtonBigBlind,
                        BlindsPostedBy::Nobody,
                    ] {
                        for dead in [false, true] {
                            hand.button = button;
                            hand.blinds_posted_by = posted;
                            hand.dead_small_blind = dead;
                            assert_eq!(
                                hand.blind_positions(),
                                blind_positions_plain(&hand),
                                "{numbers:?} button {button} {posted:?} dead {dead}"
                            );
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert!(checked > 50_000, "{checked}");
    }

    use super::*;

    fn base() -> serde_json::Value {
        serde_json::json!({
            "game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 1,
            "seats": [{"seat": 1, "stack": 1000, "cards": "AsKd"}, {"seat": 2, "stack": 1000}],
            "actions": [{"seat": 1, "action": "raise", "to": 300}, {"deal": "flop", "cards": "Ah7d2c"}]
        })
    }

    fn parse(v: serde_json::Value) -> Result<Hand, HandError> {
        Hand::from_json(&v.to_string())
    }

    #[test]
    fn contract_example_parses_and_round_trips() {
        let h = parse(base()).unwrap();
        assert_eq!(h.seats.len(), 2);
        assert_eq!(
            h.actions[0],
            Action::Player {
                seat: 1,
                act: Act::Raise(300)
            }
        );
        let back = Hand::parse(&h.to_input()).unwrap();
        assert_eq!(back, h);
    }

    #[test]
    fn errors_name_the_field() {
        let mut v = base();
        v["actions"][1]["cards"] = "AsKdQh".into();
        let e = parse(v).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("actions[1].cards"));
        assert_eq!(e.action_index, Some(1));
        assert!(e.message.contains("AS") || e.message.contains("As"), "{e}");

        let mut v = base();
        v["actions"][0]["seat"] = 7.into();
        let e = parse(v).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("actions[0].seat"));

        let mut v = base();
        v["actions"][0] = serde_json::json!({"seat": 1, "action": "raise"});
        assert_eq!(
            parse(v).unwrap_err().field.as_deref(),
            Some("actions[0].to")
        );

        let mut v = base();
        v["seats"][1]["seat"] = 1.into();
        assert!(parse(v).unwrap_err().message.contains("twice"));

        let mut v = base();
        v["seats"][1]["cards"] = "AsQs".into();
        assert_eq!(
            parse(v).unwrap_err().field.as_deref(),
            Some("seats[1].cards")
        );

        let mut v = base();
        v["blinds"]["big"] = 0.into();
        assert_eq!(parse(v).unwrap_err().field.as_deref(), Some("blinds.big"));

        let mut v = base();
        v["seats"][0]["cards"] = "AsKdQh".into();
        assert!(parse(v).unwrap_err().message.contains("hole cards"));
    }

    #[test]
    fn a_short_deck_has_no_deuce_to_five() {
        let mut v = base();
        v["game"] = "SHORT_DECK".into();
        v["actions"][1]["cards"] = "Ah7d6c".into();
        assert!(parse(v.clone()).is_ok());
        v["actions"][1]["cards"] = "Ah7d5c".into();
        let e = parse(v).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("actions[1].cards"));
        assert!(e.message.contains("5c"), "{e}");
    }

    #[test]
    fn unknown_cards_are_none() {
        let mut v = base();
        v["seats"][1]["cards"] = "????".into();
        let h = parse(v).unwrap();
        assert_eq!(h.seats[1].cards, None);
    }
}
