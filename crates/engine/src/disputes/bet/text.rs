//! The sentences of a `bet` ruling (messages `bet-*` in `crates/engine/locales/*.ftl`).

crate::text::messages! {
    /// The reasons of a `bet` ruling.
    pub enum BetText {
        /// The words came after the chips: the chips define the act.
        WordsAfterChips = "bet-words-after-chips",
        /// Words said with the chips: the clear declaration wins (40-A).
        WordsWithChips = "bet-words-with-chips",
        /// "Raise by": the amount is added to the bet faced.
        RaiseBy { by: chips, current: chips, to: chips } = "bet-raise-by",
        /// Alternative: the words came first.
        IfWordsCameFirst = "bet-if-words-came-first",
        /// The chips' reading assumes they came first; the words' reading.
        AssumesChipsFirst { words: text } = "bet-assumes-chips-first",
        /// Alternative: the floor holds the player to the words.
        FloorHoldsToWords = "bet-floor-holds-to-words",
        /// Alternative: the floor holds the player to the chips.
        FloorHoldsToChips = "bet-floor-holds-to-chips",
        /// The words' reading.
        WordsReading { words: text } = "bet-words-reading",
        /// The chips' reading.
        ChipsReading { chips: text } = "bet-chips-reading",
        /// Words unclear and chips disagree: the floor decides.
        WordsUnclear { seat: seat } = "bet-words-unclear",
        /// The words came first and define the act.
        WordsBeforeChips = "bet-words-before-chips",
        /// The whole stack pushed in one gesture.
        GatheredAllIn { seat: seat, to: chips } = "bet-gathered-all-in",
        /// Why the gesture may be read as all-in.
        GestureMayMeanAllIn = "bet-gesture-may-mean-all-in",
        /// Alternative: the floor judges chip by chip.
        FloorJudgesChipByChip = "bet-floor-judges-chip-by-chip",
        /// "Fold": binding.
        FoldBinds { seat: seat } = "bet-fold-binds",
        /// A fold when not facing a bet.
        FoldWhenNotFacingABet = "bet-fold-when-not-facing-a-bet",
        /// "Check" with nothing to call.
        Checked { seat: seat } = "bet-checked",
        /// "Check" facing a bet: call or fold.
        CheckFacingABet { seat: seat, facing: chips } = "bet-check-facing-a-bet",
        /// "Call" with nothing to call: a check.
        CallWithNoBet { seat: seat } = "bet-call-with-no-bet",
        /// "Call" binds a full call.
        CallBinds { seat: seat, to: chips } = "bet-call-binds",
        /// Chips short of the call after "call" are no undercall.
        DeclaredCallIsNoUndercall { pushed: chips, seat: seat, to_call: chips } = "bet-declared-call-is-no-undercall",
        /// "All-in".
        DeclaredAllIn { seat: seat, to: chips } = "bet-declared-all-in",
        /// An all-in short of a full raise.
        ShortAllIn { to: chips, full_to: chips } = "bet-short-all-in",
        /// "Raise" where raising is not allowed: a call.
        RaiseNotAllowedCalls { seat: seat, current: chips } = "bet-raise-not-allowed-calls",
        /// "Pot" where raising is not allowed: a call.
        PotNotAllowedCalls { seat: seat, to: chips } = "bet-pot-not-allowed-calls",
        /// Pot limit: "pot" is the pot-size bet.
        PotLimitPot { seat: seat, to: chips } = "bet-pot-limit-pot",
        /// No-limit: "pot" binds a minimum bet or raise (`word`: `bet` or `raise`).
        NoLimitPotIsAMinimum { seat: seat, word: choice, to: chips } = "bet-no-limit-pot-is-a-minimum",
        /// The floor may accept an amount stated at once.
        FloorMayAllowAnyAmount { seat: seat, to: chips, max_to: chips } = "bet-floor-may-allow-any-amount",
        /// Below the minimum: brought up to it.
        BelowMinimumBroughtUp { to: chips, min_to: chips } = "bet-below-minimum-brought-up",
        /// Above the most allowed.
        AboveTheMost { to: chips, max_to: chips } = "bet-above-the-most",
        /// "Raise X" is a total of X.
        RaiseAmountIsATotal = "bet-raise-amount-is-a-total",
        /// A bet or raise declared with chips (`word`: `bet` or `raise`).
        DeclaredWithChips { seat: seat, word: choice, chips: sum } = "bet-declared-with-chips",
        /// Chips put out without a word, nothing to call: a bet of their value.
        SilentChips { seat: seat, chips: sum } = "bet-silent-chips",
        /// A bet or raise declared without an amount (`word`: `bet` or `raise`).
        DeclaredWithoutAmount { seat: seat, word: choice, min_to: chips } = "bet-declared-without-amount",
        /// Summary: all-in.
        IsAllIn { seat: seat, to: chips } = "bet-is-all-in",
        /// Summary: a bet.
        Bets { seat: seat, to: chips } = "bet-bets",
        /// Summary: a raise.
        RaisesTo { seat: seat, to: chips } = "bet-raises-to",
        /// An unclear amount read as the largest reasonable one (57).
        UnclearAmountRead { amount: num, big_blind: chips, pot: chips, read: chips } = "bet-unclear-amount-read",
        /// An amount alone counts as pushing it (40-C).
        AmountAloneIsPushed { read: chips } = "bet-amount-alone-is-pushed",
        /// A single oversized chip facing a bet: a call.
        OversizedChipCalls { chip: chips, facing: chips, back: chips } = "bet-oversized-chip-calls",
        /// The oversized-chip rule.
        OversizedChipRule = "bet-oversized-chip-rule",
        /// Several chips, every one needed: a call.
        EveryChipNeeded { current: chips, back: chips, any: flag } = "bet-every-chip-needed",
        /// Without the smallest chip, less than the call.
        RemovingOneLeavesLess { chips: sum, smallest: chips, without_one: chips, need: chips } = "bet-removing-one-leaves-less",
        /// Without the smallest chip, still the call.
        RemovingOneLeavesEnough { chips: sum, smallest: chips, without_one: chips, need: chips } = "bet-removing-one-leaves-enough",
        /// The last chips: all-in.
        LastChipsAllIn { seat: seat, to: chips } = "bet-last-chips-all-in",
        /// Raising not allowed: the chips are a call.
        RaiseNotAllowedChipsCall { seat: seat, current: chips, back: chips } = "bet-raise-not-allowed-chips-call",
        /// Half a raise over the call, an odd raise: "1,000 + 300/2".
        HalfRaiseOdd { current: chips, full: chips } = "bet-half-raise-odd",
        /// Half a raise over the call: "1,000 + 300 = 1,300".
        HalfRaise { current: chips, half: chips, threshold: chips } = "bet-half-raise",
        /// A full raise reached.
        FullRaiseReached { total: chips, current: chips, full: chips, full_to: chips } = "bet-full-raise-reached",
        /// A full raise reached, held to the most allowed (the pot, or a bet in limit).
        FullRaiseHeld { total: chips, current: chips, full: chips, full_to: chips, max_to: chips, pot: flag } = "bet-full-raise-held",
        /// Summary: a raise.
        ARaiseTo { to: chips } = "bet-a-raise-to",
        /// Summary: a raise held to the most allowed, the chips over it back.
        ARaiseToBack { to: chips, back: chips } = "bet-a-raise-to-back",
        /// The 50% standard: half a raise or more, complete it.
        HalfRaiseMustComplete { total: chips, half: text, current: chips, full: chips, full_to: chips, seat: seat } = "bet-half-raise-must-complete",
        /// Summary: complete a full raise.
        MustCompleteTo { seat: seat, full_to: chips } = "bet-must-complete-to",
        /// The 50% standard, with less than the full raise in the stack: completing it is all-in.
        CompletionAllIn { seat: seat, full_to: chips, to: chips } = "bet-completion-all-in",
        /// The 50% standard: less than half a raise, a call.
        LessThanHalfRaise { total: chips, half: text, back: chips } = "bet-less-than-half-raise",
        /// Summary: a call, the rest back.
        CallGoesBack { current: chips, back: chips, seat: seat } = "bet-call-goes-back",
        /// Prior chips cover the call.
        PriorCoversTheCall { prior: chips, current: chips, total: chips } = "bet-prior-covers-the-call",
        /// Prior chips partly pulled back.
        PriorPartlyPulledBack { prior: chips, total: chips } = "bet-prior-partly-pulled-back",
        /// Prior chips all pulled back.
        PriorAllPulledBack { need: chips } = "bet-prior-all-pulled-back",
        /// Prior chips short of the call.
        PriorShortOfCall { base: chips, need: chips } = "bet-prior-short-of-call",
        /// A single new chip: a call.
        SingleNewChipCalls { chip: chips } = "bet-single-new-chip-calls",
        /// An undercall.
        Undercall { seat: seat, put: sum, to_call: chips } = "bet-undercall",
        /// Rule 41: one small chip against a large bet is no standard way to call.
        SingleSmallChip { chip: chips, to_call: chips } = "bet-single-small-chip",
        /// Rule 41: one chip of exactly the call is a call.
        SingleChipOfTheCall { chip: chips } = "bet-single-chip-of-the-call",
        /// An undercall made a full call (`when`: `heads-up` or `opening-bet`).
        UndercallMadeFull { when: choice, call_to: chips } = "bet-undercall-made-full",
        /// Summary: the undercall must be a full call (`when` as above).
        UndercallMustCall { when: choice, seat: seat, call_to: chips } = "bet-undercall-must-call",
        /// Multi-way, not the opening bet: the floor decides.
        FloorDecidesUndercall { current: chips, seat: seat, forfeit: chips } = "bet-floor-decides-undercall",
        /// Alternative: a full call.
        FloorRequiresFullCall = "bet-floor-requires-full-call",
        /// Alternative: forfeit and fold.
        FloorLetsForfeit = "bet-floor-lets-forfeit",
        /// Summary: an undercall of a raise, multi-way.
        UndercallOfARaise { call_to: chips, seat: seat, forfeit: chips } = "bet-undercall-of-a-raise",
    }
}
