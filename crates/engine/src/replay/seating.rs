//! Seating the players and posting: antes, blinds, the big-blind ante, posts, straddles;
//! players away from the seat killed at the end of the deal.

use super::*;
use crate::hand::BlindsPostedBy;
use crate::house::BigBlindAnteOrder;

impl<'h> Table<'h> {
    /// The players seated, the blinds' positions found, nothing posted: the players' stacks
    /// are put in by [`Table::seat_players`], the first step of [`Table::start`].
    #[inline(always)]
    pub(super) fn seated(hand: &'h Hand) -> Table<'h> {
        let n = hand.seats.len();
        let after_button = hand
            .seats
            .iter()
            .position(|s| s.seat > hand.button)
            .unwrap_or(0);
        let (sb, bb) = hand.blind_positions();
        let no_blinds = hand.blinds_posted_by == BlindsPostedBy::Nobody;
        let rounds = super::betting::rounds_from(hand.game, hand.game.first_street());
        // The first round's bet size (`fixed_bet_plain` with no bet made yet).
        let (small, big, cap) = hand.limit_sizes();
        let fl_bet = match rounds.first() {
            Some(d) if d.big_bet => big,
            _ => small,
        };
        Table {
            hand,
            n,
            structure: hand.structure,
            // No chips yet: the stacks are set in the table itself (`seat_players`). An array
            // of players made here was built aside and then copied in, 400 bytes a hand.
            players: [Player::default(); M],
            shown: super::table::Shown::new(),
            phase: Phase::Betting,
            street: hand.game.first_street(),
            current_bet: 0,
            full_raise: hand.blinds.big,
            bets_this_street: u32::from(hand.game.has_blinds() && !no_blinds),
            fl_level: 0,
            fl_bet,
            fl_cap: cap,
            to_act: Pos::NONE,
            last_aggressor: Pos::NONE,
            river_aggressor: Pos::NONE,
            river_bet: false,
            board: [None; 5],
            board_len: 0,
            // Heads-up the big blind acts first after the flop, unless the button acts last on
            // every round (a button blind, no blinds).
            first_after_button: if n == 2 && !hand.button_acts_last() {
                bb
            } else {
                after_button
            },
            sb: sb.into(),
            bb,
            returned: Few::new(),
            history: Vec::with_capacity(hand.actions.len()),
            short_all_in: false,
            reopen_question: false,
            aggressions: 0,
            opening_bet: if no_blinds { 0 } else { hand.blinds.big },
            prior: 0,
            in_pot: 0,
            live: n,
            // Set with the stacks.
            active: 0,
            seat_pos: super::table::seat_positions(hand),
            pending_draw: 0,
            opener_open: false,
            held: if hand.game.family() == crate::hand::Family::Draw {
                hand.seats
                    .iter()
                    .map(|s| s.cards.as_deref().map(super::table::FewCards::of))
                    .collect()
            } else {
                Vec::new()
            },
            standing: None,
            closed_at: None,
            runs: Vec::new(),
            rounds,
        }
    }

    /// Each player's stack (within a cap game's cap) put in on a table just seated, in place,
    /// and `active`: everyone holds cards, those with chips behind a bit each (found as the
    /// stacks are set, no second pass over the players).
    #[inline]
    pub(super) fn seat_players(&mut self) {
        let hand = self.hand;
        let mut active = 0u16;
        for (i, (p, s)) in self.players.iter_mut().zip(&hand.seats).enumerate() {
            p.stack = within_cap(hand, s.stack);
            if p.stack > 0 {
                active |= 1 << i;
            }
        }
        self.active = active;
    }

    /// The table at a spot, set on a table just seated: the betting round as the floor found it
    /// (see [`crate::hand::Spot`]); the blinds and antes are in it already.
    pub(super) fn set_spot(&mut self, spot: &crate::hand::Spot) {
        let hand = self.hand;
        let t = self;
        for (p, s) in t.players.iter_mut().zip(&spot.players) {
            p.stack = s.behind;
            p.street_bet = s.in_front;
            p.total = s.in_front;
            p.folded = s.folded;
            p.acted = s.acted;
        }
        t.recount_active();
        t.in_pot = t.players[..t.n].iter().map(|p| p.total).sum();
        t.live = t.players[..t.n].iter().filter(|p| !p.folded).count();
        t.prior = spot.pot;
        t.street = spot.street;
        t.rounds = super::betting::rounds_from(hand.game, spot.street);
        t.fl_bet = t.fixed_bet_plain();
        for (k, c) in spot.board.iter().enumerate().take(5) {
            t.board[k] = *c;
        }
        t.board_len = spot.board.len().min(5);
        // The round with the blinds in it (pre-flop, a draw game's first round): the bet to
        // face is at least the big blind, even posted short (54-B).
        let preflop = hand.game.has_blinds() && spot.street == hand.game.first_street();
        let current = spot.current_bet(hand.blinds.big);
        // Stud's third street until someone completes: the bring-in is the bet to face (posted
        // or still due), no bet of the limit has been made yet.
        let bring_in = match spot.street {
            Street::Third => hand.bring_in,
            _ => 0,
        };
        if bring_in > 0 && current <= bring_in {
            t.start_bring_in();
            t.full_raise = spot.last_full_raise;
            t.last_aggressor = (0..t.n)
                .find(|&i| current > 0 && t.players[i].street_bet == current)
                .into();
            t.to_act = hand.seat_index(spot.to_act).into();
            return;
        }
        t.current_bet = current;
        t.full_raise = spot.last_full_raise;
        t.opening_bet = if preflop {
            hand.blinds.big
        } else {
            spot.opening_bet
        };
        t.aggressions = match (preflop, current) {
            (_, 0) => 0,
            (true, c) if c <= hand.blinds.big => 0,
            (false, c) if c == spot.opening_bet => 1,
            _ => 2,
        };
        // The bet size with the round's bets as the spot has them.
        t.fl_bet = t.fixed_bet_plain();
        let bet = t.fixed_bet().max(1);
        // Stud: the completion of the bring-in counts toward the cap only where the house says
        // so.
        let uncounted = u32::from(bring_in > 0 && !hand.conventions.stud_completion_counts);
        t.bets_this_street = spot.bets_this_round.unwrap_or_else(|| {
            u32::try_from(current.div_ceil(bet))
                .unwrap_or(u32::MAX)
                .saturating_sub(uncounted)
        });
        // A short all-in: an all-in at the top that raised less than a full raise over the
        // next amount in front.
        let top_all_in = (0..t.n).any(|i| {
            let p = &t.players[i];
            !p.folded && p.stack == 0 && p.street_bet == current && current > 0
        });
        // The level it raised from: the most in front below the top from a seat that did not
        // go all-in (an all-in below the top may be a call for less), pre-flop at least the
        // big blind; on stud's third street the bring-in is no level (a completion is
        // measured from nothing).
        let below = (0..t.n)
            .filter(|&i| t.players[i].folded || t.players[i].stack > 0)
            .map(|i| t.players[i].street_bet)
            .map(|b| if b <= bring_in { 0 } else { b })
            .chain(preflop.then_some(hand.blinds.big))
            .filter(|&b| b < current)
            .max()
            .unwrap_or(0);
        t.short_all_in = top_all_in
            && match t.structure {
                // Fixed limit: an all-in of less than half a bet does not raise (Rule 47); the
                // level stays where it was and the next player completes the bet.
                Structure::FixedLimit => 2 * (current - below) < bet,
                _ => current - below < spot.last_full_raise,
            };
        t.fl_level = match spot.full_bet_to {
            Some(level) if t.structure == Structure::FixedLimit => level,
            _ if t.short_all_in && t.structure == Structure::FixedLimit => below,
            _ => current,
        };
        if t.structure == Structure::FixedLimit && t.fl_level < current {
            t.short_all_in = true;
        }
        t.reopen_question = t.short_all_in
            && (0..t.n).any(|i| {
                let p = &t.players[i];
                !p.folded && p.stack > 0 && p.acted
            });
        t.last_aggressor = (0..t.n)
            .find(|&i| current > 0 && t.players[i].street_bet == current)
            .into();
        t.to_act = hand.seat_index(spot.to_act).into();
    }

    /// The players' stacks put in (as [`Table::seat_players`] puts them) on a table just
    /// seated, then the posts: antes (dead money) first, in the same pass over the seats, then
    /// the blinds, then the big-blind ante: the blind before the ante (RP-11), unless the house
    /// posts the ante first. Whether some player is away from the seat (seen in that pass too:
    /// no pass of its own).
    ///
    /// `active` (the positions with chips behind) is found in that pass, after the antes, and
    /// kept as the later posts go (each synced), so that no pass over the players counts it
    /// again. Checked against the count in debug builds.
    pub(super) fn seat_and_post(&mut self) -> bool {
        let absent = self.seat_and_post_kept();
        debug_assert_eq!(self.active, self.active_of_players());
        absent
    }

    /// [`Table::seat_and_post`]'s work.
    #[inline]
    fn seat_and_post_kept(&mut self) -> bool {
        let hand = self.hand;
        let mut absent = false;
        let mut active = 0u16;
        for (i, (p, s)) in self.players.iter_mut().zip(&hand.seats).enumerate() {
            absent |= s.absent;
            let mut stack = within_cap(hand, s.stack);
            // No ante (blinds alone, a big-blind ante): nothing to post.
            if s.ante > 0 {
                let a = s.ante.min(stack);
                stack -= a;
                p.total += a;
                p.dead += a;
                self.in_pot += a;
            }
            p.stack = stack;
            if stack > 0 {
                active |= 1 << i;
            }
        }
        self.active = active;
        if hand.blinds_posted_by == BlindsPostedBy::Nobody {
            // Antes alone: nothing to call, the first bet opens the round.
            return absent;
        }
        // A post of nothing changes nothing (the players with chips behind, `active`, are
        // counted again after the posts): skipped, as in a stud hand whose blinds are 0 and a
        // hand without a big-blind ante.
        let (small, big) = (hand.blinds.small, hand.blinds.big);
        if let Some(sb) = self.sb.get()
            && small > 0
        {
            self.post(sb, small);
        }
        // The big-blind ante after the blind (RP-11), or before it where the house posts the
        // ante first: a short stack's chips go first to whichever is posted first.
        let ante_first = hand.conventions.big_blind_ante_order == BigBlindAnteOrder::AnteFirst;
        if !ante_first && big > 0 {
            self.post(self.bb, big);
        }
        if hand.big_blind_ante > 0 {
            let bb = &mut self.players[self.bb];
            let bba = hand.big_blind_ante.min(bb.stack);
            bb.stack -= bba;
            bb.total += bba;
            bb.dead += bba;
            self.in_pot += bba;
            self.sync_active(self.bb);
        }
        if ante_first && big > 0 {
            self.post(self.bb, big);
        }
        self.current_bet = hand.blinds.big;
        self.fl_level = hand.blinds.big;
        for post in &hand.posts {
            let Some(i) = hand.seat_index(post.seat) else {
                continue;
            };
            match post.kind {
                PostKind::Live => self.post(i, post.amount),
                PostKind::Dead => {
                    let p = &mut self.players[i];
                    let a = post.amount.min(p.stack);
                    p.stack -= a;
                    p.total += a;
                    p.dead += a;
                    self.in_pot += a;
                    self.sync_active(i);
                }
            }
        }
        absent
    }

    /// Players away from their seats are dealt in and post, and their hands are killed at the
    /// end of the deal (Rule 30): what they posted stays in the pot.
    pub(super) fn kill_absent(&mut self) {
        for i in 0..self.n {
            if self.hand.seats[i].absent {
                self.fold_at(i);
            }
        }
    }

    /// Stud: players away from their seats post the antes and, with the low card, the
    /// bring-in (Rules 30, 71-C); their hands are then killed and the action goes on.
    /// Returns the position of an absent player who posted the bring-in: the action starts on
    /// its left.
    /// `absent`: whether some player is away ([`Table::seat_and_post`]).
    pub(super) fn kill_absent_stud(&mut self, absent: bool) -> Option<usize> {
        debug_assert_eq!(absent, self.hand.seats.iter().any(|s| s.absent));
        if !absent {
            // Nobody away: no bring-in to post for anyone, nobody's hand to kill.
            return None;
        }
        let bring_in = self.stud_opener();
        let mut posted = None;
        for i in 0..self.n {
            if !self.hand.seats[i].absent {
                continue;
            }
            if bring_in == Some(i) && self.hand.bring_in > 0 {
                let b = self.hand.bring_in;
                self.post(i, b);
                posted = Some(i);
            }
            self.fold_at(i);
        }
        posted
    }

    /// Straddles in the order listed, each acting as the big blind; the last poster's position.
    pub(super) fn post_straddles(&mut self) -> Result<usize, HandError> {
        let hand = self.hand;
        let mut last_poster = self.bb;
        for (k, st) in hand.straddles.iter().enumerate() {
            let Some(i) = hand.seat_index(st.seat) else {
                return Err(HandError::invalid(
                    format!("straddles[{k}].seat"),
                    Errors::NotHand,
                ));
            };
            if st.amount <= self.current_bet {
                return Err(HandError::invalid(
                    format!("straddles[{k}].amount"),
                    Errors::StraddleMustMoreThanBet {
                        current_bet: self.current_bet,
                    },
                ));
            }
            let add = st.amount.saturating_sub(self.players[i].street_bet);
            self.post(i, add);
            self.full_raise = st.amount;
            self.current_bet = st.amount;
            last_poster = i;
        }
        Ok(last_poster)
    }

    pub(super) fn post(&mut self, i: usize, amount: Chips) {
        let a = amount.min(self.players[i].stack);
        self.players[i].stack -= a;
        self.players[i].street_bet += a;
        self.players[i].total += a;
        self.in_pot += a;
        self.sync_active(i);
    }
}

/// A cap game (`rules.cap`): the chips a player may put in the hand, the rest of the stack
/// kept behind the cap (the player is all in once they are in).
pub(super) fn within_cap(hand: &Hand, stack: Chips) -> Chips {
    hand.rules.cap.map_or(stack, |cap| stack.min(cap))
}

/// A cap game: the chips of a stack behind the cap, which the player keeps whatever happens.
pub(super) fn behind_cap(hand: &Hand, stack: Chips) -> Chips {
    stack - within_cap(hand, stack)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The posts of [`Table::seat_and_post`] as first written (every blind and the big-blind
    /// ante posted, whatever its size), on a table whose players are seated: the test's
    /// oracle.
    fn post_antes_and_blinds_plain(t: &mut Table<'_>) {
        let hand = t.hand;
        for (p, s) in t.players[..t.n].iter_mut().zip(&hand.seats) {
            let a = s.ante.min(p.stack);
            p.stack -= a;
            p.total += a;
            p.dead += a;
            t.in_pot += a;
        }
        if hand.blinds_posted_by == BlindsPostedBy::Nobody {
            return;
        }
        if let Some(sb) = t.sb.get() {
            t.post(sb, hand.blinds.small);
        }
        let ante_first = hand.conventions.big_blind_ante_order == BigBlindAnteOrder::AnteFirst;
        if !ante_first {
            t.post(t.bb, hand.blinds.big);
        }
        let bb = &mut t.players[t.bb];
        let bba = hand.big_blind_ante.min(bb.stack);
        bb.stack -= bba;
        bb.total += bba;
        bb.dead += bba;
        t.in_pot += bba;
        if ante_first {
            t.post(t.bb, hand.blinds.big);
        }
        t.current_bet = hand.blinds.big;
        t.fl_level = hand.blinds.big;
        for post in &hand.posts {
            let Some(i) = hand.seat_index(post.seat) else {
                continue;
            };
            match post.kind {
                PostKind::Live => t.post(i, post.amount),
                PostKind::Dead => {
                    let p = &mut t.players[i];
                    let a = post.amount.min(p.stack);
                    p.stack -= a;
                    p.total += a;
                    p.dead += a;
                    t.in_pot += a;
                }
            }
        }
    }

    /// The posts of nothing skipped ([`Table::seat_and_post`]) leave the table as the
    /// plain form's posts of every blind and big-blind ante do (`active` as the posts keep it,
    /// not counted again, against the plain posts' `active` counted again), and the absent
    /// players it reports are the seats' own, on 20,000 random hold'em, limit, triple-draw,
    /// stud and razz tables: each blind and the big-blind ante 0 or not, antes or none, short
    /// stacks (some all in for the ante or a blind), the big-blind ante before or after the
    /// blind, a seat in eight away, now and then live and dead posts and a cap game. The
    /// stacks are seated in the same pass as the antes, against the plain seating.
    #[test]
    fn posts_of_nothing_skipped_are_the_plain_posts() {
        use crate::replay::tests::hand;
        let mut rng = crate::test_rng::XorShift::new(0x0b1_1d5e_a7ed_0042);
        let (mut skipped, mut posted) = (0, 0);
        for round in 0..20_000 {
            let game = ["NLHE", "LHE", "TD27", "STUD", "RAZZ"][round % 5];
            let n = 2 + rng.below(7) as usize;
            let seats: Vec<_> = (0..n)
                .map(|k| serde_json::json!({"seat": k + 1, "stack": 1000}))
                .collect();
            let mut h = if game == "STUD" || game == "RAZZ" {
                hand(serde_json::json!({"game": game, "ante": 10, "bring_in": 20,
                    "limits": {"small_bet": 100, "big_bet": 200}, "seats": seats,
                    "actions": []}))
            } else {
                hand(
                    serde_json::json!({"game": game, "blinds": {"small": 50, "big": 100},
                    "button": 1 + rng.below(n as u64), "seats": seats, "actions": []}),
                )
            };
            let amount = |rng: &mut crate::test_rng::XorShift| match rng.below(3) {
                0 => 0,
                _ => 1 + rng.below(150),
            };
            h.blinds.small = amount(&mut rng);
            h.blinds.big = amount(&mut rng);
            h.big_blind_ante = amount(&mut rng);
            let ante = amount(&mut rng);
            for s in &mut h.seats {
                s.stack = match rng.below(5) {
                    0 => rng.below(120),
                    _ => 200 + rng.below(2000),
                };
                s.ante = if rng.below(4) == 0 { 0 } else { ante };
            }
            h.conventions.big_blind_ante_order = if rng.below(2) == 0 {
                BigBlindAnteOrder::AnteFirst
            } else {
                BigBlindAnteOrder::BlindFirst
            };
            for s in &mut h.seats {
                s.absent = rng.below(8) == 0;
            }
            // Now and then a cap game (the stacks seated within the cap).
            if rng.below(6) == 0 {
                h.rules.cap = Some(100 + rng.below(1500));
            }
            // Now and then a post, live or dead (some for a whole short stack).
            for _ in 0..rng.below(3) {
                h.posts.push(crate::hand::Post {
                    seat: 1 + rng.below(n as u64) as u8,
                    amount: amount(&mut rng) * 10,
                    kind: if rng.below(2) == 0 {
                        PostKind::Live
                    } else {
                        PostKind::Dead
                    },
                });
            }
            let mut t = Table::seated(&h);
            // The work itself (without the debug builds' check of `active`, which this test
            // makes against the plain form): the players seated and the antes posted in one
            // pass.
            let absent = t.seat_and_post_kept();
            assert_eq!(
                absent,
                h.seats.iter().any(|s| s.absent),
                "{game} round {round}"
            );
            // `active` as the posts kept it, against the plain count after the plain posts.
            let mut plain = Table::seated(&h);
            plain.seat_players();
            post_antes_and_blinds_plain(&mut plain);
            plain.recount_active();
            assert_eq!(
                (
                    format!("{:?}", t.players),
                    t.in_pot,
                    t.active,
                    t.current_bet,
                    t.fl_level
                ),
                (
                    format!("{:?}", plain.players),
                    plain.in_pot,
                    plain.active,
                    plain.current_bet,
                    plain.fl_level
                ),
                "{game} round {round}"
            );
            if h.blinds_posted_by != BlindsPostedBy::Nobody {
                let zero = [h.blinds.small, h.blinds.big, h.big_blind_ante].contains(&0);
                skipped += usize::from(zero);
                posted += usize::from(!zero);
            }
        }
        assert!(skipped > 5_000 && posted > 5_000, "{skipped} {posted}");
    }
}
