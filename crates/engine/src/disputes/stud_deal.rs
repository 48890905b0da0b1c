//! `stud_deal`: errors in dealing a stud hand (RP-10) and a stud card dealt too soon (RP-5-D).
//!
//! - RP-10-A: one of the first two down cards dealt face up: it becomes the player's up card
//!   and the third card is dealt face down; the bring-in is then read from the up cards as they
//!   stand. Two or more exposed down cards are not RP-10-A's case: the floor's call (Rule 1),
//!   leaning to a misdeal as Rule 35 has it for exposed cards on the deal.
//! - RP-10-B: a seventh-street card dealt face up: with betting still to come it is replaced
//!   (taken out of play, a new card dealt down); with no betting left (all-in) it stands face up.
//! - RP-10-H: too few cards for seventh street: the stub must hold one card for every player
//!   still in plus the burn. If it does not, the three earlier burns are added, shuffled and cut;
//!   if that is still short, a burn and one community card face up that plays for everyone, and
//!   the player who acted first on sixth street acts first.
//! - RP-5-D (39-D): a stud card dealt before the betting round ended goes back into the stub,
//!   which is shuffled; no extra burn.
//!
//! The TDA text of these parts is known here from its summaries (`GET /v1/rules`); the
//! readings above are those summaries'.

use super::common::state_now;
use crate::error::HandError;
use crate::hand::{Hand, Street};
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, Outcome};
use crate::text::Reason;
use serde::{Deserialize, Serialize};

/// What went wrong in dealing a stud hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum StudDealError {
    /// One (or more) of a player's first two down cards was dealt face up (RP-10-A).
    DownCardExposed,
    /// A seventh-street card was dealt face up (RP-10-B).
    SeventhCardExposed,
    /// Too few cards left in the stub for seventh street (RP-10-H).
    ShortStub,
    /// A card of the next street was dealt before the betting round ended (RP-5-D).
    PrematureCard,
}

/// An error in dealing a stud hand: the hand as it stands, and what went wrong.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct StudDealDispute {
    /// What went wrong.
    pub error: StudDealError,
    /// The seat whose card was exposed (`down_card_exposed`, `seventh_card_exposed`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub seat: Option<u8>,
    /// How many of the seat's first two down cards were exposed (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 2))]
    pub count: Option<u8>,
    /// `down_card_exposed`: the card exposed (e.g. `"As"`), where known. It becomes the seat's
    /// up card for the bring-in; without it, each of the seat's two down cards (where `cards`
    /// gives them) is read in turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<String>,
    /// `short_stub`: the cards left in the stub before seventh street is dealt.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 52))]
    pub stub: Option<u8>,
}

impl super::Decide for StudDealDispute {
    const NEEDS: super::Needs = super::Needs::UpCards;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::Corrected,
            "the deal is put right as the procedure says (the exposed card becomes the up card or is replaced, the burns or a community card complete seventh street, the premature card goes back)",
        ),
        (
            Outcome::Stands,
            "the deal stands (a seventh-street card exposed with no betting left; a stub that holds enough cards)",
        ),
        (
            Outcome::Misdeal,
            "two or more down cards exposed on the deal: the floor's call, leaning to a misdeal",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Errors::SPECS, Text::SPECS];

    fn decide(&self, hand: &Hand, _ctx: &Ctx) -> Result<Draft, HandError> {
        match self.error {
            StudDealError::DownCardExposed => down_card(hand, self),
            StudDealError::SeventhCardExposed => seventh_card(hand, self),
            StudDealError::ShortStub => short_stub(hand, self),
            StudDealError::PrematureCard => {
                let mut d = Draft::new(Outcome::Corrected, RuleKey::RpPrematureCards, Some("D"));
                d.summary = Some(Text::PrematureSummary.into());
                d.reasoning.push(Text::Premature.into());
                Ok(d)
            }
        }
    }
}

fn seat_of(hand: &Hand, d: &StudDealDispute) -> Result<u8, HandError> {
    let seat = d
        .seat
        .ok_or_else(|| HandError::dispute("dispute.seat", Errors::SeatNeeded))?;
    super::common::known_seat(hand, seat, "dispute.seat")?;
    Ok(seat)
}

/// RP-10-A: the exposed down card becomes the up card; the bring-in from the up cards.
fn down_card(hand: &Hand, d: &StudDealDispute) -> Result<Draft, HandError> {
    let seat = seat_of(hand, d)?;
    if d.count.unwrap_or(1) >= 2 {
        let mut dr = Draft::new(Outcome::Misdeal, RuleKey::Misdeals, None);
        dr.discretion = true;
        dr.see_also.push((RuleKey::RpStudDealing, Some("A")));
        dr.summary = Some(Text::TwoExposedSummary { seat }.into());
        dr.reasoning.push(Text::TwoExposed { seat }.into());
        dr.alternatives
            .push(Alt::outcome(Text::IfPlayOn { seat }, Outcome::Corrected));
        return Ok(dr);
    }
    let mut dr = Draft::new(Outcome::Corrected, RuleKey::RpStudDealing, Some("A"));
    dr.summary = Some(Text::ExposedSummary { seat }.into());
    dr.reasoning.push(Text::Exposed { seat }.into());
    // The exposed card becomes the seat's up card: the one named, else each of its two down
    // cards in turn (the bring-in may depend on which it was).
    let exposed: Vec<crate::cards::Card> = match &d.card {
        Some(text) => match crate::cards::parse_cards(text).ok().as_deref() {
            Some([c]) => vec![*c],
            _ => {
                return Err(HandError::dispute("dispute.card", Errors::OneCard));
            }
        },
        // The seat's cards as dealt: its two down cards; with only its up card given, that
        // card (the client put the exposed card there).
        None => hand
            .seat_index(seat)
            .and_then(|i| {
                let s = &hand.seats[i];
                match (&s.cards, &s.up) {
                    (Some(c), _) if c.len() >= 3 => Some(c[..2].to_vec()),
                    (_, Some(up)) => up.first().map(|c| vec![*c]),
                    _ => None,
                }
            })
            .unwrap_or_default(),
    };
    let readings: Vec<(crate::cards::Card, Option<u8>)> =
        exposed.iter().map(|&c| (c, bring_in_with(hand, seat, c))).collect();
    match readings.as_slice() {
        [] => dr.reasoning.push(Text::BringInFromUpCards.into()),
        [(_, first), rest @ ..] if rest.iter().all(|(_, b)| b == first) => match first {
            Some(bring_in) => dr.reasoning.push(Text::BringInNow { seat: *bring_in }.into()),
            None => dr.reasoning.push(Text::BringInFromUpCards.into()),
        },
        [(card, first), rest @ ..] => {
            // Which down card was exposed decides the bring-in: read with the first, the other
            // as the alternative.
            match first {
                Some(bring_in) => dr.reasoning.push(
                    Text::BringInIfCard {
                        card: crate::cards::cards_to_string(&[*card]),
                        seat: *bring_in,
                    }
                    .into(),
                ),
                None => dr.reasoning.push(Text::BringInFromUpCards.into()),
            }
            for (card, b) in rest {
                if let Some(bring_in) = b {
                    dr.alternatives.push(Alt::outcome(
                        Text::IfExposedCard {
                            card: crate::cards::cards_to_string(&[*card]),
                            seat: *bring_in,
                        },
                        Outcome::Corrected,
                    ));
                }
            }
        }
    }
    dr.see_also.push((RuleKey::TerminologyAndGestures, None));
    Ok(dr)
}

/// The bring-in seat when `card` is `seat`'s up card and every other seat's up card is as
/// dealt; `None` when an up card is not known.
fn bring_in_with(hand: &Hand, seat: u8, card: crate::cards::Card) -> Option<u8> {
    let razz = hand.game.def().valuation == crate::hand::Valuation::LowA5;
    let mut best: Option<(u8, u8)> = None;
    for s in &hand.seats {
        let c = if s.seat == seat {
            card
        } else {
            s.up.as_ref().and_then(|u| u.first().copied())?
        };
        let k = crate::eval::bring_in_order(c, !razz && hand.conventions.bring_in_ace_high);
        if best.is_none_or(|(b, _)| if razz { k > b } else { k < b }) {
            best = Some((k, s.seat));
        }
    }
    best.map(|(_, s)| s)
}

/// RP-10-B: replaced while betting remains; stands face up when nobody can bet.
fn seventh_card(hand: &Hand, d: &StudDealDispute) -> Result<Draft, HandError> {
    let seat = seat_of(hand, d)?;
    let t = state_now(hand)?;
    let with_chips = t
        .live_seats()
        .into_iter()
        .filter(|&s| t.stack(s) > 0)
        .count();
    if with_chips >= 2 {
        let mut dr = Draft::new(Outcome::Corrected, RuleKey::RpStudDealing, Some("B"));
        dr.summary = Some(Text::SeventhReplacedSummary { seat }.into());
        dr.reasoning.push(
            Text::SeventhReplaced {
                seat,
                with_chips,
            }
            .into(),
        );
        Ok(dr)
    } else {
        let mut dr = Draft::new(Outcome::Stands, RuleKey::RpStudDealing, Some("B"));
        dr.summary = Some(Text::SeventhStandsSummary { seat }.into());
        dr.reasoning.push(Text::SeventhStands { seat }.into());
        dr.see_also.push((RuleKey::AllInFaceUp, None));
        Ok(dr)
    }
}

/// RP-10-H: one card per player still in, plus the burn.
fn short_stub(hand: &Hand, d: &StudDealDispute) -> Result<Draft, HandError> {
    let stub = d
        .stub
        .ok_or_else(|| HandError::dispute("dispute.stub", Errors::StubNeeded))?;
    let t = state_now(hand)?;
    if !matches!(t.street(), Street::Sixth | Street::Seventh) {
        return Err(HandError::dispute("hand", Errors::NotAtSeventh));
    }
    let players = t.live_seats().len();
    let need = players + 1;
    let stub = usize::from(stub);
    let (outcome, text, summary) = if stub >= need {
        (Outcome::Stands, Text::StubEnough { stub, players }, Text::StubEnoughSummary)
    } else if stub + 3 >= need {
        (Outcome::Corrected, Text::StubWithBurns { stub, players }, Text::StubWithBurnsSummary)
    } else {
        (Outcome::Corrected, Text::StubCommunity { stub, players }, Text::StubCommunitySummary)
    };
    let mut dr = Draft::new(outcome, RuleKey::RpStudDealing, Some("H"));
    dr.reasoning.push(text.into());
    dr.summary = Some(summary.into());
    Ok(dr)
}

crate::text::messages! {
    /// The reasons of a `stud_deal` ruling.
    pub enum Text {
        /// RP-10-A: the exposed down card is the up card.
        Exposed { seat: seat } = "stud-deal-exposed",
        ExposedSummary { seat: seat } = "stud-deal-exposed-summary",
        /// The bring-in seat as the up cards now stand.
        BringInNow { seat: seat } = "stud-deal-bring-in-now",
        /// The bring-in from the up cards (not all given).
        BringInFromUpCards = "stud-deal-bring-in-from-up-cards",
        /// The bring-in when the exposed card was this one (the request did not say which).
        BringInIfCard { card: verbatim, seat: seat } = "stud-deal-bring-in-if-card",
        /// Alternative: the other down card was the one exposed.
        IfExposedCard { card: verbatim, seat: seat } = "stud-deal-if-exposed-card",
        /// Two or more down cards exposed.
        TwoExposed { seat: seat } = "stud-deal-two-exposed",
        TwoExposedSummary { seat: seat } = "stud-deal-two-exposed-summary",
        /// Alternative: the floor lets the hand play on.
        IfPlayOn { seat: seat } = "stud-deal-if-play-on",
        /// RP-10-B.
        SeventhReplaced { seat: seat, with_chips: count } = "stud-deal-seventh-replaced",
        SeventhReplacedSummary { seat: seat } = "stud-deal-seventh-replaced-summary",
        SeventhStands { seat: seat } = "stud-deal-seventh-stands",
        SeventhStandsSummary { seat: seat } = "stud-deal-seventh-stands-summary",
        /// RP-10-H.
        StubEnough { stub: count, players: count } = "stud-deal-stub-enough",
        StubEnoughSummary = "stud-deal-stub-enough-summary",
        StubWithBurns { stub: count, players: count } = "stud-deal-stub-with-burns",
        StubWithBurnsSummary = "stud-deal-stub-with-burns-summary",
        StubCommunity { stub: count, players: count } = "stud-deal-stub-community",
        StubCommunitySummary = "stud-deal-stub-community-summary",
        /// RP-5-D.
        Premature = "stud-deal-premature",
        PrematureSummary = "stud-deal-premature-summary",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        SeatNeeded = "error-stud-deal-seat-needed",
        StubNeeded = "error-stud-deal-stub-needed",
        NotAtSeventh = "error-stud-deal-not-at-seventh",
        OneCard = "error-stud-deal-one-card",
    }
}
