//! `deal_error`: what went wrong while the cards were dealt (Rule 35, with 36 for substantial
//! action, 65 and 68 for cards exposed after the deal).
//!
//! # Design
//!
//! Every cause of Rule 35-A is a misdeal only before substantial action (35-D); the action so
//! far is counted from `hand.actions` (`replay::substantial`, as for a wrong number of cards), and a check and a fold
//! alone (the parenthetical reading of Rule 36) make the ruling `discretion: true` with the
//! other reading in `alternatives`. A misdeal is re-dealt exactly (35-C): same button, the
//! blinds and antes stay posted, and every other chip bet goes back (`refunds`). A fouled deck
//! (35-E) stops the hand whatever the action: every chip goes back, blinds and antes included.
//!
//! Where the TDA is silent we say so in the README: one card exposed by the dealer (not one of
//! the first two) is replaced after the deal and becomes the burn; in a draw game (35-A's
//! exposed-card causes are written for flop games) the house's rule decides, and the ruling
//! follows the usual one with `discretion: true` (one card replaced, a second a misdeal); a seat dealt in wrongly after
//! substantial action has its hand killed and gets back what it put in (the floor may instead
//! leave the chips in the pot, Rule 1); a seat dealt out wrongly after substantial action sits
//! the hand out.

use super::common::{check_arriving, known_seat, redeal, refunds};
use crate::error::HandError;
use crate::hand::{Family, Hand, MAX_SEAT};
use crate::cards::Card;
use crate::replay::replay;
use crate::replay::substantial::Substantial;
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, NextHand, Outcome, Refund};
use crate::units::Chips;
use serde::{Deserialize, Serialize};
use crate::text::Reason;

/// What went wrong in the deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum DealError {
    /// Hole cards exposed: `cards` of them, `first_two` whether one was among the first two
    /// off the deck, `by` the dealer (default) or the player.
    ExposedCard,
    /// Cards found face up in the deck during the deal (`cards` of them).
    BoxedCard,
    /// The first card of the deal went to the wrong seat.
    FirstCardWrongSeat,
    /// `seat` was dealt in though not entitled to a hand.
    DealtInWrongly,
    /// `seat` (not in the hand) was entitled to a hand but dealt out.
    DealtOutWrongly,
    /// A card not of the deck (a joker, a card of another deck) was dealt to `seat`.
    NonStandardCard,
    /// The deck is fouled: two cards of the same rank and suit.
    FouledDeck,
}

impl DealError {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        crate::units::wire_name(&self)
    }
}

/// Who exposed the card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ExposedBy {
    /// The dealer.
    #[default]
    Dealer,
    /// The player who holds the cards.
    Player,
}

/// A deal error, judged at the end of `hand.actions` (substantial action is counted from them).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct DealErrorDispute {
    /// What went wrong.
    pub error: DealError,
    /// The seat concerned (`exposed_card`, `dealt_in_wrongly`, `dealt_out_wrongly`,
    /// `non_standard_card`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub seat: Option<u8>,
    /// `exposed_card`, `boxed_card`: how many cards (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 52))]
    pub cards: Option<u8>,
    /// `exposed_card`: one of the first two cards off the deck was exposed (default false).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_two: Option<bool>,
    /// `exposed_card`: who exposed it (default the dealer).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<ExposedBy>,
    /// `fouled_deck`: the card found twice (`As`), where the floor names it. The hand may
    /// also show it twice (in two seats' cards or on the board): it is the evidence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duplicate: Option<String>,
    /// Empty seats taken after the misdeal was called (a new or moved player): not dealt into
    /// the re-deal (Rule 35-C).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arriving: Vec<u8>,
}

impl super::Decide for DealErrorDispute {
    const NEEDS: super::Needs = super::Needs::Button;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Stands, "the deal stands: play on"),
        (Outcome::DeadHand, "the player's hand is dead"),
        (
            Outcome::Misdeal,
            "a misdeal: the hand is re-dealt (`refunds`: the chips back; `next_hand`: the re-deal, who is dealt in and who waits)",
        ),
        (Outcome::Penalty, "the player may be penalised (an alternative the floor may choose)"),
    ];

    fn shows_duplicate_cards(&self) -> bool {
        self.error == DealError::FouledDeck
    }
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Errors::SPECS, DealText::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// What Rule 35 finds of a deal error: a fouled deck (35-E), a player's own exposure (68), one
/// card replaced (35-A's exceptions), a misdeal before substantial action (35-A), or the deal
/// standing after it (35-D).
#[derive(Debug)]
enum Case {
    /// The deck is fouled: the hand stops, every chip goes back.
    FouledDeck {
        /// The card found twice, as named or as the hand shows it.
        card: Option<Card>,
        /// Every chip put in, back.
        all: Vec<Refund>,
    },
    /// The player exposed a card: the hand is live, no misdeal.
    PlayerExposed { seat: u8 },
    /// One card exposed by the dealer (not one of the first two): replaced.
    OneExposed { seat: u8 },
    /// Cards exposed by the dealer in a draw game: the house's rule (the usual one followed:
    /// one replaced, two or more a misdeal).
    DrawExposed { seat: u8, cards: u8 },
    /// One card boxed in the deck: replaced.
    OneBoxed,
    /// A misdeal, before substantial action: re-dealt.
    Misdeal(Cause),
    /// After substantial action: the deal stands (the hand dead where the cause kills it).
    AfterSubstantial(Cause),
}

/// What went wrong, with the facts its explanation needs.
#[derive(Debug)]
enum Cause {
    /// Hole cards exposed by the dealer.
    Exposed { seat: u8, cards: u8, first_two: bool },
    /// Cards found face up in the deck.
    Boxed { cards: u8 },
    /// The first card to the wrong seat.
    FirstCard,
    /// A seat dealt in wrongly; what it put in.
    DealtIn { seat: u8, back: Chips },
    /// A seat dealt out wrongly.
    DealtOut { seat: u8 },
    /// A card not of the deck.
    NonStandard { seat: u8 },
}

/// A finding: the case and what a misdeal or a deal that stands says beside it.
#[derive(Debug)]
struct Finding {
    case: Case,
    sa: Substantial,
    /// Chips bet beyond the posts, back on a misdeal (35-C).
    bets_back: Vec<Refund>,
    /// The re-deal.
    next: NextHand,
    /// Seats taken after the misdeal was called.
    arriving: Vec<u8>,
    /// Seats whose players are away (they play the re-deal).
    away: Vec<u8>,
}

/// Rule on a `deal_error` dispute.
fn decide(hand: &Hand, d: &DealErrorDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    // A seat dealt out but listed in the hand (as a floor lists the table), with no act of its
    // own: judged as the hand was dealt, without it.
    if d.error == DealError::DealtOutWrongly
        && hand.spot.is_none()
        && hand.seats.len() > 2
        && let Some(seat) = d.seat
        && seat != hand.button
        && !hand.straddles.iter().any(|s| s.seat == seat)
        && !hand.posts.iter().any(|p| p.seat == seat)
        && let Some(i) = hand.seat_index(seat)
        && !hand
            .actions
            .iter()
            .any(|a| matches!(a, crate::hand::Action::Player { seat: s, .. } if *s == seat))
    {
        let mut without = hand.clone();
        without.seats.remove(i);
        if let Ok(dr) = decide(&without, d, ctx) {
            return Ok(dr);
        }
    }
    Ok(explain(find(hand, d, ctx)?))
}

/// Finds the case (pure: no words).
fn find(hand: &Hand, d: &DealErrorDispute, ctx: &Ctx) -> Result<Finding, HandError> {
    let t = replay(hand)?.table;
    let kinds: Vec<_> = t.history().iter().map(|a| (a.kind, a.chips_in)).collect();
    let sa = ctx.house.substantial(&kinds);
    let cards = d.cards.unwrap_or(1);
    if cards == 0 {
        return Err(HandError::dispute("dispute.cards", Errors::AtLeastOneCard));
    }
    // Chips bet beyond the posts go back on a misdeal; the posts stay for the re-deal (35-C).
    check_arriving(hand, &d.arriving, "dispute.arriving")?;
    let (bets_back, next) = redeal(hand, &d.arriving)?;
    let case = if let Some(cause) = cause(hand, d, cards, |seat| t.total_in(seat))? {
        match cause {
            // Mandatory: a player's own exposure never kills the hand and is no misdeal (68);
            // whether to penalise it is another question (71).
            Cause::Exposed { seat, .. } if d.by.unwrap_or_default() == ExposedBy::Player => {
                Case::PlayerExposed { seat }
            }
            _ if sa.reached => Case::AfterSubstantial(cause),
            // Draw games: 35-A's exposed-card causes are written for flop games; the house's
            // rule decides (its usual one: one card replaced, a second a misdeal).
            Cause::Exposed { seat, cards, .. } if hand.game.family() == Family::Draw => {
                Case::DrawExposed { seat, cards }
            }
            Cause::Exposed {
                seat,
                cards: 1,
                first_two: false,
            } => Case::OneExposed { seat },
            Cause::Boxed { cards: 1 } => Case::OneBoxed,
            _ => Case::Misdeal(cause),
        }
    } else {
        // The card found twice, as the floor names it or as the hand shows it.
        let card = match &d.duplicate {
            Some(text) => Some(
                crate::cards::parse_cards(text)
                    .ok()
                    .filter(|c| c.len() == 1)
                    .ok_or_else(|| HandError::dispute("dispute.duplicate", Errors::NotOneCard))?
                    [0],
            ),
            None => hand.duplicates.first().copied(),
        };
        Case::FouledDeck {
            card,
            all: refunds(hand, |seat| t.total_in(seat)),
        }
    };
    Ok(Finding {
        case,
        sa,
        bets_back,
        next,
        arriving: d.arriving.clone(),
        away: hand.seats.iter().filter(|s| s.absent).map(|s| s.seat).collect(),
    })
}

/// What went wrong, its seat and counts checked (none: a fouled deck).
fn cause(
    hand: &Hand,
    d: &DealErrorDispute,
    cards: u8,
    put_in: impl Fn(u8) -> Chips,
) -> Result<Option<Cause>, HandError> {
    let seat = || -> Result<u8, HandError> {
        d.seat.ok_or_else(|| {
            HandError::dispute(
                "dispute.seat",
                Errors::SeatNeeded {
                    error: d.error.as_str().to_string(),
                },
            )
        })
    };
    Ok(Some(match d.error {
        DealError::FouledDeck => return Ok(None),
        DealError::ExposedCard => {
            let seat = seat()?;
            known_seat(hand, seat, "dispute.seat")?;
            if usize::from(cards) > hand.game.hole_cards() {
                return Err(HandError::dispute(
                    "dispute.cards",
                    Errors::MoreThanHoleCards {
                        cards: usize::from(cards),
                        hole: hand.game.hole_cards(),
                    },
                ));
            }
            let first_two = d.first_two.unwrap_or(false);
            Cause::Exposed {
                seat,
                cards,
                first_two,
            }
        }
        DealError::BoxedCard => Cause::Boxed { cards },
        DealError::FirstCardWrongSeat => Cause::FirstCard,
        DealError::DealtInWrongly => {
            let seat = seat()?;
            known_seat(hand, seat, "dispute.seat")?;
            Cause::DealtIn {
                seat,
                back: put_in(seat),
            }
        }
        DealError::DealtOutWrongly => {
            let seat = seat()?;
            if !(1..=MAX_SEAT).contains(&seat) {
                return Err(HandError::dispute(
                    "dispute.seat",
                    Errors::SeatOutOfRange {
                        max: usize::from(MAX_SEAT),
                    },
                ));
            }
            if hand.seat_index(seat).is_some() {
                return Err(HandError::dispute(
                    "dispute.seat",
                    Errors::SeatWasDealtIn { seat },
                ));
            }
            Cause::DealtOut { seat }
        }
        DealError::NonStandardCard => {
            let seat = seat()?;
            known_seat(hand, seat, "dispute.seat")?;
            Cause::NonStandard { seat }
        }
    }))
}

/// Builds the ruling from the finding.
fn explain(f: Finding) -> Draft {
    match f.case {
        Case::FouledDeck { card, all } => {
            let mut dr = Draft::new(Outcome::Misdeal, RuleKey::Misdeals, Some("E"));
            dr.see_also.push((RuleKey::DisputedHands, None));
            if let Some(card) = card {
                dr.reasoning.push(
                    DealText::DuplicateCard {
                        card: card.to_string(),
                    }
                    .into(),
                );
            }
            let total = all.iter().map(|r| r.amount).sum();
            dr.reasoning
                .push(DealText::FouledDeckAllBack { total }.into());
            dr.summary = Some(DealText::FouledDeck.into());
            dr.decision.refunds = Some(all);
            dr
        }
        Case::PlayerExposed { seat } => {
            let mut dr = Draft::new(Outcome::Stands, RuleKey::ExposingCards, None);
            dr.summary = Some(DealText::PlayerExposedLive { seat }.into());
            dr.reasoning.push(DealText::PlayerExposedWhy.into());
            dr.see_also.push((RuleKey::Penalties, None));
            dr
        }
        Case::OneExposed { seat } => {
            let mut dr = Draft::new(Outcome::Stands, RuleKey::Misdeals, Some("A"));
            dr.summary = Some(DealText::OneExposedReplaced { seat }.into());
            dr.reasoning.push(DealText::OneExposedWhy.into());
            dr
        }
        Case::DrawExposed { seat, cards } => {
            let mut dr = if cards >= 2 {
                let cause = Cause::Exposed {
                    seat,
                    cards,
                    first_two: false,
                };
                let mut dr = explain_misdeal(&f, &cause);
                dr.reasoning[0] = DealText::DrawExposedHouse.into();
                dr.alternatives.push(Alt::outcome(
                    DealText::HouseReplacesExposed,
                    Outcome::Stands,
                ));
                dr
            } else {
                let mut dr = Draft::new(Outcome::Stands, RuleKey::Misdeals, Some("A"));
                dr.summary = Some(DealText::OneExposedReplaced { seat }.into());
                dr.reasoning.push(DealText::DrawExposedHouse.into());
                dr.alternatives.push(Alt::outcome(
                    DealText::HouseMisdealsOneExposed,
                    Outcome::Misdeal,
                ));
                dr
            };
            dr.discretion = true;
            dr
        }
        Case::OneBoxed => {
            let mut dr = Draft::new(Outcome::Stands, RuleKey::Misdeals, Some("A"));
            dr.summary = Some(DealText::OneBoxedReplaced.into());
            dr.reasoning.push(DealText::OneBoxedWhy.into());
            dr
        }
        Case::Misdeal(ref cause) => explain_misdeal(&f, cause),
        Case::AfterSubstantial(ref cause) => explain_after(&f.sa, cause),
    }
}

/// A misdeal before substantial action (35-A), re-dealt exactly (35-C).
fn explain_misdeal(f: &Finding, cause: &Cause) -> Draft {
    let why = match *cause {
        Cause::Exposed {
            cards, first_two, ..
        } => DealText::ExposedMisdeal {
            cards: usize::from(cards),
            first_two,
        },
        Cause::Boxed { cards } => DealText::BoxedMisdeal {
            cards: usize::from(cards),
        },
        Cause::FirstCard => DealText::FirstCardMisdeal,
        Cause::DealtIn { seat, .. } => DealText::NotEntitledMisdeal { seat },
        Cause::DealtOut { seat } => DealText::DealtOutMisdeal { seat },
        Cause::NonStandard { seat } => DealText::NonStandardMisdeal { seat },
    };
    let mut dr = Draft::new(Outcome::Misdeal, RuleKey::Misdeals, Some("A"));
    dr.see_also.push((RuleKey::SubstantialAction, None));
    dr.reasoning.push(why.into());
    dr.reasoning.push(
        DealText::NoSubstantialAction {
            actions: f.sa.actions,
        }
        .into(),
    );
    dr.summary = Some(DealText::MisdealRedeal.into());
    dr.decision.refunds = Some(f.bets_back.clone());
    dr.decision.next_hand = Some(f.next.clone());
    if !f.arriving.is_empty() {
        // Who is dealt into the re-deal is the question: the re-deal rule decides (35-C).
        dr.rule = (RuleKey::Misdeals, Some("C"));
        dr.reasoning.push(
            DealText::ArrivingWait {
                seats: f.arriving.clone(),
            }
            .into(),
        );
    }
    if !f.away.is_empty() {
        dr.reasoning.push(
            DealText::AwayPlaysRedeal {
                seats: f.away.clone(),
            }
            .into(),
        );
    }
    if f.sa.ambiguous {
        dr.discretion = true;
        dr.alternatives.push(Alt::outcome(
            DealText::FloorCountsCheckAndFold,
            Outcome::Stands,
        ));
    }
    dr
}

/// After substantial action (35-D): the deal stands; a hand not entitled or holding a card not
/// of the deck is dead.
fn explain_after(sa: &Substantial, cause: &Cause) -> Draft {
    let (outcome, why, summary) = match *cause {
        Cause::Exposed { seat, .. } => (
            Outcome::Stands,
            DealText::ExposedAfterSubstantialAction { seat },
            DealText::PlayOnLive { seat },
        ),
        Cause::Boxed { .. } => (
            Outcome::Stands,
            DealText::BoxedAfterSubstantialAction,
            DealText::PlayOn,
        ),
        Cause::FirstCard => (
            Outcome::Stands,
            DealText::MisdirectedAfterSubstantialAction,
            DealText::PlayOn,
        ),
        Cause::DealtIn { seat, back } => (
            Outcome::DeadHand,
            DealText::NotEntitledKilled { seat, back },
            DealText::NotEntitledDead { seat },
        ),
        Cause::DealtOut { seat } => (
            Outcome::Stands,
            DealText::DealtOutAfterSubstantialAction { seat },
            DealText::DealtOutSitsOut { seat },
        ),
        Cause::NonStandard { seat } => (
            Outcome::DeadHand,
            DealText::ScrapOfPaper { seat },
            DealText::NonStandardDead { seat },
        ),
    };
    let mut dr = Draft::new(outcome, RuleKey::Misdeals, Some("D"));
    dr.see_also.push((RuleKey::SubstantialAction, None));
    dr.reasoning.push(
        DealText::SubstantialAction {
            actions: sa.actions,
            with_chips: sa.with_chips,
        }
        .into(),
    );
    dr.reasoning.push(why.into());
    dr.summary = Some(summary.into());
    match *cause {
        Cause::DealtIn { back, .. } => {
            dr.decision.returned = Some(back);
            dr.discretion = true;
            let mut keep = Alt::outcome(DealText::FloorKeepsChipsInPot, Outcome::DeadHand);
            keep.returned = Some(0);
            dr.alternatives.push(keep);
        }
        Cause::NonStandard { .. } => {
            dr.see_also
                .push((RuleKey::BurnsAfterSubstantialAction, None));
        }
        _ => {}
    }
    dr
}

crate::text::messages! {
    /// The reasons of a `deal_error` ruling.
    pub enum DealText {
        /// Summary: a misdeal, re-dealt exactly.
        MisdealRedeal = "deal-misdeal-redeal",
        /// Players seated after the misdeal wait for the next hand.
        ArrivingWait { seats: seats } = "deal-arriving-wait",
        /// Players away from the seat at the deal are dealt into the re-deal (2024).
        AwayPlaysRedeal { seats: seats } = "deal-away-plays-redeal",
        /// The card found twice.
        DuplicateCard { card: verbatim } = "deal-duplicate-card",
        /// No substantial action yet.
        NoSubstantialAction { actions: count } = "deal-no-substantial-action",
        /// Substantial action has occurred.
        SubstantialAction { actions: count, with_chips: count } = "deal-substantial-action",
        /// Alternative: the floor counts a check and a fold as substantial action.
        FloorCountsCheckAndFold = "deal-floor-counts-check-and-fold",
        /// Summary: fouled deck.
        FouledDeck = "deal-fouled-deck",
        /// Fouled deck: every chip back.
        FouledDeckAllBack { total: chips } = "deal-fouled-deck-all-back",
        /// Summary: the player's own exposure; the hand is live.
        PlayerExposedLive { seat: seat } = "deal-player-exposed-live",
        /// Why a player's exposure never kills the hand.
        PlayerExposedWhy = "deal-player-exposed-why",
        /// Exposed by the dealer after substantial action.
        ExposedAfterSubstantialAction { seat: seat } = "deal-exposed-after-substantial-action",
        /// Summary: play on, the hand is live.
        PlayOnLive { seat: seat } = "deal-play-on-live",
        /// Two or more exposed, or one of the first two: misdeal.
        ExposedMisdeal { cards: count, first_two: flag } = "deal-exposed-misdeal",
        /// A draw game: the house's rule decides an exposed card (35-A's are flop games').
        DrawExposedHouse = "deal-draw-exposed-house",
        /// Alternative: the house replaces every exposed card.
        HouseReplacesExposed = "deal-house-replaces-exposed",
        /// Alternative: the house makes any exposed card a misdeal.
        HouseMisdealsOneExposed = "deal-house-misdeals-one-exposed",
        /// Summary: one exposed card is replaced.
        OneExposedReplaced { seat: seat } = "deal-one-exposed-replaced",
        /// Why one exposed card is not a misdeal.
        OneExposedWhy = "deal-one-exposed-why",
        /// Boxed after substantial action.
        BoxedAfterSubstantialAction = "deal-boxed-after-substantial-action",
        /// Summary: play on.
        PlayOn = "deal-play-on",
        /// Two or more boxed cards: misdeal.
        BoxedMisdeal { cards: count } = "deal-boxed-misdeal",
        /// Summary: one boxed card is replaced.
        OneBoxedReplaced = "deal-one-boxed-replaced",
        /// Why one boxed card is not a misdeal.
        OneBoxedWhy = "deal-one-boxed-why",
        /// First card to the wrong seat after substantial action.
        MisdirectedAfterSubstantialAction = "deal-wrong-seat-after-substantial-action",
        /// First card to the wrong seat: misdeal.
        FirstCardMisdeal = "deal-first-card-misdeal",
        /// A seat not entitled, after substantial action: killed, chips back.
        NotEntitledKilled { seat: seat, back: chips } = "deal-not-entitled-killed",
        /// Summary: the seat's hand is dead.
        NotEntitledDead { seat: seat } = "deal-not-entitled-dead",
        /// Alternative: the chips stay in the pot.
        FloorKeepsChipsInPot = "deal-floor-keeps-chips-in-pot",
        /// A seat not entitled: misdeal.
        NotEntitledMisdeal { seat: seat } = "deal-not-entitled-misdeal",
        /// A seat dealt out after substantial action.
        DealtOutAfterSubstantialAction { seat: seat } = "deal-dealt-out-after-substantial-action",
        /// Summary: the seat sits this hand out.
        DealtOutSitsOut { seat: seat } = "deal-dealt-out-sits-out",
        /// A seat dealt out: misdeal.
        DealtOutMisdeal { seat: seat } = "deal-dealt-out-misdeal",
        /// A non-standard card after substantial action: a scrap of paper.
        ScrapOfPaper { seat: seat } = "deal-scrap-of-paper",
        /// Summary: the hand with a non-standard card is dead.
        NonStandardDead { seat: seat } = "deal-non-standard-dead",
        /// A non-standard card before substantial action: misdeal.
        NonStandardMisdeal { seat: seat } = "deal-non-standard-misdeal",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        AtLeastOneCard = "error-deal-at-least-one-card",
        SeatNeeded { error: verbatim } = "error-deal-seat-needed",
        MoreThanHoleCards { cards: count, hole: count } = "error-deal-more-than-hole-cards",
        SeatOutOfRange { max: count } = "error-deal-seat-out-of-range",
        SeatWasDealtIn { seat: seat } = "error-deal-seat-was-dealt-in",
        NotOneCard = "error-deal-not-one-card",
    }
}
