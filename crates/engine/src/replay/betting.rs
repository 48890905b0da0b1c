//! Betting: whose turn it is, the options (Rules 43, 47, 48, 54), applying each action and
//! refusing an impossible one, the end of a round and the next street.

use super::*;
use crate::hand::{Game, StreetDef};

/// The game's rounds from `street` on (its definition first; none where the street is not one
/// of the game's): what [`Table`] keeps as `rounds`.
pub(super) fn rounds_from(game: Game, street: Street) -> &'static [StreetDef] {
    let s = game.def().streets;
    match s.iter().position(|d| d.street == street) {
        Some(at) => &s[at..],
        None => &[],
    }
}

impl<'h> Table<'h> {
    /// Move to round `street`: the street and the game's rounds from it (the next round's
    /// without a search, the usual case).
    #[inline]
    pub(super) fn set_street(&mut self, street: Street) {
        self.street = street;
        self.rounds = match self.rounds.get(1) {
            Some(d) if d.street == street => &self.rounds[1..],
            _ => rounds_from(self.hand.game, street),
        };
        debug_assert_eq!(self.rounds, rounds_from(self.hand.game, street));
        // The round's bet size, kept for it (the bets made so far are the caller's: reset first
        // where a round starts).
        self.fl_bet = self.fixed_bet_plain();
    }

    /// The current round's definition (`street_def` of the street), as kept in `rounds`.
    #[inline]
    pub(super) fn round_def(&self) -> Option<&'static StreetDef> {
        debug_assert_eq!(self.rounds, rounds_from(self.hand.game, self.street));
        debug_assert_eq!(self.rounds.first(), self.hand.game.street_def(self.street));
        self.rounds.first()
    }

    /// The next round's definition (none after the last), as kept in `rounds`.
    #[inline]
    pub(super) fn next_round_def(&self) -> Option<&'static StreetDef> {
        let game = self.hand.game;
        debug_assert_eq!(self.rounds, rounds_from(game, self.street));
        debug_assert_eq!(
            self.rounds.get(1),
            game.next_street(self.street)
                .and_then(|s| game.street_def(s))
        );
        self.rounds.get(1)
    }

    /// The definition of round `street` (`street_def`): the next round's as kept, the usual
    /// case, else searched.
    #[inline]
    pub(super) fn def_of(&self, street: Street) -> Option<&'static StreetDef> {
        match self.next_round_def() {
            Some(d) if d.street == street => Some(d),
            _ => self.hand.game.street_def(street),
        }
    }

    /// The positions that hold cards and chips, worked out from the players (what `active`
    /// keeps).
    pub(super) fn active_of_players(&self) -> u16 {
        (0..self.n)
            .filter(|&i| !self.players[i].folded && self.players[i].stack > 0)
            .fold(0, |a, i| a | 1 << i)
    }

    /// `active` for the player at position `i`, after its stack or fold changed.
    #[inline]
    pub(super) fn sync_active(&mut self, i: usize) {
        let p = &self.players[i];
        let bit = 1u16 << i;
        if !p.folded && p.stack > 0 {
            self.active |= bit;
        } else {
            self.active &= !bit;
        }
    }

    /// `active` worked out again for every player (after the antes and blinds, at a spot).
    pub(super) fn recount_active(&mut self) {
        self.active = self.active_of_players();
    }

    /// `active`, checked against the players in debug builds.
    #[inline]
    pub(super) fn active(&self) -> u16 {
        debug_assert_eq!(self.active, self.active_of_players());
        self.active
    }

    pub(super) fn others_with_chips(&self, i: usize) -> bool {
        self.active() & !(1 << i) != 0
    }

    /// Whether some opponent could put in more than the current bet: otherwise a raise could
    /// never be called and would only come back as an uncalled bet.
    pub(super) fn raise_can_be_called(&self, i: usize) -> bool {
        let current = self.current_bet;
        let mut others = self.active() & !(1 << i);
        while others != 0 {
            let p = &self.players[others.trailing_zeros() as usize];
            if p.street_bet + p.stack > current {
                return true;
            }
            others &= others - 1;
        }
        false
    }

    pub(super) fn needs_action(&self, i: usize) -> bool {
        !self.players[i].folded
            && self.players[i].stack > 0
            && (self.players[i].street_bet < self.current_bet
                || (!self.players[i].acted && self.others_with_chips(i)))
    }

    #[inline]
    pub(super) fn find_actor(&self, start: usize) -> Option<usize> {
        self.next_actor(start).get()
    }

    /// [`Table::find_actor`] as the table keeps it (`to_act`).
    #[inline]
    pub(super) fn next_actor(&self, start: usize) -> Pos {
        let n = self.n;
        if n == 0 {
            return Pos::NONE;
        }
        self.actor_from(if start < n { start } else { start % n })
    }

    /// [`Table::next_actor`] from position `start`, which is at most the number of players (a
    /// start at it, past the last position, finds what position 0 does: no position past the
    /// last holds chips). Inlined in the step after each action, which starts from the next
    /// position, with no remainder to take.
    #[inline(always)]
    pub(super) fn actor_from(&self, start: usize) -> Pos {
        debug_assert!(start <= self.n && self.n <= M && M < 16);
        // `needs_action` of the players holding cards and chips only (`active`): a player who
        // holds chips has another beside them when there are two or more.
        let active = self.active();
        let others_hold_chips = active & active.wrapping_sub(1) != 0;
        let current = self.current_bet;
        // From `start` round the table once: the positions from it, then those before it.
        let from = active & (u16::MAX << start);
        for mut set in [from, active & !from] {
            while set != 0 {
                let i = set.trailing_zeros() as usize;
                let p = &self.players[i];
                if p.street_bet < current || (!p.acted && others_hold_chips) {
                    return Some(i).into();
                }
                set &= set - 1;
            }
        }
        Pos::NONE
    }

    /// Whether seat number `seat` is at position `p` (`idx(seat) == Some(p)`), read from the
    /// seat map as a position plus one where the number is in it.
    #[inline(always)]
    pub(super) fn seat_is_at(&self, seat: u8, p: usize) -> bool {
        let at = match self.seat_pos.get(usize::from(seat)) {
            Some(&q) => usize::from(q) == p + 1,
            None => self.hand.seat_index(seat) == Some(p),
        };
        debug_assert_eq!(at, self.idx(seat) == Some(p));
        at
    }

    /// Whether two or more players still hold cards.
    pub(super) fn contested(&self) -> bool {
        debug_assert_eq!(
            self.live,
            self.players[..self.n].iter().filter(|p| !p.folded).count()
        );
        self.live >= 2
    }

    /// The player at position `i` folds (or the hand is killed): counted out of the live.
    pub(super) fn fold_at(&mut self, i: usize) {
        if !self.players[i].folded {
            self.players[i].folded = true;
            self.live -= 1;
            self.active &= !(1 << i);
        }
    }

    /// Close the betting round: return any uncalled chips, then move on.
    pub(super) fn end_round(&mut self) {
        self.to_act = Pos::NONE;
        let n = self.n;
        // Uncalled chips go back to the bettor (Rule 15-B/16-B mention it; standard practice).
        // The top bettor (the first of the largest street bets) and the largest of the others',
        // in one pass that also clears the street's bets (the seats past the players never
        // bet).
        debug_assert!(self.players[n..].iter().all(|p| p.street_bet == 0));
        let (mut top, mut hi, mut second) = (0, 0, 0);
        let players = &mut self.players[..n];
        // By index: the iterator's count of 40-byte players took a division at every call.
        #[allow(clippy::needless_range_loop)]
        for i in 0..players.len() {
            let b = players[i].street_bet;
            if b == 0 {
                // Nothing to clear or compare (a player out of the round, or who only checked).
                continue;
            }
            players[i].street_bet = 0;
            if b > hi {
                (top, hi, second) = (i, b, hi);
            } else if b > second {
                second = b;
            }
        }
        // A dead hand's blind (a player away from the seat, Rule 30) stays in the pot.
        if hi > second && !self.players[top].folded {
            let back = hi - second;
            self.players[top].total -= back;
            self.in_pot -= back;
            self.players[top].stack += back;
            self.sync_active(top);
            self.returned.push(SeatStack {
                seat: self.hand.seats[top].seat,
                stack: back,
            });
        }
        // The players still in (counted as they fold), and whether two of them hold chips.
        let live = self.live;
        let active = self.active();
        let two_with_chips = active & active.wrapping_sub(1) != 0;
        if live < 2 {
            self.phase = Phase::Uncontested;
            return;
        }
        // The next round's definition, as kept.
        let next_def = self.next_round_def();
        let next = next_def.map(|d| d.street);
        self.phase = match next {
            Some(next) if two_with_chips => Phase::AwaitingDeal(next),
            _ => Phase::Closed,
        };
        if self.phase == Phase::Closed && next.is_some() && self.closed_at.is_none() {
            self.closed_at = Some(self.board_len);
        }
        if next_def.is_some_and(|d| d.draw) {
            self.start_draw();
        }
    }

    pub(super) fn start_street(&mut self, street: Street) {
        // No bet made yet (before `set_street`, which sets the round's bet size from them).
        self.aggressions = 0;
        self.opening_bet = 0;
        self.set_street(street);
        self.structure = self.hand.round_structure(street);
        self.current_bet = 0;
        self.full_raise = self.hand.blinds.big;
        self.bets_this_street = 0;
        self.fl_level = 0;
        for p in &mut self.players {
            p.acted = false;
        }
        self.last_aggressor = Pos::NONE;
        self.short_all_in = false;
        self.reopen_question = false;
        self.phase = Phase::Betting;
        self.to_act = self.round_opener().into();
        if self.to_act.is_none() {
            self.end_round();
        }
    }

    #[inline]
    pub(super) fn deal_board(&mut self, index: usize, street: Street, cards: Option<&[Card]>) {
        let _ = index;
        // The cards of earlier deals a history left out are not known.
        let before = self.hand.game.board_before(street).min(5);
        while self.board_len < before {
            self.board[self.board_len] = None;
            self.board_len += 1;
        }
        let k = self.hand.game.board_cards(street);
        for j in 0..k {
            if self.board_len < 5 {
                self.board[self.board_len] = cards.and_then(|c| c.get(j).copied());
                self.board_len += 1;
            }
        }
        // Stud short of cards for the last street: one community card, every player's
        // seventh (RP-10-H).
        if self.hand.game.family() == crate::hand::Family::Stud
            && let Some(c) = cards.and_then(|c| c.first())
        {
            self.board[0] = Some(*c);
            self.board_len = 1;
        }
    }

    /// A player action that arrives when the next street's cards are due deals them implicitly
    /// (hand histories from tablets often leave board deals out).
    #[inline]
    pub fn deal_implied(&mut self, index: usize) -> Result<(), HandError> {
        // Most actions come while a round is under way: nothing to deal, no call made.
        if let Phase::AwaitingDeal(next) = self.phase {
            self.deal_next(index, next);
        }
        Ok(())
    }

    /// [`Table::deal_implied`]'s deal: the draw finished, or the next street's cards.
    fn deal_next(&mut self, index: usize, next: Street) {
        if self.pending_draw != 0 {
            self.finish_draw(next);
            return;
        }
        // A game without a board deals none (and no card here: `deal_board` would do nothing).
        if self.hand.game.has_board() {
            self.deal_board(index, next, None);
        }
        self.start_street(next);
    }

    /// The round's fixed-limit bet size, as kept (`fl_bet`).
    #[inline]
    pub(super) fn fixed_bet(&self) -> Chips {
        debug_assert_eq!(self.fl_bet, self.fixed_bet_plain());
        self.fl_bet
    }

    /// The round's fixed-limit bet size worked out from the hand, the round's definition and
    /// the bets made (what `fl_bet` keeps).
    pub(super) fn fixed_bet_plain(&self) -> Chips {
        let (small, big, _) = self.hand.limit_sizes();
        match self.round_def() {
            Some(d) if d.big_bet => big,
            _ if self.fourth_street_doubled(big) => big,
            _ => small,
        }
    }

    /// The hand's fixed-limit cap (`limit_sizes().2`), as kept (`fl_cap`).
    #[inline]
    pub(super) fn limit_cap(&self) -> u32 {
        debug_assert_eq!(self.fl_cap, self.hand.limit_sizes().2);
        self.fl_cap
    }

    /// Pot-limit: the largest total a raise may reach (call, then raise the pot).
    /// Pre-flop the pot counts full blinds even when a blind is short (Rule 54-B).
    pub(super) fn pot_limit_to(&self, i: usize) -> Chips {
        let facing = self.current_bet.saturating_sub(self.players[i].street_bet);
        let mut pot = self.pot();
        if self.blind_round() {
            if self.sb.is_none() && self.hand.dead_small_blind {
                // A dead small blind still counts in full (Rule 54-B).
                pot += self.hand.blinds.small;
            }
            if let Some(sb) = self.sb.get() {
                let owed = self
                    .hand
                    .blinds
                    .small
                    .saturating_sub(self.players[sb].street_bet);
                // Only a blind posted short counts as full; one that has since acted is real.
                if !self.players[sb].acted && self.players[sb].stack == 0 {
                    pot += owed;
                }
            }
            let bb = self.bb;
            if !self.players[bb].acted && self.players[bb].stack == 0 {
                pot += self
                    .hand
                    .blinds
                    .big
                    .saturating_sub(self.players[bb].street_bet);
            }
        }
        self.current_bet + pot + facing
    }

    /// Chips in the middle: earlier streets' pots and this street's bets.
    pub fn pot(&self) -> Chips {
        debug_assert_eq!(
            self.in_pot,
            self.players[..self.n]
                .iter()
                .map(|p| p.total)
                .sum::<Chips>()
        );
        self.prior + self.in_pot
    }

    /// The options of the player at position `i`.
    #[inline]
    pub fn options_at(&self, i: usize) -> Options {
        self.options_in_place(i)
    }

    /// [`Table::options_at`], always inlined: the replay's loop writes them straight into the
    /// decision it records. Returned through memory by a call, they were written in pieces
    /// and read back whole at once: a store-forwarding stall, where the benchmark's build
    /// (which did not inline them) had a tenth of its stud profile's samples; the clock
    /// measured about 2 % less with it gone.
    #[inline(always)]
    pub(super) fn options_in_place(&self, i: usize) -> Options {
        let p = &self.players[i];
        let facing = self.current_bet.saturating_sub(p.street_bet);
        let stack = p.stack;
        let mut o = Options {
            to_call: facing.min(stack),
            can_check: facing == 0,
            can_raise: false,
            min_raise_to: None,
            max_raise_to: None,
            closed_by: None,
        };
        o.closed_by = if stack <= facing {
            Some(RaiseClosed::NoChipsBeyondCall)
        } else if !self.raise_can_be_called(i) {
            Some(RaiseClosed::NoOpponentToRaise)
        } else if p.acted && !self.reopened_for(i, facing) {
            // Whether the betting is open to the player again (Rule 47): a player yet to act
            // always may raise.
            Some(RaiseClosed::NotReopened)
        } else if self.structure == Structure::FixedLimit
            && self.bets_this_street >= self.limit_cap()
            && (self.hand.conventions.limit_cap_heads_up || self.live > 2)
        {
            Some(RaiseClosed::CapReached)
        } else {
            None
        };
        if o.closed_by.is_some() {
            return o;
        }
        o.can_raise = true;
        let all_in_to = p.street_bet + stack;
        let (lo, hi) = match self.structure {
            Structure::NoLimit => (self.current_bet + self.full_raise, all_in_to),
            Structure::PotLimit => {
                let hi = self.pot_limit_to(i).min(all_in_to);
                (self.current_bet + self.full_raise, hi)
            }
            Structure::FixedLimit => {
                let to = (self.fl_level + self.fixed_bet()).min(all_in_to);
                let hi = self
                    .open_pair_big_bet()
                    .map_or(to, |big| (self.fl_level + big).min(all_in_to));
                (to, hi)
            }
        };
        o.min_raise_to = Some(lo.min(hi));
        o.max_raise_to = Some(hi);
        o
    }

    /// Whether the betting is open again (Rule 47) to the player at position `i`, who has
    /// acted this round and faces `facing`: the options' test, worked out only where it
    /// decides (kept out of the usual case, a player yet to act).
    #[inline]
    fn reopened_for(&self, i: usize, facing: Chips) -> bool {
        match self.structure {
            Structure::FixedLimit => {
                // Stud's third street: the bring-in is not a bet of the limit, so a player who
                // has put in no more than it (posted or called it) faces the whole of the bet:
                // an all-in completion of half the completion or more is a raise (as
                // `size_raise` counts it) and re-opens the betting for them too (Rule 47).
                let measured = if self.street == Street::Third
                    && self.hand.bring_in > 0
                    && self.players[i].street_bet <= self.hand.bring_in
                {
                    self.current_bet
                } else {
                    facing
                };
                2 * measured >= self.fixed_bet()
            }
            _ => facing >= self.full_raise,
        }
    }

    /// The options of a seat.
    pub fn options(&self, seat: u8) -> Option<Options> {
        self.idx(seat).map(|i| self.options_at(i))
    }

    pub(crate) fn decision(&self, index: usize) -> Option<Decision> {
        let i = self.to_act.get()?;
        Some(self.decision_with(index, i, self.options_at(i)))
    }

    /// The decision of the player at position `i` (the one to act), whose options are `options`.
    #[inline]
    pub(super) fn decision_with(&self, index: usize, i: usize, options: Options) -> Decision {
        Decision {
            action_index: index,
            seat: self.hand.seats[i].seat,
            street: self.street,
            options,
            current_bet: self.current_bet,
            full_raise: self.full_raise,
            committed: self.players[i].street_bet,
            stack: self.players[i].stack,
            pot: self.pot(),
        }
    }

    /// Apply action `index` of the hand.
    pub fn apply(&mut self, index: usize, action: &Action) -> Result<(), HandError> {
        self.apply_known(index, action, None)
    }

    /// [`Table::apply`], given the options of the player to act where they were just worked
    /// out on this very state (`known`: that player's position and options; the replay's
    /// decision), so that a bet or raise by that player is checked without working them out
    /// again.
    #[inline(always)]
    pub(super) fn apply_known(
        &mut self,
        index: usize,
        action: &Action,
        known: Option<(usize, &Options)>,
    ) -> Result<(), HandError> {
        match action {
            Action::Deal { street, cards } => match self.hand.run_of(index) {
                Some(run) => self.apply_run_deal(index, run, *street, cards.as_deref()),
                None => self.apply_deal(index, *street, cards.as_deref()),
            },
            Action::Player { seat, act } => {
                let Some(i) = self.idx(*seat) else {
                    return Err(HandError::illegal(
                        index,
                        None,
                        Errors::SeatNotHand { seat: *seat },
                    ));
                };
                if let Act::Draw { .. } = act {
                    self.apply_draw(index, i, act)
                } else if act.is_betting() {
                    // A deal changes the state the options were worked out on.
                    let known = match self.phase {
                        Phase::AwaitingDeal(_) => None,
                        _ => known.filter(|(p, _)| *p == i).map(|(_, o)| o),
                    };
                    self.deal_implied(index)?;
                    self.apply_bet_known(index, i, act, known)
                } else {
                    self.apply_showdown(index, i, act)
                }
            }
        }
    }

    pub(super) fn apply_deal(
        &mut self,
        index: usize,
        street: Street,
        cards: Option<&[Card]>,
    ) -> Result<(), HandError> {
        let game = self.hand.game;
        // Courchevel: the flop's first card, face up before the first round's betting.
        if street == game.first_street()
            && game.board_cards(street) > 0
            && self.street == street
            && self.board_len == 0
            && self.phase == Phase::Betting
        {
            self.deal_board(index, street, cards);
            return Ok(());
        }
        let expected = match self.phase {
            Phase::AwaitingDeal(next) => Some(next),
            Phase::Closed => self
                .next_round_def()
                .map(|d| d.street)
                .filter(|_| self.board_len < 5 || !game.has_board()),
            Phase::Betting => {
                let who: crate::text::Message = match self.to_act.get() {
                    Some(i) => Errors::SeatToAct {
                        seat: self.hand.seats[i].seat,
                    }
                    .into(),
                    None => Errors::Nothing.into(),
                };
                return Err(HandError::illegal(
                    index,
                    Some(RuleKey::IrregularFlops),
                    Errors::DealtBeforeBettingOver {
                        street: format!("{street:?}").to_lowercase(),
                        current: format!("{:?}", self.street).to_lowercase(),
                        who,
                    },
                ));
            }
            Phase::Uncontested => None,
        };
        match expected {
            Some(next) if next == street => {
                if self.pending_draw != 0 || self.def_of(street).is_some_and(|d| d.draw) {
                    self.finish_draw(street);
                    return Ok(());
                }
                self.deal_board(index, street, cards);
                if self.phase == Phase::Closed {
                    self.set_street(street);
                } else {
                    self.start_street(street);
                }
                Ok(())
            }
            Some(next) => Err(HandError::illegal(
                index,
                Some(RuleKey::IrregularFlops),
                Errors::NotDue {
                    next: format!("{next:?}").to_lowercase(),
                    street: format!("{street:?}").to_lowercase(),
                },
            )),
            None => Err(HandError::illegal(
                index,
                None,
                Errors::NoneDue {
                    street: format!("{street:?}").to_lowercase(),
                },
            )),
        }
    }

    /// A deal of a later run (a board run twice or three times): once the betting is closed
    /// with a player all in and the first run's board is complete, the cards still to come
    /// are dealt again, street by street, on the run's own board.
    pub(super) fn apply_run_deal(
        &mut self,
        index: usize,
        run: u8,
        street: Street,
        cards: Option<&[Card]>,
    ) -> Result<(), HandError> {
        let game = self.hand.game;
        let k = usize::from(run.saturating_sub(2));
        let not_due = || HandError::illegal(index, None, Errors::RunNotDue { run: run.into() });
        let Some(from) = self.closed_at else {
            return Err(not_due());
        };
        if self.phase != Phase::Closed || self.board_len < 5 || k > self.runs.len() {
            return Err(not_due());
        }
        if k == self.runs.len() {
            let mut board = [None; 5];
            board[..from].copy_from_slice(&self.board[..from]);
            self.runs.push((board, from));
        }
        let (board, len) = &mut self.runs[k];
        if game.board_before(street) != *len || game.board_cards(street) == 0 {
            return Err(not_due());
        }
        for j in 0..game.board_cards(street) {
            if *len < 5 {
                board[*len] = cards.and_then(|c| c.get(j).copied());
                *len += 1;
            }
        }
        Ok(())
    }

    pub(super) fn apply_bet(&mut self, index: usize, i: usize, act: &Act) -> Result<(), HandError> {
        self.apply_bet_known(index, i, act, None)
    }

    /// [`Table::apply_bet`], given the options of the player at position `i` where they were
    /// just worked out on this state (`known`).
    #[inline(always)]
    fn apply_bet_known(
        &mut self,
        index: usize,
        i: usize,
        act: &Act,
        known: Option<&Options>,
    ) -> Result<(), HandError> {
        self.check_turn(index, i)?;
        if self.opener_open {
            self.opener_open = false;
            self.to_act = Some(i).into();
        }
        if matches!(act, Act::Show(_) | Act::Muck) {
            return self.apply_showdown(index, i, act);
        }
        self.bet_checked(index, i, act, known)
    }

    /// The replay's usual step: betting action `act` (not a draw, show or muck) by the player
    /// at position `i`, who is the one to act in a betting round, whose options `known` were
    /// just worked out on this state for the decision. The same as [`Table::apply_known`]
    /// there, without the checks that the decision already made: what kind of action it is,
    /// whether a deal is due, the phase and whose turn it is.
    #[inline(always)]
    pub(super) fn apply_bet_decided(
        &mut self,
        index: usize,
        i: usize,
        act: &Act,
        known: &Options,
    ) -> Result<(), HandError> {
        debug_assert!(self.phase == Phase::Betting && self.to_act.is(i) && act.is_betting());
        if self.players[i].folded {
            return self.check_turn_other(index, i);
        }
        // Stud's open round: its first action opens it (the player to act is `i` already).
        self.opener_open = false;
        self.bet_checked(index, i, act, Some(known))
    }

    /// [`Table::apply_bet_known`] once the turn is checked and the action is known not to be a
    /// show or muck.
    #[inline(always)]
    fn bet_checked(
        &mut self,
        index: usize,
        i: usize,
        act: &Act,
        known: Option<&Options>,
    ) -> Result<(), HandError> {
        // The amount faced, worked out in the arms that need it (a check, call or bring-in).
        let facing = |t: &Self| t.current_bet.saturating_sub(t.players[i].street_bet);
        // The kind, told by the arm that handles the action (its variants are costly to tell
        // apart: read once).
        // A bet or raise (or completion) is checked and made after the match, at one call.
        let (kind, chips_in, raise_to) = match act {
            Act::Fold => {
                self.fold_at(i);
                (ActionKind::Fold, false, None)
            }
            Act::Check => {
                let facing = facing(self);
                if facing > 0 {
                    return Err(HandError::illegal(
                        index,
                        Some(RuleKey::InvalidBetDeclarations),
                        Errors::SeatChecksFacingBetMore {
                            seat: self.hand.seats[i].seat,
                            facing,
                        },
                    ));
                }
                (ActionKind::Check, false, None)
            }
            Act::Show(_) | Act::Muck => (act.kind(), false, None),
            Act::Call => (ActionKind::Call, self.call(i, facing(self)), None),
            Act::BringIn => (ActionKind::BringIn, self.call(i, facing(self)), None),
            Act::Complete => {
                let (small, _, _) = self.hand.limit_sizes();
                let to = small.min(self.players[i].street_bet + self.players[i].stack);
                (ActionKind::Complete, true, Some(to))
            }
            Act::Draw { .. } => return self.apply_draw(index, i, act),
            Act::AllIn => {
                let to = self.players[i].street_bet + self.players[i].stack;
                if to <= self.current_bet {
                    let add = self.players[i].stack;
                    self.put(i, add);
                    (ActionKind::AllIn, true, None)
                } else {
                    (ActionKind::AllIn, true, Some(to))
                }
            }
            Act::Bet(to) => (ActionKind::Bet, true, Some(*to)),
            Act::Raise(to) => (ActionKind::Raise, true, Some(*to)),
        };
        if let Some(to) = raise_to {
            self.aggress(index, i, to, known)?;
        }
        self.players[i].acted = true;
        self.history.push(Acted {
            index,
            kind,
            chips_in,
        });
        if !self.contested() {
            self.end_round();
            return Ok(());
        }
        // The next position round the table (`find_actor` wraps it).
        self.to_act = self.actor_from(i + 1);
        if self.to_act.is_none() {
            self.end_round();
        }
        Ok(())
    }

    /// The player at position `i` may act now: a betting round is on, the player is in the
    /// hand and is the one to act.
    #[inline(always)]
    pub(super) fn check_turn(&self, index: usize, i: usize) -> Result<(), HandError> {
        // The usual case first, with nothing to work out: the betting is on and the player to
        // act (who holds cards) acts.
        if self.phase == Phase::Betting && self.to_act.is(i) && !self.players[i].folded {
            return Ok(());
        }
        self.check_turn_other(index, i)
    }

    /// [`Table::check_turn`] past the usual case (kept out of line: the replay's every
    /// action inlines the usual case).
    #[cold]
    #[inline(never)]
    fn check_turn_other(&self, index: usize, i: usize) -> Result<(), HandError> {
        let seat = self.hand.seats[i].seat;
        let why = match self.phase {
            Phase::Betting => None,
            Phase::Closed => Some(Errors::ActsBettingOver { seat }),
            Phase::Uncontested => Some(Errors::ActsAfterFolds { seat }),
            Phase::AwaitingDeal(next) => Some(Errors::ActsBeforeDeal {
                seat,
                street: format!("{next:?}").to_lowercase(),
            }),
        };
        if let Some(why) = why {
            return Err(HandError::illegal(index, None, why));
        }
        if self.players[i].folded {
            return Err(HandError::illegal(
                index,
                None,
                Errors::SeatHasFolded { seat },
            ));
        }
        if self.opener_open && !self.to_act.is(i) && self.needs_action(i) {
            // Stud with the up cards unknown: the first to act in the round opened it.
            return Ok(());
        }
        if !self.to_act.is(i) {
            let reason: crate::text::Message = match self.to_act.get() {
                Some(j) => Errors::SeatActsOutTurn {
                    seat,
                    to_act: self.hand.seats[j].seat,
                }
                .into(),
                None => Errors::SeatActsNobodyToAct { seat }.into(),
            };
            return Err(HandError::illegal(
                index,
                Some(RuleKey::ActingInTurn),
                reason,
            ));
        }
        Ok(())
    }

    /// The player at position `i` calls `facing` (as far as the stack goes): whether any
    /// chips went in.
    #[inline(always)]
    fn call(&mut self, i: usize, facing: Chips) -> bool {
        let add = facing.min(self.players[i].stack);
        self.put(i, add);
        add > 0
    }

    /// The player at position `i` (who holds cards: the one acting) puts `add` in.
    pub(super) fn put(&mut self, i: usize, add: Chips) {
        debug_assert!(!self.players[i].folded);
        self.players[i].stack -= add;
        self.players[i].street_bet += add;
        self.players[i].total += add;
        self.in_pot += add;
        // `sync_active` for a player who holds cards: with chips left they still count among
        // `active` (as they did before, with more), all in they no longer do.
        if self.players[i].stack == 0 {
            self.active &= !(1 << i);
        }
        debug_assert_eq!(self.active, self.active_of_players());
    }

    /// A bet or raise to `to` by the player at position `i`, whose options are `known` where
    /// they were just worked out on this state.
    pub(super) fn aggress(
        &mut self,
        index: usize,
        i: usize,
        to: Chips,
        known: Option<&Options>,
    ) -> Result<(), HandError> {
        let all_in_to = self.players[i].street_bet + self.players[i].stack;
        // The options depend on neither `to_act` nor `opener_open`, the only state changed
        // since `known` was worked out.
        let worked_out;
        let o = match known {
            Some(o) => o,
            None => {
                worked_out = self.options_at(i);
                &worked_out
            }
        };
        let (lo, hi) = if self.standing == Some(index) {
            // A bet that stands as made: its size is not checked.
            (to, to)
        } else {
            (o.min_raise_to.unwrap_or(to), o.max_raise_to.unwrap_or(to))
        };
        // Every check at once, with nothing else to work out in the usual case (a legal bet
        // or raise): the error, where there is one, is told out of line by the checks in
        // their order (`aggress_refused`).
        if to <= self.current_bet
            || to > all_in_to
            || !o.can_raise
            || to > hi
            || (to < lo && to != all_in_to)
            || (to != lo && to != hi && to != all_in_to && self.open_pair_big_bet().is_some())
        {
            return Err(self.aggress_refused(index, i, to, o));
        }
        self.size_raise(i, to);
        let add = to - self.players[i].street_bet;
        self.put(i, add);
        if self.aggressions == 0 && !self.blind_round() {
            self.opening_bet = to;
        }
        self.aggressions += 1;
        if self.aggressions == 1 && self.street == Street::Fourth {
            // Fourth street's opening bet may double the round's bet size.
            self.fl_bet = self.fixed_bet_plain();
        }
        self.current_bet = to;
        self.last_aggressor = Some(i).into();
        // The last round: none kept after it.
        debug_assert_eq!(
            self.rounds.len() == 1,
            self.street == self.hand.game.last_street()
        );
        if self.rounds.len() == 1 {
            self.river_aggressor = Some(i).into();
            self.river_bet = true;
        }
        Ok(())
    }

    /// Why [`Table::aggress`] refuses a bet or raise to `to` by the player at position `i`
    /// whose options are `o`: the first check it fails, in their order (kept out of line: the
    /// replay's bets and raises are legal).
    #[cold]
    #[inline(never)]
    fn aggress_refused(&self, index: usize, i: usize, to: Chips, o: &Options) -> HandError {
        let seat = self.hand.seats[i].seat;
        let all_in_to = self.players[i].street_bet + self.players[i].stack;
        if to <= self.current_bet {
            return HandError::illegal(
                index,
                Some(RuleKey::RaiseAmounts),
                Errors::SeatBetsOrRaisesWhich {
                    seat,
                    to,
                    current_bet: self.current_bet,
                },
            );
        }
        if to > all_in_to {
            return HandError::illegal(
                index,
                None,
                Errors::SeatBetsButHasOnly {
                    seat,
                    to,
                    all_in_to,
                },
            );
        }
        if !o.can_raise {
            let (rule, why) = match o.closed_by {
                Some(RaiseClosed::NotReopened) => (Some(RuleKey::ReopeningTheBet), "not-reopened"),
                Some(RaiseClosed::CapReached) => (Some(RuleKey::NumberOfRaises), "capped"),
                Some(RaiseClosed::NoOpponentToRaise) => (None, "no-opponent"),
                _ => (None, "all-chips"),
            };
            return HandError::illegal(index, rule, Errors::SeatMayNotRaise { seat, why });
        }
        let (lo, hi) = if self.standing == Some(index) {
            (to, to)
        } else {
            (o.min_raise_to.unwrap_or(to), o.max_raise_to.unwrap_or(to))
        };
        if to > hi {
            return HandError::illegal(
                index,
                Some(match self.structure {
                    Structure::PotLimit => RuleKey::PotLimitBets,
                    _ => RuleKey::RaiseAmounts,
                }),
                Errors::SeatBetsMostAllowed { seat, to, hi },
            );
        }
        if to < lo && to != all_in_to {
            return HandError::illegal(
                index,
                Some(RuleKey::RaiseAmounts),
                Errors::SeatBetsSmallestLegalBet { seat, to, lo },
            );
        }
        // The last check: the small bet or the big bet, nothing between.
        debug_assert!(self.open_pair_big_bet().is_some() && to != lo && to != hi);
        HandError::illegal(
            index,
            Some(RuleKey::RaiseAmounts),
            Errors::SeatBetsMostAllowed { seat, to, hi: lo },
        )
    }

    /// Whether a bet or raise to `to` is a full one (and so sets the next raise), or a short
    /// all-in (Rule 47).
    pub(super) fn size_raise(&mut self, i: usize, to: Chips) {
        let increment = to - self.current_bet;
        match self.structure {
            Structure::FixedLimit => {
                let b = self.fixed_bet();
                // A full bet, or an all-in of at least half a bet, counts as a raise (Rule 47),
                // and the next raise is a full bet on top of it: a 15 all-in on a 20 round is
                // raised to 35 (the level becomes the all-in itself, not one more bet on the
                // old level). Below half a bet the level stays: the next player completes.
                if self.raises_to_next_level(to, b) {
                    // The site's rule: the level stays, the next raise goes to its next level.
                } else if to > self.fl_level && 2 * (to - self.fl_level) >= b {
                    // Stud: the completion of the bring-in counts toward the cap only where the
                    // house says so.
                    let completion = self.fl_level == 0
                        && self.street == Street::Third
                        && self.hand.bring_in > 0;
                    if !completion || self.hand.conventions.stud_completion_counts {
                        self.bets_this_street += 1;
                    }
                    self.fl_level = to;
                } else {
                    self.note_short_all_in(i);
                }
            }
            _ => {
                if increment >= self.full_raise {
                    self.full_raise = increment;
                } else {
                    self.note_short_all_in(i);
                }
            }
        }
    }

    pub(super) fn note_short_all_in(&mut self, i: usize) {
        self.short_all_in = true;
        let mut others = self.active() & !(1 << i);
        let mut acted_before = false;
        while others != 0 {
            acted_before |= self.players[others.trailing_zeros() as usize].acted;
            others &= others - 1;
        }
        self.reopen_question |= acted_before;
    }

    /// The hand's rules where they are not the TDA's (`hand.rules`): what they change in the
    /// betting, each in its own function.
    ///
    /// Stud dealt with the big bet allowed for a pair showing on fourth street: the opening
    /// bet may be the small or the big bet; this is the big bet while nobody has bet yet.
    pub(super) fn open_pair_big_bet(&self) -> Option<Chips> {
        // The table's own state first (fourth street is the rule's only round).
        if self.street != Street::Fourth
            || self.hand.rules.fourth_street_open_pair != crate::hand::OpenPairBet::BigBet
            || self.aggressions > 0
            || !self.fourth_street_pair()
        {
            return None;
        }
        let (_, big, _) = self.hand.limit_sizes();
        Some(big)
    }

    /// Stud dealt with the big bet allowed for a pair showing on fourth street: the round's
    /// opening bet was the big bet, so every raise is too.
    fn fourth_street_doubled(&self, big: Chips) -> bool {
        // The table's own state first (fourth street is the rule's only round).
        self.street == Street::Fourth
            && self.aggressions > 0
            && self.hand.rules.fourth_street_open_pair == crate::hand::OpenPairBet::BigBet
            && self.opening_bet >= big
    }

    /// Fixed limit dealt with `limit_raise_after_short_all_in: next_level`: an all-in to `to`
    /// of half a bet (`b`) or more above the level but short of a full bet leaves the level
    /// where it is (the next raise goes to its next level) and is not counted toward the cap.
    fn raises_to_next_level(&self, to: Chips, b: Chips) -> bool {
        self.hand.rules.limit_raise_after_short_all_in == crate::hand::ShortAllInRaise::NextLevel
            && to > self.fl_level
            && to - self.fl_level < b
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every street of every game: the rounds kept from it give the round's definition and the
    /// next one's as the searches of the game's rounds find them (`street_def`, `next_street`),
    /// and moving from any street to any other (`set_street`'s next-round step or its search)
    /// keeps the rounds `rounds_from` gives. (Debug assertions check the kept rounds against
    /// the searches wherever they are read, in every replay of the engine's tests.)
    #[test]
    fn rounds_kept_are_the_searched_ones() {
        use Street::*;
        let all = [
            Preflop, Flop, Turn, River, Third, Fourth, Fifth, Sixth, Seventh, Predraw, FirstDraw,
            SecondDraw, ThirdDraw,
        ];
        for game in Game::all() {
            for street in all {
                let rounds = rounds_from(game, street);
                assert_eq!(
                    rounds.first(),
                    game.street_def(street),
                    "{game:?} {street:?}"
                );
                assert_eq!(
                    rounds.get(1),
                    game.next_street(street).and_then(|s| game.street_def(s)),
                    "{game:?} {street:?}"
                );
                assert_eq!(
                    rounds.len() == 1,
                    street == game.last_street(),
                    "{game:?} {street:?}"
                );
                for to in all {
                    let stepped = match rounds.get(1) {
                        Some(d) if d.street == to => &rounds[1..],
                        _ => rounds_from(game, to),
                    };
                    assert_eq!(stepped, rounds_from(game, to), "{game:?} {street:?} {to:?}");
                    assert_eq!(
                        stepped.first(),
                        game.street_def(to),
                        "{game:?} {street:?} {to:?}"
                    );
                }
            }
        }
    }
}
