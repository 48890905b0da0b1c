//! The showdown: hole cards, hand values, the pots awarded (odd chips, hi/lo halves), and the
//! result.

use super::*;
use crate::cards::Suit;
use crate::hand::{Family, MAX_SEAT};

/// Positions at the table (at most a table's worth), kept on the stack: the contenders and
/// winners of a pot.
#[derive(Debug, Clone, Copy)]
pub(super) struct Places {
    at: [usize; M],
    len: usize,
}

impl Places {
    #[inline]
    fn new() -> Places {
        Places { at: [0; M], len: 0 }
    }

    /// Add a position (there are never more than a table's worth).
    #[inline]
    fn push(&mut self, i: usize) {
        if let Some(slot) = self.at.get_mut(self.len) {
            *slot = i;
            self.len += 1;
        }
    }

    /// No position left (the places past the length are not cleared: they are never read).
    #[inline]
    fn clear(&mut self) {
        self.len = 0;
    }

    #[inline]
    fn of(it: impl IntoIterator<Item = usize>) -> Places {
        let mut p = Places::new();
        for i in it {
            p.push(i);
        }
        p
    }
}

impl std::ops::Deref for Places {
    type Target = [usize];
    fn deref(&self) -> &[usize] {
        &self.at[..self.len]
    }
}

impl std::ops::DerefMut for Places {
    fn deref_mut(&mut self) -> &mut [usize] {
        &mut self.at[..self.len]
    }
}

/// The positions of `set` among `0..n` in clockwise order from `first` (taken modulo `n`),
/// each once: `first` to the last position, then from position 0 (no division a position).
pub(super) fn clockwise_from(n: usize, first: usize, set: &[usize]) -> Places {
    if let [i] = *set {
        // One position (a pot's one winner, most often): in order whatever the first.
        return Places::of((i < n).then_some(i));
    }
    let start = if n == 0 { 0 } else { first % n };
    if n > 64 {
        // Positions run 0..n once each: nothing to dedup.
        return Places::of((start..n).chain(0..start).filter(|i| set.contains(i)));
    }
    // The set as a bit a position (those past the table are never listed), read from
    // `start` up, then from 0.
    let table = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    let mask = set
        .iter()
        .filter(|&&i| i < n)
        .fold(0u64, |m, &i| m | 1 << i);
    let mut places = Places::new();
    for mut bits in [
        mask & table & (u64::MAX << start),
        mask & !(u64::MAX << start),
    ] {
        while bits != 0 {
            places.push(bits.trailing_zeros() as usize);
            bits &= bits - 1;
        }
    }
    places
}

impl<'h> Table<'h> {
    pub(super) fn apply_showdown(
        &mut self,
        index: usize,
        i: usize,
        act: &Act,
    ) -> Result<(), HandError> {
        if !matches!(self.phase, Phase::Closed | Phase::Uncontested) {
            return Err(self.shows_or_mucks_while_betting(index, i));
        }
        match act {
            Act::Show(cards) => {
                if let Some(c) = cards {
                    self.shown.push(i, c);
                }
                self.players[i].mucked = false;
            }
            Act::Muck => {
                if !self.players[i].folded {
                    self.players[i].mucked = true;
                }
            }
            _ => return self.apply_bet_after_showdown(index, i, act),
        }
        Ok(())
    }

    /// [`Table::apply_showdown`]'s refusal of a show or muck during the betting, kept out of
    /// line: the show or muck of a hand that is over stays a small function.
    #[cold]
    #[inline(never)]
    fn shows_or_mucks_while_betting(&self, index: usize, i: usize) -> HandError {
        let seat = self.hand.seats[i].seat;
        HandError::illegal(index, None, Errors::SeatShowsOrMucksWhile { seat })
    }

    /// [`Table::apply_showdown`] of a betting act (never a show or a muck): the bet applied,
    /// out of line for the same reason.
    #[cold]
    #[inline(never)]
    fn apply_bet_after_showdown(
        &mut self,
        index: usize,
        i: usize,
        act: &Act,
    ) -> Result<(), HandError> {
        self.apply_bet(index, i, act)
    }

    /// Kill `seat`'s hand as a ruling does (a dead hand: its chips stay in the pot). During the
    /// betting a player whose turn it is folds; otherwise the hand is folded where it stands.
    /// When that leaves one player the hand is over, and the last bet or raise nobody called
    /// goes back to whoever made it; `killed_gets_uncalled` says whether that includes the
    /// killed player (an uncalled bet of a bettor who mucked, Rules 15-B and 65) or not (a
    /// blind left by a player away from the seat stays in the pot, Rule 30).
    pub fn kill(&mut self, seat: u8, killed_gets_uncalled: bool) {
        let Some(i) = self.idx(seat) else { return };
        if self.players[i].folded {
            return;
        }
        if self.phase == Phase::Betting && self.to_act.is(i) && !killed_gets_uncalled {
            let index = self.hand.actions.len();
            if self.apply_bet(index, i, &crate::hand::Act::Fold).is_ok() {
                return;
            }
        }
        self.fold_at(i);
        self.players[i].mucked = false;
        // What nobody called goes back to the killed bettor, where it goes back at all.
        if killed_gets_uncalled {
            let others = (0..self.n)
                .filter(|&j| j != i)
                .map(|j| self.players[j].street_bet)
                .max()
                .unwrap_or(0);
            let back = self.players[i].street_bet.saturating_sub(others);
            if back > 0 {
                self.players[i].street_bet -= back;
                self.players[i].total -= back;
                self.in_pot -= back;
                self.players[i].stack += back;
                self.sync_active(i);
                self.returned.push(SeatStack { seat, stack: back });
                self.current_bet = self.current_bet.min(others.max(self.players[i].street_bet));
            }
        }
        if !self.contested() {
            self.end_round();
            self.phase = Phase::Uncontested;
            return;
        }
        if self.phase == Phase::Betting {
            let from = self.to_act.get().unwrap_or(i);
            self.to_act = self.find_actor(from).into();
            if self.to_act.is_none() {
                self.end_round();
            }
        }
    }

    /// The pots as the chips stand now, side pots first, nobody awarded yet; `more` adds chips
    /// to seats' totals first (chips a ruling puts in).
    pub fn pots_now(&self, more: &[(u8, Chips)]) -> Vec<crate::replay::Pot> {
        let live: Vec<bool> = (0..self.n).map(|i| !self.players[i].folded).collect();
        let mut total: Vec<Chips> = self.players[..self.n].iter().map(|p| p.total).collect();
        let mut dead: Vec<Chips> = self.players[..self.n].iter().map(|p| p.dead).collect();
        for &(seat, add) in more {
            if let Some(i) = self.idx(seat) {
                total[i] += add;
            }
        }
        if self.prior > 0 && self.n > 0 {
            dead[0] += self.prior;
            total[0] += self.prior;
        }
        let mut pots =
            crate::replay::pots::build_pots_short(&total, &dead, &live, &self.short_of_ante());
        for pot in pots.iter_mut() {
            pot.eligible = pot
                .eligible_idx
                .iter()
                .map(|&i| self.hand.seats[i].seat)
                .collect();
        }
        pots.reverse();
        pots
    }

    /// Live players all-in for less than their ante: they win only as much of each ante.
    pub(super) fn short_of_ante(&self) -> Places {
        Places::of((0..self.n).filter(|&i| {
            let p = &self.players[i];
            !p.folded && self.short_of_its_ante(p, &self.hand.seats[i])
        }))
    }

    /// Whether a player (live) is all in for less than the seat's ante.
    #[inline]
    fn short_of_its_ante(&self, p: &Player, s: &crate::hand::Seat) -> bool {
        p.stack == 0 && p.total == p.dead && p.dead < s.ante
    }

    /// A hand thrown face down and retrieved: it plays again (Rules 14, 15-B, 65).
    pub fn retrieve(&mut self, seat: u8) {
        if let Some(i) = self.idx(seat)
            && !self.players[i].folded
        {
            self.players[i].mucked = false;
        }
    }

    /// The order the live hands are tabled at a showdown with nobody all-in (Rule 17): the
    /// last player to bet or raise on the river first, or, with no bet on the river, the first
    /// live player after the button; then clockwise. None before the river's betting is over,
    /// or when someone is all-in (every hand is tabled at once, Rule 16).
    /// In stud with no bet on the last round, the player who would act first shows first: the
    /// highest showing hand, in razz the lowest (17-A).
    pub fn show_order(&self) -> Option<(u8, Vec<u8>, bool)> {
        if self.phase != Phase::Closed || self.street != self.hand.game.last_street() {
            return None;
        }
        let live: Vec<u8> = self
            .seats_from_button()
            .into_iter()
            .filter(|&s| !self.has_folded(s) && !self.has_mucked(s))
            .collect();
        if live.len() < 2 || live.iter().any(|&s| self.is_all_in(s)) {
            return None;
        }
        let (first, by_bet) = match self.river_aggressor().filter(|s| live.contains(s)) {
            Some(s) => (s, true),
            None if self.hand.game.family() == Family::Stud => {
                let opener = self.stud_opener().map(|i| self.hand.seats[i].seat);
                (
                    opener.filter(|s| live.contains(s)).unwrap_or(live[0]),
                    false,
                )
            }
            None => (live[0], false),
        };
        let at = live.iter().position(|&s| s == first).unwrap_or(0);
        let order = live[at..].iter().chain(&live[..at]).copied().collect();
        Some((first, order, by_bet))
    }

    // ----------------------------------------------------------------- read access

    /// The hole cards [`Table::hand_value`] values: those shown last, else those dealt.
    fn value_hole(&self, i: usize) -> Option<&[Card]> {
        match self.shown.last_of(i) {
            Some(c) => Some(c),
            None => self.hand.seats[i].cards.as_deref(),
        }
    }

    /// Value of the best hand of the player at position `i` on a full board.
    pub(super) fn hand_value(&self, i: usize, board: &[Card]) -> Option<crate::eval::HandValue> {
        let hole = self.value_hole(i)?;
        match self.hand.game.combine() {
            crate::eval::Combine::AnyFive => {
                let mut m = crate::eval::masks_of(board);
                for c in hole {
                    crate::eval::add_to_masks(&mut m, *c);
                }
                Some(crate::eval::eval_masks(m))
            }
            combine => crate::eval::best_value(hole, board, combine),
        }
    }

    /// Hole cards known for the player at position `i` (dealt or shown; in a draw game the
    /// hand after the draws so far).
    pub fn hole_cards(&self, seat: u8) -> Option<Vec<Card>> {
        self.hole_at(self.idx(seat)?).map(<[Card]>::to_vec)
    }

    /// [`Table::hole_cards`] of the player at position `i`, borrowed.
    pub(super) fn hole_at(&self, i: usize) -> Option<&[Card]> {
        if let Some(c) = self.shown.last_of(i) {
            return Some(c);
        }
        if self.hand.game.family() == Family::Draw {
            return self.held.get(i)?.as_deref();
        }
        self.hand.seats[i].cards.as_deref()
    }

    /// The worth of the hand at position `i` for the high side of the pot (the only side in a
    /// game that is not split), greater better; None when its cards are not known.
    pub(super) fn worth(&self, i: usize, board: Option<&[Card; 5]>) -> Option<u64> {
        use crate::hand::Valuation as V;
        let low = |raw: u32| u64::from(u32::MAX - raw);
        let game = self.hand.game;
        match game.family() {
            Family::Flop => {
                let b = board?;
                if game.def().valuation == V::ShortDeckHigh {
                    // `hole_cards` with the board, kept in place (no vector a hand).
                    let hole = self.hole_at(self.idx(self.hand.seats[i].seat)?)?;
                    let all = super::table::FewCards::of(hole).redrawn(&[], b);
                    return Some(u64::from(crate::eval::short_deck_high(&all).raw()));
                }
                self.hand_value(i, b).map(|v| u64::from(v.raw()))
            }
            Family::Stud | Family::Draw => {
                let hole = self.hole_at(i)?;
                // The cards as they are where no community card joins them (no copy).
                let few;
                let c: &[Card] = if self.adds_community() {
                    few = self.with_community_few(hole);
                    &few
                } else {
                    debug_assert_eq!(&*self.with_community_few(hole), hole);
                    hole
                };
                if c.len() < 4 || (c.len() < 5 && game.def().valuation != V::Badugi) {
                    return None;
                }
                Some(match game.def().valuation {
                    V::LowA5 => low(crate::eval::low_a5(c).raw()),
                    V::Low27 => low(crate::eval::low_27(c).raw()),
                    V::Badugi => low(crate::eval::badugi(c).raw()),
                    _ => u64::from(crate::eval::high_any_five(c).raw()),
                })
            }
        }
    }

    /// The low of eight or better of the hand at position `i` (smaller better): Some(None)
    /// when it has none, None when its cards are not known.
    /// `low_board`: the board's lows worked out (for every contender at once), where the game
    /// has a board and it is known.
    pub(super) fn low_worth(
        &self,
        i: usize,
        board: Option<&[Card; 5]>,
        low_board: Option<&crate::eval::OmahaLowBoard>,
    ) -> Option<Option<u64>> {
        let hole = self.hole_at(i)?;
        if self.hand.game.has_board() {
            let b = board?;
            let low = match low_board {
                Some(lb) => lb.low(hole),
                None => crate::eval::best_omaha_low(hole, b),
            };
            return Some(low.map(|l| l.0.iter().fold(0u64, |k, &r| k * 16 + u64::from(r))));
        }
        let few;
        let hole: &[Card] = if self.adds_community() {
            few = self.with_community_few(hole);
            &few
        } else {
            debug_assert_eq!(&*self.with_community_few(hole), hole);
            hole
        };
        Some(crate::eval::low_eight(hole).map(|l| u64::from(l.raw())))
    }

    /// A stud hand's cards with the community card dealt as every player's seventh, where the
    /// deck was short for the last street (RP-10-H); other games' hands as they are.
    pub(super) fn with_community(&self, hole: &[Card]) -> Vec<Card> {
        let mut all = hole.to_vec();
        if self.hand.game.family() == Family::Stud
            && self.board_len > 0
            && let Some(c) = self.board[0]
            && !all.contains(&c)
        {
            all.push(c);
        }
        all
    }

    /// Whether [`Table::with_community_few`] may add a card to a hand: a stud hand with the
    /// community card dealt; false where it gives every hand's cards as they are.
    #[inline]
    fn adds_community(&self) -> bool {
        self.board_len > 0 && self.hand.game.family() == Family::Stud
    }

    /// [`Table::with_community`] kept in place (up to eight cards; more on the heap).
    pub(super) fn with_community_few(&self, hole: &[Card]) -> super::table::FewCards {
        let hole_few = super::table::FewCards::of(hole);
        match self.board[0] {
            Some(c)
                if self.hand.game.family() == Family::Stud
                    && self.board_len > 0
                    && !hole.contains(&c) =>
            {
                hole_few.redrawn(&[], &[c])
            }
            _ => hole_few,
        }
    }

    /// Split a pot among its winners (`ordered`, left of the button), the odd chips going in
    /// the order `by_card` gives; the shares listed in the winners' order.
    fn share_by(&self, pot: &mut Pot, ordered: &[usize], by_card: &[usize]) {
        if let ([i], [_]) = (ordered, by_card) {
            // One winner takes the whole pot (its one share: every chip, odd ones included).
            self.share_all(pot, *i);
            return;
        }
        let mut split = [(0usize, 0); M];
        let mut len = 0;
        for (slot, share) in split.iter_mut().zip(pots::split_shares(
            pot.amount,
            by_card,
            self.hand.smallest_chip,
        )) {
            *slot = share;
            len += 1;
        }
        let split = &mut split[..len];
        split.sort_by_key(|(i, _)| ordered.iter().position(|j| j == i));
        // Filled in place (no list built aside and copied in).
        pot.shares.clear();
        pot.shares.extend(split.iter().map(|&(i, amount)| Share {
            seat: self.hand.seats[i].seat,
            amount,
        }));
        pot.winners.clear();
        pot.winners
            .extend(ordered.iter().map(|&i| self.hand.seats[i].seat));
    }

    /// The whole pot to the player at position `i`: [`Table::share_by`] with one winner.
    fn share_all(&self, pot: &mut Pot, i: usize) {
        let seat = self.hand.seats[i].seat;
        pot.shares = Few::one(
            Share {
                seat,
                amount: pot.amount,
            },
            NO_SHARE,
        );
        pot.winners = Few::one(seat, 0);
    }

    /// Stud: the order tied winners take the odd chips (Rule 20-B): the highest card by suit
    /// of the five-card hand that wins the side (`low`: the low half; in razz and the low half
    /// the ace is the lowest card).
    pub(super) fn by_high_card(&self, winners: &mut [usize], low: bool) {
        use crate::hand::Valuation as V;
        let razz = self.hand.game.def().valuation == V::LowA5;
        let key = |i: &usize| -> (u8, u8) {
            let Some(c) = self.hole_cards(self.hand.seats[*i].seat) else {
                return (0, 0);
            };
            let c = self.with_community(&c);
            let five = best_five(&c, low, razz);
            let ace_low = low || razz;
            five.iter()
                .map(|x| {
                    let r = x.rank().index();
                    let r = if ace_low { (r + 1) % 13 } else { r };
                    (r, x.suit() as u8)
                })
                .max()
                .unwrap_or((0, 0))
        };
        winners.sort_by_key(|i| std::cmp::Reverse(key(i)));
    }

    /// Award a pot to its best hand among the players who did not muck (all of them when
    /// everyone mucked), odd chips first to the left of the button; false when the cards to
    /// decide it are not known.
    pub(super) fn award(&self, pot: &mut Pot, board: Option<&[Card; 5]>) -> bool {
        let contenders = Places::of(
            pot.eligible_idx
                .iter()
                .copied()
                .filter(|&i| !self.players[i].mucked),
        );
        let contenders = if contenders.is_empty() {
            Places::of(pot.eligible_idx.iter().copied())
        } else {
            contenders
        };
        if let [i] = *contenders {
            // One contender: no hand to compare, no split, no odd chip.
            self.share_all(pot, i);
            return true;
        }
        self.award_among(pot, &contenders, board)
    }

    /// [`Table::award`] among `contenders` (the pot's eligible players who did not muck, or
    /// all of them when everyone mucked; any number but one).
    fn award_among(&self, pot: &mut Pot, contenders: &[usize], board: Option<&[Card; 5]>) -> bool {
        if self.hand.game.hi_lo() && contenders.len() > 1 {
            return self.award_hi_lo(pot, contenders, board);
        }
        // The winners found where they are read (no list handed back and moved in).
        let mut ws = Places::new();
        if contenders.len() == 1 {
            ws.push(contenders[0]);
        } else if !self.best_hands(contenders, board, &mut ws) {
            return false;
        }
        if let [i] = *ws
            && i < self.n
        {
            // One winner (the usual showdown): the whole pot, whatever the order and the odd
            // chip's rule (`share_by` of the one position).
            debug_assert_eq!(*self.clockwise(&ws), [i]);
            self.share_all(pot, i);
            return true;
        }
        let ordered = self.clockwise(&ws);
        if self.hand.game.family() == Family::Stud && ordered.len() > 1 {
            let mut by_card = ordered;
            self.by_high_card(&mut by_card, false);
            self.share_by(pot, &ordered, &by_card);
            return true;
        }
        if self.hand.conventions.odd_chip == crate::house::OddChip::HighCardBySuit
            && let Some(b) = board
        {
            // The house gives the odd chips first to the highest card by suit in the five
            // cards that play; identical fives keep the order left of the button.
            let key = |i: &usize| -> Vec<(u8, Suit)> {
                let seat = self.hand.seats[*i].seat;
                let mut five: Vec<(u8, Suit)> = self
                    .hole_cards(seat)
                    .and_then(|h| crate::eval::best_hand(&h, b, self.hand.game.combine()))
                    .map(|bh| {
                        bh.five
                            .iter()
                            .map(|c| (c.rank().index(), c.suit()))
                            .collect()
                    })
                    .unwrap_or_default();
                five.sort_unstable_by(|x, y| y.cmp(x));
                five
            };
            let mut by_card = ordered;
            by_card.sort_by_key(|i| std::cmp::Reverse(key(i)));
            self.share_by(pot, &ordered, &by_card);
            return true;
        }
        self.share_by(pot, &ordered, &ordered);
        true
    }

    /// A board run more than once: the pot is split evenly between the runs, the odd chips
    /// (in the smallest chip) to the first runs, and each run's share is awarded on that run's
    /// board as a pot of its own (its odd chips by the usual rule); the shares are added up by
    /// seat. False when a run's board or a hand that decides it is not known.
    pub(super) fn award_runs(&self, pot: &mut Pot, boards: &[Option<[Card; 5]>]) -> bool {
        let order: Vec<usize> = (0..boards.len()).collect();
        let parts = split_pot(pot.amount, &order, self.hand.smallest_chip);
        let mut shares: Vec<Share> = Vec::new();
        let mut winners: Vec<u8> = Vec::new();
        for ((_, amount), board) in parts.into_iter().zip(boards) {
            let mut part = Pot {
                amount,
                shares: Few::new(),
                winners: Few::new(),
                ..pot.clone()
            };
            if amount > 0 && !self.award(&mut part, board.as_ref()) {
                return false;
            }
            for s in part.shares {
                match shares.iter_mut().find(|x| x.seat == s.seat) {
                    Some(x) => x.amount += s.amount,
                    None => shares.push(s),
                }
            }
            winners.extend(part.winners);
        }
        let from_button = self.seats_from_button();
        let place = |seat: &u8| from_button.iter().position(|s| s == seat);
        winners.sort_by_key(place);
        winners.dedup();
        shares.sort_by_key(|s| place(&s.seat));
        pot.shares = shares.into();
        pot.winners = winners.into();
        true
    }

    /// Positions in clockwise order from the first seat left of the button.
    pub(super) fn clockwise(&self, set: &[usize]) -> Places {
        clockwise_from(self.n, self.first_after_button, set)
    }

    /// A hi/lo split pot: half to the best high hand, half to the best low of eight or better
    /// (the whole pot to the high when no hand qualifies); the odd chip of the pot goes to the
    /// high half (Rule 20-C), each half's to the first tied winner left of the button (20-A).
    pub(super) fn award_hi_lo(
        &self,
        pot: &mut Pot,
        contenders: &[usize],
        board: Option<&[Card; 5]>,
    ) -> bool {
        let mut high = Places::new();
        if !self.best_hands(contenders, board, &mut high) {
            return false;
        }
        // The best low and the positions holding it, kept as the contenders are read (no
        // list of every low).
        let mut best_low: Option<u64> = None;
        let mut low = Places::new();
        let low_board = board
            .filter(|_| self.hand.game.has_board())
            .map(|b| crate::eval::OmahaLowBoard::new(&b[..]));
        for &i in contenders {
            match self.low_worth(i, board, low_board.as_ref()) {
                None => return false,
                Some(Some(l)) => match best_low {
                    Some(b) if l > b => {}
                    Some(b) if l == b => low.push(i),
                    _ => {
                        best_low = Some(l);
                        low.clear();
                        low.push(i);
                    }
                },
                Some(None) => {}
            }
        }
        #[cfg(debug_assertions)]
        {
            // The plain form: every low listed, the least found, those holding it kept.
            let lows: Vec<(usize, u64)> = contenders
                .iter()
                .filter_map(|&i| {
                    let l = self.low_worth(i, board, low_board.as_ref()).flatten();
                    l.map(|l| (i, l))
                })
                .collect();
            let least = lows.iter().map(|&(_, l)| l).min();
            let plain: Vec<usize> = lows
                .iter()
                .filter(|&&(_, l)| Some(l) == least)
                .map(|&(i, _)| i)
                .collect();
            debug_assert_eq!((*low).to_vec(), plain, "the best lows");
            debug_assert_eq!(best_low, least);
        }
        let chip = self.hand.smallest_chip.max(1);
        let (high_amount, low_amount) = if low.is_empty() {
            (pot.amount, 0)
        } else {
            let units = pot.amount / chip;
            let low_units = units / 2;
            (pot.amount - low_units * chip, low_units * chip)
        };
        self.split_hi_lo(pot, &high, &low, (high_amount, low_amount), chip);
        true
    }

    /// The shares of a hi/lo pot: `halves` (high, low) to the best high hands at `high` and
    /// the best lows at `low` (none: no low qualifies), each half's odd chips by the usual
    /// order, each winner's shares added up, the winners clockwise. One high winner and at
    /// most one low winner (most split pots) are shared out directly; other pots go to
    /// [`Table::split_hi_lo_plain`], which gives the same shares.
    fn split_hi_lo(
        &self,
        pot: &mut Pot,
        high: &[usize],
        low: &[usize],
        halves: (Chips, Chips),
        chip: Chips,
    ) {
        let n = self.n;
        let (high_amount, low_amount) = halves;
        if let [h] = *high
            && h < n
        {
            // A half of one winner is that winner's whole (no odd chip to place).
            let seat = |i: usize| self.hand.seats[i].seat;
            match *low {
                [] => {
                    pot.shares.clear();
                    pot.shares.push(Share {
                        seat: seat(h),
                        amount: high_amount,
                    });
                    pot.winners.clear();
                    pot.winners.push(seat(h));
                    return;
                }
                [l] if l == h => {
                    pot.shares.clear();
                    pot.shares.push(Share {
                        seat: seat(h),
                        amount: high_amount + low_amount,
                    });
                    pot.winners.clear();
                    pot.winners.push(seat(h));
                    return;
                }
                [l] if l < n => {
                    pot.shares.clear();
                    pot.winners.clear();
                    // The two clockwise from the first seat left of the button: each one's
                    // places after it, around the table (no list built).
                    let start = self.first_after_button % n;
                    let after = |i: usize| if i >= start { i - start } else { i + n - start };
                    let two = if after(h) < after(l) { [h, l] } else { [l, h] };
                    debug_assert_eq!(*self.clockwise(&[h, l]), two);
                    for i in two {
                        let amount = if i == h { high_amount } else { low_amount };
                        pot.shares.push(Share {
                            seat: seat(i),
                            amount,
                        });
                        pot.winners.push(seat(i));
                    }
                    return;
                }
                _ => {}
            }
        }
        self.split_hi_lo_plain(pot, high, low, halves, chip);
    }

    /// [`Table::split_hi_lo`] for any winners: each half split by its winners' clockwise order
    /// (in stud, by the high card by suit), the shares added up by winner.
    fn split_hi_lo_plain(
        &self,
        pot: &mut Pot,
        high: &[usize],
        low: &[usize],
        halves: (Chips, Chips),
        chip: Chips,
    ) {
        let (high_amount, low_amount) = halves;
        let mut high = self.clockwise(high);
        let mut low = self.clockwise(low);
        if self.hand.game.family() == Family::Stud {
            // Each half's odd chip by the high card by suit (Rule 20-B).
            self.by_high_card(&mut high, false);
            self.by_high_card(&mut low, true);
        }
        // Each winner's chips from both halves, in the order first met.
        let mut shares = [(0usize, 0); M];
        let mut n_shares = 0;
        for (i, a) in pots::split_shares(high_amount, &high, chip)
            .chain(pots::split_shares(low_amount, &low, chip))
        {
            match shares[..n_shares].iter_mut().find(|(j, _)| *j == i) {
                Some(s) => s.1 += a,
                None => {
                    if let Some(slot) = shares.get_mut(n_shares) {
                        *slot = (i, a);
                        n_shares += 1;
                    }
                }
            }
        }
        let shares = &shares[..n_shares];
        // Both halves' winners, each once (the clockwise order lists each position once).
        let mut all = high;
        for &i in low.iter() {
            if !all.contains(&i) {
                all.push(i);
            }
        }
        let winners = self.clockwise(&all);
        pot.shares = winners
            .iter()
            .filter_map(|w| shares.iter().find(|(i, _)| i == w))
            .map(|&(i, amount)| Share {
                seat: self.hand.seats[i].seat,
                amount,
            })
            .collect();
        pot.winners = winners.iter().map(|&i| self.hand.seats[i].seat).collect();
    }

    /// The positions holding the best hand among `contenders` (ties share), put in `ws` (cleared
    /// first); false when a hand is not known (`ws` then holds nothing to read).
    pub(super) fn best_hands(
        &self,
        contenders: &[usize],
        board: Option<&[Card; 5]>,
        ws: &mut Places,
    ) -> bool {
        // Omaha high: the board worked out once for every contender (the value is the same
        // as `worth`'s).
        let game = self.hand.game;
        let omaha = match board {
            Some(b)
                if game.family() == Family::Flop
                    && game.combine() == crate::eval::Combine::TwoPlusThree
                    && game.def().valuation != crate::hand::Valuation::ShortDeckHigh =>
            {
                Some(crate::eval::OmahaBoard::new(b))
            }
            _ => None,
        };
        // Hold'em's any five: the board's suit masks worked out once (the value is
        // `hand_value`'s).
        let board_masks = match board {
            Some(b)
                if omaha.is_none()
                    && game.family() == Family::Flop
                    && game.combine() == crate::eval::Combine::AnyFive
                    && game.def().valuation != crate::hand::Valuation::ShortDeckHigh =>
            {
                Some(crate::eval::masks_of(b))
            }
            _ => None,
        };
        let mut best = None;
        ws.clear();
        for &i in contenders {
            let v = match (&omaha, board_masks) {
                (Some(ob), _) => match self.value_hole(i).and_then(|h| ob.value(h)) {
                    Some(v) => u64::from(v.raw()),
                    None => return false,
                },
                (None, Some(mut m)) => {
                    let Some(hole) = self.value_hole(i) else {
                        return false;
                    };
                    for c in hole {
                        crate::eval::add_to_masks(&mut m, *c);
                    }
                    u64::from(crate::eval::eval_masks(m).raw())
                }
                (None, None) => match self.worth(i, board) {
                    Some(v) => v,
                    None => return false,
                },
            };
            match best {
                Some(bv) if v < bv => {}
                Some(bv) if v == bv => ws.push(i),
                _ => {
                    best = Some(v);
                    ws.clear();
                    ws.push(i);
                }
            }
        }
        true
    }

    /// The result, once the hand is over: pots (with winners where cards decide them), the
    /// final stacks where every pot could be awarded, and uncalled chips handed back.
    pub fn result(&self) -> Option<HandResult> {
        let over = match self.phase {
            Phase::Uncontested => true,
            Phase::Closed => {
                self.street == self.hand.game.last_street()
                    || self.board_len == 5
                    || !self.hand.game.has_board()
            }
            _ => false,
        };
        if !over {
            return None;
        }
        if let Some(r) = self.result_uncontested() {
            debug_assert_eq!(r, self.result_plain(), "the uncontested result");
            return Some(r);
        }
        if let Some(r) = self.result_one_pot() {
            debug_assert_eq!(r, self.result_plain(), "the one pot's result");
            return Some(r);
        }
        Some(self.result_plain())
    }

    /// [`Table::result`] of a hand everyone but one player folded, with no earlier pot, no
    /// board run more than once and the one live player not short of an ante (most hands
    /// that end that way): the one pot, every chip in it, to that player. What
    /// [`Table::result_plain`] gives, read off the players in one pass (no pot layers, no
    /// contenders, no award); None for every other hand.
    fn result_uncontested(&self) -> Option<HandResult> {
        let n = self.n;
        if self.phase != Phase::Uncontested
            || self.live != 1
            || self.prior != 0
            || !self.runs.is_empty()
            || n > M
        {
            return None;
        }
        let players = &self.players[..n];
        // The one live player: the live positions' lowest bit (no scan of the folded).
        let live = self.live_mask();
        if live == 0 {
            return None;
        }
        let w = live.trailing_zeros() as usize;
        debug_assert_eq!(Some(w), players.iter().position(|p| !p.folded));
        let p = players.get(w)?;
        if self.short_of_its_ante(p, &self.hand.seats[w]) {
            // Short of the ante: the antes are cut in layers.
            return None;
        }
        // Every chip the players put in, kept as they go in.
        let amount = self.in_pot;
        debug_assert_eq!(amount, players.iter().map(|p| p.total).sum::<Chips>());
        let winner = self.hand.seats[w].seat;
        let mut pots = Vec::with_capacity(1);
        if amount > 0 {
            pots.push(Pot {
                kind: PotKind::Main,
                amount,
                eligible: Few::one(winner, 0),
                winners: Few::one(winner, 0),
                shares: Few::one(
                    Share {
                        seat: winner,
                        amount,
                    },
                    NO_SHARE,
                ),
                eligible_idx: Few::one(w, 0),
            });
        }
        let mut stacks = NO_STACKS;
        for ((slot, p), s) in stacks.iter_mut().zip(players).zip(&self.hand.seats[..n]) {
            *slot = SeatStack {
                seat: s.seat,
                stack: p.stack,
            };
        }
        self.add_behind_cap(&mut stacks[..n]);
        // The pot to the winner's stack, at its position (no seat compared a player).
        stacks[w].stack += amount;
        Some(HandResult {
            pots,
            final_stacks: Some(Few::from_array(n, stacks)),
            returned: self.returned.clone(),
        })
    }

    /// [`Table::result`] of a hand that ends with one pot: no earlier pot, no board run more
    /// than once, no live player short of an ante, and every live player in for as much as the
    /// others (no side pot): a hand everyone but one player folded, and most showdowns. What
    /// [`Table::result_plain`] gives, read off the players in one pass (the pot, its eligible
    /// seats and contenders, the stacks before the pot is pushed), the pot awarded where it is
    /// kept; None for every other hand.
    fn result_one_pot(&self) -> Option<HandResult> {
        let n = self.n;
        if self.prior != 0 || !self.runs.is_empty() || n > M {
            return None;
        }
        let players = &self.players[..n];
        let seats = &self.hand.seats[..n];
        // The live players' positions and seats, those of them who did not muck, and the
        // stacks before the pot is pushed.
        let (mut eligible, mut eligible_seats, mut m) = ([0usize; M], [0u8; M], 0);
        // The live players who mucked, counted: their hands are left out only when some
        // live hand is not mucked (the list without them is made then, not at every hand).
        let mut mucked = 0;
        let mut stacks = NO_STACKS;
        let (mut level, mut amount): (Option<Chips>, Chips) = (None, 0);
        for (i, ((p, s), slot)) in players.iter().zip(seats).zip(&mut stacks).enumerate() {
            amount += p.total;
            *slot = SeatStack {
                seat: s.seat,
                stack: p.stack,
            };
            if p.folded {
                continue;
            }
            if self.short_of_its_ante(p, s) {
                // The antes are cut in layers.
                return None;
            }
            let bet = p.total - p.dead;
            if level.is_some_and(|l| l != bet) {
                // Side pots.
                return None;
            }
            level = Some(bet);
            eligible[m] = i;
            eligible_seats[m] = s.seat;
            m += 1;
            mucked += usize::from(p.mucked);
        }
        level?;
        self.add_behind_cap(&mut stacks[..n]);
        let mut pots = Vec::with_capacity(1);
        let mut awarded = true;
        if amount > 0 {
            pots.push(Pot {
                kind: PotKind::Main,
                amount,
                eligible: Few::from_array(m, eligible_seats),
                winners: Few::new(),
                shares: Few::new(),
                eligible_idx: Few::from_array(m, eligible),
            });
            let pot = &mut pots[0];
            // Nobody mucked, or everyone did: every live hand contends.
            let kept;
            let contenders = if mucked == 0 || mucked == m {
                &eligible[..m]
            } else {
                kept = Places::of(
                    eligible[..m]
                        .iter()
                        .copied()
                        .filter(|&i| !self.players[i].mucked),
                );
                &kept[..]
            };
            awarded = match *contenders {
                // One contender: no hand to compare, no split, no odd chip.
                [i] => {
                    self.share_all(pot, i);
                    true
                }
                _ => self.award_among(pot, contenders, self.full_board().as_ref()),
            };
            if awarded {
                // Each share to its winner's stack, at the seat's position (no seat compared
                // a player).
                for share in pot.shares.iter() {
                    match self.idx(share.seat) {
                        Some(i) if i < n => {
                            debug_assert_eq!(stacks[i].seat, share.seat);
                            stacks[i].stack += share.amount;
                        }
                        _ => {
                            for slot in stacks[..n].iter_mut().filter(|x| x.seat == share.seat) {
                                slot.stack += share.amount;
                            }
                        }
                    }
                }
            }
        }
        // The stacks taken into the result where they are (`bool::then`'s closure would hold a
        // copy of them first).
        let final_stacks = if awarded {
            Some(Few::from_array(n, stacks))
        } else {
            None
        };
        Some(HandResult {
            pots,
            final_stacks,
            returned: self.returned.clone(),
        })
    }

    /// A cap game (`rules.cap`): the chips each player kept behind the cap added to its stack
    /// (`stacks`: by position). Read once a hand: most games have no cap, and their stacks are
    /// then left as they are with no cap read a player.
    #[inline]
    fn add_behind_cap(&self, stacks: &mut [SeatStack]) {
        if self.hand.rules.cap.is_some() {
            for (slot, s) in stacks.iter_mut().zip(&self.hand.seats) {
                slot.stack += super::seating::behind_cap(self.hand, s.stack);
            }
        }
    }

    /// The board when all five cards of it are dealt.
    #[inline]
    fn full_board(&self) -> Option<[Card; 5]> {
        match self.board {
            [Some(a), Some(b), Some(c), Some(d), Some(e)] if self.board_len == 5 => {
                Some([a, b, c, d, e])
            }
            _ => None,
        }
    }

    /// [`Table::result`] of a hand that is over, every case alike: the pots in layers, each
    /// awarded.
    #[inline(never)]
    pub(super) fn result_plain(&self) -> HandResult {
        let n = self.n;
        let short = self.short_of_ante();
        // One pot (the usual showdown) read off the players where they are; else the layers
        // from a list of what each put in.
        let one = if self.prior == 0 && short.is_empty() {
            crate::replay::pots::one_pot_of(n, |i| {
                let p = &self.players[i];
                (p.total, p.dead, !p.folded)
            })
        } else {
            None
        };
        let mut pots = match one {
            Some(pots) => pots,
            None => {
                let (mut live, mut total, mut dead) = ([false; M], [0; M], [0; M]);
                for (i, p) in self.players[..n].iter().enumerate() {
                    (live[i], total[i], dead[i]) = (!p.folded, p.total, p.dead);
                }
                // A spot's earlier pot is dead money in the main pot.
                if self.prior > 0 && n > 0 {
                    dead[0] += self.prior;
                    total[0] += self.prior;
                }
                crate::replay::pots::build_pots_short(&total[..n], &dead[..n], &live[..n], &short)
            }
        };
        let board = self.full_board();
        // A board run more than once: every run's board, the first run's first.
        let mut boards = Vec::new();
        if !self.runs.is_empty() {
            boards.push(board);
        }
        for (b, len) in &self.runs {
            boards.push(match b {
                [Some(a), Some(b), Some(c), Some(d), Some(e)] if *len == 5 => {
                    Some([*a, *b, *c, *d, *e])
                }
                _ => None,
            });
        }
        let mut all_awarded = true;
        for pot in pots.iter_mut() {
            all_awarded &= if boards.len() > 1 {
                self.award_runs(pot, &boards)
            } else {
                self.award(pot, board.as_ref())
            };
            // The eligible seats, copied in at once (a pot's positions are the table's, at
            // most `M` of them; more, were there any, one by one).
            let mut seats = [0u8; M];
            pot.eligible.clear();
            if pot.eligible_idx.len() <= M {
                for (s, &i) in seats.iter_mut().zip(pot.eligible_idx.iter()) {
                    *s = self.hand.seats[i].seat;
                }
                pot.eligible
                    .extend_from_slice(&seats[..pot.eligible_idx.len()]);
            } else {
                for &i in pot.eligible_idx.iter() {
                    pot.eligible.push(self.hand.seats[i].seat);
                }
            }
        }
        let final_stacks = all_awarded.then(|| {
            let won_by_seat = won_by_seat(&pots);
            let mut stacks = [SeatStack { seat: 0, stack: 0 }; M];
            for (i, slot) in stacks.iter_mut().enumerate().take(n) {
                let seat = self.hand.seats[i].seat;
                let won: Chips = match &won_by_seat {
                    Some(by_seat) => by_seat[usize::from(seat)],
                    None => won_plain(&pots, seat),
                };
                *slot = SeatStack {
                    seat,
                    stack: self.players[i].stack
                        + won
                        + super::seating::behind_cap(self.hand, self.hand.seats[i].stack),
                };
            }
            Few::from_array(n, stacks)
        });
        pots.reverse();
        HandResult {
            pots,
            final_stacks,
            returned: self.returned.clone(),
        }
    }
}

/// The chips each seat wins over all `pots`, by seat number (one pass over the shares); None
/// when a share's seat is past [`MAX_SEAT`] (then [`won_plain`] sums them seat by seat).
fn won_by_seat(pots: &[Pot]) -> Option<[Chips; SEATS]> {
    let mut won = [0; SEATS];
    for s in pots.iter().flat_map(|p| p.shares.iter()) {
        *won.get_mut(usize::from(s.seat))? += s.amount;
    }
    Some(won)
}

/// What fills a list of shares past its length (never read): zero, cleared wide.
const NO_SHARE: Share = Share { seat: 0, amount: 0 };

/// The stacks of the fast results before they are filled: a constant copied in, which the
/// compiler clears a wide store at a time (an array written element by element is cleared a
/// field at a time, the seat's padding left out).
const NO_STACKS: [SeatStack; M] = [SeatStack { seat: 0, stack: 0 }; M];

/// Places in [`won_by_seat`]: every seat number a hand may use.
const SEATS: usize = MAX_SEAT as usize + 1;

/// The chips `seat` wins over all `pots`: the sum of its shares.
fn won_plain(pots: &[Pot], seat: u8) -> Chips {
    pots.iter()
        .flat_map(|p| p.shares.iter())
        .filter(|s| s.seat == seat)
        .map(|s| s.amount)
        .sum()
}

/// The five cards of `cards` that play: the best high five, or the best low (`low`: the low of
/// eight or better; `razz`: the ace-to-five low).
fn best_five(cards: &[Card], low: bool, razz: bool) -> Vec<Card> {
    if cards.len() <= 5 {
        return cards.to_vec();
    }
    let n = cards.len();
    let mut best: Option<(u64, Vec<Card>)> = None;
    for skip in 0u32..(1 << n) {
        if skip.count_ones() as usize != n - 5 {
            continue;
        }
        let five: Vec<Card> = (0..n)
            .filter(|k| skip & (1 << k) == 0)
            .map(|k| cards[k])
            .collect();
        let v = if low {
            match crate::eval::low_eight(&five) {
                Some(l) => u64::from(u32::MAX - l.raw()),
                None => continue,
            }
        } else if razz {
            u64::from(u32::MAX - crate::eval::low_a5(&five).raw())
        } else {
            u64::from(crate::eval::high_any_five(&five).raw())
        };
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, five));
        }
    }
    best.map(|b| b.1).unwrap_or_default()
}

#[cfg(test)]
mod clockwise_tests {
    use super::*;

    /// The plain form: every step round the table by the remainder.
    fn clockwise_plain(n: usize, first: usize, set: &[usize]) -> Vec<usize> {
        (0..n)
            .map(|k| (first + k) % n)
            .filter(|i| set.contains(i))
            .collect()
    }

    /// Every table size, every first position (past the table too), and sets of positions
    /// (repeated, out of the table, in any order) as the plain form orders them.
    #[test]
    fn clockwise_is_the_plain_form() {
        let mut rng = crate::test_rng::XorShift::new(0x9E37_79B9_7F4A_7C15);
        let mut checked = 0;
        for n in (0..=M).chain([63, 64, 65, 70]) {
            for first in (0..2 * M + 3).chain([n.saturating_sub(1), n, n + 1, 2 * n + 5]) {
                for _ in 0..40 {
                    let x = rng.next();
                    let len = (x % 6) as usize;
                    let spread = n.max(M) as u64 + 3;
                    let set: Vec<usize> = (0..len)
                        .map(|k| ((x >> (8 * k + 8)) % spread) as usize)
                        .collect();
                    assert_eq!(
                        clockwise_from(n, first, &set).to_vec(),
                        clockwise_plain(n, first, &set),
                        "n {n} first {first} {set:?}"
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
    }
}

#[cfg(test)]
mod won_tests {
    use super::*;
    use crate::replay::pots::PotKind;

    /// The chips won by seat in one pass against the sum of each seat's shares, over random
    /// pots (one to four, up to six shares each, seats repeated, some past the last seat).
    #[test]
    fn won_by_seat_is_the_sum_of_the_shares() {
        let mut rng = crate::test_rng::XorShift::new(0x2545_F491_4F6C_DD1D);
        let mut next = || rng.next();
        let (mut checked, mut wide) = (0, 0);
        for _ in 0..20_000 {
            let n_pots = 1 + next() % 4;
            let past = next() % 8 == 0;
            let pots: Vec<Pot> = (0..n_pots)
                .map(|_| {
                    let mut pot = Pot {
                        kind: PotKind::Main,
                        amount: 0,
                        eligible: Few::new(),
                        winners: Few::new(),
                        shares: Few::new(),
                        eligible_idx: Few::new(),
                    };
                    for _ in 0..next() % 7 {
                        let top = if past { 255 } else { u64::from(MAX_SEAT) + 1 };
                        pot.shares.push(Share {
                            seat: (next() % top) as u8,
                            amount: next() % 100_000,
                        });
                    }
                    pot
                })
                .collect();
            match won_by_seat(&pots) {
                Some(by_seat) => {
                    for seat in 0..=MAX_SEAT {
                        assert_eq!(
                            by_seat[usize::from(seat)],
                            won_plain(&pots, seat),
                            "{pots:?}"
                        );
                        checked += 1;
                    }
                }
                None => {
                    assert!(
                        pots.iter()
                            .flat_map(|p| p.shares.iter())
                            .any(|s| s.seat > MAX_SEAT)
                    );
                    wide += 1;
                }
            }
        }
        assert!(checked > 100_000 && wide > 100, "{checked} {wide}");
    }
}

#[cfg(test)]
mod uncontested_tests {
    use super::*;
    use serde_json::json;

    /// The uncontested result and the one pot's against the plain one at every state of random
    /// hands (hold'em, Omaha, limit, stud, razz, deuce-to-seven draw), up to where everyone but
    /// one player folded or was killed: antes (some players short of them), uncalled bets
    /// handed back, seat numbers with gaps up to the last seat, tables of two to nine; the
    /// hands under way with the pot as it stands (no cards known: not awarded).
    #[test]
    fn the_uncontested_result_is_the_plain_one() {
        let mut rng = crate::test_rng::XorShift::new(0x0dd5_eed5_u64);
        let (mut fast, mut plain_only, mut in_play, mut uncontested) = (0, 0, 0, 0);
        for round in 0..6000 {
            let (game, stacks) = crate::replay::tests::random_game(&mut rng, round, 30);
            let (stud, n) = (game == "STUD" || game == "RAZZ", stacks.len());
            let seats: Vec<serde_json::Value> = stacks
                .iter()
                .enumerate()
                .map(|(k, s)| json!({"seat": k + 1, "stack": s}))
                .collect();
            let mut v = json!({"game": game, "seats": seats, "actions": []});
            if stud {
                v["ante"] = json!(10 + rng.below(20));
                v["bring_in"] = json!(20);
                v["limits"] = json!({"small_bet": 100, "big_bet": 200});
            } else {
                v["blinds"] = json!({"small": 50, "big": 100});
                v["button"] = json!(1 + rng.below(n as u64));
                if game == "TD27" {
                    v["limits"] = json!({"small_bet": 100, "big_bet": 200});
                }
                if rng.below(3) == 0 {
                    v["ante"] = json!(10 + rng.below(40));
                }
            }
            if round % 2 == 1 {
                // Seat numbers with gaps, up to the last seat there is.
                let mut numbers: Vec<u64> = (1..=u64::from(MAX_SEAT)).collect();
                while numbers.len() > n {
                    numbers.remove(rng.below(numbers.len() as u64) as usize);
                }
                for (k, s) in numbers.iter().enumerate() {
                    v["seats"][k]["seat"] = json!(s);
                }
                if !stud {
                    v["button"] = json!(numbers[rng.below(n as u64) as usize]);
                }
            }
            let Ok(h) = Hand::from_json(&v.to_string()) else {
                continue;
            };
            let Ok(mut t) = Table::new(&h) else {
                continue;
            };
            for step in 0..80 {
                if let Some(r) = t.result_uncontested() {
                    assert_eq!(r, t.result_plain(), "round {round} step {step}");
                    uncontested += 1;
                }
                match t.result_one_pot() {
                    Some(r) => {
                        assert_eq!(r, t.result_plain(), "round {round} step {step}");
                        if t.phase == Phase::Uncontested {
                            fast += 1;
                        } else {
                            // A hand under way: the pot as it stands, no hand known to win it.
                            in_play += 1;
                        }
                    }
                    None if t.phase == Phase::Uncontested => plain_only += 1,
                    None => {}
                }
                if t.phase == Phase::Uncontested {
                    break;
                }
                let _ = t.deal_implied(step);
                let Some(i) = t.to_act.get() else {
                    break;
                };
                let seat = h.seats[i].seat;
                if rng.below(20) == 0 {
                    // A ruling's dead hand, with or without the uncalled bet back.
                    let k = rng.below(n as u64) as usize;
                    t.kill(h.seats[k].seat, rng.below(2) == 0);
                    continue;
                }
                let o = t.options_at(i);
                let (lo, hi) = (o.min_raise_to.unwrap_or(1), o.max_raise_to.unwrap_or(1));
                let act = match rng.below(10) {
                    0..=3 => Act::Fold,
                    4 => Act::Call,
                    5 => Act::Check,
                    6 => Act::AllIn,
                    7 => Act::Raise(lo),
                    8 => Act::BringIn,
                    _ => Act::Bet(lo + rng.below(1 + hi.saturating_sub(lo))),
                };
                let _ = t.apply(step, &Action::Player { seat, act });
            }
        }
        assert!(
            fast > 2000 && plain_only > 20 && in_play > 5000 && uncontested > 2000,
            "{fast} {plain_only} {in_play} {uncontested}"
        );
    }
}

#[cfg(test)]
mod one_pot_tests {
    /// The one pot's result against the plain one at the end of every hand of the PokerKit
    /// fixtures (hold'em, Omaha and their hi/lo and short-deck forms; stud, stud hi/lo, razz,
    /// deuce-to-seven triple draw, badugi: showdowns with cards), as they end and changed at
    /// random: hands mucked or not (none, some, every one), a live player's chips raised or
    /// lowered (side pots, the plain path's), short of the ante, an earlier pot.
    #[test]
    fn the_one_pot_result_is_the_plain_one() {
        let mut rng = crate::test_rng::XorShift::new(0x0005_1de0_fa11_u64);
        let (mut fast, mut awarded, mut split, mut plain_only) = (0, 0, 0, 0);
        // The fixtures' hands, imported by the PHH reader: loaded at the crate's root, where
        // tests may read any module (the replay's own code does not depend on the importer).
        for (file, k, h) in crate::tests::oracle_fixture_hands() {
            let Ok(r) = crate::replay::replay(&h) else {
                continue;
            };
            for variant in 0..8 {
                let mut t = r.table.clone();
                let n = t.n;
                if variant > 0 {
                    for i in 0..n {
                        if !t.players[i].folded && rng.below(3) == 0 {
                            t.players[i].mucked = !t.players[i].mucked;
                        }
                    }
                }
                if variant >= 4 && n > 0 {
                    let i = rng.below(n as u64) as usize;
                    match rng.below(5) {
                        0 => t.players[i].total += 1 + rng.below(50),
                        1 => {
                            let p = &mut t.players[i];
                            p.total -= (p.total - p.dead).min(rng.below(3));
                        }
                        2 => {
                            let p = &mut t.players[i];
                            (p.stack, p.total, p.dead) = (0, p.dead, p.dead);
                        }
                        3 => t.prior = rng.below(2) * 25,
                        _ => {}
                    }
                }
                let plain = t.result_plain();
                match t.result_one_pot() {
                    Some(res) => {
                        assert_eq!(res, plain, "{file} line {k} variant {variant}");
                        fast += 1;
                        if res.final_stacks.is_some() && t.live > 1 {
                            awarded += 1;
                        }
                        if res.pots.first().is_some_and(|p| p.shares.len() > 1) {
                            split += 1;
                        }
                    }
                    None => plain_only += 1,
                }
            }
        }
        assert!(
            fast > 15_000 && awarded > 3_000 && split > 150 && plain_only > 3_000,
            "{fast} {awarded} {split} {plain_only}"
        );
    }
}

#[cfg(test)]
mod hi_lo_tests {
    use super::*;
    use crate::replay::pots::PotKind;
    use serde_json::json;

    /// The shares of a hi/lo pot with one high winner and at most one low winner, shared out
    /// directly, against the plain split, on tables of two to nine (stud hi/lo and Omaha
    /// hi/lo, the button anywhere, seat numbers with gaps): random winners (one to three high,
    /// none to three low, the same or others), halves and smallest chips, over a pot whose
    /// earlier shares and winners are replaced.
    #[test]
    fn the_direct_hi_lo_shares_are_the_plain_ones() {
        let mut rng = crate::test_rng::XorShift::new(0x00b1_10f5_u64);
        let (mut direct, mut two, mut plain) = (0, 0, 0);
        for round in 0..4000 {
            let n = 2 + rng.below(8) as usize;
            let stud = round % 2 == 0 && n <= 8;
            let seats: Vec<serde_json::Value> = (0..n)
                .map(|k| {
                    // Seat numbers with gaps (up to the last seat) on a third of the tables.
                    let gap = usize::from(round % 3 == 0 && n <= 6) * k;
                    json!({"seat": 1 + k + gap, "stack": 1000})
                })
                .collect();
            let mut v = json!({"seats": seats, "actions": []});
            if stud {
                v["game"] = json!("STUD8");
                v["ante"] = json!(10);
                v["bring_in"] = json!(20);
                v["limits"] = json!({"small_bet": 100, "big_bet": 200});
            } else {
                v["game"] = json!("PLO8");
                v["blinds"] = json!({"small": 50, "big": 100});
                v["button"] = v["seats"][rng.below(n as u64) as usize]["seat"].clone();
            }
            let h = Hand::from_json(&v.to_string()).expect("a hand");
            let t = Table::new(&h).expect("a table");
            for _ in 0..10 {
                let pick = |rng: &mut crate::test_rng::XorShift, k: u64| -> Vec<usize> {
                    let mut set: Vec<usize> = Vec::new();
                    for _ in 0..k {
                        let i = rng.below(n as u64) as usize;
                        if !set.contains(&i) {
                            set.push(i);
                        }
                    }
                    set
                };
                let k_high = 1 + rng.below(3) * rng.below(2);
                let k_low = [0, 0, 1, 1, 1, 2, 3][rng.below(7) as usize];
                let high = pick(&mut rng, k_high);
                let low = pick(&mut rng, k_low);
                let chip = [1, 5, 25][rng.below(3) as usize];
                let halves = (rng.below(10_000), rng.below(3) * rng.below(5_000));
                let mut pot = Pot {
                    kind: PotKind::Main,
                    amount: halves.0 + halves.1,
                    eligible: Few::new(),
                    winners: Few::from(vec![99u8, 98]),
                    shares: Few::from(vec![Share {
                        seat: 99,
                        amount: 7,
                    }]),
                    eligible_idx: Few::new(),
                };
                let mut want = pot.clone();
                t.split_hi_lo(&mut pot, &high, &low, halves, chip);
                t.split_hi_lo_plain(&mut want, &high, &low, halves, chip);
                assert_eq!(pot, want, "{high:?} {low:?} {halves:?} {chip} n {n}");
                match (high.len(), low.len()) {
                    (1, 1) if high != low => two += 1,
                    (1, 0 | 1) => direct += 1,
                    _ => plain += 1,
                }
            }
        }
        assert!(
            direct > 5000 && two > 3000 && plain > 10_000,
            "{direct} {two} {plain}"
        );
    }
}
