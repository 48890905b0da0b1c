//! Rule keys and their numbers per edition.
//!
//! Numbers come from `shared/tda/rules-catalog.md` §1.1: 2024 numbering (= 2022) for rules 1-71
//! and RP-1..RP-22; the 2026 numbering where a source that read the 2026 document confirms it,
//! inferred from the constant offset (old 12-20 → +1, old 21 on → +2) where it is marked so, and
//! left unknown where the place of the new 2026 rule makes it uncertain (old 6-11).

use serde::{Deserialize, Serialize};

/// A TDA edition: "2024" or "2026". The 2022 edition has the same numbers as 2024: send
/// "2024" for it ("2022" itself is refused, so that no edition is accepted that the document
/// does not list).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Edition {
    /// The 2024 edition (the same numbers as 2022).
    #[default]
    #[serde(rename = "2024")]
    E2024,
    /// The 2026 edition.
    #[serde(rename = "2026")]
    E2026,
}

impl Edition {
    /// The edition's year.
    pub fn as_str(self) -> &'static str {
        crate::units::wire_name(&self)
    }

    /// The edition of a year ("2022" is the 2024 numbering).
    pub fn parse(s: &str) -> Option<Edition> {
        match s {
            "2024" => Some(Edition::E2024),
            "2026" => Some(Edition::E2026),
            _ => None,
        }
    }
}

/// How sure the catalog is of a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum NumberStatus {
    /// Printed in the edition, or confirmed by a source that read it.
    Confirmed,
    /// Inferred from the constant renumbering offset; no source contradicts it.
    Inferred,
    /// Not known: the catalog does not guess.
    Unknown,
}

/// One rule of the catalog.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RuleEntry {
    /// The rule's key.
    pub key: RuleKey,
    /// The stable key, the same in every edition.
    pub slug: &'static str,
    /// Number in the 2024 (= 2022) edition; `None` for a rule new in 2026.
    pub n2024: Option<&'static str>,
    /// Number in the 2026 edition, where known.
    pub n2026: Option<&'static str>,
    /// How sure the 2026 number is.
    pub status_2026: NumberStatus,
    /// Candidate 2026 numbers where unknown (e.g. "6 or 7").
    pub candidates_2026: &'static str,
}

impl RuleEntry {
    /// The rule's number in an edition, where known.
    pub fn number(&self, edition: Edition) -> Option<&'static str> {
        match edition {
            Edition::E2024 => self.n2024,
            Edition::E2026 => self.n2026,
        }
    }
}

/// Declares the catalog once: each line gives a key, its stable slug, its number in the 2024
/// and 2026 editions, how sure the 2026 number is, and the 2026 candidates where unknown; the
/// macro makes the [`RuleKey`] enum, [`RuleKey::ALL`] and the entries from it, so they cannot
/// drift apart. Titles and summaries are in the message files (`rule-<slug>`).
macro_rules! catalog {
    ($( $(#[$doc:meta])* $key:ident = $slug:literal, $n2024:expr, $n2026:expr, $status:ident, $cand:literal; )*) => {
        /// A rule's stable key: the same in every edition.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum RuleKey {
            $( $(#[$doc])* $key, )*
        }

        impl RuleKey {
            /// Every rule, in catalog order.
            pub const ALL: &[RuleKey] = &[$(RuleKey::$key),*];
        }

        static ENTRIES: &[RuleEntry] = &[$(
            RuleEntry {
                key: RuleKey::$key,
                slug: $slug,
                n2024: $n2024,
                n2026: $n2026,
                status_2026: NumberStatus::$status,
                candidates_2026: $cand,
            },
        )*];
    };
}

catalog! {
    /// Floor Decisions.
    FloorDecisions = "floor-decisions", Some("1"), Some("1"), Confirmed, "";
    /// Player Responsibilities.
    PlayerResponsibilities = "player-responsibilities", Some("2"), Some("2"), Inferred, "";
    /// Official Terminology and Gestures.
    TerminologyAndGestures = "terminology-and-gestures", Some("3"), Some("3"), Inferred, "";
    /// Player Identity.
    PlayerIdentity = "player-identity", Some("4"), Some("4"), Inferred, "";
    /// Electronic Devices and Communication.
    ElectronicDevices = "electronic-devices", Some("5"), Some("5"), Confirmed, "";
    /// Official Language.
    OfficialLanguage = "official-language", Some("6"), None, Unknown, "6 or 7";
    /// Random Correct Seating.
    RandomSeating = "random-seating", Some("7"), None, Unknown, "7 or 8";
    /// Alternates, Late Registration, and Re-Entries.
    AlternatesLateRegistration = "alternates-late-registration", Some("8"), None, Unknown, "";
    /// Special Needs.
    SpecialNeeds = "special-needs", Some("9"), None, Unknown, "";
    /// New Players and Players from Broken Tables.
    NewPlayersBrokenTables = "new-players-broken-tables", Some("10"), None, Unknown, "10 or 11";
    /// Balancing Tables and Halting Play.
    BalancingTables = "balancing-tables", Some("11"), None, Unknown, "11 or 12";
    /// Declarations. Cards Speak at Showdown.
    CardsSpeak = "cards-speak", Some("12"), Some("13"), Confirmed, "";
    /// Tabling Cards and Killing Winning Hand.
    TablingCards = "tabling-cards", Some("13"), Some("14"), Confirmed, "";
    /// Live Cards at Showdown.
    LiveCardsAtShowdown = "live-cards-at-showdown", Some("14"), Some("15"), Confirmed, "";
    /// Showdown and Discarding Irregularities.
    ShowdownDiscardingIrregularities = "showdown-discarding-irregularities", Some("15"), Some("16"), Confirmed, "";
    /// Face Up for All-Ins.
    AllInFaceUp = "face-up-for-all-ins", Some("16"), Some("17"), Confirmed, "";
    /// Non All-In Showdowns and Showdown Order.
    ShowdownOrder = "showdown-order", Some("17"), Some("18"), Confirmed, "";
    /// Asking to See a Hand.
    AskingToSeeAHand = "asking-to-see-a-hand", Some("18"), Some("19"), Confirmed, "";
    /// Playing the Board at Showdown.
    PlayingTheBoard = "playing-the-board", Some("19"), Some("20"), Confirmed, "";
    /// Awarding Odd Chips.
    OddChips = "odd-chips", Some("20"), Some("21"), Confirmed, "";
    /// Side Pots.
    SidePots = "side-pots", Some("21"), Some("23"), Confirmed, "";
    /// Players Eliminated on the Same Hand.
    SimultaneousBusts = "simultaneous-busts", None, Some("22"), Confirmed, "";
    /// Disputed Hands and Pots.
    DisputedHands = "disputed-hands", Some("22"), Some("24"), Confirmed, "";
    /// New Hand and New Limits.
    NewHandNewLimits = "new-hand-new-limits", Some("23"), Some("25"), Inferred, "";
    /// Chip Race, Scheduled Color Ups.
    RaceOff = "chip-race", Some("24"), Some("26"), Inferred, "";
    /// Cards and Chips Kept Visible, Countable, and Manageable. Discretionary Color-Ups.
    ChipsVisible = "chips-visible", Some("25"), Some("27"), Inferred, "";
    /// Deck Changes.
    DeckChanges = "deck-changes", Some("26"), Some("28"), Inferred, "";
    /// Re-buys.
    Rebuys = "rebuys", Some("27"), Some("29"), Inferred, "";
    /// Rabbit Hunting.
    RabbitHunting = "rabbit-hunting", Some("28"), Some("30"), Inferred, "";
    /// Calling for a Clock.
    CallingForAClock = "calling-for-a-clock", Some("29"), Some("31"), Confirmed, "";
    /// At Your Seat and Live Hands.
    AtYourSeat = "at-your-seat", Some("30"), Some("32"), Inferred, "";
    /// At the Table with Action Pending.
    AtTheTable = "at-the-table", Some("31"), Some("33"), Inferred, "";
    /// Dead Button.
    DeadButton = "dead-button", Some("32"), Some("34"), Confirmed, "";
    /// Dodging Blinds.
    DodgingBlinds = "dodging-blinds", Some("33"), Some("35"), Inferred, "";
    /// Button Placement and Movement.
    ButtonPlacement = "button-placement", Some("34"), Some("36"), Confirmed, "";
    /// Misdeals and Fouled Decks.
    Misdeals = "misdeals", Some("35"), Some("37"), Inferred, "";
    /// Substantial Action.
    SubstantialAction = "substantial-action", Some("36"), Some("38"), Confirmed, "";
    /// Button with Too Few Cards.
    ButtonTooFewCards = "button-too-few-cards", Some("37"), Some("39"), Inferred, "";
    /// Burns After Substantial Action.
    BurnsAfterSubstantialAction = "burns-after-substantial-action", Some("38"), Some("40"), Inferred, "";
    /// Irregular Flops and Premature-Dealt Cards.
    IrregularFlops = "irregular-flops", Some("39"), Some("41"), Inferred, "";
    /// Methods of Betting: Verbal and Chips.
    MethodsOfBetting = "methods-of-betting", Some("40"), Some("42"), Inferred, "";
    /// Methods of Calling.
    MethodsOfCalling = "methods-of-calling", Some("41"), Some("43"), Confirmed, "";
    /// Methods of Raising.
    MethodsOfRaising = "methods-of-raising", Some("42"), Some("44"), Inferred, "";
    /// Raise Amounts.
    RaiseAmounts = "raise-amounts", Some("43"), Some("45"), Confirmed, "";
    /// Oversized Chip Betting (Overchips).
    OversizedChip = "oversized-chip", Some("44"), Some("46"), Confirmed, "";
    /// Multiple Chip Betting.
    MultipleChipBetting = "multiple-chip-betting", Some("45"), Some("47"), Confirmed, "";
    /// Prior Bet Chips Not Pulled In.
    PriorBetChips = "prior-bet-chips", Some("46"), Some("48"), Inferred, "";
    /// Re-Opening the Bet.
    ReopeningTheBet = "reopening-the-bet", Some("47"), Some("49"), Confirmed, "";
    /// Number of Allowable Raises.
    NumberOfRaises = "number-of-raises", Some("48"), Some("50"), Confirmed, "";
    /// Accepted Action.
    CallersResponsibility = "accepted-action", Some("49"), Some("51"), Inferred, "";
    /// Acting in Turn.
    ActingInTurn = "acting-in-turn", Some("50"), Some("52"), Inferred, "";
    /// Binding Declarations / Undercalls in Turn.
    BindingDeclarationsUndercalls = "binding-declarations-undercalls", Some("51"), Some("53"), Confirmed, "";
    /// Incorrect Bets, Underbets and Underraises.
    Underbets = "incorrect-bets", Some("52"), Some("54"), Inferred, "";
    /// Action Out of Turn.
    ActionOutOfTurn = "action-out-of-turn", Some("53"), Some("55"), Inferred, "";
    /// Pot Size and Pot-Limit Bets.
    PotLimitBets = "pot-limit-bets", Some("54"), Some("56"), Confirmed, "";
    /// Invalid Bet Declarations.
    InvalidBetDeclarations = "invalid-bet-declarations", Some("55"), Some("57"), Inferred, "";
    /// String Bets and Raises.
    StringRaisesAndBets = "string-bets", Some("56"), Some("58"), Inferred, "";
    /// Non-Standard and Unclear Betting.
    UnclearBetting = "unclear-betting", Some("57"), Some("59"), Inferred, "";
    /// Non-Standard Folds.
    NonStandardFolds = "non-standard-folds", Some("58"), Some("60"), Confirmed, "";
    /// Conditional and Premature Declarations.
    ConditionalDeclarations = "conditional-declarations", Some("59"), Some("61"), Inferred, "";
    /// Count of Opponent's Chip Stack.
    CountOfChipStack = "count-of-chip-stack", Some("60"), Some("62"), Inferred, "";
    /// Over-Betting Expecting Change.
    OverBettingExpectingChange = "over-betting-expecting-change", Some("61"), Some("63"), Inferred, "";
    /// All-In with Chips Found Behind Later.
    ChipsFoundBehind = "chips-found-behind", Some("62"), Some("64"), Inferred, "";
    /// Chips Out of View and in Transit.
    ChipsOutOfSight = "chips-out-of-view", Some("63"), Some("65"), Inferred, "";
    /// Lost and Found Chips.
    LostAndFoundChips = "lost-and-found-chips", Some("64"), Some("66"), Inferred, "";
    /// Accidentally Killed / Fouled / Exposed Hands.
    KilledFouledExposedHands = "killed-fouled-exposed-hands", Some("65"), Some("67"), Confirmed, "";
    /// Dead Hands and Mucking in Stud.
    DeadHandsStud = "dead-hands-stud", Some("66"), Some("68"), Inferred, "";
    /// No Disclosure. One Player to a Hand.
    NoDisclosure = "no-disclosure", Some("67"), Some("69"), Inferred, "";
    /// Exposing Cards and Proper Folding.
    ExposingCards = "exposing-cards", Some("68"), Some("70"), Inferred, "";
    /// Ethical Play.
    EthicalPlay = "ethical-play", Some("69"), Some("71"), Inferred, "";
    /// Etiquette Violations.
    EtiquetteViolations = "etiquette-violations", Some("70"), Some("72"), Inferred, "";
    /// Warnings, Penalties, and Disqualification.
    Penalties = "penalties", Some("71"), Some("73"), Inferred, "";
    /// All-In Buttons.
    RpAllInButtons = "rp-all-in-buttons", Some("RP-1"), None, Unknown, "";
    /// Bringing in Bets is Discouraged.
    RpBringingInBets = "rp-bringing-in-bets", Some("RP-2"), None, Unknown, "";
    /// Personal Belongings.
    RpPersonalBelongings = "rp-personal-belongings", Some("RP-3"), None, Unknown, "";
    /// Disordered Stub.
    RpDisorderedStub = "rp-disordered-stub", Some("RP-4"), None, Unknown, "";
    /// Prematurely Dealt Cards.
    RpPrematureCards = "rp-premature-cards", Some("RP-5"), None, Unknown, "";
    /// Efficient Movement of Players.
    RpEfficientMovement = "rp-efficient-movement", Some("RP-6"), None, Unknown, "";
    /// Timing of Dealer Pushes.
    RpDealerPushTiming = "rp-dealer-push-timing", Some("RP-7"), None, Unknown, "";
    /// Hand for Hand Procedures.
    RpHandForHand = "rp-hand-for-hand", Some("RP-8"), Some("RP-8"), Confirmed, "";
    /// Number of Players at Final Table.
    RpFinalTableSize = "rp-final-table-size", Some("RP-9"), None, Unknown, "";
    /// Tournament Stud Dealing Procedures.
    RpStudDealing = "rp-stud-dealing", Some("RP-10"), None, Unknown, "";
    /// Ante Formats and No Ante Reduction.
    RpAnteFormats = "rp-ante-formats", Some("RP-11"), Some("RP-11"), Confirmed, "";
    /// Dealers Should Announce Bets and Raises.
    RpDealersAnnounceBets = "rp-dealers-announce-bets", Some("RP-12"), None, Unknown, "";
    /// Dealers Should Stack Chips in Split-Pot Games.
    RpSplitPotStacking = "rp-split-pot-stacking", Some("RP-13"), None, Unknown, "";
    /// Randomness May be Applied to Special Situations.
    RpRandomnessSpecialSituations = "rp-randomness-special-situations", Some("RP-14"), None, Unknown, "";
    /// Proper Tournament Staff Communication.
    RpStaffCommunication = "rp-staff-communication", Some("RP-15"), None, Unknown, "";
    /// Player Absent on a Breaking Table.
    RpAbsentOnBreakingTable = "rp-absent-on-breaking-table", Some("RP-16"), None, Unknown, "";
    /// Tournament Draw Betting Procedures.
    RpDrawBetting = "rp-draw-betting", Some("RP-17"), None, Unknown, "";
    /// Order of Mixed Games.
    RpMixedGameOrder = "rp-mixed-game-order", Some("RP-18"), None, Unknown, "";
    /// Reducing Stalling.
    RpReducingStalling = "rp-reducing-stalling", Some("RP-19"), None, Unknown, "";
    /// Cards Ready for Shuffle.
    RpCardsReadyForShuffle = "rp-cards-ready-for-shuffle", Some("RP-20"), None, Unknown, "";
    /// Spreading the Pot.
    RpSpreadingThePot = "rp-spreading-the-pot", Some("RP-21"), None, Unknown, "";
    /// Betting Non-Denominational Items.
    RpNonDenominationalItems = "rp-non-denominational-items", Some("RP-22"), None, Unknown, "";
}

/// Parts that the 2026 edition lettered otherwise: (rule, 2024 part, 2026 part). Heads-up
/// button placement is 34-B in 2024 and 36-C in 2026 (`shared/tda/rules-catalog.md` §1.1).
const PARTS_2026: &[(RuleKey, &str, &str)] = &[(RuleKey::ButtonPlacement, "B", "C")];

/// A rule's part letter in an edition, from its 2024 letter.
pub fn part_in(key: RuleKey, part: &'static str, edition: Edition) -> &'static str {
    match edition {
        Edition::E2024 => part,
        Edition::E2026 => PARTS_2026
            .iter()
            .find(|(k, p, _)| *k == key && *p == part)
            .map_or(part, |(_, _, p)| p),
    }
}

impl RuleKey {
    /// The stable key as text: `raise-amounts`.
    pub fn slug(self) -> &'static str {
        entry(self).slug
    }

    /// The key of a slug.
    pub fn from_slug(s: &str) -> Option<RuleKey> {
        RuleKey::ALL.iter().copied().find(|k| k.slug() == s)
    }
}

/// The catalog entry of a key.
pub fn entry(key: RuleKey) -> &'static RuleEntry {
    // ENTRIES is in the same order as RuleKey::ALL (checked by a test).
    &ENTRIES[key as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_line_up_with_keys() {
        assert_eq!(ENTRIES.len(), RuleKey::ALL.len());
        for (i, k) in RuleKey::ALL.iter().enumerate() {
            assert_eq!(*k as usize, i);
            assert_eq!(ENTRIES[i].key, *k);
            assert_eq!(RuleKey::from_slug(k.slug()), Some(*k));
        }
    }

    #[test]
    fn seed_numbers_per_edition() {
        // PT seed (2022 = 2024 numbering) and ES seed (2026 numbering).
        let cases = [
            (RuleKey::SubstantialAction, "36", "38"),
            (RuleKey::RaiseAmounts, "43", "45"),
            (RuleKey::MultipleChipBetting, "45", "47"),
            (RuleKey::BindingDeclarationsUndercalls, "51", "53"),
            (RuleKey::NonStandardFolds, "58", "60"),
            (RuleKey::OddChips, "20", "21"),
            (RuleKey::ReopeningTheBet, "47", "49"),
            (RuleKey::AllInFaceUp, "16", "17"),
            (RuleKey::FloorDecisions, "1", "1"),
        ];
        for (k, a, b) in cases {
            assert_eq!(entry(k).number(Edition::E2024), Some(a), "{k:?}");
            assert_eq!(entry(k).number(Edition::E2026), Some(b), "{k:?}");
        }
        assert_eq!(entry(RuleKey::SimultaneousBusts).n2024, None);
        assert_eq!(entry(RuleKey::BalancingTables).n2026, None);
        assert_eq!(
            entry(RuleKey::BalancingTables).status_2026,
            NumberStatus::Unknown
        );
    }

    #[test]
    fn slugs_are_unique_kebab_case() {
        let mut seen = std::collections::HashSet::new();
        for e in ENTRIES {
            assert!(seen.insert(e.slug), "duplicate {}", e.slug);
            assert!(
                e.slug
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            );
        }
    }
}
