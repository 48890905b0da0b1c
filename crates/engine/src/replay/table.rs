//! The table: the state of a hand in progress, and what it answers about it.

use super::*;

/// One player's chips and state at the table.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Player {
    /// Chips behind.
    pub(super) stack: Chips,
    /// Chips in front on this street.
    pub(super) street_bet: Chips,
    /// Chips put in over the hand (antes included).
    pub(super) total: Chips,
    /// Antes (dead money, main pot), a part of `total`.
    pub(super) dead: Chips,
    pub(super) folded: bool,
    /// Has acted on this street (a posted blind is not an action).
    pub(super) acted: bool,
    pub(super) mucked: bool,
}

/// A player's cards (shown, or held in a draw game): a hand's worth (up to eight) kept in place,
/// more on the heap.
#[derive(Debug, Clone)]
pub(super) enum FewCards {
    /// The cards in the first places.
    Inline(u8, [Card; 8]),
    /// More cards than fit in place (none or more than eight).
    Heap(Vec<Card>),
}

impl FewCards {
    /// The cards, copied.
    pub(super) fn of(cards: &[Card]) -> FewCards {
        match cards.first() {
            Some(&first) if cards.len() <= 8 => {
                let mut at = [first; 8];
                at[..cards.len()].copy_from_slice(cards);
                FewCards::Inline(cards.len() as u8, at)
            }
            _ => FewCards::Heap(cards.to_vec()),
        }
    }

    /// The cards after a draw: those not thrown (`discards`), in their order, then those
    /// received (`cards`).
    pub(super) fn redrawn(&self, discards: &[Card], cards: &[Card]) -> FewCards {
        // The cards thrown as a bit set: each card kept is one test, not a search.
        let thrown = discards.iter().fold(0u64, |m, c| m | c.bit());
        let out = self.iter().filter(|x| thrown & x.bit() == 0).chain(cards);
        // One pass while they fit in place (the places past them hold the first card).
        let mut rest = out.clone();
        let Some(&first) = rest.next() else {
            return FewCards::Heap(Vec::new());
        };
        let mut at = [first; 8];
        let mut n = 1;
        for &c in rest {
            let Some(slot) = at.get_mut(n) else {
                return FewCards::Heap(out.copied().collect());
            };
            *slot = c;
            n += 1;
        }
        FewCards::Inline(n as u8, at)
    }
}

impl std::ops::Deref for FewCards {
    type Target = [Card];
    fn deref(&self) -> &[Card] {
        match self {
            FewCards::Inline(len, at) => &at[..usize::from(*len)],
            FewCards::Heap(v) => v,
        }
    }
}

/// The shows a table keeps in place ([`Shown`]): the sample hands have up to four; more go on
/// the heap.
pub(super) const SHOWS: usize = 4;

/// One show kept in place: the position, the count of cards (one to eight) and the cards.
#[derive(Debug, Clone, Copy)]
pub(super) struct Show {
    at: u8,
    len: u8,
    cards: [Card; 8],
}

/// The cards shown, by position, in the order shown: a few shows of up to eight cards each in
/// place (the usual case: no allocation when a hand is shown), and otherwise every show on the
/// heap. Reads as the list `(position, cards)` it stands for: [`Shown::last_of`] is the last
/// show of a position.
#[derive(Clone)]
pub(super) enum Shown {
    /// Every show of one to eight cards at a position below 256, in order.
    Few(Few<Show, SHOWS>),
    /// Every show, in order (once one does not fit in place).
    Heap(Vec<(usize, FewCards)>),
}

impl Show {
    /// A show of no card at position 0, zero in memory (the lowest card; `fallback` only where
    /// there were no such card): what the unused places of the shows kept in place hold.
    #[inline]
    fn blank(fallback: Card) -> Show {
        let zero = Card::from_index(0).unwrap_or(fallback);
        Show {
            at: 0,
            len: 0,
            cards: [zero; 8],
        }
    }
}

impl std::fmt::Debug for Shown {
    /// As the list `(position, cards)` it stands for.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Shown::Few(shows) => f
                .debug_list()
                .entries(
                    shows
                        .iter()
                        .map(|s| (usize::from(s.at), FewCards::Inline(s.len, s.cards))),
                )
                .finish(),
            Shown::Heap(v) => v.fmt(f),
        }
    }
}

impl Shown {
    /// Nothing shown.
    #[inline]
    pub(super) const fn new() -> Shown {
        Shown::Few(Few::new())
    }

    /// Whether nothing is shown.
    #[inline]
    pub(super) fn is_empty(&self) -> bool {
        match self {
            Shown::Few(f) => f.is_empty(),
            Shown::Heap(v) => v.is_empty(),
        }
    }

    /// The player at position `at` shows `cards`.
    pub(super) fn push(&mut self, at: usize, cards: &[Card]) {
        if let Shown::Few(f) = self {
            match (u8::try_from(at), cards.first()) {
                (Ok(pos), Some(&first)) if cards.len() <= 8 => {
                    let mut show = Show {
                        at: pos,
                        len: cards.len() as u8,
                        cards: [first; 8],
                    };
                    show.cards[..cards.len()].copy_from_slice(cards);
                    if f.is_empty() {
                        // The first show: the places after it are cleared (a zero show), a
                        // few wide stores, not each written with the show as a push on an
                        // empty list does.
                        *f = Few::one(show, Show::blank(first));
                    } else {
                        f.push(show);
                    }
                    return;
                }
                _ => {
                    let heap = f
                        .iter()
                        .map(|s| {
                            (
                                usize::from(s.at),
                                FewCards::of(&s.cards[..usize::from(s.len)]),
                            )
                        })
                        .collect();
                    *self = Shown::Heap(heap);
                }
            }
        }
        if let Shown::Heap(v) = self {
            v.push((at, FewCards::of(cards)));
        }
    }

    /// The cards the player at position `i` showed last, if any.
    #[inline]
    pub(super) fn last_of(&self, i: usize) -> Option<&[Card]> {
        match self {
            Shown::Few(f) => f
                .iter()
                .rev()
                .find(|s| usize::from(s.at) == i)
                .map(|s| &s.cards[..usize::from(s.len)]),
            Shown::Heap(v) => v.iter().rev().find(|(j, _)| *j == i).map(|(_, c)| &**c),
        }
    }
}

/// A position at the table, or none, in one byte (the position plus one; 0: none): what an
/// `Option<usize>` of a position holds, a fifteenth of its size in the table that every
/// replay sets up and hands back.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
pub(super) struct Pos(u8);

impl Pos {
    /// No position.
    pub(super) const NONE: Pos = Pos(0);

    /// The position, if any.
    #[inline]
    pub(super) fn get(self) -> Option<usize> {
        usize::from(self.0).checked_sub(1)
    }

    /// Whether there is no position.
    #[inline]
    pub(super) fn is_none(self) -> bool {
        self.0 == 0
    }

    /// Whether this is position `i`.
    #[inline]
    pub(super) fn is(self, i: usize) -> bool {
        usize::from(self.0) == i + 1
    }
}

impl From<Option<usize>> for Pos {
    /// A position of the table (below `MAX_PLAYERS`), or none.
    #[inline]
    fn from(i: Option<usize>) -> Pos {
        match i {
            Some(i) => {
                debug_assert!(i < M);
                Pos(i as u8 + 1)
            }
            None => Pos::NONE,
        }
    }
}

impl std::fmt::Debug for Pos {
    /// As the `Option<usize>` it stands for.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.get().fmt(f)
    }
}

/// The seat numbers the table maps to positions directly (every seat a hand may have, up to
/// `MAX_SEAT`); a larger number is looked up in the hand's seats.
pub(super) const SEAT_MAP: usize = 16;

/// Each seat number's position plus one (0: no such seat), the first position where a number
/// is listed twice, as [`Hand::seat_index`] finds it.
pub(super) fn seat_positions(hand: &Hand) -> [u8; SEAT_MAP] {
    let mut map = [0u8; SEAT_MAP];
    for (i, s) in hand.seats.iter().enumerate().rev() {
        if let (Some(slot), Ok(p)) = (map.get_mut(usize::from(s.seat)), u8::try_from(i + 1)) {
            *slot = p;
        }
    }
    map
}

/// The betting state of a hand in progress.
#[derive(Debug, Clone)]
pub struct Table<'h> {
    pub(super) hand: &'h Hand,
    pub(super) n: usize,
    pub(super) structure: Structure,
    /// Each player's chips and state, by position.
    pub(super) players: [Player; M],
    pub(super) shown: Shown,
    pub(super) phase: Phase,
    pub(super) street: Street,
    pub(super) current_bet: Chips,
    pub(super) full_raise: Chips,
    /// Fixed limit: bets and raises made this round (the big blind counts pre-flop).
    pub(super) bets_this_street: u32,
    /// Fixed limit: the level the next raise is measured from.
    pub(super) fl_level: Chips,
    /// The round's fixed-limit bet size (`fixed_bet_plain`), kept for the round: set where the
    /// street changes and where fourth street's opening bet doubles it, not read from the hand
    /// and the round's definition at every decision.
    pub(super) fl_bet: Chips,
    /// The hand's fixed-limit cap (`limit_sizes().2`), kept for the hand.
    pub(super) fl_cap: u32,
    pub(super) to_act: Pos,
    pub(super) last_aggressor: Pos,
    /// Last bettor or raiser on the river (Rule 17, 18).
    pub(super) river_aggressor: Pos,
    /// Whether a bet was made on the river (Rule 18).
    pub(super) river_bet: bool,
    pub(super) board: [Option<Card>; 5],
    pub(super) board_len: usize,
    pub(super) first_after_button: usize,
    pub(super) sb: Pos,
    pub(super) bb: usize,
    pub(super) returned: Few<SeatStack, 4>,
    /// Betting actions taken (blinds excluded), with whether each put chips in (Rule 36): a
    /// hand's worth in place (no allocation a hand), more on the heap.
    pub(super) history: Vec<Acted>,
    /// A short (incomplete) all-in raise happened on this street.
    pub(super) short_all_in: bool,
    /// Bets and raises made this street (the blinds are not counted).
    pub(super) aggressions: u32,
    /// The street's opening bet (pre-flop: the big blind).
    pub(super) opening_bet: Chips,
    /// At a short all-in on this street, some player with chips had already acted: whether
    /// the betting re-opens for them is a Rule 47 question.
    pub(super) reopen_question: bool,
    /// Chips in the middle from before a spot (earlier rounds, antes): part of the main pot.
    pub(super) prior: Chips,
    /// The players' chips put in over the hand (`total`), added up as they go in.
    pub(super) in_pot: Chips,
    /// The players still holding cards (not folded), counted as they fold.
    pub(super) live: usize,
    /// The positions still holding cards with chips behind (not folded, not all in), a bit
    /// each: kept as stacks and folds change (`sync_active`), so that finding the next player
    /// to act takes no scan of the seats.
    pub(super) active: u16,
    /// Each seat number's position plus one (0: no such seat), for the seats below
    /// `SEAT_MAP`: worked out once when the players are seated, not by a search of the seats
    /// at every action.
    pub(super) seat_pos: [u8; SEAT_MAP],
    /// Draw games: the positions still to draw before the next round (a bit each).
    pub(super) pending_draw: u16,
    /// Stud: the round's opener is not known from the cards; the first to act opens.
    pub(super) opener_open: bool,
    /// Draw games: each player's hand after the draws so far, where known.
    pub(super) held: Vec<Option<FewCards>>,
    /// The action index of a bet or raise that stands as made, its size unchecked (an
    /// incorrect bet found too late to correct, Rule 52): `replay_standing`.
    pub(super) standing: Option<usize>,
    /// The board's cards when the betting closed with cards still to come (a player all in):
    /// a board run again is dealt from there.
    pub(super) closed_at: Option<usize>,
    /// A board run more than once: each later run's board as far as dealt (its first cards
    /// the first run's, up to `closed_at`).
    pub(super) runs: Vec<([Option<Card>; 5], usize)>,
    /// The game's rounds from the current one (`street`'s definition first; none where the
    /// street is not one of the game's): set with `street`, so that the round's definition
    /// and the next one's are read without a search of the game's rounds.
    pub(super) rounds: &'static [crate::hand::StreetDef],
}

impl<'h> Table<'h> {
    /// Seat the players and post antes, blinds, the big-blind ante and straddles.
    pub fn new(hand: &'h Hand) -> Result<Table<'h>, HandError> {
        let mut t = Table::seated(hand);
        t.start()?;
        Ok(t)
    }

    /// Put in the players' stacks, then post antes, blinds, the big-blind ante and straddles on
    /// a table just seated (or set it at the hand's spot), in place: the large table is not
    /// moved through the calls' results.
    pub(super) fn start(&mut self) -> Result<(), HandError> {
        let hand = self.hand;
        let t = self;
        if let Some(spot) = &hand.spot {
            t.seat_players();
            t.set_spot(spot);
            return t.check_spot_opener(spot);
        }
        // The stacks put in and the antes posted in one pass; `active` kept by the posts
        // (nobody has folded yet).
        let absent = t.seat_and_post();
        let last_poster = t.post_straddles()?;
        if !hand.game.has_blinds() {
            t.start_bring_in();
            let posted = t.kill_absent_stud(absent);
            // Players all-in for the ante: with fewer than two players left with chips there
            // is no one to bet against, so no bring-in and no betting (the cards are dealt out).
            // The players holding cards with chips behind: `active`, kept as stacks and
            // folds change (checked against the seats in debug builds).
            let with_chips = t.active().count_ones();
            t.to_act = match posted {
                _ if !t.contested() || with_chips <= 1 => None,
                // The absent low card's bring-in is posted: the player on its left acts.
                Some(i) => t.find_actor((i + 1) % t.n),
                None => t.round_opener(),
            }
            .into();
            if t.to_act.is_none() {
                t.end_round();
            }
            return Ok(());
        }
        if absent {
            t.kill_absent();
        }
        let start = if hand.button_acts_last() {
            t.first_after_button
        } else if t.n == 2 {
            t.sb.get().unwrap_or(0)
        } else {
            (last_poster + 1) % t.n
        };
        t.to_act = if t.contested() {
            t.find_actor(start)
        } else {
            None
        }
        .into();
        if t.to_act.is_none() {
            t.end_round();
        }
        Ok(())
    }

    /// The same state on another hand: one that differs from this table's only in its actions'
    /// words where they play alike (the importer's own replay, bound to the hand it reads).
    pub(crate) fn rebind<'g>(self, hand: &'g Hand) -> Table<'g> {
        // Every field by name: `Table { hand, ..self }` cannot change the lifetime (a
        // type-changing struct update is not stable Rust), and the destructuring makes a new
        // field a compile error here rather than a field silently left behind.
        let Table {
            hand: _,
            n,
            structure,
            players,
            shown,
            phase,
            street,
            current_bet,
            full_raise,
            bets_this_street,
            fl_level,
            fl_bet,
            fl_cap,
            to_act,
            last_aggressor,
            river_aggressor,
            river_bet,
            board,
            board_len,
            first_after_button,
            sb,
            bb,
            returned,
            history,
            short_all_in,
            aggressions,
            opening_bet,
            reopen_question,
            prior,
            in_pot,
            live,
            active,
            seat_pos: _,
            pending_draw,
            opener_open,
            held,
            standing,
            closed_at,
            runs,
            rounds,
        } = self;
        Table {
            hand,
            n,
            structure,
            players,
            shown,
            phase,
            street,
            current_bet,
            full_raise,
            bets_this_street,
            fl_level,
            fl_bet,
            fl_cap,
            to_act,
            last_aggressor,
            river_aggressor,
            river_bet,
            board,
            board_len,
            first_after_button,
            sb,
            bb,
            returned,
            history,
            short_all_in,
            aggressions,
            opening_bet,
            reopen_question,
            prior,
            in_pot,
            live,
            active,
            // The new hand's seats (the same numbers, where it is the same hand reworded).
            seat_pos: seat_positions(hand),
            pending_draw,
            opener_open,
            held,
            standing,
            closed_at,
            runs,
            rounds,
        }
    }

    /// [`Table::rebind`] where the table is: on a table whose lifetime is already the new
    /// hand's (a table bound to no hand, `'static`, is one of any lifetime), only the fields
    /// read from the hand change: the hand and the seats' positions. A field read from the hand
    /// and left behind here fails `read_hand_gives_the_replay_of_the_hand` (the bound replay
    /// against the hand's own).
    pub(crate) fn rebind_in_place(&mut self, hand: &'h Hand) {
        self.hand = hand;
        self.seat_pos = seat_positions(hand);
    }

    /// The recorded kind of the betting action at `index` (a check recorded as PHH's "check or
    /// call", a bet as its "bet or raise": they play alike).
    pub(crate) fn reword(&mut self, index: usize, kind: ActionKind) {
        if let Some(a) = self.history.iter_mut().rev().find(|a| a.index == index) {
            a.kind = kind;
        }
    }

    /// Stud with up cards not known: the round's opener is whoever acts first in it.
    pub fn opener_open(&self) -> bool {
        self.opener_open
    }

    /// The hand being replayed.
    pub fn hand(&self) -> &'h Hand {
        self.hand
    }

    /// Where the hand is: betting, waiting for a deal, over.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The current street.
    pub fn street(&self) -> Street {
        self.street
    }

    /// Seat to act, if a betting round is under way.
    pub fn to_act(&self) -> Option<u8> {
        self.to_act.get().map(|i| self.hand.seats[i].seat)
    }

    /// The bet to match on this street (a street total).
    pub fn current_bet(&self) -> Chips {
        self.current_bet
    }

    /// The largest full bet or raise this street (Rule 43).
    pub fn full_raise(&self) -> Chips {
        self.full_raise
    }

    /// A seat's chips in front on this street.
    pub fn committed(&self, seat: u8) -> Chips {
        self.idx(seat).map_or(0, |i| self.players[i].street_bet)
    }

    /// A seat's chips behind.
    pub fn stack(&self, seat: u8) -> Chips {
        self.idx(seat).map_or(0, |i| self.players[i].stack)
    }

    /// A seat's chips put in over the whole hand.
    pub fn total_in(&self, seat: u8) -> Chips {
        self.idx(seat).map_or(0, |i| self.players[i].total)
    }

    /// Whether a seat has folded.
    pub fn has_folded(&self, seat: u8) -> bool {
        self.idx(seat).is_some_and(|i| self.players[i].folded)
    }

    /// Whether a seat has mucked at showdown.
    pub fn has_mucked(&self, seat: u8) -> bool {
        self.idx(seat).is_some_and(|i| self.players[i].mucked)
    }

    /// Whether the seat took a voluntary action this street (posting a blind is not one).
    pub fn has_acted(&self, seat: u8) -> bool {
        self.idx(seat).is_some_and(|i| self.players[i].acted)
    }

    /// Whether a seat is all-in.
    pub fn is_all_in(&self, seat: u8) -> bool {
        self.idx(seat)
            .is_some_and(|i| !self.players[i].folded && self.players[i].stack == 0)
    }

    /// Seats still holding cards, clockwise.
    pub fn live_seats(&self) -> Vec<u8> {
        (0..self.n)
            .filter(|&i| !self.players[i].folded)
            .map(|i| self.hand.seats[i].seat)
            .collect()
    }

    /// Seats in clockwise order from the first seat left of the button.
    pub fn seats_from_button(&self) -> Vec<u8> {
        (0..self.n)
            .map(|k| self.hand.seats[(self.first_after_button + k) % self.n].seat)
            .collect()
    }

    /// The big blind's seat.
    pub fn big_blind_seat(&self) -> u8 {
        self.hand.seats[self.bb].seat
    }

    /// The small blind's seat, where there is one.
    pub fn small_blind_seat(&self) -> Option<u8> {
        self.sb.get().map(|i| self.hand.seats[i].seat)
    }

    /// The last player to bet or raise.
    pub fn last_aggressor(&self) -> Option<u8> {
        self.last_aggressor.get().map(|i| self.hand.seats[i].seat)
    }

    /// The last player to bet or raise on the river (Rules 17, 18).
    pub fn river_aggressor(&self) -> Option<u8> {
        self.river_aggressor.get().map(|i| self.hand.seats[i].seat)
    }

    /// Fixed limit: the street total of the last full bet or raise (the next raise is a bet
    /// above it).
    pub fn full_bet_to(&self) -> Chips {
        self.fl_level
    }

    /// Whether anyone bet on the river.
    pub fn river_bet(&self) -> bool {
        self.river_bet
    }

    /// The board, five places, dealt or not.
    pub fn board(&self) -> Vec<Option<Card>> {
        self.board[..self.board_len].to_vec()
    }

    /// A board run more than once: each later run's board (the second, the third), as far as
    /// dealt.
    pub fn run_boards(&self) -> Vec<Vec<Option<Card>>> {
        self.runs
            .iter()
            .map(|(b, len)| b[..*len].to_vec())
            .collect()
    }

    /// Fixed-limit bet size of the current street.
    pub fn limit_bet(&self) -> Chips {
        self.fixed_bet()
    }

    /// Betting actions so far, blinds excluded.
    pub fn history(&self) -> &[Acted] {
        &self.history
    }

    /// The table as it stands: seats, bets, pot, who is to act and with which options.
    pub fn now(&self) -> TableNow {
        TableNow {
            phase: self.phase,
            street: self.street,
            pot: self.pot(),
            current_bet: self.current_bet,
            button: self.hand.button,
            small_blind: self.small_blind_seat(),
            big_blind: self.big_blind_seat(),
            to_act: self.to_act(),
            options: self.to_act().and_then(|s| self.options(s)),
            board: self.board[..self.board_len]
                .iter()
                .map(|c| c.map_or_else(|| "??".to_string(), |c| c.to_string()))
                .collect(),
            seats: (0..self.n)
                .map(|i| {
                    let p = &self.players[i];
                    SeatNow {
                        seat: self.hand.seats[i].seat,
                        name: self.hand.seats[i].name.clone(),
                        stack: p.stack,
                        in_front: p.street_bet,
                        folded: p.folded,
                        all_in: !p.folded && p.stack == 0,
                        acted: p.acted,
                    }
                })
                .collect(),
        }
    }

    /// Fixed limit: bets and raises made this round (pre-flop the big blind counts).
    pub fn bets_this_street(&self) -> u32 {
        self.bets_this_street
    }

    /// Bets and raises made on this street (posted blinds not counted).
    pub fn aggressions(&self) -> u32 {
        self.aggressions
    }

    /// Whether the bet to call is still the street's opening bet (pre-flop: the big blind).
    pub fn facing_opening_bet(&self) -> bool {
        if self.blind_round() {
            self.aggressions == 0
        } else {
            self.aggressions == 1
        }
    }

    /// The street's opening bet (pre-flop: the big blind).
    pub fn opening_bet(&self) -> Chips {
        self.opening_bet
    }

    /// A short all-in raise happened on this street.
    pub fn short_all_in(&self) -> bool {
        self.short_all_in
    }

    /// A short all-in came after some player with chips had acted on this street (Rule 47).
    pub fn reopen_question(&self) -> bool {
        self.reopen_question
    }

    /// Uncalled bets handed back.
    pub fn returned(&self) -> &[SeatStack] {
        &self.returned
    }

    /// The position of a seat number: [`Hand::seat_index`], from the map made at seating.
    #[inline]
    pub(super) fn idx(&self, seat: u8) -> Option<usize> {
        match self.seat_pos.get(usize::from(seat)) {
            Some(&p) => usize::from(p).checked_sub(1),
            None => self.hand.seat_index(seat),
        }
    }
}
