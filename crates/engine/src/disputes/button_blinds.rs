//! `button_blinds`: where the button and the blinds go, who is dealt in (Rules 8, 10, 30,
//! 32–34), a button found on the wrong seat (34-A), a player dodging the blinds (33).
//!
//! # Design
//!
//! Rule 32 prescribes a dead button but not the algorithm; we use the usual one and say so in
//! the README: the big blind moves forward one player every hand; the small blind is the seat
//! that was big blind (dead when that player is gone); the button is the seat that was small
//! blind (dead when empty; after a hand with a dead small blind, the seat just before that
//! hand's big blind; coming out of heads-up, or when only new players sit between last hand's
//! blinds, the seat just before the first blind). Heads-up (34-B) the button posts the small blind, and the big blind is
//! the player after last hand's big blind, so that nobody is big blind twice in a row. New
//! players (8, 10) are dealt in at once anywhere except between the small blind and the button,
//! where they wait for the button to pass; tournaments have no make-up blinds.

use super::common::{known_seat, next_after, refunds, ring};
use crate::error::HandError;
use crate::hand::{BlindsPostedBy, Hand, MAX_SEAT};
use crate::replay::replay;
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, NextHand, Outcome};
use serde::{Deserialize, Serialize};
use crate::house::DodgingBlinds;
use crate::text::Reason;

/// The button-and-blinds question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ButtonQuestion {
    /// Where do the button and the blinds go next hand, and who is dealt in?
    NextHand,
    /// The button was found on the wrong seat (`correct_button`) after the deal.
    ButtonMisplaced,
    /// `seat` is said to have dodged the blinds.
    DodgingBlinds,
}

/// A button-and-blinds dispute about this hand (`hand`: its button, blinds and players).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ButtonBlindsDispute {
    /// The question.
    pub question: ButtonQuestion,
    /// `next_hand`: seats whose players bust or leave in this hand.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub leaving: Vec<u8>,
    /// `next_hand`: empty seats taken before the next hand by new, late or moved players.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arriving: Vec<u8>,
    /// Seats at the table (default: 10, or the highest seat named if more).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 2, maximum = 12))]
    pub table_size: Option<u8>,
    /// `button_misplaced`: the seat the button should be on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub correct_button: Option<u8>,
    /// `dodging_blinds`: the player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub seat: Option<u8>,
    /// `dodging_blinds`: the floor's finding, whether it was deliberate (unknown when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deliberate: Option<bool>,
    /// `next_hand`: where the `arriving` players come from (default: the general rule for new
    /// players, Rule 10): late registrants, alternates and re-entries (Rule 8), or a broken
    /// table (Rule 10).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arriving_from: Option<ArrivingFrom>,
}

/// Where new players come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ArrivingFrom {
    /// Late registration, alternates, re-entries (Rule 8).
    LateRegistration,
    /// A broken table (Rule 10).
    BrokenTable,
}

/// The outcome codes only this family answers with.
#[allow(non_upper_case_globals)]
impl Outcome {
    /// The next hand's button and blinds (see `next_hand`).
    pub const NextHand: Outcome = Outcome::code("next_hand");
}

impl super::Decide for ButtonBlindsDispute {
    const NEEDS: super::Needs = super::Needs::Button;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::Stands,
            "the button error found after substantial action stands, and the button is not moved back (`next_hand`); or a dodge the floor finds not deliberate",
        ),
        (
            Outcome::Misdeal,
            "the button error found before substantial action: a misdeal (`refunds`; `next_hand`: the re-deal with the button where it belongs)",
        ),
        (Outcome::Penalty, "a deliberate dodge of the blinds is penalised"),
        (
            Outcome::Disqualification,
            "a deliberate dodge: the heaviest penalty the floor may choose instead (an alternative)",
        ),
        (
            Outcome::Discretion,
            "whether the dodge was deliberate is the floor's finding, and the request does not give it (`alternatives`: each finding)",
        ),
        (Outcome::NextHand, "the next hand's button and blinds, who is dealt in and who waits (`next_hand`)"),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Errors::SPECS, ButtonText::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// Rule on a `button_blinds` dispute.
fn decide(hand: &Hand, d: &ButtonBlindsDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    match d.question {
        ButtonQuestion::NextHand => next_hand(hand, d),
        ButtonQuestion::ButtonMisplaced => misplaced(hand, d, ctx),
        ButtonQuestion::DodgingBlinds => dodging(hand, d, ctx),
    }
}

/// Which rule decides where the next hand's button and blinds go: heads-up placement (34-B),
/// where new players are dealt in (Rule 8 for late registrants, 10 otherwise), a player away
/// dealt in (Rule 30), or the dead button (Rule 32) alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Decider {
    /// Two players left: the button posts the small blind.
    HeadsUp,
    /// New players arrive, from where the request says.
    NewPlayers(Option<ArrivingFrom>),
    /// A player away is dealt in.
    AwayDealtIn,
    /// The dead button alone.
    DeadButton,
}

/// The next hand as the dead-button rule places it, with the facts its explanation names.
#[derive(Debug)]
struct NextFinding {
    decider: Decider,
    /// This hand's big blind.
    bb_this: u8,
    next: NextHand,
    /// Whether players arrive.
    arriving: bool,
    /// The arriving players dealt in at once.
    arrived_in: Vec<u8>,
    /// Players away, dealt in.
    away: Vec<u8>,
}

fn next_hand(hand: &Hand, d: &ButtonBlindsDispute) -> Result<Draft, HandError> {
    Ok(explain_next(find_next(hand, d)?))
}

/// The table's size and the players of the next hand, in seat order, checked.
fn next_players(hand: &Hand, d: &ButtonBlindsDispute) -> Result<(u8, Vec<u8>), HandError> {
    let named = hand
        .seats
        .iter()
        .map(|s| s.seat)
        .chain(d.arriving.iter().copied())
        .chain([hand.button])
        .max()
        .unwrap_or(1);
    let size = d.table_size.unwrap_or(named.max(10));
    if !(2..=MAX_SEAT).contains(&size) || size < named {
        return Err(HandError::dispute(
            "dispute.table_size",
            Errors::TableSize {
                named: usize::from(named),
                max: usize::from(MAX_SEAT),
            },
        ));
    }
    for (i, &s) in d.leaving.iter().enumerate() {
        known_seat(hand, s, &format!("dispute.leaving[{i}]"))?;
    }
    let mut players: Vec<u8> = hand
        .seats
        .iter()
        .map(|s| s.seat)
        .filter(|s| !d.leaving.contains(s))
        .collect();
    for (i, &s) in d.arriving.iter().enumerate() {
        if s == 0 || s > size || players.contains(&s) {
            return Err(HandError::dispute(
                format!("dispute.arriving[{i}]"),
                Errors::SeatTaken { seat: s },
            ));
        }
        players.push(s);
    }
    players.sort_unstable();
    if players.len() < 2 {
        return Err(HandError::dispute("dispute.leaving", Errors::NoNextHand));
    }
    Ok((size, players))
}

/// Finds the next hand (pure: no words).
fn find_next(hand: &Hand, d: &ButtonBlindsDispute) -> Result<NextFinding, HandError> {
    let (size, players) = next_players(hand, d)?;
    if matches!(
        hand.blinds_posted_by,
        BlindsPostedBy::Button | BlindsPostedBy::Nobody
    ) {
        return Ok(button_only(hand, d, size, players));
    }
    let (sb_idx, bb_idx) = hand.blind_positions();
    let bb_this = hand.seats[bb_idx].seat;
    let sb_this = sb_idx.map(|i| hand.seats[i].seat);
    let bb = next_after(bb_this, size, &players).unwrap_or(players[0]);
    let next = if players.len() == 2 {
        let button = players.iter().copied().find(|&s| s != bb).unwrap_or(bb);
        NextHand {
            button,
            button_dead: false,
            small_blind: Some(button),
            big_blind: Some(bb),
            button_blind: false,
            heads_up: true,
            dealt_in: players.clone(),
            waiting: Vec::new(),
        }
    } else {
        let this = (hand.seats.len(), bb_this, sb_this);
        ring(this, bb, size, &players, &d.arriving)
    };
    let arrived_in: Vec<u8> = d
        .arriving
        .iter()
        .copied()
        .filter(|s| next.dealt_in.contains(s))
        .collect();
    let away: Vec<u8> = hand
        .seats
        .iter()
        .filter(|s| s.absent && next.dealt_in.contains(&s.seat))
        .map(|s| s.seat)
        .collect();
    let decider = if next.heads_up {
        Decider::HeadsUp
    } else if !d.arriving.is_empty() {
        Decider::NewPlayers(d.arriving_from)
    } else if !away.is_empty() {
        Decider::AwayDealtIn
    } else {
        Decider::DeadButton
    };
    Ok(NextFinding {
        decider,
        bb_this,
        next,
        arriving: !d.arriving.is_empty(),
        arrived_in,
        away,
    })
}

/// A hand whose only blind is the button's, or with no blinds at all (antes alone): no seat's
/// blind to keep in order, so the button moves to the next player on its left and nobody's
/// button or blind is dead; every player is dealt in (no seat between the blinds and the
/// button to wait in).
fn button_only(hand: &Hand, d: &ButtonBlindsDispute, size: u8, players: Vec<u8>) -> NextFinding {
    let button = next_after(hand.button, size, &players).unwrap_or(players[0]);
    let away: Vec<u8> = hand
        .seats
        .iter()
        .filter(|s| s.absent && players.contains(&s.seat))
        .map(|s| s.seat)
        .collect();
    NextFinding {
        decider: if d.arriving.is_empty() {
            Decider::DeadButton
        } else {
            Decider::NewPlayers(d.arriving_from)
        },
        bb_this: hand.button,
        arriving: !d.arriving.is_empty(),
        arrived_in: d.arriving.clone(),
        away,
        next: NextHand {
            button,
            button_dead: false,
            small_blind: None,
            big_blind: None,
            button_blind: hand.blinds_posted_by == BlindsPostedBy::Button,
            heads_up: players.len() == 2,
            dealt_in: players,
            waiting: Vec::new(),
        },
    }
}

/// Builds the ruling on the next hand from the finding.
fn explain_next(f: NextFinding) -> Draft {
    let mut dr = Draft::new(Outcome::NextHand, RuleKey::DeadButton, None);
    let Some(bb) = f.next.big_blind else {
        return explain_button_only(f, dr);
    };
    let next = f.next;
    dr.reasoning.push(
        ButtonText::BigBlindMoves {
            from: f.bb_this,
            to: bb,
        }
        .into(),
    );
    if next.heads_up {
        dr.see_also.push((RuleKey::ButtonPlacement, None));
        let button = next.button;
        dr.reasoning.push(ButtonText::HeadsUp { button, bb }.into());
    } else {
        dr.reasoning.push(match next.small_blind {
            Some(seat) => ButtonText::SmallBlindLive { seat }.into(),
            None => ButtonText::SmallBlindDead { seat: f.bb_this }.into(),
        });
        let seat = next.button;
        dr.reasoning.push(if next.button_dead {
            ButtonText::ButtonDead { seat }.into()
        } else {
            ButtonText::ButtonLive { seat }.into()
        });
        if !next.waiting.is_empty() {
            dr.reasoning.push(
                ButtonText::Waiting {
                    count: next.waiting.len(),
                    seats: next.waiting.clone(),
                }
                .into(),
            );
        }
    }
    who_is_dealt_in(&mut dr, f.arriving, f.arrived_in, f.away);
    let primary = match f.decider {
        Decider::HeadsUp => Some((RuleKey::ButtonPlacement, Some("B"))),
        Decider::NewPlayers(Some(ArrivingFrom::LateRegistration)) => {
            Some((RuleKey::AlternatesLateRegistration, Some("A")))
        }
        Decider::NewPlayers(_) => Some((RuleKey::NewPlayersBrokenTables, Some("A"))),
        Decider::AwayDealtIn => Some((RuleKey::AtYourSeat, None)),
        Decider::DeadButton => None,
    };
    if let Some(rule) = primary {
        dr.see_also.retain(|(k, _)| *k != rule.0);
        dr.see_also.insert(0, (RuleKey::DeadButton, None));
        dr.rule = rule;
    }
    dr.summary = Some(
        ButtonText::Summary {
            button: next.button,
            button_dead: next.button_dead,
            sb: next.small_blind.unwrap_or(0),
            sb_dead: next.small_blind.is_none(),
            bb,
        }
        .into(),
    );
    dr.decision.next_hand = Some(next);
    dr
}

/// The rules and reasons on who is dealt in next hand: new players (Rules 8 and 10) and those
/// in it who are away (Rule 30).
fn who_is_dealt_in(dr: &mut Draft, arriving: bool, arrived_in: Vec<u8>, away: Vec<u8>) {
    if arriving {
        dr.see_also.push((RuleKey::NewPlayersBrokenTables, None));
        dr.see_also
            .push((RuleKey::AlternatesLateRegistration, None));
    }
    if !arrived_in.is_empty() {
        dr.reasoning.push(
            ButtonText::ArrivingDealtIn {
                count: arrived_in.len(),
                seats: arrived_in,
            }
            .into(),
        );
    }
    if !away.is_empty() {
        dr.see_also.push((RuleKey::AtYourSeat, None));
        dr.reasoning.push(
            ButtonText::AwayDealtIn {
                count: away.len(),
                seats: away,
            }
            .into(),
        );
    }
}

/// The next hand of a button-blind or no-blind hand: the button moves one player on.
fn explain_button_only(f: NextFinding, mut dr: Draft) -> Draft {
    let next = f.next;
    let (from, button) = (f.bb_this, next.button);
    dr.reasoning.push(if next.button_blind {
        ButtonText::ButtonBlindMoves { from, button }.into()
    } else {
        ButtonText::NoBlindsButtonMoves { from, button }.into()
    });
    who_is_dealt_in(&mut dr, f.arriving, f.arrived_in, f.away);
    dr.summary = Some(if next.button_blind {
        ButtonText::SummaryButtonBlind { button }.into()
    } else {
        ButtonText::SummaryNoBlinds { button }.into()
    });
    dr.decision.next_hand = Some(next);
    dr
}

/// The button found on the wrong seat after the deal (34-A): corrected by a misdeal before
/// substantial action; after it the hand stands.
fn misplaced(hand: &Hand, d: &ButtonBlindsDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    let Some(correct) = d.correct_button else {
        return Err(HandError::dispute(
            "dispute.correct_button",
            Errors::CorrectButtonNeeded,
        ));
    };
    if !(1..=MAX_SEAT).contains(&correct) || correct == hand.button {
        return Err(HandError::dispute(
            "dispute.correct_button",
            Errors::CorrectButtonDiffers {
                seat: hand.button,
                max: usize::from(MAX_SEAT),
            },
        ));
    }
    let t = replay(hand)?.table;
    let kinds: Vec<_> = t.history().iter().map(|a| (a.kind, a.chips_in)).collect();
    let sa = ctx.house.substantial(&kinds);
    let counted = ButtonText::Counted {
        actions: sa.actions,
        with_chips: sa.with_chips,
    };
    let mut dr = if sa.reached {
        // Mandatory (34-A): the hand stands, and the button is not moved back next hand: the
        // next hand follows from this one as it was dealt.
        let mut dr = Draft::new(Outcome::Stands, RuleKey::ButtonPlacement, Some("A"));
        dr.summary = Some(
            ButtonText::MisplacedStands {
                seat: hand.button,
                correct,
            }
            .into(),
        );
        let plain = ButtonBlindsDispute {
            question: ButtonQuestion::NextHand,
            leaving: Vec::new(),
            arriving: Vec::new(),
            table_size: d.table_size,
            correct_button: None,
            seat: None,
            deliberate: None,
            arriving_from: None,
        };
        dr.decision.next_hand = next_hand(hand, &plain)?.decision.next_hand;
        dr
    } else {
        let mut dr = Draft::new(Outcome::Misdeal, RuleKey::ButtonPlacement, Some("A"));
        dr.summary = Some(ButtonText::MisplacedMisdeal { correct }.into());
        dr.decision.refunds = Some(refunds(hand, |seat| t.total_in(seat)));
        dr.decision.next_hand = Some(redeal_at(hand, correct)?);
        if sa.ambiguous {
            dr.discretion = true;
            dr.alternatives.push(Alt::outcome(
                ButtonText::FloorCountsCheckAndFold,
                Outcome::Stands,
            ));
        }
        dr
    };
    dr.see_also.push((RuleKey::SubstantialAction, None));
    dr.reasoning.insert(0, counted.into());
    Ok(dr)
}

/// The re-deal with the button on `button`: its blinds, every player of the hand dealt in.
fn redeal_at(hand: &Hand, button: u8) -> Result<NextHand, HandError> {
    let seats: Vec<u8> = hand.seats.iter().map(|s| s.seat).collect();
    let (small_blind, big_blind, button_blind) = super::common::blinds_at(hand, &seats, button);
    Ok(NextHand {
        button,
        button_dead: !seats.contains(&button),
        small_blind,
        big_blind,
        button_blind,
        heads_up: seats.len() == 2,
        dealt_in: seats,
        waiting: Vec::new(),
    })
}

/// A player said to have dodged the blinds (33): a penalty when deliberate, the floor's finding.
fn dodging(hand: &Hand, d: &ButtonBlindsDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    let Some(seat) = d.seat else {
        return Err(HandError::dispute("dispute.seat", Errors::DodgerSeatNeeded));
    };
    known_seat(hand, seat, "dispute.seat")?;
    let mut dr = match d.deliberate {
        Some(false) => {
            let mut dr = Draft::new(Outcome::Stands, RuleKey::DodgingBlinds, None);
            dr.summary = Some(ButtonText::NotDeliberate { seat }.into());
            dr
        }
        Some(true) if ctx.house.dodging_blinds == DodgingBlinds::ForfeitBlinds => {
            // The house takes the blinds and ante dodged, dead, into the next pot; the
            // penalty on top is still the floor's to size.
            let amount = hand.blinds.small + hand.blinds.big + hand.big_blind_ante;
            let mut dr = Draft::new(Outcome::Penalty, RuleKey::DodgingBlinds, None);
            dr.discretion = true;
            dr.decision.forfeited = Some(vec![crate::ruling::Refund { seat, amount }]);
            dr.summary = Some(ButtonText::DodgingForfeit { seat, amount }.into());
            dr
        }
        Some(true) => {
            let mut dr = Draft::new(Outcome::Penalty, RuleKey::DodgingBlinds, None);
            dr.discretion = true;
            dr.summary = Some(ButtonText::DodgingPenalised { seat }.into());
            dr
        }
        None => {
            // Whether it was deliberate decides it, and it is the floor's finding.
            let mut dr = Draft::new(Outcome::Discretion, RuleKey::DodgingBlinds, None);
            dr.discretion = true;
            dr.summary = Some(ButtonText::DodgingIntentUnknown { seat }.into());
            dr.alternatives.push(Alt::outcome(
                ButtonText::FloorFindsDeliberate,
                Outcome::Penalty,
            ));
            dr.alternatives.push(Alt::outcome(
                ButtonText::FloorFindsNotDeliberate,
                Outcome::Stands,
            ));
            dr
        }
    };
    dr.see_also.push((RuleKey::Penalties, None));
    if d.deliberate == Some(true) {
        // The penalty the rules lean to for a deliberate dodge, counted as a `penalty` question
        // would count it (a first infraction; the table as the hand has it).
        let counted = super::penalty::first_infraction(
            hand,
            seat,
            super::penalty::Infraction::DodgingBlinds,
            ctx,
        )?;
        dr.decision.penalty = counted.decision.penalty;
        dr.alternatives = counted.alternatives;
        dr.reasoning.extend(counted.reasoning.into_iter().skip(1));
        if ctx.house.dodging_blinds != DodgingBlinds::ForfeitBlinds {
            dr.reasoning.push(ButtonText::NoMakeUp { seat }.into());
        }
    } else {
        dr.reasoning.push(ButtonText::DodgingWhy.into());
    }
    Ok(dr)
}

crate::text::messages! {
    /// The reasons of a `button_blinds` ruling.
    pub enum ButtonText {
        /// No blind is made up: the penalty is the remedy.
        NoMakeUp { seat: seat } = "button-no-make-up",
        /// The big blind moves forward one player.
        BigBlindMoves { from: seat, to: seat } = "button-big-blind-moves",
        /// Heads-up order.
        HeadsUp { button: seat, bb: seat } = "button-heads-up",
        /// Last hand's big blind posts the small blind.
        SmallBlindLive { seat: seat } = "button-small-blind-live",
        /// Last hand's big blind is gone: a dead small blind.
        SmallBlindDead { seat: seat } = "button-small-blind-dead",
        /// The button on a player.
        ButtonLive { seat: seat } = "button-button-live",
        /// A dead button.
        ButtonDead { seat: seat } = "button-button-dead",
        /// New players between the small blind and the button wait.
        Waiting { count: count, seats: seats } = "button-waiting",
        /// New players dealt in at once.
        ArrivingDealtIn { count: count, seats: seats } = "button-arriving-dealt-in",
        /// Players away are dealt in.
        AwayDealtIn { count: count, seats: seats } = "button-away-dealt-in",
        /// Dodging, intent unknown: the floor's finding decides.
        DodgingIntentUnknown { seat: seat } = "button-dodging-intent-unknown",
        /// A deliberate dodge under a house that takes the blinds dodged.
        DodgingForfeit { seat: seat, amount: chips } = "button-dodging-forfeit",
        /// Alternative: the floor finds it deliberate.
        FloorFindsDeliberate = "button-floor-finds-deliberate",
        /// Summary of the next hand.
        Summary { button: seat, button_dead: flag, sb: seat, sb_dead: flag, bb: seat } = "button-summary",
        /// A button-blind hand: the button (and its blind) moves one player on.
        ButtonBlindMoves { from: seat, button: seat } = "button-button-blind-moves",
        /// A hand with no blinds: the button moves one player on.
        NoBlindsButtonMoves { from: seat, button: seat } = "button-no-blinds-moves",
        /// The next hand of a button-blind hand, in a sentence.
        SummaryButtonBlind { button: seat } = "button-summary-button-blind",
        /// The next hand of a hand with no blinds, in a sentence.
        SummaryNoBlinds { button: seat } = "button-summary-no-blinds",
        /// Substantial action counted.
        Counted { actions: count, with_chips: count } = "button-counted",
        /// Misplaced button after substantial action: the hand stands.
        MisplacedStands { seat: seat, correct: seat } = "button-misplaced-stands",
        /// Alternative: the floor restores the rotation next hand.
        FloorRestoresRotation { correct: seat } = "button-floor-restores-rotation",
        /// Misplaced button before substantial action: misdeal.
        MisplacedMisdeal { correct: seat } = "button-misplaced-misdeal",
        /// Alternative: the floor counts a check and a fold as substantial action.
        FloorCountsCheckAndFold = "button-floor-counts-check-and-fold",
        /// Not deliberate: no penalty.
        NotDeliberate { seat: seat } = "button-not-deliberate",
        /// Deliberate dodging is penalised.
        DodgingPenalised { seat: seat } = "button-dodging-penalised",
        /// Alternative: the floor finds it was not deliberate.
        FloorFindsNotDeliberate = "button-floor-finds-not-deliberate",
        /// Why dodging is penalised.
        DodgingWhy = "button-dodging-why",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        TableSize { named: count, max: count } = "error-button-table-size",
        SeatTaken { seat: seat } = "error-button-seat-taken",
        NoNextHand = "error-button-no-next-hand",
        CorrectButtonNeeded = "error-button-correct-button-needed",
        CorrectButtonDiffers { seat: seat, max: count } = "error-button-correct-button-differs",
        DodgerSeatNeeded = "error-button-dodger-seat-needed",
    }
}
