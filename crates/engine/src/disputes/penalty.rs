//! `penalty`: what penalty for an infraction (Rule 71). The choice is the tournament
//! director's (71-A: warnings, missed hands or rounds, disqualification; repeat infractions
//! escalate), so a ruling is `discretion: true` with the reading the rules lean to and the
//! other steps as alternatives, except where a rule fixes the penalty (collusion: a
//! disqualification, 69). What is not left to the floor is the arithmetic: a missed round
//! is one hand for every player at the table when the penalty is given, the offender included,
//! and the seat keeps posting its blinds and antes meanwhile (71-C), down to blinding out.
//!
//! # Design
//! The lean reading is a ladder: a first infraction a warning, then one step above the
//! heaviest earlier penalty (or one more missed round per earlier penalty, where only their
//! number is given), up to three missed rounds. A serious infraction (the floor's finding: a
//! threat, deliberate abuse) starts at a missed round. Soft play is a penalty by rule (69:
//! "will result in penalties"), its size the floor's; chip dumping and other collusion are a
//! disqualification by rule (69), not the floor's choice. Where the hand itself shows the
//! alleged act is not the infraction (checking the exclusive nuts last to act on the river is
//! not by itself soft play; a card exposed with no action pending), the answer says so.

use super::common::{known_seat, state_now};
use crate::error::HandError;
use crate::hand::{Chips, Hand};
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, Outcome, PenaltyOut};
use crate::text::Message;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use crate::house::{DeliberateExposure, FirstPenalty, HouseRules};
use crate::text::Reason;

/// What penalty for this infraction? The rules leave the choice to the floor (Rule 71-A); the
/// ruling gives the reading they lean to, the range, and the missed-round arithmetic.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PenaltyDispute {
    /// The offender's seat.
    pub seat: u8,
    /// What the player is said to have done.
    pub infraction: Infraction,
    /// Earlier penalties or warnings the player received in this event: how many, or each with
    /// its kind and size. Absent: none, or, for a seat carrying its `player` in an event
    /// (`context.tournament`) on a server with a log, the player's upheld penalties there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prior: Option<Prior>,
    /// Players at the table when the penalty is given, the offender included (default: the
    /// seats of `hand`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players_at_table: Option<u8>,
    /// The floor's finding that the infraction is serious (a threat, deliberate abuse): the
    /// reading starts past a warning.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub serious: Option<bool>,
    /// The missed rounds the floor has chosen: the ruling then counts them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 20))]
    pub rounds: Option<u8>,
    /// A penalty being served when this hand is dealt: how it counts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub serving: Option<Serving>,
    /// `card_exposure`: the floor's finding that the exposure was deliberate. It matters where
    /// the house kills a deliberately exposed hand (the TDA never does).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deliberate: Option<bool>,
    /// `chips_hidden` (required there, refused elsewhere): the chips held or carried out of
    /// view. They are forfeited and taken out of play (`out_of_play`), whatever the penalty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub hidden_chips: Option<Chips>,
}

/// Earlier penalties in the event: a number, or each one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(untagged)]
pub enum Prior {
    /// How many.
    Count(u8),
    /// Each, with its kind and size.
    List(Vec<PriorPenalty>),
}

impl Default for Prior {
    fn default() -> Prior {
        Prior::Count(0)
    }
}

/// An earlier penalty or warning.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PriorPenalty {
    /// For what, where known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub infraction: Option<Infraction>,
    /// A warning, or missed rounds (`rounds`, default 1).
    pub given: Given,
    /// Missed rounds given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 20))]
    pub rounds: Option<u8>,
}

/// What an earlier penalty was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Given {
    /// A verbal warning.
    Warning,
    /// Missed rounds.
    Rounds,
}

/// A penalty being served when a hand is dealt (Rule 71-C; 35-C for a misdeal).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Serving {
    /// Hands of the penalty left before this deal.
    pub hands_left: u32,
    /// This deal was a misdeal, re-dealt: the deal and its re-deal count as one hand.
    #[serde(default)]
    pub misdeal: bool,
}

/// The kind of infraction a penalty is asked for. Each names the rule it breaks; the rules fix
/// a penalty for some (soft play, abuse, dodging blinds: "will be given") and a
/// disqualification for collusion; for the others the size is the floor's (Rule 71-B).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Infraction {
    /// Etiquette: persistent delay, touching others' chips or cards, repeated acts out of turn,
    /// poor chip visibility, betting out of the dealer's reach, excessive chatter (Rule 70).
    Etiquette,
    /// Abusive conduct towards players or staff (Rule 70; a penalty will be given, 71-B).
    Abuse,
    /// Exposing cards with action pending, or not folding properly (Rule 68).
    CardExposure,
    /// Throwing cards: folding high or at another player (Rules 68 and 71-B).
    ThrowingCards,
    /// Disclosing a hand's contents, advising or criticising play, breaking one player to a
    /// hand (Rule 67).
    Disclosure,
    /// Using a phone or device at the table with a live hand (Rule 5-C).
    ElectronicDevice,
    /// Talking on a phone at the table, live hand or not (Rule 5-A).
    PhoneCall,
    /// A phone or other device resting on the table (Rule 5-B).
    DeviceOnTable,
    /// A betting app, chart or other strategy tool used at the table, live hand or not, or
    /// strategy data received from someone else (Rule 5-D).
    StrategyTool,
    /// Not clearly identifiable: refusing to remove sunglasses, a hood or a face covering when
    /// staff ask (Rule 4).
    Identity,
    /// Speaking at the table in a language the house has not posted as acceptable (Rule 6).
    Language,
    /// Intentionally dodging a blind (Rule 33; a penalty will be given, 71-B).
    DodgingBlinds,
    /// Holding or carrying chips out of view (Rule 63): the chips (`hidden_chips`) are forfeited and
    /// taken out of play, and a penalty up to disqualification is the floor's.
    ChipsHidden,
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

    /// The rule that names the infraction, and its part.
    fn rule(self) -> (RuleKey, Option<&'static str>) {
        match self {
            Infraction::Etiquette | Infraction::Abuse => (RuleKey::EtiquetteViolations, None),
            Infraction::CardExposure | Infraction::ThrowingCards => (RuleKey::ExposingCards, None),
            Infraction::Disclosure => (RuleKey::NoDisclosure, None),
            Infraction::ElectronicDevice => (RuleKey::ElectronicDevices, Some("C")),
            Infraction::PhoneCall => (RuleKey::ElectronicDevices, Some("A")),
            Infraction::DeviceOnTable => (RuleKey::ElectronicDevices, Some("B")),
            Infraction::StrategyTool => (RuleKey::ElectronicDevices, Some("D")),
            Infraction::Identity => (RuleKey::PlayerIdentity, None),
            Infraction::Language => (RuleKey::OfficialLanguage, None),
            Infraction::DodgingBlinds => (RuleKey::DodgingBlinds, None),
            Infraction::ChipsHidden => (RuleKey::ChipsOutOfSight, None),
            Infraction::SoftPlay | Infraction::Collusion => (RuleKey::EthicalPlay, None),
        }
    }

    /// What the rules fix for the infraction, and the rule that fixes it.
    fn fixed(self) -> Fixed {
        match self {
            // 69: "Soft play will result in penalties"; "collusion will result in
            // disqualification".
            Infraction::SoftPlay => Fixed::Penalty(RuleKey::EthicalPlay, None),
            Infraction::Collusion => Fixed::Disqualification,
            // 33: "will incur a penalty".
            Infraction::DodgingBlinds => Fixed::Penalty(RuleKey::DodgingBlinds, None),
            // 71-B: "Penalties will be given for ... abuse".
            Infraction::Abuse => Fixed::Penalty(RuleKey::Penalties, Some("B")),
            _ => Fixed::Size,
        }
    }
}

/// What the rules fix for an infraction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Fixed {
    /// Nothing: whether to penalise, and how, is the floor's (71-A, B).
    Size,
    /// A penalty (never a warning alone), its size the floor's; the rule that says so.
    Penalty(RuleKey, Option<&'static str>),
    /// A disqualification (69).
    Disqualification,
}

/// One step of the penalty ladder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Warning,
    Rounds(u8),
    Disqualification,
}

/// The step the rules lean to for an infraction after `prior` earlier ones.
/// The ladder starts at a warning, or at a missed round where the house says so, and tops out
/// at the house's most rounds (3 in the reading of the TDA).
fn lean(infraction: Infraction, prior: u8, house: &HouseRules) -> Step {
    let max = house.penalty_max_rounds;
    match infraction.fixed() {
        Fixed::Disqualification => Step::Disqualification,
        Fixed::Penalty(..) => Step::Rounds(prior.saturating_add(1).min(max)),
        _ if house.first_penalty == FirstPenalty::OneRound => {
            Step::Rounds(prior.saturating_add(1).min(max))
        }
        _ if prior == 0 => Step::Warning,
        _ => Step::Rounds(prior.min(max)),
    }
}

/// The step the rules lean to, from the earlier penalties as given: one step above the
/// heaviest (a warning counts as step 0, `n` rounds as step `n`); a serious infraction starts
/// at a missed round.
fn lean_from(d: &PenaltyDispute, house: &HouseRules) -> Step {
    let prior = d.prior.clone().unwrap_or_default();
    let step = match &prior {
        Prior::Count(n) => lean(d.infraction, *n, house),
        Prior::List(list) if list.is_empty() => lean(d.infraction, 0, house),
        Prior::List(list) => {
            let heaviest = list
                .iter()
                .map(|p| match p.given {
                    Given::Warning => 0,
                    Given::Rounds => p.rounds.unwrap_or(1),
                })
                .max()
                .unwrap_or(0);
            match d.infraction.fixed() {
                Fixed::Disqualification => Step::Disqualification,
                // Escalation past the top of the missed-round ladder: the next step is the
                // last one (71-A lists disqualification among the options), not the same
                // penalty again.
                _ if heaviest >= house.penalty_max_rounds => Step::Disqualification,
                _ => Step::Rounds(heaviest.saturating_add(1)),
            }
        }
    };
    match step {
        Step::Warning if d.serious == Some(true) => Step::Rounds(1),
        s => s,
    }
}

/// The most missed rounds among the earlier penalties given one by one (0: none, or only
/// warnings, or only their number known).
fn heaviest(d: &PenaltyDispute) -> u8 {
    match &d.prior {
        Some(Prior::List(list)) => list
            .iter()
            .filter(|p| p.given == Given::Rounds)
            .map(|p| p.rounds.unwrap_or(1))
            .max()
            .unwrap_or(0),
        _ => 0,
    }
}

fn prior_count(p: &Prior) -> u8 {
    match p {
        Prior::Count(n) => *n,
        Prior::List(l) => u8::try_from(l.len()).unwrap_or(u8::MAX),
    }
}

/// The count of a missed-round penalty and the forced bets posted over it.
pub(super) fn count(hand: &Hand, seat: u8, rounds: u8, players: u8, stack: Chips) -> PenaltyOut {
    let hands = u32::from(rounds) * u32::from(players);
    let ante = hand
        .seat_index(seat)
        .map(|i| hand.seats[i].ante)
        .unwrap_or(hand.ante);
    let per_orbit = hand.blinds.small + hand.blinds.big + hand.big_blind_ante;
    let due = Chips::from(rounds)
        .saturating_mul(per_orbit)
        .saturating_add(Chips::from(hands).saturating_mul(ante));
    // What moves is what the stack can post: a stack short of it is blinded out.
    PenaltyOut {
        rounds,
        hands,
        players_at_table: players,
        forced_bets: due.min(stack),
        blinded_out: due >= stack,
        removed_from_play: 0,
    }
}

/// The outcome codes only this family answers with.
#[allow(non_upper_case_globals)]
impl Outcome {
    /// Disqualification.
    pub const Disqualification: Outcome = Outcome::code("disqualification");
}

#[allow(non_upper_case_globals)]
impl Outcome {
    /// The facts given do not make the infraction: no penalty.
    pub const NoInfraction: Outcome = Outcome::code("no_infraction");
}

impl super::Decide for PenaltyDispute {
    const SPOT: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Warning, "a verbal warning"),
        (
            Outcome::Penalty,
            "missed hands or rounds (`penalty`: the hands, and the blinds and antes posted meanwhile)",
        ),
        (
            Outcome::Disqualification,
            "disqualification (`penalty.removed_from_play`: the chips removed)",
        ),
        (
            Outcome::DeadHand,
            "a house that kills a deliberately exposed hand: the hand is dead (`pots` where that ends the hand) and the penalty (`penalty`) still applies",
        ),
        (
            Outcome::NoInfraction,
            "the hand shows the act is not the infraction by itself: no penalty (the floor may still find it from other facts)",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Errors::SPECS, PenaltyText::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }

    // The record hook: the penalty register (a penalty counts on the offender's record while
    // its latest final word is `upheld`).

    const UPHELD_EVENT: Option<&'static str> = Some("penalty.upheld");

    fn record_seat(&self) -> Option<u8> {
        Some(self.seat)
    }

    fn recorded(request: &Value, ruling: &Value) -> Option<super::record::Added> {
        recorded(request, ruling).map(super::record::Added::Penalty)
    }

    fn wants_history(&self) -> bool {
        self.prior.is_none()
    }

    fn with_history(&mut self, history: &[super::record::Entry]) {
        let list: Vec<PriorPenalty> = history
            .iter()
            .map(|e| match &e.added {
                super::record::Added::Penalty(p) => p.clone(),
            })
            .collect();
        if self.prior.is_none() && !list.is_empty() {
            self.prior = Some(Prior::List(list));
        }
    }
}

impl PriorPenalty {
    /// The word of what was given, as the register's reasons quote it.
    pub fn word(&self) -> &'static str {
        match self.given {
            Given::Warning => "warning",
            Given::Rounds => "rounds",
        }
    }

    /// As a logged ruling's `register` stored it (its `infraction`, `given` and `rounds`).
    pub fn from_logged(v: &Value) -> Option<PriorPenalty> {
        let given: Given = serde_json::from_value(v.get("given")?.clone()).ok()?;
        Some(PriorPenalty {
            infraction: v
                .get("infraction")
                .and_then(|i| serde_json::from_value::<Infraction>(i.clone()).ok()),
            given,
            rounds: v
                .get("rounds")
                .and_then(Value::as_u64)
                .and_then(|n| u8::try_from(n).ok()),
        })
    }
}

/// What a penalty ruling adds to the offender's record (the record hook): its outcome and rounds, and its
/// request's infraction. A disqualification ends the player's event: nothing later counts it.
fn recorded(request: &Value, ruling: &Value) -> Option<PriorPenalty> {
    let outcome = Outcome::parse(ruling.get("outcome")?.as_str()?)?;
    let (given, rounds) = if outcome == Outcome::Warning {
        (Given::Warning, None)
    } else if outcome == Outcome::Penalty {
        let n = ruling
            .pointer("/penalty/rounds")
            .and_then(Value::as_u64)
            .and_then(|n| u8::try_from(n).ok())
            .filter(|n| *n > 0)
            .unwrap_or(1);
        (Given::Rounds, Some(n))
    } else {
        return None;
    };
    let infraction = request
        .pointer("/dispute/infraction")
        .cloned()
        .and_then(|v| serde_json::from_value(v).ok());
    Some(PriorPenalty {
        infraction,
        given,
        rounds,
    })
}

/// The penalty the rules lean to for a first infraction of this kind by the seat, counted at
/// the table of the hand (another family's ruling that names the penalty it leads to).
pub(super) fn first_infraction(
    hand: &Hand,
    seat: u8,
    infraction: Infraction,
    ctx: &Ctx,
) -> Result<Draft, HandError> {
    let d = PenaltyDispute {
        seat,
        infraction,
        prior: None,
        players_at_table: None,
        serious: None,
        rounds: None,
        serving: None,
        deliberate: None,
        hidden_chips: None,
    };
    decide(hand, &d, ctx)
}

/// Rule on a `penalty` dispute.
/// What Rule 71 (with the infraction's own rule: 69, 33, 5, 65) finds: a penalty being served
/// when a hand is dealt (71-C), an act the hand shows is not the infraction by itself, or the
/// infraction with the step of the ladder it gets.
#[derive(Debug)]
enum Case<'h> {
    /// A penalty being served: the hand counts, or its misdeal does not.
    Served(Serving),
    /// Not the infraction by itself: the reason, the part of Rule 71 it cites, and the outcome
    /// should the floor find it anyway.
    NotTheInfraction {
        why: PenaltyText,
        part: Option<&'static str>,
        found: Outcome,
    },
    /// The infraction: its step (the floor's rounds, or the rules' lean).
    Infraction {
        step: Step,
        /// The seat's stack (what a disqualification removes).
        stack: Chips,
        /// The count of missed rounds (a step of rounds).
        counted: Option<PenaltyOut>,
        kill: Kill<'h>,
    },
}

/// A deliberate card exposure under a house that kills the hand (Rule 65's knob).
#[derive(Debug)]
enum Kill<'h> {
    /// The house does not kill it, or the floor found the exposure not deliberate.
    No,
    /// Found deliberate: the hand is dead; the table with the hand killed.
    Killed(Box<crate::replay::Table<'h>>),
    /// Whether it was deliberate is not given.
    Unknown,
}

fn decide(hand: &Hand, d: &PenaltyDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    let (players, case) = find(hand, d, ctx)?;
    let seat = d.seat;
    Ok(match case {
        Case::Served(serving) => served(hand, d, serving, players),
        Case::NotTheInfraction { why, part, found } => {
            let mut dr = Draft::new(
                Outcome::NoInfraction,
                d.infraction.rule().0,
                d.infraction.rule().1,
            );
            dr.discretion = true;
            dr.see_also.push((RuleKey::Penalties, part));
            dr.summary = Some(why.into());
            dr.alternatives.push(Alt::outcome(
                if d.infraction == Infraction::ElectronicDevice {
                    PenaltyText::IfUsedLive { seat }
                } else {
                    PenaltyText::IfFloorFindsIt { seat }
                },
                found,
            ));
            dr
        }
        Case::Infraction { step, stack, counted, kill } => {
            explain(d, ctx, players, step, stack, counted, kill)
        }
    })
}

/// The request's checks; the players at the table.
fn check(hand: &Hand, d: &PenaltyDispute) -> Result<u8, HandError> {
    known_seat(hand, d.seat, "dispute.seat")?;
    match (d.infraction, d.hidden_chips) {
        (Infraction::ChipsHidden, None) => {
            return Err(HandError::dispute("dispute.hidden_chips", Errors::ChipsNeeded));
        }
        (Infraction::ChipsHidden, Some(c)) if c == 0 || c > crate::units::MAX_CHIPS => {
            return Err(HandError::dispute("dispute.hidden_chips", Errors::Chips));
        }
        (Infraction::ChipsHidden, Some(_)) | (_, None) => {}
        (_, Some(_)) => {
            return Err(HandError::dispute("dispute.hidden_chips", Errors::ChipsOnlyOutOfView));
        }
    }
    Ok(match d.players_at_table {
        Some(n) if !(2..=12).contains(&n) => {
            return Err(HandError::dispute(
                "dispute.players_at_table",
                Errors::PlayersAtTable { players: n.into() },
            ));
        }
        Some(n) => n,
        None => u8::try_from(hand.seats.len()).unwrap_or(u8::MAX),
    })
}

/// Finds the case (pure: no words); the players at the table beside it.
fn find<'h>(
    hand: &'h Hand,
    d: &PenaltyDispute,
    ctx: &Ctx,
) -> Result<(u8, Case<'h>), HandError> {
    let players = check(hand, d)?;
    let t = state_now(hand)?;
    let stack = t
        .result()
        .and_then(|r| r.final_stacks)
        .and_then(|f| f.into_iter().find(|s| s.seat == d.seat))
        .map_or_else(|| t.stack(d.seat), |s| s.stack);
    if let Some(serving) = d.serving {
        return Ok((players, Case::Served(serving)));
    }
    if let Some((why, part)) = not_the_infraction(hand, d, &t) {
        let mut found = lean_from(d, &ctx.house);
        if found == Step::Warning && matches!(d.infraction.fixed(), Fixed::Penalty(..)) {
            found = Step::Rounds(1);
        }
        let found = match found {
            Step::Warning => Outcome::Warning,
            Step::Rounds(_) => Outcome::Penalty,
            Step::Disqualification => Outcome::Disqualification,
        };
        return Ok((players, Case::NotTheInfraction { why, part, found }));
    }
    let step = match d.rounds {
        Some(r) => Step::Rounds(r),
        None => lean_from(d, &ctx.house),
    };
    let kills = d.infraction == Infraction::CardExposure
        && ctx.house.deliberate_exposure == DeliberateExposure::DeadHand;
    let kill = match d.deliberate {
        Some(true) if kills => {
            let mut now = t.clone();
            now.kill(d.seat, false);
            Kill::Killed(Box::new(now))
        }
        None if kills => Kill::Unknown,
        _ => Kill::No,
    };
    let counted = match step {
        Step::Rounds(rounds) => Some(count(hand, d.seat, rounds, players, stack)),
        _ => None,
    };
    Ok((players, Case::Infraction { step, stack, counted, kill }))
}

/// The draft of an infraction's ruling: its outcome and the rule that decides the question,
/// the one that makes the outcome where a rule does (69: soft play a penalty, collusion a
/// disqualification; 33 and 71-B: dodging blinds and abuse a penalty), Rule 71 for the size.
fn infraction_draft(d: &PenaltyDispute, step: Step) -> Draft {
    let (outcome, part) = match step {
        Step::Warning => (Outcome::Warning, "A"),
        Step::Rounds(_) => (Outcome::Penalty, "A"),
        Step::Disqualification => (Outcome::Disqualification, "D"),
    };
    let named = d.infraction.rule();
    let fixed = d.infraction.fixed();
    let mut dr = match fixed {
        Fixed::Penalty(key, at) if d.rounds.is_none() => {
            let mut dr = Draft::new(outcome, key, at);
            if key == RuleKey::Penalties {
                dr.see_also.push(named);
            }
            dr.see_also.push((RuleKey::Penalties, Some(part)));
            dr
        }
        Fixed::Disqualification if d.rounds.is_none() => {
            let mut dr = Draft::new(outcome, named.0, named.1);
            dr.see_also.push((RuleKey::Penalties, Some(part)));
            dr
        }
        _ => {
            let mut dr = Draft::new(outcome, RuleKey::Penalties, Some(part));
            dr.see_also.push(named);
            dr
        }
    };
    // Collusion's disqualification is the rule's, not the floor's; every other size is.
    dr.discretion = fixed != Fixed::Disqualification;
    dr
}

/// Builds the ruling on the infraction from its step.
fn explain(
    d: &PenaltyDispute,
    ctx: &Ctx,
    players: u8,
    step: Step,
    stack: Chips,
    counted: Option<PenaltyOut>,
    kill: Kill<'_>,
) -> Draft {
    let seat = d.seat;
    let mut dr = infraction_draft(d, step);
    dr.reasoning.push(
        PenaltyText::Infraction {
            seat,
            infraction: d.infraction.as_str(),
        }
        .into(),
    );
    match d.rounds {
        Some(rounds) => dr.reasoning.push(
            PenaltyText::FloorChoseRounds {
                rounds: rounds.into(),
            }
            .into(),
        ),
        None => dr
            .reasoning
            .push(why(d.infraction, prior_count(&d.prior.clone().unwrap_or_default()), step, &ctx.house)),
    }
    if d.serious == Some(true) && d.rounds.is_none() && d.infraction.fixed() == Fixed::Size {
        dr.reasoning.push(PenaltyText::Serious.into());
    }
    dr.reasoning.extend(what_the_rule_says(d));
    if d.infraction == Infraction::CardExposure && !matches!(kill, Kill::Killed(_)) {
        dr.reasoning.push(PenaltyText::ExposureHandLive.into());
    }
    size(&mut dr, seat, step, counted, players, stack);
    if let Some(chips) = d.hidden_chips {
        dr.decision.out_of_play = Some(vec![crate::ruling::Refund { seat, amount: chips }]);
        if let Some(penalty) = dr.summary.take() {
            dr.summary = Some(
                PenaltyText::SummaryForfeit {
                    seat,
                    chips,
                    penalty,
                }
                .into(),
            );
        }
    }
    if dr.discretion && d.rounds.is_none() {
        dr.reasoning.push(PenaltyText::TheFloorChooses.into());
        dr.alternatives = range(step, players, d.infraction, heaviest(d), &ctx.house);
    }
    match kill {
        Kill::Killed(now) => {
            // The house kills the hand; the penalty stays as counted.
            dr.decision.outcome = Outcome::DeadHand;
            if let Some(size) = dr.summary.replace(PenaltyText::ExposureDeadHouse { seat }.into()) {
                dr.reasoning.push(size);
            }
            dr.settle(&now);
        }
        Kill::Unknown => dr.alternatives.insert(
            0,
            Alt::outcome(PenaltyText::IfDeliberate { seat }, Outcome::DeadHand),
        ),
        Kill::No => {}
    }
    dr
}

/// The penalty's size: the missed rounds counted, a warning, or the disqualification and the
/// stack it removes from play.
fn size(
    dr: &mut Draft,
    seat: u8,
    step: Step,
    counted: Option<PenaltyOut>,
    players: u8,
    stack: Chips,
) {
    match (step, counted) {
        (Step::Rounds(rounds), Some(c)) => {
            dr.reasoning.extend(arithmetic(&c, stack));
            dr.summary = Some(
                PenaltyText::SummaryRounds {
                    seat,
                    rounds: rounds.into(),
                    hands: c.hands as usize,
                }
                .into(),
            );
            dr.decision.penalty = Some(c);
        }
        (Step::Warning, _) => {
            dr.summary = Some(PenaltyText::SummaryWarning { seat }.into());
        }
        _ => {
            dr.summary = Some(PenaltyText::SummaryDisqualified { seat }.into());
            dr.decision.penalty = Some(PenaltyOut {
                rounds: 0,
                hands: 0,
                players_at_table: players,
                forced_bets: 0,
                blinded_out: false,
                removed_from_play: stack,
            });
        }
    }
}

/// A penalty being served when a hand is dealt: the seat is dealt in and its hand killed
/// (71-C); a misdeal and its re-deal count as one hand (35-C). What the seat posts this hand
/// (its blinds or antes, in stud the bring-in of the low card) is its `forced_bets`.
fn served(hand: &Hand, d: &PenaltyDispute, s: Serving, players: u8) -> Draft {
    let mut away = hand.clone();
    if let Some(i) = away.seat_index(d.seat) {
        away.seats[i].absent = true;
    }
    let forced = crate::replay::Table::new(&away).map_or(0, |t| {
        let start = hand.seat_index(d.seat).map_or(0, |i| hand.seats[i].stack);
        start.saturating_sub(t.stack(d.seat))
    });
    // The re-deal is the hand that counts: after it, as after any hand, one fewer is left.
    let left = s.hands_left.saturating_sub(1);
    let rule = if s.misdeal {
        (RuleKey::Misdeals, Some("C"))
    } else {
        (RuleKey::Penalties, Some("C"))
    };
    let mut dr = Draft::new(Outcome::Penalty, rule.0, rule.1);
    dr.see_also.push((RuleKey::Penalties, Some("C")));
    let seat = d.seat;
    dr.summary = Some(if s.misdeal {
        PenaltyText::MisdealDoesNotCount { seat, left: left as usize }.into()
    } else {
        PenaltyText::HandCounts { seat, left: left as usize }.into()
    });
    dr.decision.penalty = Some(PenaltyOut {
        rounds: 0,
        hands: left,
        players_at_table: players,
        forced_bets: forced,
        blinded_out: false,
        removed_from_play: 0,
    });
    dr
}

/// Where the hand shows the act is not the infraction by itself: checking the exclusive nuts
/// last to act on the river (not by itself soft play), a card exposed with no action pending.
fn not_the_infraction(
    hand: &Hand,
    d: &PenaltyDispute,
    t: &crate::replay::Table,
) -> Option<(PenaltyText, Option<&'static str>)> {
    let seat = d.seat;
    match d.infraction {
        Infraction::SoftPlay => match nuts_last(hand, seat)? {
            NutsLast::Checked => Some((PenaltyText::NutsCheckNotSoftPlay { seat }, Some("B"))),
            NutsLast::Called => Some((PenaltyText::NutsCallNotSoftPlay { seat }, Some("B"))),
        },
        Infraction::CardExposure
            if !matches!(t.phase(), crate::replay::Phase::Betting | crate::replay::Phase::AwaitingDeal(_)) =>
        {
            Some((PenaltyText::NoActionPending { seat }, None))
        }
        // 5-C bars devices to players with live hands; a seat that has folded has none.
        Infraction::ElectronicDevice if folded(hand, seat) => {
            Some((PenaltyText::DeviceNoLiveHand { seat }, Some("B")))
        }
        _ => None,
    }
}

/// Whether the seat has folded in the hand as given.
fn folded(hand: &Hand, seat: u8) -> bool {
    use crate::hand::{Act, Action};
    hand.actions
        .iter()
        .any(|a| matches!(a, Action::Player { seat: s, act: Act::Fold } if *s == seat))
}

/// What the infraction's own rule says, where the ruling needs it said.
fn what_the_rule_says(d: &PenaltyDispute) -> Option<Message> {
    let seat = d.seat;
    Some(match d.infraction {
        Infraction::Identity => PenaltyText::Identity { seat }.into(),
        Infraction::Language => PenaltyText::Language.into(),
        Infraction::PhoneCall => PenaltyText::PhoneCall.into(),
        Infraction::DeviceOnTable => PenaltyText::DeviceOnTable.into(),
        Infraction::StrategyTool => PenaltyText::StrategyTool.into(),
        Infraction::ThrowingCards => PenaltyText::ThrowingCards.into(),
        Infraction::ChipsHidden => PenaltyText::ChipsForfeited {
            seat,
            chips: d.hidden_chips.unwrap_or(0),
        }
        .into(),
        _ => return None,
    })
}

/// Whether the seat checked behind on the river, last to act, holding the nuts.
/// How a seat holding the exclusive nuts closed the river's action.
enum NutsLast {
    /// Checked behind, every river act a check.
    Checked,
    /// Called the river's last bet, closing the action.
    Called,
}

/// Whether the seat, holding the exclusive nuts, closed the river's action by checking behind
/// or by calling the last bet: neither alone is soft play (a player is never obliged to bet or
/// raise).
fn nuts_last(hand: &Hand, seat: u8) -> Option<NutsLast> {
    use crate::hand::{Act, Action, Street};
    let mut street = Street::Preflop;
    let mut river_acts: Vec<(u8, &Act)> = Vec::new();
    for a in &hand.actions {
        match a {
            Action::Deal { street: s, .. } => street = *s,
            Action::Player { seat: s, act } if street == Street::River && act.is_betting() => {
                river_acts.push((*s, act));
            }
            _ => {}
        }
    }
    let how = match river_acts.last() {
        Some((last, Act::Check))
            if *last == seat && river_acts.iter().all(|(_, a)| matches!(a, Act::Check)) =>
        {
            NutsLast::Checked
        }
        // The call closed the action: nobody is left to act on the river.
        Some((last, Act::Call))
            if *last == seat && state_now(hand).is_ok_and(|t| t.to_act().is_none()) =>
        {
            NutsLast::Called
        }
        _ => return None,
    };
    let hole = hand.seat_index(seat).and_then(|i| hand.seats[i].cards.clone())?;
    let board = board_cards(hand)?;
    exclusive_nuts(&hole, &board, hand.game.combine(), hand.game.hole_cards()).then_some(how)
}

fn board_cards(hand: &Hand) -> Option<Vec<crate::cards::Card>> {
    use crate::hand::Action;
    let board: Vec<crate::cards::Card> = hand
        .actions
        .iter()
        .filter_map(|a| match a {
            Action::Deal { cards: Some(c), .. } => Some(c.clone()),
            _ => None,
        })
        .flatten()
        .collect();
    (board.len() == 5).then_some(board)
}

/// Whether no other holding could beat `hole` on `board`: the nuts, shared or not (two-card
/// games; Omaha's holdings are too many to enumerate here and are never called the nuts).
fn exclusive_nuts(
    hole: &[crate::cards::Card],
    board: &[crate::cards::Card],
    combine: crate::eval::Combine,
    hole_cards: usize,
) -> bool {
    use crate::cards::Card;
    use crate::eval::best_hand;
    if hole_cards != 2 {
        return false;
    }
    let Some(mine) = best_hand(hole, board, combine) else {
        return false;
    };
    let used: u64 = hole.iter().chain(board).map(|c| c.bit()).sum();
    let free: Vec<Card> = (0..52)
        .filter_map(Card::from_index)
        .filter(|c| used & c.bit() == 0)
        .collect();
    for i in 0..free.len() {
        for j in i + 1..free.len() {
            if let Some(other) = best_hand(&[free[i], free[j]], board, combine)
                && other.value > mine.value
            {
                return false;
            }
        }
    }
    true
}

/// Why this step: a first infraction, a repeat one, soft play, collusion.
fn why(infraction: Infraction, prior: u8, step: Step, house: &HouseRules) -> Message {
    let rounds = match step {
        Step::Rounds(r) => r.into(),
        _ => 0,
    };
    match infraction.fixed() {
        Fixed::Disqualification => PenaltyText::Collusion.into(),
        _ if step == Step::Disqualification => PenaltyText::RepeatTop {
            prior: prior.into(),
            top: house.penalty_max_rounds.into(),
        }
        .into(),
        Fixed::Penalty(..) if infraction == Infraction::SoftPlay => PenaltyText::SoftPlay {
            prior: prior.into(),
            rounds,
        }
        .into(),
        Fixed::Penalty(rule, part) => PenaltyText::Required {
            rule,
            part: part.map(|p| format!("-{p}")).unwrap_or_default(),
            prior: prior.into(),
            rounds,
        }
        .into(),
        _ if prior == 0 && house.first_penalty == FirstPenalty::OneRound => {
            PenaltyText::FirstInfractionHouse.into()
        }
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

/// Every other step the floor may choose (soft play, abuse and dodging blinds are a penalty by
/// rule: never a warning).
fn range(
    lean: Step,
    players: u8,
    infraction: Infraction,
    heaviest: u8,
    house: &HouseRules,
) -> Vec<Alt> {
    let mut steps = if matches!(infraction.fixed(), Fixed::Penalty(..))
        || house.first_penalty == FirstPenalty::OneRound
    {
        Vec::new()
    } else {
        vec![Step::Warning]
    };
    steps.extend((1..=house.penalty_max_rounds).map(Step::Rounds));
    if lean == Step::Disqualification && infraction.fixed() != Fixed::Disqualification {
        // Escalated past the ladder's top: a longer missed-round penalty is the floor's other
        // escalation.
        steps.push(Step::Rounds(house.penalty_max_rounds.saturating_add(1)));
    }
    steps.push(Step::Disqualification);
    steps
        .into_iter()
        .filter(|s| *s != lean)
        // After missed rounds, a warning or fewer rounds would not escalate (71-A).
        .filter(|s| match s {
            Step::Warning => heaviest == 0,
            Step::Rounds(r) => *r >= heaviest,
            Step::Disqualification => true,
        })
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
        /// A repeat infraction after a penalty at the top of the missed-round ladder.
        RepeatTop { prior: count, top: count } = "penalty-repeat-top",
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
        /// The rounds the floor chose.
        FloorChoseRounds { rounds: count } = "penalty-floor-chose-rounds",
        /// A serious infraction starts past a warning.
        Serious = "penalty-serious",
        /// An exposure penalty: the hand stays live, the penalty starts after it.
        ExposureHandLive = "penalty-exposure-hand-live",
        /// The house starts the ladder at a missed round.
        FirstInfractionHouse = "penalty-first-infraction-house",
        /// The house kills a deliberately exposed hand.
        ExposureDeadHouse { seat: seat } = "penalty-exposure-dead-house",
        /// Alternative: the floor finds the exposure deliberate.
        IfDeliberate { seat: seat } = "penalty-if-deliberate",
        /// Checking the exclusive nuts last to act on the river is not by itself soft play.
        NutsCheckNotSoftPlay { seat: seat } = "penalty-nuts-check-not-soft-play",
        /// Only calling the last river bet with the exclusive nuts: not soft play by itself.
        NutsCallNotSoftPlay { seat: seat } = "penalty-nuts-call-not-soft-play",
        /// A card exposed with no action pending is no infraction.
        NoActionPending { seat: seat } = "penalty-no-action-pending",
        /// Alternative: the floor finds the infraction from other facts.
        IfFloorFindsIt { seat: seat } = "penalty-if-floor-finds-it",
        /// Serving: a misdeal and its re-deal count as one hand.
        MisdealDoesNotCount { seat: seat, left: count } = "penalty-misdeal-does-not-count",
        /// Serving: the hand dealt counts.
        HandCounts { seat: seat, left: count } = "penalty-hand-counts",
        /// A penalty the rules say will be given (dodging blinds, abuse): never a warning alone.
        Required { rule: rule, part: verbatim, prior: count, rounds: count } = "penalty-required",
        /// 5-C: a seat that has folded has no live hand.
        DeviceNoLiveHand { seat: seat } = "penalty-device-no-live-hand",
        /// Alternative: the device was used before the fold.
        IfUsedLive { seat: seat } = "penalty-if-used-live",
        /// Rule 4: the item comes off.
        Identity { seat: seat } = "penalty-identity",
        /// Rule 6: the posted languages.
        Language = "penalty-language",
        /// 5-A: no phone calls at the table.
        PhoneCall = "penalty-phone-call",
        /// 5-B: no device on the table.
        DeviceOnTable = "penalty-device-on-table",
        /// 5-D: no strategy tools at the table, live hand or not.
        StrategyTool = "penalty-strategy-tool",
        /// 68 and 71-B: cards thrown.
        ThrowingCards = "penalty-throwing-cards",
        /// 63: the chips out of view are forfeited.
        ChipsForfeited { seat: seat, chips: chips } = "penalty-chips-forfeited",
        /// Summary: chips forfeited, and the penalty.
        SummaryForfeit { seat: seat, chips: chips, penalty: text } = "penalty-summary-forfeit",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        /// A table seats 2 to 12 players.
        PlayersAtTable { players: count } = "error-penalty-players-at-table",
        /// `chips_hidden` needs the chips.
        ChipsNeeded = "error-penalty-chips-needed",
        /// The chips are a positive amount.
        Chips = "error-penalty-chips",
        /// Only `chips_hidden` takes chips.
        ChipsOnlyOutOfView = "error-penalty-chips-only-out-of-view",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tda() -> HouseRules {
        HouseRules::default()
    }

    #[test]
    fn the_ladder_escalates_and_stops() {
        assert_eq!(lean(Infraction::Etiquette, 0, &tda()), Step::Warning);
        assert_eq!(lean(Infraction::CardExposure, 1, &tda()), Step::Rounds(1));
        assert_eq!(lean(Infraction::Disclosure, 2, &tda()), Step::Rounds(2));
        assert_eq!(
            lean(Infraction::ElectronicDevice, 200, &tda()),
            Step::Rounds(3)
        );
        assert_eq!(lean(Infraction::SoftPlay, 0, &tda()), Step::Rounds(1));
        assert_eq!(lean(Infraction::SoftPlay, 255, &tda()), Step::Rounds(3));
        assert_eq!(lean(Infraction::Collusion, 0, &tda()), Step::Disqualification);
    }

    #[test]
    fn the_range_is_every_other_step() {
        let r = range(Step::Rounds(2), 9, Infraction::Etiquette, 0, &tda());
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
