//! `penalty`: what penalty for an infraction (Rule 71). The choice is the tournament
//! director's (71-A: warnings, missed hands or rounds, disqualification; repeat infractions
//! escalate), so every ruling is `discretion: true` with the reading the rules lean to and the
//! other steps as alternatives. What is not left to the floor is the arithmetic: a missed round
//! is one hand for every player at the table when the penalty is given, the offender included,
//! and the seat keeps posting its blinds and antes meanwhile (71-C), down to blinding out.
//!
//! # Design
//! The lean reading is a ladder: a first infraction a warning, then one, two, three missed
//! rounds. Soft play starts at a missed round (Rule 69 says it "will result in penalties");
//! chip dumping and collusion lean to disqualification (Rule 69 names it).

use super::common::{known_seat, state_now};
use crate::error::HandError;
use crate::hand::{Chips, Hand};
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, Outcome, PenaltyOut};
use crate::text::Message;
use serde::{Deserialize, Serialize};
use crate::text::Reason;

/// What penalty for this infraction? The rules leave the choice to the floor (Rule 71-A); the
/// ruling gives the reading they lean to, the range, and the missed-round arithmetic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PenaltyDispute {
    /// The offender's seat.
    pub seat: u8,
    /// What the player did.
    pub infraction: Infraction,
    /// Earlier penalties or warnings the player received in this event (default 0).
    #[serde(default)]
    pub prior: u8,
    /// Players at the table when the penalty is given, the offender included (default: the
    /// seats of `hand`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players_at_table: Option<u8>,
}

/// The kind of infraction a penalty is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Infraction {
    /// Etiquette: delay, touching others' chips or cards, abusive conduct, excessive chatter
    /// (Rule 70).
    Etiquette,
    /// Exposing cards with action pending, or not folding properly (Rule 68).
    CardExposure,
    /// Disclosing a hand's contents or advising another player (Rule 67).
    Disclosure,
    /// Using a phone or device at the table with a live hand (Rule 5).
    ElectronicDevice,
    /// Soft play: not betting against an opponent as the hand deserves (Rule 69).
    SoftPlay,
    /// Chip dumping or any other collusion (Rule 69).
    Collusion,
}

impl Infraction {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        crate::units::wire_name(&self)
    }
}

/// The heaviest step of missed rounds the ladder reaches.
const MAX_ROUNDS: u8 = 3;

/// One step of the penalty ladder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Warning,
    Rounds(u8),
    Disqualification,
}

/// The step the rules lean to for an infraction after `prior` earlier ones.
fn lean(infraction: Infraction, prior: u8) -> Step {
    match infraction {
        Infraction::Collusion => Step::Disqualification,
        Infraction::SoftPlay => Step::Rounds(prior.saturating_add(1).min(MAX_ROUNDS)),
        _ if prior == 0 => Step::Warning,
        _ => Step::Rounds(prior.min(MAX_ROUNDS)),
    }
}

/// The rule that names the infraction.
fn infraction_rule(i: Infraction) -> RuleKey {
    match i {
        Infraction::Etiquette => RuleKey::EtiquetteViolations,
        Infraction::CardExposure => RuleKey::ExposingCards,
        Infraction::Disclosure => RuleKey::NoDisclosure,
        Infraction::ElectronicDevice => RuleKey::ElectronicDevices,
        Infraction::SoftPlay | Infraction::Collusion => RuleKey::EthicalPlay,
    }
}

/// The count of a missed-round penalty and the forced bets posted over it.
fn count(hand: &Hand, seat: u8, rounds: u8, players: u8, stack: Chips) -> PenaltyOut {
    let hands = u32::from(rounds) * u32::from(players);
    let ante = hand
        .seat_index(seat)
        .map(|i| hand.seats[i].ante)
        .unwrap_or(hand.ante);
    let per_orbit = hand.blinds.small + hand.blinds.big + hand.big_blind_ante;
    let forced_bets = Chips::from(rounds)
        .saturating_mul(per_orbit)
        .saturating_add(Chips::from(hands).saturating_mul(ante));
    PenaltyOut {
        rounds,
        hands,
        players_at_table: players,
        forced_bets,
        blinded_out: forced_bets >= stack,
    }
}

/// The outcome codes only this family answers with.
#[allow(non_upper_case_globals)]
impl Outcome {
    /// Disqualification.
    pub const Disqualification: Outcome = Outcome::code("disqualification");
}

impl super::Decide for PenaltyDispute {
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Warning, "a verbal warning"),
        (Outcome::Penalty, "missed hands or rounds (`penalty` gives the count)"),
        (Outcome::Disqualification, "disqualification"),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Errors::SPECS, PenaltyText::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// Rule on a `penalty` dispute.
fn decide(hand: &Hand, d: &PenaltyDispute, _ctx: &Ctx) -> Result<Draft, HandError> {
    known_seat(hand, d.seat, "dispute.seat")?;
    let players = match d.players_at_table {
        Some(n) if !(2..=12).contains(&n) => {
            return Err(HandError::dispute(
                "dispute.players_at_table",
                Errors::PlayersAtTable { players: n.into() },
            ));
        }
        Some(n) => n,
        None => u8::try_from(hand.seats.len()).unwrap_or(u8::MAX),
    };
    let t = state_now(hand)?;
    let stack = t
        .result()
        .and_then(|r| r.final_stacks)
        .and_then(|f| f.into_iter().find(|s| s.seat == d.seat))
        .map_or_else(|| t.stack(d.seat), |s| s.stack);
    let step = lean(d.infraction, d.prior);
    let (outcome, part) = match step {
        Step::Warning => (Outcome::Warning, "A"),
        Step::Rounds(_) => (Outcome::Penalty, "A"),
        Step::Disqualification => (Outcome::Disqualification, "D"),
    };
    let mut dr = Draft::new(outcome, RuleKey::Penalties, Some(part));
    dr.discretion = true;
    dr.see_also.push((infraction_rule(d.infraction), None));
    let seat = d.seat;
    dr.reasoning.push(
        PenaltyText::Infraction {
            seat,
            infraction: d.infraction.as_str(),
        }
        .into(),
    );
    dr.reasoning.push(why(d.infraction, d.prior, step));
    if let Step::Rounds(rounds) = step {
        let c = count(hand, seat, rounds, players, stack);
        dr.reasoning.extend(arithmetic(&c, stack));
        dr.summary = Some(
            PenaltyText::SummaryRounds {
                seat,
                rounds: rounds.into(),
                hands: c.hands as usize,
            }
            .into(),
        );
        dr.penalty = Some(c);
    } else if step == Step::Warning {
        dr.summary = Some(PenaltyText::SummaryWarning { seat }.into());
    } else {
        dr.summary = Some(PenaltyText::SummaryDisqualified { seat }.into());
    }
    dr.reasoning.push(PenaltyText::TheFloorChooses.into());
    dr.alternatives = range(step, players);
    Ok(dr)
}

/// Why this step: a first infraction, a repeat one, soft play, collusion.
fn why(infraction: Infraction, prior: u8, step: Step) -> Message {
    let rounds = match step {
        Step::Rounds(r) => r.into(),
        _ => 0,
    };
    match infraction {
        Infraction::Collusion => PenaltyText::Collusion.into(),
        Infraction::SoftPlay => PenaltyText::SoftPlay {
            prior: prior.into(),
            rounds,
        }
        .into(),
        _ if prior == 0 => PenaltyText::FirstInfraction.into(),
        _ => PenaltyText::Repeat {
            prior: prior.into(),
            rounds,
        }
        .into(),
    }
}

/// The missed-round count, and the blinds and antes posted meanwhile.
fn arithmetic(c: &PenaltyOut, stack: Chips) -> Vec<Message> {
    let mut out: Vec<Message> = vec![
        PenaltyText::Count {
            rounds: c.rounds.into(),
            players: c.players_at_table.into(),
            hands: c.hands as usize,
        }
        .into(),
        PenaltyText::Posts {
            hands: c.hands as usize,
            forced: c.forced_bets,
            stack,
        }
        .into(),
    ];
    if c.blinded_out {
        out.push(PenaltyText::BlindedOut.into());
    }
    out
}

/// Every other step the floor may choose.
fn range(lean: Step, players: u8) -> Vec<Alt> {
    let mut steps = vec![Step::Warning];
    steps.extend((1..=MAX_ROUNDS).map(Step::Rounds));
    steps.push(Step::Disqualification);
    steps
        .into_iter()
        .filter(|s| *s != lean)
        .map(|s| match s {
            Step::Warning => Alt::outcome(PenaltyText::AltWarning, Outcome::Warning),
            Step::Rounds(r) => Alt::outcome(
                PenaltyText::AltRounds {
                    rounds: r.into(),
                    hands: usize::from(r) * usize::from(players),
                },
                Outcome::Penalty,
            ),
            Step::Disqualification => {
                Alt::outcome(PenaltyText::AltDisqualify, Outcome::Disqualification)
            }
        })
        .collect()
}

crate::text::messages! {
    /// The reasons of a `penalty` ruling.
    pub enum PenaltyText {
        /// The infraction, with the rule that names it.
        Infraction { seat: seat, infraction: choice } = "penalty-infraction",
        /// A first infraction: a warning.
        FirstInfraction = "penalty-first-infraction",
        /// A repeat infraction: escalation.
        Repeat { prior: count, rounds: count } = "penalty-repeat",
        /// Soft play.
        SoftPlay { prior: count, rounds: count } = "penalty-soft-play",
        /// Collusion and chip dumping.
        Collusion = "penalty-collusion",
        /// The missed-round count.
        Count { rounds: count, players: count, hands: count } = "penalty-count",
        /// Blinds and antes posted over the penalty.
        Posts { hands: count, forced: chips, stack: chips } = "penalty-posts",
        /// The forced bets take the whole stack.
        BlindedOut = "penalty-blinded-out",
        /// The choice is the floor's.
        TheFloorChooses = "penalty-the-floor-chooses",
        /// Summary: a warning.
        SummaryWarning { seat: seat } = "penalty-summary-warning",
        /// Summary: missed rounds.
        SummaryRounds { seat: seat, rounds: count, hands: count } = "penalty-summary-rounds",
        /// Summary: disqualification.
        SummaryDisqualified { seat: seat } = "penalty-summary-disqualified",
        /// Alternative: a warning.
        AltWarning = "penalty-alt-warning",
        /// Alternative: missed rounds.
        AltRounds { rounds: count, hands: count } = "penalty-alt-rounds",
        /// Alternative: disqualification.
        AltDisqualify = "penalty-alt-disqualify",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        /// A table seats 2 to 12 players.
        PlayersAtTable { players: count } = "error-penalty-players-at-table",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ladder_escalates_and_stops() {
        assert_eq!(lean(Infraction::Etiquette, 0), Step::Warning);
        assert_eq!(lean(Infraction::CardExposure, 1), Step::Rounds(1));
        assert_eq!(lean(Infraction::Disclosure, 2), Step::Rounds(2));
        assert_eq!(
            lean(Infraction::ElectronicDevice, 200),
            Step::Rounds(MAX_ROUNDS)
        );
        assert_eq!(lean(Infraction::SoftPlay, 0), Step::Rounds(1));
        assert_eq!(lean(Infraction::SoftPlay, 255), Step::Rounds(MAX_ROUNDS));
        assert_eq!(lean(Infraction::Collusion, 0), Step::Disqualification);
    }

    #[test]
    fn the_range_is_every_other_step() {
        let r = range(Step::Rounds(2), 9);
        let outcomes: Vec<Outcome> = r.iter().map(|a| a.outcome).collect();
        assert_eq!(
            outcomes,
            [
                Outcome::Warning,
                Outcome::Penalty,
                Outcome::Penalty,
                Outcome::Disqualification
            ]
        );
    }
}
