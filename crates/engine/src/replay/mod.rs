//! Replay: the betting state machine.
//!
//! [`Table::new`] seats the players and posts antes, blinds and straddles; [`Table::apply`] takes
//! one action at a time and refuses an impossible one with its index and the rule it breaks;
//! [`Table::options`] gives the choices of the player to act (Rules 43, 47, 48, 54).
//! [`replay`] runs a whole hand and records the state before every player action.
//!
//! Conventions where the TDA is silent (see also the README's list of PokerKit differences):
//! - Posting: per-player antes first, then the small and big blind, then the big-blind ante
//!   (big blind first, RP-11), then straddles in the order listed.
//! - A big blind short of chips still sets the amount to call at the full big blind, as 54-B
//!   assumes full blinds; the short blind is all-in and plays for a side pot.
//! - A straddle acts as the big blind: the amount to call is the straddle, the smallest raise
//!   adds the straddle amount, and the straddler acts last pre-flop.
//! - After the flop the smallest bet is one big blind (the addendum's "100 minimum", 47 Ex 1).
//! - "call" with nothing to call is a check (Rule 55); "bet" and "raise" are read alike, as a
//!   street total; a fold when a check was possible stands (Rule 58).
//! - Fixed limit: a bet and three raises per round by default (house cap, Rule 48; pre-flop
//!   the big blind is the bet); an all-in of at least half a bet counts as a raise and re-opens
//!   the betting (Rule 47), and the next raise goes a full bet above it.

mod pots;
pub mod substantial;

pub use pots::{Pot, PotKind, Share, build_pots, split_pot};

use crate::cards::Card;
use crate::error::HandError;
use crate::hand::{Act, Action, ActionKind, Chips, Hand, MAX_PLAYERS, PostKind, Street, Structure};
use crate::rules::RuleKey;
use serde::Serialize;

const M: usize = MAX_PLAYERS;

/// Where the hand stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// A betting round is under way.
    Betting,
    /// The round is over; the next street's cards are due.
    AwaitingDeal(Street),
    /// No more betting is possible (river round over, or all-in with at most one player with
    /// chips): remaining cards are run out, hands are shown.
    Closed,
    /// Everyone but one player folded.
    Uncontested,
}

/// The legal choices of one player (Rules 43, 47, 48, 54).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Options {
    /// Chips needed to call, capped at the player's stack.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub to_call: Chips,
    /// Whether the player may check.
    pub can_check: bool,
    /// Whether the player may raise (or bet).
    pub can_raise: bool,
    /// Smallest legal bet or raise, as a street total (the all-in when the stack is short).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub min_raise_to: Option<Chips>,
    /// Largest legal bet or raise, as a street total.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub max_raise_to: Option<Chips>,
    /// Why raising is closed, when it is.
    #[serde(skip)]
    pub closed_by: Option<RaiseClosed>,
}

/// Why a player may not raise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RaiseClosed {
    /// The player already acted and faces less than a full raise (Rule 47).
    NotReopened,
    /// Calling takes every chip the player has.
    NoChipsBeyondCall,
    /// Every opponent is all-in, or too short to call more than the current bet.
    NoOpponentToRaise,
    /// Fixed limit: the round's cap is reached (Rule 48).
    CapReached,
}

/// The state before a player action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Decision {
    /// Index in `hand.actions` of the action taken here.
    pub action_index: usize,
    /// The seat to act.
    pub seat: u8,
    /// The street.
    pub street: Street,
    /// The player's options.
    #[serde(flatten)]
    pub options: Options,
    /// Highest street total so far.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub current_bet: Chips,
    /// The largest full bet or raise this street (Rule 43): the smallest raise increment.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub full_raise: Chips,
    /// The player's street total so far.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub committed: Chips,
    /// Chips behind.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub stack: Chips,
    /// Everything in the middle: pots of earlier streets plus this street's bets.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub pot: Chips,
}

/// One seat as the table stands now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SeatNow {
    /// The seat.
    pub seat: u8,
    /// The player's name, where known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Chips behind.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub stack: Chips,
    /// Chips in front this round.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub in_front: Chips,
    /// Folded (or away from the seat).
    pub folded: bool,
    /// All-in.
    pub all_in: bool,
    /// Acted this round.
    pub acted: bool,
}

/// The table as it stands after the actions: for a console to draw it and guide the next tap.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TableNow {
    /// Where the hand stands.
    pub phase: Phase,
    /// The round (the last one dealt).
    pub street: Street,
    /// Everything in the middle, this round's bets included.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub pot: Chips,
    /// The bet to face.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub current_bet: Chips,
    /// The button's seat.
    pub button: u8,
    /// The small blind's seat (none when dead).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub small_blind: Option<u8>,
    /// The big blind's seat.
    pub big_blind: u8,
    /// The seat to act, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_act: Option<u8>,
    /// The options of the seat to act.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub options: Option<Options>,
    /// The board dealt so far (`??` for a card not given).
    pub board: Vec<String>,
    /// The seats in seat order.
    pub seats: Vec<SeatNow>,
}

/// The outcome of a complete hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct HandResult {
    /// Side pots first (they are settled before the main pot), the main pot last.
    pub pots: Vec<Pot>,
    /// Stacks after the pots are pushed, where every pot could be awarded.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub final_stacks: Option<Vec<SeatStack>>,
    /// Uncalled chips handed back, by seat.
    pub returned: Vec<SeatStack>,
}

/// A seat's chips.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SeatStack {
    /// The seat.
    pub seat: u8,
    /// Its chips.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub stack: Chips,
}

/// A whole replayed hand.
#[derive(Debug, Clone)]
pub struct Replay<'h> {
    /// The state before each player action.
    pub decisions: Vec<Decision>,
    /// The table after the last action.
    pub table: Table<'h>,
}

impl Replay<'_> {
    /// The result, where the hand is over.
    pub fn result(&self) -> Option<HandResult> {
        self.table.result()
    }
}

/// Replay a hand, recording the state before every betting action.
///
/// ```
/// use floorcall_engine::hand::Hand;
/// use floorcall_engine::replay::replay;
///
/// // Blinds 50-100; seat 3 raises to 300, seat 1 (small blind) calls, seat 2 folds.
/// let hand = Hand::from_json(r#"{"game": "NLHE", "blinds": {"small": 50, "big": 100},
///   "button": 3, "seats": [{"seat": 1, "stack": 10000}, {"seat": 2, "stack": 10000},
///   {"seat": 3, "stack": 10000}],
///   "actions": [{"seat": 3, "action": "raise", "to": 300}, {"seat": 1, "action": "call"},
///               {"seat": 2, "action": "fold"}]}"#).unwrap();
/// let r = replay(&hand).unwrap();
/// // Before seat 1 acted: 250 to call, a raise to at least 500 (300 + the 200 raise).
/// let d = &r.decisions[1];
/// assert_eq!((d.seat, d.options.to_call, d.options.min_raise_to), (1, 250, Some(500)));
/// assert_eq!(r.table.pot(), 700);
/// // An impossible hand names the action: a raise below the minimum.
/// let bad = Hand::from_json(r#"{"game": "NLHE", "blinds": {"small": 50, "big": 100},
///   "button": 2, "seats": [{"seat": 1, "stack": 1000}, {"seat": 2, "stack": 1000}],
///   "actions": [{"seat": 2, "action": "raise", "to": 150}]}"#).unwrap();
/// assert_eq!(replay(&bad).unwrap_err().action_index, Some(0));
/// ```
pub fn replay(hand: &Hand) -> Result<Replay<'_>, HandError> {
    let (replay, error) = replay_partial(hand)?;
    match error {
        Some(e) => Err(e),
        None => Ok(replay),
    }
}

/// Whether an error is a raise refused because no live opponent has chips to call more (a
/// rule of this engine, as PokerKit's; some sites accept such a raise and hand the excess
/// back, which is a call).
pub fn is_uncallable_raise(e: &HandError) -> bool {
    e.reason.id() == "error-replay-seat-may-not-raise"
        && e.reason
            .args()
            .iter()
            .any(|(name, a)| *name == "why" && matches!(a, crate::text::Arg::Choice("no-opponent")))
}

/// Whether a replay error is a player acting when no more betting is possible (every other
/// player all-in): some sites log such players' checks.
pub fn is_action_after_betting_over(e: &HandError) -> bool {
    e.reason.id() == "error-replay-acts-betting-over"
}

/// Replay as far as the actions are legal: the decisions up to the first illegal action, the
/// table just before it, and the error. Fails only when the hand cannot be seated at all.
pub fn replay_partial(hand: &Hand) -> Result<(Replay<'_>, Option<HandError>), HandError> {
    let mut table = Table::new(hand)?;
    let mut decisions = Vec::with_capacity(hand.actions.len());
    for (i, a) in hand.actions.iter().enumerate() {
        if let Action::Player { act, .. } = a
            && act.is_betting()
        {
            if let Err(e) = table.deal_implied(i) {
                return Ok((Replay { decisions, table }, Some(e)));
            }
            if let Some(d) = table.decision(i) {
                decisions.push(d);
            }
        }
        // `apply` checks before it changes anything: on error the table is as it was.
        if let Err(e) = table.apply(i, a) {
            return Ok((Replay { decisions, table }, Some(e)));
        }
    }
    Ok((Replay { decisions, table }, None))
}

/// Replay only the first `n` actions (the state at the moment of a dispute).
pub fn replay_prefix(hand: &Hand, n: usize) -> Result<Table<'_>, HandError> {
    let mut table = Table::new(hand)?;
    for (i, a) in hand.actions.iter().take(n).enumerate() {
        table.apply(i, a)?;
    }
    Ok(table)
}

/// A betting action taken in the hand (blinds excluded), as substantial action counts them
/// (Rule 36).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Acted {
    /// The action's index in the hand.
    pub index: usize,
    /// What the player did.
    pub kind: ActionKind,
    /// Whether it put chips in.
    pub chips_in: bool,
}

/// One player's chips and state at the table.
#[derive(Debug, Clone, Copy, Default)]
struct Player {
    /// Chips behind.
    stack: Chips,
    /// Chips in front on this street.
    street_bet: Chips,
    /// Chips put in over the hand (antes included).
    total: Chips,
    /// Antes (dead money, main pot), a part of `total`.
    dead: Chips,
    folded: bool,
    /// Has acted on this street (a posted blind is not an action).
    acted: bool,
    mucked: bool,
}

/// The betting state of a hand in progress.
#[derive(Debug, Clone)]
pub struct Table<'h> {
    hand: &'h Hand,
    n: usize,
    structure: Structure,
    /// Each player's chips and state, by position.
    players: [Player; M],
    shown: Vec<(usize, Vec<Card>)>,
    phase: Phase,
    street: Street,
    current_bet: Chips,
    full_raise: Chips,
    /// Fixed limit: bets and raises made this round (the big blind counts pre-flop).
    bets_this_street: u32,
    /// Fixed limit: the level the next raise is measured from.
    fl_level: Chips,
    to_act: Option<usize>,
    last_aggressor: Option<usize>,
    /// Last bettor or raiser on the river (Rule 17, 18).
    river_aggressor: Option<usize>,
    /// Whether a bet was made on the river (Rule 18).
    river_bet: bool,
    board: [Option<Card>; 5],
    board_len: usize,
    first_after_button: usize,
    sb: Option<usize>,
    bb: usize,
    returned: Vec<SeatStack>,
    /// Betting actions taken (blinds excluded), with whether each put chips in (Rule 36).
    history: Vec<Acted>,
    /// A short (incomplete) all-in raise happened on this street.
    short_all_in: bool,
    /// Bets and raises made this street (the blinds are not counted).
    aggressions: u32,
    /// The street's opening bet (pre-flop: the big blind).
    opening_bet: Chips,
    /// At a short all-in on this street, some player with chips had already acted: whether
    /// the betting re-opens for them is a Rule 47 question.
    reopen_question: bool,
    /// Chips in the middle from before a spot (earlier rounds, antes): part of the main pot.
    prior: Chips,
}

impl<'h> Table<'h> {
    /// Seat the players and post antes, blinds, the big-blind ante and straddles.
    pub fn new(hand: &'h Hand) -> Result<Table<'h>, HandError> {
        if let Some(spot) = &hand.spot {
            return Ok(Table::from_spot(hand, spot));
        }
        let mut t = Table::seated(hand);
        t.post_antes_and_blinds();
        let last_poster = t.post_straddles()?;
        t.kill_absent();
        let start = if t.n == 2 {
            t.sb.unwrap_or(0)
        } else {
            (last_poster + 1) % t.n
        };
        t.to_act = if t.live_count() > 1 {
            t.find_actor(start)
        } else {
            None
        };
        if t.to_act.is_none() {
            t.end_round();
        }
        Ok(t)
    }

    /// The players seated with their stacks, the blinds' positions found, nothing posted.
    fn seated(hand: &'h Hand) -> Table<'h> {
        let n = hand.seats.len();
        let mut players = [Player::default(); M];
        for (p, s) in players.iter_mut().zip(&hand.seats) {
            p.stack = s.stack;
        }
        let after_button = hand
            .seats
            .iter()
            .position(|s| s.seat > hand.button)
            .unwrap_or(0);
        let (sb, bb) = hand.blind_positions();
        Table {
            hand,
            n,
            structure: hand.game.structure(),
            players,
            shown: Vec::new(),
            phase: Phase::Betting,
            street: Street::Preflop,
            current_bet: 0,
            full_raise: hand.blinds.big,
            bets_this_street: 1,
            fl_level: 0,
            to_act: None,
            last_aggressor: None,
            river_aggressor: None,
            river_bet: false,
            board: [None; 5],
            board_len: 0,
            first_after_button: if n == 2 { bb } else { after_button },
            sb,
            bb,
            returned: Vec::new(),
            history: Vec::with_capacity(hand.actions.len()),
            short_all_in: false,
            reopen_question: false,
            aggressions: 0,
            opening_bet: hand.blinds.big,
            prior: 0,
        }
    }

    /// The table at a spot: the betting round as the floor found it (see
    /// [`crate::hand::Spot`]); the blinds and antes are in it already.
    fn from_spot(hand: &'h Hand, spot: &crate::hand::Spot) -> Table<'h> {
        let mut t = Table::seated(hand);
        for (p, s) in t.players.iter_mut().zip(&spot.players) {
            p.stack = s.behind;
            p.street_bet = s.in_front;
            p.total = s.in_front;
            p.folded = s.folded;
            p.acted = s.acted;
        }
        t.prior = spot.pot;
        t.street = spot.street;
        for (k, c) in spot.board.iter().enumerate().take(5) {
            t.board[k] = *c;
        }
        t.board_len = spot.board.len().min(5);
        // Pre-flop the bet to face is at least the big blind, even posted short (54-B).
        let current = spot.current_bet(hand.blinds.big);
        t.current_bet = current;
        t.full_raise = spot.last_full_raise;
        let preflop = spot.street == Street::Preflop;
        t.opening_bet = if preflop {
            hand.blinds.big
        } else {
            spot.opening_bet
        };
        t.aggressions = match (preflop, current) {
            (_, 0) => 0,
            (true, c) if c <= hand.blinds.big => 0,
            (false, c) if c == spot.opening_bet => 1,
            _ => 2,
        };
        let bet = t.fixed_bet().max(1);
        t.bets_this_street = spot
            .bets_this_round
            .unwrap_or_else(|| u32::try_from(current.div_ceil(bet)).unwrap_or(u32::MAX));
        // A short all-in: an all-in at the top that raised less than a full raise over the
        // next amount in front.
        let top_all_in = (0..t.n).any(|i| {
            let p = &t.players[i];
            !p.folded && p.stack == 0 && p.street_bet == current && current > 0
        });
        // The level it raised from: the most in front below the top from a seat that did not
        // go all-in (an all-in below the top may be a call for less), pre-flop at least the
        // big blind.
        let below = (0..t.n)
            .filter(|&i| t.players[i].folded || t.players[i].stack > 0)
            .map(|i| t.players[i].street_bet)
            .chain(preflop.then_some(hand.blinds.big))
            .filter(|&b| b < current)
            .max()
            .unwrap_or(0);
        t.short_all_in = top_all_in
            && match t.structure {
                // Fixed limit: an all-in of less than half a bet does not raise (Rule 47); the
                // level stays where it was and the next player completes the bet.
                Structure::FixedLimit => 2 * (current - below) < bet,
                _ => current - below < spot.last_full_raise,
            };
        t.fl_level = if t.short_all_in && t.structure == Structure::FixedLimit {
            below
        } else {
            current
        };
        t.reopen_question = t.short_all_in
            && (0..t.n).any(|i| {
                let p = &t.players[i];
                !p.folded && p.stack > 0 && p.acted
            });
        t.last_aggressor = (0..t.n).find(|&i| current > 0 && t.players[i].street_bet == current);
        t.to_act = hand.seat_index(spot.to_act);
        t
    }

    /// Antes (dead money) first, then the blinds, then the big-blind ante: the blind before the
    /// ante (RP-11).
    fn post_antes_and_blinds(&mut self) {
        let hand = self.hand;
        for (p, s) in self.players[..self.n].iter_mut().zip(&hand.seats) {
            let a = s.ante.min(p.stack);
            p.stack -= a;
            p.total += a;
            p.dead += a;
        }
        if let Some(sb) = self.sb {
            self.post(sb, hand.blinds.small);
        }
        self.post(self.bb, hand.blinds.big);
        let bb = &mut self.players[self.bb];
        let bba = hand.big_blind_ante.min(bb.stack);
        bb.stack -= bba;
        bb.total += bba;
        bb.dead += bba;
        self.current_bet = hand.blinds.big;
        self.fl_level = hand.blinds.big;
        for post in &hand.posts {
            let Some(i) = hand.seat_index(post.seat) else {
                continue;
            };
            match post.kind {
                PostKind::Live => self.post(i, post.amount),
                PostKind::Dead => {
                    let p = &mut self.players[i];
                    let a = post.amount.min(p.stack);
                    p.stack -= a;
                    p.total += a;
                    p.dead += a;
                }
            }
        }
    }

    /// Players away from their seats are dealt in and post, and their hands are killed at the
    /// end of the deal (Rule 30): what they posted stays in the pot.
    fn kill_absent(&mut self) {
        for (p, s) in self.players[..self.n].iter_mut().zip(&self.hand.seats) {
            if s.absent {
                p.folded = true;
            }
        }
    }

    /// Straddles in the order listed, each acting as the big blind; the last poster's position.
    fn post_straddles(&mut self) -> Result<usize, HandError> {
        let hand = self.hand;
        let mut last_poster = self.bb;
        for (k, st) in hand.straddles.iter().enumerate() {
            let Some(i) = hand.seat_index(st.seat) else {
                return Err(HandError::invalid(
                    format!("straddles[{k}].seat"),
                    Errors::NotHand,
                ));
            };
            if st.amount <= self.current_bet {
                return Err(HandError::invalid(
                    format!("straddles[{k}].amount"),
                    Errors::StraddleMustMoreThanBet {
                        current_bet: (self.current_bet).to_string(),
                    },
                ));
            }
            let add = st.amount.saturating_sub(self.players[i].street_bet);
            self.post(i, add);
            self.full_raise = st.amount;
            self.current_bet = st.amount;
            last_poster = i;
        }
        Ok(last_poster)
    }

    fn post(&mut self, i: usize, amount: Chips) {
        let a = amount.min(self.players[i].stack);
        self.players[i].stack -= a;
        self.players[i].street_bet += a;
        self.players[i].total += a;
    }

    fn others_with_chips(&self, i: usize) -> bool {
        (0..self.n).any(|j| j != i && !self.players[j].folded && self.players[j].stack > 0)
    }

    /// Whether some opponent could put in more than the current bet: otherwise a raise could
    /// never be called and would only come back as an uncalled bet.
    fn raise_can_be_called(&self, i: usize) -> bool {
        (0..self.n).any(|j| {
            j != i
                && !self.players[j].folded
                && self.players[j].stack > 0
                && self.players[j].street_bet + self.players[j].stack > self.current_bet
        })
    }

    fn needs_action(&self, i: usize) -> bool {
        !self.players[i].folded
            && self.players[i].stack > 0
            && (self.players[i].street_bet < self.current_bet
                || (!self.players[i].acted && self.others_with_chips(i)))
    }

    fn find_actor(&self, start: usize) -> Option<usize> {
        (0..self.n)
            .map(|k| (start + k) % self.n)
            .find(|&i| self.needs_action(i))
    }

    fn live_count(&self) -> usize {
        (0..self.n).filter(|&i| !self.players[i].folded).count()
    }

    /// Close the betting round: return any uncalled chips, then move on.
    fn end_round(&mut self) {
        self.to_act = None;
        // Uncalled chips go back to the bettor (Rule 15-B/16-B mention it; standard practice).
        let mut top = 0;
        for i in 1..self.n {
            if self.players[i].street_bet > self.players[top].street_bet {
                top = i;
            }
        }
        let second = (0..self.n)
            .filter(|&j| j != top)
            .map(|j| self.players[j].street_bet)
            .max()
            .unwrap_or(0);
        // A dead hand's blind (a player away from the seat, Rule 30) stays in the pot.
        if self.players[top].street_bet > second && !self.players[top].folded {
            let back = self.players[top].street_bet - second;
            self.players[top].street_bet -= back;
            self.players[top].total -= back;
            self.players[top].stack += back;
            self.returned.push(SeatStack {
                seat: self.hand.seats[top].seat,
                stack: back,
            });
        }
        for p in &mut self.players {
            p.street_bet = 0;
        }
        if self.live_count() <= 1 {
            self.phase = Phase::Uncontested;
            return;
        }
        let with_chips = (0..self.n)
            .filter(|&i| !self.players[i].folded && self.players[i].stack > 0)
            .count();
        self.phase = match self.street.next() {
            Some(next) if with_chips >= 2 => Phase::AwaitingDeal(next),
            _ => Phase::Closed,
        };
    }

    fn start_street(&mut self, street: Street) {
        self.street = street;
        self.current_bet = 0;
        self.full_raise = self.hand.blinds.big;
        self.bets_this_street = 0;
        self.fl_level = 0;
        for p in &mut self.players {
            p.acted = false;
        }
        self.last_aggressor = None;
        self.short_all_in = false;
        self.reopen_question = false;
        self.aggressions = 0;
        self.opening_bet = 0;
        self.phase = Phase::Betting;
        self.to_act = self.find_actor(self.first_after_button);
        if self.to_act.is_none() {
            self.end_round();
        }
    }

    fn deal_board(&mut self, index: usize, street: Street, cards: Option<&[Card]>) {
        let _ = index;
        let k = street.board_cards();
        for j in 0..k {
            if self.board_len < 5 {
                self.board[self.board_len] = cards.and_then(|c| c.get(j).copied());
                self.board_len += 1;
            }
        }
    }

    /// A player action that arrives when the next street's cards are due deals them implicitly
    /// (hand histories from tablets often leave board deals out).
    pub fn deal_implied(&mut self, index: usize) -> Result<(), HandError> {
        if let Phase::AwaitingDeal(next) = self.phase {
            self.deal_board(index, next, None);
            self.start_street(next);
        }
        Ok(())
    }

    fn fixed_bet(&self) -> Chips {
        let (small, big, _) = self.hand.limit_sizes();
        match self.street {
            Street::Preflop | Street::Flop => small,
            Street::Turn | Street::River => big,
        }
    }

    /// Pot-limit: the largest total a raise may reach (call, then raise the pot).
    /// Pre-flop the pot counts full blinds even when a blind is short (Rule 54-B).
    fn pot_limit_to(&self, i: usize) -> Chips {
        let facing = self.current_bet.saturating_sub(self.players[i].street_bet);
        let mut pot = self.pot();
        if self.street == Street::Preflop {
            if self.sb.is_none() && self.hand.dead_small_blind {
                // A dead small blind still counts in full (Rule 54-B).
                pot += self.hand.blinds.small;
            }
            if let Some(sb) = self.sb {
                let owed = self
                    .hand
                    .blinds
                    .small
                    .saturating_sub(self.players[sb].street_bet);
                // Only a blind posted short counts as full; one that has since acted is real.
                if !self.players[sb].acted && self.players[sb].stack == 0 {
                    pot += owed;
                }
            }
            let bb = self.bb;
            if !self.players[bb].acted && self.players[bb].stack == 0 {
                pot += self
                    .hand
                    .blinds
                    .big
                    .saturating_sub(self.players[bb].street_bet);
            }
        }
        self.current_bet + pot + facing
    }

    /// Chips in the middle: earlier streets' pots and this street's bets.
    pub fn pot(&self) -> Chips {
        self.prior
            + self.players[..self.n]
                .iter()
                .map(|p| p.total)
                .sum::<Chips>()
    }

    /// The options of the player at position `i`.
    pub fn options_at(&self, i: usize) -> Options {
        let facing = self.current_bet.saturating_sub(self.players[i].street_bet);
        let stack = self.players[i].stack;
        let all_in_to = self.players[i].street_bet + stack;
        let mut o = Options {
            to_call: facing.min(stack),
            can_check: facing == 0,
            can_raise: false,
            min_raise_to: None,
            max_raise_to: None,
            closed_by: None,
        };
        let reopened = !self.players[i].acted
            || match self.structure {
                Structure::FixedLimit => 2 * facing >= self.fixed_bet(),
                _ => facing >= self.full_raise,
            };
        let (_, _, cap) = self.hand.limit_sizes();
        o.closed_by = if stack <= facing {
            Some(RaiseClosed::NoChipsBeyondCall)
        } else if !self.raise_can_be_called(i) {
            Some(RaiseClosed::NoOpponentToRaise)
        } else if !reopened {
            Some(RaiseClosed::NotReopened)
        } else if self.structure == Structure::FixedLimit && self.bets_this_street >= cap {
            Some(RaiseClosed::CapReached)
        } else {
            None
        };
        if o.closed_by.is_some() {
            return o;
        }
        o.can_raise = true;
        let (lo, hi) = match self.structure {
            Structure::NoLimit => (self.current_bet + self.full_raise, all_in_to),
            Structure::PotLimit => {
                let hi = self.pot_limit_to(i).min(all_in_to);
                (self.current_bet + self.full_raise, hi)
            }
            Structure::FixedLimit => {
                let to = (self.fl_level + self.fixed_bet()).min(all_in_to);
                (to, to)
            }
        };
        o.min_raise_to = Some(lo.min(hi));
        o.max_raise_to = Some(hi);
        o
    }

    /// The options of a seat.
    pub fn options(&self, seat: u8) -> Option<Options> {
        self.hand.seat_index(seat).map(|i| self.options_at(i))
    }

    fn decision(&self, index: usize) -> Option<Decision> {
        let i = self.to_act?;
        Some(Decision {
            action_index: index,
            seat: self.hand.seats[i].seat,
            street: self.street,
            options: self.options_at(i),
            current_bet: self.current_bet,
            full_raise: self.full_raise,
            committed: self.players[i].street_bet,
            stack: self.players[i].stack,
            pot: self.pot(),
        })
    }

    /// Apply action `index` of the hand.
    pub fn apply(&mut self, index: usize, action: &Action) -> Result<(), HandError> {
        match action {
            Action::Deal { street, cards } => self.apply_deal(index, *street, cards.as_deref()),
            Action::Player { seat, act } => {
                let Some(i) = self.hand.seat_index(*seat) else {
                    return Err(HandError::illegal(
                        index,
                        None,
                        Errors::SeatNotHand {
                            seat: (seat).to_string(),
                        },
                    ));
                };
                if act.is_betting() {
                    self.deal_implied(index)?;
                    self.apply_bet(index, i, act)
                } else {
                    self.apply_showdown(index, i, act)
                }
            }
        }
    }

    fn apply_deal(
        &mut self,
        index: usize,
        street: Street,
        cards: Option<&[Card]>,
    ) -> Result<(), HandError> {
        let expected = match self.phase {
            Phase::AwaitingDeal(next) => Some(next),
            Phase::Closed => self.street.next().filter(|_| self.board_len < 5),
            Phase::Betting => {
                let who: crate::text::Message = match self.to_act {
                    Some(i) => Errors::SeatToAct {
                        seat: self.hand.seats[i].seat,
                    }
                    .into(),
                    None => Errors::Nothing.into(),
                };
                return Err(HandError::illegal(
                    index,
                    Some(RuleKey::IrregularFlops),
                    Errors::DealtBeforeBettingOver {
                        street: format!("{street:?}").to_lowercase(),
                        current: format!("{:?}", self.street).to_lowercase(),
                        who,
                    },
                ));
            }
            Phase::Uncontested => None,
        };
        match expected {
            Some(next) if next == street => {
                self.deal_board(index, street, cards);
                if self.phase == Phase::Closed {
                    self.street = street;
                } else {
                    self.start_street(street);
                }
                Ok(())
            }
            Some(next) => Err(HandError::illegal(
                index,
                Some(RuleKey::IrregularFlops),
                Errors::NotDue {
                    next: format!("{next:?}").to_lowercase(),
                    street: format!("{street:?}").to_lowercase(),
                },
            )),
            None => Err(HandError::illegal(
                index,
                None,
                Errors::NoneDue {
                    street: format!("{street:?}").to_lowercase(),
                },
            )),
        }
    }

    fn apply_bet(&mut self, index: usize, i: usize, act: &Act) -> Result<(), HandError> {
        self.check_turn(index, i)?;
        if matches!(act, Act::Show(_) | Act::Muck) {
            return self.apply_showdown(index, i, act);
        }
        let seat = self.hand.seats[i].seat;
        let facing = self.current_bet.saturating_sub(self.players[i].street_bet);
        let chips_in = match act {
            Act::Fold => {
                self.players[i].folded = true;
                false
            }
            Act::Check if facing > 0 => {
                return Err(HandError::illegal(
                    index,
                    Some(RuleKey::InvalidBetDeclarations),
                    Errors::SeatChecksFacingBetMore {
                        seat: (seat).to_string(),
                        facing: (facing).to_string(),
                    },
                ));
            }
            Act::Check | Act::Show(_) | Act::Muck => false,
            Act::Call => {
                let add = facing.min(self.players[i].stack);
                self.put(i, add);
                add > 0
            }
            Act::AllIn => {
                let to = self.players[i].street_bet + self.players[i].stack;
                if to <= self.current_bet {
                    let add = self.players[i].stack;
                    self.put(i, add);
                } else {
                    self.aggress(index, i, to)?;
                }
                true
            }
            Act::Bet(to) | Act::Raise(to) => {
                self.aggress(index, i, *to)?;
                true
            }
        };
        self.players[i].acted = true;
        self.history.push(Acted {
            index,
            kind: act.kind(),
            chips_in,
        });
        if self.live_count() <= 1 {
            self.end_round();
            return Ok(());
        }
        self.to_act = self.find_actor((i + 1) % self.n);
        if self.to_act.is_none() {
            self.end_round();
        }
        Ok(())
    }

    /// The player at position `i` may act now: a betting round is on, the player is in the
    /// hand and is the one to act.
    fn check_turn(&self, index: usize, i: usize) -> Result<(), HandError> {
        let seat = self.hand.seats[i].seat;
        let seat_text = seat.to_string();
        let why = match self.phase {
            Phase::Betting => None,
            Phase::Closed => Some(Errors::ActsBettingOver { seat: seat_text }),
            Phase::Uncontested => Some(Errors::ActsAfterFolds { seat: seat_text }),
            Phase::AwaitingDeal(next) => Some(Errors::ActsBeforeDeal {
                seat: seat_text,
                street: format!("{next:?}").to_lowercase(),
            }),
        };
        if let Some(why) = why {
            return Err(HandError::illegal(index, None, why));
        }
        if self.players[i].folded {
            return Err(HandError::illegal(
                index,
                None,
                Errors::SeatHasFolded {
                    seat: (seat).to_string(),
                },
            ));
        }
        if self.to_act != Some(i) {
            let reason: crate::text::Message = match self.to_act {
                Some(j) => Errors::SeatActsOutTurn {
                    seat: seat.to_string(),
                    to_act: self.hand.seats[j].seat.to_string(),
                }
                .into(),
                None => Errors::SeatActsNobodyToAct {
                    seat: seat.to_string(),
                }
                .into(),
            };
            return Err(HandError::illegal(
                index,
                Some(RuleKey::ActingInTurn),
                reason,
            ));
        }
        Ok(())
    }

    fn put(&mut self, i: usize, add: Chips) {
        self.players[i].stack -= add;
        self.players[i].street_bet += add;
        self.players[i].total += add;
    }

    fn aggress(&mut self, index: usize, i: usize, to: Chips) -> Result<(), HandError> {
        let seat = self.hand.seats[i].seat;
        let all_in_to = self.players[i].street_bet + self.players[i].stack;
        if to <= self.current_bet {
            return Err(HandError::illegal(
                index,
                Some(RuleKey::RaiseAmounts),
                Errors::SeatBetsOrRaisesWhich {
                    seat: (seat).to_string(),
                    to: (to).to_string(),
                    current_bet: (self.current_bet).to_string(),
                },
            ));
        }
        if to > all_in_to {
            return Err(HandError::illegal(
                index,
                None,
                Errors::SeatBetsButHasOnly {
                    seat: (seat).to_string(),
                    to: (to).to_string(),
                    all_in_to: (all_in_to).to_string(),
                },
            ));
        }
        let o = self.options_at(i);
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
                    seat: seat.to_string(),
                    why,
                },
            ));
        }
        let (lo, hi) = (o.min_raise_to.unwrap_or(to), o.max_raise_to.unwrap_or(to));
        if to > hi {
            return Err(HandError::illegal(
                index,
                Some(match self.structure {
                    Structure::PotLimit => RuleKey::PotLimitBets,
                    _ => RuleKey::RaiseAmounts,
                }),
                Errors::SeatBetsMostAllowed {
                    seat: (seat).to_string(),
                    to: (to).to_string(),
                    hi: (hi).to_string(),
                },
            ));
        }
        if to < lo && to != all_in_to {
            return Err(HandError::illegal(
                index,
                Some(RuleKey::RaiseAmounts),
                Errors::SeatBetsSmallestLegalBet {
                    seat: (seat).to_string(),
                    to: (to).to_string(),
                    lo: (lo).to_string(),
                },
            ));
        }
        self.size_raise(i, to);
        let add = to - self.players[i].street_bet;
        self.put(i, add);
        if self.aggressions == 0 && self.street != Street::Preflop {
            self.opening_bet = to;
        }
        self.aggressions += 1;
        self.current_bet = to;
        self.last_aggressor = Some(i);
        if self.street == Street::River {
            self.river_aggressor = Some(i);
            self.river_bet = true;
        }
        Ok(())
    }

    /// Whether a bet or raise to `to` is a full one (and so sets the next raise), or a short
    /// all-in (Rule 47).
    fn size_raise(&mut self, i: usize, to: Chips) {
        let increment = to - self.current_bet;
        match self.structure {
            Structure::FixedLimit => {
                let b = self.fixed_bet();
                // A full bet, or an all-in of at least half a bet, counts as a raise (Rule 47),
                // and the next raise is a full bet on top of it: a 15 all-in on a 20 round is
                // raised to 35 (the level becomes the all-in itself, not one more bet on the
                // old level). Below half a bet the level stays: the next player completes.
                if to > self.fl_level && 2 * (to - self.fl_level) >= b {
                    self.fl_level = to;
                    self.bets_this_street += 1;
                } else {
                    self.note_short_all_in(i);
                }
            }
            _ => {
                if increment >= self.full_raise {
                    self.full_raise = increment;
                } else {
                    self.note_short_all_in(i);
                }
            }
        }
    }

    fn note_short_all_in(&mut self, i: usize) {
        self.short_all_in = true;
        let acted_before = (0..self.n).any(|j| {
            j != i && !self.players[j].folded && self.players[j].stack > 0 && self.players[j].acted
        });
        self.reopen_question |= acted_before;
    }

    fn apply_showdown(&mut self, index: usize, i: usize, act: &Act) -> Result<(), HandError> {
        let seat = self.hand.seats[i].seat;
        if !matches!(self.phase, Phase::Closed | Phase::Uncontested) {
            return Err(HandError::illegal(
                index,
                None,
                Errors::SeatShowsOrMucksWhile {
                    seat: (seat).to_string(),
                },
            ));
        }
        match act {
            Act::Show(cards) => {
                if let Some(c) = cards {
                    self.shown.push((i, c.clone()));
                }
                self.players[i].mucked = false;
            }
            Act::Muck => {
                if !self.players[i].folded {
                    self.players[i].mucked = true;
                }
            }
            _ => return self.apply_bet(index, i, act),
        }
        Ok(())
    }

    // ----------------------------------------------------------------- read access

    /// The hand being replayed.
    pub fn hand(&self) -> &'h Hand {
        self.hand
    }
    /// Where the hand is: betting, waiting for a deal, over.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The current street.
    pub fn street(&self) -> Street {
        self.street
    }
    /// Seat to act, if a betting round is under way.
    pub fn to_act(&self) -> Option<u8> {
        self.to_act.map(|i| self.hand.seats[i].seat)
    }
    /// The bet to match on this street (a street total).
    pub fn current_bet(&self) -> Chips {
        self.current_bet
    }
    /// The largest full bet or raise this street (Rule 43).
    pub fn full_raise(&self) -> Chips {
        self.full_raise
    }
    /// A seat's chips in front on this street.
    pub fn committed(&self, seat: u8) -> Chips {
        self.idx(seat).map_or(0, |i| self.players[i].street_bet)
    }
    /// A seat's chips behind.
    pub fn stack(&self, seat: u8) -> Chips {
        self.idx(seat).map_or(0, |i| self.players[i].stack)
    }
    /// A seat's chips put in over the whole hand.
    pub fn total_in(&self, seat: u8) -> Chips {
        self.idx(seat).map_or(0, |i| self.players[i].total)
    }
    /// Whether a seat has folded.
    pub fn has_folded(&self, seat: u8) -> bool {
        self.idx(seat).is_some_and(|i| self.players[i].folded)
    }
    /// Whether a seat has mucked at showdown.
    pub fn has_mucked(&self, seat: u8) -> bool {
        self.idx(seat).is_some_and(|i| self.players[i].mucked)
    }
    /// Whether the seat took a voluntary action this street (posting a blind is not one).
    pub fn has_acted(&self, seat: u8) -> bool {
        self.idx(seat).is_some_and(|i| self.players[i].acted)
    }
    /// Whether a seat is all-in.
    pub fn is_all_in(&self, seat: u8) -> bool {
        self.idx(seat)
            .is_some_and(|i| !self.players[i].folded && self.players[i].stack == 0)
    }
    /// Seats still holding cards, clockwise.
    pub fn live_seats(&self) -> Vec<u8> {
        (0..self.n)
            .filter(|&i| !self.players[i].folded)
            .map(|i| self.hand.seats[i].seat)
            .collect()
    }
    /// Seats in clockwise order from the first seat left of the button.
    pub fn seats_from_button(&self) -> Vec<u8> {
        (0..self.n)
            .map(|k| self.hand.seats[(self.first_after_button + k) % self.n].seat)
            .collect()
    }
    /// The big blind's seat.
    pub fn big_blind_seat(&self) -> u8 {
        self.hand.seats[self.bb].seat
    }
    /// The small blind's seat, where there is one.
    pub fn small_blind_seat(&self) -> Option<u8> {
        self.sb.map(|i| self.hand.seats[i].seat)
    }
    /// The last player to bet or raise.
    pub fn last_aggressor(&self) -> Option<u8> {
        self.last_aggressor.map(|i| self.hand.seats[i].seat)
    }
    /// The last player to bet or raise on the river (Rules 17, 18).
    pub fn river_aggressor(&self) -> Option<u8> {
        self.river_aggressor.map(|i| self.hand.seats[i].seat)
    }
    /// Whether anyone bet on the river.
    pub fn river_bet(&self) -> bool {
        self.river_bet
    }
    /// The board, five places, dealt or not.
    pub fn board(&self) -> Vec<Option<Card>> {
        self.board[..self.board_len].to_vec()
    }
    /// Fixed-limit bet size of the current street.
    pub fn limit_bet(&self) -> Chips {
        self.fixed_bet()
    }
    /// Betting actions so far, blinds excluded.
    pub fn history(&self) -> &[Acted] {
        &self.history
    }
    /// The table as it stands: seats, bets, pot, who is to act and with which options.
    pub fn now(&self) -> TableNow {
        TableNow {
            phase: self.phase,
            street: self.street,
            pot: self.pot(),
            current_bet: self.current_bet,
            button: self.hand.button,
            small_blind: self.small_blind_seat(),
            big_blind: self.big_blind_seat(),
            to_act: self.to_act(),
            options: self.to_act().and_then(|s| self.options(s)),
            board: self.board[..self.board_len]
                .iter()
                .map(|c| c.map_or_else(|| "??".to_string(), |c| c.to_string()))
                .collect(),
            seats: (0..self.n)
                .map(|i| {
                    let p = &self.players[i];
                    SeatNow {
                        seat: self.hand.seats[i].seat,
                        name: self.hand.seats[i].name.clone(),
                        stack: p.stack,
                        in_front: p.street_bet,
                        folded: p.folded,
                        all_in: !p.folded && p.stack == 0,
                        acted: p.acted,
                    }
                })
                .collect(),
        }
    }

    /// Fixed limit: bets and raises made this round (pre-flop the big blind counts).
    pub fn bets_this_street(&self) -> u32 {
        self.bets_this_street
    }

    /// Bets and raises made on this street (posted blinds not counted).
    pub fn aggressions(&self) -> u32 {
        self.aggressions
    }
    /// Whether the bet to call is still the street's opening bet (pre-flop: the big blind).
    pub fn facing_opening_bet(&self) -> bool {
        match self.street {
            Street::Preflop => self.aggressions == 0,
            _ => self.aggressions == 1,
        }
    }
    /// The street's opening bet (pre-flop: the big blind).
    pub fn opening_bet(&self) -> Chips {
        self.opening_bet
    }
    /// A short all-in raise happened on this street.
    pub fn short_all_in(&self) -> bool {
        self.short_all_in
    }
    /// A short all-in came after some player with chips had acted on this street (Rule 47).
    pub fn reopen_question(&self) -> bool {
        self.reopen_question
    }
    /// Uncalled bets handed back.
    pub fn returned(&self) -> &[SeatStack] {
        &self.returned
    }

    fn idx(&self, seat: u8) -> Option<usize> {
        self.hand.seat_index(seat)
    }

    /// Value of the best hand of the player at position `i` on a full board.
    fn hand_value(&self, i: usize, board: &[Card]) -> Option<crate::eval::HandValue> {
        let hole: &[Card] = match self.shown.iter().rev().find(|(j, _)| *j == i) {
            Some((_, c)) => c,
            None => self.hand.seats[i].cards.as_deref()?,
        };
        match self.hand.game.combine() {
            crate::eval::Combine::AnyFive => {
                let mut m = crate::eval::masks_of(board);
                for c in hole {
                    m[c.suit() as usize] |= 1 << c.rank().index();
                }
                Some(crate::eval::eval_masks(m))
            }
            combine => crate::eval::best_hand(hole, board, combine).map(|b| b.value),
        }
    }

    /// Hole cards known for the player at position `i` (dealt or shown).
    pub fn hole_cards(&self, seat: u8) -> Option<Vec<Card>> {
        let i = self.idx(seat)?;
        if let Some((_, c)) = self.shown.iter().rev().find(|(j, _)| *j == i) {
            return Some(c.clone());
        }
        self.hand.seats[i].cards.clone()
    }

    /// Award a pot to its best hand among the players who did not muck (all of them when
    /// everyone mucked), odd chips first to the left of the button; false when the cards to
    /// decide it are not known.
    fn award(&self, pot: &mut Pot, board: Option<&[Card; 5]>) -> bool {
        let contenders: Vec<usize> = pot
            .eligible_idx
            .iter()
            .copied()
            .filter(|&i| !self.players[i].mucked)
            .collect();
        let contenders = if contenders.is_empty() {
            pot.eligible_idx.clone()
        } else {
            contenders
        };
        if self.hand.game.hi_lo() && contenders.len() > 1 {
            return self.award_hi_lo(pot, &contenders, board);
        }
        let winners = if contenders.len() == 1 {
            Some(contenders)
        } else {
            board.and_then(|b| self.best_hands(&contenders, b))
        };
        let Some(ws) = winners else {
            return false;
        };
        let mut ordered: Vec<usize> = (0..self.n)
            .map(|k| (self.first_after_button + k) % self.n)
            .filter(|i| ws.contains(i))
            .collect();
        ordered.dedup();
        pot.shares = split_pot(pot.amount, &ordered, self.hand.smallest_chip)
            .into_iter()
            .map(|(i, amount)| Share {
                seat: self.hand.seats[i].seat,
                amount,
            })
            .collect();
        pot.winners = ordered.iter().map(|&i| self.hand.seats[i].seat).collect();
        true
    }

    /// The positions holding the best hand among `contenders` (ties share), if every hand is
    /// known.
    /// Positions in clockwise order from the first seat left of the button.
    fn clockwise(&self, set: &[usize]) -> Vec<usize> {
        let mut out: Vec<usize> = (0..self.n)
            .map(|k| (self.first_after_button + k) % self.n)
            .filter(|i| set.contains(i))
            .collect();
        out.dedup();
        out
    }

    /// A hi/lo split pot: half to the best high hand, half to the best low of eight or better
    /// (the whole pot to the high when no hand qualifies); the odd chip of the pot goes to the
    /// high half (Rule 20-C), each half's to the first tied winner left of the button (20-A).
    fn award_hi_lo(&self, pot: &mut Pot, contenders: &[usize], board: Option<&[Card; 5]>) -> bool {
        let Some(board) = board else { return false };
        let Some(high) = self.best_hands(contenders, board) else {
            return false;
        };
        let mut lows: Vec<(usize, crate::eval::LowValue)> = Vec::new();
        for &i in contenders {
            let Some(hole) = self.hole_cards(self.hand.seats[i].seat) else {
                return false;
            };
            if let Some(l) = crate::eval::best_omaha_low(&hole, board) {
                lows.push((i, l));
            }
        }
        let best_low = lows.iter().map(|(_, l)| *l).min();
        let low: Vec<usize> = lows
            .iter()
            .filter(|(_, l)| Some(*l) == best_low)
            .map(|(i, _)| *i)
            .collect();
        let chip = self.hand.smallest_chip.max(1);
        let (high_amount, low_amount) = if low.is_empty() {
            (pot.amount, 0)
        } else {
            let units = pot.amount / chip;
            let low_units = units / 2;
            (pot.amount - low_units * chip, low_units * chip)
        };
        let mut shares: Vec<(usize, Chips)> = Vec::new();
        let high = self.clockwise(&high);
        let low = self.clockwise(&low);
        for (i, a) in split_pot(high_amount, &high, chip)
            .into_iter()
            .chain(split_pot(low_amount, &low, chip))
        {
            match shares.iter_mut().find(|(j, _)| *j == i) {
                Some(s) => s.1 += a,
                None => shares.push((i, a)),
            }
        }
        let mut all: Vec<usize> = high.clone();
        all.extend(&low);
        let winners = self.clockwise(&all);
        pot.shares = winners
            .iter()
            .filter_map(|w| shares.iter().find(|(i, _)| i == w))
            .map(|&(i, amount)| Share {
                seat: self.hand.seats[i].seat,
                amount,
            })
            .collect();
        pot.winners = winners.iter().map(|&i| self.hand.seats[i].seat).collect();
        true
    }

    fn best_hands(&self, contenders: &[usize], board: &[Card; 5]) -> Option<Vec<usize>> {
        let mut best = None;
        let mut ws = Vec::new();
        for &i in contenders {
            let v = self.hand_value(i, board)?;
            match best {
                Some(bv) if v < bv => {}
                Some(bv) if v == bv => ws.push(i),
                _ => {
                    best = Some(v);
                    ws = vec![i];
                }
            }
        }
        Some(ws)
    }

    /// The result, once the hand is over: pots (with winners where cards decide them), the
    /// final stacks where every pot could be awarded, and uncalled chips handed back.
    pub fn result(&self) -> Option<HandResult> {
        let over = match self.phase {
            Phase::Uncontested => true,
            Phase::Closed => self.street == Street::River || self.board_len == 5,
            _ => false,
        };
        if !over {
            return None;
        }
        let live: Vec<bool> = (0..self.n).map(|i| !self.players[i].folded).collect();
        let total: Vec<Chips> = self.players[..self.n].iter().map(|p| p.total).collect();
        let mut dead: Vec<Chips> = self.players[..self.n].iter().map(|p| p.dead).collect();
        let mut total = total;
        // A spot's earlier pot is dead money in the main pot.
        if self.prior > 0 && self.n > 0 {
            dead[0] += self.prior;
            total[0] += self.prior;
        }
        let mut pots = build_pots(&total, &dead, &live);
        let board: Option<[Card; 5]> = match self.board {
            [Some(a), Some(b), Some(c), Some(d), Some(e)] if self.board_len == 5 => {
                Some([a, b, c, d, e])
            }
            _ => None,
        };
        let mut all_awarded = true;
        for pot in pots.iter_mut() {
            all_awarded &= self.award(pot, board.as_ref());
            pot.eligible = pot
                .eligible_idx
                .iter()
                .map(|&i| self.hand.seats[i].seat)
                .collect();
        }
        let final_stacks = all_awarded.then(|| {
            (0..self.n)
                .map(|i| {
                    let seat = self.hand.seats[i].seat;
                    let won: Chips = pots
                        .iter()
                        .flat_map(|p| p.shares.iter())
                        .filter(|s| s.seat == seat)
                        .map(|s| s.amount)
                        .sum();
                    SeatStack {
                        seat,
                        stack: self.players[i].stack + won,
                    }
                })
                .collect()
        });
        pots.reverse();
        Some(HandResult {
            pots,
            final_stacks,
            returned: self.returned.clone(),
        })
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        /// An action when no more betting is possible.
        ActsBettingOver { seat: verbatim } = "error-replay-acts-betting-over",
        /// An action after everyone else folded.
        ActsAfterFolds { seat: verbatim } = "error-replay-acts-after-folds",
        /// An action before the next street is dealt.
        ActsBeforeDeal { seat: verbatim, street: verbatim } = "error-replay-acts-before-deal",
        NotHand = "error-replay-not-hand",
        StraddleMustMoreThanBet { current_bet: verbatim } = "error-replay-straddle-must-more-than-bet",
        SeatNotHand { seat: verbatim } = "error-replay-seat-not-hand",
        DealtBeforeBettingOver { street: verbatim, current: verbatim, who: text } = "error-replay-dealt-before-betting-over",
        NotDue { next: verbatim, street: verbatim } = "error-replay-not-due",
        NoneDue { street: verbatim } = "error-replay-none-due",
        /// "; seat N is to act" after a deal that came too early.
        SeatToAct { seat: seat } = "error-replay-seat-to-act",
        /// Nothing (no seat is to act).
        Nothing = "error-replay-nothing",
        SeatChecksFacingBetMore { seat: verbatim, facing: verbatim } = "error-replay-seat-checks-facing-bet-more",
        SeatHasFolded { seat: verbatim } = "error-replay-seat-has-folded",
        SeatActsOutTurn { seat: verbatim, to_act: verbatim } = "error-replay-seat-acts-out-turn",
        /// An action when nobody is to act.
        SeatActsNobodyToAct { seat: verbatim } = "error-replay-seat-acts-nobody-to-act",
        SeatBetsOrRaisesWhich { seat: verbatim, to: verbatim, current_bet: verbatim } = "error-replay-seat-bets-or-raises-which",
        SeatBetsButHasOnly { seat: verbatim, to: verbatim, all_in_to: verbatim } = "error-replay-seat-bets-but-has-only",
        /// May not raise (`why`: `not-reopened`, `capped`, `no-opponent`, `all-chips`).
        SeatMayNotRaise { seat: verbatim, why: choice } = "error-replay-seat-may-not-raise",
        SeatBetsMostAllowed { seat: verbatim, to: verbatim, hi: verbatim } = "error-replay-seat-bets-most-allowed",
        SeatBetsSmallestLegalBet { seat: verbatim, to: verbatim, lo: verbatim } = "error-replay-seat-bets-smallest-legal-bet",
        SeatShowsOrMucksWhile { seat: verbatim } = "error-replay-seat-shows-or-mucks-while",
    }
}

#[cfg(test)]
mod tests;
