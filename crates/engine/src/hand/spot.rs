//! A spot: the betting round as the floor finds it at the table, instead of the whole hand.
//!
//! When called over, a tournament director knows the situation *now*: the level, the button,
//! who is in the hand with how much in front and behind, the bet to face, the last full raise,
//! who has acted since it. [`SpotInput`] carries exactly that; [`Hand::from_spot`] validates it
//! and gives a [`Hand`] whose replay starts from that betting state (and goes on through any
//! `actions` given after it), so every dispute module rules on it as on a full hand.
//!
//! # Design
//!
//! The replay's state is built from the spot directly (the replay's `Table` reads
//! [`Spot`]), not from a made-up action history: any history would invent facts. What the spot
//! does not say is derived the way a full hand would have it: the bet to face is the largest
//! amount in front; the opening bet after the flop is the last full bet when no raise was made
//! (the bet equals the last full bet); a short all-in is an all-in at the top that raised by
//! less than a full raise. The property test `spot_rules_as_the_hand` replays random hands,
//! cuts them at a random decision and checks that the spot gives the same ruling as the hand
//! (`stud_and_draw_spots_rule_as_the_hand` does the same for the stud and draw games).
//!
//! Every game's round can be a spot. Board and draw games have blinds and a button; a draw
//! game's round is named by the draw (`predraw`, `first_draw` …) and a seat's `cards` are the
//! hand it holds now. Stud has no blinds or button but the bring-in and the limits, its rounds
//! are `third` to `seventh`, and each seat shows its up cards (`up_cards`, as many as the street
//! shows, or `cards`, every card in the order dealt): on third street until someone completes
//! the bring-in is the bet to face, and on a round nobody has acted in yet the seat to act must
//! be the one the up cards name (the replay checks it, under the house's conventions).

use super::{
    ActionInput, Blinds, Chips, Dealt, Errors, Game, Hand, HandInput, Limits, MAX_CHIPS,
    MAX_PLAYERS, MAX_SEAT, SeatInput, Street, card_list,
};
use crate::cards::Card;
use crate::error::HandError;
use serde::{Deserialize, Serialize};

/// One seat of a spot.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SpotSeat {
    /// The seat number.
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub seat: u8,
    /// The player's name, where known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The player, as the casino knows them (see the hand's seats).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<crate::hand::input::PlayerRef>,
    /// Chips in front of the player this betting round (blinds included pre-flop).
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub in_front: Chips,
    /// Chips behind (not yet bet). 0 with chips in front: the player is all-in.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub behind: Chips,
    /// The player has folded this round (what is in front stays in the pot).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub folded: bool,
    /// The player has acted since the last full bet or raise (a posted blind is not an act).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub acted: bool,
    /// Hole cards, where known. Draw games: the cards the seat holds now (after the draws so
    /// far). Stud: every card the seat was dealt, in the order dealt, as many as the street has
    /// dealt (three on third street … seven on seventh).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cards: Option<String>,
    /// Stud: the seat's up cards in the order dealt, e.g. `Qc6d` on fourth street, where its
    /// down cards are not known: one on third street, two on fourth, three on fifth, four on
    /// sixth and seventh. They decide who brings in and who opens the later streets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub up_cards: Option<String>,
}

/// The betting round now, as the floor sees it (`spot` in a ruling request).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SpotInput {
    /// The game.
    pub game: Game,
    /// The betting structure, where the hand plays another than its game's usual one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub betting: Option<super::Structure>,
    /// The level's blinds (board and draw games; stud has none: leave out).
    #[serde(default, skip_serializing_if = "Blinds::is_none")]
    pub blinds: Blinds,
    /// Stud: the level's bring-in (required there, with `limits`; the bet to face on third
    /// street until someone completes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub bring_in: Option<Chips>,
    /// The level's ante (information: antes are in `pot`).
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub ante: Chips,
    /// The level's big-blind ante (information: it is in `pot`).
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub big_blind_ante: Chips,
    /// The button's seat (board and draw games; stud has no button: leave out).
    #[serde(default, skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 12))]
    pub button: u8,
    /// The betting round under way: `preflop` … `river` in board games, `third` … `seventh` in
    /// stud, `predraw` (before the first draw) or `first_draw` … `third_draw` (after it) in draw
    /// games, as far as the game has them.
    pub street: Street,
    /// Chips in the middle before this round: earlier rounds, antes, dead money.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub pot: Chips,
    /// The players still seated in the hand this round (folded earlier rounds: leave out).
    pub seats: Vec<SpotSeat>,
    /// No-limit and pot-limit: the size of the last full bet or raise this round. Derived where
    /// the spot shows it: no bet yet (the big blind), or one bet or raise with nobody matching
    /// it yet (the bet, or the raise over the big blind); otherwise required (a 422 names it),
    /// since a guess would change the minimum raise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub last_full_raise: Option<Chips>,
    /// Fixed limit: the street total of the last full bet or raise, where an all-in below the
    /// top leaves it in doubt (a 422 names it then): the next raise is a bet above it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub full_bet_to: Option<Chips>,
    /// After the flop: the round's first bet (default: the smallest amount in front).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub opening_bet: Option<Chips>,
    /// The seat to act.
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub to_act: u8,
    /// The board so far, e.g. `Ah7d2c`, where known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// Fixed-limit bet sizes (default: the big blind and twice it; stud: required).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limits: Option<Limits>,
    /// Fixed limit: bets and raises made this round, the opening bet included (pre-flop the
    /// big blind counts as the bet). Default: from the bet to face and the bet size.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bets_this_round: Option<u32>,
    /// The smallest denomination in play (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub smallest_chip: Option<Chips>,
    /// What happened after the spot, in order (as a hand's actions).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub actions: Vec<ActionInput>,
}

fn is_zero(v: &u8) -> bool {
    *v == 0
}

/// One seat of a validated spot, by position (the order of `Hand::seats`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpotPlayer {
    /// Chips in front this round.
    pub in_front: Chips,
    /// Chips behind.
    pub behind: Chips,
    /// Folded.
    pub folded: bool,
    /// Acted since the last full bet or raise.
    pub acted: bool,
}

/// A validated spot: the state the replay starts from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spot {
    /// The round under way.
    pub street: Street,
    /// Chips in the middle before this round.
    pub pot: Chips,
    /// Each seat, in the order of `Hand::seats`.
    pub players: Vec<SpotPlayer>,
    /// The last full bet or raise.
    pub last_full_raise: Chips,
    /// After the flop: the round's first bet (0: none yet).
    pub opening_bet: Chips,
    /// The seat to act.
    pub to_act: u8,
    /// The board cards dealt (as many as the street has), where known.
    pub board: Vec<Option<Card>>,
    /// Fixed limit: bets and raises made this round.
    pub bets_this_round: Option<u32>,
    /// Fixed limit: the street total of the last full bet or raise, where the spot gives it.
    pub full_bet_to: Option<Chips>,
}

impl Spot {
    /// The bet to face: the most chips in front; pre-flop at least the big blind (a big blind
    /// posted short still sets the call at the full blind).
    pub fn current_bet(&self, big_blind: Chips) -> Chips {
        bet_to_face(&self.players, self.street, big_blind)
    }
}

/// The most chips in front; pre-flop at least the big blind.
/// The first round of a game with blinds: pre-flop, or a draw game's round before the draw.
fn blind_round(street: Street) -> bool {
    matches!(street, Street::Preflop | Street::Predraw)
}

fn bet_to_face(players: &[SpotPlayer], street: Street, big_blind: Chips) -> Chips {
    let top = players.iter().map(|p| p.in_front).max().unwrap_or(0);
    if blind_round(street) {
        top.max(big_blind)
    } else {
        top
    }
}

/// The last full bet or raise where the spot shows it: none yet (the big blind), or one bet or
/// raise that nobody has matched (every other amount in front at most the level it rose
/// from). Otherwise an earlier raise may be hidden under a call, and nothing is guessed.
fn derived_full_raise(
    players: &[SpotPlayer],
    street: Street,
    big_blind: Chips,
    current: Chips,
) -> Option<Chips> {
    let from = if blind_round(street) { big_blind } else { 0 };
    if current <= from {
        return Some(big_blind);
    }
    let at_top = players.iter().filter(|p| p.in_front == current).count();
    let between = players
        .iter()
        .any(|p| p.in_front > from && p.in_front < current);
    (at_top == 1 && !between).then(|| {
        let raise = current - from;
        // A short all-in opening or raising: the full raise is still the big blind.
        if raise >= big_blind { raise } else { big_blind }
    })
}

/// Fixed limit: whether an all-in below the top could have been the last full raise, with the
/// top a short all-in over it (then the next raise is a bet above the all-in below, not above
/// the top): the spot does not say which.
fn limit_level_in_doubt(players: &[SpotPlayer], s: &SpotInput, current: Chips) -> bool {
    let bet = street_bet(s).max(1);
    // Stud's third street: the bring-in is no level; a completion is measured from nothing.
    let bring_in = match s.street {
        Street::Third => s.bring_in.unwrap_or(0),
        _ => 0,
    };
    let below = players
        .iter()
        .filter(|p| p.folded || p.behind > 0)
        .map(|p| {
            if p.in_front <= bring_in {
                0
            } else {
                p.in_front
            }
        })
        .chain((blind_round(s.street)).then_some(s.blinds.big))
        .filter(|&b| b < current)
        .max()
        .unwrap_or(0);
    players.iter().any(|p| {
        !p.folded
            && p.behind == 0
            && p.in_front > below
            && p.in_front < current
            && 2 * (p.in_front - below) >= bet
            && 2 * (current - p.in_front) < bet
    })
}

/// Fixed limit: the round's bet, the small or the big one (default: the big blind and twice it).
fn street_bet(s: &SpotInput) -> Chips {
    let big = s.game.street_def(s.street).is_some_and(|d| d.big_bet);
    match (big, s.limits) {
        (false, Some(l)) => l.small_bet,
        (true, Some(l)) => l.big_bet,
        (false, None) => s.blinds.big,
        (true, None) => 2 * s.blinds.big,
    }
}

/// Stud: each seat's cards are as many as the street has dealt: `cards` every card in the
/// order dealt, `up_cards` the cards face up (one on third street, two on fourth, three on
/// fifth, four on sixth and seventh).
fn stud_cards_on_street(s: &SpotInput) -> Result<(), HandError> {
    let rounds = s.game.def().streets;
    let upto = rounds
        .iter()
        .position(|d| d.street == s.street)
        .map_or(rounds.len(), |k| k + 1);
    let dealt: usize = rounds[..upto]
        .iter()
        .map(|d| usize::from(d.down + d.up))
        .sum();
    let up: usize = rounds[..upto].iter().map(|d| usize::from(d.up)).sum();
    for (i, x) in s.seats.iter().enumerate() {
        let count = |t: &Option<String>| {
            t.as_deref()
                .map(|t| t.chars().filter(|c| !c.is_whitespace()).count() / 2)
        };
        if let Some(given) = count(&x.cards)
            && given != dealt
        {
            return Err(HandError::invalid(
                format!("spot.seats[{i}].cards"),
                Errors::SpotStudCards {
                    seat: x.seat,
                    street: s.street.name(),
                    n: dealt,
                    given,
                },
            ));
        }
        if x.cards.is_none()
            && let Some(given) = count(&x.up_cards)
            && given != up
        {
            return Err(HandError::invalid(
                format!("spot.seats[{i}].up_cards"),
                Errors::SpotUpCards {
                    seat: x.seat,
                    street: s.street.name(),
                    n: up,
                    given,
                },
            ));
        }
    }
    Ok(())
}

impl Hand {
    /// Validate a spot and give the hand that starts from it.
    pub fn from_spot(s: &SpotInput) -> Result<Hand, HandError> {
        let f = |k: &str| format!("spot.{k}");
        let over = |v: Chips| v > MAX_CHIPS;
        if over(s.pot) || over(s.blinds.big) || over(s.blinds.small) {
            return Err(HandError::invalid(
                f("pot"),
                Errors::AmountsMostChips { value: MAX_CHIPS },
            ));
        }
        if let Some(i) = s
            .seats
            .iter()
            .position(|x| over(x.in_front) || over(x.behind))
        {
            return Err(HandError::invalid(
                f(&format!("seats[{i}]")),
                Errors::AmountsMostChips { value: MAX_CHIPS },
            ));
        }
        // Stud has no button (and no blinds: the hand's own check names `spot.blinds`).
        let stud = s.game.family() == super::Family::Stud;
        if stud && s.button != 0 {
            return Err(HandError::invalid(
                f("button"),
                Errors::SpotStudNoButton {
                    game: s.game.name(),
                },
            ));
        }
        if !s.game.plays(s.street) {
            return Err(HandError::invalid(
                f("street"),
                Errors::StreetNotInGame {
                    street: s.street.name(),
                    game: s.game.name(),
                },
            ));
        }
        if s.seats.len() > MAX_PLAYERS {
            return Err(HandError::invalid(
                f("seats"),
                Errors::PlayersTableSeatsMost {
                    seats: s.seats.len(),
                    value: MAX_PLAYERS,
                },
            ));
        }
        // The hand the spot stands for: stacks at the start of this round.
        let input = HandInput {
            betting: s.betting,
            bring_in: s.bring_in,
            game: s.game,
            blinds: s.blinds,
            blinds_posted_by: Default::default(),
            ante: 0,
            big_blind_ante: 0,
            button: s.button,
            dead_small_blind: false,
            seats: s
                .seats
                .iter()
                .map(|x| SeatInput {
                    up_cards: x.up_cards.clone(),
                    seat: x.seat,
                    name: x.name.clone(),
                    // A player all-in in an earlier round starts this one with nothing: the
                    // replay takes chips from the spot, the seat only needs to be dealt in.
                    stack: x.in_front.saturating_add(x.behind).max(1),
                    cards: x.cards.clone(),
                    ante: None,
                    absent: false,
                    player: x.player.clone(),
                })
                .collect(),
            actions: s.actions.clone(),
            straddles: Vec::new(),
            posts: Vec::new(),
            smallest_chip: s.smallest_chip,
            limits: s.limits,
            rules: Default::default(),
        };
        let mut hand = Hand::parse(&input).map_err(|e| e.under("spot"))?;
        if stud {
            stud_cards_on_street(s)?;
        }
        let mut dealt = Dealt::default();
        for x in &hand.seats {
            if let Some(c) = &x.cards {
                dealt.claim(c, &f("seats"))?;
            }
        }
        let board = match &s.board {
            Some(t) => card_list(t, &f("board"))?.unwrap_or_default(),
            None => Vec::new(),
        };
        // The board as the round finds it, from the game's row.
        let need = s.game.board_through(s.street);
        if !board.is_empty() && board.len() != need {
            return Err(HandError::invalid(
                f("board"),
                Errors::SpotBoardCards {
                    n: need,
                    given: board.len(),
                },
            ));
        }
        dealt.claim(&board, &f("board"))?;
        // Positions follow the hand's seat order.
        let by_seat = |seat: u8| s.seats.iter().position(|x| x.seat == seat);
        let players: Vec<SpotPlayer> = hand
            .seats
            .iter()
            .filter_map(|x| by_seat(x.seat))
            .map(|i| SpotPlayer {
                in_front: s.seats[i].in_front,
                behind: s.seats[i].behind,
                folded: s.seats[i].folded,
                acted: s.seats[i].acted,
            })
            .collect();
        let current = bet_to_face(&players, s.street, s.blinds.big);
        let fixed = s.betting.unwrap_or(s.game.structure()) == super::Structure::FixedLimit;
        // Stud: the street's bet (the small bet on third and fourth street, the big bet after).
        let unit = street_bet(s);
        let bring_in = s.bring_in.unwrap_or(0);
        let facing_bring_in = stud && s.street == Street::Third && current <= bring_in;
        let last_full_raise =
            match s.last_full_raise {
                Some(v) => v,
                None if stud && (current == 0 || facing_bring_in) => unit,
                None if fixed && (blind_round(s.street) || current == 0) => s.blinds.big,
                // An all-in short of the level's bet is no full bet: the level's bet is.
                None if fixed && current < unit => unit,
                None if fixed => current,
                None => derived_full_raise(&players, s.street, s.blinds.big, current).ok_or_else(
                    || HandError::invalid(f("last_full_raise"), Errors::SpotFullRaiseNeeded),
                )?,
            };
        if fixed && s.full_bet_to.is_none() && limit_level_in_doubt(&players, s, current) {
            return Err(HandError::invalid(
                f("full_bet_to"),
                Errors::SpotFullBetToNeeded,
            ));
        }
        if last_full_raise == 0 {
            return Err(HandError::invalid(
                f("last_full_raise"),
                Errors::SpotFullRaiseZero,
            ));
        }
        // A seat that has acted since the last full bet and is neither all-in nor folded has
        // matched it, or faces less than a full raise more (a short all-in since, Rule 47).
        for (i, x) in s.seats.iter().enumerate() {
            if x.acted && !x.folded && x.behind > 0 && current - x.in_front >= last_full_raise {
                return Err(HandError::invalid(
                    f(&format!("seats[{i}].acted")),
                    Errors::SpotActedNotMatched {
                        seat: x.seat,
                        in_front: x.in_front,
                        current,
                    },
                ));
            }
        }
        let Some(ti) = by_seat(s.to_act) else {
            return Err(HandError::invalid(
                f("to_act"),
                Errors::SeatNotHand { seat: s.to_act },
            ));
        };
        let t = &s.seats[ti];
        if t.folded || t.behind == 0 || (t.acted && t.in_front >= current) {
            return Err(HandError::invalid(
                f("to_act"),
                Errors::SpotToActCannot { seat: s.to_act },
            ));
        }
        if players.iter().filter(|p| !p.folded).count() < 2 {
            return Err(HandError::invalid(f("seats"), Errors::SpotOneLiveHand));
        }
        if !stud && !(1..=MAX_SEAT).contains(&s.button) {
            return Err(HandError::invalid(
                f("button"),
                Errors::ButtonMustSeatNumberFrom { value: MAX_SEAT },
            ));
        }
        let mut cards: Vec<Option<Card>> = board.into_iter().map(Some).collect();
        cards.resize(need, None);
        let opening_bet = match s.opening_bet {
            _ if blind_round(s.street) || current == 0 => 0,
            // Stud's third street: the bring-in until someone completes, then the completion.
            _ if facing_bring_in => bring_in,
            // Stud's third street after the completion: the first chips above the bring-in
            // opened it, a full completion or one all-in for less.
            None if stud && s.street == Street::Third => players
                .iter()
                .map(|p| p.in_front)
                .filter(|&b| b > bring_in)
                .min()
                .map_or(unit, |b| b.min(unit)),
            Some(b) => b,
            None => players
                .iter()
                .map(|p| p.in_front)
                .filter(|&b| b > 0)
                .min()
                .unwrap_or(0),
        };
        hand.spot = Some(Spot {
            street: s.street,
            pot: s.pot,
            players,
            last_full_raise,
            opening_bet,
            to_act: s.to_act,
            board: cards,
            bets_this_round: s.bets_this_round,
            full_bet_to: s.full_bet_to,
        });
        Ok(hand)
    }
}
