### floorcall: the words of rulings in English.
### Rule titles and summaries are floorcall's own paraphrase, used with the TDA's permission
### (see NOTICE in the rulings); the official TDA rules govern.
### A message per reason of crates/engine/src/disputes; its arguments ($seat, $to…) are the
### fields of the reason. Chips arrive formatted; counts select plural forms.

language-name = English
number-group-separator = {","}
# Punctuation the code joins lists with: between items, before the last of several seats, between clauses.
list-separator = {", "}
list-last-separator = {" and "}
clause-separator = {"; "}
# A rule named in a reason: its number in the ruling's edition.
rule-ref = Rule { $number }
# … where the edition's number is not known: its 2024 number, said to be so.
rule-ref-unknown = TDA 2024 Rule { $number }
# The summary of a ruling whose reasons gave none (never expected).
ruling-no-summary = The floor rules on this dispute.
# The TDA permission notice every ruling carries.
ruling-notice = Poker TDA rule numbers and titles are used with permission of the Poker Tournament Directors Association (www.pokertda.com). Summaries and reasoning are floorcall's own paraphrase, not the official text; the official TDA rules govern.

## bet

bet-words-after-chips = The words came after the chips had landed, so the chips define the action ({ $rule_methods_of_betting }: whichever comes first).
bet-words-with-chips = The words came with the chips: a clear verbal declaration made at the same time as the chips wins ({ $rule_methods_of_betting }-A).
bet-raise-by = "Raise by { $by }" adds { $by } to the bet of { $current }: a raise to { $to }.
bet-if-words-came-first = the words were spoken before the chips landed, or with them
bet-assumes-chips-first = This reading assumes the chips landed before the words. If the words came first they define the action instead ({ $rule_methods_of_betting }): { $words }
bet-floor-holds-to-words = the floor holds the player to the words
bet-floor-holds-to-chips = the floor holds the player to the chips
bet-words-reading = Words: { $words }
bet-chips-reading = Chips: { $chips }
bet-words-unclear = Seat { $seat }'s words and chips disagree and the words were not clearly heard: there is no fixed answer; the floor rules as fairly as possible ({ $rule_methods_of_betting }, { $rule_floor_decisions }).
bet-words-before-chips = The words came before the chips, so they define the action ({ $rule_methods_of_betting }).
bet-gathered-all-in = Seat { $seat } gathered every chip and pushed them forward: this may be read as all-in for { $to }; the floor decides.
bet-gesture-may-mean-all-in = Pushing or tossing the whole stack forward in one gesture may be read as intent to bet it all, whatever the chip-by-chip tests would say; the TDA leaves it to the floor ({ $rule_floor_decisions }).
bet-floor-judges-chip-by-chip = the floor judges the chips one by one instead
bet-fold-binds = Seat { $seat } folded: the fold is binding.
bet-fold-when-not-facing-a-bet = Folding in turn when not facing a bet is non-standard but binding ({ $rule_non_standard_folds }).
bet-checked = Seat { $seat } checked.
bet-check-facing-a-bet = Seat { $seat } said "check" facing a bet of { $facing }: seat { $seat } may call or fold, but not raise ({ $rule_invalid_bet_declarations }).
bet-call-with-no-bet = Seat { $seat } said "call" with no bet to call: it is a check ({ $rule_invalid_bet_declarations }).
bet-call-binds = Seat { $seat } said "call" in turn: that binds a full call to { $to } ({ $rule_binding_declarations_undercalls }).
bet-declared-call-is-no-undercall = The { $pushed } put out is not an undercall: "call" was declared, so seat { $seat } owes the full { $to_call }.
bet-declared-all-in = Seat { $seat } declared all-in: { $to } in all on this street.
bet-short-all-in = { $to } is less than a full raise (to { $full_to }): a short all-in, which does not re-open the betting for players who already acted ({ $rule_reopening_the_bet }).
bet-raise-not-allowed-calls = Seat { $seat } may not raise here, so the declared raise binds seat { $seat } to a call of { $current } ({ $rule_reopening_the_bet }).
bet-pot-not-allowed-calls = Seat { $seat } may not raise here, so "pot" binds seat { $seat } to a call of { $to }.
bet-pot-limit-pot = Pot limit: "pot" is a bet of the pot; seat { $seat }'s total is { $to } ({ $rule_pot_limit_bets }).
bet-floor-may-allow-any-amount = The floor may let seat { $seat } make any legal amount between { $to } and { $max_to } if it is stated at once.
bet-below-minimum-brought-up = { $to } is below the minimum of { $min_to }: it is brought up to { $min_to } ({ $rule_incorrect_bets }).
bet-above-the-most = { $to } is more than allowed; the most is { $max_to }.
bet-raise-amount-is-a-total = "Raise" with an amount means a total of that amount ({ $rule_raise_amounts }).
bet-is-all-in = Seat { $seat } is all-in for { $to }.
bet-bets = Seat { $seat } bets { $to }.
bet-raises-to = Seat { $seat } raises to { $to }.
bet-unclear-amount-read = "{ $amount }" cannot be meant literally (below the big blind of { $big_blind }); an unclear amount is read as the highest reasonable amount not above the pot of { $pot }: { $read } ({ $rule_unclear_betting }).
bet-amount-alone-is-pushed = An amount spoken alone counts as silently putting out { $read } ({ $rule_methods_of_betting }).
bet-oversized-chip-calls = A single chip of { $chip } facing a bet of { $facing }, with no "raise" said first, is a call: { $back } goes back.
bet-oversized-chip-rule = Rule: an oversized chip is a call unless "raise" is declared before it lands ({ $rule_oversized_chip }), even with the player's last chip.
bet-every-chip-needed = A call of { $current }: every chip was needed{ $any ->
        [yes] , { $back } back.
       *[no] .
    }
bet-removing-one-leaves-less = { $chips }; removing one { $smallest } leaves { $without_one } < { $need } needed to call, so every chip was needed: a call ({ $rule_multiple_chip_betting }).
bet-removing-one-leaves-enough = { $chips }; removing one { $smallest } leaves { $without_one } ≥ { $need } needed to call, so not every chip was needed.
bet-last-chips-all-in = These were seat { $seat }'s last chips, so seat { $seat } is all-in for { $to }, whatever the 50% standard says ({ $rule_multiple_chip_betting }).
bet-raise-not-allowed-chips-call = Seat { $seat } may not raise here, so the chips are a call of { $current }; { $back } back.
bet-full-raise-reached = { $total } reaches a full raise ({ $current } + { $full } = { $full_to }): a raise to { $total } ({ $rule_raise_amounts }).
bet-full-raise-held = { $total } reaches a full raise ({ $current } + { $full } = { $full_to }), but the most allowed is { $max_to }{ $pot ->
    [yes] {" "}(a bet over the pot is illegal, { $rule_incorrect_bets }-B)
   *[no] {" "}(one bet in limit)
}: a raise to { $max_to } ({ $rule_raise_amounts }).
bet-a-raise-to = A raise to { $to }.
bet-a-raise-to-back = A raise to { $to }; the { $back } over it go back.
bet-half-raise-must-complete = The 50% standard applies: { $total } ≥ { $half }, half a raise over the call, but < { $current } + { $full } = { $full_to }: seat { $seat } must complete a full raise to { $full_to } ({ $rule_raise_amounts }).
bet-must-complete-to = A raise: seat { $seat } must make it a full raise to { $full_to }.
bet-less-than-half-raise = The 50% standard applies: { $total } < { $half }, less than half a raise over the call: a call, { $back } back ({ $rule_raise_amounts }).
bet-call-goes-back = A call of { $current }; { $back } goes back to seat { $seat }.
bet-prior-covers-the-call = The { $prior } already in front covers the call of { $current }; adding chips makes a bet of all of them: { $total } in all ({ $rule_prior_bet_chips }).
bet-prior-partly-pulled-back = Part of the earlier chips was pulled back: the { $prior } left plus the new chips, { $total } in all, are judged together ({ $rule_prior_bet_chips }).
bet-prior-all-pulled-back = The earlier chips were pulled back: the new chips are judged against the full call of { $need } ({ $rule_prior_bet_chips }).
bet-prior-short-of-call = The { $base } in front does not cover the call; with it left alone, the new chips are judged against the { $need } still owed ({ $rule_prior_bet_chips }).
bet-single-new-chip-calls = A single new chip of { $chip } is a call ({ $rule_oversized_chip }).
bet-undercall = Seat { $seat } put out { $put }, less than the { $to_call } to call, without saying "call": an undercall ({ $rule_binding_declarations_undercalls }).
bet-floor-decides-undercall = The pot is multi-way and the bet faced ({ $current }) is not the opening bet, so the floor decides: require a full call, or let seat { $seat } forfeit { $forfeit } and fold.
bet-floor-requires-full-call = the floor requires a full call
bet-floor-lets-forfeit = the floor lets the player forfeit the chips and fold
bet-undercall-of-a-raise = An undercall of a raise in a multi-way pot: the floor may require a full call of { $call_to } or let seat { $seat } forfeit { $forfeit } and fold.
bet-no-limit-pot-is-a-minimum = In no-limit "pot" is not a valid amount, but it binds seat { $seat } to at least a minimum { $word ->
        [bet] bet
       *[raise] raise
    }: to { $to } ({ $rule_pot_limit_bets }).
bet-declared-with-chips = Seat { $seat } declared a { $word ->
        [bet] bet
       *[raise] raise
    } and put out { $chips }: the chips give the amount.
bet-declared-without-amount = Seat { $seat } declared a { $word ->
        [bet] bet
       *[raise] raise
    } without an amount: seat { $seat } is bound to at least the minimum, { $min_to }.
bet-half-raise-odd = { $current } + { $full }/2
bet-half-raise = { $current } + { $half } = { $threshold }
bet-undercall-made-full = An undercall { $when ->
        [heads-up] heads-up
       *[opening-bet] facing the opening bet of the round in a multi-way pot
    } must be made a full call: to { $call_to }.
bet-undercall-must-call = Undercall { $when ->
        [heads-up] heads-up
       *[opening-bet] facing the opening bet of the round in a multi-way pot
    }: seat { $seat } must call the full { $call_to }.

## options

options-to-call = The bet is { $current } on this street; seat { $seat } has { $any_in ->
        [yes] { $committed } in
       *[no] nothing in yet
    }, so a call costs { $to_call }.
options-full-raise = The largest full bet or raise on this street is { $full } ({ $rule_raise_amounts }): a raise must go to at least { $current } + { $full } = { $min_to }.
options-short-all-in-is-no-full-raise = A short all-in is not a full raise and does not change that amount, even when several add up to more ({ $rule_reopening_the_bet }).
options-not-reopened = Seat { $seat } has already acted on this street and now faces { $to_call }, less than { $need } (a full raise): the betting is not re-opened, so seat { $seat } may only call or fold ({ $rule_reopening_the_bet }).
options-cap-reached = This round has reached the cap of { $bets } bets (a bet and { $raises } raises, { $rule_number_of_raises }): seat { $seat } may call or fold.
options-call-takes-all-chips = Calling takes all of seat { $seat }'s chips: there is nothing left to raise with.
options-no-opponent-to-call = No opponent has chips to call more than { $current }: a raise could never be called, so seat { $seat } may call or fold.
options-reopened = Seat { $seat } has already acted on this street but now faces { $to_call }, at least a full raise of { $full }: the betting is re-opened ({ $rule_reopening_the_bet }).
options-not-acted-yet = Seat { $seat } has not acted yet on this street (a posted blind is not an action), so seat { $seat } may raise ({ $rule_reopening_the_bet }).
options-fixed-limit-size = Fixed limit: bets and raises this round are { $bet }; a raise goes to { $to }.
options-short-of-a-full-raise = Seat { $seat } has { $all_in } in all on this street, short of a full raise: raising means going all-in for { $all_in }.
options-check = check
options-call = call { $amount }
options-raise-to = raise to { $to }
options-raise-between = raise to between { $lo } and { $hi }
options-may-fold-call-or-raise = Seat { $seat } may fold, { $call } or { $raise }.
options-may-only-call-or-fold = Seat { $seat } may only { $call } or fold; raising is not allowed.
options-pot-limit-maximum = Pot limit: call { $to_call }, then raise the size of the pot after the call{ $preflop ->
        [yes] {" "}(pre-flop, counting full blinds)
       *[no] {""}
    }; the most seat { $seat } may raise to is { $max_to } ({ $rule_pot_limit_bets }).

## out-of-turn

out-of-turn-fold-binds = A fold out of turn is binding: seat { $seat }'s hand is dead ({ $rule_non_standard_folds }).
out-of-turn-follows-the-2026-illustration = The 2026 text of this rule was not available to floorcall; this ruling follows the 2026 illustration (heads-up: a check out of turn, then a bet: call or fold only). Under the 2024 rules the player would have every option.
out-of-turn-behind = Seat { $behind } also acted out of turn ({ $act }), behind seat { $seat }, before the action was backed up. It is judged the same way when the action reaches it: it binds if seat { $behind } then faces { $any_bet ->
        [yes] a bet of { $faced }
       *[no] no bet
    }, as it did; if the action changed, { $with_chips ->
        [yes] the chips may be taken back and seat { $behind } has every option
       *[no] seat { $behind } has every option
    } ({ $rule_action_out_of_turn }-A).
out-of-turn-behind-fold = Seat { $behind } also folded out of turn: a fold out of turn binds, so seat { $behind }'s hand is dead ({ $rule_non_standard_folds }).
out-of-turn-passive-in-2026 = Under the 2026 rules this check out of turn, heads-up, would limit the player to calling or folding once the action changes; the 2024 rules give every option.
out-of-turn-unchanged-binds = The action seat { $seat } faced did not change ({ $any_bet ->
        [yes] still { $faced }
       *[no] still no bet
    }), so the action out of turn is binding: { $act } ({ $rule_action_out_of_turn }).
out-of-turn-over-the-most = Seat { $seat }'s bet to { $to } is more than the round allows at its turn, { $most }: it binds at { $most }, and the { $back } over it go back.
out-of-turn-back-to-the-seat-in-turn = Action goes back to seat { $next }. If the players before seat { $seat } only check, call or fold, the action out of turn ({ $act }) stands; if one bets or raises, it is not binding and seat { $seat } gets every option ({ $rule_action_out_of_turn }).
out-of-turn-if-next-raises = seat { $next } raises (for example to { $min_to })
out-of-turn-raise-example = For example, if seat { $next } raises to { $min_to }, seat { $seat } faces { $min_to } and may call { $to_call }, re-raise to at least { $reraise_to } or fold; the { $returned } put out of turn may be returned.
out-of-turn-if-others-only-check-call-or-fold = the players before seat { $seat } only check, call or fold
out-of-turn-spoke-up = Seat { $skipped } spoke up before substantial action: the action goes back to seat { $skipped }, and the action out of turn is judged as { $rule_action_out_of_turn }-A says (binding unless the action changes) ({ $rule_action_out_of_turn }).
out-of-turn-fold-always-binds = A fold out of turn is binding in any case ({ $rule_non_standard_folds }).
out-of-turn-skipped-stays-silent = Seat { $skipped } was skipped and did not speak up before substantial action out of turn: the actions out of turn stand. The floor decides what happens to seat { $skipped }'s hand (for example dead, or limited to calling or folding) ({ $rule_action_out_of_turn }).
out-of-turn-floor-rules-hand-dead = the floor rules seat { $skipped }'s hand dead
out-of-turn-floor-keeps-hand-live = the floor keeps seat { $skipped }'s hand live, limited to calling or folding
out-of-turn-if-spoke-up = seat { $skipped } spoke up before the substantial action
out-of-turn-check-and-fold-reading = A check and a fold are substantial action only under the parenthetical of { $rule_substantial_action }; floorcall reads the defining sentence (chips must go in), and the floor may read it otherwise.
out-of-turn-floor-counts-check-and-fold = the floor counts a check and a fold as substantial action
out-of-turn-skipped-keeps-right = No substantial action yet: seat { $skipped } keeps the right to act; the action goes back to seat { $skipped } ({ $rule_action_out_of_turn }).
out-of-turn-fold = fold
out-of-turn-check = check
out-of-turn-call = call
out-of-turn-bet = bet { $to }
out-of-turn-raise = raise to { $to }
out-of-turn-passive-then-changed = The action changed after seat { $seat }'s passive action out of turn ({ $act }): under the 2026 rules seat { $seat } may only call { $to_call } or fold, not raise ({ $rule_action_out_of_turn }).
out-of-turn-changed-not-binding = The action changed from { $any_bet ->
        [yes] { $faced }
       *[no] no bet
    } to { $now } before seat { $seat }'s turn, so the action out of turn ({ $act }) is not binding: { $any_back ->
        [yes] { $returned } go back and seat { $seat }
       *[no] seat { $seat }
    } has every option: call { $to_call }{ $raise_from ->
        [0] {""}
       *[other] , raise to at least { $raise_from }
    } or fold ({ $rule_action_out_of_turn }).
out-of-turn-counted-substantial = { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } out of turn to the left of seat { $skipped }, { $with_chips ->
        [0] none
       *[other] { $with_chips }
    } with chips: substantial action ({ $rule_substantial_action }).
out-of-turn-counted-not-yet = { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } out of turn to the left of seat { $skipped }, { $with_chips ->
        [0] none
       *[other] { $with_chips }
    } with chips: not yet substantial action ({ $rule_substantial_action }).
out-of-turn-all-in = all-in
out-of-turn-show-or-muck = show or muck

## incorrect-bet

incorrect-bet-over-pot-stands = The bet to { $to } was over the pot limit of { $max_to }, but the next card has been dealt: it stands ({ $rule_incorrect_bets }).
incorrect-bet-over-pot-stands-after-action = The bet to { $to } was over the pot limit of { $max_to }, but substantial action followed it ({ $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }, { $with_chips ->
        [0] none
       *[other] { $with_chips }
    } with chips): under the house rule it stands.
incorrect-bet-low-count-raised = The bettor asked for the pot but the dealer's count was low: with no substantial action since the bet, it is raised to the pot bet of { $max_to } ({ $rule_incorrect_bets }).
incorrect-bet-check-and-fold-only = Only a check and a fold followed: substantial action only under the parenthetical of { $rule_substantial_action }; the floor may read it so and let the bet stand.
incorrect-bet-below-minimum-stands = The bet to { $to } was below the minimum of { $min_to }, but the next card has been dealt: it stands ({ $rule_incorrect_bets }).
incorrect-bet-below-minimum-corrected = The bet to { $to } was below the legal minimum of { $min_to }; found on the same street, it is corrected to { $min_to } ({ $rule_incorrect_bets }).
incorrect-bet-over-pot-reduced = The bet to { $to } was over the pot limit of { $max_to } and was found before the next card: it is reduced to { $max_to } for everyone who called on this street, even after substantial action ({ $rule_incorrect_bets }).{ $callers ->
        [0] {""}
        [one] {" "}Seat { $seats }, who called, gets { $back } back.
       *[other] {" "}Seats { $seats }, who called, get { $back } back each.
    }
incorrect-bet-low-count-stands = The bettor asked for the pot and bet the { $to } the dealer gave; the pot bet was { $max_to }. Substantial action followed the bet ({ $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }, { $with_chips ->
        [0] none
       *[other] { $with_chips }
    } with chips, { $rule_substantial_action }), so the smaller bet stands ({ $rule_incorrect_bets }).

## cards-dealt

cards-dealt-counted = Since the deal: { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } in turn, { $with_chips ->
        [0] none
       *[other] { $with_chips }
    } with chips (blinds do not count).
cards-dealt-burns-as-normal = Burns go on as normal, one card before each street.
cards-dealt-extra-card-is-not-the-burn = The extra card does not count as the burn: the dealer burns one card from the stub, then deals the flop.
cards-dealt-burn-one-card-only = The dealer burns exactly one card and deals the flop; no extra card is burned to restore the stub's original order.
cards-dealt-no-misdeal-hand-dead = That is substantial action ({ $rule_substantial_action }), so there is no misdeal ({ $rule_misdeals }): seat { $seat }'s hand, with { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }, is dead.
cards-dealt-dead-hand-play-on = Substantial action has occurred: seat { $seat }'s hand is dead and play continues.
cards-dealt-button-exception = Seat { $seat } is the button, dealt too few cards: { $rule_button_too_few_cards } is the exception to the misdeal for a wrong number of cards ({ $rule_misdeals }-A), before or after substantial action. { $acted ->
    [yes] The button has already acted, so the exception no longer applies.
   *[no] The button has not acted yet.
}
cards-dealt-button-completed = The button's hand is completed: seat { $seat } receives the missing { $missing ->
    [one] card
   *[other] { $missing } cards
} and the hand plays on.
cards-dealt-button-next-card-from-stub = The missing card comes from the top of the stub, before the burn; the flop is then burned and dealt as usual.
cards-dealt-button-acted-dead = The button acted holding too few cards: seat { $seat }'s hand is dead and play continues.
cards-dealt-no-substantial-action-yet = No substantial action yet ({ $rule_substantial_action }): a player dealt the wrong number of cards makes it a misdeal; the hand is re-dealt exactly, with the same button and limits.
cards-dealt-misdeal-redeal = Misdeal: seat { $seat } has { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } before substantial action; re-deal the hand.
cards-dealt-floor-counts-check-and-fold = the floor counts the check and the fold as substantial action

## show-request
show-request-no-cards-no-right = Seat { $requester } no longer holds cards (folded or mucked without showing), so seat { $requester } may not ask to see any hand ({ $rule_asking_to_see_a_hand }).
show-request-called-the-river-bet = There was a river bet and seat { $target } was the last aggressor; seat { $requester } called and has tabled or kept the cards, so seat { $requester } has an absolute right to see seat { $target }'s hand ({ $rule_asking_to_see_a_hand }).
show-request-no-river-bet = Seat { $requester } may ask, but has no absolute right: there was no river bet, so nobody paid to see a hand. It is at the floor's discretion ({ $rule_asking_to_see_a_hand }).
show-request-not-the-river-aggressor = Seat { $requester } may ask, but has no absolute right: seat { $target } was not the last aggressor on the river. It is at the floor's discretion ({ $rule_asking_to_see_a_hand }).
show-request-house-anyone = Under the house rule any player still holding cards may see any hand held at the showdown: seat { $requester } may see seat { $target }'s hand, and the hand shown stays live.
show-request-house-callers-only = Under the house rule only a caller of the river bet may see a hand, and only the last aggressor's: seat { $requester } may not see seat { $target }'s hand.


## face-up
face-up-turned-up-now = Yes: { $all_in_count ->
        [one] seat { $all_in } is
       *[other] seats { $all_in } are
    } all-in and no more betting is possible, so every live hand ({ $live }) is turned face up now ({ $rule_face_up_for_all_ins }).{ $cards_to_come ->
        [0] {""}
       *[other] {" "}Then burn and deal the rest of the board.
    }
face-up-side-pots-first = Award the side pots first, then the main pot; do not keep the all-in hand face down until the side pots are settled ({ $rule_side_pots }).
face-up-nobody-all-in-shows-first = Nobody is all-in, so { $rule_face_up_for_all_ins } does not apply; at this showdown seat { $who } shows first ({ $rule_showdown_order }).
face-up-nobody-all-in = Nobody is all-in, so { $rule_face_up_for_all_ins } does not apply; the showdown order decides who shows first ({ $rule_showdown_order }).
face-up-not-yet-betting-open = Not yet: nobody is all-in and the betting is still open ({ $rule_face_up_for_all_ins }).
face-up-not-yet-others-may-bet = Not yet: { $all_in_count ->
        [one] seat { $all_in } is
       *[other] seats { $all_in } are
    } all-in, but seats { $with_chips } still have chips and may bet; keep the cards face down ({ $rule_face_up_for_all_ins }).


## showdown
showdown-big-blind-first = Seat { $seat }, the big blind, had { $stack }: the blind is posted first and is live ({ $live }), the rest ({ $ante }) goes to the big-blind ante ({ $rule_rp_ante_formats }).
showdown-ante-first = Seat { $seat }, the big blind, had { $stack }: the house posts the big-blind ante first ({ $ante }), and only the rest ({ $live }) is a live blind.
showdown-board = Board: { $board }.
showdown-low = Seat { $seat }'s low: { $low }.
showdown-no-low = Seat { $seat } has no low of eight or better.
showdown-hi-lo-split = Hi/lo: each pot is split, half to the best high hand and half to the best low of eight or better; the odd chip goes to the high half ({ $rule_odd_chips }-C).
showdown-hi-lo-scoop = Hi/lo: nobody has a low of eight or better, so the best high hand takes each pot whole.
showdown-seat-hand = Seat { $seat } ({ $hole }): { $category }, { $five }.
showdown-category = { $category ->
        [high-card] high card
        [pair] one pair
        [two-pair] two pair
        [trips] three of a kind
        [straight] straight
        [flush] flush
        [full-house] full house
        [quads] four of a kind
       *[straight-flush] straight flush
    }
showdown-share = seat { $seat } { $amount }
showdown-pot = { $pot ->
        [main] Main pot
       *[side] Side pot
    } of { $amount } (seats { $eligible } eligible): { $shares }.
showdown-pot-short = { $pot ->
        [main] main pot
       *[side] side pot
    } { $amount }: { $shares }
showdown-summary = { $pots }.
showdown-odd-chips = The odd chips, broken down to the smallest chip of { $smallest_chip }, go to the first winner left of the button ({ $rule_odd_chips }), each pot separately ({ $rule_side_pots }).
showdown-odd-chips-by-suit = The odd chips, broken down to the smallest chip of { $smallest_chip }, go under the house rule to the winner holding the highest card by suit (spades, hearts, diamonds, clubs) in the five cards that play, each pot separately ({ $rule_side_pots }).
showdown-uncalled-returned = Uncalled { $amount } returned to seat { $seat }.
showdown-mucked = Seat { $seat } mucked face down at showdown without tabling the hand: a hand that cannot be recovered has no claim to the pot, whatever it held ({ $rule_tabling_cards }-B).
showdown-mucked-retrievable = This assumes the mucked cards could not be recovered. Cards not yet touching the muck that are 100% identifiable may still be retrieved and tabled ({ $rule_live_cards_at_showdown }); if so, ask again with those cards shown.
showdown-last-hand = Every other hand was mucked face down, so seat { $seat }'s hand, the last one held, wins without having to be shown ({ $rule_showdown_order }).


## penalty
penalty-infraction = Seat { $seat }: { $infraction ->
        [etiquette] an etiquette violation ({ $rule_etiquette_violations })
        [abuse] abusive conduct ({ $rule_etiquette_violations })
        [card_exposure] cards exposed with action pending, or not folded properly ({ $rule_exposing_cards })
        [throwing_cards] cards thrown ({ $rule_exposing_cards })
        [disclosure] a hand disclosed or play advised while the hand was live ({ $rule_no_disclosure })
        [electronic_device] a device used at the table with a live hand ({ $rule_electronic_devices }-C)
        [phone_call] a phone call at the table ({ $rule_electronic_devices }-A)
        [device_on_table] a phone or device resting on the table ({ $rule_electronic_devices }-B)
        [strategy_tool] a strategy tool or outside strategy help at the table ({ $rule_electronic_devices }-D)
        [identity] not clearly identifiable ({ $rule_player_identity })
        [language] a language the house has not posted, spoken at the table ({ $rule_official_language })
        [dodging_blinds] a blind dodged on purpose ({ $rule_dodging_blinds })
        [chips_hidden] chips held or carried out of view ({ $rule_chips_out_of_view })
        [soft_play] soft play ({ $rule_ethical_play })
       *[collusion] chip dumping or collusion ({ $rule_ethical_play })
    }.
penalty-first-infraction = It is the player's first infraction in the event: the reading the rules lean to is a verbal warning; repeat infractions bring escalating penalties ({ $rule_penalties }-A).
penalty-first-infraction-house = It is the player's first infraction in the event: under the house rule the first penalty is one missed round, and repeat infractions bring escalating penalties.
penalty-repeat = The player already has { $prior ->
        [one] one earlier penalty or warning
       *[other] { $prior } earlier penalties or warnings
    } in the event, and repeat infractions bring escalating penalties ({ $rule_penalties }-A): the reading is { $rounds ->
        [one] one missed round
       *[other] { $rounds } missed rounds
    }.
penalty-soft-play = Soft play is penalized, up to forfeiting chips or disqualification ({ $rule_ethical_play }); { $prior ->
        [0] for a first infraction
        [one] after one earlier infraction
       *[other] after { $prior } earlier infractions
    } the reading is { $rounds ->
        [one] one missed round
       *[other] { $rounds } missed rounds
    }.
penalty-collusion = Chip dumping and other collusion lead to disqualification ({ $rule_ethical_play }); a disqualified player's chips are removed from the tournament ({ $rule_penalties }-D).
penalty-count = A missed round is one hand for every player at the table when the penalty is given, the offender included: { $rounds } × { $players } players = { $hands ->
        [one] { $hands } hand
       *[other] { $hands } hands
    } ({ $rule_penalties }-A).
penalty-posts = The player leaves the table; cards are dealt to the seat and killed, and the seat keeps posting its blinds and antes ({ $rule_penalties }-C): { $forced } over the { $hands } hands, from a stack of { $stack }, if the table keeps its size.
penalty-blinded-out = That takes the whole stack: a player on penalty may be blinded out of the tournament ({ $rule_penalties }-A).
penalty-the-floor-chooses = The penalty is the tournament director's choice: this is the reading the rules lean to, and the other steps are listed as alternatives ({ $rule_floor_decisions }).
penalty-summary-warning = A verbal warning for seat { $seat }.
penalty-summary-rounds = Seat { $seat } misses { $rounds ->
        [one] one round
       *[other] { $rounds } rounds
    }: { $hands } hands.
penalty-summary-disqualified = Seat { $seat } is disqualified and the chips are removed from the tournament.
penalty-alt-warning = the floor gives a verbal warning instead
penalty-alt-rounds = the floor gives { $rounds ->
        [one] one missed round
       *[other] { $rounds } missed rounds
    } instead: { $hands } hands
penalty-alt-disqualify = the floor disqualifies the player
penalty-floor-chose-rounds = The floor has chosen { $rounds ->
        [one] { $rounds } missed round
       *[other] { $rounds } missed rounds
    }; the count follows from it ({ $rule_penalties }-A).
penalty-serious = The floor finds the infraction serious: the reading starts past a warning, at a missed round; a threat may be grounds for disqualification ({ $rule_penalties }-A).
penalty-exposure-hand-live = The exposure does not kill the hand, and any penalty starts after the hand ({ $rule_exposing_cards }).
penalty-exposure-dead-house = Under the house rule seat { $seat }'s deliberate exposure with action pending kills the hand; the chips it put in stay in the pot.
penalty-if-deliberate = the floor finds seat { $seat }'s exposure deliberate: the house kills the hand
penalty-nuts-check-not-soft-play = Seat { $seat } checked behind on the river, last to act, holding the exclusive nuts: that alone is not soft play; a player is never obliged to bet ({ $rule_penalties }-B). No penalty on these facts.
penalty-no-action-pending = Seat { $seat } exposed cards with no action pending: exposing cards is penalised only while action is pending ({ $rule_exposing_cards }). No penalty.
penalty-if-floor-finds-it = the floor finds the infraction from other facts (an agreement, a pattern)
penalty-misdeal-does-not-count = Seat { $seat } is dealt in and its hand killed, but a misdeal and its re-deal count as one hand, which the re-deal completes: after it, { $left ->
        [one] { $left } hand is
       *[other] { $left } hands are
    } still to serve ({ $rule_misdeals }-C).
penalty-hand-counts = The hand counts towards the penalty (the seat is dealt in and its hand killed): { $left ->
        [one] { $left } hand is
       *[other] { $left } hands are
    } still to serve after it ({ $rule_penalties }-C).

## clock
clock-time = Once the clock is called, seat { $seat } has { $clock } seconds to act, then a { $countdown }-second countdown: { $limit } seconds in all ({ $rule_calling_for_a_clock }).
clock-house-time = Under the house rule, once the clock is called seat { $seat } has { $clock } seconds to act, then a { $countdown }-second countdown: { $limit } seconds in all.
clock-in-time = Seat { $seat } acted at { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }, { $tie ->
        [yes] on the last second of the countdown (a tie goes to the player)
       *[no] within the time
    }: the action stands.
clock-running = Seat { $seat } still has { $left ->
        [one] { $left } second
       *[other] { $left } seconds
    } to act.
clock-expired-facing-bet = The countdown ended before seat { $seat } acted, facing a bet of { $to_call }: the hand is dead.
clock-expired-no-bet = The countdown ended before seat { $seat } acted, with no bet to face: the hand is checked.
clock-expired-no-bet-dead = The countdown ended before seat { $seat } acted: with no bet to face, the hand is still dead under the house rule.
clock-shot-clock = The house runs a shot clock: seat { $seat } has { $clock } seconds for each decision, counted from when the action reached the player, without a call for the clock.
clock-time-banks = Seat { $seat } turned in { $used ->
    [one] a time-bank card
   *[other] { $used } time-bank cards
}; { $counted ->
    [0] none counts (there are no time banks)
    [one] one counts, { $each } seconds more
   *[other] { $counted } count, { $each } seconds each
}: { $limit } seconds in all.
clock-acted-too-late = Seat { $seat } acted at { $seconds } seconds, after the countdown had ended: that action does not count.
clock-dead-chips-stay = Seat { $seat }'s hand is dead: the { $in_pot } it put in stays in the pot.
clock-dead-nothing-in = Seat { $seat }'s hand is dead; it had put no chips in.
clock-not-from-the-seat = The clock must be called from the seat (or by the floor): called from away from the table, it was never started, so seat { $seat } has not run out of time and the hand is live ({ $rule_calling_for_a_clock }).

## at-seat
at-seat-live = Seat { $seat } was at the seat when the last card of the initial deal was dealt: the hand is live ({ $rule_at_your_seat }).
at-seat-dead = Seat { $seat }'s hand is dead{ $any ->
        [yes] ; the { $in_pot } it had put in stays in the pot
       *[no] {""}
    }.
at-seat-why-dead = A player must be at the seat, within reach of the chair, when the last card of the initial deal is dealt; seat { $seat } was not, so the hand is dead ({ $rule_at_your_seat }).
at-seat-live-first-card = Seat { $seat } was at the seat when the first card of the deal was dealt: the hand is live.
at-seat-why-dead-first-card = Under the house rule a player must be at the seat, within reach of the chair, when the first card of the deal is dealt; seat { $seat } was not, so the hand is dead.
at-seat-if-arrived-during-deal = seat { $seat } reached the seat only after the first card was dealt
at-seat-left-table = A player with a live hand, all-in or not, must stay at the table; seat { $seat } left, but leaving does not kill the hand: it plays, and the floor may penalise the player ({ $rule_at_the_table }).
at-seat-if-penalised = the floor penalises seat { $seat } for leaving the table ({ $rule_penalties })

## accepted-action
accepted-told = Seat { $seat } was told the bet was { $announced } (by { $by ->
        [dealer] the dealer
       *[player] a player
    }); the bet is { $bet }.
accepted-caller-responsible = The caller must know the correct amount of a bet before calling, whatever the dealer or other players announce: a player who calls on a wrong count accepts the correct action and owes the correct amount, or all the chips ({ $rule_accepted_action }).
accepted-no-difference = The count was right: seat { $seat } calls to { $call_to }.
accepted-owes-more = Seat { $seat } { $all_in ->
        [yes] is all-in for { $call_to }
       *[no] calls the full bet, to { $call_to },
    } and puts { $more } more in.
accepted-gets-back = Seat { $seat } { $all_in ->
        [yes] is all-in for { $call_to }
       *[no] calls the correct bet, to { $call_to }
    }; the { $back } put in above it goes back.
accepted-rule-1 = As in every situation, the floor may still rule otherwise where the correct amount would be plainly unfair ({ $rule_floor_decisions }).

## count-request
count-estimate = Any player may ask for a reasonable estimate of an opponent's chips at any time; an exact count only when facing that player's all-in and in turn to act ({ $rule_count_of_chip_stack }).
count-exact = Seat { $requester } faces seat { $target }'s all-in and is to act: the dealer counts the all-in exactly ({ $stack } on this street).
count-not-all-in = Seat { $target } is not all-in: seat { $requester } gets a reasonable estimate of the stack, not an exact count.
count-not-in-turn = Seat { $requester } is not the player to act: a reasonable estimate of seat { $target }'s chips now, an exact count when the turn comes.
count-not-facing = Seat { $requester } does not face seat { $target }'s all-in: a reasonable estimate only.
count-house-in-turn = Under the house rule the player in turn may have any opponent's stack counted: seat { $requester } gets an exact count of seat { $target }'s { $stack }.
count-house-estimate-only = Under the house rule stacks are never counted exactly: seat { $requester } gets a reasonable estimate of seat { $target }'s chips.

## string-bet
string-one-motion = Seat { $seat } put the chips forward in one motion: no string bet; the chips are read as they are ({ $rule_methods_of_raising }).
string-amount-first = Seat { $seat } said the full amount, { $to }, before putting chips in: the chips may then come in any number of motions ({ $rule_methods_of_raising }).
string-raise-word-first = Seat { $seat } said “raise” before putting chips in: the call and one more motion make the raise ({ $rule_methods_of_raising }).
string-bet = Seat { $seat } went back to the stack with nothing said ({ $motions } motions): a string bet. Only the first motion counts, { $first }, read as chips alone; the { $back } of the later motions goes back ({ $rule_methods_of_raising }, { $rule_string_bets }).
string-third-motion = After “raise”, only the call and one more motion count ({ $counted } motions); the { $back } of the later motions goes back ({ $rule_string_bets }).

## conditional-statement
cond-discouraged = Statements about future action (“if you bet, I raise”) are non-standard and strongly discouraged: the floor may hold the player to them, and may penalise them ({ $rule_conditional_declarations }).
cond-binds = The condition came true and seat { $seat } is to act: the rule leans to holding the player to the stated action: { $act }.
cond-not-met = The condition did not come true: the statement binds seat { $seat } to nothing.
cond-if-not-held = the floor does not hold the player to the statement
cond-if-penalised = the floor also penalises the statement (a warning first)
cond-house-binds = Under the house rule a conditional statement binds once its condition comes true: seat { $seat } must take the action stated: { $act }.
cond-house-never-binds = Under the house rule conditional statements are not allowed and never bind: seat { $seat } acts freely, with every choice the table gives, and may be penalised for the statement.

## chips-behind
behind-found = After seat { $seat }'s all-in of { $all_in } was called, { $found } was found behind.
behind-floor-decides = Whether the { $found } found behind seat { $seat } was part of the accepted action is the floor's finding ({ $rule_chips_found_behind }); the two answers are below.
behind-part = The { $found } was part of the accepted action: seat { $seat }'s all-in is { $all_in } ({ $rule_chips_found_behind }).
behind-if-loses-to-caller = seat { $seat } loses the hand and the floor gives the { $found } found to the caller, seat { $caller }
behind-caller-owes = Seat { $caller } { $all_in ->
        [yes] puts in its last { $more } (all-in).
       *[no] puts { $more } more in.
    }
behind-not-part = The { $found } was not part of the accepted action: seat { $seat }'s all-in stays { $all_in } and the chips do not play ({ $rule_chips_found_behind }).
behind-not-paid-not-saved = If seat { $seat } wins, it is not paid for the { $found }; if it loses, the { $found } does not save it, and the floor may give it to the caller.
behind-if-part = the floor finds the chips were part of the accepted action
behind-if-not-part = the floor finds they were not

## showdown-error
sderr-misread-corrected = Cards speak: hands are read from the cards, whatever was announced; the pot goes to the best hand as the cards show it, seat { $seat }'s hand read as it is ({ $rule_cards_speak }).
sderr-misread-too-late = The reading of a tabled hand may be disputed only until { $window ->
    [substantial_action] substantial action on the next hand
   *[next_hand] the next hand begins
}; this was raised later, so the pot stays as awarded ({ $rule_disputed_hands }).
sderr-time-limit = A misread hand may be disputed until the next hand begins; an error in awarding or counting a pot, until substantial action on the next hand ({ $rule_disputed_hands }).
sderr-pot-corrected = The pot went to the wrong player and the error was raised in time: it is taken back and awarded as the cards decide, seat { $seat } included ({ $rule_disputed_hands }).
sderr-pot-too-late = The error was raised after { $window ->
    [next_hand] the next hand began
   *[substantial_action] substantial action on the next hand
}: the pot stays as awarded ({ $rule_disputed_hands }).
sderr-killed-winner = Seat { $seat }'s hand was properly tabled and obviously the winner: the dealer cannot kill it, and it wins ({ $rule_tabling_cards }-C).
sderr-mucked-live = Seat { $seat }'s cards were thrown face down but are not in the muck and are clearly identifiable: the hand is live, and the player may retrieve and table them ({ $rule_live_cards_at_showdown }).
sderr-mucked-dead = Seat { $seat }'s cards cannot be identified with certainty: the hand is dead and has no claim to the pot.
sderr-one-card = Seat { $seat } tabled one card: a hand is tabled with all its cards face up; the dealer asks for the rest, and if the player refuses, the floor is called ({ $rule_showdown_discarding_irregularities }-A).
sderr-bettor-live = Seat { $seat } discarded believing the hand had won; the dealer held the cards and they are clearly identifiable: they are tabled and play ({ $rule_showdown_discarding_irregularities }-B).
sderr-bettor-dead = Seat { $seat } discarded believing the hand had won, and the cards cannot be recovered: the hand is dead; bets that were called stay in the pot, and an uncalled bet or raise goes back ({ $rule_showdown_discarding_irregularities }-B).
sderr-killed-live = Seat { $seat }'s hand was killed by the dealer (or fouled) but can still be identified beyond doubt: it stays live ({ $rule_killed_fouled_exposed_hands }).
sderr-killed-dead = Seat { $seat }'s hand was killed by the dealer (or fouled) and cannot be identified: there is no redress; called bets are not refunded, and an uncalled bet or raise goes back ({ $rule_killed_fouled_exposed_hands }).
sderr-unknown-identification = Whether seat { $seat }'s cards can be identified beyond doubt decides it, and the request does not say: unless they can, the hand is dead.
sderr-if-identifiable = seat { $seat }'s cards are clearly identifiable (beyond doubt)
sderr-if-refuses = seat { $seat } refuses to table the other cards

## tables
tables-table-breaks = { $players } players fit at { $tables } tables of { $seats }: table { $table } breaks; its players get seats by a random draw and may land in any position ({ $rule_new_players_broken_tables }).
tables-short-tables-halt = { $count ->
        [one] Table { $tables } is
       *[other] Tables { $tables } are
    } { $short ->
        [3] three
       *[other] { $short }
    } or more players short of the largest table ({ $largest }): play halts there once the blinds are affected (the big blind would reach an empty seat), until balanced; the floor may waive it ({ $rule_balancing_tables }).
tables-who-moves = In flop games the player who moves is the one due the big blind next, to the worst position at the short table (never the small blind) ({ $rule_balancing_tables }).
tables-balanced = The tables are balanced: no move, no halt.
tables-halt-at = play halts at { $count ->
        [one] table { $tables }
       *[other] tables { $tables }
    } until the tables are balanced
tables-moves = move { $moves }
tables-move-one = { $players ->
        [one] one player
       *[other] { $players } players
    } from table { $from } to table { $to }
tables-summary = { $parts }.
tables-short-handed-discretion = At { $seats }-seat tables (a short-handed format) halting play is at the TD's discretion ({ $rule_balancing_tables }, { $rule_floor_decisions }); the rules lean to halting until the tables are balanced.
tables-if-no-halt = the floor lets play go on at the short table while players are moved


## deal-error

deal-misdeal-redeal = Misdeal: the hand is re-dealt exactly, with the same button and limits; the blinds and antes stay posted and every other chip bet goes back.
deal-arriving-wait = The re-deal is an exact replay with no new players: seats { $seats }, taken after the misdeal, wait for the next hand ({ $rule_misdeals }-C).
deal-away-plays-redeal = Seats { $seats }, away from the seat at the deal, are dealt into the re-deal; a hand still unattended when its last card is dealt is killed ({ $rule_at_your_seat }).
deal-duplicate-card = The card found twice: { $card }.
deal-no-substantial-action = No substantial action yet ({ $rule_substantial_action }): { $actions ->
    [0] nobody has acted
    [one] one action so far
   *[other] { $actions } actions so far, not enough
}, so the hand can still be called a misdeal.
deal-substantial-action = Substantial action has occurred ({ $rule_substantial_action }): { $actions } actions since the deal, { $with_chips } with chips; after it there is no misdeal and the hand goes on ({ $rule_misdeals }-D).
deal-floor-counts-check-and-fold = the floor counts the check and the fold as substantial action
deal-draw-exposed-house = In a draw game a card the dealer exposes on the deal is the house's rule to settle: the exposed-card causes of a misdeal in { $rule_misdeals }-A are written for flop games. The usual house rule, followed here: one exposed card is replaced, and a second one makes a misdeal.
deal-house-replaces-exposed = the house replaces every card the dealer exposes on the deal
deal-house-misdeals-one-exposed = the house calls a misdeal for any card the dealer exposes on the deal
deal-fouled-deck = Fouled deck: play stops, the hand is void and every chip goes back to the player who put it in, whatever the action; the deck is replaced.
deal-fouled-deck-all-back = A deck with two cards of the same rank and suit voids the hand regardless of substantial action ({ $rule_misdeals }-E): { $total } go back, blinds and antes included. A claim that the deck was fouled must be made in the time allowed for disputes ({ $rule_disputed_hands }).
deal-player-exposed-live = Seat { $seat } exposed its own cards: the hand stays live and play goes on; the floor may penalise the exposure after the hand.
deal-player-exposed-why = A player exposing cards with action pending may be penalised, but the hand is never killed for it ({ $rule_exposing_cards }); any penalty starts after the hand ({ $rule_penalties }).
deal-exposed-after-substantial-action = The dealer exposed seat { $seat }'s cards, but after substantial action that is no misdeal: the hand is live and keeps its cards.
deal-play-on-live = Play on: seat { $seat }'s hand is live.
deal-exposed-misdeal = The dealer exposed { $cards ->
    [one] one card
   *[other] { $cards } cards
}{ $first_two ->
    [yes] , one of the first two off the deck
   *[no] {""}
} on the deal: in flop games that is a misdeal ({ $rule_misdeals }-A).
deal-one-exposed-replaced = No misdeal: seat { $seat }'s exposed card is shown to the table, replaced by the next card after the deal, and used as the first burn.
deal-one-exposed-why = A single card exposed by the dealer, not one of the first two off the deck, is not among the misdeal causes of { $rule_misdeals }-A (two or more exposed cards, or one of the first two).
deal-boxed-after-substantial-action = A card found face up in the deck after substantial action does not stop the hand: it is treated as a scrap of paper and play goes on.
deal-play-on = Play on: no misdeal.
deal-boxed-misdeal = { $cards } cards were found face up in the deck during the deal: two or more boxed cards make it a misdeal ({ $rule_misdeals }-A).
deal-one-boxed-replaced = No misdeal: the boxed card is set aside as a scrap of paper and replaced by the next card.
deal-one-boxed-why = Only two or more boxed cards on the deal are a misdeal ({ $rule_misdeals }-A); a single one is replaced.
deal-wrong-seat-after-substantial-action = The first card went to the wrong seat, but substantial action has occurred: the hand stands as dealt.
deal-first-card-misdeal = The first card of the deal went to the wrong seat: a misdeal ({ $rule_misdeals }-A).
deal-not-entitled-killed = Seat { $seat } was dealt in though not entitled to a hand; after substantial action there is no misdeal, so that hand is killed and the { $back } it put in go back to it.
deal-not-entitled-dead = Seat { $seat }'s hand is dead (it was not entitled to one); the hand goes on for the others.
deal-floor-keeps-chips-in-pot = the floor leaves the chips the seat put in in the pot
deal-not-entitled-misdeal = Seat { $seat } was dealt in though not entitled to a hand: a misdeal ({ $rule_misdeals }-A).
deal-dealt-out-after-substantial-action = Seat { $seat } was entitled to a hand but dealt out; after substantial action there is no misdeal.
deal-dealt-out-sits-out = Play on: seat { $seat } sits this hand out.
deal-dealt-out-misdeal = Seat { $seat } was entitled to a hand but dealt out: a misdeal ({ $rule_misdeals }-A).
deal-scrap-of-paper = After substantial action a card that is not of the deck is a scrap of paper ({ $rule_misdeals }-D): seat { $seat } holds too few real cards, and a hand with the wrong number of cards after substantial action is dead ({ $rule_burns_after_substantial_action }).
deal-non-standard-dead = Seat { $seat }'s hand is dead; play goes on.
deal-non-standard-misdeal = Seat { $seat } was dealt a card that is not of the deck before substantial action: a misdeal ({ $rule_misdeals }-A).

## board-error

board-four-card-flop = Four cards on the flop: the dealer scrambles the four face down, the floor picks one at random to be the burn for the turn, and the other three are the flop.
board-four-card-flop-why = The rule for an irregular flop ({ $rule_irregular_flops }) keeps every card that came off the deck in play: none is re-dealt and the stub's order is not restored.
board-premature = The { $street } was dealt before the betting round ended: it does not play. The action returns to seat { $seat }; when the round is over, the { $street } is dealt again.
board-premature-why = The burn card stays where it is; the { $street ->
    [flop] flop cards go
   *[other] card goes
} back into the stub, which is shuffled and cut, and the new { $street } is dealt without another burn ({ $rule_rp_premature_cards }).
board-no-burn-no-action = The { $street } was dealt without a burn and nobody has acted on it: { $street ->
    [flop] the three cards are scrambled face down and one, picked at random, becomes the burn; the other two and the next card off the stub are the flop.
   *[other] the card dealt becomes the burn and the next card off the stub is the { $street }.
}
board-no-burn-stands = The { $street } was dealt without a burn, but action has taken place on it: the { $street } stands and the next street is burned and dealt as usual.
board-action-since-deal = Actions since the { $street } was dealt: { $actions } ({ $rule_irregular_flops }: once there is any action, even a check, the cards stand).
board-by-analogy = The rule gives this procedure for the flop; for the turn and river the same logic is applied by analogy, and the floor decides ({ $rule_floor_decisions }).
board-floor-lets-card-stand = the floor lets the card stand and burns before the next street

## button-blinds

button-big-blind-moves = Dead button ({ $rule_dead_button }): the big blind moves forward one player every hand, from seat { $from } to seat { $to }.
button-heads-up = Heads-up ({ $rule_button_placement }): the button, seat { $button }, posts the small blind, acts first before the flop and last after it; seat { $bb } posts the big blind, so nobody is big blind twice in a row.
button-small-blind-live = Seat { $seat }, last hand's big blind, posts the small blind.
button-small-blind-dead = Last hand's big blind (seat { $seat }) is gone: the small blind is dead this hand and nobody posts it.
button-button-live = The button goes to seat { $seat }, last hand's small blind.
button-button-dead = The button goes to seat { $seat }, where nobody sits: a dead button; the player after it posts as usual.
button-waiting = { $count ->
    [one] The new player at seat { $seats } sits
   *[other] The new players at seats { $seats } sit
} between the small blind and the button: not dealt in until the button has passed ({ $rule_new_players_broken_tables }, { $rule_alternates_late_registration }).
button-arriving-dealt-in = { $count ->
    [one] The new player at seat { $seats } is
   *[other] The new players at seats { $seats } are
} dealt in at once, blinds and all where the seat falls; a tournament has no make-up blinds, so nobody posts to come in.
button-away-dealt-in = { $count ->
    [one] Seat { $seats } is
   *[other] Seats { $seats } are
} away: dealt in, posting what the seat owes; the hand is killed if the player is not at the seat when the deal ends ({ $rule_at_your_seat }).
button-dodging-intent-unknown = Seat { $seat } missed the blinds; a deliberate dodge is penalised, and whether it was deliberate is the floor's finding ({ $rule_dodging_blinds }).
button-dodging-forfeit = Seat { $seat } dodged the blinds on purpose: under the house rule the player forfeits the blinds and ante dodged, { $amount }, dead into the next pot, and is penalised.
button-floor-finds-deliberate = the floor finds the dodge deliberate
button-summary = Next hand: button { $button_dead ->
    [yes] dead at seat { $button }
   *[no] on seat { $button }
}, { $sb_dead ->
    [yes] no small blind (dead)
   *[no] small blind seat { $sb }
}, big blind seat { $bb }.
button-counted = Since the deal: { $actions } actions, { $with_chips } with chips ({ $rule_substantial_action }).
button-misplaced-stands = Substantial action has occurred, so the hand stands with the button on seat { $seat } ({ $rule_button_placement }-A); it is not moved back for the next hand, though seat { $correct } was the right place.
button-floor-restores-rotation = the floor sets the next hand's blinds as if the button had been on seat { $correct }, so nobody skips or repeats a blind
button-misplaced-misdeal = No substantial action yet: misdeal. The button goes to seat { $correct }, every chip goes back and the hand is re-dealt with the right blinds ({ $rule_button_placement }-A).
button-floor-counts-check-and-fold = the floor counts the check and the fold as substantial action
button-not-deliberate = The floor finds seat { $seat } did not dodge the blinds on purpose: no penalty.
button-dodging-penalised = Seat { $seat } dodged the blinds on purpose: a penalty, its size the floor's choice.
button-floor-finds-not-deliberate = the floor finds it was not deliberate
button-dodging-why = Deliberately dodging the blinds (by the timing of a seat change, a table move or a late arrival) is penalised ({ $rule_dodging_blinds }, { $rule_penalties }); the floor decides whether it was deliberate.

## errors
error-clock-not-to-act = the clock is called on the player to act, and seat { $seat } is not the player to act
error-clock-needs-to = a bet or raise needs `to`, the street total
error-clock-not-a-betting-act = showing or mucking is not an act on the clock
error-accepted-not-to-act = the caller is the player to act, and seat { $seat } is not the player to act
error-accepted-no-bet-to-call = seat { $seat } faces no bet: there is nothing to call
error-count-own-stack = seat { $seat } asks for a count of its own chips
error-string-no-motion = motions: at least one forward motion of chips
error-string-empty-motion = a motion with no chips
error-cond-not-betting = then.action: a statement binds a betting action (fold, check, call, bet, raise, all-in)
error-cond-not-to-act = the condition came true, so seat { $seat } should be the player to act, and is not
error-cond-not-legal-now = the action seat { $seat } stated is not one the seat may take now (check the amount against the options)
error-behind-nothing-found = found: at least one chip
error-behind-not-all-in = seat { $seat } is not all-in: chips behind are only a question for a called all-in
error-behind-not-called = nobody has called seat { $seat }'s all-in yet
error-penalty-players-at-table = a table seats 2 to 12 players, not { $players }

error-out-of-turn-empty-action = empty action
error-out-of-turn-bet-or-raise-needs-street = a bet or raise needs `to`, the street total
error-out-of-turn-showing-or-mucking-not-betting = showing or mucking is not a betting action out of turn
error-out-of-turn-no-player-act-betting-over = no player is to act: the betting is over
error-out-of-turn-seat-player-act-not-out = seat { $seat } is the player to act: that is not out of turn
error-out-of-turn-seat-has-folded = seat { $seat } has folded
error-out-of-turn-not-passed-over = seat { $skipped } was not passed over: the act out of turn by seat { $seat } skipped the players from seat { $in_turn }, whose turn it was
error-face-up-everyone-else-folded-there-no = everyone else folded: there is no showdown
error-show-request-player-asking-see-their-own = a player asking to see their own hand is not a dispute
error-show-request-hand-not-showdown-betting-still = the hand is not at showdown: the betting is still open or everyone else folded
error-show-request-seat-folded-before-showdown-hand = seat { $tgt } folded before the showdown: that hand is dead
error-bet-no-player-act-betting-over = no player is to act: the betting is over
error-bet-seat-not-act-seat-act = seat { $seat } is not to act (seat { $to_act } is); for an act out of turn use an out_of_turn dispute
error-bet-bet-dispute-needs-chips-pushed = a bet dispute needs the chips pushed, the words declared, or both
error-bet-simultaneous-and-before = the words cannot come both before and with the chips: give `before_chips` or `simultaneous`
error-bet-chip-worth-least = a chip is worth at least 1
error-bet-chips-add-up-too-much = the chips add up to too much
error-bet-seat-pushes-but-has-only = seat { $seat } pushes { $pushed } but has only { $stack } behind
error-bet-chips-front-more-than-seat-had = the chips in front add up to { $prior_value }, more than seat { $seat } had on this street in front and behind together ({ $total })
error-bet-chips-front-add-up-less = the chips in front add up to { $prior_value }, less than the { $committed } seat { $seat } has in
error-showdown-hand-not-over-betting-still = the hand is not over: betting is still open or board cards are still to come
error-showdown-needs-the-board = a showdown needs the full board (five cards): give them in the deals
error-showdown-needs-hole-cards = a showdown needs the hole cards of { $count ->
        [one] seat { $seats }
       *[other] seats { $seats }
    }: give them in `seats[].cards`
error-incorrect-bet-bet-within-legal-range-pot = the bet to { $to } is within the legal range ({ $min_to } to { $max_to }); for a pot-limit count that was too low, set meant_pot
error-incorrect-bet-there-no-action-hand-has = there is no action { $index } (the hand has { $actions })
error-incorrect-bet-action-board-deal-not-bet = that action is a board deal, not a bet
error-incorrect-bet-action-not-bet-or-raise = that action is not a bet or raise
error-incorrect-bet-seat-not-player-act-action = seat { $seat } was not the player to act at that action
error-options-no-player-act-betting-over = no player is to act: the betting is over for this hand or this round
error-options-seat-not-act-seat = seat { $seat } is not to act: seat { $to_act } is
error-dispute-seat-not-hand = seat { $seat } is not in the hand
error-sderr-only-hand-left = seat { $seat } holds the only hand left: it wins the pot without showing, and there is no other hand to award it to
error-dispute-not-an-empty-seat = seat { $seat } is not an empty seat of the table
error-cards-dealt-deals-hole-cards-right-number = { $value } deals { $expected } hole cards: { $count } is the right number
error-cards-dealt-most-cards = at most 10 cards
error-cards-dealt-seat-has-already-folded = seat { $seat } has already folded
error-tables-table-seats-players = a table seats 2 to 10 players
error-tables-least-one-table = at least one table
error-tables-most-tables = at most 1000 tables
error-tables-players-table-seats = { $players } players at a table of { $seats } seats
error-tables-id-needed = an id is needed
error-tables-table-listed-twice = table { $id } is listed twice
error-hand-amounts-most-chips = amounts are at most { $value } chips
error-hand-not-valid-hand = not a valid hand: { $value }
error-hand-card-dealt-twice-hand = card { $value } is dealt twice in this hand
error-hand-big-blind-must-least-chip = the big blind must be at least 1 chip
error-hand-small-blind-larger-than-big = the small blind ({ $small }) is larger than the big blind ({ $big })
error-hand-smallest-chip-must-worth-least = the smallest chip must be worth at least 1
error-hand-hand-needs-least-two-seated = a hand needs at least two seated players
error-hand-players-table-seats-most = { $seats } players: a table seats at most { $value }
error-hand-button-must-seat-number-from = the button must be a seat number from 1 to { $value }
error-hand-seat-numbers-run-from = seat numbers run from 1 to { $value }
error-hand-seat-listed-twice = seat { $seat } is listed twice
error-hand-seated-player-needs-chips-dealt = a seated player needs chips to be dealt in
error-hand-hole-cards-given-deals = { $value } hole cards given; { $value_2 } deals { $hole_cards }
error-hand-seat-not-hand = seat { $seat } is not in the hand
error-hand-straddle-must-least-chip = a straddle must be at least 1 chip
error-hand-limits-apply-fixed-limit-games = limits apply to fixed-limit games (LHE) only
error-hand-fixed-limit-bet-sizes-must = fixed-limit bet sizes must be at least 1 chip
error-hand-cap-must-allow-least-one = the cap must allow at least one bet
error-hand-action-needs-seat-action-or = an action needs `seat` and `action`, or `deal`
error-hand-missing-action = missing `action`
error-hand-seat-not-hand-2 = seat { $seat } is not in the hand
error-hand-bet-or-raise-must-least = a bet or raise must be to at least 1 chip
error-hand-needs-player-street-total = `{ $kind }` needs `to`, the player's street total
error-hand-board-deal-has-only-deal = a board deal has only `deal` and `cards`
error-hand-board-deals-flop-turn-or = board deals are flop, turn or river
error-hand-cards-shown-deals = { $value } cards shown; { $value_2 } deals { $hole_cards }
error-hand-seat-shows-but-dealt = seat { $seat } shows { $cards_to_string } but was dealt { $own }
error-hand-dead-small-blind-heads-up = a dead small blind needs three or more players: heads-up the button posts the small blind
error-hand-post-by-blind = seat { $seat } posts a blind this hand and cannot also post in `posts`
error-hand-post-by-straddler = seat { $seat } straddles and cannot also post in `posts`
error-hand-post-at-least-chip = a post must be at least one chip
error-hand-live-post-over-big-blind = a live post of { $amount } is more than the big blind ({ $big }); post the rest dead
error-hand-two-live-posts = seat { $seat } has two live posts; one is live, the rest are dead
error-hand-spot-board-cards = the board of this round has { $n } cards; { $given } given
error-hand-spot-full-raise-zero = the last full bet or raise is at least one chip
error-hand-spot-full-raise-needed = more than one bet or raise may have been made this round, or the top has been called: give the size of the last full bet or raise (it sets the minimum raise)
error-hand-spot-full-bet-to-needed = an all-in below the top may have been the last full raise: give the street total of the last full bet or raise (the next raise is a bet above it)
error-hand-spot-acted-not-matched = seat { $seat } has acted since the last full bet but has { $in_front } in front of a bet of { $current }, with chips behind and not folded: it must have called, raised or folded
error-hand-spot-to-act-cannot = seat { $seat } cannot be the one to act: it has folded, is all-in, or has acted and matched the bet
error-hand-spot-one-live-hand = a spot needs two or more players who have not folded
error-ruling-spot-or-hand = send one of `hand`, `hand_text` or `spot`
error-ruling-spot-not-for-dispute = `{ $kind }` needs the whole hand: a spot describes only the betting round under way (it serves { $spot_types })
error-ruling-unknown-house = no house-rule profile is named `{ $name }` (the profiles: { $known })
error-hand-board-cards-given = the { $street } is { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }, { $given } given
error-hand-cards-odd-length = card text has an odd length: cards are written two characters each, like "AsKd"
error-hand-not-a-card = "{ $text }" is not a card (rank 2-9, T, J, Q, K, A then suit c, d, h, s)
error-hand-card-twice = card { $card } appears twice
error-replay-not-hand = not in the hand
error-replay-straddle-must-more-than-bet = a straddle must be more than the bet before it ({ $current_bet })
error-replay-seat-not-hand = seat { $seat } is not in the hand
error-replay-seat-checks-facing-bet-more = seat { $seat } checks facing a bet of { $facing } more
error-replay-seat-has-folded = seat { $seat } has folded
error-replay-seat-bets-or-raises-which = seat { $seat } bets or raises to { $to }, which does not exceed the current bet of { $current_bet }
error-replay-seat-bets-but-has-only = seat { $seat } bets to { $to } but has only { $all_in_to } in all on this street
error-replay-seat-bets-most-allowed = seat { $seat } bets to { $to }; the most allowed is { $hi }
error-replay-seat-bets-smallest-legal-bet = seat { $seat } bets to { $to }; the smallest legal bet or raise is to { $lo }
error-replay-seat-shows-or-mucks-while = seat { $seat } shows or mucks while betting is still open: list a discard then as a `fold` (binding, { $rule_non_standard_folds }); for a bettor who threw the hand away believing it had won, ask `showdown_error` with `bettor_mucked` ({ $rule_showdown_discarding_irregularities }-B)
error-replay-dealt-before-betting-over = the { $street } is dealt before the { $current } betting is over{ $who }
error-replay-not-due = the { $next } is due, not the { $street }
error-replay-none-due = no { $street } is due: the hand's board is complete or the hand is over
error-replay-seat-to-act = ; seat { $seat } is to act
error-replay-nothing = {""}
error-replay-acts-betting-over = seat { $seat } acts but no more betting is possible in this hand
error-replay-acts-after-folds = seat { $seat } acts after everyone else folded
error-replay-acts-before-deal = seat { $seat } acts before the { $street } is dealt
error-replay-seat-may-not-raise = seat { $seat } may not raise: { $why ->
        [not-reopened] the betting was not re-opened: it has acted and faces less than a full raise
        [capped] the round's raises are capped
        [no-opponent] no opponent has chips to call a raise
       *[all-chips] calling takes all its chips
    }
error-replay-seat-acts-out-turn = seat { $seat } acts out of turn: seat { $to_act } is to act
error-replay-seat-acts-nobody-to-act = seat { $seat } acts out of turn: nobody is to act
error-pokerstars-not-pokerstars-hand-history-no = not a PokerStars hand history: no "PokerStars Hand #" header
error-pokerstars-other-site = this is a “{ $site }” hand history, not PokerStars: floorcall reads PokerStars text, PHH and OHH
error-pokerstars-floorcall-reads-no-limit-limit = "{ $what }": floorcall reads hold'em, Omaha (4 to 6 cards, hi/lo), seven-card stud, stud hi/lo, razz, five-card draw, 2-7 single and triple draw, A-5 triple draw and badugi
error-pokerstars-dead-or-extra-blinds-not = "{ $l }": dead or extra blinds are not supported
error-pokerstars-blind-not-buttons-order = seat { $seat } posts a blind the button does not give it (blinds are not where the button puts them)
error-pokerstars-hand-cut-short = a second table line inside one hand: the hand before was cut short and the next one runs into it
error-pokerstars-not-an-amount = "{ $text }" is not an amount
error-pokerstars-unreadable-seat-line = "{ $text }" starts as a seat line but cannot be read as one (expected "Seat N: name (chips in chips)")
error-pokerstars-button-not-a-number = the button seat is not a number
error-pokerstars-fewer-than-two-players = fewer than two seated players
error-pokerstars-no-big-blind = no big blind found
error-pokerstars-no-button-line = no "Seat #N is the button" in the table line
error-ohh-not-valid-ohh-json = not valid OHH (JSON): { $value }
error-ohh-no-hand-found = no hand found
error-ohh-not-amount = "{ $value }" is not an amount
error-ohh-button-seat = the button seat
error-ohh-floorcall-reads-holdem-nl-fl = { $g } { $b }: floorcall reads OHH's Holdem, Omaha, OmahaHiLo, Stud, StudHiLo and Draw, and Razz, Badugi, ShortDeck (NL) and Courchevel (PL) by name
error-ohh-not-player-hand = not a player of this hand
error-ohh-hand-needs-two-players = a hand needs two players
error-ohh-seat-number = a seat number
error-ohh-player-id = a player id
error-ohh-street-run-twice-draw-rounds = street "{ $other }" (run-it-twice and draw rounds are not supported)
error-ohh-straddles-dead-blinds-ohh-not = straddles and dead blinds in OHH are not supported
error-import-no-hand-found-text = no hand found in the text
error-import-hands-text-one-hand-time = { $n } hands in the text; one hand at a time
error-import-hand-text-needs-hand-format = `hand_text` needs `hand_format`
error-import-send-either-hand-or-hand = send either `hand` or `hand_text`, not both
error-import-ruling-needs-hand-hand-or = a ruling needs the hand: `hand`, or `hand_text` with `hand_format`
error-phh-no-phh-hand-found-hand = no PHH hand found: a hand needs a `variant` field
error-phh-expected-non-negative-amount = expected a non-negative amount
error-phh-not-amount = "{ $value }" is not an amount
error-phh-missing-variant = missing `variant`
error-phh-missing = missing
error-phh-players-hand-has = { $n } players; a hand has 2 to 10
error-phh-action-string = an action is a string
error-phh-missing-actions = missing `actions`
error-phh-not-amount-2 = "{ $value }" is not an amount
error-phh-amounts-have-more-than-six = amounts have more than six decimals
error-phh-seat-number = a seat number
error-phh-seats-starting-stacks-differ-length = `seats` and `starting_stacks` differ in length
error-phh-hands-without-big-blind-button = hands without a big blind (button blinds, bring-ins) are not supported
error-phh-not-player-hand = "{ $w }" is not a player of this hand
error-phh-not-phh-action-floorcall-understands = "{ $value }" is not a PHH action floorcall understands
error-phh-board-cards-do-not-add = board cards do not add up to a flop, turn and river
error-phh-not-valid-toml = not valid PHH (TOML): { $detail }
error-phh-variant-not-supported-floorcall-models = variant { $other } is not supported: floorcall reads NT, PT, FT, NS, NO, PO, FO, NO/8, PO/8, FO/8, F7S, F7S/8, FR, F2L3D, N2L1D, FA5L3D, FB, F5D, and PC and PC/8 (Courchevel, a code of its own)
error-deal-at-least-one-card = `cards` must be at least 1
error-deal-seat-needed = `{ $error }` needs the seat concerned
error-deal-more-than-hole-cards = { $cards } exposed cards, but a player holds { $hole }
error-deal-seat-out-of-range = seat numbers run from 1 to { $max }
error-deal-seat-was-dealt-in = seat { $seat } was dealt in (it is in the hand); use `dealt_in_wrongly` or name the seat dealt out
error-deal-not-one-card = name one card, such as `As`
error-board-no-board-preflop = no board cards are dealt pre-flop: name the flop, turn or river
error-board-four-cards-on-flop-only = a four-card deal is a flop error: `street` must be `flop`
error-board-end-before-wrong-deal = send the hand up to the moment before the { $street } was dealt wrongly; it already contains that deal
error-board-round-was-over = the betting round was over when the { $street } was dealt: it was not premature
error-board-not-the-next-street = the { $street } is not the next street to come after the hand's actions
error-board-no-such-deal = the hand has no { $street } deal: send the hand with the { $street } dealt and the actions after it
error-board-later-street-dealt = the hand goes past the { $street }: send it up to the action on the { $street }
error-button-table-size = `table_size` must cover every seat named (at least { $named }) and be at most { $max }
error-button-seat-taken = seat { $seat } is not an empty seat of this table
error-button-no-next-hand = fewer than two players are left: there is no next hand at this table
error-button-correct-button-needed = `button_misplaced` needs `correct_button`, the seat the button should be on
error-button-correct-button-differs = `correct_button` must be a seat from 1 to { $max } other than { $seat }, where the button is
error-button-dodger-seat-needed = `dodging_blinds` needs the seat of the player

## hand-for-hand
h4h-places = { $count ->
        [one] One player busts
       *[other] { $count } players bust
    } on the hand with { $remaining } left: { $count ->
        [one] place { $best }
       *[other] places { $best } to { $worst }
    }; { $paid } places are paid.
h4h-shared = Players who bust on the hand that reaches the money share the places paid on it ({ $rule_rp_hand_for_hand }-A): the { $count } players share places { $best } to { $worst } and their money equally.
h4h-ranked = Players who bust on the same hand finish in the order of the chips they started the hand with, the bigger stack higher; equal stacks share their places ({ $rule_simultaneous_busts }).
h4h-left-over = After equal shares, { $left_over } is left over: the floor decides who gets it.
h4h-not-announced = Payout eligibility starts when hand-for-hand is announced ({ $rule_rp_hand_for_hand }-A); it was not announced before this hand, so the order of these busts is the floor's to settle.
h4h-summary-shared = The { $count } players share { $money }: { $each } each.
h4h-summary-ranked = The { $count } players finish in the order of their starting stacks, sharing { $money } by place.
h4h-summary-no-prize = No busted player reaches the money: the best finish is place { $best }, and { $paid } places are paid.
h4h-summary-one = The player finishes in place { $place }: { $money }.
h4h-ranked-anyway = Hand-for-hand was not announced before this hand, but the 2026 rule ranks players who bust on the same hand by their starting stacks all the same ({ $rule_simultaneous_busts }).
error-h4h-busted = `busted` needs 1 to 100 players
error-h4h-remaining = { $remaining } players left cannot have { $busted } of them bust on one hand and leave the tournament going
error-h4h-paid = `paid` needs 1 to 100,000 places
error-h4h-payouts = the prizes of { $need } places are needed, from place { $best }: the busted players finish there
error-h4h-one-per-player = one entry per busted player is needed: { $busted } busted, { $got } given
error-h4h-payouts-range = at most one prize per busted player, each at most 10^18
error-h4h-start-stack = the 2026 rule ranks the busted players by the chips they started the hand with: give each `start_stack`

## chip-race
race-exchange = Chips of { $removed } leave play: each player's are exchanged for chips of { $lowest } at equal value, and what is left, { $odd_total } in all, is raced off starting in seat 1, at most one chip to a player ({ $rule_chip_race }-A): { $chips ->
        [0] no chip of { $lowest }
        [one] one chip of { $lowest }
       *[other] { $chips } chips of { $lowest }
    }, the odd value rounded to the nearest chip.
race-all-exchanged = Every chip removed is exchanged at equal value: nothing is left to race.
race-raced = { $chips ->
        [0] No race chip is won.
        [one] One chip of { $lowest } is raced: it goes to seat { $winners }, the highest race card.
       *[other] { $chips } chips of { $lowest } are raced: they go to seats { $winners }, the highest race cards.
    }
race-to-run = { $chips ->
        [0] No chip is raced among seats { $seats }
        [one] One chip of { $lowest } is raced among seats { $seats }
       *[other] { $chips } chips of { $lowest } are raced among seats { $seats }
    }: one race card is dealt per odd chip starting in seat 1, and the highest cards win, one chip at most to a player.
race-kept-in = Seat { $seat } lost its last chips in the race: nobody is raced out, so it gets one chip of { $lowest }.
race-exactly-half = The odd chips come to exactly half a chip of { $lowest }: rounding it up is the usual practice, and the floor's call.
race-may-be-kept-in = A player who loses the last chips in the race is not raced out: such a player gets one chip of { $lowest }.
error-race-denominations = the denomination removed ({ $removed }) must be smaller than the lowest still in play ({ $lowest })
error-race-seat-twice = seat { $seat } is listed twice
error-race-one-per-seat = `odd` needs one number per seat of the hand, in seat order: { $seats } seats, { $got } numbers
error-race-more-than-stack = seat { $seat } cannot have { $value } in chips of the removed denomination: its stack is { $stack }
error-race-not-in-order = seat { $seat } has odd chips to race but is not in `order`

## before-amount
before-amount-facts = Seat { $bettor } said "bet" or "raise" and, before the amount ({ $to } in all) was stated, seat { $seat } acted; players must wait for a clear amount before acting ({ $rule_acting_in_turn }-B).
before-amount-brought-up = The amount stated, { $stated }, is less than the smallest legal bet or raise: it is brought up to { $to } ({ $rule_raise_amounts }).
before-amount-over-pot = The amount stated, { $stated }, is more than a pot-sized bet: it is reduced to { $to } ({ $rule_pot_limit_bets }).
before-amount-over-limit = The amount stated, { $stated }, is more than the limit allows: it is one bet or raise, to { $to } ({ $rule_number_of_raises }).
before-amount-over-stack = The amount stated, { $stated }, is more than the bettor has: it is all in, to { $to }.
before-amount-all-in-capped = Seat { $seat } announced all in: in this betting structure that is the largest raise allowed, to { $to }, and it stands ({ $rule_acting_in_turn }-A).
before-amount-fold-stands = Seat { $seat }'s fold was in turn, and an action in turn binds ({ $rule_acting_in_turn }-A): the fold stands, whatever seat { $bettor } then stated.
before-amount-all-in-stands = Seat { $seat }'s all-in was in turn and binds ({ $rule_acting_in_turn }-A): seat { $seat } is all-in for { $to }.
before-amount-held-to-call = Seat { $seat } called before seat { $bettor }'s amount was known: the floor rules as best fits the situation, and may hold the caller to any amount ({ $rule_conditional_declarations }-B); the reading the rule leans to is a call of the bet, { $to } in all ({ $to_call } more).
before-amount-if-choose-again = the floor finds it fairer to let seat { $seat } choose again now that the amount is known
error-before-amount-bettor-not-to-act = seat { $seat } is not the player to act: the bettor is the player who said "bet" or "raise"
error-before-amount-not-next = seat { $seat } is not the next to act after seat { $bettor }: an act further round is an action out of turn (`out_of_turn`)
error-before-amount-call-fold-or-all-in = the act must be a call, a fold or an all-in

## pot-count
pot-count-not-counted = Players are entitled to a pot count in pot limit only: the dealer does not count the pot for seat { $seat } in this game ({ $rule_pot_limit_bets }-A).
pot-count-spread = On request the pot may be spread so that everyone can see it ({ $rule_rp_spreading_the_pot }).
pot-count-counted = Pot limit: the dealer counts the pot for seat { $seat }: { $pot } ({ $rule_pot_limit_bets }-A).
pot-count-counted-to-act = Pot limit: the dealer counts the pot for seat { $seat }: { $pot }, and the largest bet seat { $seat } may make is to { $max } ({ $rule_pot_limit_bets }-A).

## stub
stub-all = The dropped stub mixed with the muck or the burns: the mixed cards are scrambled together, shuffled and cut, and play goes on with the new stub ({ $rule_rp_disordered_stub }).
stub-rebuild = The stub can be rebuilt in its original order: it is put back that way and play goes on ({ $rule_rp_disordered_stub }).
stub-stub-only = The stub cannot be rebuilt: a new stub is made from the stub's cards only, not the muck or the burns, scrambled, shuffled and cut, and play goes on ({ $rule_rp_disordered_stub }).
stub-try-first = First the stub is rebuilt in its original order if that can be done for certain ({ $rule_rp_disordered_stub }).
stub-if-cannot-rebuild = the order cannot be rebuilt for certain: a new stub from the stub's cards only, shuffled and cut
stub-face-down = Any reshuffle during a hand is done face down, unexposed ({ $rule_irregular_flops }-D).

## non-chip-item
item-rule = Items with no value in chips (bounty chips, clock tokens) should differ in size from betting chips; a bet with one is read per house policy or the floor's judgement, and may be ruled a call or an all-in ({ $rule_rp_non_denominational_items }).
item-call = The reading the rules lean to is a call: seat { $seat } calls { $to_call }.
item-check = With nothing to call, the item is read as a check by seat { $seat }.
item-if-all-in = the floor reads the item as an all-in by seat { $seat }
error-item-not-to-act = seat { $seat } is not the player to act

## gesture
gesture-rule = Tapping the table is a check ({ $rule_terminology_and_gestures }).
gesture-check = With nothing to call, seat { $seat }'s tap is a check.
gesture-facing-bet = Facing a bet of { $to_call } to call, a check is no legal action: as with "check" said facing a bet ({ $rule_invalid_bet_declarations }), seat { $seat } may call or fold, but not raise.
error-gesture-not-to-act = seat { $seat } is not the player to act

## rebuy-announced
rebuy-rule = A player may not miss a hand to re-buy; one who announces a re-buy before a hand begins plays its chips as chips behind in that hand and must make the re-buy ({ $rule_rebuys }). A hand begins on the first riffle, the push of the shuffler button, or the dealer push ({ $rule_new_hand_new_limits }).
rebuy-plays-behind = Announced before the hand began: the player plays { $stack } and the re-buy's { $chips } behind, { $in_play } in all, and must make the re-buy.
rebuy-after-hand = Announced once the hand had begun: the hand is played for the { $stack } the player had when it began; the re-buy's { $chips } come in after it.
error-rebuy-chips = chips: more than 0 and at most the largest stack floorcall takes

## level-change
level-began-before = The hand began before the new level started, and a new level applies to the next hand: this hand plays at the old level ({ $rule_new_hand_new_limits }).
level-dealer-push = The new level started during the dealer push: the incoming dealer deals one hand at the old level, this one ({ $rule_new_hand_new_limits }).
level-same-forced-bets = The new level's blinds and antes are those this hand was dealt with: there is nothing to correct ({ $rule_new_hand_new_limits }).
level-after-substantial = The hand was dealt at the old level by mistake, but substantial action has occurred ({ $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }, { $with_chips ->
        [0] none
       *[other] { $with_chips }
    } with chips, { $rule_substantial_action }): it continues at the old level ({ $rule_new_hand_new_limits }).
level-corrected = The hand was dealt at the old level by mistake and no substantial action has occurred: it is corrected to the new level, blinds { $small }-{ $big } ({ $rule_new_hand_new_limits }).
level-adds = Seat { $seat } adds { $amount }.
level-does-not-fit = An action already made does not fit the new level: how to correct it is the floor's decision.
error-level-blinds = the new blinds need a big blind of at least 1 and a small blind no larger

## wrong-seat
seat-rule = Seats are drawn at random; a player found in the wrong seat with the right stack moves to the correct seat and takes the whole stack along ({ $rule_random_seating }): seat { $seat } goes to seat { $assigned }.
seat-silent = The rule says where the player goes and with what, not what becomes of the hand in progress or of the blinds the move shifts: those are the floor's call ({ $rule_floor_decisions }).
seat-redeal = The player in seat { $seat } moves to seat { $assigned } now, and the hand is dealt again with the player there.
seat-nobody-acted = Nobody has acted yet, so dealing again costs no one anything: the reading the rules lean to is to move the player from seat { $seat } to seat { $assigned } before the hand is played and deal it again, as for a seat dealt wrongly ({ $rule_misdeals }-A).
seat-back = Seat { $seat } takes back the { $amount } it posted.
seat-takes-stack = The whole stack of seat { $seat }, { $amount }, goes along.
seat-if-played-as-dealt = the floor plays this hand as dealt and moves the player in seat { $seat } when it ends
seat-plays-on = The hand plays on as dealt; when it ends, the player in seat { $seat } moves to seat { $assigned } with the whole stack.
seat-not-killed = Nothing in the rule kills the hand of a player in the wrong seat: the hand of seat { $seat } stays live where it was dealt.
seat-after-substantial = Substantial action has occurred ({ $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }, { $with_chips ->
        [0] none
       *[other] { $with_chips }
    } with chips, { $rule_substantial_action }): the deal stands ({ $rule_misdeals }-D).
seat-before-substantial = There is no substantial action yet ({ $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }, { $rule_substantial_action }): the floor may instead treat it as a seat dealt wrongly and deal again ({ $rule_misdeals }-A).
seat-if-redealt = the floor deals again with the player of seat { $seat } in the assigned seat, every chip posted handed back
seat-stack-in-play = Seat { $seat } has { $behind } behind and { $in_pot } in the pot: the stack as it stands when the hand ends moves with the player.
seat-moves-now = The player in seat { $seat } moves to seat { $assigned } with the whole stack before the next deal; the hands already played stand.
seat-hands-stand = The hands played from seat { $seat } stand: the rule undoes nothing already played.
seat-posted = In this hand seat { $seat } posts { $amount } from the wrong seat.
seat-big-blind-reaches = The big blind ({ $big }) moves on one player a hand: it would reach the player in seat { $seat } { $from_wrong ->
        [0] in this hand
        [one] in the next hand
       *[other] in { $from_wrong } hands
    }, and reaches the player in seat { $assigned } { $from_assigned ->
        [0] in this hand
        [one] in the next hand
       *[other] in { $from_assigned } hands
    }.
seat-later = The move puts the player's big blind off by { $hands ->
        [one] one hand
       *[other] { $hands } hands
    }: no rule makes a skipped blind of { $big } up, so that is the floor's call.
seat-sooner = The move brings the player's big blind of { $big } { $hands ->
        [one] one hand
       *[other] { $hands } hands
    } sooner: no rule excuses or refunds a blind the move brings early, or twice in one orbit, so that is the floor's call.
seat-taken = Seat { $assigned }, drawn for the player in seat { $seat }, is taken: the floor sorts out who sits where, and each player moves with the whole stack.
seat-taken-in-hand = Seat { $assigned } is a seat of this hand: another player sits there, perhaps in the wrong seat too.
seat-taken-floor = The rule does not say what to do when the correct seat is taken: that is the floor's call ({ $rule_floor_decisions }).
seat-if-taken = seat { $assigned } turns out to be taken by another player: the floor sorts out both seats
error-seat-assigned = the assigned seat must be a seat number from 1 to 12 other than seat { $seat }, not { $assigned }
error-seat-assigned-in-hand = seat { $assigned } is a seat of the hand, so it is not empty
error-seat-actions-shown = the hand shows { $actions ->
        [one] { $actions } player action
       *[other] { $actions } player actions
    }: for a wrong seat noticed in it, noticed is during_hand

## away-from-table
away-rule = Players with a live hand, all-in players included, stay at the table through the betting and the showdown: leaving is at odds with protecting the hand and following the action, and may be penalised ({ $rule_at_the_table }).
away-live = The hand of seat { $seat } stays live; whether to penalise the player for leaving is the floor's call.
away-not-killed = The rule does not kill the hand of a player who walks away: the hand of seat { $seat } is not dead for leaving.
away-all-in = Seat { $seat } is all in, with { $in_pot } in the pot: they stay there, nothing is left to act on, and the hand plays to the showdown.
away-to-act-facing = The action is on seat { $seat }, with { $to_call } to call.
away-to-act-no-bet = The action is on seat { $seat }, with nothing to call.
away-when-action-comes = Seat { $seat } is not yet to act.
away-silent = The rule does not say what happens when the action reaches a player who is away; the floor may call a clock on the seat ({ $rule_calling_for_a_clock }): when it runs out, a hand facing a bet is dead and one facing none is checked.
away-if-clock-facing-bet = a clock is called on seat { $seat } facing a bet and runs out before the player is back: the hand is dead, and its { $in_pot } stay in the pot
away-if-clock-no-bet = a clock is called on seat { $seat } and runs out before the player is back: the hand is checked
away-dead = The hand of seat { $seat } is dead: the clock ran out with the player away, facing a bet; the { $in_pot } it put in stay in the pot.
away-clock-facing-bet = A clock called on seat { $seat } ran out with { $to_call } to call and the player away: the hand is dead ({ $rule_calling_for_a_clock }).
away-checked = Seat { $seat } is checked: the clock ran out with the player away and nothing to call.
away-clock-no-bet = A clock called on seat { $seat } ran out with nothing to call and the player away: the hand is checked and stays live ({ $rule_calling_for_a_clock }).
away-chips = Leaving moves no chip: seat { $seat } keeps { $behind } behind, and the { $in_pot } it has put in stay in the pot.
away-penalty = Whether seat { $seat } is penalised for leaving, and how, is the floor's call, from a warning to missed rounds ({ $rule_penalties }).
error-away-no-live-hand = seat { $seat } has folded: there is no live hand to stay with
error-away-not-to-act = seat { $seat } is not the player to act, so no clock can have run out on it

## chips-out-of-view
view-rule = Tournament chips may not be held or moved in any way that takes them out of view; a player who does so forfeits those chips, which are taken out of play, and may be penalised ({ $rule_chips_out_of_view }).
view-forfeited = Seat { $seat } forfeits { $amount }: the chips are taken out of play.
view-pocketed = Seat { $seat } had { $amount } in a pocket, a bag or clothing: out of view.
view-concealed = Seat { $seat } held or covered { $amount } at the table where nobody could see them: out of view.
view-carried-hidden = Seat { $seat } carried { $amount } to another table out of view: chips in transit must stay visible.
view-out-of-play = The { $amount } leave the tournament: they go to no player and into no pot.
view-left = Seat { $seat } keeps the { $stack } in view on the table.
view-nothing-left = Seat { $seat } has no chips left in view: what follows for the player is the floor's call ({ $rule_floor_decisions }).
view-penalty = The forfeiture is the rule's; a penalty for seat { $seat } besides, from a warning to disqualification, is the floor's call ({ $rule_penalties }).
view-kept = Seat { $seat } keeps the { $amount }: they were carried in plain view.
view-in-view = Seat { $seat } carried { $amount } in plain view (in a rack, on an open tray): nothing was out of view, so nothing is forfeited.
view-kept-total = Seat { $seat } plays on with { $total } in all.
error-view-seat = the seat must be a seat number from 1 to 12, not { $seat }
error-view-amount = the chips out of view must be at least 1 and no more than the largest chip count allowed
error-view-stack = the stack in view is more than the largest chip count allowed

## house
house-no-effect = The house rules ({ $title }) do not change this ruling: it is the TDA's.
house-applied = House rule { $label } ({ $title }) applies: { $text }
house-applied-bare = House rule { $label } ({ $title }) applies.
house-under-tda = Under the TDA alone ({ $citation }): { $summary }.

## Rule titles (the message) and summaries (.summary), by the rule's stable key.

rule-floor-decisions = Floor Decisions
    .summary = The floor puts the best interest of the game and fairness first and may depart from a rule where a strict reading would be unjust; floor decisions are final.
rule-player-responsibilities = Player Responsibilities
    .summary = Players check their cards and chips, protect their hands, state their intentions clearly, follow the action and speak up when they see a mistake.
rule-terminology-and-gestures = Official Terminology and Gestures
    .summary = Standard words (bet, call, raise, fold, check, all-in, pot in pot limit) are used; non-standard terms and gestures are at the player's risk.
rule-player-identity = Player Identity
    .summary = Players must be clearly identifiable at the table; staff may ask them to remove items that hide their face.
rule-electronic-devices = Electronic Devices and Communication
    .summary = Devices and communication are limited at the table; strategy tools and betting charts may not be used there.
rule-official-language = Official Language
    .summary = The event announces the languages that may be spoken at the table during a hand.
rule-random-seating = Random Correct Seating
    .summary = Seats are drawn at random; a player in the wrong seat with the right stack moves to the correct seat with that stack.
rule-alternates-late-registration = Alternates, Late Registration, and Re-Entries
    .summary = Alternates, late entries and re-entries get a random seat and stack and are dealt in, except between the small blind and the button.
rule-special-needs = Special Needs
    .summary = Reasonable arrangements are made for players with special needs.
rule-new-players-broken-tables = New Players and Players from Broken Tables
    .summary = Players from a broken table draw seats by a two-step random process and may land in any position, blinds and button included.
rule-balancing-tables = Balancing Tables and Halting Play
    .summary = Tables are kept balanced; the player due the big blind next moves to the worst position; a table three or more players short of the largest halts play once its blinds are affected.
rule-cards-speak = Declarations. Cards Speak at Showdown
    .summary = At showdown the cards as tabled decide the winner; what a player says about their hand does not bind, and anyone should point out a misread.
rule-tabling-cards = Tabling Cards and Killing Winning Hand
    .summary = A hand is tabled when all its cards are face up and readable; a player who mucks a hand not properly tabled does so at their own risk; the dealer may not kill a properly tabled winning hand.
rule-live-cards-at-showdown = Live Cards at Showdown
    .summary = Cards discarded face down stay live until they reach the muck or cannot be identified; a hand that can still be fully identified may be retrieved.
rule-showdown-discarding-irregularities = Showdown and Discarding Irregularities
    .summary = A player who shows part of a winning hand is asked to table it all; a bettor who discards thinking they won loses called bets but gets an uncalled bet back.
rule-face-up-for-all-ins = Face Up for All-Ins
    .summary = Once a player is all-in and no more betting is possible, every live hand is turned face up at once, before the remaining cards are dealt.
rule-showdown-order = Non All-In Showdowns and Showdown Order
    .summary = Without an all-in, the last player to bet or raise on the final round shows first; with no bet there, the first player left of the button shows first.
rule-asking-to-see-a-hand = Asking to See a Hand
    .summary = After a river bet, a caller who tabled or kept their cards may see the last aggressor's hand; other requests are at the floor's discretion; players who mucked lose the right to ask.
rule-playing-the-board = Playing the Board at Showdown
    .summary = A player who plays the board must table all their hole cards to share the pot.
rule-odd-chips = Awarding Odd Chips
    .summary = Odd chips are broken down to the smallest denomination; in board games the odd chip goes to the first tied winner left of the button (part A); in stud, to the high card by suit (part B); in hi/lo, the odd chip of the whole pot goes to the high half (part C).
rule-simultaneous-busts = Players Eliminated on the Same Hand
    .summary = New in 2026 (reported): players who bust on the same hand are ranked by the stacks they started the hand with.
rule-side-pots = Side Pots
    .summary = Each side pot is split on its own, and side pots are awarded before the main pot.
rule-disputed-hands = Disputed Hands and Pots
    .summary = A hand's reading may be disputed until the next hand starts; a pot or accounting error until substantial action on the next hand.
rule-new-hand-new-limits = New Hand and New Limits
    .summary = A new level applies from the next hand after it is announced; a hand begun at the old level by mistake stays there once substantial action occurs.
rule-chip-race = Chip Race, Scheduled Color Ups
    .summary = Chips being colored up are raced off; no player is raced out of the event.
rule-chips-visible = Cards and Chips Kept Visible, Countable, and Manageable. Discretionary Color-Ups
    .summary = Chips stay visible and countable, larger denominations in front; the floor may color chips up.
rule-deck-changes = Deck Changes
    .summary = Decks change on the dealer push or the level change; a player may not ask for a new deck.
rule-rebuys = Re-buys
    .summary = A player must declare a re-buy before the next hand is dealt.
rule-rabbit-hunting = Rabbit Hunting
    .summary = Cards that would have come are not revealed after the hand.
rule-calling-for-a-clock = Calling for a Clock
    .summary = After a clock is called a player has 25 seconds plus a 5-second count; facing a bet their hand is then dead, otherwise it is checked.
rule-at-your-seat = At Your Seat and Live Hands
    .summary = A player must be at their seat when the last card of the initial deal is dealt, or the hand is dead.
rule-at-the-table = At the Table with Action Pending
    .summary = Players with live hands, all-in players included, stay at the table.
rule-dead-button = Dead Button
    .summary = Tournaments play a dead button.
rule-dodging-blinds = Dodging Blinds
    .summary = Deliberately dodging blinds is penalized.
rule-button-placement = Button Placement and Movement
    .summary = A button moved wrongly is corrected before substantial action and stands after it; heads-up the small blind is the button.
rule-misdeals = Misdeals and Fouled Decks
    .summary = Listed dealing errors before substantial action are a misdeal and the hand is re-dealt; after substantial action there is no misdeal; a fouled deck voids the hand.
rule-substantial-action = Substantial Action
    .summary = Substantial action is two actions in turn of which at least one puts chips in, or any three actions in turn; posted blinds do not count.
rule-button-too-few-cards = Button with Too Few Cards
    .summary = A button dealt too few cards may have the hand completed, unless the button has already acted.
rule-burns-after-substantial-action = Burns After Substantial Action
    .summary = A hand with the wrong number of cards found after substantial action is dead; the dealer burns one card per street and does not try to restore the order of the stub.
rule-irregular-flops = Irregular Flops and Premature-Dealt Cards
    .summary = A four-card flop or a flop dealt too early is corrected by a set procedure; board cards dealt before the betting round ends are premature.
rule-methods-of-betting = Methods of Betting: Verbal and Chips
    .summary = A bet is made by words, chips, or both; whichever comes first defines it, and a clear verbal statement wins when they are simultaneous.
rule-methods-of-calling = Methods of Calling
    .summary = Standard calls are saying "call" or putting out the amount; a tiny chip against a large bet is non-standard and may be ruled a full call.
rule-methods-of-raising = Methods of Raising
    .summary = A raise is one motion or declared first; going back to the stack for more chips without a declaration is not allowed.
rule-raise-amounts = Raise Amounts
    .summary = A raise adds at least the largest full bet or raise made earlier on the street; a silent push of at least half that raise over the call must be completed to a full raise, below half it is a call.
rule-oversized-chip = Oversized Chip Betting (Overchips)
    .summary = Facing a bet, a single oversized chip put out without first saying "raise" is a call; not facing a bet, it is a bet of the chip's value.
rule-multiple-chip-betting = Multiple Chip Betting
    .summary = Facing a bet, several chips put out silently are a call when every chip is needed for the call; otherwise the 50% standard of raise amounts decides, or the player is all-in with their last chips.
rule-prior-bet-chips = Prior Bet Chips Not Pulled In
    .summary = A player facing a raise with earlier chips still in front should declare first; chips added silently are judged by whether the earlier chips cover the call and whether they were pulled back.
rule-reopening-the-bet = Re-Opening the Bet
    .summary = In no-limit and pot-limit, short all-ins that do not add up to a full raise do not let players who already acted raise again; in limit, half a bet re-opens.
rule-number-of-raises = Number of Allowable Raises
    .summary = No-limit and pot-limit have no cap on raises; limit games follow the house cap even heads-up until the event is down to two players.
rule-accepted-action = Accepted Action
    .summary = A caller is responsible for knowing the real bet; a call accepted on a wrong count still owes the correct amount.
rule-acting-in-turn = Acting in Turn
    .summary = Players act in turn; an action in turn is binding and chips put in stay in.
rule-binding-declarations-undercalls = Binding Declarations / Undercalls in Turn
    .summary = Saying "call" or "raise" in turn binds to the full action; putting out less than the call without saying "call" is an undercall: a full call is mandatory heads-up or against the opening bet multi-way, otherwise the floor decides.
rule-incorrect-bets = Incorrect Bets, Underbets and Underraises
    .summary = A bet or raise below the minimum is corrected on the current street, until the next card; in pot limit an overbet is reduced until the next card and an underbet on a low count is raised until substantial action follows it.
rule-action-out-of-turn = Action Out of Turn
    .summary = Action out of turn is backed up to the correct player and binds if the action it faced has not changed; if it changed, the chips may come back and the player has all options (2026: after a passive action out of turn, only call or fold); a skipped player who stays silent through substantial action loses the protection.
rule-pot-limit-bets = Pot Size and Pot-Limit Bets
    .summary = In pot limit the largest raise is a call plus the pot after the call; pre-flop full blinds are assumed; saying "pot" in no-limit is not an amount but binds to at least a minimum bet or raise.
rule-invalid-bet-declarations = Invalid Bet Declarations
    .summary = "Call" with no bet to face is a check; "raise" with no bet is at least a minimum bet; "check" facing a bet allows only a call or a fold.
rule-string-bets = String Bets and Raises
    .summary = String bets and raises are not allowed.
rule-unclear-betting = Non-Standard and Unclear Betting
    .summary = Non-standard betting is at the player's risk; a spoken amount that could mean several things is read as the highest reasonable amount not above the pot.
rule-non-standard-folds = Non-Standard Folds
    .summary = Folding in turn when not facing a bet, or folding out of turn, before the last betting round ends is binding and may be penalized.
rule-conditional-declarations = Conditional and Premature Declarations
    .summary = Conditional statements about future action may bind or be penalized; a call made before the bet is known is for the floor.
rule-count-of-chip-stack = Count of Opponent's Chip Stack
    .summary = An exact count of an opponent's stack may be asked only when facing an all-in in turn; otherwise an estimate.
rule-over-betting-expecting-change = Over-Betting Expecting Change
    .summary = Chips put out silently all count, even when the player expects change.
rule-chips-found-behind = All-In with Chips Found Behind Later
    .summary = A chip found behind after an all-in is called is for the floor: if it was not part of the action, it neither wins nor saves the player.
rule-chips-out-of-view = Chips Out of View and in Transit
    .summary = Chips may not be held or carried out of view; chips a player hides are forfeited and taken out of play, and a penalty may follow.
rule-lost-and-found-chips = Lost and Found Chips
    .summary = Found chips are taken out of play.
rule-killed-fouled-exposed-hands = Accidentally Killed / Fouled / Exposed Hands
    .summary = A hand killed by the dealer or fouled beyond identification gets no redress; an uncalled bet is returned.
rule-dead-hands-stud = Dead Hands and Mucking in Stud
    .summary = Stud rules for dead hands and mucking.
rule-no-disclosure = No Disclosure. One Player to a Hand
    .summary = Players may not disclose hand contents while action is pending; one player to a hand.
rule-exposing-cards = Exposing Cards and Proper Folding
    .summary = Exposing cards with action pending may be penalized but does not kill the hand; folds are pushed low and face down.
rule-ethical-play = Ethical Play
    .summary = Collusion, chip dumping and other unethical play are penalized.
rule-etiquette-violations = Etiquette Violations
    .summary = Repeated or serious breaches of etiquette are penalized.
rule-penalties = Warnings, Penalties, and Disqualification
    .summary = Penalties range from a warning to missed hands or rounds and disqualification; a round penalty is the players at the table times the rounds.
rule-rp-all-in-buttons = All-In Buttons
    .summary = Players all-in are marked with an all-in button.
rule-rp-bringing-in-bets = Bringing in Bets is Discouraged
    .summary = Dealers leave bets in front of players until the round ends.
rule-rp-personal-belongings = Personal Belongings
    .summary = Personal items are kept off the table surface.
rule-rp-disordered-stub = Disordered Stub
    .summary = A disordered stub is handled by a fixed procedure.
rule-rp-premature-cards = Prematurely Dealt Cards
    .summary = A premature board card goes back into the stub, which is reshuffled; the burn stays.
rule-rp-efficient-movement = Efficient Movement of Players
    .summary = Players moving tables take their chips and go promptly.
rule-rp-dealer-push-timing = Timing of Dealer Pushes
    .summary = Dealers are pushed on schedule.
rule-rp-hand-for-hand = Hand for Hand Procedures
    .summary = Near the money every table plays one hand at a time; players busting on the same hand share the places.
rule-rp-final-table-size = Number of Players at Final Table
    .summary = The final table is formed at a set size from two short tables.
rule-rp-stud-dealing = Tournament Stud Dealing Procedures
    .summary = Stud dealing procedures.
rule-rp-ante-formats = Ante Formats and No Ante Reduction
    .summary = A single-payer ante should be a big-blind ante posted blind first; the ante is never reduced.
rule-rp-dealers-announce-bets = Dealers Should Announce Bets and Raises
    .summary = Dealers announce bets and raises in no-limit and pot-limit.
rule-rp-split-pot-stacking = Dealers Should Stack Chips in Split-Pot Games
    .summary = Dealers stack the pot before splitting it.
rule-rp-randomness-special-situations = Randomness May be Applied to Special Situations
    .summary = A random draw may settle special situations.
rule-rp-staff-communication = Proper Tournament Staff Communication
    .summary = Staff communicate rulings clearly and consistently.
rule-rp-absent-on-breaking-table = Player Absent on a Breaking Table
    .summary = An absent player's chips are moved to the new seat by staff.
rule-rp-draw-betting = Tournament Draw Betting Procedures
    .summary = Betting procedures for draw games.
rule-rp-mixed-game-order = Order of Mixed Games
    .summary = Mixed games rotate in a published order.
rule-rp-reducing-stalling = Reducing Stalling
    .summary = Measures against stalling.
rule-rp-cards-ready-for-shuffle = Cards Ready for Shuffle
    .summary = Cards are kept ready for the next shuffle.
rule-rp-spreading-the-pot = Spreading the Pot
    .summary = A pot is spread for a count on request in pot limit.
rule-rp-non-denominational-items = Betting Non-Denominational Items
    .summary = Bounty chips and clock tokens cannot be bet.

## games (issue 25)
error-hand-bring-in-only-stud = a bring-in is posted only in stud games, not in { $game }
error-hand-stud-no-blinds = { $game } is played with antes and a bring-in: leave out the blinds, straddles and posts
error-hand-stud-needs-limits = a { $game } hand needs its limits (the small and the big bet)
error-hand-stud-needs-bring-in = a { $game } hand needs its bring-in (at least one chip)
error-hand-bring-in-over-small-bet = the bring-in ({ $bring_in }) is more than the small bet ({ $small_bet })
error-hand-up-cards-only-stud = up cards are dealt only in stud games, not in { $game }
error-hand-up-cards-most = a stud player has at most four up cards; { $given } are given
error-hand-discards-only-draw = only a `draw` action has discards
error-hand-action-only-stud = "{ $kind }" is a stud action; { $game } is not stud
error-hand-draw-only-draw-games = { $game } has no draw
error-hand-draw-more-than-held = a player cannot throw { $count } cards from a hand of { $held }
error-hand-drawn-cards-count = { $count } cards thrown, but { $given } drawn
error-hand-street-not-in-game = { $game } is not played with this round: { $street }
error-hand-deal-cards-on-seats = in { $game } the cards dealt are given on the seats (and on the draws), not in a `deal` action
error-replay-no-draw-now = seat { $seat } draws, but no draw is due now
error-replay-drew-already = seat { $seat } has already drawn in this round, or is out of the hand
showdown-odd-chips-stud = The odd chips, broken down to the smallest chip of { $smallest_chip }, go to the winner holding the highest card by suit (spades, hearts, diamonds, clubs) in the five cards that play ({ $rule_odd_chips }-B), each pot separately ({ $rule_side_pots }).
showdown-seat-low = Seat { $seat } ({ $hole }): { $low }.
showdown-seat-badugi = Seat { $seat } ({ $hole }): { $count ->
        [4] a four-card badugi
       *[other] a { $count }-card hand
    }, { $badugi }.
showdown-ranking = { $game ->
        [stud] In stud each player's best five of the seven cards plays, and a hand is tabled with all seven ({ $rule_tabling_cards }-A).
        [low-a5] Ace-to-five low: the lowest hand wins, aces are low, straights and flushes do not count, and pairs count against the hand.
        [low-27] Deuce-to-seven low: the lowest hand wins, aces are high only, and straights, flushes and pairs count against the hand (7-5-4-3-2 of mixed suits is the best).
        [badugi] Badugi: the most cards of different ranks and different suits wins, then the lowest; aces are low.
       *[short-deck] Short deck (36 cards): a flush beats a full house, and A-6-7-8-9 is a straight.
    }
options-stud-brings-in = Seat { $seat } holds the up card that brings in (the lowest in stud and stud/8, the highest in razz; between equal ranks the suit decides, clubs lowest and spades highest, so the 2♣ brings in in stud and the K♠ in razz) and starts the action: it posts the bring-in of { $bring_in }, or completes to the small bet of { $small_bet } ({ $rule_terminology_and_gestures }: "complete").
options-stud-facing-bring-in = Nobody has completed yet: the bring-in is the bet to face. Seat { $seat } may fold, call the bring-in, or complete to the small bet of { $small_bet }; the completion is third street's first full bet, and the raises after it are a small bet each.
options-stud-no-doubling = A pair showing on fourth street does not allow the big bet: fourth street is bet at the small bet ({ $rule_rp_stud_dealing }-F).
options-stud-low-card-all-in = Seat { $low } holds the up card that brings in, but it is all-in for the ante: the action starts with seat { $seat }, to its left, which posts the bring-in of { $bring_in } or completes to the small bet of { $small_bet } ({ $rule_rp_stud_dealing }-E).
options-stud-opens-by-cards = Seat { $seat } shows the best hand on this street (in razz the lowest), so it acts first; between equal showing hands the suit of the highest card decides ({ $rule_rp_stud_dealing }-D).
options-summary-bring-in = Seat { $seat } brings in for { $bring_in } or completes to { $small_bet }.
options-summary-facing-bring-in = Seat { $seat } may fold, call the bring-in of { $to_call } or complete to { $small_bet }.
game-name = { $game ->
        [NLHE] no-limit hold'em
        [PLO] pot-limit Omaha
        [PLO5] five-card pot-limit Omaha
        [LHE] limit hold'em
        [PLO8] pot-limit Omaha hi/lo
        [NLO8] no-limit Omaha hi/lo
        [O8] limit Omaha hi/lo
        [PLHE] pot-limit hold'em
        [NLO] no-limit Omaha
        [LO] limit Omaha
        [PLO6] six-card pot-limit Omaha
        [BIGO] Big O (five-card pot-limit Omaha hi/lo)
        [SHORT_DECK] short-deck hold'em
        [STUD] seven-card stud
        [STUD8] seven-card stud hi/lo
        [RAZZ] razz
        [TD27] deuce-to-seven triple draw
        [SD27] deuce-to-seven single draw
        [TDA5] ace-to-five triple draw
        [BADUGI] badugi
        [COURCHEVEL] Courchevel
        [COURCHEVEL8] Courchevel hi/lo
       *[DRAW5] five-card draw
    }
street-name = { $street ->
        [preflop] pre-flop
        [flop] flop
        [turn] turn
        [river] river
        [third] third street
        [fourth] fourth street
        [fifth] fifth street
        [sixth] sixth street
        [seventh] seventh street
        [predraw] the round before the draw
        [first_draw] the round after the first draw
        [second_draw] the round after the second draw
       *[third_draw] the round after the third draw
    }
error-dispute-not-for-game = a "{ $dispute }" dispute does not apply to { $game }: { $needs ->
        [board] it is about a board, and this game has none
        [button] it is about the button and the blinds, and this game has antes and a bring-in
       *[up-cards] it is about stud's up cards and bring-in
    }
stud-deal-exposed = One of seat { $seat }'s first two down cards was dealt face up: that card becomes the seat's up card and its third card is dealt face down; the hand is not a misdeal ({ $rule_rp_stud_dealing }-A).
stud-deal-exposed-summary = The exposed card is seat { $seat }'s up card; its third card is dealt face down.
stud-deal-bring-in-now = With the exposed card as that seat's up card, the bring-in is read from the up cards as they stand: seat { $seat } brings in.
stud-deal-bring-in-from-up-cards = The bring-in is then read from the up cards as they stand (give every seat's up card to have it named).
stud-deal-two-exposed = Seat { $seat } had two of its first down cards exposed. The procedure for one exposed down card does not reach this ({ $rule_rp_stud_dealing }-A): it is the floor's call, and the rules lean to a misdeal for cards exposed on the deal ({ $rule_misdeals }).
stud-deal-two-exposed-summary = Misdeal, the floor's call: seat { $seat } had two down cards exposed on the deal.
stud-deal-if-play-on = If the floor lets the hand play on, one of seat { $seat }'s exposed cards is its up card and the next card is dealt to it face down.
stud-deal-seventh-replaced = Seat { $seat }'s seventh-street card was dealt face up with betting still to come ({ $with_chips } players have chips): the card is taken out of play and replaced with a card dealt face down ({ $rule_rp_stud_dealing }-B).
stud-deal-seventh-replaced-summary = Seat { $seat }'s exposed seventh-street card is replaced with a card dealt face down.
stud-deal-seventh-stands = Seat { $seat }'s seventh-street card was dealt face up, but no betting is left (the players are all-in): the card stands and plays face up ({ $rule_rp_stud_dealing }-B).
stud-deal-seventh-stands-summary = Seat { $seat }'s seventh-street card stands face up: no betting is left.
stud-deal-stub-enough = Seventh street needs one card for each of the { $players } players still in and a burn ({ $players } + 1); the stub holds { $stub }: it is dealt as usual ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-enough-summary = The stub holds enough cards: seventh street is dealt as usual.
stud-deal-stub-with-burns = Seventh street needs one card for each of the { $players } players still in and a burn ({ $players } + 1), but the stub holds only { $stub }: the earlier burn cards are added to the stub, which is shuffled and cut, and the street is dealt ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-with-burns-summary = Too few cards: the burn cards are added to the stub, shuffled and cut, and seventh street is dealt.
stud-deal-stub-community = Seventh street needs one card for each of the { $players } players still in and a burn ({ $players } + 1); the stub holds { $stub }, and even with the three earlier burns it is short: the dealer burns and deals one community card face up that plays for every player, and the player who acted first on sixth street acts first ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-community-summary = Too few cards even with the burns: one community card is dealt face up for every player; the first to act on sixth street acts first.
stud-deal-premature = A stud card dealt before the betting round ended goes back into the stub, which is shuffled; no extra card is burned, and the street is dealt once the betting is over ({ $rule_rp_premature_cards }-D).
stud-deal-premature-summary = The premature card goes back into the stub, which is shuffled; no extra burn.
error-stud-deal-seat-needed = name the seat whose card was exposed (`seat`)
error-stud-deal-stub-needed = give the cards left in the stub (`stub`)
error-stud-deal-not-at-seventh = a short stub is a seventh-street problem: the hand must stand at the end of sixth street or on seventh street
rotation-frozen = The button froze on seat { $button } when the stud round began: stud deals no button, and it stays there through the stud hands ({ $rule_balancing_tables }-B).
rotation-stud-no-button = { $game } is dealt with no button or blinds: the button stays frozen on seat { $button }.
rotation-resumes = When the games with a button come back, the button moves on one seat from where it froze, as if the stud hands had not been dealt: button seat { $button }, small blind seat { $small }, big blind seat { $big }.
rotation-next-button-summary = Button seat { $button }, small blind seat { $small }, big blind seat { $big }.
rotation-next-big-blind-moves = In a mixed event the player who moves is the one who would be the big blind on the next hand with a button: seat { $seat } ({ $rule_balancing_tables }-A).
rotation-moves-summary = Seat { $seat } moves.
rotation-by-position = In an event of stud games only, players move by position: the player in seat { $seat }, matching the open seat at the short table, moves; the house's balancing procedure decides ({ $rule_balancing_tables }-A).
rotation-by-position-empty = In an event of stud games only, players move by position, but seat { $seat } has no player here: the house's balancing procedure names who moves ({ $rule_balancing_tables }-A).
error-rotation-seats = give at least two seats with a player, numbered 1 to 12 (`seats`)
error-rotation-button = the button's seat is numbered 1 to 12 (`button`)
error-rotation-open-seat = a stud-only event moves by position: give the open seat at the short table (`open_seat`)
up-cards-facing = Seat { $seat } picked up its up cards while facing a bet of { $to_call } to call: in stud that kills the hand ({ $rule_dead_hands_stud }). The { $in_pot } the seat has put in stays in the pot.
up-cards-not-facing = Seat { $seat } picked up its up cards with no bet to face. The rule kills a hand that does so facing action ({ $rule_dead_hands_stud }); here it is the floor's call, and the reading taken is the same dead hand: turning the up cards down is a fold in stud, and a fold when a check was possible stands ({ $rule_non_standard_folds }). The { $in_pot } the seat has put in stays in the pot.
up-cards-dead-summary = Seat { $seat }'s hand is dead; its { $in_pot } stays in the pot.
up-cards-if-plays-on = If the floor finds the player did not mean to give up the hand (no bet was faced), the hand plays on with its up cards turned face up again.
up-cards-last-hand = One hand is left: seat { $seat } wins the pot of { $amount }.
error-pokerstars-stud-too-many-cards = more than seven cards are dealt to one stud player
error-pokerstars-stud-no-stakes = a stud hand needs its small and big bet in the header, e.g. "(0.04/0.08 USD)"
options-stud-short-completion = The all-in to { $all_in } over the { $bring_in } bring-in falls short of the { $small_bet } completion. Read from zero it is at least half of the bet, so it counts as the completion and the next raise is a full bet above it, to { $raise_to } ({ $rule_reopening_the_bet }-B). The TDA does not say whether such an all-in is measured from zero or by its increase over the bring-in: the floor's call.
options-stud-completion-counts = The all-in to { $all_in } falls short of the { $small_bet } completion, but it is { $increase } over the { $bring_in } bring-in: measured from zero or by its increase over the bring-in, it is at least half of the bet, so it counts as the completion and the next raise is a full bet above it, to { $raise_to } ({ $rule_reopening_the_bet }-B).
options-if-measured-over-bring-in = If the floor measures the all-in by its increase over the bring-in (less than half a bet), it is no completion: the player calls it or completes to { $small_bet }.
options-if-measured-over-bring-in-acted = If the floor measures the all-in by its increase over the bring-in (less than half a bet), it is no completion, and the betting is not re-opened for a player who has already put in the bring-in ({ $rule_reopening_the_bet }-B): the player calls it or folds.
error-hand-not-in-short-deck = { $card } is not in a short deck (six to ace): a card not of the deck found in the deal is a `deal_error` (`non_standard_card`, Rule 35-A)
undercall-chain-first-must-call = Several undercalls came one after another: play goes back to the first, seat { $seat } ({ $rule_binding_declarations_undercalls }-C). It put out { $amount } facing the opening bet (or heads-up), so it must make the full call to { $call_to }, adding { $add } ({ $rule_binding_declarations_undercalls }-B).
undercall-chain-first-floor = Several undercalls came one after another: play goes back to the first, seat { $seat } ({ $rule_binding_declarations_undercalls }-C). It put out { $amount } facing a raise in a multi-way pot: the floor holds it to the full call to { $call_to } (adding { $add }), the reading taken, or lets it forfeit the { $amount } and fold ({ $rule_binding_declarations_undercalls }-B).
undercall-chain-other = Seat { $seat } undercalled too, with { $amount }: it acts again once the first has corrected, and how it is treated is the floor's call ({ $rule_binding_declarations_undercalls }-C); the reading taken is a full call, adding { $add }.
undercall-chain-if-forfeits = If the floor lets seat { $seat } forfeit the { $amount } it put out, those chips stay in the pot and the hand is folded.
undercall-chain-summary = Play goes back to seat { $seat }, the first undercaller: it calls { $call_to }, adding { $add }; the later undercallers are the floor's.
error-undercall-chain-nobody-to-act = nobody is to act at the end of the hand's actions: the first undercall is by the seat to act
error-undercall-chain-need-two = a chain of undercalls has two or more; one undercall alone is a `bet` dispute (Rule 51-B)
error-undercall-chain-seat-twice = seat { $seat } is listed twice in the undercalls
error-undercall-chain-not-an-undercall = seat { $seat } owes { $owed }: an undercall is less than that, with chips behind (all-in for less is a call)
error-undercall-chain-first-not-to-act = the first undercall must be by the seat to act, seat { $to_act }, not seat { $seat }
bet-single-small-chip = Putting out one small chip ({ $chip }) against a bet of { $to_call } to call is not a standard way of calling: it is at the player's risk, read as the rules for an undercall say, and the floor may penalise it ({ $rule_methods_of_calling }).
final-table-not-yet = With { $remaining } players left the event is not yet at its final table of { $size }: play goes on at the tables as balanced ({ $rule_rp_final_table_size }).
final-table-two-tables = With { $remaining } players left, one more than the final table of { $size }, the event plays on two tables of { $half } until the next player is out ({ $rule_rp_final_table_size }).
final-table-forms-now = With { $remaining } players left the final table forms now: a table of { $size } ({ $rule_rp_final_table_size }).
final-table-draw = The seat cards are shown, scrambled face down into a stack, and each player is dealt one playing card face up; the seat cards are handed out from the stack starting with the highest card by suit (spades, hearts, diamonds, clubs), so the draw decides every seat ({ $rule_new_players_broken_tables }-B).
final-table-draw-summary = The final table forms; { $player } ({ $card }, the highest card) takes seat { $seat }, and the others follow by their cards.
error-final-table-table-size = seats per table run from 6 to 10
error-final-table-draw-count = the seat draw lists every player left: { $remaining }
error-final-table-seat-cards = the seat cards are one per player, seats 1 to 12, each once
error-final-table-not-a-card = a playing card is one card, e.g. `Ks`
error-final-table-card-twice = a playing card is dealt once
bet-single-chip-of-the-call = One chip of { $chip }, exactly the amount to call, pushed out with nothing said: a call, a standard way of calling ({ $rule_methods_of_calling }).
penalty-required = The rules say a penalty will be given for this ({ $rule }{ $part }), so a warning alone is not enough; { $prior ->
        [0] for a first infraction
        [one] after one earlier infraction
       *[other] after { $prior } earlier infractions
    } the reading is { $rounds ->
        [one] one missed round
       *[other] { $rounds } missed rounds
    }, and the size is the floor's.
penalty-device-no-live-hand = Seat { $seat } had already folded: the bar on using a device applies to players with live hands ({ $rule_electronic_devices }-C). A phone call at the table, a device resting on the table and strategy tools are barred all the same ({ $rule_electronic_devices }-A, B and D). No penalty on these facts.
penalty-if-used-live = the player used the device before folding, with the hand still live
penalty-identity = Players must be clearly identifiable at all times, and staff may ask a player to take off sunglasses, a hood or a face covering that hides the face or distracts others ({ $rule_player_identity }): seat { $seat } takes it off, and a refusal is penalised as the floor decides.
penalty-language = The house posts and announces the languages accepted at the table ({ $rule_official_language }); speaking another one at the table is penalised as the floor decides, like the incidents the rules name ({ $rule_penalties }-B).
penalty-phone-call = No one may talk on a phone at the table, whether in a hand or not ({ $rule_electronic_devices }-A).
penalty-device-on-table = Phones and other devices may not rest on the table ({ $rule_electronic_devices }-B).
penalty-strategy-tool = Betting apps, charts and other strategy tools may not be used at the table, in a hand or not, and no player may take strategy help from another person or source ({ $rule_electronic_devices }-D; the 2022 text barred them only with a live hand).
penalty-throwing-cards = Folded cards are pushed forward low to the table, never thrown or tossed high ({ $rule_exposing_cards }); throwing cards may be penalised ({ $rule_penalties }-B).
penalty-chips-forfeited = Seat { $seat } held { $chips } out of view: those chips are forfeited and taken out of play, whatever the intent, and the player may also be disqualified ({ $rule_chips_out_of_view }).
penalty-summary-forfeit = Seat { $seat } forfeits { $chips }, taken out of play. { $penalty }
error-penalty-chips-needed = `chips_hidden` needs `hidden_chips`: the chips that were out of view
error-penalty-chips = the chips out of view are a positive amount of chips
error-penalty-chips-only-out-of-view = `hidden_chips` is the chips out of view, for `chips_hidden` only
away-penalty-lean = For a first infraction the rules lean to a verbal warning, and repeat infractions escalate ({ $rule_penalties }-A); one missed round here would be { $hands } hands, with { $forced } in blinds and antes posted meanwhile. A `penalty` question counts it with the player's earlier penalties.
rebuy-before-deal-read = "Before the deal" is read as before the hand began; the line is the start of the hand (the first riffle, the shuffler button, the dealer push), not the deal of the first card.
rebuy-if-hand-begun = the shuffle or the dealer push for this hand had already begun when the re-buy was announced: the hand is played for { $stack }, and the re-buy's { $chips } come in after it
citation-number-unknown = TDA { $edition }, number unknown ({ $before })
citation-number-unknown-candidates = TDA { $edition }, number unknown ({ $before }; possibly { $candidates })
citation-new-in-2026 = new in 2026
seat-orbit-twice = With the big-blind ante the big blind costs { $big_total }: brought sooner, it falls twice within one orbit of the last one posted in the wrong seat, and so does the small blind ({ $small }): { $extra } more than an orbit's share.
seat-orbit-skipped = With the big-blind ante the big blind costs { $big_total }: put off, one orbit passes without it, and without the small blind ({ $small }): { $extra } less than an orbit's share.
seat-swap = The player in seat { $assigned } drew seat { $seat }: the two swapped, so both are in the wrong seat and both move, each with the whole stack (seat { $assigned }: { $amount }).
error-seat-occupant-seat = a seat is 1 to 12, not { $seat }
error-seat-no-occupant = `occupant_assigned_seat` is the seat drawn by the player sitting in seat { $assigned }: that seat must be taken (a seat of the hand, or `assigned_seat_empty: false`)
button-no-make-up = The TDA has no make-up of a dodged blind: seat { $seat } does not post the blinds it missed, and the penalty is the remedy ({ $rule_dodging_blinds }).
seat-orbit-twice-small-dead = With the big-blind ante the big blind costs { $big_total }: brought sooner, it falls twice within one orbit of the last one posted in the wrong seat, { $big_total } more than an orbit's share; the small blind ({ $small }) due next in seat { $seat } does not, as the player has left that seat.
before-amount-held-to-call-all-in = Seat { $seat } called before seat { $bettor }'s amount was known: the floor rules as best fits the situation, and may hold the caller to any amount ({ $rule_conditional_declarations }-B); the reading the rule leans to is a call of the bet, which takes seat { $seat } all in for { $to } in all.
before-amount-uncalled = Nobody is left to act: the { $amount } of the bet that seat { $seat } put out and nobody can call goes back to seat { $seat }.
item-uncalled = Nobody is left to act: the { $amount } of the bet that seat { $seat } put out and nobody can call goes back to seat { $seat }.
away-if-clock-ends-hand = a clock is called on seat { $seat } facing the bet and runs out before the player is back: the hand is dead, its { $in_pot } stay in the pot, and that ends the hand: seat { $winner } wins the { $pot } pot
away-if-clock-ends-hand-back = a clock is called on seat { $seat } facing the bet and runs out before the player is back: the hand is dead, its { $in_pot } stay in the pot, and that ends the hand: seat { $winner } wins the { $pot } pot and takes back the { $back } nobody called
seat-no-blind-yet = The player has posted no big blind from seat { $seat }: the move skips and doubles no blind, it only sets when the first one comes.
seat-if-no-blind-yet = the player has posted no big blind from seat { $seat } yet: the move skips and doubles no blind, and nothing is left to the floor
rotation-worst-position-now = At the short table the player takes the worst position, seat { $seat }: the big blind of the next hand there, which the rule allows even where the seat is then big blind twice ({ $rule_balancing_tables }-A).
rotation-worst-position = At the short table the player takes the worst position, seat { $seat }: the first open seat the big blind reaches, in { $hands } hands; never the small blind ({ $rule_balancing_tables }-A).
error-rotation-short-table = the short table: its seats with a player (1 to 12), the seat of its last big blind among them, and its size (2 to 12)
error-rotation-short-table-full = the short table has no open seat
error-rotation-short-table-stud = `short_table` is for mixed events; in a stud-only event the player takes the open seat (`open_seat`)
penalty-repeat-top = Repeat infractions bring escalating penalties ({ $rule_penalties }-A), and the player's earlier penalties in this event have already reached the top of the missed-round ladder ({ $top } missed rounds): the next step is disqualification; a longer missed-round penalty is the floor's other choice.
cond-call-is-check = “Call” with no bet to face is a check: the statement binds seat { $seat } to a check ({ $rule_invalid_bet_declarations }).
cond-may-not-raise = Seat { $seat } may not raise here (the betting is not re-opened for it), so the stated raise binds seat { $seat } to a call, to { $to } ({ $rule_reopening_the_bet }).
cond-no-amount = No amount was stated: the statement binds seat { $seat } to the minimum, to { $to }.
cond-more-than-stack = { $said } is more than seat { $seat } has: the statement binds seat { $seat } all in, to { $to }.
cond-more-than-limit = { $said } is more than seat { $seat } may bet or raise to here under the limit: the statement binds seat { $seat } to the most, { $to }.
cond-below-minimum = { $said } is below the minimum of { $to }: it is brought up to { $to } ({ $rule_incorrect_bets }).
cond-act-fold = fold
cond-act-check = check
cond-act-call = call, to { $to }
cond-act-all-in = all in, to { $to }
cond-act-bet = bet { $to }
cond-act-raise = raise to { $to }
play-out-uncalled = Nobody can call { $amount } of seat { $seat }'s bet: it goes back to seat { $seat }.
play-out-pot-won = The pot of { $amount } goes to { $count ->
        [one] seat { $winners }
       *[other] seats { $winners }, split
    }.
play-out-pot-at-showdown = The pot of { $amount } is decided at the showdown between seats { $eligible }.
penalty-nuts-call-not-soft-play = Seat { $seat } only called the last bet on the river, closing the action, holding the exclusive nuts: that alone is not soft play; a player is never obliged to raise ({ $rule_penalties }-B). No penalty on these facts.
bet-silent-chips = Seat { $seat } put out { $chips } without a word, with nothing to call: the chips are a bet of their value.
stud-deal-bring-in-if-card = The request does not say which down card was exposed: if it was the { $card }, seat { $seat } brings in (the other reading is an alternative).
stud-deal-if-exposed-card = the exposed card was the { $card }: seat { $seat } brings in
error-stud-deal-one-card = one card, such as "As": the down card that was exposed
import-note-capped-limit-raise = actions[{ $index }]: seat { $seat }'s fixed-limit raise recorded to { $to }, all an opponent can call, is read as the limit's raise to { $full }: the opponent calls all in for less and { $excess } is returned uncalled
error-hand-one-blind-form-only = { $by ->
        [button] a button blind
        *[nobody] a hand without blinds
    } has no small blind, dead small blind, big-blind ante, straddles or posts outside the blinds
import-note-ohh-draw-variant = OHH's game_type "Draw" names no variant: read as { $game } (cards dealt: { $cards }; draws: { $draws })
away-dead-nothing-in = The hand of seat { $seat } is dead: the clock ran out with the player away, facing a bet.
options-bet-to = bet { $to }
options-bet-between = bet between { $lo } and { $hi }
error-hand-spot-stud-no-button = { $game } has no button (antes and a bring-in instead): leave the button out of the spot
error-hand-spot-stud-cards = { $street }: each seat has been dealt { $n } cards so far; seat { $seat } has { $given }
error-hand-spot-up-cards = { $street }: each seat shows { $n ->
        [one] one up card
       *[other] { $n } up cards
    }; seat { $seat } shows { $given }
error-replay-spot-opener-by-cards = { $street }: nobody has acted yet, and by the up cards seat { $opener } acts first, not seat { $seat }
error-hand-run-only-board-deal = `run` is given only on a board deal, in a game with a board (here: { $game })
error-hand-run-out-of-order = run { $run } is not the next run: the runs after the first are 2, then 3, each dealt after the one before
error-replay-run-not-due = a deal of run { $run } comes before the betting is closed with a player all in, before the first run's board is complete, or out of the order of the streets: a board is run again only for the cards still to come once the betting is over
options-not-reopened-limit = Seat { $seat } has already acted on this street and now faces { $to_call }, less than { $need } (half a bet): the betting is not re-opened, so seat { $seat } may only call or fold ({ $rule_reopening_the_bet }).
string-later-chips-complete = Seat { $seat } must still reach { $to }: of the { $back } of the later motions, { $used } stay in toward it and only { $rest } goes back to the player.
string-later-chips-all-stay = Seat { $seat } must still reach { $to }: the { $back } of the later motions stay in toward it, so nothing goes back.
bet-completion-all-in = Seat { $seat } has less than the full raise to { $full_to }: completing it puts seat { $seat } all-in for { $to }, short of a full raise ({ $rule_reopening_the_bet }).
string-summary-call = A call of { $to }; { $back } goes back to seat { $seat } in all, the later motions' chips included.
incorrect-bet-caller-brought-up = Seat { $seat } called the { $to }: a call matches the bet it calls, so seat { $seat } adds { $add } and calls the corrected { $min_to } ({ $rule_incorrect_bets }).
incorrect-bet-caller-all-in = Seat { $seat } called the { $to } and has only { $add } left: it adds them, all-in, short of the corrected { $min_to } ({ $rule_incorrect_bets }).
sderr-break-too-late = The hand was the last before a break: a claim had to come within one minute of the pot being awarded; this one came later, so the pot stays as awarded ({ $rule_disputed_hands }).
button-button-blind-moves = The blinds are the button's alone (a button blind): the button, and its blind with it, moves one player on, from seat { $from } to seat { $button }; no seat's blind is owed, so no button or blind is dead ({ $rule_dead_button }).
button-no-blinds-moves = The hand has no blinds (antes alone): the button moves one player on, from seat { $from } to seat { $button }, and nothing else is posted ({ $rule_dead_button }).
button-summary-button-blind = Next hand: button on seat { $button }, who posts the button blind; no other blinds.
button-summary-no-blinds = Next hand: button on seat { $button }; no blinds (antes alone).
knob-clock-seconds = Seconds a player has to act once the clock is called, before the countdown (TDA: 25).
knob-clock-countdown-seconds = Seconds of the countdown that follows (TDA: 5).
knob-clock-expiry = What a clock that runs out does (TDA: the hand is dead facing a bet, else checked).
knob-shot-clock-seconds = A shot clock: seconds every player has for every decision, running without being called (TDA: none, 0; the clock is called by a player or the floor).
knob-time-bank-seconds = Seconds one time-bank (extension) card adds to the player's time (TDA: none, 0).
knob-time-banks = Time-bank cards each player has for the event (TDA: none, 0).
knob-limit-cap-bets = Bets allowed per betting round in limit: a bet and the raises after it (TDA: the house's cap; the engine's default 4, a bet and three raises). A hand that states its own cap keeps it.
knob-limit-cap-heads-up = Whether the limit cap still applies with two players left in the hand (TDA: it does, until the event is down to two players).
knob-stud-completion-counts = Whether a stud completion of the bring-in is the round's bet toward the cap (TDA: it is: the bring-in is no bet and the completion is the first full one, Rule 3's "complete"; a house that leaves it out allows a completion and as many raises as the cap).
knob-bring-in-ace-high = Whether the ace counts high for the bring-in in stud and stud/8, so that an ace never brings in (TDA: silent, the house's game rule; the engine's reading, as PokerKit's and the WSOP's: high). In razz the ace is always low and the highest card brings in; suits rank clubs, diamonds, hearts, spades.
knob-passive-out-of-turn = Which reading of a passive action out of turn applies (TDA: the edition's own).
knob-big-blind-ante-order = What a short big blind posts first in a big-blind-ante format (TDA: the blind).
knob-dodging-blinds = What a deliberate dodge of the blinds costs (TDA: a penalty).
knob-at-seat-by = The moment a player must be at the seat (TDA: the last card of the initial deal).
knob-odd-chip = Who gets the odd chip of a split pot in a board game (TDA: the first winner left of the button).
knob-misread-window = How long a misread tabled hand may be corrected (TDA: until the next hand begins).
knob-pot-error-window = How long a pot awarded to the wrong player may be corrected (TDA: until substantial action on the next hand).
knob-ask-to-see = Who may ask to see a hand at the showdown (TDA: a river caller the aggressor's; others the floor's call).
knob-deliberate-exposure = What deliberately exposing cards with action pending does (TDA: a penalty, the hand stays live).
knob-first-penalty = The first penalty for an infraction with none before (TDA: the floor's; the rules lean to a warning).
knob-penalty-max-rounds = The most missed rounds the penalty ladder reaches before disqualification (TDA: the floor's; the engine's reading 3).
knob-halt-short-by = A table this many players or more short of the largest table halts play (TDA: 3).
knob-substantial-actions = Substantial action: this many actions in turn, whatever they are (TDA: 3).
knob-substantial-actions-with-chips = Substantial action: this many actions in turn when at least one puts chips in (TDA: 2).
knob-conditional-statements = Whether a conditional statement binds (TDA: the floor decides).
knob-chip-count = When a player may have an opponent's chips counted exactly (TDA: facing that player's all-in, in turn).
knob-pot-limit-overbet = What happens to a pot-limit bet larger than the pot (TDA: reduced for every caller until the next card).
knob-expects-int = a whole number from { $min } to { $max }
knob-expects-choice = one of { $values }
knob-expects-flag = true or false
seat-later-in-orbit = The big blind ({ $big }) comes to the player { $hands ->
        [one] one hand
       *[other] { $hands } hands
    } later than it would have: the orbit's order changes, but the player's next big blind is still this orbit's, so nothing is skipped and there is nothing to make up.
seat-sooner-in-orbit = The big blind ({ $big }) comes to the player { $hands ->
        [one] one hand
       *[other] { $hands } hands
    } sooner than it would have: the orbit's order changes, but the player pays it once in the orbit, so nothing is paid twice and there is nothing to give back.
seat-in-orbit-floor = No rule speaks to a blind a move shifts, so the floor has the last word; the rules lean to nothing owed either way.
rotation-left-since = Players have left since that hand: the dead button (Rule 32) places the next hand from that hand's blinds, the big blind moving on one player, and a seat left empty stays empty.
rotation-dead-small = The small blind is dead: last hand's big blind (seat { $seat }) has left.
rotation-dead-button = The button is dead on seat { $seat }, now empty.
rotation-next-button-summary-no-small = Button seat { $button }, no small blind, big blind seat { $big }.
error-rotation-left-since = a seat that has left since is numbered 1 to 12 and is not one of `seats` (`left_since`)
h4h-if-different-tables = If the players busted at different tables on the same hand-for-hand hand: they share their places and money ({ $rule_rp_hand_for_hand }); the starting-stack order is for busts at one table.
h4h-different-tables = The players busted at different tables: the starting-stack order ({ $rule_simultaneous_busts }) is for busts at one table, so they share as hand-for-hand has it.
