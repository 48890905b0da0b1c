//! Validation of a wire hand: amounts in range, the table, the seats, the posts and straddles,
//! the limits, each action well formed, no card dealt twice.

use super::*;

/// Every amount at most [`MAX_CHIPS`], so that no sum overflows. (Field names are only
/// built for the error.)
pub(super) fn check_amounts(h: &HandInput) -> Result<(), HandError> {
    let over = |v: Chips| v > MAX_CHIPS;
    let field: Option<String> = if over(h.blinds.small) {
        Some("blinds.small".into())
    } else if over(h.blinds.big) {
        Some("blinds.big".into())
    } else if over(h.ante) {
        Some("ante".into())
    } else if over(h.big_blind_ante) {
        Some("big_blind_ante".into())
    } else if h.smallest_chip.is_some_and(over) {
        Some("smallest_chip".into())
    } else if h
        .limits
        .is_some_and(|l| over(l.small_bet) || over(l.big_bet))
    {
        Some("limits".into())
    } else if h.rules.cap.is_some_and(over) {
        Some("rules.cap".into())
    } else if let Some(i) = h
        .seats
        .iter()
        .position(|s| over(s.stack) || s.ante.is_some_and(over))
    {
        Some(format!("seats[{i}]"))
    } else if let Some(i) = h.straddles.iter().position(|s| over(s.amount)) {
        Some(format!("straddles[{i}].amount"))
    } else if let Some(i) = h.posts.iter().position(|p| over(p.amount)) {
        Some(format!("posts[{i}].amount"))
    } else {
        h.actions
            .iter()
            .position(|a| a.to.is_some_and(over))
            .map(|i| format!("actions[{i}].to"))
    };
    match field {
        Some(f) => Err(HandError::invalid(
            f,
            Errors::AmountsMostChips { value: MAX_CHIPS },
        )),
        None => Ok(()),
    }
}

pub(super) fn card_list(text: &str, field: &str) -> Result<Option<Vec<Card>>, HandError> {
    card_list_with(text, || field.to_string())
}

/// [`card_list`], the field named by `field` only when there is an error.
pub(super) fn card_list_with(
    text: &str,
    field: impl FnOnce() -> String,
) -> Result<Option<Vec<Card>>, HandError> {
    let t = text.trim();
    if t.is_empty() || t.chars().all(|c| c == '?' || c.is_whitespace()) {
        return Ok(None);
    }
    parse_cards(t).map(Some).map_err(|e| {
        let reason = match e {
            crate::cards::CardError::OddLength => Errors::CardsOddLength,
            crate::cards::CardError::BadCard(text) => Errors::NotACard { text },
            crate::cards::CardError::Duplicate(card) => Errors::CardTwice {
                card: card.to_string(),
            },
        };
        HandError::invalid(field(), reason)
    })
}

/// The cards seen so far in a hand: no card may be dealt twice, unless the hand is the
/// evidence of a fouled deck (`duplicates` then lists them).
#[derive(Debug, Default)]
pub(super) struct Dealt {
    pub(super) seen: u64,
    /// A short deck (six to ace): a deuce to five is not of the deck.
    pub(super) short_deck: bool,
    /// Accept a card seen twice, and record it (a fouled deck, Rule 35-E).
    pub(super) allow_twice: bool,
    /// The cards seen twice.
    pub(super) duplicates: Vec<Card>,
}

impl Dealt {
    pub(super) fn claim(&mut self, cards: &[Card], field: &str) -> Result<(), HandError> {
        self.claim_with(cards, || field.to_string())
    }

    /// [`Dealt::claim`], the field named by `field` only when there is an error.
    pub(super) fn claim_with(
        &mut self,
        cards: &[Card],
        field: impl Fn() -> String,
    ) -> Result<(), HandError> {
        for c in cards {
            // Ranks count from the deuce (0): a five is 3.
            if self.short_deck && c.rank().index() <= 3 {
                return Err(HandError::invalid(
                    field(),
                    Errors::NotInShortDeck {
                        card: c.to_string(),
                    },
                ));
            }
            if self.seen & c.bit() != 0 {
                if self.allow_twice {
                    if !self.duplicates.contains(c) {
                        self.duplicates.push(*c);
                    }
                    continue;
                }
                return Err(HandError::invalid(
                    field(),
                    Errors::CardDealtTwiceHand {
                        value: (c).to_string(),
                    },
                ));
            }
            self.seen |= c.bit();
        }
        Ok(())
    }
}

/// Blinds, the smallest chip, the number of players and the button.
pub(super) fn check_table(input: &HandInput) -> Result<(), HandError> {
    let game = input.game;
    if !game.has_blinds() {
        return check_stud_table(input);
    }
    if input.bring_in.is_some() {
        return Err(HandError::invalid(
            "bring_in",
            Errors::BringInOnlyStud { game: game.name() },
        ));
    }
    if input.blinds.big == 0 {
        return Err(HandError::invalid(
            "blinds.big",
            Errors::BigBlindMustLeastChip,
        ));
    }
    check_blind_form(input)?;
    if input.blinds.small > input.blinds.big {
        return Err(HandError::invalid(
            "blinds.small",
            Errors::SmallBlindLargerThanBig {
                small: input.blinds.small,
                big: input.blinds.big,
            },
        ));
    }
    if input.smallest_chip == Some(0) {
        return Err(HandError::invalid(
            "smallest_chip",
            Errors::SmallestChipMustWorthLeast,
        ));
    }
    if input.seats.len() < 2 {
        return Err(HandError::invalid("seats", Errors::HandNeedsLeastTwoSeated));
    }
    if input.seats.len() > MAX_PLAYERS {
        return Err(HandError::invalid(
            "seats",
            Errors::PlayersTableSeatsMost {
                seats: input.seats.len(),
                value: MAX_PLAYERS,
            },
        ));
    }
    if !(1..=MAX_SEAT).contains(&input.button) {
        return Err(HandError::invalid(
            "button",
            Errors::ButtonMustSeatNumberFrom { value: MAX_SEAT },
        ));
    }
    Ok(())
}

/// A button blind, or no blinds: one blind (`blinds.big`, the button's) or none, and nothing
/// else posted but the antes; a button blind's button is a seat of the hand.
fn check_blind_form(input: &HandInput) -> Result<(), HandError> {
    let by = match input.blinds_posted_by {
        BlindsPostedBy::Positions | BlindsPostedBy::ButtonBigBlind => return Ok(()),
        BlindsPostedBy::Button => "button",
        BlindsPostedBy::Nobody => "nobody",
    };
    let field = if input.blinds.small > 0 {
        Some("blinds.small")
    } else if input.dead_small_blind {
        Some("dead_small_blind")
    } else if input.big_blind_ante > 0 {
        Some("big_blind_ante")
    } else if !input.straddles.is_empty() {
        Some("straddles")
    } else if !input.posts.is_empty() {
        Some("posts")
    } else {
        None
    };
    if let Some(f) = field {
        return Err(HandError::invalid(f, Errors::OneBlindFormOnly { by }));
    }
    if input.blinds_posted_by == BlindsPostedBy::Button
        && !input.seats.iter().any(|s| s.seat == input.button)
    {
        return Err(HandError::invalid(
            "button",
            Errors::SeatNotHand { seat: input.button },
        ));
    }
    Ok(())
}

/// A stud table: no blinds, straddles or posts; a bring-in and the limits; the seats.
fn check_stud_table(input: &HandInput) -> Result<(), HandError> {
    let game = input.game.name();
    if !input.blinds.is_none()
        || input.big_blind_ante > 0
        || input.dead_small_blind
        || !input.blinds_posted_by.is_positions()
    {
        return Err(HandError::invalid("blinds", Errors::StudNoBlinds { game }));
    }
    if !input.straddles.is_empty() || !input.posts.is_empty() {
        return Err(HandError::invalid(
            if input.posts.is_empty() {
                "straddles"
            } else {
                "posts"
            },
            Errors::StudNoBlinds { game },
        ));
    }
    let Some(limits) = input.limits else {
        return Err(HandError::invalid(
            "limits",
            Errors::StudNeedsLimits { game },
        ));
    };
    match input.bring_in {
        None | Some(0) => {
            return Err(HandError::invalid(
                "bring_in",
                Errors::StudNeedsBringIn { game },
            ));
        }
        Some(b) if b > limits.small_bet => {
            return Err(HandError::invalid(
                "bring_in",
                Errors::BringInOverSmallBet {
                    bring_in: b,
                    small_bet: limits.small_bet,
                },
            ));
        }
        Some(_) => {}
    }
    if input.smallest_chip == Some(0) {
        return Err(HandError::invalid(
            "smallest_chip",
            Errors::SmallestChipMustWorthLeast,
        ));
    }
    if input.seats.len() < 2 {
        return Err(HandError::invalid("seats", Errors::HandNeedsLeastTwoSeated));
    }
    // Eight players see 56 cards by seventh street: the short stub of RP-10-H is a ruling,
    // not a hand this model replays.
    if input.seats.len() > 8 {
        return Err(HandError::invalid(
            "seats",
            Errors::PlayersTableSeatsMost {
                seats: input.seats.len(),
                value: 8,
            },
        ));
    }
    if input.button > MAX_SEAT {
        return Err(HandError::invalid(
            "button",
            Errors::ButtonMustSeatNumberFrom { value: MAX_SEAT },
        ));
    }
    Ok(())
}

/// The seats, sorted by number, with their hole cards checked.
pub(super) fn parse_seats(input: &HandInput, dealt: &mut Dealt) -> Result<Vec<Seat>, HandError> {
    let game = input.game;
    let mut seats = Vec::with_capacity(input.seats.len());
    for (i, s) in input.seats.iter().enumerate() {
        if !(1..=MAX_SEAT).contains(&s.seat) {
            return Err(HandError::invalid(
                format!("seats[{i}].seat"),
                Errors::SeatNumbersRunFrom { value: MAX_SEAT },
            ));
        }
        if input.seats[..i].iter().any(|o| o.seat == s.seat) {
            return Err(HandError::invalid(
                format!("seats[{i}].seat"),
                Errors::SeatListedTwice { seat: s.seat },
            ));
        }
        if s.stack == 0 {
            return Err(HandError::invalid(
                format!("seats[{i}].stack"),
                Errors::SeatedPlayerNeedsChipsDealt,
            ));
        }
        // The field, named only for an error.
        let field = || format!("seats[{i}].cards");
        let cards = match &s.cards {
            Some(t) => card_list_with(t, field)?,
            None => None,
        };
        // Stud: the cards as far as the seat got (three to seven); other games: the deal.
        let most = match game.family() {
            Family::Stud => game.hole_cards(),
            _ => game.first_deal(),
        };
        if let Some(c) = &cards {
            if c.len() < game.first_deal() || c.len() > most {
                return Err(HandError::invalid(
                    field(),
                    Errors::HoleCardsGivenDeals {
                        value: c.len(),
                        value_2: (game.as_str()).to_string(),
                        hole_cards: most,
                    },
                ));
            }
            dealt.claim_with(c, field)?;
        }
        let up = match (&cards, &s.up_cards) {
            _ if game.family() != Family::Stud => {
                if s.up_cards.is_some() {
                    return Err(HandError::invalid(
                        format!("seats[{i}].up_cards"),
                        Errors::UpCardsOnlyStud { game: game.name() },
                    ));
                }
                None
            }
            (Some(c), _) => Some(stud_up(c)),
            (None, Some(t)) => {
                let field = format!("seats[{i}].up_cards");
                let up = card_list(t, &field)?;
                if let Some(u) = &up {
                    if u.len() > 4 {
                        return Err(HandError::invalid(
                            field,
                            Errors::UpCardsMost { given: u.len() },
                        ));
                    }
                    dealt.claim(u, &field)?;
                }
                up
            }
            (None, None) => None,
        };
        seats.push(Seat {
            seat: s.seat,
            name: s.name.clone(),
            stack: s.stack,
            cards,
            ante: s.ante.unwrap_or(input.ante),
            absent: s.absent,
            up,
        });
    }
    seats.sort_by_key(|s| s.seat);
    Ok(seats)
}

pub(super) fn check_straddles(input: &HandInput, seats: &[Seat]) -> Result<(), HandError> {
    for (i, st) in input.straddles.iter().enumerate() {
        if !seats.iter().any(|s| s.seat == st.seat) {
            return Err(HandError::invalid(
                format!("straddles[{i}].seat"),
                Errors::SeatNotHand { seat: st.seat },
            ));
        }
        if st.amount == 0 {
            return Err(HandError::invalid(
                format!("straddles[{i}].amount"),
                Errors::StraddleMustLeastChip,
            ));
        }
    }
    Ok(())
}

/// Posts outside the blinds: by a seat in the hand that is not a blind or a straddler, at
/// least a chip, a live post at most the big blind and one per seat; a dead small blind needs
/// three players (heads-up the button posts the small blind).
pub(super) fn check_posts(input: &HandInput, seats: &[Seat]) -> Result<(), HandError> {
    if input.dead_small_blind && seats.len() < 3 {
        return Err(HandError::invalid(
            "dead_small_blind",
            Errors::DeadSmallBlindHeadsUp,
        ));
    }
    if input.posts.is_empty() {
        return Ok(());
    }
    let numbers: Vec<u8> = seats.iter().map(|s| s.seat).collect();
    let (sb, bb) = blind_positions(&numbers, input.button, input.dead_small_blind);
    for (i, p) in input.posts.iter().enumerate() {
        let field = |f: &str| format!("posts[{i}].{f}");
        let Some(at) = seats.iter().position(|s| s.seat == p.seat) else {
            return Err(HandError::invalid(
                field("seat"),
                Errors::SeatNotHand { seat: p.seat },
            ));
        };
        if Some(at) == sb || at == bb {
            return Err(HandError::invalid(
                field("seat"),
                Errors::PostByBlind { seat: p.seat },
            ));
        }
        if input.straddles.iter().any(|s| s.seat == p.seat) {
            return Err(HandError::invalid(
                field("seat"),
                Errors::PostByStraddler { seat: p.seat },
            ));
        }
        if p.amount == 0 {
            return Err(HandError::invalid(field("amount"), Errors::PostAtLeastChip));
        }
        if p.kind == PostKind::Live {
            if p.amount > input.blinds.big {
                return Err(HandError::invalid(
                    field("amount"),
                    Errors::LivePostOverBigBlind {
                        amount: p.amount,
                        big: input.blinds.big,
                    },
                ));
            }
            if input.posts[..i]
                .iter()
                .any(|o| o.seat == p.seat && o.kind == PostKind::Live)
            {
                return Err(HandError::invalid(
                    field("seat"),
                    Errors::TwoLivePosts { seat: p.seat },
                ));
            }
        }
    }
    Ok(())
}

pub(super) fn check_limits(input: &HandInput) -> Result<(), HandError> {
    let Some(l) = &input.limits else {
        return Ok(());
    };
    if input.betting.unwrap_or(input.game.structure()) != Structure::FixedLimit {
        return Err(HandError::invalid(
            "limits",
            Errors::LimitsApplyFixedLimitGames,
        ));
    }
    if l.small_bet == 0 || l.big_bet == 0 {
        return Err(HandError::invalid("limits", Errors::FixedLimitBetSizesMust));
    }
    if l.cap == Some(0) {
        return Err(HandError::invalid(
            "limits.cap",
            Errors::CapMustAllowLeastOne,
        ));
    }
    Ok(())
}

/// The rules the hand was dealt under: a cap game's cap is a chip or more.
pub(super) fn check_rules(input: &HandInput) -> Result<(), HandError> {
    if input.rules.cap == Some(0) {
        return Err(HandError::invalid(
            "rules.cap",
            Errors::CapMustAllowLeastOne,
        ));
    }
    Ok(())
}

/// The board deals of later runs (a board run twice or three times): each on a board deal of a
/// game with a board, the runs in order (2 before 3).
pub(super) fn parse_runs(input: &HandInput) -> Result<Vec<(usize, u8)>, HandError> {
    let mut runs = Vec::new();
    let mut last = 1;
    for (i, a) in input.actions.iter().enumerate() {
        let Some(run) = a.run else { continue };
        if a.deal.is_none() || input.game.family() != Family::Flop {
            return Err(HandError::invalid(
                format!("actions[{i}].run"),
                Errors::RunOnlyBoardDeal {
                    game: input.game.name(),
                },
            )
            .at_action(i));
        }
        if !(2..=3).contains(&run) || !(last..=last + 1).contains(&run) {
            return Err(HandError::invalid(
                format!("actions[{i}].run"),
                Errors::RunOutOfOrder { run: run.into() },
            )
            .at_action(i));
        }
        last = run;
        runs.push((i, run));
    }
    Ok(runs)
}

/// Action `i` of the hand: a board deal or a player's action.
pub(super) fn parse_action(
    i: usize,
    a: &ActionInput,
    game: Game,
    seats: &[Seat],
    dealt: &mut Dealt,
) -> Result<Action, HandError> {
    let path = |f: &str| format!("actions[{i}].{f}");
    if let Some(street) = a.deal {
        return parse_deal(i, a, game, street, dealt);
    }
    if a.discards.is_some() && a.action != Some(ActionKind::Draw) {
        return Err(HandError::invalid(
            path("discards"),
            Errors::DiscardsOnlyDraw,
        ));
    }
    let Some(seat) = a.seat else {
        return Err(HandError::invalid(
            format!("actions[{i}]"),
            Errors::ActionNeedsSeatActionOr,
        ));
    };
    let Some(kind) = a.action else {
        return Err(HandError::invalid(path("action"), Errors::MissingAction));
    };
    if !seats.iter().any(|s| s.seat == seat) {
        return Err(HandError::invalid(
            path("seat"),
            Errors::SeatNotHand2 { seat },
        ));
    }
    let need_to = || -> Result<Chips, HandError> {
        match a.to {
            Some(0) => Err(HandError::invalid(path("to"), Errors::BetOrRaiseMustLeast)),
            Some(t) => Ok(t),
            None => Err(HandError::invalid(
                path("to"),
                Errors::NeedsPlayerStreetTotal {
                    kind: (kind.as_str()).to_string(),
                },
            )),
        }
    };
    let act = match kind {
        ActionKind::Fold => Act::Fold,
        ActionKind::Check => Act::Check,
        ActionKind::Call => Act::Call,
        ActionKind::AllIn => Act::AllIn,
        ActionKind::Muck => Act::Muck,
        ActionKind::Bet => Act::Bet(need_to()?),
        ActionKind::Raise => Act::Raise(need_to()?),
        ActionKind::Show => Act::Show(parse_show(i, a, game, seat, seats, dealt)?),
        ActionKind::BringIn | ActionKind::Complete if game.family() != Family::Stud => {
            return Err(HandError::invalid(
                path("action"),
                Errors::ActionOnlyStud {
                    kind: kind.as_str().to_string(),
                    game: game.name(),
                },
            ));
        }
        ActionKind::BringIn => Act::BringIn,
        ActionKind::Complete => Act::Complete,
        ActionKind::Draw => parse_draw(i, a, game)?,
    };
    Ok(Action::Player { seat, act })
}

/// A draw: the cards thrown (or how many) and the cards taken, as many.
fn parse_draw(i: usize, a: &ActionInput, game: Game) -> Result<Act, HandError> {
    let path = |f: &str| format!("actions[{i}].{f}");
    if game.family() != Family::Draw {
        return Err(HandError::invalid(
            path("action"),
            Errors::DrawOnlyDrawGames { game: game.name() },
        ));
    }
    let text = a.discards.as_deref().unwrap_or("").trim();
    let unknown = text.chars().filter(|c| !c.is_whitespace()).count();
    // Some cards not known ("Kh??"): only how many.
    let discards = if text.contains('?') {
        None
    } else {
        card_list(text, &path("discards"))?
    };
    let count = match &discards {
        Some(d) => d.len(),
        None if unknown % 2 == 0 => unknown / 2,
        None => return Err(HandError::invalid(path("discards"), Errors::CardsOddLength)),
    };
    if count > game.first_deal() {
        return Err(HandError::invalid(
            path("discards"),
            Errors::DrawMoreThanHeld {
                count,
                held: game.first_deal(),
            },
        ));
    }
    let cards = match &a.cards {
        Some(t) => card_list(t, &path("cards"))?,
        None => None,
    };
    if let Some(c) = &cards
        && c.len() != count
    {
        return Err(HandError::invalid(
            path("cards"),
            Errors::DrawnCardsCount {
                count,
                given: c.len(),
            },
        ));
    }
    Ok(Act::Draw {
        count: count as u8,
        discards,
        cards,
    })
}

pub(super) fn parse_deal(
    i: usize,
    a: &ActionInput,
    game: Game,
    street: Street,
    dealt: &mut Dealt,
) -> Result<Action, HandError> {
    let path = |f: &str| format!("actions[{i}].{f}");
    if a.seat.is_some() || a.action.is_some() || a.to.is_some() || a.discards.is_some() {
        return Err(HandError::invalid(
            format!("actions[{i}]"),
            Errors::BoardDealHasOnlyDeal,
        ));
    }
    if !game.plays(street) {
        return Err(HandError::invalid(
            path("deal"),
            Errors::StreetNotInGame {
                street: street.name(),
                game: game.name(),
            },
        ));
    }
    if game.family() == Family::Stud && street == game.last_street() && a.cards.is_some() {
        // Too few cards left for every player's last card: one card face up in the middle,
        // every player's seventh (RP-10-H; Robert's Rules).
        let cards = card_list_with(a.cards.as_deref().unwrap_or(""), || path("cards"))?;
        if let Some(c) = &cards {
            if c.len() != 1 {
                return Err(HandError::invalid(
                    path("cards"),
                    Errors::BoardCardsGiven {
                        street: format!("{street:?}").to_lowercase(),
                        n: 1,
                        given: c.len(),
                    },
                ));
            }
            dealt.claim_with(c, || path("cards"))?;
        }
        return Ok(Action::Deal { street, cards });
    }
    if game.family() != Family::Flop {
        // Stud's cards are on the seats (but for a community card on the last street); a
        // draw's on the players' draws.
        if street == game.first_street() || a.cards.is_some() {
            return Err(HandError::invalid(
                path(if a.cards.is_some() { "cards" } else { "deal" }),
                Errors::DealCardsOnSeats { game: game.name() },
            ));
        }
        return Ok(Action::Deal {
            street,
            cards: None,
        });
    }
    // Courchevel deals the flop's first card before the first round.
    if street == Street::Preflop && game.board_cards(street) == 0 {
        return Err(HandError::invalid(
            path("deal"),
            Errors::BoardDealsFlopTurnOr,
        ));
    }
    let cards = match &a.cards {
        Some(t) => card_list_with(t, || path("cards"))?,
        None => None,
    };
    if let Some(c) = &cards {
        if c.len() != game.board_cards(street) {
            let n = game.board_cards(street);
            return Err(HandError::invalid(
                path("cards"),
                Errors::BoardCardsGiven {
                    street: format!("{street:?}").to_lowercase(),
                    n,
                    given: c.len(),
                },
            ));
        }
        dealt.claim_with(c, || path("cards"))?;
    }
    Ok(Action::Deal { street, cards })
}

/// The cards a player shows: the hole cards dealt to that seat, where they are known.
pub(super) fn parse_show(
    i: usize,
    a: &ActionInput,
    game: Game,
    seat: u8,
    seats: &[Seat],
    dealt: &mut Dealt,
) -> Result<Option<Vec<Card>>, HandError> {
    // The field, named only for an error.
    let field = || format!("actions[{i}].cards");
    let cards = match &a.cards {
        Some(t) => card_list_with(t, field)?,
        None => None,
    };
    let Some(c) = &cards else {
        return Ok(None);
    };
    if game.family() == Family::Draw {
        // The hand after the draws: what was dealt is no longer the hand shown.
        if c.len() != game.hole_cards() {
            return Err(HandError::invalid(
                field(),
                Errors::CardsShownDeals {
                    value: c.len(),
                    value_2: (game.as_str()).to_string(),
                    hole_cards: game.hole_cards(),
                },
            ));
        }
        return Ok(cards);
    }
    let short = game.family() == Family::Stud && c.len() >= game.first_deal();
    if c.len() != game.hole_cards() && !short {
        return Err(HandError::invalid(
            field(),
            Errors::CardsShownDeals {
                value: c.len(),
                value_2: (game.as_str()).to_string(),
                hole_cards: game.hole_cards(),
            },
        ));
    }
    let own = seats
        .iter()
        .find(|s| s.seat == seat)
        .and_then(|s| s.cards.as_ref());
    match own {
        // Stud: the cards a seat holds when it shows (an all-in shown before seventh street).
        Some(own) if game.family() == Family::Stud && own.len() != c.len() => {
            if c.len() < own.len() && c.iter().all(|x| own.contains(x)) {
                return Ok(cards);
            }
            return Err(HandError::invalid(
                field(),
                Errors::SeatShowsButDealt {
                    seat,
                    cards_to_string: (cards_to_string(c)).to_string(),
                    own: (cards_to_string(own)).to_string(),
                },
            ));
        }
        Some(own) => {
            // The same cards (each list has no card twice: `card_list` refuses it).
            let bits = |cards: &[Card]| cards.iter().fold(0u64, |m, c| m | c.bit());
            if own.len() != c.len() || bits(own) != bits(c) {
                return Err(HandError::invalid(
                    field(),
                    Errors::SeatShowsButDealt {
                        seat,
                        cards_to_string: (cards_to_string(c)).to_string(),
                        own: (cards_to_string(own)).to_string(),
                    },
                ));
            }
        }
        None => dealt.claim_with(c, field)?,
    }
    Ok(cards)
}
