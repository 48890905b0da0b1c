//! `level_change`: the level changed around this hand (Rule 23). A new level starts when the
//! floor announces it or the clock signals it, and applies to the next hand; a hand begins at
//! the first riffle, the shuffler's button or the dealer push. A hand that began before the new
//! level plays at the old one; if the level starts during a dealer push, the incoming dealer
//! deals one hand at the old level. A hand started at the old level by mistake is corrected to
//! the new level until substantial action; after it, it continues at the old level.
//!
//! # Design
//! The correction replays the hand's actions at the new level: the blinds and antes are
//! topped up, a call of the old big blind becomes a call of the new one, and the chips each
//! seat adds are the ruling's `posts`. Actions that no longer fit the new level (a raise that is
//! now too small) leave the correction to the floor.

use crate::error::HandError;
use crate::hand::{ActionKind, Blinds, Chips, Hand};
use crate::replay::{replay, replay_partial};
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, OptionsOut, Outcome, Refund};
use crate::text::Reason;
use serde::{Deserialize, Serialize};

/// When the hand began, against the level change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Began {
    /// Before the new level started (the first riffle, the shuffler's button or the push came
    /// first).
    BeforeLevel,
    /// After the new level started: dealt at the old level by mistake.
    AfterLevel,
    /// The new level started during the dealer push: the incoming dealer's first hand.
    DealerPush,
}

/// The level changed around this hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct LevelChangeDispute {
    /// When the hand began, against the level change.
    pub began: Began,
    /// The new level's blinds (the hand's `blinds` are the old level's).
    pub new_blinds: Blinds,
    /// The new level's ante per player (default: the hand's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub new_ante: Option<Chips>,
    /// The new level's big-blind ante (default: the hand's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub new_big_blind_ante: Option<Chips>,
}

impl super::Decide for LevelChangeDispute {
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::Stands,
            "the hand plays at the old level (it began before the new level, it is the incoming dealer's first hand, or substantial action has occurred)",
        ),
        (
            Outcome::Corrected,
            "the hand is corrected to the new level: what each seat adds (`posts`) and the choices of the player to act (`options`)",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Text::SPECS, Errors::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// What Rule 23 finds of a level change around the hand: the old level stands (the hand began
/// before the new level, in a dealer push, or substantial action has occurred, Rule 36), the
/// forced bets are the same, or the hand is corrected to the new level (its actions replayed,
/// or, where they no longer fit, the forced bets topped up and the rest the floor's).
#[derive(Debug)]
enum Case {
    /// The hand began before the new level.
    BeganBefore,
    /// The incoming dealer's first hand.
    DealerPush,
    /// Substantial action has occurred: the old level stands.
    AfterSubstantial { actions: usize, with_chips: usize },
    /// The new level's forced bets are those the hand was dealt with.
    SameForcedBets,
    /// Corrected: what each seat adds, the choices of the player to act.
    Corrected {
        posts: Vec<Refund>,
        options: Option<OptionsOut>,
    },
    /// The actions no longer fit the new level: the forced bets topped up, the rest the
    /// floor's.
    DoesNotFit { posts: Vec<Refund> },
}

fn decide(hand: &Hand, d: &LevelChangeDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    let nb = d.new_blinds;
    let (outcome, summary) = match find(hand, d, ctx)? {
        Case::BeganBefore => (Outcome::Stands, Text::BeganBefore),
        Case::DealerPush => (Outcome::Stands, Text::DealerPush),
        Case::SameForcedBets => (Outcome::Stands, Text::SameForcedBets),
        Case::AfterSubstantial {
            actions,
            with_chips,
        } => {
            let mut dr = Draft::new(Outcome::Stands, RuleKey::NewHandNewLimits, None);
            dr.see_also.push((RuleKey::SubstantialAction, None));
            dr.summary = Some(
                Text::AfterSubstantial {
                    actions,
                    with_chips,
                }
                .into(),
            );
            return Ok(dr);
        }
        Case::Corrected { posts, options } => {
            let mut dr = corrected(nb, posts);
            dr.decision.options = options;
            return Ok(dr);
        }
        Case::DoesNotFit { posts } => {
            let mut dr = corrected(nb, Vec::new());
            dr.discretion = true;
            dr.see_also.push((RuleKey::FloorDecisions, None));
            dr.reasoning.push(Text::DoesNotFit.into());
            // The blinds and antes are topped up to the new level all the same.
            adds(&mut dr, posts);
            return Ok(dr);
        }
    };
    let mut dr = Draft::new(outcome, RuleKey::NewHandNewLimits, None);
    dr.summary = Some(summary.into());
    Ok(dr)
}

/// The ruling of a hand corrected to the new level, with what each seat adds.
fn corrected(nb: Blinds, posts: Vec<Refund>) -> Draft {
    let mut dr = Draft::new(Outcome::Corrected, RuleKey::NewHandNewLimits, None);
    dr.see_also.push((RuleKey::SubstantialAction, None));
    dr.summary = Some(
        Text::Corrected {
            small: nb.small,
            big: nb.big,
        }
        .into(),
    );
    adds(&mut dr, posts);
    dr
}

/// What each seat adds.
fn adds(dr: &mut Draft, posts: Vec<Refund>) {
    for p in &posts {
        dr.reasoning.push(
            Text::Adds {
                seat: p.seat,
                amount: p.amount,
            }
            .into(),
        );
    }
    if !posts.is_empty() {
        dr.decision.posts = Some(posts);
    }
}

/// Finds the case (pure: no words).
fn find(hand: &Hand, d: &LevelChangeDispute, ctx: &Ctx) -> Result<Case, HandError> {
    let nb = d.new_blinds;
    if nb.big == 0 || nb.small > nb.big || nb.big > crate::units::MAX_CHIPS {
        return Err(HandError::dispute("dispute.new_blinds", Errors::Blinds));
    }
    match d.began {
        Began::BeforeLevel => return Ok(Case::BeganBefore),
        Began::DealerPush => return Ok(Case::DealerPush),
        Began::AfterLevel => {}
    }
    let old = replay(hand)?.table;
    // Substantial action (Rule 36) over the actions in turn so far, blinds not counted.
    let kinds: Vec<(ActionKind, bool)> = hand
        .actions
        .iter()
        .filter_map(|a| match a {
            crate::hand::Action::Player { act, .. } => {
                let k = act.kind();
                Some((
                    k,
                    matches!(
                        k,
                        ActionKind::Bet | ActionKind::Raise | ActionKind::Call | ActionKind::AllIn
                    ),
                ))
            }
            _ => None,
        })
        .collect();
    let sa = ctx.house.substantial(&kinds);
    if sa.reached {
        return Ok(Case::AfterSubstantial {
            actions: sa.actions,
            with_chips: sa.with_chips,
        });
    }
    // The new level's forced bets are those the hand was dealt with: nothing to correct.
    if nb == hand.blinds
        && d.new_ante.is_none_or(|a| a == hand.ante)
        && d.new_big_blind_ante.is_none_or(|b| b == hand.big_blind_ante)
    {
        return Ok(Case::SameForcedBets);
    }
    let mut input = hand.to_input();
    input.blinds = nb;
    if let Some(a) = d.new_ante {
        input.ante = a;
        for s in &mut input.seats {
            s.ante = None;
        }
    }
    if let Some(b) = d.new_big_blind_ante {
        input.big_blind_ante = b;
    }
    let corrected = Hand::parse(&input).ok().and_then(|mut h| {
        h.conventions = hand.conventions;
        let (r, err) = replay_partial(&h).ok()?;
        err.is_none().then(|| {
            let t = r.table;
            let posts: Vec<Refund> = hand
                .seats
                .iter()
                .map(|s| Refund {
                    seat: s.seat,
                    amount: t.total_in(s.seat).saturating_sub(old.total_in(s.seat)),
                })
                .filter(|p| p.amount > 0)
                .collect();
            let options = t
                .to_act()
                .and_then(|n| t.options(n).map(|o| OptionsOut::of(n, o)));
            (posts, options)
        })
    });
    Ok(match corrected {
        Some((posts, options)) => Case::Corrected { posts, options },
        None => Case::DoesNotFit {
            posts: topped_up(hand, input),
        },
    })
}

/// What each seat adds to its forced bets at the new level (`input`), before any action.
fn topped_up(hand: &Hand, input: crate::hand::HandInput) -> Vec<Refund> {
    // What each seat has posted before any action, at a level.
    let forced = |mut i: crate::hand::HandInput| -> Option<Vec<Chips>> {
        i.actions.clear();
        let mut h = Hand::parse(&i).ok()?;
        h.conventions = hand.conventions;
        let (r, _) = replay_partial(&h).ok()?;
        Some(h.seats.iter().map(|s| r.table.total_in(s.seat)).collect())
    };
    let (Some(before), Some(after)) = (forced(hand.to_input()), forced(input)) else {
        return Vec::new();
    };
    hand.seats
        .iter()
        .zip(before.iter().zip(&after))
        .map(|(s, (b, a))| Refund {
            seat: s.seat,
            amount: a.saturating_sub(*b),
        })
        .filter(|p| p.amount > 0)
        .collect()
}

crate::text::messages! {
    /// The reasons of a `level_change` ruling.
    pub enum Text {
        /// Began before the level: old level.
        BeganBefore = "level-began-before",
        /// The incoming dealer's first hand.
        DealerPush = "level-dealer-push",
        /// After substantial action: old level.
        AfterSubstantial { actions: count, with_chips: count } = "level-after-substantial",
        /// Corrected to the new level.
        Corrected { small: chips, big: chips } = "level-corrected",
        /// What a seat adds.
        Adds { seat: seat, amount: chips } = "level-adds",
        /// The actions do not fit the new level.
        DoesNotFit = "level-does-not-fit",
        /// The new level's forced bets are the hand's.
        SameForcedBets = "level-same-forced-bets",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        Blinds = "error-level-blinds",
    }
}
