//! `rotation`: a mixed-game rotation (HORSE, 8-game, dealer's choice) and the button (Rule 11).
//!
//! - 11-B: the button freezes through the stud rounds (stud deals no button); when the games with
//!   a button come back, it moves on one seat from where it froze, as if the stud hands had not
//!   been dealt, and the blinds follow it.
//! - 11-A: balancing in a mixed event moves the player who would be the big blind on the next
//!   hand with a button (during a stud round: counted from the frozen button); in an event of
//!   stud games only, players move by position: the player in the seat matching the open seat
//!   at the short table is the reading taken here, the house's procedure deciding (Rule 1).
//!
//! No hand is needed: the table's seats and the frozen button are the facts.

use crate::error::HandError;
use crate::hand::{Game, Hand};
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, NextHand, Outcome};
use crate::text::Reason;
use serde::{Deserialize, Serialize};

/// What the floor asks about the rotation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum RotationQuestion {
    /// Where the button and the blinds are on the next hand (11-B).
    NextButton,
    /// Which player moves to balance a table (11-A).
    WhoMoves,
}

/// The kind of event, for who moves (11-A).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    /// Games with and without a button (HORSE, 8-game, dealer's choice).
    #[default]
    Mixed,
    /// Stud games only.
    StudOnly,
}

/// A table in a mixed-game rotation: the seats, the game of the next hand and the frozen
/// button.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct RotationDispute {
    /// The question.
    pub question: RotationQuestion,
    /// The game of the next hand (e.g. `RAZZ` in HORSE's R, `LHE` once the rotation comes back
    /// to hold'em).
    pub next_game: Game,
    /// The seats with a player, in any order.
    pub seats: Vec<u8>,
    /// The button of the last hand dealt with a button: where it froze if a stud round came
    /// after it.
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub button: u8,
    /// Whether a stud round was dealt since that hand (the button is then frozen there).
    #[serde(default)]
    pub stud_since: bool,
    /// Seats whose players were dealt that hand and have left since (busted or moved): the
    /// blinds of that hand are placed with them, and the next hand's by the dead button
    /// (Rule 32), a seat left empty staying empty. Empty when absent: `seats` were the seats
    /// of that hand too.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub left_since: Vec<u8>,
    /// Mixed (default) or stud games only (who moves, 11-A).
    #[serde(default)]
    pub event: EventKind,
    /// Stud-only events: the open seat at the short table (the player in that seat moves).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub open_seat: Option<u8>,
    /// Mixed events: the short table the player moves to, for the seat taken there (`mover_to`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub short_table: Option<ShortTable>,
}

/// The table a balanced player moves to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ShortTable {
    /// Its seats with a player.
    pub seats: Vec<u8>,
    /// The seat that posted its last big blind.
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub big_blind: u8,
    /// Its seats in all (default: 10, or the highest seat named if more).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 2, maximum = 12))]
    pub size: Option<u8>,
}

/// The worst position at the short table (11-A): the first open seat the big blind reaches
/// after its last big blind (under a dead button the small blind is always last hand's big
/// blind, a seat with a player, so the worst position is never the small blind); with the
/// hands before the moved player posts the big blind there (0: on the next hand).
fn worst_position(t: &ShortTable) -> Result<(u8, usize), HandError> {
    let mut seats = t.seats.clone();
    seats.sort_unstable();
    seats.dedup();
    let max = crate::hand::MAX_SEAT;
    let highest = seats.iter().copied().chain([t.big_blind]).max().unwrap_or(1);
    let size = t.size.unwrap_or(10).max(highest);
    if seats.is_empty()
        || seats.iter().any(|&s| !(1..=max).contains(&s))
        || !(2..=max).contains(&size)
        || !seats.contains(&t.big_blind)
    {
        return Err(HandError::dispute("dispute.short_table", Errors::ShortTable));
    }
    let mut passed = 0;
    for k in 1..size {
        let s = (t.big_blind - 1 + k) % size + 1;
        if seats.contains(&s) {
            passed += 1;
        } else {
            return Ok((s, passed));
        }
    }
    Err(HandError::dispute("dispute.short_table", Errors::ShortTableFull))
}

/// The outcome codes only this family answers with.
#[allow(non_upper_case_globals)]
impl Outcome {
    /// The player who moves to balance the tables.
    pub const Moves: Outcome = Outcome::code("moves");
}

impl super::Decide for RotationDispute {
    const HANDLESS: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::NextHand,
            "the next hand's button and blinds (`next_hand`); none in a stud hand, the button frozen",
        ),
        (Outcome::Moves, "the seat of the player who moves (`mover`)"),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Errors::SPECS, Text::SPECS];

    fn decide(&self, _hand: &Hand, _ctx: &Ctx) -> Result<Draft, HandError> {
        let mut seats = self.seats.clone();
        seats.sort_unstable();
        seats.dedup();
        if seats.len() < 2 || seats.iter().any(|&s| !(1..=crate::hand::MAX_SEAT).contains(&s)) {
            return Err(HandError::dispute("dispute.seats", Errors::Seats));
        }
        if !(1..=crate::hand::MAX_SEAT).contains(&self.button) {
            return Err(HandError::dispute("dispute.button", Errors::Button));
        }
        if self
            .left_since
            .iter()
            .any(|s| seats.contains(s) || !(1..=crate::hand::MAX_SEAT).contains(s))
        {
            return Err(HandError::dispute("dispute.left_since", Errors::LeftSince));
        }
        // The seat after `s` with a player.
        let after = |s: u8| -> u8 { *seats.iter().find(|&&x| x > s).unwrap_or(&seats[0]) };
        let (button, small, big) = if self.left_since.is_empty() {
            // The next hand with a button: one seat on from the frozen (or last) button.
            let button = after(self.button);
            if seats.len() == 2 {
                (button, Some(button), after(button))
            } else {
                (button, Some(after(button)), after(after(button)))
            }
        } else {
            self.dead_button(&seats)
        };
        match self.question {
            RotationQuestion::NextButton => Ok(self.next_button(&seats, button, small, big)),
            RotationQuestion::WhoMoves => match self.event {
                EventKind::Mixed => {
                    let mut d = Draft::new(Outcome::Moves, RuleKey::BalancingTables, Some("A"));
                    d.decision.mover = Some(big);
                    if self.stud_since || !self.next_game.has_blinds() {
                        d.see_also.push((RuleKey::BalancingTables, Some("B")));
                        d.reasoning.push(Text::Frozen { button: self.button }.into());
                    }
                    d.reasoning.push(Text::NextBigBlindMoves { seat: big }.into());
                    d.summary = Some(Text::MovesSummary { seat: big }.into());
                    if let Some(short) = &self.short_table {
                        let (to, before) = worst_position(short)?;
                        d.decision.mover_to = Some(to);
                        d.reasoning.push(if before == 0 {
                            Text::WorstPositionNow { seat: to }.into()
                        } else {
                            Text::WorstPosition { seat: to, hands: before + 1 }.into()
                        });
                    }
                    Ok(d)
                }
                EventKind::StudOnly => {
                    let open = self
                        .open_seat
                        .ok_or_else(|| HandError::dispute("dispute.open_seat", Errors::OpenSeat))?;
                    let mut d = Draft::new(Outcome::Moves, RuleKey::BalancingTables, Some("A"));
                    d.discretion = true;
                    d.see_also.push((RuleKey::BalancingTables, Some("C")));
                    if self.short_table.is_some() {
                        return Err(HandError::dispute("dispute.short_table", Errors::ShortTableStud));
                    }
                    if seats.contains(&open) {
                        d.decision.mover = Some(open);
                        d.decision.mover_to = Some(open);
                        d.reasoning.push(Text::ByPosition { seat: open }.into());
                        d.summary = Some(Text::MovesSummary { seat: open }.into());
                    } else {
                        d.reasoning.push(Text::ByPositionEmpty { seat: open }.into());
                        d.summary = Some(Text::ByPositionEmpty { seat: open }.into());
                    }
                    Ok(d)
                }
            },
        }
    }
}

impl RotationDispute {
    /// The next hand with a button: where the button and the blinds go.
    fn next_button(&self, seats: &[u8], button: u8, small: Option<u8>, big: u8) -> Draft {
        let seats = seats.to_vec();
        if !self.next_game.has_blinds() {
            let mut d = Draft::new(Outcome::NextHand, RuleKey::BalancingTables, Some("B"));
            d.summary = Some(
                Text::StudNoButton {
                    game: self.next_game.name(),
                    button: self.button,
                }
                .into(),
            );
            d.reasoning.push(Text::Frozen { button: self.button }.into());
            return d;
        }
        let mut d = Draft::new(
            Outcome::NextHand,
            if self.stud_since {
                RuleKey::BalancingTables
            } else {
                RuleKey::DeadButton
            },
            self.stud_since.then_some("B"),
        );
        let button_dead = !seats.contains(&button);
        d.decision.next_hand = Some(NextHand {
            button,
            button_dead,
            small_blind: small,
            big_blind: Some(big),
            button_blind: false,
            heads_up: seats.len() == 2,
            dealt_in: seats.clone(),
            waiting: Vec::new(),
        });
        if self.stud_since {
            d.reasoning.push(Text::Frozen { button: self.button }.into());
        }
        if !self.left_since.is_empty() {
            if self.stud_since {
                d.see_also.push((RuleKey::DeadButton, None));
            }
            d.reasoning.push(Text::LeftSince.into());
        }
        match small {
            Some(small) if !button_dead => {
                d.reasoning.push(Text::Resumes { button, small, big }.into());
                d.summary = Some(Text::NextButtonSummary { button, small, big }.into());
            }
            _ => {
                if button_dead {
                    d.reasoning.push(Text::DeadButtonOn { seat: button }.into());
                }
                match small {
                    Some(small) => {
                        d.summary =
                            Some(Text::NextButtonSummary { button, small, big }.into());
                    }
                    None => {
                        d.reasoning.push(Text::DeadSmall { seat: self.last_big(&seats) }.into());
                        d.summary = Some(Text::NoSmallSummary { button, big }.into());
                    }
                }
            }
        }
        d
    }

    /// The seats dealt the last hand with a button: those seated now and those left since.
    fn then(&self, seats: &[u8]) -> Vec<u8> {
        let mut then: Vec<u8> = seats.iter().chain(&self.left_since).copied().collect();
        then.sort_unstable();
        then.dedup();
        then
    }

    /// That hand's big blind, placed among the seats dealt then.
    fn last_big(&self, seats: &[u8]) -> u8 {
        let then = self.then(seats);
        let (_, bb) = crate::hand::blind_positions(&then, self.button, false);
        then[bb]
    }

    /// The next hand by the dead button (Rule 32) from the last hand with a button, dealt to
    /// `seats` and those in `left_since`: the button (dead when empty now), the small blind
    /// (none when last hand's big blind has left) and the big blind.
    fn dead_button(&self, seats: &[u8]) -> (u8, Option<u8>, u8) {
        let then = self.then(seats);
        let size = then
            .iter()
            .copied()
            .chain(std::iter::once(self.button))
            .max()
            .unwrap_or(crate::hand::MAX_SEAT);
        let (sb, bb) = crate::hand::blind_positions(&then, self.button, false);
        let (bb_this, sb_this) = (then[bb], sb.map(|i| then[i]));
        let big = super::common::next_after(bb_this, size, seats).unwrap_or(seats[0]);
        if seats.len() == 2 {
            let button = seats.iter().copied().find(|&s| s != big).unwrap_or(big);
            return (button, Some(button), big);
        }
        let next = super::common::ring((then.len(), bb_this, sb_this), big, size, seats, &[]);
        (next.button, next.small_blind, big)
    }
}

crate::text::messages! {
    /// The reasons of a `rotation` ruling.
    pub enum Text {
        /// The button froze during the stud round.
        Frozen { button: seat } = "rotation-frozen",
        /// Stud has no button: it stays frozen.
        StudNoButton { game: text, button: seat } = "rotation-stud-no-button",
        /// The button resumes.
        Resumes { button: seat, small: seat, big: seat } = "rotation-resumes",
        /// Players left since that hand: the dead button places the next.
        LeftSince = "rotation-left-since",
        /// The small blind is dead.
        DeadSmall { seat: seat } = "rotation-dead-small",
        /// The button is dead.
        DeadButtonOn { seat: seat } = "rotation-dead-button",
        /// Summary with no small blind.
        NoSmallSummary { button: seat, big: seat } = "rotation-next-button-summary-no-small",
        NextButtonSummary { button: seat, small: seat, big: seat } = "rotation-next-button-summary",
        /// The next big blind moves (mixed).
        NextBigBlindMoves { seat: seat } = "rotation-next-big-blind-moves",
        MovesSummary { seat: seat } = "rotation-moves-summary",
        /// Stud only: by position.
        ByPosition { seat: seat } = "rotation-by-position",
        ByPositionEmpty { seat: seat } = "rotation-by-position-empty",
        /// The worst position: the next big blind there.
        WorstPositionNow { seat: seat } = "rotation-worst-position-now",
        /// The worst position: the big blind reaches it in some hands.
        WorstPosition { seat: seat, hands: count } = "rotation-worst-position",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        Seats = "error-rotation-seats",
        Button = "error-rotation-button",
        OpenSeat = "error-rotation-open-seat",
        ShortTable = "error-rotation-short-table",
        ShortTableFull = "error-rotation-short-table-full",
        ShortTableStud = "error-rotation-short-table-stud",
        LeftSince = "error-rotation-left-since",
    }
}
