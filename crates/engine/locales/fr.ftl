### floorcall : les mots des décisions, en français.
### Les titres et résumés des règles sont une paraphrase propre à floorcall, utilisée avec l’autorisation de la TDA
### (voir NOTICE dans les décisions) ; seules les règles officielles de la TDA font foi.
### Un message par raison de crates/engine/src/disputes ; ses arguments ($seat, $to…) sont les
### champs de la raison. Les jetons arrivent formatés ; les nombres choisissent les formes du pluriel.

language-name = Français
number-group-separator = {"\u202F"}
# Punctuation the code joins lists with: between items, before the last of several seats, between clauses.
list-separator = {", "}
list-last-separator = {" et "}
clause-separator = {"\u202F; "}
# Une règle citée dans une raison : son numéro dans l’édition de la décision.
rule-ref = Règle { $number }
# … lorsque le numéro de l’édition n’est pas connu : son numéro de 2024, en le précisant.
rule-ref-unknown = TDA 2024, Règle { $number }
# Le résumé d’une décision dont les raisons n’en ont donné aucun (jamais attendu).
ruling-no-summary = Le floor tranche ce litige.
# The TDA permission notice every ruling carries.
ruling-notice = Les numéros et titres des règles de la Poker TDA sont utilisés avec l’autorisation de la Poker Tournament Directors Association (www.pokertda.com). Les résumés et le raisonnement sont une paraphrase propre à floorcall, non le texte officiel ; seules les règles officielles de la TDA font foi.

## bet

bet-words-after-chips = L’annonce est venue après que les jetons ont été posés, ce sont donc les jetons qui définissent l’action ({ $rule_methods_of_betting } : ce qui vient en premier prévaut).
bet-words-with-chips = L’annonce est venue en même temps que les jetons : une annonce verbale claire faite en même temps que les jetons prévaut ({ $rule_methods_of_betting }-A).
bet-raise-by = « Relance de { $by } » ajoute { $by } à la mise de { $current } : une relance à { $to }.
bet-if-words-came-first = l’annonce a été faite avant que les jetons soient posés, ou en même temps
bet-assumes-chips-first = Cette lecture suppose que les jetons ont été posés avant l’annonce. Si l’annonce est venue en premier, c’est elle qui définit l’action ({ $rule_methods_of_betting }). { $words }
bet-floor-holds-to-words = le floor tient le joueur à son annonce
bet-floor-holds-to-chips = le floor tient le joueur aux jetons posés
bet-words-reading = Annonce : { $words }
bet-chips-reading = Jetons : { $chips }
bet-words-unclear = L’annonce et les jetons du siège { $seat } ne concordent pas et l’annonce n’a pas été clairement entendue : il n’y a pas de réponse toute faite ; le floor décide de la manière la plus équitable possible ({ $rule_methods_of_betting }, { $rule_floor_decisions }).
bet-words-before-chips = L’annonce est venue avant les jetons, c’est donc elle qui définit l’action ({ $rule_methods_of_betting }).
bet-gathered-all-in = Le siège { $seat } a rassemblé tous ses jetons et les a poussés en avant : cela peut être lu comme un tapis pour { $to } ; le floor décide.
bet-gesture-may-mean-all-in = Pousser ou lancer tout le stack en avant d’un seul geste peut être lu comme l’intention de tout miser, quoi que donnent les critères jeton par jeton ; la TDA laisse la décision au floor ({ $rule_floor_decisions }).
bet-floor-judges-chip-by-chip = le floor juge plutôt les jetons un par un
bet-fold-binds = Le siège { $seat } s’est couché : c’est définitif.
bet-fold-when-not-facing-a-bet = Se coucher à son tour sans faire face à une mise n’est pas standard, mais cela engage le joueur ({ $rule_non_standard_folds }).
bet-checked = Le siège { $seat } a dit parole.
bet-check-facing-a-bet = Le siège { $seat } a dit « parole » face à une mise de { $facing } : le siège { $seat } peut payer ou se coucher, mais pas relancer ({ $rule_invalid_bet_declarations }).
bet-call-with-no-bet = Le siège { $seat } a dit « payé » sans mise à payer : c’est une parole ({ $rule_invalid_bet_declarations }).
bet-call-binds = Le siège { $seat } a dit « payé » à son tour : cela l’engage à un call complet, à { $to } ({ $rule_binding_declarations_undercalls }).
bet-declared-call-is-no-undercall = Les { $pushed } avancés ne sont pas un call incomplet : « payé » a été annoncé, le siège { $seat } doit donc la totalité des { $to_call }.
bet-declared-all-in = Le siège { $seat } a annoncé tapis : { $to } au total sur ce tour d’enchères.
bet-short-all-in = { $to } est inférieur à une relance complète (à { $full_to }) : c’est un tapis incomplet, qui ne rouvre pas les enchères pour les joueurs ayant déjà agi ({ $rule_reopening_the_bet }).
bet-raise-not-allowed-calls = Le siège { $seat } ne peut pas relancer ici : la relance annoncée engage donc le siège { $seat } à payer { $current } ({ $rule_reopening_the_bet }).
bet-pot-not-allowed-calls = Le siège { $seat } ne peut pas relancer ici : « pot » engage donc le siège { $seat } à payer { $to }.
bet-pot-limit-pot = Pot-limit : « pot » est une mise du montant du pot ; le total du siège { $seat } est de { $to } ({ $rule_pot_limit_bets }).
bet-floor-may-allow-any-amount = Le floor peut permettre au siège { $seat } de miser tout montant légal compris entre { $to } et { $max_to }, s’il est annoncé immédiatement.
bet-below-minimum-brought-up = { $to } est inférieur au minimum de { $min_to } : la mise est portée à { $min_to } ({ $rule_incorrect_bets }).
bet-above-the-most = { $to } dépasse ce qui est autorisé ; le maximum est de { $max_to }.
bet-raise-amount-is-a-total = « Relance » suivi d’un montant désigne le total de la relance, et non ce qui est ajouté ({ $rule_raise_amounts }).
bet-is-all-in = Le siège { $seat } est à tapis pour { $to }.
bet-bets = Le siège { $seat } mise { $to }.
bet-raises-to = Le siège { $seat } relance à { $to }.
bet-unclear-amount-read = « { $amount } » ne peut pas être pris au pied de la lettre (inférieur à la grosse blinde de { $big_blind }) ; un montant ambigu est lu comme le montant raisonnable le plus élevé ne dépassant pas le pot de { $pot } : { $read } ({ $rule_unclear_betting }).
bet-amount-alone-is-pushed = Un montant annoncé seul équivaut à avancer { $read } en silence ({ $rule_methods_of_betting }).
bet-oversized-chip-calls = Un seul jeton de { $chip } face à une mise de { $facing }, sans annonce préalable de « relance », est un call : { $back } sont rendus.
bet-oversized-chip-rule = Règle : un jeton de valeur supérieure est un call, sauf si « relance » est annoncé avant qu’il soit posé ({ $rule_oversized_chip }), même s’il s’agit du dernier jeton du joueur.
bet-every-chip-needed = Un call de { $current } : chaque jeton était nécessaire{ $any ->
        [yes] , { $back } sont rendus.
       *[no] .
    }
bet-removing-one-leaves-less = { $chips } ; en retirant un jeton de { $smallest }, il reste { $without_one } < { $need } nécessaires pour payer, donc chaque jeton était nécessaire : c’est un call ({ $rule_multiple_chip_betting }).
bet-removing-one-leaves-enough = { $chips } ; en retirant un jeton de { $smallest }, il reste { $without_one } ≥ { $need } nécessaires pour payer, donc les jetons n’étaient pas tous nécessaires.
bet-last-chips-all-in = C’étaient les derniers jetons du siège { $seat } : le siège { $seat } est donc à tapis pour { $to }, quoi que donne la règle des 50 % ({ $rule_multiple_chip_betting }).
bet-raise-not-allowed-chips-call = Le siège { $seat } ne peut pas relancer ici : les jetons sont donc un call de { $current } ; { $back } sont rendus.
bet-full-raise-reached = { $total } atteint une relance complète ({ $current } + { $full } = { $full_to }) : c’est une relance à { $total } ({ $rule_raise_amounts }).
bet-full-raise-held = { $total } atteint une relance complète ({ $current } + { $full } = { $full_to }), mais le maximum autorisé est { $max_to }{ $pot ->
    [yes] {" "}(une mise au-dessus du pot est illégale, { $rule_incorrect_bets }-B)
   *[no] {" "}(une mise en limite)
} : c’est une relance à { $max_to } ({ $rule_raise_amounts }).
bet-a-raise-to = Une relance à { $to }.
bet-a-raise-to-back = Une relance à { $to } ; les { $back } en trop sont rendus.
bet-half-raise-must-complete = La règle des 50 % s’applique : { $total } ≥ { $half }, soit la moitié d’une relance au-dessus du call, mais < { $current } + { $full } = { $full_to } : le siège { $seat } doit compléter sa relance à { $full_to } ({ $rule_raise_amounts }).
bet-must-complete-to = Une relance : le siège { $seat } doit la compléter à { $full_to }.
bet-less-than-half-raise = La règle des 50 % s’applique : { $total } < { $half }, moins de la moitié d’une relance au-dessus du call : c’est un call, { $back } sont rendus ({ $rule_raise_amounts }).
bet-call-goes-back = Un call de { $current } ; { $back } sont rendus au siège { $seat }.
bet-prior-covers-the-call = Les { $prior } déjà devant le joueur couvrent le call de { $current } ; ajouter des jetons fait de l’ensemble une mise : { $total } au total ({ $rule_prior_bet_chips }).
bet-prior-partly-pulled-back = Une partie des jetons précédents a été retirée : les { $prior } restants et les nouveaux jetons, { $total } au total, sont jugés ensemble ({ $rule_prior_bet_chips }).
bet-prior-all-pulled-back = Les jetons précédents ont été retirés : les nouveaux jetons sont jugés par rapport au call complet de { $need } ({ $rule_prior_bet_chips }).
bet-prior-short-of-call = Les { $base } devant le joueur ne couvrent pas le call ; comme ils sont restés en place, les nouveaux jetons sont jugés par rapport aux { $need } encore dus ({ $rule_prior_bet_chips }).
bet-single-new-chip-calls = Un seul nouveau jeton de { $chip } est un call ({ $rule_oversized_chip }).
bet-undercall = Le siège { $seat } a avancé { $put }, moins que les { $to_call } à payer, sans dire « payé » : c’est un call incomplet ({ $rule_binding_declarations_undercalls }).
bet-floor-decides-undercall = Le pot se joue à plusieurs joueurs et la mise à payer ({ $current }) n’est pas la mise d’ouverture, le floor décide donc : exiger un call complet, ou laisser le siège { $seat } abandonner { $forfeit } et se coucher.
bet-floor-requires-full-call = le floor exige un call complet
bet-floor-lets-forfeit = le floor laisse le joueur abandonner les jetons et se coucher
bet-undercall-of-a-raise = Un call incomplet face à une relance dans un pot à plusieurs joueurs : le floor peut exiger un call complet à { $call_to } ou laisser le siège { $seat } abandonner { $forfeit } et se coucher.
bet-no-limit-pot-is-a-minimum = En no-limit, « pot » n’est pas un montant valable, mais il engage le siège { $seat } à au moins { $word ->
        [bet] une mise
       *[raise] une relance
    } minimum : à { $to } ({ $rule_pot_limit_bets }).
bet-declared-with-chips = Le siège { $seat } a annoncé { $word ->
        [bet] une mise
       *[raise] une relance
    } et avancé { $chips } : les jetons donnent le montant.
bet-declared-without-amount = Le siège { $seat } a annoncé { $word ->
        [bet] une mise
       *[raise] une relance
    } sans montant : le siège { $seat } est engagé au moins pour le minimum, { $min_to }.
bet-half-raise-odd = { $current } + { $full }/2
bet-half-raise = { $current } + { $half } = { $threshold }
bet-undercall-made-full = Un call incomplet { $when ->
        [heads-up] en heads-up
       *[opening-bet] face à la mise d’ouverture du tour d’enchères dans un pot à plusieurs joueurs
    } doit être complété en call complet : à { $call_to }.
bet-undercall-must-call = Call incomplet { $when ->
        [heads-up] en heads-up
       *[opening-bet] face à la mise d’ouverture du tour d’enchères dans un pot à plusieurs joueurs
    } : le siège { $seat } doit payer en totalité, à { $call_to }.

## options

options-to-call = La mise est de { $current } sur ce tour d’enchères ; le siège { $seat } { $any_in ->
        [yes] a déjà mis { $committed }
       *[no] n’a encore rien mis
    }, payer coûte donc { $to_call }.
options-full-raise = La plus grosse mise ou relance complète sur ce tour d’enchères est de { $full } ({ $rule_raise_amounts }) : une relance doit aller au moins à { $current } + { $full } = { $min_to }.
options-short-all-in-is-no-full-raise = Un tapis incomplet n’est pas une relance complète et ne modifie pas ce montant, même lorsque plusieurs tapis incomplets cumulés le dépassent ({ $rule_reopening_the_bet }).
options-not-reopened = Le siège { $seat } a déjà agi sur ce tour d’enchères et fait maintenant face à { $to_call }, moins que { $need } (une relance complète) : les enchères ne sont pas rouvertes, le siège { $seat } peut donc seulement payer ou se coucher ({ $rule_reopening_the_bet }).
options-cap-reached = Ce tour d’enchères a atteint le plafond de { $bets } mises (une mise et { $raises } relances, { $rule_number_of_raises }) : le siège { $seat } peut payer ou se coucher.
options-call-takes-all-chips = Payer prend tous les jetons du siège { $seat } : il ne lui reste rien pour relancer.
options-no-opponent-to-call = Aucun adversaire n’a les jetons pour payer plus de { $current } : une relance ne pourrait jamais être payée, le siège { $seat } peut donc payer ou se coucher.
options-reopened = Le siège { $seat } a déjà agi sur ce tour d’enchères mais fait maintenant face à { $to_call }, soit au moins une relance complète de { $full } : les enchères sont rouvertes ({ $rule_reopening_the_bet }).
options-not-acted-yet = Le siège { $seat } n’a pas encore agi sur ce tour d’enchères (poser une blinde n’est pas une action), le siège { $seat } peut donc relancer ({ $rule_reopening_the_bet }).
options-fixed-limit-size = Limite fixe : les mises et relances de ce tour d’enchères sont de { $bet } ; une relance va à { $to }.
options-short-of-a-full-raise = Le siège { $seat } a { $all_in } au total sur ce tour d’enchères, moins qu’une relance complète : relancer signifie faire tapis pour { $all_in }.
options-check = dire parole
options-call = payer { $amount }
options-raise-to = relancer à { $to }
options-raise-between = relancer à un montant compris entre { $lo } et { $hi }
options-may-fold-call-or-raise = Le siège { $seat } peut se coucher, { $call } ou { $raise }.
options-may-only-call-or-fold = Le siège { $seat } peut seulement { $call } ou se coucher ; il ne peut pas relancer.
options-pot-limit-maximum = Pot-limit : payer { $to_call }, puis relancer du montant du pot après le call{ $preflop ->
        [yes] {" "}(préflop, en comptant des blindes complètes)
       *[no] {""}
    } ; le siège { $seat } peut relancer au maximum à { $max_to } ({ $rule_pot_limit_bets }).

## out-of-turn

out-of-turn-fold-binds = Se coucher hors de son tour est engageant : la main du siège { $seat } est morte ({ $rule_non_standard_folds }).
out-of-turn-follows-the-2026-illustration = Le texte de 2026 de cette règle n’était pas disponible pour floorcall ; cette décision suit l’illustration de 2026 (en heads-up : une parole hors de son tour, puis une mise : payer ou se coucher seulement). Selon les règles de 2024, le joueur aurait toutes les options.
out-of-turn-behind = Le siège { $behind } a également agi hors de son tour ({ $act }), après le siège { $seat } dans l’ordre du jeu, avant que l’action ne revienne au bon joueur. Cette action est jugée de la même manière lorsque l’action lui parvient : elle est engageante si le siège { $behind } { $any_bet ->
        [yes] fait alors face à une mise de { $faced }
       *[no] n’a alors toujours aucune mise à payer
    }, comme c’était le cas ; si l’action a changé, { $with_chips ->
        [yes] les jetons peuvent être repris et le siège { $behind } a toutes les options
       *[no] le siège { $behind } a toutes les options
    } ({ $rule_action_out_of_turn }-A).
out-of-turn-behind-fold = Le siège { $behind } s’est également couché hors de son tour : se coucher hors de son tour est engageant, la main du siège { $behind } est donc morte ({ $rule_non_standard_folds }).
out-of-turn-passive-in-2026 = Selon les règles de 2026, cette parole hors de son tour, en heads-up, limiterait le joueur à payer ou se coucher une fois l’action changée ; les règles de 2024 donnent toutes les options.
out-of-turn-unchanged-binds = L’action à laquelle le siège { $seat } faisait face n’a pas changé ({ $any_bet ->
        [yes] toujours { $faced }
       *[no] toujours aucune mise
    }), l’action hors tour est donc engageante : { $act } ({ $rule_action_out_of_turn }).
out-of-turn-over-the-most = La mise du siège { $seat } à { $to } dépasse ce que le tour d’enchères permet à son tour de parole, { $most } : elle l’engage pour { $most }, et les { $back } en trop lui sont rendus.
out-of-turn-back-to-the-seat-in-turn = L’action revient au siège { $next }. Si les joueurs avant le siège { $seat } se contentent de dire parole, de payer ou de se coucher, l’action hors tour ({ $act }) est maintenue ; si l’un d’eux mise ou relance, elle n’est pas engageante et le siège { $seat } a toutes les options ({ $rule_action_out_of_turn }).
out-of-turn-if-next-raises = le siège { $next } relance (par exemple à { $min_to })
out-of-turn-raise-example = Par exemple, si le siège { $next } relance à { $min_to }, le siège { $seat } fait face à { $min_to } et peut payer { $to_call }, surrelancer à au moins { $reraise_to } ou se coucher ; les { $returned } avancés hors de son tour peuvent être rendus.
out-of-turn-if-others-only-check-call-or-fold = les joueurs avant le siège { $seat } se contentent de dire parole, de payer ou de se coucher
out-of-turn-spoke-up = Le siège { $skipped } s’est manifesté avant une action substantielle : l’action revient au siège { $skipped }, et l’action hors tour est jugée comme le prévoit la règle : engageante sauf si l’action change ({ $rule_action_out_of_turn }-A).
out-of-turn-fold-always-binds = Se coucher hors de son tour est engageant dans tous les cas ({ $rule_non_standard_folds }).
out-of-turn-skipped-stays-silent = Le siège { $skipped } a été sauté et ne s’est pas manifesté avant une action substantielle hors tour : les actions hors tour sont maintenues. Le floor décide du sort de la main du siège { $skipped } (par exemple morte, ou limitée à payer ou se coucher) ({ $rule_action_out_of_turn }).
out-of-turn-floor-rules-hand-dead = le floor déclare morte la main du siège { $skipped }
out-of-turn-floor-keeps-hand-live = le floor garde vivante la main du siège { $skipped }, limitée à payer ou se coucher
out-of-turn-if-spoke-up = le siège { $skipped } s’est manifesté avant l’action substantielle
out-of-turn-check-and-fold-reading = Dire parole et se coucher ne constituent une action substantielle que selon la parenthèse de { $rule_substantial_action } ; floorcall s’en tient à la phrase qui la définit (des jetons doivent être mis), et le floor peut la lire autrement.
out-of-turn-floor-counts-check-and-fold = le floor compte le fait de dire parole et celui de se coucher comme action substantielle
out-of-turn-skipped-keeps-right = Pas encore d’action substantielle : le siège { $skipped } conserve le droit d’agir ; l’action revient au siège { $skipped } ({ $rule_action_out_of_turn }).
out-of-turn-fold = se coucher
out-of-turn-check = dire parole
out-of-turn-call = payer
out-of-turn-bet = miser { $to }
out-of-turn-raise = relancer à { $to }
out-of-turn-passive-then-changed = L’action a changé après l’action passive hors tour du siège { $seat } ({ $act }) : selon les règles de 2026, le siège { $seat } peut seulement payer { $to_call } ou se coucher, pas relancer ({ $rule_action_out_of_turn }).
out-of-turn-changed-not-binding = L’action est passée { $any_bet ->
        [yes] de { $faced }
       *[no] de zéro (aucune mise)
    } à { $now } avant le tour du siège { $seat }, l’action hors tour ({ $act }) n’est donc pas engageante : { $any_back ->
        [yes] les { $returned } sont rendus et le siège { $seat }
       *[no] le siège { $seat }
    } a toutes les options : payer { $to_call }{ $raise_from ->
        [0] {""}
       *[other] , relancer à au moins { $raise_from }
    } ou se coucher ({ $rule_action_out_of_turn }).
out-of-turn-counted-substantial = { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } hors tour à gauche du siège { $skipped }, { $with_chips ->
        [0] aucune
       *[other] dont { $with_chips }
    } avec des jetons : action substantielle ({ $rule_substantial_action }).
out-of-turn-counted-not-yet = { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } hors tour à gauche du siège { $skipped }, { $with_chips ->
        [0] aucune
       *[other] dont { $with_chips }
    } avec des jetons : pas encore d’action substantielle ({ $rule_substantial_action }).
out-of-turn-all-in = faire tapis
out-of-turn-show-or-muck = montrer ou jeter sa main

## incorrect-bet

incorrect-bet-over-pot-stands = La mise de { $to } dépassait la limite du pot de { $max_to }, mais la carte suivante a été distribuée : elle est maintenue ({ $rule_incorrect_bets }).
incorrect-bet-over-pot-stands-after-action = La mise de { $to } dépassait la limite du pot de { $max_to }, mais une action substantielle l’a suivie ({ $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }, { $with_chips ->
        [0] aucune
       *[other] dont { $with_chips }
    } avec des jetons) : selon la règle maison, elle est maintenue.
incorrect-bet-low-count-raised = Le joueur qui a misé a demandé le pot, mais le décompte du croupier était trop bas : sans action substantielle depuis la mise, celle-ci est portée à la mise du pot de { $max_to } ({ $rule_incorrect_bets }).
incorrect-bet-check-and-fold-only = Seuls ont suivi un joueur qui a dit parole et un joueur qui s’est couché : ce n’est une action substantielle que selon la parenthèse de { $rule_substantial_action } ; le floor peut la lire ainsi et maintenir la mise.
incorrect-bet-below-minimum-stands = La mise de { $to } était inférieure au minimum de { $min_to }, mais la carte suivante a été distribuée : elle est maintenue ({ $rule_incorrect_bets }).
incorrect-bet-below-minimum-corrected = La mise de { $to } était inférieure au minimum légal de { $min_to } ; découverte sur le même tour d’enchères, elle est corrigée à { $min_to } ({ $rule_incorrect_bets }).
incorrect-bet-over-pot-reduced = La mise de { $to } dépassait la limite du pot de { $max_to } et a été découverte avant la carte suivante : elle est ramenée à { $max_to } pour tous ceux qui ont payé sur ce tour d’enchères, même après une action substantielle ({ $rule_incorrect_bets }).{ $callers ->
        [0] {""}
        [one] {" "}Le siège { $seats }, qui a payé, récupère { $back }.
       *[other] {" "}Les sièges { $seats }, qui ont payé, récupèrent chacun { $back }.
    }
incorrect-bet-low-count-stands = Le joueur qui a misé a demandé le pot et a misé les { $to } annoncés par le croupier ; la mise du pot était de { $max_to }. Une action substantielle a suivi la mise ({ $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }, { $with_chips ->
        [0] aucune
       *[other] dont { $with_chips }
    } avec des jetons, { $rule_substantial_action }), la mise inférieure est donc maintenue ({ $rule_incorrect_bets }).

## cards-dealt

cards-dealt-counted = Depuis la donne : { $actions ->
        [one] { $actions } action faite à son tour
       *[other] { $actions } actions faites à leur tour
    }, { $with_chips ->
        [0] aucune
       *[other] dont { $with_chips }
    } avec des jetons (les blindes ne comptent pas).
cards-dealt-burns-as-normal = Les cartes sont brûlées normalement, une carte avant le flop, le turn et la river.
cards-dealt-extra-card-is-not-the-burn = La carte en trop ne compte pas comme carte brûlée : le croupier brûle une carte du talon, puis distribue le flop.
cards-dealt-burn-one-card-only = Le croupier brûle exactement une carte et distribue le flop ; aucune carte supplémentaire n’est brûlée pour rétablir l’ordre d’origine du talon.
cards-dealt-no-misdeal-hand-dead = C’est une action substantielle ({ $rule_substantial_action }), il n’y a donc pas de fausse donne ({ $rule_misdeals }) : la main du siège { $seat }, avec { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }, est morte.
cards-dealt-dead-hand-play-on = Une action substantielle a eu lieu : la main du siège { $seat } est morte et le jeu continue.
cards-dealt-button-exception = Le siège { $seat } est le bouton et a reçu trop peu de cartes : le bouton fait exception à la fausse donne pour un nombre incorrect de cartes ({ $rule_button_too_few_cards } ; { $rule_misdeals }-A), avant comme après une action substantielle. { $acted ->
    [yes] Le bouton a déjà agi, l’exception ne s’applique donc plus.
   *[no] Le bouton n’a pas encore agi.
}
cards-dealt-button-completed = La main du bouton est complétée : le siège { $seat } reçoit { $missing ->
    [one] la carte manquante
   *[other] les { $missing } cartes manquantes
} et la main continue.
cards-dealt-button-next-card-from-stub = La carte manquante vient du dessus du talon, avant la carte brûlée ; le croupier brûle ensuite une carte et distribue le flop normalement.
cards-dealt-button-acted-dead = Le bouton a agi avec trop peu de cartes : la main du siège { $seat } est morte et le jeu continue.
cards-dealt-no-substantial-action-yet = Pas encore d’action substantielle ({ $rule_substantial_action }) : un nombre incorrect de cartes distribué à un joueur entraîne une fausse donne ; la main est redistribuée à l’identique, avec le même bouton et les mêmes limites.
cards-dealt-misdeal-redeal = Fausse donne : le siège { $seat } a { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } avant toute action substantielle ; redistribuer la main.
cards-dealt-floor-counts-check-and-fold = le floor compte le fait de dire parole et celui de se coucher comme action substantielle

## show-request
show-request-no-cards-no-right = Le siège { $requester } ne détient plus de cartes (il s’est couché ou a jeté sa main sans la montrer), le siège { $requester } ne peut donc demander à voir aucune main ({ $rule_asking_to_see_a_hand }).
show-request-called-the-river-bet = Il y a eu une mise à la river et le siège { $target } était le dernier agresseur ; le siège { $requester } a payé et a abattu ou conservé ses cartes, le siège { $requester } a donc le droit absolu de voir la main du siège { $target } ({ $rule_asking_to_see_a_hand }).
show-request-no-river-bet = Le siège { $requester } peut demander, mais n’en a pas le droit absolu : il n’y a pas eu de mise à la river, personne n’a donc payé pour voir une main. Cela relève de l’appréciation du floor ({ $rule_asking_to_see_a_hand }).
show-request-not-the-river-aggressor = Le siège { $requester } peut demander, mais n’en a pas le droit absolu : le siège { $target } n’était pas le dernier agresseur à la river. Cela relève de l’appréciation du floor ({ $rule_asking_to_see_a_hand }).
show-request-house-anyone = Selon la règle maison, tout joueur qui détient encore des cartes peut voir n’importe quelle main détenue à l’abattage : le siège { $requester } peut voir la main du siège { $target }, et la main montrée reste vivante.
show-request-house-callers-only = Selon la règle maison, seul un joueur ayant payé la mise de la river peut voir une main, et seulement celle du dernier agresseur : le siège { $requester } ne peut pas voir la main du siège { $target }.


## face-up
face-up-turned-up-now = Oui : { $all_in_count ->
        [one] le siège { $all_in } est
       *[other] les sièges { $all_in } sont
    } à tapis et aucune autre mise n’est possible, toutes les mains vivantes ({ $live }) sont donc retournées face visible dès maintenant ({ $rule_face_up_for_all_ins }).{ $cards_to_come ->
        [0] {""}
       *[other] {" "}Ensuite, brûler et distribuer le reste du board.
    }
face-up-side-pots-first = Attribuer d’abord les pots secondaires, puis le pot principal ; ne pas garder la main à tapis face cachée jusqu’au règlement des pots secondaires ({ $rule_side_pots }).
face-up-nobody-all-in-shows-first = Personne n’est à tapis : la règle des cartes face visible ({ $rule_face_up_for_all_ins }) ne s’applique pas ; à cet abattage, le siège { $who } montre en premier ({ $rule_showdown_order }).
face-up-nobody-all-in = Personne n’est à tapis : la règle des cartes face visible ({ $rule_face_up_for_all_ins }) ne s’applique pas ; l’ordre d’abattage détermine qui montre en premier ({ $rule_showdown_order }).
face-up-not-yet-betting-open = Pas encore : personne n’est à tapis et les enchères sont encore ouvertes ({ $rule_face_up_for_all_ins }).
face-up-not-yet-others-may-bet = Pas encore : { $all_in_count ->
        [one] le siège { $all_in } est
       *[other] les sièges { $all_in } sont
    } à tapis, mais les sièges { $with_chips } ont encore des jetons et peuvent miser ; garder les cartes face cachée ({ $rule_face_up_for_all_ins }).


## showdown
showdown-big-blind-first = Le siège { $seat }, la grosse blinde, avait { $stack } : la blinde est posée en premier et elle est vivante ({ $live }), le reste ({ $ante }) va à l’ante de grosse blinde ({ $rule_rp_ante_formats }).
showdown-ante-first = Le siège { $seat }, la grosse blinde, avait { $stack } : selon la règle maison, l’ante de grosse blinde est posée en premier ({ $ante }), et seul le reste ({ $live }) constitue une blinde vivante.
showdown-board = Board : { $board }.
showdown-low = Low du siège { $seat } : { $low }.
showdown-no-low = Le siège { $seat } n’a pas de low à huit ou mieux.
showdown-hi-lo-split = Hi/lo : chaque pot est partagé, une moitié pour la meilleure main haute et l’autre pour le meilleur low à huit ou mieux ; le jeton impair va à la moitié haute ({ $rule_odd_chips }-C).
showdown-hi-lo-scoop = Hi/lo : personne n’a de low à huit ou mieux, la meilleure main haute remporte donc chaque pot en entier.
showdown-seat-hand = Siège { $seat } ({ $hole }) : { $category }, { $five }.
showdown-category = { $category ->
        [high-card] carte haute
        [pair] une paire
        [two-pair] double paire
        [trips] brelan
        [straight] quinte
        [flush] couleur
        [full-house] full
        [quads] carré
       *[straight-flush] quinte flush
    }
showdown-share = { $amount } au siège { $seat }
showdown-pot = { $pot ->
        [main] Pot principal
       *[side] Pot secondaire
    } de { $amount } (sièges { $eligible } éligibles) : { $shares }.
showdown-pot-short = { $pot ->
        [main] pot principal
       *[side] pot secondaire
    } de { $amount } : { $shares }
showdown-summary = { $pots }.
showdown-odd-chips = Les jetons impairs, ramenés au plus petit jeton de { $smallest_chip }, vont au premier gagnant à gauche du bouton ({ $rule_odd_chips }), pot par pot ({ $rule_side_pots }).
showdown-odd-chips-by-suit = Les jetons impairs, ramenés au plus petit jeton de { $smallest_chip }, vont selon la règle maison au gagnant qui détient la plus haute carte par couleur (pique, cœur, carreau, trèfle) parmi les cinq cartes qui jouent, pot par pot ({ $rule_side_pots }).
showdown-uncalled-returned = { $amount } non payés rendus au siège { $seat }.
showdown-mucked = Le siège { $seat } a jeté sa main face cachée à l’abattage sans l’abattre : une main qui ne peut pas être récupérée n’a aucun droit sur le pot, quelle qu’elle soit ({ $rule_tabling_cards }-B).
showdown-mucked-retrievable = Cela suppose que les cartes jetées ne pouvaient pas être récupérées. Des cartes qui ne touchent pas encore le muck et sont identifiables à 100 % peuvent encore être récupérées et abattues ({ $rule_live_cards_at_showdown }) ; dans ce cas, refaire la demande avec ces cartes montrées.
showdown-last-hand = Toutes les autres mains ont été jetées face cachée : la main du siège { $seat }, la dernière détenue, gagne donc sans devoir être montrée ({ $rule_showdown_order }).


## penalty
penalty-infraction = Siège { $seat } : { $infraction ->
        [etiquette] un manquement à l’étiquette ({ $rule_etiquette_violations })
        [abuse] un comportement abusif ({ $rule_etiquette_violations })
        [card_exposure] des cartes exposées alors que l’action est en cours, ou une main mal couchée ({ $rule_exposing_cards })
        [throwing_cards] des cartes lancées ({ $rule_exposing_cards })
        [disclosure] une main divulguée ou des conseils de jeu donnés alors que la main était vivante ({ $rule_no_disclosure })
        [electronic_device] un appareil utilisé à la table avec une main vivante ({ $rule_electronic_devices }-C)
        [phone_call] un appel téléphonique à la table ({ $rule_electronic_devices }-A)
        [device_on_table] un téléphone ou un appareil posé sur la table ({ $rule_electronic_devices }-B)
        [strategy_tool] un outil de stratégie ou une aide stratégique extérieure à la table ({ $rule_electronic_devices }-D)
        [identity] un joueur qui n’est pas clairement identifiable ({ $rule_player_identity })
        [language] une langue non autorisée par la maison, parlée à la table ({ $rule_official_language })
        [dodging_blinds] une blinde esquivée délibérément ({ $rule_dodging_blinds })
        [chips_hidden] des jetons tenus ou transportés hors de vue ({ $rule_chips_out_of_view })
        [soft_play] du soft play ({ $rule_ethical_play })
       *[collusion] du chip dumping ou de la collusion ({ $rule_ethical_play })
    }.
penalty-first-infraction = C’est la première infraction du joueur dans le tournoi : la lecture que privilégient les règles est un avertissement verbal ; les récidives entraînent des pénalités croissantes ({ $rule_penalties }-A).
penalty-first-infraction-house = C’est la première infraction du joueur dans le tournoi : selon la règle maison, la première pénalité est un tour de pénalité, et les récidives entraînent des pénalités croissantes.
penalty-repeat = Le joueur a déjà { $prior ->
        [one] une pénalité ou un avertissement antérieur
       *[other] { $prior } pénalités ou avertissements antérieurs
    } dans le tournoi, et les récidives entraînent des pénalités croissantes ({ $rule_penalties }-A) : la sanction retenue est { $rounds ->
        [one] un tour de pénalité
       *[other] { $rounds } tours de pénalité
    }.
penalty-soft-play = Le soft play est sanctionné, jusqu’à la confiscation de jetons ou la disqualification ({ $rule_ethical_play }) ; { $prior ->
        [0] pour une première infraction
        [one] après une infraction antérieure
       *[other] après { $prior } infractions antérieures
    }, la sanction retenue est { $rounds ->
        [one] un tour de pénalité
       *[other] { $rounds } tours de pénalité
    }.
penalty-collusion = Le chip dumping et toute autre forme de collusion entraînent la disqualification ({ $rule_ethical_play }) ; les jetons d’un joueur disqualifié sont retirés du tournoi ({ $rule_penalties }-D).
penalty-count = Un tour de pénalité correspond à une main pour chaque joueur présent à la table au moment où la pénalité est donnée, fautif compris : { $rounds } × { $players } joueurs = { $hands ->
        [one] { $hands } main
       *[other] { $hands } mains
    } ({ $rule_penalties }-A).
penalty-posts = Le joueur quitte la table ; des cartes sont distribuées à son siège puis tuées, et le siège continue de poser ses blindes et antes ({ $rule_penalties }-C) : { $forced } sur les { $hands } mains, sur un stack de { $stack }, si la table garde le même nombre de joueurs.
penalty-blinded-out = La pénalité emporte tout son stack : un joueur pénalisé peut être éliminé du tournoi par les blindes et antes ({ $rule_penalties }-A).
penalty-the-floor-chooses = La pénalité est au choix du floor : voici la lecture que privilégient les règles, les autres degrés étant indiqués comme alternatives ({ $rule_floor_decisions }).
penalty-summary-warning = Un avertissement verbal pour le siège { $seat }.
penalty-summary-rounds = Le siège { $seat } reçoit { $rounds ->
        [one] un tour de pénalité
       *[other] { $rounds } tours de pénalité
    } : { $hands } mains.
penalty-summary-disqualified = Le siège { $seat } est disqualifié et ses jetons sont retirés du tournoi.
penalty-alt-warning = le floor donne plutôt un avertissement verbal
penalty-alt-rounds = le floor donne plutôt { $rounds ->
        [one] un tour de pénalité
       *[other] { $rounds } tours de pénalité
    } : { $hands } mains
penalty-alt-disqualify = le floor disqualifie le joueur
penalty-floor-chose-rounds = Le floor a choisi { $rounds ->
        [one] { $rounds } tour de pénalité
       *[other] { $rounds } tours de pénalité
    } ; le décompte en découle ({ $rule_penalties }-A).
penalty-serious = Le floor juge l’infraction grave : la sanction commence au-delà de l’avertissement, à un tour de pénalité ; une menace peut justifier une disqualification ({ $rule_penalties }-A).
penalty-exposure-hand-live = L’exposition ne tue pas la main, et toute pénalité commence après la main ({ $rule_exposing_cards }).
penalty-exposure-dead-house = Selon la règle maison, l’exposition délibérée par le siège { $seat } alors que l’action est en cours tue la main ; les jetons qu’il a mis restent dans le pot.
penalty-if-deliberate = le floor juge délibérée l’exposition par le siège { $seat } : la règle maison tue la main
penalty-nuts-check-not-soft-play = Le siège { $seat }, dernier à agir, a dit parole à la river en détenant les nuts sans partage possible : cela seul n’est pas du soft play ; un joueur n’est jamais obligé de miser ({ $rule_penalties }-B). Aucune pénalité sur ces faits.
penalty-no-action-pending = Le siège { $seat } a exposé des cartes alors qu’aucune action n’était en cours : exposer des cartes n’est sanctionné que lorsque l’action est en cours ({ $rule_exposing_cards }). Aucune pénalité.
penalty-if-floor-finds-it = le floor établit l’infraction à partir d’autres faits (un accord, un comportement répété)
penalty-misdeal-does-not-count = Le siège { $seat } reçoit des cartes et sa main est tuée, mais une fausse donne et sa redistribution comptent pour une seule main, que complète la redistribution : après elle, il reste { $left ->
        [one] { $left } main
       *[other] { $left } mains
    } à purger ({ $rule_misdeals }-C).
penalty-hand-counts = La main compte pour la pénalité (le siège reçoit des cartes et sa main est tuée) : il reste ensuite { $left ->
        [one] { $left } main
       *[other] { $left } mains
    } à purger ({ $rule_penalties }-C).

## clock
clock-time = Une fois le time demandé, le siège { $seat } dispose de { $clock } secondes pour agir, puis d’un compte à rebours de { $countdown } secondes : { $limit } secondes au total ({ $rule_calling_for_a_clock }).
clock-house-time = Selon la règle maison, une fois le time demandé, le siège { $seat } dispose de { $clock } secondes pour agir, puis d’un compte à rebours de { $countdown } secondes : { $limit } secondes au total.
clock-in-time = Le siège { $seat } a agi à { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }, { $tie ->
        [yes] à la dernière seconde du compte à rebours (l’égalité profite au joueur)
       *[no] dans le temps imparti
    } : l’action est maintenue.
clock-running = Le siège { $seat } a encore { $left ->
        [one] { $left } seconde
       *[other] { $left } secondes
    } pour agir.
clock-expired-facing-bet = Le compte à rebours s’est terminé avant que le siège { $seat } n’agisse, face à une mise de { $to_call } : la main est morte.
clock-expired-no-bet = Le compte à rebours s’est terminé avant que le siège { $seat } n’agisse, sans mise à payer : le siège { $seat } est réputé avoir dit parole.
clock-expired-no-bet-dead = Le compte à rebours s’est terminé avant que le siège { $seat } n’agisse : bien qu’il n’y ait aucune mise à payer, la main est quand même morte selon la règle maison.
clock-shot-clock = La maison applique un shot clock : le siège { $seat } dispose de { $clock } secondes pour chaque décision, comptées à partir du moment où l’action lui parvient, sans qu’il soit nécessaire de demander le time.
clock-time-banks = Le siège { $seat } a remis { $used ->
    [one] une carte de time bank
   *[other] { $used } cartes de time bank
} ; { $counted ->
    [0] aucune n’est prise en compte (il n’y a pas de time bank)
    [one] une carte est prise en compte, soit { $each } secondes de plus
   *[other] { $counted } sont prises en compte, { $each } secondes chacune
} : { $limit } secondes au total.
clock-acted-too-late = Le siège { $seat } a agi à { $seconds } secondes, après la fin du compte à rebours : cette action ne compte pas.
clock-dead-chips-stay = La main du siège { $seat } est morte : les { $in_pot } qu’il a mis restent dans le pot.
clock-dead-nothing-in = La main du siège { $seat } est morte ; il n’avait mis aucun jeton.
clock-not-from-the-seat = Le time doit être demandé par un joueur à sa place (ou par le floor) : demandé hors de la table, il n’a jamais été lancé ; le siège { $seat } n’a donc pas dépassé son temps et la main est vivante ({ $rule_calling_for_a_clock }).

## at-seat
at-seat-live = Le joueur du siège { $seat } était à sa place quand la dernière carte de la donne initiale a été distribuée : la main est vivante ({ $rule_at_your_seat }).
at-seat-dead = La main du siège { $seat } est morte{ $any ->
        [yes] ; les { $in_pot } qu’il avait mis restent dans le pot
       *[no] {""}
    }.
at-seat-why-dead = Un joueur doit être à sa place, à portée de main de sa chaise, quand la dernière carte de la donne initiale est distribuée ; le joueur du siège { $seat } ne l’était pas, la main est donc morte ({ $rule_at_your_seat }).
at-seat-live-first-card = Le joueur du siège { $seat } était à sa place quand la première carte de la donne a été distribuée : la main est vivante.
at-seat-why-dead-first-card = Selon la règle maison, un joueur doit être à sa place, à portée de main de sa chaise, quand la première carte de la donne est distribuée ; le joueur du siège { $seat } ne l’était pas, la main est donc morte.
at-seat-if-arrived-during-deal = le joueur du siège { $seat } n’a rejoint sa place qu’après la distribution de la première carte
at-seat-left-table = Un joueur ayant une main vivante, à tapis ou non, doit rester à la table ; le joueur du siège { $seat } est parti, mais partir ne tue pas la main : elle est jouée, et le floor peut pénaliser le joueur ({ $rule_at_the_table }).
at-seat-if-penalised = le floor pénalise le siège { $seat } pour avoir quitté la table ({ $rule_penalties })

## accepted-action
accepted-told = On a annoncé au siège { $seat } que la mise était de { $announced } ({ $by ->
        [dealer] annonce du croupier
       *[player] annonce d’un joueur
    }) ; la mise est de { $bet }.
accepted-caller-responsible = Le joueur qui paie doit connaître le montant exact d’une mise avant de payer, quoi qu’annoncent le croupier ou les autres joueurs : un joueur qui paie sur un décompte erroné accepte l’action correcte et doit le montant correct, ou tous ses jetons ({ $rule_accepted_action }).
accepted-no-difference = Le décompte était juste : le siège { $seat } paie à { $call_to }.
accepted-owes-more = Le siège { $seat } { $all_in ->
        [yes] est à tapis pour { $call_to }
       *[no] paie la totalité de la mise, soit { $call_to },
    } et ajoute { $more }.
accepted-gets-back = Le siège { $seat } { $all_in ->
        [yes] est à tapis pour { $call_to }
       *[no] paie la mise réelle, soit { $call_to }
    } ; les { $back } mis au-delà lui sont rendus.
accepted-rule-1 = Comme dans toute situation, le floor peut toujours décider autrement lorsque le montant correct serait manifestement injuste ({ $rule_floor_decisions }).

## count-request
count-estimate = Tout joueur peut demander à tout moment une estimation raisonnable des jetons d’un adversaire ; un décompte exact seulement lorsqu’il fait face au tapis de ce joueur et que c’est à lui d’agir ({ $rule_count_of_chip_stack }).
count-exact = Le siège { $requester } fait face au tapis du siège { $target } et c’est à lui d’agir : le croupier compte précisément le tapis ({ $stack } sur ce tour d’enchères).
count-not-all-in = Le siège { $target } n’est pas à tapis : le siège { $requester } obtient une estimation raisonnable du stack, pas un décompte exact.
count-not-in-turn = Ce n’est pas au siège { $requester } d’agir : une estimation raisonnable des jetons du siège { $target } maintenant, un décompte exact quand viendra son tour.
count-not-facing = Le siège { $requester } ne fait pas face au tapis du siège { $target } : une estimation raisonnable seulement.
count-house-in-turn = Selon la règle maison, le joueur dont c’est le tour peut faire compter le stack de n’importe quel adversaire : le siège { $requester } obtient un décompte exact des { $stack } du siège { $target }.
count-house-estimate-only = Selon la règle maison, les stacks ne sont jamais comptés exactement : le siège { $requester } obtient une estimation raisonnable des jetons du siège { $target }.

## string-bet
string-one-motion = Le siège { $seat } a avancé ses jetons en un seul mouvement : pas de mise en plusieurs temps ; les jetons sont lus tels quels ({ $rule_methods_of_raising }).
string-amount-first = Le siège { $seat } a annoncé le montant total, { $to }, avant d’avancer des jetons : les jetons peuvent alors venir en autant de mouvements que nécessaire ({ $rule_methods_of_raising }).
string-raise-word-first = Le siège { $seat } a dit « relance » avant d’avancer des jetons : le call et un mouvement supplémentaire constituent la relance ({ $rule_methods_of_raising }).
string-bet = Le siège { $seat } est retourné à son stack sans rien annoncer ({ $motions } mouvements) : c’est un string-bet. Seul le premier mouvement compte, { $first }, jugé comme des jetons avancés sans annonce ; les { $back } des mouvements suivants sont rendus ({ $rule_methods_of_raising }, { $rule_string_bets }).
string-third-motion = Après « relance », seuls le call et un mouvement supplémentaire comptent ({ $counted } mouvements) ; les { $back } des mouvements suivants sont rendus ({ $rule_string_bets }).

## conditional-statement
cond-discouraged = Les annonces portant sur une action future (« si vous misez, je relance ») ne sont pas standard et sont fortement déconseillées : le floor peut y tenir le joueur, et peut les pénaliser ({ $rule_conditional_declarations }).
cond-binds = La condition s’est réalisée et c’est au siège { $seat } d’agir : la règle penche pour tenir le joueur à l’action annoncée, soit { $act }.
cond-not-met = La condition ne s’est pas réalisée : l’annonce n’engage le siège { $seat } à rien.
cond-if-not-held = le floor ne tient pas le joueur à son annonce
cond-if-penalised = le floor pénalise aussi l’annonce (d’abord par un avertissement)
cond-house-binds = Selon la règle maison, une annonce conditionnelle engage dès que sa condition se réalise : le siège { $seat } doit effectuer l’action annoncée, soit { $act }.
cond-house-never-binds = Selon la règle maison, les annonces conditionnelles ne sont pas autorisées et n’engagent jamais : le siège { $seat } agit librement, avec tous les choix que la table lui offre, et peut être pénalisé pour son annonce.

## chips-behind
behind-found = Après que le tapis de { $all_in } du siège { $seat } a été payé, { $found } ont été découverts derrière.
behind-floor-decides = Savoir si les { $found } du siège { $seat } découverts derrière faisaient partie de l’action acceptée relève de l’appréciation du floor ({ $rule_chips_found_behind }) ; les deux réponses figurent ci-dessous.
behind-part = Les { $found } faisaient partie de l’action acceptée : le tapis du siège { $seat } est de { $all_in } ({ $rule_chips_found_behind }).
behind-if-loses-to-caller = le siège { $seat } perd la main et le floor attribue les { $found } découverts au joueur qui a payé, le siège { $caller }
behind-caller-owes = Le siège { $caller } { $all_in ->
        [yes] met ses derniers { $more } (tapis).
       *[no] ajoute { $more }.
    }
behind-not-part = Les { $found } ne faisaient pas partie de l’action acceptée : le tapis du siège { $seat } reste de { $all_in } et ces jetons ne jouent pas ({ $rule_chips_found_behind }).
behind-not-paid-not-saved = Si le siège { $seat } gagne, il ne gagne rien sur les { $found } ; s’il perd, les { $found } ne le sauvent pas, et le floor peut les attribuer au joueur qui a payé.
behind-if-part = le floor constate que les jetons faisaient partie de l’action acceptée
behind-if-not-part = le floor constate qu’ils n’en faisaient pas partie

## showdown-error
sderr-misread-corrected = Les cartes parlent : les mains se lisent d’après les cartes, quoi qu’il ait été annoncé ; le pot revient à la meilleure main telle que les cartes la montrent, la main du siège { $seat } étant lue telle qu’elle est ({ $rule_cards_speak }).
sderr-misread-too-late = La lecture d’une main abattue ne peut être contestée que jusqu’à { $window ->
    [substantial_action] une action substantielle sur la main suivante
   *[next_hand] ce que la main suivante commence
} ; la contestation est venue plus tard, le pot reste donc tel qu’il a été attribué ({ $rule_disputed_hands }).
sderr-time-limit = Une main mal lue peut être contestée jusqu’au début de la main suivante ; une erreur dans l’attribution ou le décompte d’un pot, jusqu’à une action substantielle sur la main suivante ({ $rule_disputed_hands }).
sderr-pot-corrected = Le pot a été attribué au mauvais joueur et l’erreur a été signalée à temps : il est repris et attribué selon les cartes, siège { $seat } compris ({ $rule_disputed_hands }).
sderr-pot-too-late = L’erreur a été signalée après { $window ->
    [next_hand] le début de la main suivante
   *[substantial_action] une action substantielle sur la main suivante
} : le pot reste tel qu’il a été attribué ({ $rule_disputed_hands }).
sderr-killed-winner = La main du siège { $seat } a été correctement abattue et était manifestement gagnante : le croupier ne peut pas la tuer, et elle gagne ({ $rule_tabling_cards }-C).
sderr-mucked-live = Les cartes du siège { $seat } ont été jetées face cachée, mais elles ne sont pas dans le muck et sont clairement identifiables : la main est vivante, et le joueur peut les récupérer et les abattre ({ $rule_live_cards_at_showdown }).
sderr-mucked-dead = Les cartes du siège { $seat } ne peuvent pas être identifiées avec certitude : la main est morte et n’a aucun droit sur le pot.
sderr-one-card = Le siège { $seat } a abattu une seule carte : une main est abattue avec toutes ses cartes face visible ; le croupier demande les autres, et si le joueur refuse, on appelle le floor ({ $rule_showdown_discarding_irregularities }-A).
sderr-bettor-live = Le siège { $seat } a jeté sa main en croyant avoir gagné ; le croupier a gardé les cartes et elles sont clairement identifiables : elles sont abattues et jouent ({ $rule_showdown_discarding_irregularities }-B).
sderr-bettor-dead = Le siège { $seat } a jeté sa main en croyant avoir gagné, et les cartes ne peuvent pas être récupérées : la main est morte ; les mises payées restent dans le pot, et une mise ou relance non payée est rendue ({ $rule_showdown_discarding_irregularities }-B).
sderr-killed-live = La main du siège { $seat } a été tuée par le croupier (ou rendue irrégulière) mais peut encore être identifiée sans aucun doute : elle reste vivante ({ $rule_killed_fouled_exposed_hands }).
sderr-killed-dead = La main du siège { $seat } a été tuée par le croupier (ou rendue irrégulière) et ne peut pas être identifiée : il n’y a aucun recours ; les mises payées ne sont pas remboursées, et une mise ou relance non payée est rendue ({ $rule_killed_fouled_exposed_hands }).
sderr-unknown-identification = Tout dépend de savoir si les cartes du siège { $seat } peuvent être identifiées sans aucun doute, et la demande ne le précise pas : à défaut, la main est morte.
sderr-if-identifiable = les cartes du siège { $seat } sont clairement identifiables (sans aucun doute)
sderr-if-refuses = le siège { $seat } refuse d’abattre ses autres cartes

## tables
tables-table-breaks = { $players } joueurs tiennent sur { $tables } tables de { $seats } : la table { $table } est cassée ; ses joueurs reçoivent des places par tirage au sort et peuvent se retrouver à n’importe quelle position ({ $rule_new_players_broken_tables }).
tables-short-tables-halt = { $count ->
        [one] La table { $tables } compte
       *[other] Les tables { $tables } comptent
    } { $short ->
        [3] trois
       *[other] { $short }
    } joueurs ou plus de moins que la plus grande table ({ $largest }) : le jeu y est suspendu dès que les blindes sont concernées (la grosse blinde atteindrait un siège vide), jusqu’à l’équilibrage ; le floor peut y renoncer ({ $rule_balancing_tables }).
tables-who-moves = Dans les jeux à flop, le joueur qui change de table est celui qui doit prendre la prochaine grosse blinde ; il va à la pire position de la table en sous-effectif (jamais la petite blinde) ({ $rule_balancing_tables }).
tables-balanced = Les tables sont équilibrées : aucun déplacement, aucune suspension.
tables-halt-at = le jeu est suspendu { $count ->
        [one] à la table { $tables }
       *[other] aux tables { $tables }
    } jusqu’à l’équilibrage des tables
tables-moves = déplacer { $moves }
tables-move-one = { $players ->
        [one] un joueur
       *[other] { $players } joueurs
    } de la table { $from } à la table { $to }
tables-summary = { $parts }.
tables-short-handed-discretion = Aux tables de { $seats } places (un format short-handed), la suspension du jeu est à la discrétion du directeur de tournoi ({ $rule_balancing_tables }, { $rule_floor_decisions }) ; les règles penchent pour suspendre le jeu jusqu’à l’équilibrage des tables.
tables-if-no-halt = le floor laisse le jeu continuer à la table en sous-effectif pendant que des joueurs sont déplacés


## deal-error

deal-misdeal-redeal = Fausse donne : la main est redistribuée à l’identique, avec le même bouton et les mêmes limites ; les blindes et antes restent posées et tous les autres jetons misés sont rendus.
deal-arriving-wait = La redistribution rejoue exactement la main, sans nouveaux joueurs : un siège occupé après la fausse donne (n° { $seats }) attend la main suivante ({ $rule_misdeals }-C).
deal-away-plays-redeal = Un siège dont le joueur n’était pas à sa place lors de la donne (n° { $seats }) est servi dans la redistribution ; une main toujours sans son joueur quand sa dernière carte est distribuée est tuée ({ $rule_at_your_seat }).
deal-duplicate-card = La carte trouvée en double : { $card }.
deal-no-substantial-action = Pas encore d’action substantielle ({ $rule_substantial_action }) : { $actions ->
    [0] personne n’a agi
    [one] une seule action jusqu’ici
   *[other] { $actions } actions jusqu’ici, ce qui ne suffit pas
}, la main peut donc encore être déclarée fausse donne.
deal-substantial-action = Une action substantielle a eu lieu ({ $rule_substantial_action }) : { $actions } actions depuis la donne, { $with_chips ->
    [0] aucune
   *[other] dont { $with_chips }
} avec des jetons ; passé ce stade, il ne peut plus y avoir de fausse donne et la main continue ({ $rule_misdeals }-D).
deal-floor-counts-check-and-fold = le floor compte le fait de dire parole et celui de se coucher comme action substantielle
deal-draw-exposed-house = Dans un jeu de tirage, une carte exposée par le croupier pendant la donne relève de la règle de la maison : les causes de fausse donne pour carte exposée de { $rule_misdeals }-A sont écrites pour les jeux à flop. La règle de maison habituelle, suivie ici : une carte exposée est remplacée, et une deuxième entraîne une fausse donne.
deal-house-replaces-exposed = la maison remplace toute carte exposée par le croupier pendant la donne
deal-house-misdeals-one-exposed = la maison déclare une fausse donne pour toute carte exposée par le croupier pendant la donne
deal-fouled-deck = Paquet défectueux : le jeu s’arrête, la main est annulée et chaque jeton retourne au joueur qui l’a mis, quelle que soit l’action ; le paquet est remplacé.
deal-fouled-deck-all-back = Un paquet contenant deux fois la même carte annule la main, indépendamment de toute action substantielle ({ $rule_misdeals }-E) : { $total } sont rendus, blindes et antes comprises. Une réclamation selon laquelle le paquet était défectueux doit être faite dans le délai prévu pour les contestations ({ $rule_disputed_hands }).
deal-player-exposed-live = Le siège { $seat } a exposé ses propres cartes : la main reste vivante et le jeu continue ; le floor peut pénaliser l’exposition après la main.
deal-player-exposed-why = Un joueur qui expose ses cartes alors que l’action est en cours peut être pénalisé, mais sa main n’est jamais tuée pour autant ({ $rule_exposing_cards }) ; toute pénalité commence après la main ({ $rule_penalties }).
deal-exposed-after-substantial-action = Le croupier a exposé les cartes du siège { $seat }, mais après une action substantielle ce n’est pas une fausse donne : la main est vivante et garde ses cartes.
deal-play-on-live = Le jeu continue : la main du siège { $seat } est vivante.
deal-exposed-misdeal = Le croupier a exposé { $cards ->
    [one] une carte
   *[other] { $cards } cartes
}{ $first_two ->
    [yes] { $cards ->
        [one] , l’une des deux premières du paquet
       *[other] , dont l’une des deux premières du paquet
    }
   *[no] {""}
} pendant la donne : dans les jeux à flop, c’est une fausse donne ({ $rule_misdeals }-A).
deal-one-exposed-replaced = Pas de fausse donne : la carte exposée du siège { $seat } est montrée à la table, remplacée par la carte suivante après la donne, et utilisée comme première carte brûlée.
deal-one-exposed-why = Une seule carte exposée par le croupier, qui n’est pas l’une des deux premières du paquet, ne figure pas parmi les causes de fausse donne ({ $rule_misdeals }-A : deux cartes exposées ou plus, ou l’une des deux premières).
deal-boxed-after-substantial-action = Une carte trouvée face visible dans le paquet après une action substantielle n’arrête pas la main : elle est traitée comme un bout de papier et le jeu continue.
deal-play-on = Le jeu continue : pas de fausse donne.
deal-boxed-misdeal = { $cards } cartes ont été trouvées face visible dans le paquet pendant la donne : deux cartes retournées ou plus entraînent une fausse donne ({ $rule_misdeals }-A).
deal-one-boxed-replaced = Pas de fausse donne : la carte retournée est mise de côté comme un bout de papier et remplacée par la carte suivante.
deal-one-boxed-why = Seules deux cartes retournées ou plus pendant la donne constituent une fausse donne ({ $rule_misdeals }-A) ; une carte retournée seule est remplacée.
deal-wrong-seat-after-substantial-action = La première carte est allée au mauvais siège, mais une action substantielle a eu lieu : la main est maintenue telle qu’elle a été distribuée.
deal-first-card-misdeal = La première carte de la donne est allée au mauvais siège : fausse donne ({ $rule_misdeals }-A).
deal-not-entitled-killed = Le siège { $seat } a été servi sans avoir droit à une main ; après une action substantielle, il n’y a pas de fausse donne : cette main est donc tuée et les { $back } qu’il a mis lui sont rendus.
deal-not-entitled-dead = La main du siège { $seat } est morte (il n’avait pas droit à une main) ; la main continue pour les autres.
deal-floor-keeps-chips-in-pot = le floor laisse dans le pot les jetons mis par ce siège
deal-not-entitled-misdeal = Le siège { $seat } a été servi sans avoir droit à une main : fausse donne ({ $rule_misdeals }-A).
deal-dealt-out-after-substantial-action = Le siège { $seat } avait droit à une main mais n’a pas été servi ; après une action substantielle, il n’y a pas de fausse donne.
deal-dealt-out-sits-out = Le jeu continue : le siège { $seat } ne joue pas cette main.
deal-dealt-out-misdeal = Le siège { $seat } avait droit à une main mais n’a pas été servi : fausse donne ({ $rule_misdeals }-A).
deal-scrap-of-paper = Après une action substantielle, une carte qui n’appartient pas au paquet est un bout de papier ({ $rule_misdeals }-D) : le siège { $seat } détient trop peu de vraies cartes, et une main comportant un nombre incorrect de cartes après une action substantielle est morte ({ $rule_burns_after_substantial_action }).
deal-non-standard-dead = La main du siège { $seat } est morte ; le jeu continue.
deal-non-standard-misdeal = Avant toute action substantielle, le siège { $seat } a reçu une carte étrangère au paquet : fausse donne ({ $rule_misdeals }-A).

## board-error

board-four-card-flop = Quatre cartes au flop : le croupier brasse les quatre cartes face cachée, le floor en choisit une au hasard qui sera la carte brûlée du turn, et les trois autres forment le flop.
board-four-card-flop-why = La règle du flop irrégulier ({ $rule_irregular_flops }) garde en jeu toutes les cartes sorties du paquet : aucune n’est redistribuée et l’ordre du talon n’est pas rétabli.
board-premature = { $street ->
    [flop] Le flop a été distribué avant la fin du tour d’enchères : il ne compte pas
    [turn] Le turn a été distribué avant la fin du tour d’enchères : il ne compte pas
   *[river] La river a été distribuée avant la fin du tour d’enchères : elle ne compte pas
}. L’action revient au siège { $seat } ; une fois le tour d’enchères terminé, { $street ->
    [flop] le flop est distribué à nouveau
    [turn] le turn est distribué à nouveau
   *[river] la river est distribuée à nouveau
}.
board-premature-why = La carte brûlée reste où elle est ; { $street ->
    [flop] les cartes du flop retournent
   *[other] la carte retourne
} dans le talon, qui est battu et coupé, et { $street ->
    [flop] le nouveau flop est distribué
    [turn] le nouveau turn est distribué
   *[river] la nouvelle river est distribuée
} sans nouvelle carte brûlée ({ $rule_rp_premature_cards }).
board-no-burn-no-action = { $street ->
    [flop] Le flop a été distribué sans carte brûlée et personne n’a agi depuis : les trois cartes sont brassées face cachée et l’une d’elles, choisie au hasard, devient la carte brûlée ; les deux autres et la carte suivante du talon forment le flop.
    [turn] Le turn a été distribué sans carte brûlée et personne n’a agi depuis : la carte distribuée devient la carte brûlée et la carte suivante du talon est le turn.
   *[river] La river a été distribuée sans carte brûlée et personne n’a agi depuis : la carte distribuée devient la carte brûlée et la carte suivante du talon est la river.
}
board-no-burn-stands = { $street ->
    [flop] Le flop a été distribué sans carte brûlée, mais il y a eu de l’action depuis : le flop est maintenu
    [turn] Le turn a été distribué sans carte brûlée, mais il y a eu de l’action depuis : le turn est maintenu
   *[river] La river a été distribuée sans carte brûlée, mais il y a eu de l’action depuis : la river est maintenue
}, et au tour suivant, le croupier brûle une carte et distribue normalement.
board-action-since-deal = Actions depuis la distribution { $street ->
    [flop] du flop
    [turn] du turn
   *[river] de la river
} : { $actions } ({ $rule_irregular_flops } : dès qu’il y a une action, même une parole, les cartes sont maintenues).
board-by-analogy = La règle prévoit cette procédure pour le flop ; pour le turn et la river, la même logique est appliquée par analogie, et le floor décide ({ $rule_floor_decisions }).
board-floor-lets-card-stand = le floor maintient la carte et fait brûler une carte avant le tour suivant

## button-blinds

button-big-blind-moves = Bouton mort ({ $rule_dead_button }) : la grosse blinde avance d’un joueur à chaque main, du siège { $from } au siège { $to }.
button-heads-up = Heads-up ({ $rule_button_placement }) : le bouton, siège { $button }, pose la petite blinde, agit en premier avant le flop et en dernier après ; le siège { $bb } pose la grosse blinde, de sorte que personne ne paie la grosse blinde deux fois de suite.
button-small-blind-live = Le siège { $seat }, grosse blinde de la main précédente, pose la petite blinde.
button-small-blind-dead = La grosse blinde de la main précédente (siège { $seat }) est partie : la petite blinde est morte pour cette main et personne ne la pose.
button-button-live = Le bouton va au siège { $seat }, petite blinde de la main précédente.
button-button-dead = Le bouton va au siège { $seat }, où personne n’est assis : c’est un bouton mort ; les blindes sont posées normalement par les joueurs suivants.
button-waiting = { $count ->
    [one] Le nouveau joueur du siège { $seats } est assis
   *[other] Les nouveaux joueurs des sièges { $seats } sont assis
} entre la petite blinde et le bouton : { $count ->
    [one] il n’est pas servi
   *[other] ils ne sont pas servis
} tant que le bouton n’est pas passé ({ $rule_new_players_broken_tables }, { $rule_alternates_late_registration }).
button-arriving-dealt-in = { $count ->
    [one] Le nouveau joueur du siège { $seats } est servi
   *[other] Les nouveaux joueurs des sièges { $seats } sont servis
} immédiatement, même aux blindes ; il n’y a pas de blinde d’entrée en tournoi : personne ne paie pour entrer en jeu.
button-away-dealt-in = { $count ->
    [one] Le siège { $seats } est absent : il est servi et pose ce que le siège doit
   *[other] Les sièges { $seats } sont absents : ils sont servis et posent ce que chaque siège doit
} ; la main est tuée si le joueur n’est pas à sa place à la fin de la donne ({ $rule_at_your_seat }).
button-dodging-intent-unknown = Le siège { $seat } a manqué les blindes ; esquiver délibérément les blindes est pénalisé, et c’est au floor de juger si c’était délibéré ({ $rule_dodging_blinds }).
button-dodging-forfeit = Le siège { $seat } a esquivé les blindes délibérément : selon la règle maison, le joueur perd les blindes et l’ante esquivées, { $amount }, placées mortes dans le pot suivant, et il est pénalisé.
button-floor-finds-deliberate = le floor juge l’esquive délibérée
button-summary = Main suivante : bouton { $button_dead ->
    [yes] mort au siège { $button }
   *[no] au siège { $button }
}, { $sb_dead ->
    [yes] pas de petite blinde (morte)
   *[no] petite blinde au siège { $sb }
}, grosse blinde au siège { $bb }.
button-counted = Depuis la donne : { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}, { $with_chips ->
    [0] aucune
   *[other] dont { $with_chips }
} avec des jetons ({ $rule_substantial_action }).
button-misplaced-stands = Une action substantielle a eu lieu, la main est donc maintenue avec le bouton au siège { $seat } ({ $rule_button_placement }-A) ; il n’est pas ramené en arrière pour la main suivante, bien que le siège { $correct } ait été la bonne place.
button-floor-restores-rotation = le floor fixe les blindes de la main suivante comme si le bouton avait été au siège { $correct }, afin que personne ne saute ni ne paie deux fois une blinde
button-misplaced-misdeal = Pas encore d’action substantielle : fausse donne. Le bouton va au siège { $correct }, tous les jetons sont rendus et la main est redistribuée avec les bonnes blindes ({ $rule_button_placement }-A).
button-floor-counts-check-and-fold = le floor compte le fait de dire parole et celui de se coucher comme action substantielle
button-not-deliberate = Le floor juge que le siège { $seat } n’a pas esquivé les blindes délibérément : aucune pénalité.
button-dodging-penalised = Le siège { $seat } a esquivé les blindes délibérément : il est pénalisé, et le floor fixe la sévérité de la pénalité.
button-floor-finds-not-deliberate = le floor juge que ce n’était pas délibéré
button-dodging-why = Esquiver délibérément les blindes (par le moment choisi pour un changement de place, un changement de table ou une arrivée tardive) est pénalisé ({ $rule_dodging_blinds }, { $rule_penalties }) ; le floor décide si c’était délibéré.

## errors
error-clock-not-to-act = le time se demande sur le joueur dont c’est le tour, et ce n’est pas au siège { $seat } d’agir
error-clock-needs-to = une mise ou une relance nécessite `to`, le total du tour d’enchères
error-clock-not-a-betting-act = montrer ou jeter sa main n’est pas une action soumise au time
error-accepted-not-to-act = le joueur qui paie est celui dont c’est le tour, et ce n’est pas au siège { $seat } d’agir
error-accepted-no-bet-to-call = le siège { $seat } ne fait face à aucune mise : il n’y a rien à payer
error-count-own-stack = le siège { $seat } demande le décompte de ses propres jetons
error-string-no-motion = motions : au moins un mouvement de jetons vers l’avant
error-string-empty-motion = un mouvement sans jetons
error-cond-not-betting = then.action : une annonce engage sur une action de mise (se coucher, parole, payer, miser, relancer, tapis)
error-cond-not-to-act = la condition s’est réalisée, le siège { $seat } devrait donc être le joueur dont c’est le tour, et il ne l’est pas
error-cond-not-legal-now = l’action annoncée par le siège { $seat } n’est pas une action que ce siège peut effectuer maintenant (vérifier le montant par rapport aux options)
error-behind-nothing-found = found : au moins un jeton
error-behind-not-all-in = le siège { $seat } n’est pas à tapis : la question des jetons derrière ne se pose que pour un tapis payé
error-behind-not-called = personne n’a encore payé le tapis du siège { $seat }
error-penalty-players-at-table = une table accueille de 2 à 12 joueurs, pas { $players }

error-out-of-turn-empty-action = action vide
error-out-of-turn-bet-or-raise-needs-street = une mise ou une relance nécessite `to`, le total du tour d’enchères
error-out-of-turn-showing-or-mucking-not-betting = montrer ou jeter sa main n’est pas une action de mise hors tour
error-out-of-turn-no-player-act-betting-over = aucun joueur n’a à agir : les enchères sont terminées
error-out-of-turn-seat-player-act-not-out = c’est au siège { $seat } d’agir : ce n’est pas hors tour
error-out-of-turn-seat-has-folded = le siège { $seat } s’est couché
error-out-of-turn-not-passed-over = le siège { $skipped } n’a pas été sauté : l’action hors tour du siège { $seat } a sauté les joueurs à partir du siège { $in_turn }, dont c’était le tour
error-face-up-everyone-else-folded-there-no = tous les autres joueurs se sont couchés : il n’y a pas d’abattage
error-show-request-player-asking-see-their-own = un joueur qui demande à voir sa propre main n’est pas un litige
error-show-request-hand-not-showdown-betting-still = la main n’est pas à l’abattage : les enchères sont encore ouvertes ou tous les autres joueurs se sont couchés
error-show-request-seat-folded-before-showdown-hand = le siège { $tgt } s’est couché avant l’abattage : cette main est morte
error-bet-no-player-act-betting-over = aucun joueur n’a à agir : les enchères sont terminées
error-bet-seat-not-act-seat-act = ce n’est pas au siège { $seat } d’agir (c’est au siège { $to_act }) ; pour une action hors tour, utiliser un litige out_of_turn
error-bet-bet-dispute-needs-chips-pushed = un litige de mise nécessite les jetons avancés, l’annonce faite, ou les deux
error-bet-simultaneous-and-before = l’annonce ne peut pas venir à la fois avant les jetons et avec eux : indiquer `before_chips` ou `simultaneous`
error-bet-chip-worth-least = un jeton vaut au moins 1
error-bet-chips-add-up-too-much = le total des jetons est trop élevé
error-bet-seat-pushes-but-has-only = le siège { $seat } avance { $pushed } mais n’a que { $stack } derrière
error-bet-chips-front-more-than-seat-had = les jetons devant le joueur totalisent { $prior_value }, plus que ce que le siège { $seat } avait sur ce tour d’enchères, devant et derrière réunis ({ $total })
error-bet-chips-front-add-up-less = les jetons devant le joueur totalisent { $prior_value }, moins que les { $committed } déjà mis par le siège { $seat }
error-showdown-hand-not-over-betting-still = la main n’est pas terminée : les enchères sont encore ouvertes ou des cartes du board restent à venir
error-showdown-needs-the-board = un abattage nécessite le board complet (cinq cartes) : les indiquer dans les distributions
error-showdown-needs-hole-cards = un abattage nécessite les cartes privatives { $count ->
        [one] du siège { $seats }
       *[other] des sièges { $seats }
    } : les indiquer dans `seats[].cards`
error-incorrect-bet-bet-within-legal-range-pot = la mise à { $to } est dans la fourchette légale ({ $min_to } à { $max_to }) ; pour un décompte de pot-limit trop bas, définir meant_pot
error-incorrect-bet-there-no-action-hand-has = il n’y a pas d’action { $index } (la main en compte { $actions })
error-incorrect-bet-action-board-deal-not-bet = cette action est une distribution du board, pas une mise
error-incorrect-bet-action-not-bet-or-raise = cette action n’est ni une mise ni une relance
error-incorrect-bet-seat-not-player-act-action = ce n’était pas au siège { $seat } d’agir lors de cette action
error-options-no-player-act-betting-over = aucun joueur n’a à agir : les enchères sont terminées pour cette main ou pour ce tour d’enchères
error-options-seat-not-act-seat = ce n’est pas au siège { $seat } d’agir : c’est au siège { $to_act }
error-dispute-seat-not-hand = le siège { $seat } ne participe pas à la main
error-sderr-only-hand-left = le siège { $seat } détient la seule main restante : il remporte le pot sans montrer, et il n’y a aucune autre main à laquelle l’attribuer
error-dispute-not-an-empty-seat = le siège { $seat } n’est pas un siège vide de la table
error-cards-dealt-deals-hole-cards-right-number = { $value } distribue { $expected } cartes privatives : { $count } est le bon nombre
error-cards-dealt-most-cards = 10 cartes au maximum
error-cards-dealt-seat-has-already-folded = le siège { $seat } s’est déjà couché
error-tables-table-seats-players = une table accueille de 2 à 10 joueurs
error-tables-least-one-table = au moins une table
error-tables-most-tables = 1 000 tables au maximum
error-tables-players-table-seats = { $players } joueurs à une table de { $seats } places
error-tables-id-needed = un identifiant est nécessaire
error-tables-table-listed-twice = la table { $id } figure deux fois
error-hand-amounts-most-chips = les montants sont d’au plus { $value } jetons
error-hand-not-valid-hand = main non valide : { $value }
error-hand-card-dealt-twice-hand = la carte { $value } est distribuée deux fois dans cette main
error-hand-big-blind-must-least-chip = la grosse blinde doit être d’au moins 1 jeton
error-hand-small-blind-larger-than-big = la petite blinde ({ $small }) est supérieure à la grosse blinde ({ $big })
error-hand-smallest-chip-must-worth-least = le plus petit jeton doit valoir au moins 1
error-hand-hand-needs-least-two-seated = une main nécessite au moins deux joueurs assis
error-hand-players-table-seats-most = { $seats } joueurs : une table accueille au plus { $value } joueurs
error-hand-button-must-seat-number-from = le bouton doit être un numéro de siège de 1 à { $value }
error-hand-seat-numbers-run-from = les numéros de siège vont de 1 à { $value }
error-hand-seat-listed-twice = le siège { $seat } figure deux fois
error-hand-seated-player-needs-chips-dealt = un joueur assis doit avoir des jetons pour être servi
error-hand-hole-cards-given-deals = { $value } cartes privatives indiquées ; { $value_2 } distribue { $hole_cards }
error-hand-seat-not-hand = le siège { $seat } ne participe pas à la main
error-hand-straddle-must-least-chip = un straddle doit être d’au moins 1 jeton
error-hand-limits-apply-fixed-limit-games = les limites ne s’appliquent qu’aux jeux à limite fixe (LHE)
error-hand-fixed-limit-bet-sizes-must = les montants de mise en limite fixe doivent être d’au moins 1 jeton
error-hand-cap-must-allow-least-one = le plafond doit permettre au moins une mise
error-hand-action-needs-seat-action-or = une action nécessite `seat` et `action`, ou `deal`
error-hand-missing-action = `action` manquant
error-hand-seat-not-hand-2 = le siège { $seat } ne participe pas à la main
error-hand-bet-or-raise-must-least = une mise ou une relance doit être d’au moins 1 jeton
error-hand-needs-player-street-total = `{ $kind }` nécessite `to`, le total du joueur sur le tour d’enchères
error-hand-board-deal-has-only-deal = une distribution du board n’a que `deal` et `cards`
error-hand-board-deals-flop-turn-or = les distributions du board sont le flop, le turn ou la river
error-hand-cards-shown-deals = { $value } cartes montrées ; { $value_2 } distribue { $hole_cards }
error-hand-seat-shows-but-dealt = le siège { $seat } montre { $cards_to_string } mais a reçu { $own }
error-hand-dead-small-blind-heads-up = une petite blinde morte nécessite trois joueurs ou plus : en heads-up, le bouton pose la petite blinde
error-hand-post-by-blind = le siège { $seat } pose une blinde dans cette main et ne peut pas aussi poser dans `posts`
error-hand-post-by-straddler = le siège { $seat } fait un straddle et ne peut pas aussi poser dans `posts`
error-hand-post-at-least-chip = une mise posée doit être d’au moins un jeton
error-hand-live-post-over-big-blind = une mise posée vive de { $amount } dépasse la grosse blinde ({ $big }) ; poser le reste en mort
error-hand-two-live-posts = le siège { $seat } a deux mises posées vives ; une seule est vive, les autres sont mortes
error-hand-spot-board-cards = le board de ce tour d’enchères compte { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } ; { $given ->
        [one] { $given } indiquée
       *[other] { $given } indiquées
    }
error-hand-spot-full-raise-zero = la dernière mise ou relance complète est d’au moins un jeton
error-hand-spot-full-raise-needed = plus d’une mise ou relance a pu être faite sur ce tour d’enchères, ou la mise la plus haute a été payée : indiquer le montant de la dernière mise ou relance complète (il fixe la relance minimum)
error-hand-spot-full-bet-to-needed = un tapis inférieur à la mise la plus haute a pu être la dernière relance complète : indiquer le total du tour d’enchères de la dernière mise ou relance complète (la relance suivante est une mise au-dessus)
error-hand-spot-acted-not-matched = le siège { $seat } a agi depuis la dernière mise complète mais a { $in_front } devant lui face à une mise de { $current }, avec des jetons derrière et sans s’être couché : il doit avoir payé, relancé ou s’être couché
error-hand-spot-to-act-cannot = le siège { $seat } ne peut pas être celui qui doit agir : il s’est couché, il est à tapis, ou il a agi et égalisé la mise
error-hand-spot-one-live-hand = un spot nécessite au moins deux joueurs qui ne se sont pas couchés
error-ruling-spot-or-hand = envoyer un seul élément parmi `hand`, `hand_text` ou `spot`
error-ruling-spot-not-for-dispute = `{ $kind }` nécessite la main entière : un spot ne décrit que le tour d’enchères en cours (il sert pour { $spot_types })
error-ruling-unknown-house = aucun profil de règles maison ne s’appelle `{ $name }` (les profils : { $known })
error-hand-board-cards-given = { $street ->
        [flop] le flop compte
        [turn] le turn compte
        [river] la river compte
       *[other] le { $street } compte
    } { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }, { $given ->
        [one] { $given } indiquée
       *[other] { $given } indiquées
    }
error-hand-cards-odd-length = le texte des cartes a une longueur impaire : chaque carte s’écrit avec deux caractères, comme « AsKd »
error-hand-not-a-card = « { $text } » n’est pas une carte (rang 2-9, T, J, Q, K, A puis couleur c, d, h, s)
error-hand-card-twice = la carte { $card } apparaît deux fois
error-replay-not-hand = ne participe pas à la main
error-replay-straddle-must-more-than-bet = un straddle doit être supérieur à la mise qui le précède ({ $current_bet })
error-replay-seat-not-hand = le siège { $seat } ne participe pas à la main
error-replay-seat-checks-facing-bet-more = le siège { $seat } dit parole face à une mise de { $facing } de plus
error-replay-seat-has-folded = le siège { $seat } s’est couché
error-replay-seat-bets-or-raises-which = le siège { $seat } mise ou relance à { $to }, ce qui ne dépasse pas la mise actuelle de { $current_bet }
error-replay-seat-bets-but-has-only = le siège { $seat } mise à { $to } mais n’a que { $all_in_to } au total sur ce tour d’enchères
error-replay-seat-bets-most-allowed = le siège { $seat } mise à { $to } ; le maximum autorisé est { $hi }
error-replay-seat-bets-smallest-legal-bet = le siège { $seat } mise à { $to } ; la plus petite mise ou relance légale est à { $lo }
error-replay-seat-shows-or-mucks-while = le siège { $seat } montre ou jette sa main alors que les enchères sont encore ouvertes : inscrire alors cette main jetée comme un `fold` (engageant, { $rule_non_standard_folds }) ; pour un joueur ayant misé qui a jeté sa main en croyant avoir gagné, demander `showdown_error` avec `bettor_mucked` ({ $rule_showdown_discarding_irregularities }-B)
error-replay-dealt-before-betting-over = { $street ->
        [flop] le flop est distribué
        [turn] le turn est distribué
        [river] la river est distribuée
       *[other] le { $street } est distribué
    } avant la fin des enchères { $current ->
        [preflop] du préflop
        [flop] du flop
        [turn] du turn
        [river] de la river
       *[other] du { $current }
    }{ $who }
error-replay-not-due = c’est { $next ->
        [flop] le flop
        [turn] le turn
        [river] la river
       *[other] le { $next }
    } qui doit venir, pas { $street ->
        [flop] le flop
        [turn] le turn
        [river] la river
       *[other] le { $street }
    }
error-replay-none-due = { $street ->
        [flop] aucun flop n’est attendu
        [turn] aucun turn n’est attendu
        [river] aucune river n’est attendue
       *[other] aucun { $street } n’est attendu
    } : le board de la main est complet ou la main est terminée
error-replay-seat-to-act = ; c’est au siège { $seat } d’agir
error-replay-nothing = {""}
error-replay-acts-betting-over = le siège { $seat } agit alors qu’aucune autre mise n’est possible dans cette main
error-replay-acts-after-folds = le siège { $seat } agit alors que tous les autres joueurs se sont couchés
error-replay-acts-before-deal = le siège { $seat } agit avant la distribution { $street ->
        [flop] du flop
        [turn] du turn
        [river] de la river
       *[other] du { $street }
    }
error-replay-seat-may-not-raise = le siège { $seat } ne peut pas relancer : { $why ->
        [not-reopened] les enchères n’ont pas été rouvertes : il a déjà agi et fait face à moins d’une relance complète
        [capped] les relances de ce tour d’enchères ont atteint le plafond
        [no-opponent] aucun adversaire n’a de jetons pour payer une relance
       *[all-chips] payer prend tous ses jetons
    }
error-replay-seat-acts-out-turn = le siège { $seat } agit hors de son tour : c’est au siège { $to_act } d’agir
error-replay-seat-acts-nobody-to-act = le siège { $seat } agit hors de son tour : personne n’a à agir
error-pokerstars-not-pokerstars-hand-history-no = ce n’est pas un historique de main PokerStars : pas d’en-tête « PokerStars Hand # »
error-pokerstars-other-site = ceci est un historique de main « { $site } », pas PokerStars : floorcall lit le texte PokerStars, PHH et OHH
error-pokerstars-floorcall-reads-no-limit-limit = « { $what } » : floorcall lit le hold’em, l’Omaha (de 4 à 6 cartes, hi/lo), le stud à sept cartes, le stud hi/lo, le razz, le five-card draw, le 2-7 single et triple draw, l’A-5 triple draw et le badugi
error-pokerstars-dead-or-extra-blinds-not = « { $l } » : les blindes mortes ou supplémentaires ne sont pas prises en charge
error-pokerstars-blind-not-buttons-order = le siège { $seat } pose une blinde que le bouton ne lui attribue pas (les blindes ne sont pas là où le bouton les place)
error-pokerstars-hand-cut-short = une deuxième ligne de table dans une même main : la main précédente a été tronquée et la suivante s’y enchaîne
error-pokerstars-not-an-amount = « { $text } » n’est pas un montant
error-pokerstars-unreadable-seat-line = « { $text } » commence comme une ligne de siège mais ne peut pas être lu comme telle (attendu : « Seat N: name (chips in chips) »)
error-pokerstars-button-not-a-number = le siège du bouton n’est pas un nombre
error-pokerstars-fewer-than-two-players = moins de deux joueurs assis
error-pokerstars-no-big-blind = aucune grosse blinde trouvée
error-pokerstars-no-button-line = pas de « Seat #N is the button » dans la ligne de table
error-ohh-not-valid-ohh-json = OHH (JSON) non valide : { $value }
error-ohh-no-hand-found = aucune main trouvée
error-ohh-not-amount = « { $value } » n’est pas un montant
error-ohh-button-seat = le siège du bouton
error-ohh-floorcall-reads-holdem-nl-fl = { $g } { $b } : floorcall lit en OHH Holdem, Omaha, OmahaHiLo, Stud, StudHiLo et Draw, et par leur nom Razz, Badugi, ShortDeck (NL) et Courchevel (PL)
error-ohh-not-player-hand = pas un joueur de cette main
error-ohh-hand-needs-two-players = une main nécessite deux joueurs
error-ohh-seat-number = un numéro de siège
error-ohh-player-id = un identifiant de joueur
error-ohh-street-run-twice-draw-rounds = street « { $other } » (le run it twice et les tours de tirage ne sont pas pris en charge)
error-ohh-straddles-dead-blinds-ohh-not = les straddles et les blindes mortes ne sont pas pris en charge en OHH
error-import-no-hand-found-text = aucune main trouvée dans le texte
error-import-hands-text-one-hand-time = { $n } mains dans le texte ; une main à la fois
error-import-hand-text-needs-hand-format = `hand_text` nécessite `hand_format`
error-import-send-either-hand-or-hand = envoyer soit `hand`, soit `hand_text`, pas les deux
error-import-ruling-needs-hand-hand-or = une décision nécessite la main : `hand`, ou `hand_text` avec `hand_format`
error-phh-no-phh-hand-found-hand = aucune main PHH trouvée : une main nécessite un champ `variant`
error-phh-expected-non-negative-amount = montant positif ou nul attendu
error-phh-not-amount = « { $value } » n’est pas un montant
error-phh-missing-variant = `variant` manquant
error-phh-missing = manquant
error-phh-players-hand-has = { $n } joueurs ; une main en compte de 2 à 10
error-phh-action-string = une action est une chaîne de caractères
error-phh-missing-actions = `actions` manquant
error-phh-not-amount-2 = « { $value } » n’est pas un montant
error-phh-amounts-have-more-than-six = les montants ont plus de six décimales
error-phh-seat-number = un numéro de siège
error-phh-seats-starting-stacks-differ-length = `seats` et `starting_stacks` n’ont pas la même longueur
error-phh-hands-without-big-blind-button = les mains sans grosse blinde (blindes au bouton, bring-ins) ne sont pas prises en charge
error-phh-not-player-hand = « { $w } » n’est pas un joueur de cette main
error-phh-not-phh-action-floorcall-understands = « { $value } » n’est pas une action PHH que floorcall comprend
error-phh-board-cards-do-not-add = les cartes du board ne forment pas un flop, un turn et une river
error-phh-not-valid-toml = PHH (TOML) non valide : { $detail }
error-phh-variant-not-supported-floorcall-models = la variante { $other } n’est pas prise en charge : floorcall lit NT, PT, FT, NS, NO, PO, FO, NO/8, PO/8, FO/8, F7S, F7S/8, FR, F2L3D, N2L1D, FA5L3D, FB, F5D, et PC et PC/8 (Courchevel, un code qui lui est propre)
error-deal-at-least-one-card = `cards` doit valoir au moins 1
error-deal-seat-needed = `{ $error }` nécessite le siège concerné
error-deal-more-than-hole-cards = { $cards } cartes exposées, mais un joueur en détient { $hole }
error-deal-seat-out-of-range = les numéros de siège vont de 1 à { $max }
error-deal-seat-was-dealt-in = le siège { $seat } a été servi (il participe à la main) ; utiliser `dealt_in_wrongly` ou indiquer le siège qui n’a pas été servi
error-deal-not-one-card = indiquer une seule carte, par exemple `As`
error-board-no-board-preflop = aucune carte du board n’est distribuée préflop : indiquer le flop, le turn ou la river
error-board-four-cards-on-flop-only = une distribution de quatre cartes est une erreur de flop : `street` doit valoir `flop`
error-board-end-before-wrong-deal = envoyer la main jusqu’au moment qui précède la distribution erronée { $street ->
        [flop] du flop
        [turn] du turn
        [river] de la river
       *[other] du { $street }
    } ; elle contient déjà cette distribution
error-board-round-was-over = le tour d’enchères était terminé quand { $street ->
        [flop] le flop a été distribué
        [turn] le turn a été distribué
        [river] la river a été distribuée
       *[other] le { $street } a été distribué
    } : ce n’était pas prématuré
error-board-not-the-next-street = { $street ->
        [flop] le flop n’est pas
        [turn] le turn n’est pas
        [river] la river n’est pas
       *[other] le { $street } n’est pas
    } la prochaine distribution du board après les actions de la main
error-board-no-such-deal = la main ne comporte aucune distribution { $street ->
        [flop] du flop : envoyer la main avec le flop distribué
        [turn] du turn : envoyer la main avec le turn distribué
        [river] de la river : envoyer la main avec la river distribuée
       *[other] du { $street } : envoyer la main avec le { $street } distribué
    } et les actions qui suivent
error-board-later-street-dealt = la main va au-delà { $street ->
        [flop] du flop : l’envoyer jusqu’à l’action sur le flop
        [turn] du turn : l’envoyer jusqu’à l’action sur le turn
        [river] de la river : l’envoyer jusqu’à l’action sur la river
       *[other] du { $street } : l’envoyer jusqu’à l’action sur le { $street }
    }
error-button-table-size = `table_size` doit couvrir chaque siège indiqué (au moins { $named }) et valoir au plus { $max }
error-button-seat-taken = le siège { $seat } n’est pas un siège vide de cette table
error-button-no-next-hand = il reste moins de deux joueurs : il n’y a pas de main suivante à cette table
error-button-correct-button-needed = `button_misplaced` nécessite `correct_button`, le siège où devrait se trouver le bouton
error-button-correct-button-differs = `correct_button` doit être un siège de 1 à { $max } autre que { $seat }, où se trouve le bouton
error-button-dodger-seat-needed = `dodging_blinds` nécessite le siège du joueur

## hand-for-hand
h4h-places = { $count ->
        [one] Un joueur est éliminé
       *[other] { $count } joueurs sont éliminés
    } sur la main alors qu’il en reste { $remaining } : { $count ->
        [one] place { $best }
       *[other] places { $best } à { $worst }
    } ; { $paid } places sont payées.
h4h-shared = Les joueurs éliminés sur la main où l’on atteint les places payées se partagent les places payées sur cette main ({ $rule_rp_hand_for_hand }-A) : les { $count } joueurs se partagent à parts égales les places { $best } à { $worst } et leurs gains.
h4h-ranked = Les joueurs éliminés sur la même main terminent dans l’ordre des jetons qu’ils avaient au début de la main, le plus gros stack étant classé devant ; des stacks égaux se partagent leurs places ({ $rule_simultaneous_busts }).
h4h-left-over = Après le partage à parts égales, il reste { $left_over } : le floor décide à qui revient ce reliquat.
h4h-not-announced = Le partage des places ne s’applique qu’une fois le jeu main par main annoncé ({ $rule_rp_hand_for_hand }-A) ; il n’a pas été annoncé avant cette main, l’ordre de ces éliminations relève donc du floor.
h4h-summary-shared = Les { $count } joueurs se partagent { $money } : { $each } chacun.
h4h-summary-ranked = Les { $count } joueurs terminent dans l’ordre de leurs stacks de départ et se partagent { $money } selon leur place.
h4h-summary-no-prize = Aucun joueur éliminé n’atteint les places payées : le meilleur classement est la place { $best }, et { $paid } places sont payées.
h4h-summary-one = Le joueur termine à la place { $place } : { $money }.
h4h-ranked-anyway = Le jeu main par main n’a pas été annoncé avant cette main, mais la règle de 2026 classe tout de même les joueurs éliminés sur la même main selon leurs stacks de départ ({ $rule_simultaneous_busts }).
error-h4h-busted = `busted` nécessite de 1 à 100 joueurs
error-h4h-remaining = avec { $remaining } joueurs restants, { $busted } d’entre eux ne peuvent pas être éliminés sur une seule main sans mettre fin au tournoi
error-h4h-paid = `paid` nécessite de 1 à 100 000 places
error-h4h-payouts = les gains de { $need } places sont nécessaires, à partir de la place { $best } : c’est là que terminent les joueurs éliminés
error-h4h-one-per-player = une entrée par joueur éliminé est nécessaire : { $busted } éliminés, { $got } indiquées
error-h4h-payouts-range = au plus un gain par joueur éliminé, chacun d’au plus 10^18
error-h4h-start-stack = la règle de 2026 classe les joueurs éliminés selon les jetons qu’ils avaient au début de la main : indiquer `start_stack` pour chacun

## chip-race
race-exchange = Les jetons de { $removed } quittent le jeu : ceux de chaque joueur sont échangés à valeur égale contre des jetons de { $lowest }, et le reste, { $odd_total } au total, est attribué par chip race en commençant par le siège 1, au plus un jeton par joueur ({ $rule_chip_race }-A) : { $chips ->
        [0] aucun jeton de { $lowest }
        [one] un jeton de { $lowest }
       *[other] { $chips } jetons de { $lowest }
    }, la valeur impaire étant arrondie au jeton le plus proche.
race-all-exchanged = Tous les jetons retirés sont échangés à valeur égale : il ne reste rien pour la chip race.
race-raced = { $chips ->
        [0] Aucun jeton n’est gagné à la chip race.
        [one] Un jeton de { $lowest } est attribué par la chip race : il va au siège { $winners }, qui a la plus haute carte de chip race.
       *[other] { $chips } jetons de { $lowest } sont attribués par la chip race : ils vont aux sièges { $winners }, selon les plus hautes cartes de chip race.
    }
race-to-run = { $chips ->
        [0] Aucun jeton n’est attribué par chip race entre les sièges { $seats }
        [one] Un jeton de { $lowest } est attribué par chip race entre les sièges { $seats }
       *[other] { $chips } jetons de { $lowest } sont attribués par chip race entre les sièges { $seats }
    } : une carte de chip race est distribuée par jeton impair en commençant par le siège 1, et les plus hautes cartes gagnent, au plus un jeton par joueur.
race-kept-in = Le siège { $seat } a perdu ses derniers jetons dans la chip race : personne n’est éliminé par la chip race, il reçoit donc un jeton de { $lowest }.
race-exactly-half = Les jetons impairs représentent exactement un demi-jeton de { $lowest } : l’arrondir au jeton supérieur est la pratique habituelle, et relève du floor.
race-may-be-kept-in = Un joueur qui perd ses derniers jetons dans la chip race n’est pas éliminé par celle-ci : il reçoit un jeton de { $lowest }.
error-race-denominations = la valeur retirée ({ $removed }) doit être inférieure à la plus petite encore en jeu ({ $lowest })
error-race-seat-twice = le siège { $seat } figure deux fois
error-race-one-per-seat = `odd` nécessite un nombre par siège de la main, dans l’ordre des sièges : { $seats } sièges, { $got } nombres
error-race-more-than-stack = le siège { $seat } ne peut pas avoir { $value } en jetons de la valeur retirée : son stack est de { $stack }
error-race-not-in-order = le siège { $seat } a des jetons impairs pour la chip race mais ne figure pas dans `order`

## before-amount
before-amount-facts = Le siège { $bettor } a dit « mise » ou « relance » et, avant que le montant ({ $to } au total) ne soit annoncé, le siège { $seat } a agi ; les joueurs doivent attendre un montant clair avant d’agir ({ $rule_acting_in_turn }-B).
before-amount-brought-up = Le montant annoncé, { $stated }, est inférieur à la plus petite mise ou relance légale : il est porté à { $to } ({ $rule_raise_amounts }).
before-amount-over-pot = Le montant annoncé, { $stated }, dépasse une mise de la taille du pot : il est ramené à { $to } ({ $rule_pot_limit_bets }).
before-amount-over-limit = Le montant annoncé, { $stated }, dépasse ce que la limite autorise : c’est une seule mise ou relance, à { $to } ({ $rule_number_of_raises }).
before-amount-over-stack = Le montant annoncé, { $stated }, dépasse ce que possède le joueur qui a misé : c’est un tapis, à { $to }.
before-amount-all-in-capped = Le siège { $seat } a annoncé tapis : dans cette structure de mises, c’est la plus grosse relance autorisée, à { $to }, et elle est maintenue ({ $rule_acting_in_turn }-A).
before-amount-fold-stands = Le siège { $seat } s’est couché à son tour, et une action faite à son tour est engageante ({ $rule_acting_in_turn }-A) : sa décision de se coucher est maintenue, quoi que le siège { $bettor } ait annoncé ensuite.
before-amount-all-in-stands = Le siège { $seat } a fait tapis à son tour, ce qui l’engage ({ $rule_acting_in_turn }-A) : le siège { $seat } est à tapis pour { $to }.
before-amount-held-to-call = Le siège { $seat } a payé avant que le montant du siège { $bettor } soit connu : le floor décide au mieux selon la situation, et peut tenir le joueur qui a payé à n’importe quel montant ({ $rule_conditional_declarations }-B) ; la lecture que privilégie la règle est un call de la mise, { $to } au total ({ $to_call } de plus).
before-amount-if-choose-again = le floor estime plus équitable de laisser le siège { $seat } choisir à nouveau maintenant que le montant est connu
error-before-amount-bettor-not-to-act = ce n’est pas au siège { $seat } d’agir : le joueur qui a misé est celui qui a dit « mise » ou « relance »
error-before-amount-not-next = le siège { $seat } n’est pas le suivant à agir après le siège { $bettor } : une action plus loin dans le tour est une action hors tour (`out_of_turn`)
error-before-amount-call-fold-or-all-in = l’action doit être payer, se coucher ou faire tapis

## pot-count
pot-count-not-counted = Les joueurs n’ont droit au décompte du pot qu’en pot-limit : le croupier ne compte pas le pot pour le siège { $seat } dans ce jeu ({ $rule_pot_limit_bets }-A).
pot-count-spread = Sur demande, le pot peut être étalé pour que chacun puisse le voir ({ $rule_rp_spreading_the_pot }).
pot-count-counted = Pot-limit : le croupier compte le pot pour le siège { $seat } : { $pot } ({ $rule_pot_limit_bets }-A).
pot-count-counted-to-act = Pot-limit : le croupier compte le pot pour le siège { $seat }  : { $pot } ; le siège { $seat } peut aller au plus à { $max } ({ $rule_pot_limit_bets }-A).

## stub
stub-all = Le talon tombé s’est mélangé au muck ou aux cartes brûlées : les cartes mélangées sont brassées ensemble, battues et coupées, et le jeu continue avec le nouveau talon ({ $rule_rp_disordered_stub }).
stub-rebuild = Le talon peut être reconstitué dans son ordre d’origine : il est remis dans cet ordre et le jeu continue ({ $rule_rp_disordered_stub }).
stub-stub-only = Le talon ne peut pas être reconstitué : un nouveau talon est formé avec les seules cartes du talon, sans le muck ni les cartes brûlées, brassé, battu et coupé, et le jeu continue ({ $rule_rp_disordered_stub }).
stub-try-first = On reconstitue d’abord le talon dans son ordre d’origine si cela peut se faire avec certitude ({ $rule_rp_disordered_stub }).
stub-if-cannot-rebuild = l’ordre ne peut pas être reconstitué avec certitude : un nouveau talon avec les seules cartes du talon, battu et coupé
stub-face-down = Tout nouveau mélange pendant une main se fait face cachée, sans exposer de carte ({ $rule_irregular_flops }-D).

## non-chip-item
item-rule = Les objets sans valeur en jetons (jetons de prime, jetons de temps) doivent se distinguer des jetons de mise par leur taille ; une mise faite avec l’un d’eux est interprétée selon la politique de la maison ou le jugement du floor, et peut être considérée comme un call ou un tapis ({ $rule_rp_non_denominational_items }).
item-call = La lecture que privilégient les règles est un call : le siège { $seat } paie { $to_call }.
item-check = Sans rien à payer, l’objet est interprété comme une parole du siège { $seat }.
item-if-all-in = le floor interprète l’objet comme un tapis du siège { $seat }
error-item-not-to-act = ce n’est pas au siège { $seat } d’agir

## gesture
gesture-rule = Tapoter la table vaut parole ({ $rule_terminology_and_gestures }).
gesture-check = Sans rien à payer, le tapotement du siège { $seat } sur la table vaut parole.
gesture-facing-bet = Face à une mise de { $to_call } à payer, le tapotement ne peut pas valoir parole : comme pour « parole » dit face à une mise ({ $rule_invalid_bet_declarations }), le siège { $seat } peut payer ou se coucher, mais pas relancer.
error-gesture-not-to-act = ce n’est pas au siège { $seat } d’agir

## rebuy-announced
rebuy-rule = Un joueur ne peut pas manquer une main pour se recaver ; celui qui annonce une recave avant le début d’une main joue les jetons de la recave comme jetons derrière dans cette main et doit effectuer la recave ({ $rule_rebuys }). Une main commence au premier riffle, à l’appui sur le bouton du mélangeur automatique ou au changement de croupier ({ $rule_new_hand_new_limits }).
rebuy-plays-behind = Annoncée avant le début de la main : le joueur joue { $stack } plus les { $chips } de la recave derrière, { $in_play } au total, et doit effectuer la recave.
rebuy-after-hand = Annoncée une fois la main commencée : la main se joue pour les { $stack } que le joueur avait au début de celle-ci ; les { $chips } de la recave arrivent après.
error-rebuy-chips = chips : plus de 0 et au plus le plus gros stack qu’accepte floorcall

## level-change
level-began-before = La main a commencé avant le début du nouveau niveau, et un nouveau niveau s’applique à partir de la main suivante : cette main se joue à l’ancien niveau ({ $rule_new_hand_new_limits }).
level-dealer-push = Le nouveau niveau a commencé pendant le changement de croupier : le croupier entrant distribue encore cette main à l’ancien niveau ({ $rule_new_hand_new_limits }).
level-same-forced-bets = Les blindes et antes du nouveau niveau sont celles avec lesquelles cette main a été distribuée : il n’y a rien à corriger ({ $rule_new_hand_new_limits }).
level-after-substantial = La main a été distribuée à l’ancien niveau par erreur, mais une action substantielle a eu lieu ({ $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }, { $with_chips ->
        [0] aucune
       *[other] dont { $with_chips }
    } avec des jetons, { $rule_substantial_action }) : elle continue à l’ancien niveau ({ $rule_new_hand_new_limits }).
level-corrected = La main a été distribuée à l’ancien niveau par erreur et aucune action substantielle n’a eu lieu : elle est corrigée au nouveau niveau, blindes { $small }/{ $big } ({ $rule_new_hand_new_limits }).
level-adds = Le siège { $seat } ajoute { $amount }.
level-does-not-fit = Une action déjà faite ne correspond pas au nouveau niveau : la manière de la corriger relève de la décision du floor.
error-level-blinds = les nouvelles blindes nécessitent une grosse blinde d’au moins 1 et une petite blinde qui ne soit pas plus grande

## wrong-seat
seat-rule = Les places sont tirées au sort ; un joueur trouvé au mauvais siège avec le bon stack va au bon siège et emporte tout son stack ({ $rule_random_seating }) : le joueur du siège { $seat } va au siège { $assigned }.
seat-silent = La règle dit où va le joueur et avec quoi, mais pas ce que deviennent la main en cours ni les blindes que le déplacement décale : cela relève du floor ({ $rule_floor_decisions }).
seat-redeal = Le joueur du siège { $seat } va dès maintenant au siège { $assigned }, et la main est redistribuée avec le joueur à cette place.
seat-nobody-acted = Personne n’a encore agi, redistribuer ne coûte donc rien à personne : la lecture que privilégient les règles est de déplacer le joueur du siège { $seat } au siège { $assigned } avant que la main ne soit jouée et de la redistribuer, comme pour un siège servi à tort ({ $rule_misdeals }-A).
seat-back = Le siège { $seat } récupère les { $amount } qu’il a posés.
seat-takes-stack = Tout le stack du siège { $seat }, { $amount }, part avec lui.
seat-if-played-as-dealt = le floor fait jouer cette main telle qu’elle a été distribuée et déplace le joueur du siège { $seat } à la fin de celle-ci
seat-plays-on = La main se joue telle qu’elle a été distribuée ; à la fin, le joueur du siège { $seat } va au siège { $assigned } avec tout son stack.
seat-not-killed = Rien dans la règle ne tue la main d’un joueur au mauvais siège : la main du siège { $seat } reste vivante là où elle a été distribuée.
seat-after-substantial = Une action substantielle a eu lieu ({ $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }, { $with_chips ->
        [0] aucune
       *[other] dont { $with_chips }
    } avec des jetons, { $rule_substantial_action }) : la donne est maintenue ({ $rule_misdeals }-D).
seat-before-substantial = Il n’y a pas encore d’action substantielle ({ $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }, { $rule_substantial_action }) : le floor peut à la place traiter la situation comme un siège servi à tort et redistribuer ({ $rule_misdeals }-A).
seat-if-redealt = le floor redistribue avec le joueur du siège { $seat } au siège attribué, tous les jetons posés étant rendus
seat-stack-in-play = Le siège { $seat } a { $behind } derrière et { $in_pot } dans le pot : c’est son stack de fin de main qui part avec le joueur.
seat-moves-now = Le joueur du siège { $seat } va au siège { $assigned } avec tout son stack avant la prochaine donne ; les mains déjà jouées sont maintenues.
seat-hands-stand = Les mains jouées depuis le siège { $seat } sont maintenues : la règle n’annule rien de ce qui a déjà été joué.
seat-posted = Dans cette main, le siège { $seat } pose { $amount } depuis le mauvais siège.
seat-big-blind-reaches = La grosse blinde ({ $big }) avance d’un siège à chaque main : elle atteindrait le joueur du siège { $seat } { $from_wrong ->
        [0] dans cette main
        [one] à la main suivante
       *[other] dans { $from_wrong } mains
    }, et atteint le joueur du siège { $assigned } { $from_assigned ->
        [0] dans cette main
        [one] à la main suivante
       *[other] dans { $from_assigned } mains
    }.
seat-later = Le déplacement retarde la grosse blinde du joueur de { $hands ->
        [one] une main
       *[other] { $hands } mains
    } : aucune règle n’impose de rattraper une blinde de { $big } sautée, cela relève donc du floor.
seat-sooner = Le déplacement fait venir la grosse blinde du joueur ({ $big }) { $hands ->
        [one] une main
       *[other] { $hands } mains
    } plus tôt : aucune règle n’exempte ni ne rembourse une blinde que le déplacement fait venir plus tôt, ou deux fois dans le même tour de table, cela relève donc du floor.
seat-taken = Le siège { $assigned }, tiré pour le joueur du siège { $seat }, est occupé : le floor détermine qui s’assoit où, et chaque joueur se déplace avec tout son stack.
seat-taken-in-hand = Le siège { $assigned } participe à cette main : un autre joueur y est assis, peut-être lui aussi au mauvais siège.
seat-taken-floor = La règle ne dit pas que faire lorsque le bon siège est occupé : cela relève du floor ({ $rule_floor_decisions }).
seat-if-taken = le siège { $assigned } s’avère occupé par un autre joueur : le floor règle la situation des deux sièges
error-seat-assigned = le siège attribué doit être un numéro de siège de 1 à 12 autre que le siège { $seat }, pas { $assigned }
error-seat-assigned-in-hand = le siège { $assigned } est un siège de la main, il n’est donc pas vide
error-seat-actions-shown = la main montre { $actions ->
        [one] { $actions } action de joueur
       *[other] { $actions } actions de joueurs
    } : pour un mauvais siège remarqué pendant celle-ci, noticed vaut during_hand

## away-from-table
away-rule = Les joueurs ayant une main vivante, joueurs à tapis compris, restent à la table pendant les enchères et l’abattage : partir est incompatible avec la protection de sa main et le suivi de l’action, et peut être pénalisé ({ $rule_at_the_table }).
away-live = La main du siège { $seat } reste vivante ; pénaliser ou non le joueur pour son départ relève du floor.
away-not-killed = La règle ne tue pas la main d’un joueur qui s’éloigne : la main du siège { $seat } n’est pas morte du fait de son départ.
away-all-in = Le siège { $seat } est à tapis, avec { $in_pot } dans le pot : ces jetons y restent, il n’y a plus rien sur quoi agir, et la main se joue jusqu’à l’abattage.
away-to-act-facing = L’action est au siège { $seat }, avec { $to_call } à payer.
away-to-act-no-bet = L’action est au siège { $seat }, sans rien à payer.
away-when-action-comes = Ce n’est pas encore au siège { $seat } d’agir.
away-silent = La règle ne dit pas ce qui se passe lorsque l’action arrive à un joueur absent ; le floor peut demander le time sur ce siège ({ $rule_calling_for_a_clock }) : à son expiration, une main face à une mise est morte, et une main sans mise à payer est réputée avoir dit parole.
away-if-clock-facing-bet = le time est demandé sur le siège { $seat } face à une mise et expire avant le retour du joueur : la main est morte, et ses { $in_pot } restent dans le pot
away-if-clock-no-bet = le time est demandé sur le siège { $seat } et expire avant le retour du joueur : le siège est réputé avoir dit parole
away-dead = La main du siège { $seat } est morte : le time a expiré alors que le joueur était absent, face à une mise ; les { $in_pot } qu’il a mis restent dans le pot.
away-clock-facing-bet = Un time demandé sur le siège { $seat } a expiré avec { $to_call } à payer et le joueur absent : la main est morte ({ $rule_calling_for_a_clock }).
away-checked = Le siège { $seat } est réputé avoir dit parole : le time a expiré alors que le joueur était absent, sans rien à payer.
away-clock-no-bet = Un time demandé sur le siège { $seat } a expiré sans rien à payer et avec le joueur absent : le siège est réputé avoir dit parole et la main reste vivante ({ $rule_calling_for_a_clock }).
away-chips = Partir ne déplace aucun jeton : le siège { $seat } garde { $behind } derrière, et les { $in_pot } qu’il a mis restent dans le pot.
away-penalty = Pénaliser ou non le siège { $seat } pour son départ, et comment, relève du floor, de l’avertissement aux tours de pénalité ({ $rule_penalties }).
error-away-no-live-hand = le siège { $seat } s’est couché : il n’y a pas de main vivante à garder
error-away-not-to-act = ce n’est pas au siège { $seat } d’agir, aucun time n’a donc pu expirer sur lui

## chips-out-of-view
view-rule = Les jetons de tournoi ne peuvent être ni tenus ni déplacés d’une manière qui les soustrait à la vue ; un joueur qui le fait perd ces jetons, qui sont retirés du jeu, et peut être pénalisé ({ $rule_chips_out_of_view }).
view-forfeited = Le siège { $seat } perd { $amount } : ces jetons sont retirés du jeu.
view-pocketed = Le siège { $seat } avait { $amount } dans une poche, un sac ou un vêtement : hors de vue.
view-concealed = Le siège { $seat } a tenu ou couvert { $amount } à la table de sorte que personne ne pouvait les voir : hors de vue.
view-carried-hidden = Le siège { $seat } a transporté { $amount } hors de vue vers une autre table : les jetons en transit doivent rester visibles.
view-out-of-play = Les { $amount } quittent le tournoi : ils ne vont à aucun joueur ni dans aucun pot.
view-left = Le siège { $seat } conserve les { $stack } visibles sur la table.
view-nothing-left = Le siège { $seat } n’a plus aucun jeton visible : la suite pour le joueur relève du floor ({ $rule_floor_decisions }).
view-penalty = La perte des jetons découle de la règle ; une pénalité supplémentaire pour le siège { $seat }, de l’avertissement à la disqualification, relève du floor ({ $rule_penalties }).
view-kept = Le siège { $seat } conserve les { $amount } : ils ont été transportés bien en vue.
view-in-view = Le siège { $seat } a transporté { $amount } bien en vue (dans un rack, sur un plateau ouvert) : rien n’était hors de vue, rien n’est donc perdu.
view-kept-total = Le siège { $seat } continue avec { $total } au total.
error-view-seat = le siège doit être un numéro de siège de 1 à 12, pas { $seat }
error-view-amount = les jetons hors de vue doivent valoir au moins 1 et pas plus que le plus grand nombre de jetons autorisé
error-view-stack = le stack visible dépasse le plus grand nombre de jetons autorisé

## house
house-no-effect = Les règles maison ({ $title }) ne changent pas cette décision : c’est celle de la TDA.
house-applied = La règle maison { $label } ({ $title }) s’applique : { $text }
house-applied-bare = La règle maison { $label } ({ $title }) s’applique.
house-under-tda = Selon la TDA seule ({ $citation }) : { $summary }.

## Titres des règles (le message) et résumés (.summary), par clé stable de la règle.

rule-floor-decisions = Décisions des floors
    .summary = Le floor place avant tout l’intérêt du jeu et l’équité, et peut s’écarter d’une règle lorsqu’une lecture stricte serait injuste ; les décisions du floor sont définitives.
rule-player-responsibilities = Responsabilités des joueurs
    .summary = Les joueurs vérifient leurs cartes et leurs jetons, protègent leur main, expriment clairement leurs intentions, suivent l’action et se manifestent lorsqu’ils voient une erreur.
rule-terminology-and-gestures = Terminologie et gestuelle officielles
    .summary = Les termes standard (miser, payer, relancer, se coucher, parole, tapis, pot en pot-limit) sont employés ; les termes et gestes non standard sont aux risques du joueur.
rule-player-identity = Identité des joueurs
    .summary = Les joueurs doivent être clairement identifiables à la table ; le personnel peut leur demander de retirer les objets qui cachent leur visage.
rule-electronic-devices = Téléphones et appareils électroniques
    .summary = Les appareils et la communication sont limités à la table ; les outils de stratégie et les tableaux de mises ne peuvent pas y être utilisés.
rule-official-language = Langue officielle
    .summary = L’épreuve annonce les langues qui peuvent être parlées à la table pendant une main.
rule-random-seating = Placement aléatoire et bon siège
    .summary = Les places sont tirées au sort ; un joueur au mauvais siège avec le bon stack va au bon siège avec ce stack.
rule-alternates-late-registration = Remplaçants, inscriptions tardives et réentrées
    .summary = Les remplaçants, les inscrits tardifs et les réentrées reçoivent une place tirée au sort et un stack, et sont servis, sauf entre la petite blinde et le bouton.
rule-special-needs = Besoins particuliers
    .summary = Des aménagements raisonnables sont prévus pour les joueurs ayant des besoins particuliers.
rule-new-players-broken-tables = Nouveaux joueurs et joueurs de tables cassées
    .summary = Les joueurs d’une table cassée reçoivent leur place par un tirage au sort en deux étapes et peuvent se retrouver à n’importe quelle position, blindes et bouton compris.
rule-balancing-tables = Équilibrage des tables et suspension du jeu
    .summary = Les tables sont maintenues équilibrées ; le joueur qui doit prendre la prochaine grosse blinde va à la pire position ; le jeu est suspendu à une table comptant trois joueurs ou plus de moins que la plus grande dès que ses blindes sont concernées.
rule-cards-speak = Annonces. Les cartes parlent à l’abattage
    .summary = À l’abattage, les cartes telles qu’elles sont abattues désignent le gagnant ; ce qu’un joueur dit de sa main n’engage pas, et chacun doit signaler une erreur de lecture.
rule-tabling-cards = Abattre ses cartes et tuer une main gagnante
    .summary = Une main est abattue lorsque toutes ses cartes sont face visible et lisibles ; un joueur qui jette une main qui n’a pas été correctement abattue le fait à ses risques ; le croupier ne peut pas tuer une main gagnante correctement abattue.
rule-live-cards-at-showdown = Cartes vivantes à l’abattage
    .summary = Les cartes jetées face cachée restent vivantes jusqu’à ce qu’elles atteignent le muck ou ne puissent plus être identifiées ; une main encore entièrement identifiable peut être récupérée.
rule-showdown-discarding-irregularities = Irrégularités à l’abattage et cartes jetées
    .summary = Un joueur qui montre une partie d’une main gagnante est invité à l’abattre entièrement ; un joueur ayant misé qui jette sa main en croyant avoir gagné perd les mises payées mais récupère une mise non payée.
rule-face-up-for-all-ins = Cartes face visible en cas de tapis
    .summary = Dès qu’un joueur est à tapis et qu’aucune autre mise n’est possible, toutes les mains vivantes sont retournées face visible immédiatement, avant la distribution des cartes restantes.
rule-showdown-order = Abattage sans tapis et ordre d’abattage
    .summary = Sans tapis, le dernier joueur à avoir misé ou relancé au dernier tour d’enchères montre en premier ; en l’absence de mise à ce tour, le premier joueur à gauche du bouton montre en premier.
rule-asking-to-see-a-hand = Demander à voir une main
    .summary = Après une mise à la river, un joueur ayant payé qui a abattu ou conservé ses cartes peut voir la main du dernier agresseur ; les autres demandes sont à l’appréciation du floor ; les joueurs qui ont jeté leur main perdent le droit de demander.
rule-playing-the-board = Jouer le board à l’abattage
    .summary = Un joueur qui joue le board doit abattre toutes ses cartes privatives pour partager le pot.
rule-odd-chips = Attribution des jetons impairs
    .summary = Les jetons impairs sont ramenés à la plus petite valeur ; dans les jeux à board, le jeton impair va au premier gagnant à égalité à gauche du bouton (partie A) ; au stud, à la plus haute carte par couleur (partie B) ; en hi/lo, le jeton impair du pot entier va à la moitié haute (partie C).
rule-simultaneous-busts = Joueurs éliminés sur la même main
    .summary = Nouveauté de 2026 (d’après ce qui en est rapporté) : les joueurs éliminés sur la même main sont classés selon les stacks qu’ils avaient au début de la main.
rule-side-pots = Pots secondaires
    .summary = Chaque pot secondaire est partagé séparément, et les pots secondaires sont attribués avant le pot principal.
rule-disputed-hands = Mains et pots contestés
    .summary = La lecture d’une main peut être contestée jusqu’au début de la main suivante ; une erreur de pot ou de comptage, jusqu’à une action substantielle sur la main suivante.
rule-new-hand-new-limits = Nouvelle main et nouvelles limites
    .summary = Un nouveau niveau s’applique à partir de la main qui suit son annonce ; une main commencée par erreur à l’ancien niveau y reste dès qu’une action substantielle a eu lieu.
rule-chip-race = Chip race et échanges de jetons programmés
    .summary = Les jetons retirés lors d’un échange de jetons sont attribués par chip race ; aucun joueur n’est éliminé du tournoi par la chip race.
rule-chips-visible = Cartes et jetons visibles, comptables et maniables. Échanges de jetons discrétionnaires
    .summary = Les jetons restent visibles et comptables, les plus grosses valeurs devant ; le floor peut échanger des jetons contre des valeurs supérieures.
rule-deck-changes = Changements de paquet
    .summary = Les paquets changent au changement de croupier ou de niveau ; un joueur ne peut pas demander un nouveau paquet.
rule-rebuys = Recaves
    .summary = Un joueur doit annoncer une recave avant la distribution de la main suivante.
rule-rabbit-hunting = Rabbit hunting
    .summary = Les cartes qui seraient venues ne sont pas révélées après la main.
rule-calling-for-a-clock = Demander le time
    .summary = Une fois le time demandé, un joueur dispose de 25 secondes plus un compte à rebours de 5 secondes ; face à une mise, sa main est alors morte, sinon il est réputé avoir dit parole.
rule-at-your-seat = À sa place et mains vivantes
    .summary = Un joueur doit être à sa place quand la dernière carte de la donne initiale est distribuée, sinon sa main est morte.
rule-at-the-table = À la table avec une action en cours
    .summary = Les joueurs ayant une main vivante, joueurs à tapis compris, restent à la table.
rule-dead-button = Bouton mort
    .summary = Les tournois se jouent avec un bouton mort.
rule-dodging-blinds = Esquiver les blindes
    .summary = Esquiver délibérément les blindes est pénalisé.
rule-button-placement = Placement et déplacement du bouton
    .summary = Un bouton mal déplacé est corrigé avant une action substantielle et maintenu après ; en heads-up, la petite blinde est au bouton.
rule-misdeals = Fausses donnes et paquets défectueux
    .summary = Les erreurs de distribution énumérées, avant une action substantielle, constituent une fausse donne et la main est redistribuée ; après une action substantielle, il n’y a pas de fausse donne ; un paquet défectueux annule la main.
rule-substantial-action = Action substantielle
    .summary = Une action substantielle est constituée de deux actions faites à leur tour dont au moins une met des jetons, ou de trois actions quelconques faites à leur tour ; les blindes posées ne comptent pas.
rule-button-too-few-cards = Bouton avec trop peu de cartes
    .summary = Un bouton qui a reçu trop peu de cartes peut voir sa main complétée, sauf s’il a déjà agi.
rule-burns-after-substantial-action = Cartes brûlées après une action substantielle
    .summary = Une main comportant un nombre incorrect de cartes découverte après une action substantielle est morte ; le croupier brûle une carte avant le flop, le turn et la river et ne cherche pas à rétablir l’ordre du talon.
rule-irregular-flops = Flops irréguliers et cartes distribuées prématurément
    .summary = Un flop de quatre cartes ou un flop distribué trop tôt est corrigé selon une procédure établie ; les cartes du board distribuées avant la fin du tour d’enchères sont prématurées.
rule-methods-of-betting = Méthode de mise : annonce verbale et jetons
    .summary = Une mise se fait par une annonce, par des jetons, ou les deux ; ce qui vient en premier la définit, et une annonce verbale claire prévaut lorsqu’ils sont simultanés.
rule-methods-of-calling = Méthode de call
    .summary = Les façons standard de payer sont de dire « payé » ou d’avancer le montant ; un jeton de très faible valeur face à une grosse mise n’est pas standard et peut être considéré comme un call complet.
rule-methods-of-raising = Méthode de relance
    .summary = Une relance se fait en un seul mouvement ou est annoncée d’abord ; retourner à son stack chercher d’autres jetons sans annonce n’est pas autorisé.
rule-raise-amounts = Montants des relances
    .summary = Une relance ajoute au moins la plus grosse mise ou relance complète faite auparavant sur le tour d’enchères ; des jetons avancés en silence qui atteignent au moins la moitié de cette relance au-dessus du call doivent être complétés en relance complète ; en dessous de la moitié, c’est un call.
rule-oversized-chip = Mise avec un jeton de valeur supérieure (overchip)
    .summary = Face à une mise, un seul jeton de valeur supérieure avancé sans avoir d’abord dit « relance » est un call ; sans mise à payer, c’est une mise de la valeur du jeton.
rule-multiple-chip-betting = Mise avec plusieurs jetons
    .summary = Face à une mise, plusieurs jetons avancés en silence sont un call lorsque chaque jeton est nécessaire pour payer ; sinon, la règle des 50 % (montants des relances) décide, ou le joueur est à tapis avec ses derniers jetons.
rule-prior-bet-chips = Jetons d’une mise précédente non ramassés
    .summary = Un joueur qui fait face à une relance avec des jetons précédents encore devant lui devrait d’abord annoncer ; les jetons ajoutés en silence sont jugés selon que les jetons précédents couvrent ou non le call et qu’ils ont été retirés ou non.
rule-reopening-the-bet = Réouverture des enchères
    .summary = En no-limit et en pot-limit, des tapis incomplets qui ne totalisent pas une relance complète ne permettent pas aux joueurs ayant déjà agi de relancer à nouveau ; en limite fixe, une demi-mise rouvre les enchères.
rule-number-of-raises = Nombre de relances autorisées
    .summary = Le no-limit et le pot-limit n’ont pas de plafond de relances ; les jeux à limite fixe suivent le plafond de la maison, même en heads-up, jusqu’à ce que l’épreuve se réduise à deux joueurs.
rule-accepted-action = Action acceptée
    .summary = Le joueur qui paie doit connaître la mise réelle ; le joueur qui paie sur un décompte erroné doit tout de même le montant correct.
rule-acting-in-turn = Agir à son tour
    .summary = Les joueurs agissent à leur tour ; une action faite à son tour est engageante et les jetons mis restent dans le pot.
rule-binding-declarations-undercalls = Annonces engageantes / calls incomplets à son tour
    .summary = Dire « payé » ou « relance » à son tour engage à l’action complète ; avancer moins que le montant à payer sans dire « payé » est un call incomplet : un call complet est obligatoire en heads-up ou face à la mise d’ouverture dans un pot à plusieurs joueurs, sinon le floor décide.
rule-incorrect-bets = Mises incorrectes, mises et relances insuffisantes
    .summary = Une mise ou relance inférieure au minimum est corrigée sur le tour d’enchères en cours, jusqu’à la carte suivante ; en pot-limit, une mise excessive est réduite jusqu’à la carte suivante, et une mise insuffisante due à un décompte trop bas est augmentée tant qu’aucune action substantielle ne l’a suivie.
rule-action-out-of-turn = Action hors tour
    .summary = En cas d’action hors tour, l’action revient au bon joueur, et l’action hors tour est engageante si l’action à laquelle elle faisait face n’a pas changé ; si elle a changé, les jetons peuvent être repris et le joueur a toutes les options (2026 : après une action passive hors tour, seulement payer ou se coucher) ; un joueur sauté qui reste silencieux jusqu’à une action substantielle perd cette protection.
rule-pot-limit-bets = Taille du pot et mises en pot-limit
    .summary = En pot-limit, la relance maximale est un call plus le pot après le call ; préflop, des blindes complètes sont présumées ; dire « pot » en no-limit n’est pas un montant, mais engage à au moins une mise ou relance minimum.
rule-invalid-bet-declarations = Déclaration d’une mise incorrecte
    .summary = « Payé » sans mise à payer est une parole ; « relance » sans mise est au moins une mise minimum ; « parole » face à une mise ne permet que de payer ou de se coucher.
rule-string-bets = String-bet et string-raise
    .summary = Les string-bets et string-raises (mises et relances en plusieurs temps) ne sont pas autorisés.
rule-unclear-betting = Mise litigieuse et non standard
    .summary = Les mises non standard sont aux risques du joueur ; un montant annoncé qui pourrait signifier plusieurs choses est lu comme le montant raisonnable le plus élevé ne dépassant pas le pot.
rule-non-standard-folds = Fold non standard
    .summary = Se coucher à son tour sans faire face à une mise, ou se coucher hors de son tour, avant la fin du dernier tour d’enchères, est engageant et peut être pénalisé.
rule-conditional-declarations = Déclarations conditionnelles prématurées
    .summary = Les annonces conditionnelles portant sur une action future peuvent engager ou être pénalisées ; un call fait avant que la mise soit connue relève du floor.
rule-count-of-chip-stack = Décompte du stack d’un adversaire
    .summary = Un décompte exact du stack d’un adversaire ne peut être demandé que face à un tapis, à son tour ; sinon, une estimation.
rule-over-betting-expecting-change = Mise excessive dans l’attente de la monnaie
    .summary = Les jetons avancés en silence comptent tous, même si le joueur attend qu’on lui rende la monnaie.
rule-chips-found-behind = Tapis avec des jetons découverts derrière par la suite
    .summary = Un jeton découvert derrière après qu’un tapis a été payé relève du floor : s’il ne faisait pas partie de l’action, il ne rapporte rien au joueur et ne le sauve pas.
rule-chips-out-of-view = Jetons hors de vue et en transit
    .summary = Les jetons ne peuvent être ni tenus ni transportés hors de vue ; les jetons qu’un joueur dissimule sont perdus et retirés du jeu, et une pénalité peut suivre.
rule-lost-and-found-chips = Jetons perdus et retrouvés
    .summary = Les jetons retrouvés sont retirés du jeu.
rule-killed-fouled-exposed-hands = Mains tuées, rendues irrégulières ou exposées accidentellement
    .summary = Une main tuée par le croupier ou rendue irrégulière au point de ne plus être identifiable ne donne droit à aucun recours ; une mise non payée est rendue.
rule-dead-hands-stud = Mains mortes et cartes jetées au stud
    .summary = Règles du stud pour les mains mortes et les cartes jetées.
rule-no-disclosure = Aucune divulgation. Un joueur par main
    .summary = Les joueurs ne peuvent pas divulguer le contenu d’une main tant que l’action est en cours ; un seul joueur par main.
rule-exposing-cards = Exposer ses cartes et se coucher correctement
    .summary = Exposer ses cartes alors que l’action est en cours peut être pénalisé mais ne tue pas la main ; on se couche en poussant ses cartes bas et face cachée.
rule-ethical-play = Jeu éthique
    .summary = La collusion, le chip dumping et tout autre jeu contraire à l’éthique sont pénalisés.
rule-etiquette-violations = Manquements à l’étiquette
    .summary = Les manquements répétés ou graves à l’étiquette sont pénalisés.
rule-penalties = Avertissements, pénalités et disqualification
    .summary = Les pénalités vont de l’avertissement à des mains ou des tours de pénalité et à la disqualification ; une pénalité en tours vaut autant de mains que le nombre de joueurs à la table multiplié par le nombre de tours.
rule-rp-all-in-buttons = Boutons tapis
    .summary = Les joueurs à tapis sont signalés par un bouton tapis.
rule-rp-bringing-in-bets = Ramasser les mises est déconseillé
    .summary = Les croupiers laissent les mises devant les joueurs jusqu’à la fin du tour d’enchères.
rule-rp-personal-belongings = Effets personnels
    .summary = Les objets personnels sont tenus hors de la surface de la table.
rule-rp-disordered-stub = Talon en désordre
    .summary = Un talon en désordre est traité selon une procédure établie.
rule-rp-premature-cards = Cartes distribuées prématurément
    .summary = Une carte du board prématurée retourne dans le talon, qui est rebattu ; la carte brûlée reste en place.
rule-rp-efficient-movement = Déplacement efficace des joueurs
    .summary = Les joueurs qui changent de table prennent leurs jetons et s’y rendent rapidement.
rule-rp-dealer-push-timing = Moment des changements de croupier
    .summary = Les croupiers sont changés selon le planning.
rule-rp-hand-for-hand = Procédures du jeu main par main
    .summary = À l’approche des places payées, toutes les tables jouent chaque main en même temps ; les joueurs éliminés sur la même main se partagent les places.
rule-rp-final-table-size = Nombre de joueurs à la table finale
    .summary = La table finale est formée à un effectif fixé, à partir de deux tables en sous-effectif.
rule-rp-stud-dealing = Procédures de distribution du stud en tournoi
    .summary = Procédures de distribution du stud.
rule-rp-ante-formats = Formats d’ante et absence de réduction de l’ante
    .summary = Une ante payée par un seul joueur devrait être une ante de grosse blinde, la blinde étant posée en premier ; l’ante n’est jamais réduite.
rule-rp-dealers-announce-bets = Les croupiers doivent annoncer les mises et relances
    .summary = Les croupiers annoncent les mises et relances en no-limit et en pot-limit.
rule-rp-split-pot-stacking = Les croupiers doivent empiler les jetons dans les jeux à pot partagé
    .summary = Les croupiers empilent le pot avant de le partager.
rule-rp-randomness-special-situations = Le hasard peut s’appliquer aux situations particulières
    .summary = Un tirage au sort peut régler des situations particulières.
rule-rp-staff-communication = Communication appropriée du personnel de tournoi
    .summary = Le personnel communique les décisions de façon claire et cohérente.
rule-rp-absent-on-breaking-table = Joueur absent sur une table cassée
    .summary = Les jetons d’un joueur absent sont transférés à sa nouvelle place par le personnel.
rule-rp-draw-betting = Procédures de mise au draw en tournoi
    .summary = Procédures de mise pour les jeux de draw.
rule-rp-mixed-game-order = Ordre des jeux mixtes
    .summary = Les jeux mixtes tournent selon un ordre publié.
rule-rp-reducing-stalling = Limiter le ralentissement du jeu
    .summary = Mesures contre le ralentissement volontaire du jeu.
rule-rp-cards-ready-for-shuffle = Cartes prêtes pour le mélange
    .summary = Les cartes sont tenues prêtes pour le mélange suivant.
rule-rp-spreading-the-pot = Étaler le pot
    .summary = En pot-limit, un pot est étalé sur demande pour être compté.
rule-rp-non-denominational-items = Miser des objets sans valeur faciale
    .summary = Les jetons de prime et les jetons de temps ne peuvent pas être misés.

## games (issue 25)
error-hand-bring-in-only-stud = le bring-in n’est posé que dans les jeux de stud, pas en { $game }
error-hand-stud-no-blinds = en { $game }, on joue avec des antes et un bring-in : retirer les blindes, les straddles et les mises posées
error-hand-stud-needs-limits = une main de { $game } a besoin de ses limites (la petite et la grosse mise)
error-hand-stud-needs-bring-in = une main de { $game } a besoin de son bring-in (au moins un jeton)
error-hand-bring-in-over-small-bet = le bring-in ({ $bring_in }) dépasse la petite mise ({ $small_bet })
error-hand-up-cards-only-stud = les cartes visibles ne sont distribuées que dans les jeux de stud, pas en { $game }
error-hand-up-cards-most = un joueur de stud a au plus quatre cartes visibles ; { $given ->
        [one] { $given } indiquée
       *[other] { $given } indiquées
    }
error-hand-discards-only-draw = seule une action `draw` comporte des cartes écartées
error-hand-action-only-stud = « { $kind } » est une action de stud ; { $game } n’est pas un stud
error-hand-draw-only-draw-games = { $game } n’a pas de tirage
error-hand-draw-more-than-held = un joueur ne peut pas écarter { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } d’une main de { $held }
error-hand-drawn-cards-count = { $count ->
        [one] { $count } carte écartée
       *[other] { $count } cartes écartées
    }, mais { $given ->
        [one] { $given } tirée
       *[other] { $given } tirées
    }
error-hand-street-not-in-game = { $game } ne se joue pas avec ce tour d’enchères : { $street }
error-hand-deal-cards-on-seats = en { $game }, les cartes distribuées sont indiquées sur les sièges (et sur les tirages), pas dans une action `deal`
error-replay-no-draw-now = le siège { $seat } tire, mais aucun tirage n’est prévu maintenant
error-replay-drew-already = le siège { $seat } a déjà tiré dans ce tour, ou n’est plus dans la main
showdown-odd-chips-stud = Les jetons impairs, ramenés au plus petit jeton de { $smallest_chip }, vont au gagnant qui détient la plus haute carte par couleur (pique, cœur, carreau, trèfle) parmi les cinq cartes qui jouent ({ $rule_odd_chips }-B), pot par pot ({ $rule_side_pots }).
showdown-seat-low = Siège { $seat } ({ $hole }) : { $low }.
showdown-seat-badugi = Siège { $seat } ({ $hole }) : { $count ->
        [4] un badugi à quatre cartes
        [one] une main à { $count } carte
       *[other] une main à { $count } cartes
    }, { $badugi }.
showdown-ranking = { $game ->
        [stud] En stud, ce sont les cinq meilleures des sept cartes de chaque joueur qui jouent, et une main est abattue avec ses sept cartes ({ $rule_tabling_cards }-A).
        [low-a5] Low ace-to-five (A-5) : la main la plus basse gagne, l’as est bas, les quintes et les couleurs ne comptent pas, et les paires pénalisent la main.
        [low-27] Low deuce-to-seven (2-7) : la main la plus basse gagne, l’as est uniquement haut, et les quintes, les couleurs et les paires pénalisent la main (7-5-4-3-2 dépareillé est la meilleure).
        [badugi] Badugi : la main qui a le plus de cartes de hauteurs différentes et de couleurs différentes gagne, puis la plus basse ; l’as est bas.
       *[short-deck] Short deck (36 cartes) : la couleur bat le full, et A-6-7-8-9 est une quinte.
    }
options-stud-brings-in = Le siège { $seat } a la carte visible qui fait le bring-in (la plus basse en stud et en stud/8, la plus haute en razz ; à hauteur égale, la couleur départage, trèfle le plus bas et pique le plus haut, donc le 2♣ fait le bring-in en stud et le K♠ en razz) et commence l’action : il pose le bring-in de { $bring_in }, ou complète à la petite mise de { $small_bet } ({ $rule_terminology_and_gestures } : « compléter »).
options-stud-facing-bring-in = Personne n’a encore complété : le bring-in est la mise à payer. Le siège { $seat } peut se coucher, payer le bring-in ou compléter à la petite mise de { $small_bet } ; compléter est la première mise complète de la troisième rue, et chaque relance ensuite est d’une petite mise.
options-stud-no-doubling = Une paire visible en quatrième rue ne permet pas la grosse mise : la quatrième rue se joue à la petite mise ({ $rule_rp_stud_dealing }-F).
options-stud-low-card-all-in = Le siège { $low } a la carte visible qui fait le bring-in, mais il est à tapis pour l’ante : l’action commence par le siège { $seat }, à sa gauche, qui pose le bring-in de { $bring_in } ou complète à la petite mise de { $small_bet } ({ $rule_rp_stud_dealing }-E).
options-stud-opens-by-cards = Le siège { $seat } montre la meilleure main de cette rue (en razz, la plus basse) : il agit donc en premier ; entre mains visibles égales, la couleur de la carte la plus haute départage ({ $rule_rp_stud_dealing }-D).
options-summary-bring-in = Le siège { $seat } fait le bring-in de { $bring_in } ou complète à { $small_bet }.
options-summary-facing-bring-in = Le siège { $seat } peut se coucher, payer le bring-in de { $to_call } ou compléter à { $small_bet }.
game-name = { $game ->
        [NLHE] hold’em no-limit
        [PLO] Omaha pot-limit
        [PLO5] Omaha pot-limit à cinq cartes
        [LHE] hold’em limit
        [PLO8] Omaha hi/lo pot-limit
        [NLO8] Omaha hi/lo no-limit
        [O8] Omaha hi/lo limit
        [PLHE] hold’em pot-limit
        [NLO] Omaha no-limit
        [LO] Omaha limit
        [PLO6] Omaha pot-limit à six cartes
        [BIGO] Big O (Omaha hi/lo pot-limit à cinq cartes)
        [SHORT_DECK] hold’em short deck
        [STUD] stud à sept cartes
        [STUD8] stud hi/lo à sept cartes
        [RAZZ] razz
        [TD27] 2-7 triple draw
        [SD27] 2-7 single draw
        [TDA5] A-5 triple draw
        [BADUGI] badugi
        [COURCHEVEL] Courchevel
        [COURCHEVEL8] Courchevel hi/lo
       *[DRAW5] five-card draw
    }
street-name = { $street ->
        [preflop] préflop
        [flop] flop
        [turn] turn
        [river] river
        [third] troisième rue
        [fourth] quatrième rue
        [fifth] cinquième rue
        [sixth] sixième rue
        [seventh] septième rue
        [predraw] avant le tirage
        [first_draw] après le premier tirage
        [second_draw] après le deuxième tirage
       *[third_draw] après le troisième tirage
    }
error-dispute-not-for-game = un litige « { $dispute } » ne s’applique pas en { $game } : { $needs ->
        [board] il porte sur un board, et ce jeu n’en a pas
        [button] il porte sur le bouton et les blindes, et ce jeu se joue avec des antes et un bring-in
       *[up-cards] il porte sur les cartes visibles et le bring-in du stud
    }
stud-deal-exposed = L’une des deux premières cartes cachées du siège { $seat } a été distribuée face visible : cette carte devient la carte visible du siège, et sa troisième carte est distribuée face cachée ; la main n’est pas une fausse donne ({ $rule_rp_stud_dealing }-A).
stud-deal-exposed-summary = La carte exposée est la carte visible du siège { $seat } ; sa troisième carte est distribuée face cachée.
stud-deal-bring-in-now = La carte exposée servant de carte visible à ce siège, le bring-in se lit sur les cartes visibles telles qu’elles sont : le siège { $seat } fait le bring-in.
stud-deal-bring-in-from-up-cards = Le bring-in se lit ensuite sur les cartes visibles telles qu’elles sont (indiquer la carte visible de chaque siège pour savoir qui le fait).
stud-deal-two-exposed = Deux des premières cartes cachées du siège { $seat } ont été exposées. La procédure pour une carte cachée exposée ne couvre pas ce cas ({ $rule_rp_stud_dealing }-A) : cela relève du floor, et les règles penchent pour une fausse donne quand des cartes sont exposées pendant la donne ({ $rule_misdeals }).
stud-deal-two-exposed-summary = Fausse donne, à l’appréciation du floor : deux cartes cachées du siège { $seat } ont été exposées pendant la donne.
stud-deal-if-play-on = Si le floor laisse la main se poursuivre, l’une des cartes exposées du siège { $seat } est sa carte visible, et la carte suivante lui est distribuée face cachée.
stud-deal-seventh-replaced = La carte de septième rue du siège { $seat } a été distribuée face visible alors que des enchères restent possibles ({ $with_chips ->
        [one] { $with_chips } joueur a des jetons
       *[other] { $with_chips } joueurs ont des jetons
    }) : la carte est retirée du jeu et remplacée par une carte distribuée face cachée ({ $rule_rp_stud_dealing }-B).
stud-deal-seventh-replaced-summary = La carte de septième rue exposée du siège { $seat } est remplacée par une carte distribuée face cachée.
stud-deal-seventh-stands = La carte de septième rue du siège { $seat } a été distribuée face visible, mais plus aucune enchère n’est possible (les joueurs sont à tapis) : la carte reste et joue face visible ({ $rule_rp_stud_dealing }-B).
stud-deal-seventh-stands-summary = La carte de septième rue du siège { $seat } reste face visible : plus aucune enchère n’est possible.
stud-deal-stub-enough = La septième rue demande une carte pour chacun des { $players } joueurs encore en jeu et une carte brûlée ({ $players } + 1) ; le talon compte { $stub ->
        [one] { $stub } carte
       *[other] { $stub } cartes
    } : elle est distribuée normalement ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-enough-summary = Le talon a assez de cartes : la septième rue est distribuée normalement.
stud-deal-stub-with-burns = La septième rue demande une carte pour chacun des { $players } joueurs encore en jeu et une carte brûlée ({ $players } + 1), mais le talon ne compte que { $stub ->
        [one] { $stub } carte
       *[other] { $stub } cartes
    } : les cartes brûlées auparavant sont ajoutées au talon, qui est battu et coupé, puis la rue est distribuée ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-with-burns-summary = Trop peu de cartes : les cartes brûlées sont ajoutées au talon, qui est battu et coupé, puis la septième rue est distribuée.
stud-deal-stub-community = La septième rue demande une carte pour chacun des { $players } joueurs encore en jeu et une carte brûlée ({ $players } + 1) ; le talon compte { $stub ->
        [one] { $stub } carte
       *[other] { $stub } cartes
    } et, même avec les trois cartes brûlées auparavant, il n’y en a pas assez : le croupier brûle une carte et distribue face visible une carte commune qui joue pour tous les joueurs, et le joueur qui a parlé en premier en sixième rue parle de nouveau en premier ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-community-summary = Trop peu de cartes même avec les cartes brûlées : une carte commune est distribuée face visible pour tous les joueurs ; le joueur qui a parlé en premier en sixième rue parle de nouveau en premier.
stud-deal-premature = Une carte de stud distribuée avant la fin du tour d’enchères retourne dans le talon, qui est battu ; aucune carte supplémentaire n’est brûlée, et la rue est distribuée une fois les enchères terminées ({ $rule_rp_premature_cards }-D).
stud-deal-premature-summary = La carte distribuée prématurément retourne dans le talon, qui est battu ; pas de carte brûlée en plus.
error-stud-deal-seat-needed = indiquer le siège dont la carte a été exposée (`seat`)
error-stud-deal-stub-needed = indiquer les cartes restant dans le talon (`stub`)
error-stud-deal-not-at-seventh = le manque de cartes au talon est un problème de septième rue : la main doit en être à la fin de la sixième rue ou à la septième rue
rotation-frozen = Le bouton s’est figé sur le siège { $button } au début du tour de stud : le stud se joue sans bouton, et il y reste pendant les mains de stud ({ $rule_balancing_tables }-B).
rotation-stud-no-button = En { $game }, on distribue sans bouton ni blindes : le bouton reste figé sur le siège { $button }.
rotation-resumes = Au retour des jeux avec bouton, le bouton avance d’un siège à partir de l’endroit où il s’est figé, comme si les mains de stud n’avaient pas été distribuées : bouton au siège { $button }, petite blinde au siège { $small }, grosse blinde au siège { $big }.
rotation-next-button-summary = Bouton au siège { $button }, petite blinde au siège { $small }, grosse blinde au siège { $big }.
rotation-next-big-blind-moves = Dans un tournoi mixte, le joueur qui change de table est celui qui serait la grosse blinde à la prochaine main avec bouton : le siège { $seat } ({ $rule_balancing_tables }-A).
rotation-moves-summary = Le siège { $seat } change de table.
rotation-by-position = Dans un tournoi composé uniquement de jeux de stud, les joueurs changent de table par position : le joueur du siège { $seat }, correspondant au siège libre de la table en sous-effectif, change de table ; la procédure d’équilibrage de la maison décide ({ $rule_balancing_tables }-A).
rotation-by-position-empty = Dans un tournoi composé uniquement de jeux de stud, les joueurs changent de table par position, mais le siège { $seat } n’a pas de joueur ici : la procédure d’équilibrage de la maison désigne qui change de table ({ $rule_balancing_tables }-A).
error-rotation-seats = indiquer au moins deux sièges occupés, numérotés de 1 à 12 (`seats`)
error-rotation-button = le siège du bouton est numéroté de 1 à 12 (`button`)
error-rotation-open-seat = un tournoi de stud uniquement déplace les joueurs par position : indiquer le siège libre de la table en sous-effectif (`open_seat`)
up-cards-facing = Le siège { $seat } a ramassé ses cartes visibles alors qu’il faisait face à une mise de { $to_call } à payer : en stud, cela tue la main ({ $rule_dead_hands_stud }). Les { $in_pot } que le siège a mis restent dans le pot.
up-cards-not-facing = Le siège { $seat } a ramassé ses cartes visibles sans mise à payer. La règle tue la main d’un joueur qui le fait face à une mise ({ $rule_dead_hands_stud }) ; ici, cela relève du floor, et la solution retenue est la même, main morte : retourner ses cartes visibles revient à se coucher en stud, et se coucher alors que la parole était possible est maintenu ({ $rule_non_standard_folds }). Les { $in_pot } que le siège a mis restent dans le pot.
up-cards-dead-summary = La main du siège { $seat } est morte ; ses { $in_pot } restent dans le pot.
up-cards-if-plays-on = Si le floor estime que le joueur ne voulait pas abandonner la main (il n’y avait pas de mise à payer), la main continue, ses cartes visibles étant remises face visible.
up-cards-last-hand = Il reste une main : le siège { $seat } remporte le pot de { $amount }.
error-pokerstars-stud-too-many-cards = plus de sept cartes sont distribuées à un même joueur de stud
error-pokerstars-stud-no-stakes = une main de stud a besoin de sa petite et de sa grosse mise dans l’en-tête, par ex. « (0.04/0.08 USD) »
options-stud-short-completion = Le tapis pour { $all_in }, au-dessus du bring-in de { $bring_in }, ne suffit pas pour compléter à la petite mise de { $small_bet }. Compté à partir de zéro, il atteint au moins la moitié de la mise : il revient donc à compléter, et la relance suivante est d’une mise complète au-dessus, à { $raise_to } ({ $rule_reopening_the_bet }-B). La TDA ne précise pas si un tel tapis se mesure à partir de zéro ou par ce qu’il ajoute au bring-in : cela relève du floor.
options-stud-completion-counts = Le tapis pour { $all_in } ne suffit pas pour compléter à { $small_bet }, mais il ajoute { $increase } au bring-in de { $bring_in } : compté à partir de zéro ou par ce qu’il ajoute au bring-in, il atteint au moins la moitié de la mise ; il revient donc à compléter, et la relance suivante est d’une mise complète au-dessus, à { $raise_to } ({ $rule_reopening_the_bet }-B).
options-if-measured-over-bring-in = Si le floor mesure le tapis par ce qu’il ajoute au bring-in (moins d’une demi-mise), il ne complète pas : le joueur paie le tapis ou complète à la petite mise de { $small_bet }.
options-if-measured-over-bring-in-acted = Si le floor mesure le tapis par ce qu’il ajoute au bring-in (moins d’une demi-mise), il ne complète pas, et les enchères ne sont pas rouvertes pour un joueur qui a déjà mis le bring-in ({ $rule_reopening_the_bet }-B) : le joueur paie le tapis ou se couche.
error-hand-not-in-short-deck = { $card } n’est pas dans le paquet du short deck (du six à l’as) : une carte qui n’appartient pas au paquet trouvée dans la donne est un `deal_error` (`non_standard_card`, Règle 35-A)
undercall-chain-first-must-call = Plusieurs calls incomplets se sont succédé : le jeu revient au premier, le siège { $seat } ({ $rule_binding_declarations_undercalls }-C). Il a avancé { $amount } face à la mise d’ouverture (ou en heads-up), il doit donc faire le call complet à { $call_to }, en ajoutant { $add } ({ $rule_binding_declarations_undercalls }-B).
undercall-chain-first-floor = Plusieurs calls incomplets se sont succédé : le jeu revient au premier, le siège { $seat } ({ $rule_binding_declarations_undercalls }-C). Il a avancé { $amount } face à une relance dans un pot à plusieurs joueurs : le floor l’oblige au call complet à { $call_to } (en ajoutant { $add }), la solution retenue, ou le laisse abandonner les { $amount } et se coucher ({ $rule_binding_declarations_undercalls }-B).
undercall-chain-other = Le siège { $seat } a lui aussi fait un call incomplet, avec { $amount } : il agit de nouveau une fois que le premier a corrigé, et son traitement relève du floor ({ $rule_binding_declarations_undercalls }-C) ; la solution retenue est un call complet, en ajoutant { $add }.
undercall-chain-if-forfeits = Si le floor laisse le siège { $seat } abandonner les { $amount } avancés, ces jetons restent dans le pot et la main est couchée.
undercall-chain-summary = Le jeu revient au siège { $seat }, auteur du premier call incomplet : il complète à { $call_to }, en ajoutant { $add } ; les calls incomplets suivants relèvent du floor.
error-undercall-chain-nobody-to-act = personne n’a à agir à la fin des actions de la main : le premier call incomplet est celui du siège qui doit agir
error-undercall-chain-need-two = une série de calls incomplets en compte deux ou plus ; un seul call incomplet est un litige `bet` (Règle 51-B)
error-undercall-chain-seat-twice = le siège { $seat } figure deux fois dans les calls incomplets
error-undercall-chain-not-an-undercall = le siège { $seat } doit { $owed } : un call incomplet est inférieur à ce montant, avec des jetons derrière (un tapis pour moins est un call)
error-undercall-chain-first-not-to-act = le premier call incomplet doit être celui du siège qui doit agir, le siège { $to_act }, et non le siège { $seat }
bet-single-small-chip = Avancer un seul petit jeton ({ $chip }) face à une mise de { $to_call } à payer n’est pas une manière standard de payer : le joueur le fait à ses risques, le geste est traité comme un call incomplet, et le floor peut le pénaliser ({ $rule_methods_of_calling }).
final-table-not-yet = Avec { $remaining } joueurs restants, le tournoi n’est pas encore à sa table finale de { $size } : le jeu continue aux tables, maintenues équilibrées ({ $rule_rp_final_table_size }).
final-table-two-tables = Avec { $remaining } joueurs restants, un de plus que la table finale de { $size }, le tournoi se joue sur deux tables de { $half } jusqu’à l’élimination du prochain joueur ({ $rule_rp_final_table_size }).
final-table-forms-now = { $remaining ->
        [one] Avec { $remaining } joueur restant
       *[other] Avec { $remaining } joueurs restants
    }, la table finale se forme maintenant : une table de { $size } ({ $rule_rp_final_table_size }).
final-table-draw = Les cartes de siège sont montrées, brassées face cachée en une pile, et chaque joueur reçoit une carte à jouer face visible ; les cartes de siège sont remises depuis la pile en commençant par la plus haute carte par couleur (pique, cœur, carreau, trèfle), de sorte que le tirage décide de chaque place ({ $rule_new_players_broken_tables }-B).
final-table-draw-summary = La table finale se forme ; { $player } ({ $card }, la plus haute carte) prend le siège { $seat }, et les autres suivent selon leurs cartes.
error-final-table-table-size = le nombre de sièges par table va de 6 à 10
error-final-table-draw-count = le tirage des places comprend chaque joueur restant : { $remaining }
error-final-table-seat-cards = les cartes de siège sont une par joueur, sièges 1 à 12, chacun une seule fois
error-final-table-not-a-card = une carte à jouer est une seule carte, p. ex. `Ks`
error-final-table-card-twice = une carte à jouer n’est distribuée qu’une fois
bet-single-chip-of-the-call = Un seul jeton de { $chip }, exactement le montant à payer, avancé sans rien dire : c’est un call, une manière standard de payer ({ $rule_methods_of_calling }).
penalty-required = Les règles prévoient une pénalité pour ce fait ({ $rule }{ $part }), un avertissement seul ne suffit donc pas ; { $prior ->
        [0] pour une première infraction
        [one] après une infraction antérieure
       *[other] après { $prior } infractions antérieures
    }, la sanction retenue est { $rounds ->
        [one] un tour de pénalité
       *[other] { $rounds } tours de pénalité
    }, et le floor fixe la sévérité de la pénalité.
penalty-device-no-live-hand = Le siège { $seat } s’était déjà couché : l’interdiction d’utiliser un appareil vise les joueurs qui ont une main vivante ({ $rule_electronic_devices }-C). Un appel téléphonique à la table, un appareil posé sur la table et les outils de stratégie sont interdits de toute façon ({ $rule_electronic_devices }-A, B et D). Aucune pénalité sur ces faits.
penalty-if-used-live = le joueur a utilisé l’appareil avant de se coucher, alors que sa main était encore vivante
penalty-identity = Les joueurs doivent être clairement identifiables à tout moment, et le personnel peut demander à un joueur de retirer lunettes de soleil, capuche ou couvre-visage qui cachent le visage ou distraient les autres ({ $rule_player_identity })  : le joueur du siège { $seat } doit le retirer ; un refus est pénalisé selon la décision du floor.
penalty-language = La maison affiche et annonce les langues admises à la table ({ $rule_official_language }) ; en parler une autre à la table est pénalisé selon la décision du floor, au même titre que les infractions citées par les règles ({ $rule_penalties }-B).
penalty-phone-call = Personne ne peut parler au téléphone à la table, en main ou non ({ $rule_electronic_devices }-A).
penalty-device-on-table = Les téléphones et autres appareils ne peuvent pas être posés sur la table ({ $rule_electronic_devices }-B).
penalty-strategy-tool = Les applications de mise, les tableaux et les autres outils de stratégie ne peuvent pas être utilisés à la table, en main ou non, et aucun joueur ne peut recevoir d’aide stratégique d’une autre personne ou source ({ $rule_electronic_devices }-D ; le texte de 2022 ne les interdisait qu’avec une main vivante).
penalty-throwing-cards = Pour se coucher, on pousse ses cartes vers l’avant, bas sur la table, sans jamais les lancer ni les jeter en l’air ({ $rule_exposing_cards }) ; lancer ses cartes peut être pénalisé ({ $rule_penalties }-B).
penalty-chips-forfeited = Le siège { $seat } a gardé { $chips } hors de vue : ces jetons sont perdus et retirés du jeu, quelle que soit l’intention, et le joueur peut en outre être disqualifié ({ $rule_chips_out_of_view }).
penalty-summary-forfeit = Le siège { $seat } perd { $chips }, retirés du jeu. { $penalty }
error-penalty-chips-needed = `chips_hidden` nécessite `hidden_chips` : les jetons qui étaient hors de vue
error-penalty-chips = les jetons hors de vue sont un montant de jetons positif
error-penalty-chips-only-out-of-view = `hidden_chips` désigne les jetons hors de vue, pour `chips_hidden` uniquement
away-penalty-lean = Pour une première infraction, les règles privilégient un avertissement verbal, et les récidives entraînent des pénalités croissantes ({ $rule_penalties }-A) ; un tour de pénalité représenterait ici { $hands ->
        [one] { $hands } main
       *[other] { $hands } mains
    }, pendant lesquelles { $forced } de blindes et d’antes seraient posés. Un litige de type « Pénalité » compte cette infraction avec les pénalités antérieures du joueur.
rebuy-before-deal-read = « Avant la donne » se lit comme avant le début de la main : la limite est le début de la main (le premier riffle, le bouton du mélangeur automatique, le changement de croupier), et non la distribution de la première carte.
rebuy-if-hand-begun = le mélange ou le changement de croupier pour cette main avait déjà commencé lorsque la recave a été annoncée : la main se joue pour { $stack }, et les { $chips } de la recave arrivent après
citation-number-unknown = TDA { $edition }, numéro inconnu ({ $before })
citation-number-unknown-candidates = TDA { $edition }, numéro inconnu ({ $before } ; peut-être { $candidates })
citation-new-in-2026 = nouvelle en 2026
seat-orbit-twice = Avec l’ante de grosse blinde, la grosse blinde coûte { $big_total } : avancée, elle tombe deux fois dans un même tour de table à compter de la dernière posée au mauvais siège, de même que la petite blinde ({ $small }) : { $extra } de plus que sa part pour un tour de table.
seat-orbit-skipped = Avec l’ante de grosse blinde, la grosse blinde coûte { $big_total } : retardée, elle saute un tour de table, tout comme la petite blinde ({ $small }) : le joueur paie { $extra } de moins que sa part pour un tour de table.
seat-swap = Le joueur du siège { $assigned } a tiré le siège { $seat } : les deux joueurs ont inversé leurs places, tous deux sont donc au mauvais siège et tous deux se déplacent, chacun avec tout son stack (siège { $assigned } : { $amount }).
error-seat-occupant-seat = un siège va de 1 à 12, pas { $seat }
error-seat-no-occupant = `occupant_assigned_seat` est le siège tiré par le joueur assis au siège { $assigned } : ce siège doit être occupé (un siège de la main, ou `assigned_seat_empty: false`)
button-no-make-up = La TDA ne prévoit pas de rattrapage d’une blinde esquivée : le siège { $seat } ne pose pas les blindes qu’il a manquées, et c’est la pénalité qui y remédie ({ $rule_dodging_blinds }).
seat-orbit-twice-small-dead = Avec l’ante de grosse blinde, la grosse blinde coûte { $big_total } : avancée, elle tombe deux fois dans un même tour de table à compter de la dernière posée au mauvais siège, soit { $big_total } de plus que sa part pour un tour de table ; en revanche, il ne doit pas la petite blinde ({ $small }) qui serait ensuite tombée au siège { $seat }, puisqu’il a quitté ce siège.
before-amount-held-to-call-all-in = Le siège { $seat } a payé avant que le montant du siège { $bettor } soit connu : le floor décide au mieux selon la situation, et peut tenir le joueur qui a payé à n’importe quel montant ({ $rule_conditional_declarations }-B) ; la lecture que privilégie la règle est un call de la mise, qui met le siège { $seat } à tapis pour { $to } au total.
before-amount-uncalled = Il ne reste personne pour agir : les { $amount } de la mise du siège { $seat } que personne ne peut payer reviennent au siège { $seat }.
item-uncalled = Il ne reste personne pour agir : les { $amount } de la mise du siège { $seat } que personne ne peut payer reviennent au siège { $seat }.
away-if-clock-ends-hand = le time est demandé sur le siège { $seat } face à la mise et expire avant le retour du joueur : la main est morte, ses { $in_pot } restent dans le pot, et le coup est terminé ; le siège { $winner } remporte le pot de { $pot }
away-if-clock-ends-hand-back = le time est demandé sur le siège { $seat } face à la mise et expire avant le retour du joueur : la main est morte, ses { $in_pot } restent dans le pot, et le coup est terminé ; le siège { $winner } remporte le pot de { $pot } et récupère les { $back } que personne n’a payés
seat-no-blind-yet = Le joueur n’a posé aucune grosse blinde depuis le siège { $seat } : le déplacement ne fait sauter ni ne double aucune blinde, il fixe seulement le moment où vient la première.
seat-if-no-blind-yet = le joueur n’a encore posé aucune grosse blinde depuis le siège { $seat } : le déplacement ne fait sauter ni ne double aucune blinde, et rien ne relève du floor
rotation-worst-position-now = À la table courte, le joueur prend la pire position, le siège { $seat } : la grosse blinde de la main suivante à cette table, ce que la règle permet même si ce siège paie alors la grosse blinde deux fois ({ $rule_balancing_tables }-A).
rotation-worst-position = À la table courte, le joueur prend la pire position, le siège { $seat } : le premier siège libre qu’atteint la grosse blinde, dans { $hands ->
        [one] { $hands } main
       *[other] { $hands } mains
    } ; jamais la petite blinde ({ $rule_balancing_tables }-A).
error-rotation-short-table = la table courte : ses sièges occupés (1 à 12), le siège de sa dernière grosse blinde parmi eux, et sa taille (2 à 12)
error-rotation-short-table-full = la table courte n’a aucun siège libre
error-rotation-short-table-stud = `short_table` vaut pour les tournois mixtes ; dans un tournoi de stud seulement, le joueur prend le siège libre (`open_seat`)
penalty-repeat-top = Les récidives entraînent des pénalités croissantes ({ $rule_penalties }-A), et les pénalités antérieures du joueur dans ce tournoi ont déjà atteint le haut de l’échelle des tours de pénalité ({ $top } tours) : l’étape suivante est la disqualification ; une pénalité de plus de tours est l’autre choix du floor.
cond-call-is-check = « Payé » sans mise à payer est une parole : l’annonce engage le siège { $seat } à dire parole ({ $rule_invalid_bet_declarations }).
cond-may-not-raise = Le siège { $seat } ne peut pas relancer ici (les enchères ne sont pas rouvertes pour lui) : la relance annoncée engage le siège { $seat } à payer, jusqu’à { $to } ({ $rule_reopening_the_bet }).
cond-no-amount = Aucun montant n’a été annoncé : l’annonce engage le siège { $seat } pour le minimum, soit { $to }.
cond-more-than-stack = { $said } dépasse ce qu’a le siège { $seat } : l’annonce engage le siège { $seat } à faire tapis, pour { $to }.
cond-more-than-limit = { $said } dépasse ce que la limite permet ici au siège { $seat } : l’annonce engage le siège { $seat } au maximum, { $to }.
cond-below-minimum = { $said } est inférieur au minimum de { $to } : il est porté à { $to } ({ $rule_incorrect_bets }).
cond-act-fold = se coucher
cond-act-check = dire parole
cond-act-call = payer, jusqu’à { $to }
cond-act-all-in = faire tapis, pour { $to }
cond-act-bet = miser { $to }
cond-act-raise = relancer à { $to }
play-out-uncalled = Personne ne peut payer { $amount } de la mise du siège { $seat } : ils reviennent au siège { $seat }.
play-out-pot-won = Le pot de { $amount } va { $count ->
        [one] au siège { $winners }
       *[other] aux sièges { $winners }, partagé
    }.
play-out-pot-at-showdown = Le pot de { $amount } se décide à l’abattage entre les sièges { $eligible }.
penalty-nuts-call-not-soft-play = Le siège { $seat } a seulement payé la dernière mise de la river, clôturant l’action, en détenant les nuts sans partage possible : cela seul n’est pas du soft play ; un joueur n’est jamais obligé de relancer ({ $rule_penalties }-B). Aucune pénalité sur ces faits.
bet-silent-chips = Le siège { $seat } a avancé { $chips } sans rien dire, sans rien à payer : les jetons sont une mise de leur valeur.
stud-deal-bring-in-if-card = La demande ne dit pas quelle carte cachée a été exposée : si c’était le { $card }, le siège { $seat } fait le bring-in (l’autre lecture est une alternative).
stud-deal-if-exposed-card = la carte exposée était le { $card } : le siège { $seat } fait le bring-in
error-stud-deal-one-card = une carte, comme « As » : la carte cachée qui a été exposée
import-note-capped-limit-raise = actions[{ $index }] : la relance en limite fixe du siège { $seat } notée à { $to }, tout ce qu’un adversaire peut payer, est lue comme la relance de la limite à { $full } : l’adversaire paie à tapis pour moins et { $excess } est rendu, non payé
error-hand-one-blind-form-only = { $by ->
        [button] une main avec blinde au bouton
        *[nobody] une main sans blindes
    } n’a ni petite blinde, ni petite blinde morte, ni ante de grosse blinde, ni straddle, ni mise posée hors des blindes
import-note-ohh-draw-variant = le game_type « Draw » d’OHH ne nomme pas la variante : lu comme { $game } (cartes distribuées : { $cards } ; tirages : { $draws })
away-dead-nothing-in = La main du siège { $seat } est morte : le time a expiré alors que le joueur était absent, face à une mise.
options-bet-to = miser { $to }
options-bet-between = miser un montant compris entre { $lo } et { $hi }
error-hand-spot-stud-no-button = { $game } se joue sans bouton (avec des antes et un bring-in) : retirer le bouton du spot
error-hand-spot-stud-cards = { $street } : chaque siège a reçu { $n } cartes jusqu’ici ; le siège { $seat } en a { $given }
error-hand-spot-up-cards = { $street } : chaque siège montre { $n ->
        [one] une carte visible
       *[other] { $n } cartes visibles
    } ; le siège { $seat } en montre { $given }
error-replay-spot-opener-by-cards = { $street } : personne n’a encore agi et, d’après les cartes visibles, c’est le siège { $opener } qui parle en premier, pas le siège { $seat }
error-hand-run-only-board-deal = `run` ne s'indique que sur une distribution du board, dans un jeu à board (ici : { $game })
error-hand-run-out-of-order = le run { $run } n'est pas le suivant : après le premier viennent le 2 puis le 3, chacun distribué après le précédent
error-replay-run-not-due = une distribution du run { $run } arrive avant que les enchères soient closes avec un joueur à tapis, avant que le board du premier run soit complet, ou hors de l'ordre des streets : le board n'est redistribué que pour les cartes restant à venir une fois les enchères terminées
options-not-reopened-limit = Le siège { $seat } a déjà agi sur ce tour d’enchères et fait maintenant face à { $to_call }, moins que { $need } (une demi-mise) : les enchères ne sont pas rouvertes, le siège { $seat } peut donc seulement payer ou se coucher ({ $rule_reopening_the_bet }).
string-later-chips-complete = Le siège { $seat } doit encore atteindre { $to } : sur les { $back } des mouvements suivants, { $used } restent pour cela et seuls { $rest } sont rendus au joueur.
string-later-chips-all-stay = Le siège { $seat } doit encore atteindre { $to } : les { $back } des mouvements suivants restent pour cela, rien n’est rendu.
bet-completion-all-in = Le siège { $seat } a moins que la relance complète à { $full_to } : la compléter met le siège { $seat } à tapis pour { $to }, en dessous d’une relance complète ({ $rule_reopening_the_bet }).
string-summary-call = Un call de { $to } ; au total, { $back } sont rendus au siège { $seat }, jetons des mouvements suivants compris.
incorrect-bet-caller-brought-up = Le siège { $seat } a payé les { $to } : un call égale la mise qu’il paie, le siège { $seat } ajoute donc { $add } et paie les { $min_to } corrigés ({ $rule_incorrect_bets }).
incorrect-bet-caller-all-in = Le siège { $seat } a payé les { $to } et n’a plus que { $add } : il les ajoute, à tapis, en dessous des { $min_to } corrigés ({ $rule_incorrect_bets }).
sderr-break-too-late = La donne était la dernière avant une pause : la réclamation devait venir dans la minute suivant l’attribution du pot ; elle est venue plus tard, le pot reste donc tel qu’attribué ({ $rule_disputed_hands }).
button-button-blind-moves = Les blinds sont le seul fait du bouton (un button blind) : le bouton, et sa blind avec lui, avance d’un joueur, du siège { $from } au siège { $button } ; aucun siège ne doit de blind, donc ni bouton ni blind mort ({ $rule_dead_button }).
button-no-blinds-moves = La donne n’a pas de blinds (antes seules) : le bouton avance d’un joueur, du siège { $from } au siège { $button }, et rien d’autre n’est posté ({ $rule_dead_button }).
button-summary-button-blind = Donne suivante : bouton au siège { $button }, qui poste le button blind ; aucune autre blind.
button-summary-no-blinds = Donne suivante : bouton au siège { $button } ; pas de blinds (antes seules).
knob-clock-seconds = Secondes dont dispose un joueur pour agir une fois le time demandé, avant le compte à rebours (TDA : 25).
knob-clock-countdown-seconds = Secondes du compte à rebours qui suit (TDA : 5).
knob-clock-expiry = Ce que produit un time écoulé (TDA : la main est morte face à une mise ; sinon, c’est parole).
knob-shot-clock-seconds = Shot clock : secondes dont dispose chaque joueur pour chaque décision, décomptées sans que le time soit demandé (TDA : aucun, 0 ; le time est demandé par un joueur ou le floor).
knob-time-bank-seconds = Secondes qu’une carte de time bank (prolongation) ajoute au temps du joueur (TDA : aucune, 0).
knob-time-banks = Cartes de time bank dont dispose chaque joueur pour l’épreuve (TDA : aucune, 0).
knob-limit-cap-bets = Mises permises par tour d’enchères en limit : une mise et les relances qui la suivent (TDA : le plafond de la maison ; celui du moteur, 4, une mise et trois relances). Une main qui indique son propre plafond le garde.
knob-limit-cap-heads-up = Si le plafond des relances s’applique encore à deux joueurs dans la main (TDA : oui, jusqu’à ce que l’épreuve se joue à deux).
knob-stud-completion-counts = Si, au stud, compléter le bring-in est la mise du tour qui compte pour le plafond (TDA : oui : le bring-in n’est pas une mise et la complétion est la première mise pleine, le « complete » de la Règle 3 ; une maison qui ne la compte pas permet de compléter puis autant de relances que le plafond).
knob-bring-in-ace-high = Si l’as compte haut pour le bring-in au stud et au stud/8, de sorte qu’un as n’est jamais au bring-in (TDA : muette, règle de jeu de la maison ; la lecture du moteur, comme celle de PokerKit et des WSOP : haut). Au razz l’as est toujours bas et la carte la plus haute est au bring-in ; les couleurs se classent trèfle, carreau, cœur, pique.
knob-passive-out-of-turn = Quelle lecture d’une action passive hors de son tour s’applique (TDA : celle de l’édition).
knob-big-blind-ante-order = Ce qu’une grosse blinde courte poste d’abord dans un format d’ante de la grosse blinde (TDA : la blinde).
knob-dodging-blinds = Ce que coûte d’esquiver les blindes délibérément (TDA : une pénalité).
knob-at-seat-by = Le moment où le joueur doit être à sa place (TDA : la dernière carte de la donne initiale).
knob-odd-chip = Qui reçoit le jeton impair d’un pot partagé dans un jeu à board (TDA : le premier gagnant à gauche du bouton).
knob-misread-window = Jusqu’à quand une main abattue mal lue peut être corrigée (TDA : jusqu’au début de la main suivante).
knob-pot-error-window = Jusqu’à quand un pot attribué au mauvais joueur peut être corrigé (TDA : jusqu’à une action substantielle de la main suivante).
knob-ask-to-see = Qui peut demander à voir une main à l’abattage (TDA : un joueur qui a payé la mise de la river, la main du dernier agresseur ; les autres demandes, à la discrétion du floor).
knob-deliberate-exposure = Ce que fait à la main l’exposition délibérée de cartes avec une action en attente (TDA : une pénalité ; la main reste vivante).
knob-first-penalty = La première pénalité pour une infraction sans antécédent (TDA : à la discrétion du floor ; les règles penchent pour un avertissement).
knob-penalty-max-rounds = Le nombre maximal de tours de pénalité que l’échelle atteint avant la disqualification (TDA : à la discrétion du floor ; la lecture du moteur, 3).
knob-halt-short-by = Une table à laquelle il manque au moins ce nombre de joueurs par rapport à la table la plus pleine suspend le jeu (TDA : 3).
knob-substantial-actions = Action substantielle : ce nombre d’actions à son tour, quelles qu’elles soient (TDA : 3).
knob-substantial-actions-with-chips = Action substantielle : ce nombre d’actions à son tour quand au moins l’une met des jetons (TDA : 2).
knob-conditional-statements = Si une déclaration conditionnelle engage le joueur (TDA : le floor décide).
knob-chip-count = Quand un joueur peut faire compter exactement les jetons d’un adversaire (TDA : face au tapis de ce joueur, à son tour).
knob-pot-limit-overbet = Ce que devient une mise en pot-limit supérieure au pot (TDA : réduite pour tous ceux qui paient jusqu’à la carte suivante).
knob-expects-int = un nombre entier de { $min } à { $max }
knob-expects-choice = l’une des valeurs { $values }
knob-expects-flag = true ou false
seat-later-in-orbit = La grosse blinde ({ $big }) arrive au joueur { $hands ->
        [one] une main
       *[other] { $hands } mains
    } plus tard qu’elle ne l’aurait fait : l’ordre du tour change, mais la prochaine grosse blinde du joueur reste celle de ce tour, donc rien n’est sauté et il n’y a rien à rattraper.
seat-sooner-in-orbit = La grosse blinde ({ $big }) arrive au joueur { $hands ->
        [one] une main
       *[other] { $hands } mains
    } plus tôt qu’elle ne l’aurait fait : l’ordre du tour change, mais le joueur la paie une fois dans le tour, donc rien n’est payé deux fois et il n’y a rien à rendre.
seat-in-orbit-floor = Aucune règle ne traite d’une blinde décalée par un déplacement : le dernier mot revient au floor ; les règles penchent pour que rien ne soit dû.
rotation-left-since = Des joueurs sont partis depuis cette main : le bouton mort (règle 32) place la main suivante à partir des blindes de cette main, la grosse blinde avançant d’un joueur, et un siège resté vide reste vide.
rotation-dead-small = La petite blinde est morte : la grosse blinde de la dernière main (siège { $seat }) est partie.
rotation-dead-button = Le bouton est mort sur le siège { $seat }, désormais vide.
rotation-next-button-summary-no-small = Bouton au siège { $button }, pas de petite blinde, grosse blinde au siège { $big }.
error-rotation-left-since = un siège parti depuis est numéroté de 1 à 12 et ne figure pas dans `seats` (`left_since`)
h4h-if-different-tables = Si les joueurs ont été éliminés à des tables différentes sur la même main du main par main : ils partagent leurs places et l’argent ({ $rule_rp_hand_for_hand }) ; l’ordre par tapis de départ vaut pour les éliminations à une même table.
h4h-different-tables = Les joueurs ont été éliminés à des tables différentes : l’ordre par tapis de départ ({ $rule_simultaneous_busts }) vaut pour une même table, ils partagent donc comme le prévoit le main par main.
