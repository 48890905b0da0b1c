//! Rulings: the answer to a dispute, with its citation by edition, amounts, and reasoning in
//! the request's language. [`decide`] routes a [`Dispute`] to its module in [`crate::disputes`].

mod dispute;
mod outcome;

pub use dispute::{
    AcceptedActionDispute, Announcer, AtSeatDispute, BetDispute, BoardError, BoardErrorDispute,
    ButtonBlindsDispute, ButtonQuestion, CardsDealtDispute, ChipsBehindDispute, ClockDispute,
    ConditionalDispute, CountRequestDispute, DealError, DealErrorDispute, Declared, DeclaredWord,
    Dispute, DisputeKind, ExposedBy, FaceUpDispute, IncorrectBetDispute, Infraction, Noticed,
    OptionsDispute, OutOfTurnAct, OutOfTurnDispute, PenaltyDispute, PriorMoved, ShowRequestDispute,
    ShowdownDispute, ShowdownError, ShowdownErrorDispute, StringBetDeclared, StringBetDispute,
};
pub use outcome::Outcome;

use crate::error::HandError;
use crate::hand::{ActionKind, Chips, Hand};
use crate::lang::Language;
use crate::replay::{Options, Pot};
use crate::rules::{self, Edition, NumberStatus, RuleKey};
use crate::text::Message;
use serde::Serialize;

/// A rule cited for an edition.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Citation {
    /// The edition cited.
    pub edition: Edition,
    /// The number as printed in that edition; absent where the catalog does not know it.
    pub number: Option<String>,
    /// The part of the rule (the letter), where it has parts.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub part: Option<String>,
    /// Stable key, the same in every edition.
    pub key: String,
    /// Title in the request's language.
    pub title: String,
    /// How sure the catalog is of the number ("confirmed", "inferred", "unknown").
    pub number_status: NumberStatus,
    /// "TDA 2024 Rule 43-A", or the key where the number is unknown.
    pub label: String,
}

/// The action a ruling makes of the player's act.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RuledAction {
    /// The seat.
    pub seat: u8,
    /// The action.
    pub action: ActionKind,
    /// The street total, for bets, raises, calls and all-ins.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<Chips>,
}

/// Legal choices of the player concerned after the ruling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct OptionsOut {
    /// Chips to call.
    pub to_call: Chips,
    /// Whether a raise is allowed.
    pub can_raise: bool,
    /// The smallest raise, as a street total.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min_raise_to: Option<Chips>,
    /// The largest raise, as a street total.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_raise_to: Option<Chips>,
}

impl From<Options> for OptionsOut {
    fn from(o: Options) -> Self {
        OptionsOut {
            to_call: o.to_call,
            can_raise: o.can_raise,
            min_raise_to: o.min_raise_to,
            max_raise_to: o.max_raise_to,
        }
    }
}

/// Another outcome, when a fact the request did not settle decides it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Alternative {
    /// The fact the request did not settle.
    #[serde(rename = "if")]
    pub condition: String,
    /// The outcome if it holds.
    pub outcome: Outcome,
    /// The action the ruling would then make of the act.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action: Option<RuledAction>,
    /// Chips handed back then.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub returned: Option<Chips>,
    /// The player's options then.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub options: Option<OptionsOut>,
}

/// A penalty's count (Rule 71): a missed round is one hand for every player at the table when
/// it is given, the offender included.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PenaltyOut {
    /// Missed rounds (0 for a warning or a disqualification).
    pub rounds: u8,
    /// Hands the offender misses: `rounds` × `players_at_table`.
    pub hands: u32,
    /// Players at the table when the penalty is given, the offender included.
    pub players_at_table: u8,
    /// Blinds and antes the offender's stack keeps posting over those hands (Rule 71-C), with
    /// the table's size unchanged.
    pub forced_bets: Chips,
    /// Whether those forced bets take the whole stack: the player may be blinded out (71-A).
    pub blinded_out: bool,
}

/// A ruling.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Ruling {
    /// Machine code, never translated.
    pub outcome: Outcome,
    /// The action the ruling makes of the player's act (`to`: the street total).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action: Option<RuledAction>,
    /// Chips handed back to the player.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub returned: Option<Chips>,
    /// The legal choices of the player concerned after the ruling.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub options: Option<OptionsOut>,
    /// Showdown: the pots, side pots first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pots: Option<Vec<Pot>>,
    /// Penalty: the missed hands the reading comes to, and the forced bets posted meanwhile.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub penalty: Option<PenaltyOut>,
    /// Misdeals and fouled decks: the chips handed back to each seat (seats that get nothing
    /// back are left out).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refunds: Option<Vec<Refund>>,
    /// Button and blinds: who has the button and posts what in the next hand, who is dealt in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_hand: Option<NextHand>,
    /// The rule that decides it.
    pub citation: Citation,
    /// Other rules that apply.
    pub see_also: Vec<Citation>,
    /// True where Rule 1 leaves the point to the floor; `outcome` is then the reading the rules
    /// lean to, or "discretion".
    pub discretion: bool,
    /// Other outcomes, when a fact the request did not settle decides.
    pub alternatives: Vec<Alternative>,
    /// The ruling in one sentence.
    pub summary: String,
    /// Why, step by step, with the numbers.
    pub reasoning: Vec<String>,
    /// The edition cited.
    pub edition: Edition,
    /// The language of the texts.
    pub language: Language,
    /// The TDA permission notice.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub notice: &'static str,
}

/// Chips handed back to a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Refund {
    /// The seat.
    pub seat: u8,
    /// The chips it gets back.
    pub amount: Chips,
}

/// The next hand's button and blinds under the dead-button rule (Rule 32), and who is dealt in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct NextHand {
    /// The button's seat.
    pub button: u8,
    /// The button is on a seat with no player (a dead button).
    pub button_dead: bool,
    /// The small blind's seat; absent when the small blind is dead.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub small_blind: Option<u8>,
    /// The big blind's seat.
    pub big_blind: u8,
    /// Heads-up: the button posts the small blind and acts first pre-flop (Rule 34-B).
    pub heads_up: bool,
    /// Seats dealt in, in seat order.
    pub dealt_in: Vec<u8>,
    /// New players not dealt in until the button passes them (seated between the small blind
    /// and the button).
    pub waiting: Vec<u8>,
}

/// Edition and language of a ruling, with the helpers every dispute module uses.
#[derive(Debug, Clone, Copy)]
pub struct Ctx {
    /// The edition cited.
    pub edition: Edition,
    /// The language of the texts.
    pub lang: Language,
}

impl Ctx {
    /// A context for an edition and a language.
    pub fn new(edition: Edition, lang: Language) -> Ctx {
        Ctx { edition, lang }
    }

    /// Cite a rule (with a part letter where it has parts) in this edition and language.
    pub fn cite(&self, key: RuleKey, part: Option<&str>) -> Citation {
        let e = rules::entry(key);
        let number = e.number(self.edition).map(String::from);
        let status = match self.edition {
            Edition::E2024 => NumberStatus::Confirmed,
            Edition::E2026 => e.status_2026,
        };
        let label = match &number {
            Some(n) => match part {
                Some(p) if !n.starts_with("RP") => {
                    format!("TDA {} Rule {n}-{p}", self.edition.as_str())
                }
                _ => format!("TDA {} Rule {n}", self.edition.as_str()),
            },
            None => {
                let n2024 = e.n2024.unwrap_or(e.slug);
                let part = part.map(|p| format!("-{p}")).unwrap_or_default();
                let candidates = if e.candidates_2026.is_empty() {
                    String::new()
                } else {
                    format!(": {}", e.candidates_2026)
                };
                format!(
                    "TDA 2024 Rule {n2024}{part} ({} number not confirmed{candidates})",
                    self.edition.as_str()
                )
            }
        };
        Citation {
            edition: self.edition,
            number,
            part: part.map(String::from),
            key: e.slug.to_string(),
            title: rules::title(key, self.lang),
            number_status: status,
            label,
        }
    }

    /// Chips in the ruling's language ("1,300" / "1.300").
    pub fn c(&self, n: Chips) -> String {
        self.lang.chips(n)
    }

    /// Render a message in the ruling's language and edition.
    pub fn render(&self, m: &Message) -> String {
        m.render(self.lang, self.edition)
    }
}

/// An alternative under construction: its condition is a message, rendered by [`Draft::finish`].
#[derive(Debug, Clone)]
pub struct Alt {
    /// The fact the request did not settle.
    pub condition: Message,
    /// The outcome if it holds.
    pub outcome: Outcome,
    /// The action the ruling would make.
    pub action: Option<RuledAction>,
    /// Chips handed back.
    pub returned: Option<Chips>,
    /// The player's options.
    pub options: Option<OptionsOut>,
}

impl Alt {
    /// The alternative that another reading's draft amounts to, under a condition.
    pub fn from_draft(condition: impl Into<Message>, d: &Draft) -> Alt {
        Alt {
            condition: condition.into(),
            outcome: d.outcome,
            action: d.action.clone(),
            returned: d.returned,
            options: d.options,
        }
    }

    /// An alternative with an outcome and nothing else.
    pub fn outcome(condition: impl Into<Message>, outcome: Outcome) -> Alt {
        Alt {
            condition: condition.into(),
            outcome,
            action: None,
            returned: None,
            options: None,
        }
    }
}

/// A ruling under construction: typed reasons, rendered in the request's language by
/// [`Draft::finish`].
#[derive(Debug, Clone)]
pub struct Draft {
    /// The outcome.
    pub outcome: Outcome,
    /// The action the ruling makes of the act.
    pub action: Option<RuledAction>,
    /// Chips handed back.
    pub returned: Option<Chips>,
    /// The player's options after the ruling.
    pub options: Option<OptionsOut>,
    /// Showdown: the pots.
    pub pots: Option<Vec<Pot>>,
    /// Penalty: the count.
    pub penalty: Option<PenaltyOut>,
    /// Chips handed back, per seat.
    pub refunds: Option<Vec<Refund>>,
    /// The next hand's button and blinds.
    pub next_hand: Option<NextHand>,
    /// The rule that decides, with its part.
    pub rule: (RuleKey, Option<&'static str>),
    /// Other rules that apply.
    pub see_also: Vec<(RuleKey, Option<&'static str>)>,
    /// Whether the floor decides (Rule 1).
    pub discretion: bool,
    /// Other outcomes.
    pub alternatives: Vec<Alt>,
    /// The ruling in one sentence.
    pub summary: Option<Message>,
    /// Why, step by step.
    pub reasoning: Vec<Message>,
}

impl Draft {
    /// A draft with its outcome and the rule (and part) that decides it.
    pub fn new(outcome: Outcome, rule: RuleKey, part: Option<&'static str>) -> Draft {
        Draft {
            outcome,
            action: None,
            returned: None,
            options: None,
            pots: None,
            penalty: None,
            refunds: None,
            next_hand: None,
            rule: (rule, part),
            see_also: Vec::new(),
            discretion: false,
            alternatives: Vec::new(),
            summary: None,
            reasoning: Vec::new(),
        }
    }

    /// The summary, which every finished draft has (an empty message before it is set).
    pub fn summary_message(&self) -> Message {
        self.summary
            .clone()
            .or_else(|| self.reasoning.first().cloned())
            .unwrap_or_else(|| Message::new("ruling-no-summary", Vec::new()))
    }

    /// Render the draft in the context's language and edition.
    pub fn finish(self, ctx: &Ctx) -> Ruling {
        let mut see_also: Vec<Citation> = Vec::new();
        for (k, p) in &self.see_also {
            if *k != self.rule.0 && !see_also.iter().any(|c| c.key == k.slug()) {
                see_also.push(ctx.cite(*k, *p));
            }
        }
        if self.discretion
            && self.rule.0 != RuleKey::FloorDecisions
            && !see_also
                .iter()
                .any(|c| c.key == RuleKey::FloorDecisions.slug())
        {
            see_also.push(ctx.cite(RuleKey::FloorDecisions, None));
        }
        // Every ruling has a summary: a module that forgot one falls back to its first reason
        // (and debug builds, hence the tests, flag it).
        debug_assert!(
            self.summary.is_some(),
            "a {} ruling under {:?} has no summary",
            self.outcome,
            self.rule.0
        );
        let summary = sentence(ctx.render(&self.summary_message()));
        Ruling {
            outcome: self.outcome,
            action: self.action,
            returned: self.returned,
            options: self.options,
            pots: self.pots,
            penalty: self.penalty,
            refunds: self.refunds,
            next_hand: self.next_hand,
            citation: ctx.cite(self.rule.0, self.rule.1),
            see_also,
            discretion: self.discretion,
            alternatives: self
                .alternatives
                .into_iter()
                .map(|a| Alternative {
                    condition: ctx.render(&a.condition),
                    outcome: a.outcome,
                    action: a.action,
                    returned: a.returned,
                    options: a.options,
                })
                .collect(),
            summary,
            reasoning: self
                .reasoning
                .iter()
                .map(|m| sentence(ctx.render(m)))
                .collect(),
            edition: ctx.edition,
            language: ctx.lang,
            notice: rules::NOTICE,
        }
    }
}

/// A sentence starts with a capital, whatever the message put first (a pot's name…).
pub(crate) fn sentence(s: String) -> String {
    match s.chars().next() {
        Some(first) if first.is_lowercase() => {
            first.to_uppercase().collect::<String>() + &s[first.len_utf8()..]
        }
        _ => s,
    }
}

/// Where a dispute happened: recorded with the ruling, and the log can be filtered by it.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Deserialize, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Context {
    /// The tournament's name or id.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "text_or_number"
    )]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub tournament: Option<String>,
    /// The table's name or number.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "text_or_number"
    )]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub table: Option<String>,
    /// The floor person who asked.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "text_or_number"
    )]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub floor: Option<String>,
}

/// A context field as text; a number (`"table": 12`) is read as its digits.
fn text_or_number<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    #[derive(serde::Deserialize)]
    #[serde(untagged)]
    enum TextOrNumber {
        Text(String),
        Number(serde_json::Number),
    }
    Ok(
        <Option<TextOrNumber> as serde::Deserialize>::deserialize(d)?.map(|v| match v {
            TextOrNumber::Text(s) => s,
            TextOrNumber::Number(n) => n.to_string(),
        }),
    )
}

/// A ruling request in the contract's shape.
#[derive(Debug, Clone, PartialEq, serde::Deserialize, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct RulingRequest {
    /// "2024" (= 2022) or "2026"; the server's default otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edition: Option<Edition>,
    /// "en", "pt" or "es"; else `Accept-Language`, else English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<Language>,
    /// The hand (or `hand_text` with `hand_format`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand: Option<crate::hand::HandInput>,
    /// A hand history to import instead of `hand`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand_text: Option<String>,
    /// The format of `hand_text`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand_format: Option<crate::import::HandFormat>,
    /// The betting round as the floor finds it, instead of the whole hand (for `bet`,
    /// `options`, `out_of_turn`, `incorrect_bet`, `face_up`, `string_bet`,
    /// `conditional_statement`, `accepted_action`, `count_request`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spot: Option<crate::hand::SpotInput>,
    /// What the floor is asked.
    pub dispute: Dispute,
    /// Where the dispute happened, recorded with the ruling in the log.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub context: Option<Context>,
}

impl RulingRequest {
    /// The hand of the request: `hand`, `hand_text` imported from `hand_format`, or the hand
    /// that starts from `spot`.
    pub fn hand(&self) -> Result<Hand, HandError> {
        let Some(spot) = &self.spot else {
            return crate::import::hand_of(
                self.hand.as_ref(),
                self.hand_text.as_deref(),
                self.hand_format,
            );
        };
        if self.hand.is_some() || self.hand_text.is_some() {
            return Err(HandError::invalid("spot", Errors::SpotOrHand));
        }
        let kind = self.dispute.kind();
        if !SPOT_DISPUTES.contains(&kind) {
            return Err(HandError::invalid(
                "spot",
                Errors::SpotNotForDispute {
                    kind: kind.as_str().to_string(),
                },
            ));
        }
        Hand::from_spot(spot)
    }

    /// The edition and language the ruling is given in: the request's own, else the caller's
    /// defaults (the server's edition, the `Accept-Language` header). The one place where the
    /// defaults are applied.
    pub fn settings(&self, edition: Edition, lang: Language) -> (Edition, Language) {
        (
            self.edition.unwrap_or(edition),
            self.language.unwrap_or(lang),
        )
    }

    /// Rule on the request with the given defaults for edition and language.
    ///
    /// ```
    /// use floorcall_engine::lang::Language;
    /// use floorcall_engine::rules::Edition;
    /// use floorcall_engine::ruling::{Outcome, RulingRequest};
    ///
    /// // TDA Rule 45 Example 2: UTG raises to 1,100; UTG+1 silently pushes 1,000 + 5 × 100.
    /// let req: RulingRequest = serde_json::from_str(r#"{
    ///   "hand": {"game": "NLHE", "blinds": {"small": 250, "big": 500}, "button": 5,
    ///     "seats": [{"seat": 1, "stack": 20000}, {"seat": 2, "stack": 20000},
    ///               {"seat": 3, "stack": 20000}, {"seat": 4, "stack": 20000},
    ///               {"seat": 5, "stack": 20000}],
    ///     "actions": [{"seat": 3, "action": "raise", "to": 1100}]},
    ///   "dispute": {"type": "bet", "seat": 4, "chips": [1000, 100, 100, 100, 100, 100]}
    /// }"#).unwrap();
    /// let ruling = req.decide(Edition::E2024, Language::En).unwrap();
    /// assert_eq!(ruling.outcome, Outcome::Raise);
    /// assert_eq!(ruling.action.unwrap().to, Some(1700));
    /// assert_eq!(ruling.citation.label, "TDA 2024 Rule 45-B");
    /// // The 2026 edition renumbered the rule.
    /// let ruling = req.decide(Edition::E2026, Language::Es).unwrap();
    /// assert_eq!(ruling.citation.number.as_deref(), Some("47"));
    /// ```
    pub fn decide(&self, edition: Edition, lang: Language) -> Result<Ruling, HandError> {
        let hand = self.hand()?;
        let (edition, lang) = self.settings(edition, lang);
        decide(&hand, &self.dispute, edition, lang)
    }
}

/// The disputes a spot can be ruled on: those about the betting round under way.
pub const SPOT_DISPUTES: &[DisputeKind] = &[
    DisputeKind::Bet,
    DisputeKind::Options,
    DisputeKind::OutOfTurn,
    DisputeKind::IncorrectBet,
    DisputeKind::FaceUp,
    DisputeKind::StringBet,
    DisputeKind::ConditionalStatement,
    DisputeKind::AcceptedAction,
    DisputeKind::CountRequest,
];

crate::text::messages! {
    /// The errors of a ruling request, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        SpotOrHand = "error-ruling-spot-or-hand",
        SpotNotForDispute { kind: verbatim } = "error-ruling-spot-not-for-dispute",
    }
}

/// Rule on a dispute about a hand.
pub fn decide(
    hand: &Hand,
    dispute: &Dispute,
    edition: Edition,
    lang: Language,
) -> Result<Ruling, HandError> {
    let ctx = Ctx::new(edition, lang);
    use crate::disputes as d;
    let draft = match dispute {
        Dispute::Bet(b) => d::bet::decide(hand, b, &ctx)?,
        Dispute::Options(o) => d::options::decide(hand, o, &ctx)?,
        Dispute::OutOfTurn(o) => d::out_of_turn::decide(hand, o, &ctx)?,
        Dispute::IncorrectBet(i) => d::incorrect_bet::decide(hand, i, &ctx)?,
        Dispute::CardsDealt(c) => d::cards_dealt::decide(hand, c, &ctx)?,
        Dispute::DealError(x) => d::deal_error::decide(hand, x, &ctx)?,
        Dispute::BoardError(x) => d::board_error::decide(hand, x, &ctx)?,
        Dispute::ButtonBlinds(x) => d::button_blinds::decide(hand, x, &ctx)?,
        Dispute::ShowRequest(s) => d::show_request::decide(hand, s, &ctx)?,
        Dispute::FaceUp(_) => d::face_up::decide(hand, &ctx)?,
        Dispute::Showdown(_) => d::showdown::decide(hand, &ctx)?,
        Dispute::Penalty(p) => d::penalty::decide(hand, p, &ctx)?,
        Dispute::Clock(c) => d::clock::decide(hand, c, &ctx)?,
        Dispute::AtSeat(a) => d::at_seat::decide(hand, a, &ctx)?,
        Dispute::AcceptedAction(a) => d::accepted_action::decide(hand, a, &ctx)?,
        Dispute::CountRequest(c) => d::count_request::decide(hand, c, &ctx)?,
        Dispute::StringBet(s) => d::string_bet::decide(hand, s, &ctx)?,
        Dispute::ConditionalStatement(c) => d::conditional::decide(hand, c, &ctx)?,
        Dispute::ChipsBehind(c) => d::chips_behind::decide(hand, c, &ctx)?,
        Dispute::ShowdownError(e) => d::showdown_error::decide(hand, e, &ctx)?,
    };
    Ok(draft.finish(&ctx))
}
