//! House rules: a casino's or a tour's deviations from the TDA, as one value in the ruling
//! context ([`HouseRules`]), read from profiles that are data ([`Profile`]).
//!
//! Every rule-bearing constant and convention the engine applies is a *knob*: a field of
//! [`HouseRules`] with the TDA's value ([`HouseRules::tda`]), the rule it changes and the values
//! a house may give it. [`KNOBS`] lists them, for the documentation, the profile reader and
//! `GET /v1/house-rules`. A ruling under a profile (`request::rule_under`) is decided
//! twice, under the TDA and under the house; where they differ, the house rule that made the
//! difference is cited and the TDA ruling is kept beside it (`ruling::house`). A leaf:
//! it knows rules and languages, nothing of hands or rulings.
//!
//! # Design
//! The knobs are one `Copy` value, so the context that carries them stays `Copy` and a family
//! reads a knob as a field (`ctx.house.clock_seconds`). Which knob changed a ruling is found by
//! trying each of the profile's knobs alone on the TDA (a few microseconds each), not by
//! tracking reads: a knob that was read but changed nothing is not cited. The conventions the
//! betting replay follows (the big-blind ante's order, the limit cap, the odd chip) travel with
//! the hand ([`Conventions`]), so that every replay of it, however a family builds it, follows
//! them.

mod builtin;
mod profile;

pub use builtin::{builtin, named};
pub use profile::{HouseRuleText, Profile, ProfileError, Setting};

use crate::lang::Language;
use crate::rules::{Edition, RuleKey};
use crate::text::Reason;
use serde::{Deserialize, Serialize};

/// Declares a knob's value type: an enum spelled in snake_case on the wire, with every value
/// listed for the documentation and the profile reader's messages.
macro_rules! choice {
    ($(#[$doc:meta])* $name:ident { $( $(#[$vdoc:meta])* $variant:ident = $wire:literal ),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
        pub enum $name {
            $( $(#[$vdoc])* #[serde(rename = $wire)] $variant, )*
        }

        impl $name {
            /// Every value, as the wire spells it.
            pub const VALUES: &'static [&'static str] = &[$($wire),*];
        }
    };
}

choice! {
    /// What a clock that runs out does (Rule 29).
    ClockExpiry {
        /// A player facing a bet has a dead hand; one not facing a bet is checked (the TDA).
        DeadFacingBet = "dead_facing_bet",
        /// The hand is dead whether or not it faces a bet.
        AlwaysDead = "always_dead",
    }
}

choice! {
    /// Which reading of a passive action out of turn applies (Rule 53-A).
    PassiveOutOfTurn {
        /// The 2024 edition: a check or call out of turn binds when the action to it does not
        /// change.
        Reading2024 = "2024",
        /// The 2026 edition: the player who checked or called out of turn is limited to a check,
        /// a call or a fold when the action comes back.
        Reading2026 = "2026",
    }
}

choice! {
    /// What a short big blind posts first in a big-blind-ante format (RP-11).
    BigBlindAnteOrder {
        /// The blind first, then the ante (the TDA): a short stack's chips go to the live blind.
        BlindFirst = "blind_first",
        /// The ante first, then the blind: a short stack's chips go to the dead ante.
        AnteFirst = "ante_first",
    }
}

choice! {
    /// The moment a player must be at the seat to have a live hand (Rule 30).
    SeatedBy {
        /// When the last card of the initial deal is dealt (the TDA).
        LastCard = "last_card",
        /// When the first card of the deal is dealt.
        FirstCard = "first_card",
    }
}

choice! {
    /// What deliberately exposing cards with action pending does to the hand (Rule 68).
    DeliberateExposure {
        /// A penalty; the hand stays live (the TDA).
        Penalty = "penalty",
        /// The hand is dead, and the penalty still applies.
        DeadHand = "dead_hand",
    }
}

choice! {
    /// Who gets the odd chip of a split pot (Rule 20).
    OddChip {
        /// The first tied winner left of the button (the TDA, for board games).
        LeftOfButton = "left_of_button",
        /// The winner holding the highest card by suit (spades, hearts, diamonds, clubs) in
        /// the five cards that play.
        HighCardBySuit = "high_card_by_suit",
    }
}

choice! {
    /// How long a showdown error may still be corrected (Rule 22).
    Window {
        /// Until the next hand begins.
        NextHand = "next_hand",
        /// Until substantial action on the next hand.
        SubstantialAction = "substantial_action",
        /// At any time: errors are corrected whenever they are found.
        Always = "always",
    }
}

choice! {
    /// Who may ask to see a hand at the showdown (Rule 18).
    AskToSee {
        /// A caller of the river bet has the right to see the last aggressor's hand; any other
        /// request is the floor's call (the TDA).
        Tda = "tda",
        /// Only a caller of the river bet, and only the last aggressor's hand; every other
        /// request is refused.
        CallersOnly = "callers_only",
        /// Any player still holding cards may see any hand still held, and the hand shown
        /// stays live.
        AnyoneHoldingCards = "anyone_holding_cards",
    }
}

choice! {
    /// The first penalty for an infraction with no earlier ones (Rule 71).
    FirstPenalty {
        /// A warning (the reading the TDA leans to).
        Warning = "warning",
        /// One missed round.
        OneRound = "one_round",
    }
}

choice! {
    /// What a player who deliberately dodged the blinds owes (Rule 33).
    DodgingBlinds {
        /// A penalty, the floor's to size (the TDA).
        Penalty = "penalty",
        /// The blinds and ante dodged are forfeited into the next pot, and the penalty applies.
        ForfeitBlinds = "forfeit_blinds",
    }
}

choice! {
    /// Whether a conditional statement ("if you bet, I raise") binds (Rule 59-A).
    Conditional {
        /// The floor decides; the rule leans to holding the player to it (the TDA).
        Discretion = "discretion",
        /// It binds when the condition comes true.
        Binding = "binding",
        /// It never binds; the player acts freely (and may be penalised).
        NotBinding = "not_binding",
    }
}

choice! {
    /// When a player may have an opponent's chips counted exactly (Rule 60).
    ChipCount {
        /// Only facing that opponent's all-in, in turn (the TDA); otherwise an estimate.
        FacingAllIn = "facing_all_in",
        /// Whenever it is the player's turn, whether or not the opponent is all-in.
        InTurn = "in_turn",
        /// Never: a visual estimate only.
        EstimateOnly = "estimate_only",
    }
}

choice! {
    /// What happens to a pot-limit bet larger than the pot (Rule 52-B).
    PotLimitOverbet {
        /// Reduced to the pot for every caller until the next card (the TDA).
        ReducedUntilNextCard = "reduced_until_next_card",
        /// Reduced until substantial action; after it, it stands.
        StandsAfterSubstantialAction = "stands_after_substantial_action",
    }
}

crate::text::messages! {
    /// The words of the knobs: what each sets (`knob-<name>`, the English the knob's doc), and the
    /// values a knob takes (`knob-expects-*`), for the house-rules documentation in a language.
    pub enum KnobText {
        ClockSeconds = "knob-clock-seconds",
        ClockCountdownSeconds = "knob-clock-countdown-seconds",
        ClockExpiry = "knob-clock-expiry",
        ShotClockSeconds = "knob-shot-clock-seconds",
        TimeBankSeconds = "knob-time-bank-seconds",
        TimeBanks = "knob-time-banks",
        LimitCapBets = "knob-limit-cap-bets",
        LimitCapHeadsUp = "knob-limit-cap-heads-up",
        StudCompletionCounts = "knob-stud-completion-counts",
        BringInAceHigh = "knob-bring-in-ace-high",
        PassiveOutOfTurn = "knob-passive-out-of-turn",
        BigBlindAnteOrder = "knob-big-blind-ante-order",
        DodgingBlinds = "knob-dodging-blinds",
        SeatedByKnob = "knob-at-seat-by",
        OddChip = "knob-odd-chip",
        MisreadWindow = "knob-misread-window",
        PotErrorWindow = "knob-pot-error-window",
        AskToSee = "knob-ask-to-see",
        DeliberateExposure = "knob-deliberate-exposure",
        FirstPenalty = "knob-first-penalty",
        PenaltyMaxRounds = "knob-penalty-max-rounds",
        HaltShortBy = "knob-halt-short-by",
        SubstantialActions = "knob-substantial-actions",
        SubstantialActionsWithChips = "knob-substantial-actions-with-chips",
        ConditionalsKnob = "knob-conditional-statements",
        ChipCount = "knob-chip-count",
        PotLimitOverbet = "knob-pot-limit-overbet",
        /// A whole number in a range.
        ExpectsInt { min: num, max: num } = "knob-expects-int",
        /// One of the values listed (as the wire spells them, the same in every language).
        ExpectsChoice { values: verbatim } = "knob-expects-choice",
        /// `true` or `false`.
        ExpectsFlag = "knob-expects-flag",
    }
}

/// The kind of value a knob takes, for the documentation and the profile reader.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KnobKind {
    /// A whole number in a range.
    Int {
        /// The smallest value.
        min: u64,
        /// The largest value.
        max: u64,
    },
    /// One of the listed values.
    Choice(&'static [&'static str]),
    /// `true` or `false`.
    Flag,
}

/// A knob of [`HouseRules`]: its name, what it means, the rule it changes, and how to read and
/// copy it.
pub struct Knob {
    /// The field's name, as a profile spells it.
    pub name: &'static str,
    /// What it sets, in one sentence.
    pub doc: &'static str,
    /// The TDA rule it changes.
    pub rule: RuleKey,
    /// The rule's part, where it has parts.
    pub part: Option<&'static str>,
    /// The values it takes.
    pub kind: KnobKind,
    get: fn(&HouseRules) -> serde_json::Value,
    set: fn(&mut HouseRules, toml::Value) -> Result<(), String>,
    copy: fn(&mut HouseRules, &HouseRules),
}

impl std::fmt::Debug for Knob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Knob").field("name", &self.name).finish()
    }
}

impl Knob {
    /// The knob's value in a set of house rules, as the wire spells it.
    pub fn value(&self, h: &HouseRules) -> serde_json::Value {
        (self.get)(h)
    }

    /// Set the knob from a profile's value; the message says what is wrong.
    pub fn set(&self, h: &mut HouseRules, v: toml::Value) -> Result<(), String> {
        (self.set)(h, v)
    }

    /// Copy the knob's value from other house rules.
    pub fn copy_from(&self, to: &mut HouseRules, from: &HouseRules) {
        (self.copy)(to, from)
    }

    /// The values it takes, in words ("one of a, b", "a whole number from 5 to 600").
    pub fn expects(&self) -> String {
        self.expects_in(Language::En)
    }

    /// The values it takes, in words, in a language (the values themselves as the wire spells
    /// them).
    pub fn expects_in(&self, lang: Language) -> String {
        let text = match self.kind {
            KnobKind::Int { min, max } => KnobText::ExpectsInt { min, max },
            KnobKind::Choice(values) => KnobText::ExpectsChoice {
                values: values.join(", "),
            },
            KnobKind::Flag => KnobText::ExpectsFlag,
        };
        crate::text::render(&text.into(), lang, Edition::default())
    }

    /// The message saying what the knob sets (`knob-<name>`, dashes for underscores).
    fn message(&self) -> Option<crate::text::Message> {
        let id = format!("knob-{}", self.name.replace('_', "-"));
        KnobText::SPECS
            .iter()
            .find(|s| s.id == id)
            .map(|s| crate::text::Message::new(s.id, Vec::new()))
    }

    /// What the knob sets and the TDA's value, in a language: [`Knob::doc`] in the language's
    /// words (the English is the doc itself).
    pub fn describe(&self, lang: Language) -> String {
        match self.message() {
            Some(m) => crate::text::render(&m, lang, Edition::default()),
            None => self.doc.split_whitespace().collect::<Vec<_>>().join(" "),
        }
    }

    /// The knob of a name.
    pub fn named(name: &str) -> Option<&'static Knob> {
        KNOBS.iter().find(|k| k.name == name)
    }
}

/// Reads a knob's value from a profile's TOML value, checking an integer's range.
fn read<T: serde::de::DeserializeOwned + Serialize>(
    v: toml::Value,
    kind: KnobKind,
) -> Result<T, String> {
    let expects = |k: KnobKind| match k {
        KnobKind::Int { min, max } => format!("a whole number from {min} to {max}"),
        KnobKind::Choice(values) => format!("one of {}", values.join(", ")),
        KnobKind::Flag => String::from("true or false"),
    };
    let shown = v.to_string();
    let value: T = v
        .try_into()
        .map_err(|_| format!("expected {}, found {shown}", expects(kind)))?;
    if let KnobKind::Int { min, max } = kind {
        let n = serde_json::to_value(&value)
            .ok()
            .and_then(|j| j.as_u64())
            .unwrap_or(u64::MAX);
        if n < min || n > max {
            return Err(format!("expected {}, found {shown}", expects(kind)));
        }
    }
    Ok(value)
}

/// Declares the knobs once: the [`HouseRules`] struct, [`HouseRules::tda`] and [`KNOBS`], so
/// that they cannot drift apart.
macro_rules! knobs {
    ($(
        $(#[doc = $doc:literal])*
        $name:ident : $ty:ty = $tda:expr, $kind:expr, $key:ident $(, $part:literal)?;
    )*) => {
        /// A house's rules: every rule-bearing constant and convention the engine applies.
        /// [`HouseRules::tda`] gives the TDA's.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
        pub struct HouseRules {
            $( $(#[doc = $doc])* pub $name: $ty, )*
        }

        impl HouseRules {
            /// The TDA's rules in an edition: the engine's behaviour with no house profile.
            #[allow(clippy::redundant_closure_call)]
            pub fn tda(edition: Edition) -> HouseRules {
                HouseRules { $( $name: ($tda)(edition), )* }
            }
        }

        /// Every knob, in the order of [`HouseRules`]'s fields.
        pub static KNOBS: &[Knob] = &[$(
            Knob {
                name: stringify!($name),
                doc: concat!($($doc, " "),*),
                rule: RuleKey::$key,
                part: knobs!(@part $($part)?),
                kind: $kind,
                get: |h| serde_json::to_value(h.$name).unwrap_or(serde_json::Value::Null),
                set: |h, v| { h.$name = read::<$ty>(v, $kind)?; Ok(()) },
                copy: |to, from| to.$name = from.$name,
            },
        )*];
    };
    (@part $p:literal) => { Some($p) };
    (@part) => { None };
}

const fn int(min: u64, max: u64) -> KnobKind {
    KnobKind::Int { min, max }
}

knobs! {
    /// Seconds a player has to act once the clock is called, before the countdown (TDA: 25).
    clock_seconds: u32 = |_| 25, int(5, 600), CallingForAClock;
    /// Seconds of the countdown that follows (TDA: 5).
    clock_countdown_seconds: u32 = |_| 5, int(0, 60), CallingForAClock;
    /// What a clock that runs out does (TDA: the hand is dead facing a bet, else checked).
    clock_expiry: ClockExpiry = |_| ClockExpiry::DeadFacingBet, KnobKind::Choice(ClockExpiry::VALUES), CallingForAClock;
    /// A shot clock: seconds every player has for every decision, running without being called
    /// (TDA: none, 0; the clock is called by a player or the floor).
    shot_clock_seconds: u32 = |_| 0, int(0, 600), RpReducingStalling;
    /// Seconds one time-bank (extension) card adds to the player's time (TDA: none, 0).
    time_bank_seconds: u32 = |_| 0, int(0, 600), RpReducingStalling;
    /// Time-bank cards each player has for the event (TDA: none, 0).
    time_banks: u8 = |_| 0, int(0, 30), RpReducingStalling;
    /// Bets allowed per betting round in limit: a bet and the raises after it (TDA: the
    /// house's cap; the engine's default 4, a bet and three raises). A hand that states its
    /// own cap keeps it.
    limit_cap_bets: u8 = |_| 4, int(2, 12), NumberOfRaises;
    /// Whether the limit cap still applies with two players left in the hand (TDA: it does,
    /// until the event is down to two players).
    limit_cap_heads_up: bool = |_| true, KnobKind::Flag, NumberOfRaises;
    /// Whether a stud completion of the bring-in is the round's bet toward the cap (TDA: it is:
    /// the bring-in is no bet and the completion is the first full one, Rule 3's "complete";
    /// a house that leaves it out allows a completion and as many raises as the cap).
    stud_completion_counts: bool = |_| true, KnobKind::Flag, NumberOfRaises;
    /// Whether the ace counts high for the bring-in in stud and stud/8, so that an ace never
    /// brings in (TDA: silent, the house's game rule; the engine's reading, as PokerKit's and
    /// the WSOP's: high). In razz the ace is always low and the highest card brings in; suits
    /// rank clubs, diamonds, hearts, spades.
    bring_in_ace_high: bool = |_| true, KnobKind::Flag, RpStudDealing;
    /// Which reading of a passive action out of turn applies (TDA: the edition's own).
    passive_out_of_turn: PassiveOutOfTurn = |e| match e {
        Edition::E2024 => PassiveOutOfTurn::Reading2024,
        Edition::E2026 => PassiveOutOfTurn::Reading2026,
    }, KnobKind::Choice(PassiveOutOfTurn::VALUES), ActionOutOfTurn, "A";
    /// What a short big blind posts first in a big-blind-ante format (TDA: the blind).
    big_blind_ante_order: BigBlindAnteOrder = |_| BigBlindAnteOrder::BlindFirst, KnobKind::Choice(BigBlindAnteOrder::VALUES), RpAnteFormats;
    /// What a deliberate dodge of the blinds costs (TDA: a penalty).
    dodging_blinds: DodgingBlinds = |_| DodgingBlinds::Penalty, KnobKind::Choice(DodgingBlinds::VALUES), DodgingBlinds;
    /// The moment a player must be at the seat (TDA: the last card of the initial deal).
    at_seat_by: SeatedBy = |_| SeatedBy::LastCard, KnobKind::Choice(SeatedBy::VALUES), AtYourSeat;
    /// Who gets the odd chip of a split pot in a board game (TDA: the first winner left of the
    /// button).
    odd_chip: OddChip = |_| OddChip::LeftOfButton, KnobKind::Choice(OddChip::VALUES), OddChips, "A";
    /// How long a misread tabled hand may be corrected (TDA: until the next hand begins).
    misread_window: Window = |_| Window::NextHand, KnobKind::Choice(Window::VALUES), DisputedHands;
    /// How long a pot awarded to the wrong player may be corrected (TDA: until substantial
    /// action on the next hand).
    pot_error_window: Window = |_| Window::SubstantialAction, KnobKind::Choice(Window::VALUES), DisputedHands;
    /// Who may ask to see a hand at the showdown (TDA: a river caller the aggressor's; others
    /// the floor's call).
    ask_to_see: AskToSee = |_| AskToSee::Tda, KnobKind::Choice(AskToSee::VALUES), AskingToSeeAHand;
    /// What deliberately exposing cards with action pending does (TDA: a penalty, the hand
    /// stays live).
    deliberate_exposure: DeliberateExposure = |_| DeliberateExposure::Penalty, KnobKind::Choice(DeliberateExposure::VALUES), ExposingCards;
    /// The first penalty for an infraction with none before (TDA: the floor's; the rules lean
    /// to a warning).
    first_penalty: FirstPenalty = |_| FirstPenalty::Warning, KnobKind::Choice(FirstPenalty::VALUES), Penalties;
    /// The most missed rounds the penalty ladder reaches before disqualification (TDA: the
    /// floor's; the engine's reading 3).
    penalty_max_rounds: u8 = |_| 3, int(1, 10), Penalties;
    /// A table this many players or more short of the largest table halts play (TDA: 3).
    halt_short_by: u8 = |_| 3, int(1, 9), BalancingTables, "D";
    /// Substantial action: this many actions in turn, whatever they are (TDA: 3).
    substantial_actions: u8 = |_| 3, int(1, 10), SubstantialAction;
    /// Substantial action: this many actions in turn when at least one puts chips in (TDA: 2).
    substantial_actions_with_chips: u8 = |_| 2, int(1, 10), SubstantialAction;
    /// Whether a conditional statement binds (TDA: the floor decides).
    conditional_statements: Conditional = |_| Conditional::Discretion, KnobKind::Choice(Conditional::VALUES), ConditionalDeclarations, "A";
    /// When a player may have an opponent's chips counted exactly (TDA: facing that player's
    /// all-in, in turn).
    chip_count: ChipCount = |_| ChipCount::FacingAllIn, KnobKind::Choice(ChipCount::VALUES), CountOfChipStack;
    /// What happens to a pot-limit bet larger than the pot (TDA: reduced for every caller
    /// until the next card).
    pot_limit_overbet: PotLimitOverbet = |_| PotLimitOverbet::ReducedUntilNextCard, KnobKind::Choice(PotLimitOverbet::VALUES), Underbets, "B";
}

impl Default for HouseRules {
    fn default() -> HouseRules {
        HouseRules::tda(Edition::default())
    }
}

impl HouseRules {
    /// The knobs on which two sets of rules differ, in [`KNOBS`] order.
    pub fn differences(&self, other: &HouseRules) -> Vec<&'static Knob> {
        KNOBS
            .iter()
            .filter(|k| k.value(self) != k.value(other))
            .collect()
    }

    /// These rules with one knob taken from others.
    pub fn with(&self, knob: &Knob, from: &HouseRules) -> HouseRules {
        let mut h = *self;
        knob.copy_from(&mut h, from);
        h
    }

    /// The conventions a hand's replay follows under these rules.
    pub fn conventions(&self) -> Conventions {
        Conventions {
            big_blind_ante_order: self.big_blind_ante_order,
            limit_cap_bets: self.limit_cap_bets,
            limit_cap_heads_up: self.limit_cap_heads_up,
            stud_completion_counts: self.stud_completion_counts,
            bring_in_ace_high: self.bring_in_ace_high,
            odd_chip: self.odd_chip,
        }
    }
}

/// The house conventions a hand's replay follows: posting, the limit cap, the odd chip. A hand
/// carries them (`Hand::conventions`), the TDA's unless a ruling under a house
/// profile sets them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Conventions {
    /// What a short big blind posts first.
    pub big_blind_ante_order: BigBlindAnteOrder,
    /// Bets per limit round, where the hand does not state its cap.
    pub limit_cap_bets: u8,
    /// Whether the cap applies with two players left in the hand.
    pub limit_cap_heads_up: bool,
    /// Whether a stud completion counts toward the cap.
    pub stud_completion_counts: bool,
    /// Whether the ace is high for the bring-in in stud and stud/8.
    pub bring_in_ace_high: bool,
    /// Who gets the odd chip.
    pub odd_chip: OddChip,
}

impl Default for Conventions {
    fn default() -> Conventions {
        HouseRules::default().conventions()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_least_twenty_knobs_each_documented_with_a_rule() {
        assert!(KNOBS.len() >= 20, "{} knobs", KNOBS.len());
        for k in KNOBS {
            assert!(
                k.doc.contains("TDA"),
                "{} does not give the TDA's value",
                k.name
            );
            let v = k.value(&HouseRules::tda(Edition::E2024));
            assert!(!v.is_null(), "{}", k.name);
        }
        let mut names: Vec<_> = KNOBS.iter().map(|k| k.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), KNOBS.len());
    }

    #[test]
    fn the_editions_differ_only_in_the_passive_out_of_turn_reading() {
        let d = HouseRules::tda(Edition::E2024).differences(&HouseRules::tda(Edition::E2026));
        assert_eq!(
            d.iter().map(|k| k.name).collect::<Vec<_>>(),
            ["passive_out_of_turn"]
        );
    }

    #[test]
    fn a_value_out_of_range_or_of_the_wrong_kind_is_refused() {
        let mut h = HouseRules::default();
        let k = Knob::named("clock_seconds").unwrap();
        assert!(k.set(&mut h, toml::Value::Integer(30)).is_ok());
        assert_eq!(h.clock_seconds, 30);
        let e = k.set(&mut h, toml::Value::Integer(4)).unwrap_err();
        assert!(e.contains("from 5 to 600"), "{e}");
        let k = Knob::named("clock_expiry").unwrap();
        let e = k
            .set(&mut h, toml::Value::String("dead".into()))
            .unwrap_err();
        assert!(e.contains("dead_facing_bet, always_dead"), "{e}");
        let k = Knob::named("limit_cap_heads_up").unwrap();
        assert!(k.set(&mut h, toml::Value::String("yes".into())).is_err());
    }

    #[test]
    fn every_knob_has_its_words_in_every_language() {
        // Every message of `KnobText` is in every file (the crate's every-message test); here:
        // every knob has one, and its English is the knob's doc.
        for k in KNOBS {
            assert!(k.message().is_some(), "{} has no knob-* message", k.name);
            // The doc's lines joined with single spaces (the doc itself has two where a line
            // of the comment ends).
            let doc = k.doc.split_whitespace().collect::<Vec<_>>().join(" ");
            assert_eq!(k.describe(Language::En), doc, "{}", k.name);
            for lang in Language::ALL {
                let text = k.describe(lang);
                assert!(
                    text.contains("TDA"),
                    "{} in {}: {text}",
                    k.name,
                    lang.code()
                );
                assert!(
                    !text.contains("knob-"),
                    "{} in {}: {text}",
                    k.name,
                    lang.code()
                );
            }
        }
        assert_eq!(KNOBS.len() + 3, KnobText::SPECS.len());
        let k = Knob::named("clock_seconds").unwrap();
        assert_eq!(k.expects(), "a whole number from 5 to 600");
        assert_eq!(k.expects_in(Language::Pt), "um número inteiro de 5 a 600");
        let k = Knob::named("clock_expiry").unwrap();
        assert_eq!(k.expects(), "one of dead_facing_bet, always_dead");
        let k = Knob::named("limit_cap_heads_up").unwrap();
        assert_eq!(k.expects(), "true or false");
        assert_eq!(k.expects_in(Language::De), "true oder false");
    }
}
