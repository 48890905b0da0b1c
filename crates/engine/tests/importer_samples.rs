//! Every PokerStars and OHH sample imports; each hand replays, and the pots it awards go to the seats
//! that collected, the amounts differing only by the recorded rake (a board run twice: the runs'
//! collected amounts added up).

use floorcall_engine::ErrorKind;
use floorcall_engine::hand::Hand;
use floorcall_engine::import::pokerstars;
use floorcall_engine::replay::replay;
use std::path::{Path, PathBuf};

mod support;

#[test]
fn samples_import_and_replay_to_collected_amounts() {
    let Some(dir) = support::shared("hh-samples/pokerstars", "pokerstars samples") else {
        return;
    };
    let (checked, refused) = check_dir(&dir, &["txt"], pokerstars::import);
    // The Omaha hand run twice among them: each run's pot to its board's winner.
    assert!(checked >= 7, "{checked}");
    assert!(refused.is_empty(), "{refused:?}");
}

#[test]
fn ohh_samples_import_and_replay_to_collected_amounts() {
    let Some(dir) = support::shared("hh-samples/ohh", "OHH samples") else {
        return;
    };
    let (checked, refused) = check_dir(
        &dir,
        &["ohh", "json"],
        floorcall_engine::import::ohh::import,
    );
    assert!(checked >= 5, "{checked}");
    assert!(refused.is_empty(), "{refused:?}");
}

type Importer =
    fn(&str) -> Result<Vec<floorcall_engine::import::Imported>, floorcall_engine::HandError>;

fn check_dir(dir: &Path, exts: &[&str], import: Importer) -> (usize, Vec<String>) {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("shared hh-samples")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| exts.iter().any(|e| x == *e)))
        .collect();
    files.sort();
    let mut checked = 0;
    let mut refused = Vec::new();
    for f in &files {
        let name = f.display().to_string();
        let text = std::fs::read_to_string(f).expect("text");
        let hands = match import(&text) {
            Ok(h) => h,
            Err(e) if e.kind == ErrorKind::Unsupported => {
                refused.push(format!("{name}: {e}"));
                continue;
            }
            Err(e) => panic!("{name}: {e}"),
        };
        for imp in hands {
            let hand = Hand::parse(&imp.hand).unwrap_or_else(|e| panic!("{name}: {e}"));
            let r = replay(&hand).unwrap_or_else(|e| panic!("{name}: {e} ({:?})", e.rule));
            let res = r.result().unwrap_or_else(|| panic!("{name}: not over"));
            let fs = res
                .final_stacks
                .unwrap_or_else(|| panic!("{name}: pots not awarded"));
            // What we award each seat (final stack minus what it had behind before the pushes).
            let mut ours: Vec<(u8, u64)> = res
                .pots
                .iter()
                .flat_map(|p| p.shares.iter().map(|s| (s.seat, s.amount)))
                .fold(Vec::new(), |mut acc: Vec<(u8, u64)>, (s, a)| {
                    match acc.iter_mut().find(|x| x.0 == s) {
                        Some(x) => x.1 += a,
                        None => acc.push((s, a)),
                    }
                    acc
                });
            ours.sort();
            let mut theirs: Vec<(u8, u64)> = Vec::new();
            for &(s, a) in &imp.collected {
                match theirs.iter_mut().find(|x| x.0 == s) {
                    Some(x) => x.1 += a,
                    None => theirs.push((s, a)),
                }
            }
            theirs.sort();
            let seats_ours: Vec<u8> = ours.iter().map(|x| x.0).collect();
            let seats_theirs: Vec<u8> = theirs.iter().map(|x| x.0).collect();
            assert_eq!(seats_ours, seats_theirs, "{name}: winners");
            let total_ours: u64 = ours.iter().map(|x| x.1).sum();
            let total_theirs: u64 = theirs.iter().map(|x| x.1).sum();
            // Some producers count an uncalled bet handed back as part of the win.
            let returned: u64 = res.returned.iter().map(|r| r.stack).sum();
            let rake = imp.rake.unwrap_or(0);
            assert!(
                total_ours == total_theirs + rake || total_ours + returned == total_theirs + rake,
                "{name}: pots {total_ours} (+{returned} returned) vs collected {total_theirs} + rake {rake}"
            );
            assert_eq!(fs.len(), hand.seats.len());
            checked += 1;
        }
    }
    eprintln!(
        "{}: {checked} hands replayed to their collected amounts; refused: {refused:?}",
        dir.display()
    );
    (checked, refused)
}

/// A limit hold'em hand of our own in PokerStars' format: the header gives the small and big
/// bet ($0.50/$1), the posts the blinds ($0.25/$0.50).
const LIMIT: &str = "PokerStars Game #1: Hold'em Limit ($0.50/$1.00 USD) - 2026/11/30 10:00:00 ET
Table 'Own' 6-max Seat #3 is the button
Seat 1: ann ($10 in chips)
Seat 2: bob ($10 in chips)
Seat 3: cid ($10 in chips)
ann: posts small blind $0.25
bob: posts big blind $0.50
*** HOLE CARDS ***
cid: folds
ann: raises $0.50 to $1
bob: folds
Uncalled bet ($0.50) returned to ann
ann collected $1 from pot
*** SUMMARY ***
Total pot $1 | Rake $0
";

#[test]
fn limit_headers_give_the_bets_and_the_posts_the_blinds() {
    let h = &pokerstars::import(LIMIT).expect("import")[0].hand;
    assert_eq!((h.blinds.small, h.blinds.big), (25, 50));
    let l = h.limits.expect("limits");
    assert_eq!((l.small_bet, l.big_bet), (50, 100));
    let hand = Hand::parse(h).expect("hand");
    assert!(
        replay(&hand).is_ok(),
        "the small blind's raise to $1 is legal"
    );
}

#[test]
fn zoom_home_game_and_five_card_omaha_headers_are_read() {
    for (header, game) in [
        (
            "PokerStars Zoom Hand #2: Hold'em No Limit ($0.50/$1.00) - 2026/11/30",
            "NLHE",
        ),
        (
            "PokerStars Home Game Hand #3: {Own Club} Hold'em No Limit (5/10) - 2026/11/30",
            "NLHE",
        ),
        (
            "PokerStars Hand #4: 5 Card Omaha Pot Limit ($0.50/$1.00 USD) - 2026/11/30",
            "PLO5",
        ),
    ] {
        let text = LIMIT.replacen(
            "PokerStars Game #1: Hold'em Limit ($0.50/$1.00 USD) - 2026/11/30 10:00:00 ET",
            header,
            1,
        );
        let got = pokerstars::import(&text).unwrap_or_else(|e| panic!("{header}: {e}"));
        let g = serde_json::to_value(got[0].hand.game).expect("game");
        assert_eq!(g, game, "{header}");
    }
    // Two hands, the second a Zoom hand: both come back.
    let two = format!(
        "{LIMIT}\n\n{}",
        LIMIT.replacen("PokerStars Game #1", "PokerStars Zoom Hand #9", 1)
    );
    assert_eq!(pokerstars::import(&two).expect("import").len(), 2);
    // Old Mac line endings.
    assert_eq!(
        pokerstars::import(&LIMIT.replace('\n', "\r"))
            .expect("cr")
            .len(),
        1
    );
}

#[test]
fn a_raise_nobody_can_call_is_a_call() {
    let text = "PokerStars Game #7: Hold'em No Limit ($0.25/$0.50 USD) - 2026/11/30 10:00:00 ET
Table 'Own' 6-max Seat #3 is the button
Seat 1: ann ($10 in chips)
Seat 2: bob ($0.50 in chips)
Seat 3: cid ($10 in chips)
ann: posts small blind $0.25
bob: posts big blind $0.50 and is all-in
*** HOLE CARDS ***
cid: folds
ann: raises $1 to $1.50
Uncalled bet ($1) returned to ann
*** FLOP *** [2c 7d 9h]
*** TURN *** [2c 7d 9h] [Ts]
*** RIVER *** [2c 7d 9h Ts] [3s]
*** SHOW DOWN ***
ann: shows [As Kd] (high card Ace)
bob: shows [7h 7c] (three of a kind, Sevens)
bob collected $1 from pot
*** SUMMARY ***
Total pot $1 | Rake $0
";
    let got = pokerstars::import(text).expect("import");
    let h = &got[0].hand;
    let ann = h
        .actions
        .iter()
        .find(|a| a.seat == Some(1) && a.action != Some(floorcall_engine::hand::ActionKind::Show))
        .expect("ann acts");
    assert_eq!(
        ann.action,
        Some(floorcall_engine::hand::ActionKind::Call),
        "{h:?}"
    );
    let hand = Hand::parse(h).expect("hand");
    let r = replay(&hand).expect("replays");
    let res = r.result().expect("over");
    assert_eq!(res.pots[0].winners, vec![2]);
    assert_eq!(res.pots[0].amount, 100);
}

#[test]
fn a_tournament_buy_in_in_dollars_leaves_chips_whole() {
    let text = "PokerStars Hand #8: Tournament #9, $1.00+$0.25 USD Hold'em No Limit - Level I (10/20) - 2026/11/30 10:00:00 ET
Table '9 1' 9-max Seat #1 is the button
Seat 1: ann (1500 in chips)
Seat 2: bob (1500 in chips)
ann: posts small blind 10
bob: posts big blind 20
*** HOLE CARDS ***
ann: folds
Uncalled bet (10) returned to bob
bob collected 20 from pot
*** SUMMARY ***
Total pot 20 | Rake 0
Seat 1: ann (button) (small blind) folded before Flop
bob finished the tournament in 1st place and received $2.50.
";
    let got = pokerstars::import(text).expect("import");
    assert_eq!(got[0].scale, 1, "chips, not cents");
    assert_eq!(got[0].hand.seats[0].stack, 1500);
}

#[test]
fn a_player_all_in_from_the_ante_logged_as_folding_is_away_and_dead() {
    let text = "PokerStars Hand #10: Tournament #9, 100+10 Hold'em No Limit - Level II (15/30) - 2026/11/30 10:00:00 ET
Table '9 1' 9-max Seat #1 is the button
Seat 1: ann (1500 in chips)
Seat 2: bob (1500 in chips)
Seat 3: cid (1500 in chips)
Seat 4: dan (5 in chips) is sitting out
ann: posts the ante 5
bob: posts the ante 5
cid: posts the ante 5
dan: posts the ante 5 and is all-in
bob: posts small blind 15
cid: posts big blind 30
*** HOLE CARDS ***
dan: folds
ann: folds
bob: folds
cid collected 65 from pot
*** SUMMARY ***
Total pot 65 | Rake 0
";
    let got = pokerstars::import(text).expect("imports");
    let h = &got[0].hand;
    let dan = h
        .seats
        .iter()
        .find(|s| s.name.as_deref() == Some("dan"))
        .expect("dan");
    assert!(dan.absent, "away, dealt in, posted: a dead hand (Rule 30)");
    let hand = Hand::parse(h).expect("hand");
    let r = replay(&hand).expect("replays").result().expect("over");
    assert_eq!(
        r.pots[0].winners,
        vec![3],
        "the big blind takes the antes and the blinds"
    );
    assert_eq!(
        r.pots[0].amount, 50,
        "the big blind's uncalled 15 goes back: 20 antes + 15 + 15"
    );
}

#[test]
fn phh_inf_stacks_are_deeper_than_any_bet() {
    let text = "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [0.5, 1, 0]\nmin_bet = 1\nstarting_stacks = [inf, inf, inf]\nactions = ['d dh p1 AsKd', 'd dh p2 7h7c', 'd dh p3 ????', 'p3 f', 'p1 cbr 3.5', 'p2 cc']\n";
    let got = floorcall_engine::import::phh::import(text).expect("inf stacks import");
    let h = &got[0].hand;
    assert!(
        h.seats.iter().all(|s| s.stack >= 1_000_000_000),
        "{:?}",
        h.seats
    );
    let hand = Hand::parse(h).expect("hand");
    assert!(replay(&hand).is_ok());
}

#[test]
fn a_one_card_show_keeps_the_hand() {
    let text = LIMIT.replace("ann collected", "ann: shows [Ah] (a pair)\nann collected");
    let got = pokerstars::import(&text).expect("a partial show does not reject the hand");
    let show = got[0]
        .hand
        .actions
        .iter()
        .find(|a| a.action == Some(floorcall_engine::hand::ActionKind::Show))
        .expect("the show is kept");
    assert_eq!(
        show.cards, None,
        "one card of two: the hand's cards stay unknown"
    );
    let hand = Hand::parse(&got[0].hand).expect("hand");
    assert!(replay(&hand).is_ok());
}

#[test]
fn six_plus_holdem_and_courchevel_are_read_by_name() {
    for (header, game) in [
        (
            "PokerStars Hand #5: 6+ Hold'em No Limit ($0.50/$1.00) - 2026/11/30",
            floorcall_engine::hand::Game::ShortDeck,
        ),
        (
            "PokerStars Hand #6: Courchevel Pot Limit ($0.50/$1.00) - 2026/11/30",
            floorcall_engine::hand::Game::Courchevel,
        ),
    ] {
        let text = LIMIT.replacen(
            "PokerStars Game #1: Hold'em Limit ($0.50/$1.00 USD) - 2026/11/30 10:00:00 ET",
            header,
            1,
        );
        let got = pokerstars::import(&text).expect("read");
        assert_eq!(got[0].hand.game, game, "{header}");
    }
    // Courchevel is pot limit: another structure is refused by the game's name.
    let text = LIMIT.replacen(
        "PokerStars Game #1: Hold'em Limit ($0.50/$1.00 USD) - 2026/11/30 10:00:00 ET",
        "PokerStars Hand #6: Courchevel No Limit ($0.50/$1.00) - 2026/11/30",
        1,
    );
    let e = pokerstars::import(&text).expect_err("refused");
    assert_eq!(e.kind, ErrorKind::Unsupported);
    assert!(e.message.contains("Courchevel No Limit"), "{e}");
}

#[test]
fn another_site_is_refused_by_its_name() {
    for (header, site) in [
        (
            "Acme Poker Hand #1: Hold'em No Limit (5/10) - 2026/11/30 8:19:23 ET",
            "Acme Poker",
        ),
        (
            "Winamax Poker - CashGame - HandId: #2 - Holdem no limit (0.01€/0.02€)",
            "Winamax Poker",
        ),
    ] {
        let text = LIMIT.replacen(
            "PokerStars Game #1: Hold'em Limit ($0.50/$1.00 USD) - 2026/11/30 10:00:00 ET",
            header,
            1,
        );
        let e = pokerstars::import(&text).expect_err("refused");
        assert_eq!(e.kind, ErrorKind::Unsupported, "{header}");
        assert!(e.message.contains(site), "{header}: {e}");
    }
    // Text that names no site keeps the plain answer.
    let e = pokerstars::import("hello\nworld").expect_err("refused");
    assert_eq!(e.kind, ErrorKind::Invalid);
}

#[test]
fn bad_text_names_the_line() {
    let e = pokerstars::import("hello").unwrap_err();
    assert_eq!(e.field.as_deref(), Some("line 1"));
    // A game floorcall does not play is refused by its name.
    let courchevel = "PokerStars Hand #1: Courchevel Hi/Lo No Limit ($1/$2 USD) - 2023/01/01\n";
    let e = pokerstars::import(courchevel).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported);
    assert!(e.message.contains("Courchevel"), "{e}");
    // A stud header with no seats: the hand is refused, naming the line.
    let stud =
        "PokerStars Hand #1: Tournament #2, 7 Card Stud Limit - Level I (10/20) - 2023/01/01\n";
    let e = pokerstars::import(stud).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("line 1"));
}

#[test]
fn ohh_amounts_as_increments_or_street_totals() {
    let Some(dir) = support::shared("hh-samples/ohh", "OHH increments or totals") else {
        return;
    };
    let read = |f: &str| std::fs::read_to_string(dir.join(f)).expect("sample");
    // Ten-Four writes street totals: the small blind "Raise 2.5" is a raise to 2.5.
    let t = floorcall_engine::import::ohh::import(&read(
        "tenfour_holdem_spec146_raise_to_variant.json",
    ))
    .expect("import");
    let h = &t[0].hand;
    assert_eq!(t[0].scale, 10);
    let raises: Vec<u64> = h.actions.iter().filter_map(|a| a.to).collect();
    assert_eq!(&raises[..2], &[25, 100], "{raises:?}");
    // iPoker follows the spec: a call of 0.04 is the chips added.
    let t = floorcall_engine::import::ohh::import(&read("ipoker_cash_holdem.ohh")).expect("import");
    assert_eq!(t[0].scale, 100);
    let raises: Vec<u64> = t[0].hand.actions.iter().filter_map(|a| a.to).collect();
    assert_eq!(raises, vec![6, 6, 18]);
}

#[test]
fn ohh_is_lenient_and_names_the_path() {
    use floorcall_engine::import::ohh::import;
    let hand = r#"{"game_type": "Holdem", "bet_limit": {"bet_type": "NL"}, "dealer_seat": "2",
        "small_blind_amount": "1", "big_blind_amount": 2, "ante_amount": 0,
        "players": [{"id": 1, "seat": 1, "starting_stack": "100"}, {"id": 2, "seat": 2, "starting_stack": 100}],
        "rounds": [{"street": "Preflop", "cards": "", "actions": [
            {"player_id": 2, "action": "Post SB", "amount": 1}, {"player_id": 1, "action": "Post BB", "amount": 2},
            {"player_id": 2, "action": "Sits Out Next Hand"}, {"player_id": 2, "action": "Fold", "amount": ""}]}],
        "pots": ""}"#;
    let two = format!("{hand}\n\n{{\"ohh\": {hand}}}");
    let hands = import(&two).expect("two hands");
    assert_eq!(hands.len(), 2);
    assert_eq!(hands[1].hand.actions.len(), 1);
    let bad = hand.replace(r#""starting_stack": "100""#, r#""starting_stack": "lots""#);
    let e = import(&bad).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("players[0].starting_stack"));
    let other = hand.replace(r#""Holdem""#, r#""Pineapple""#);
    assert_eq!(import(&other).unwrap_err().kind, ErrorKind::Unsupported);
}

#[test]
fn phh_export_then_import_is_the_same_hand() {
    use floorcall_engine::import::phh;
    let Some(root) = support::shared("phh-sample", "PHH export round trip") else {
        return;
    };
    let mut n = 0;
    for sub in ["pluribus", "wsop-2023-43-5", "historical"] {
        for e in std::fs::read_dir(root.join(sub)).expect("dir").flatten() {
            let text = std::fs::read_to_string(e.path()).expect("text");
            let Ok(hands) = phh::import(&text) else {
                continue;
            };
            for imp in hands {
                let a = Hand::parse(&imp.hand).expect("parse");
                let again = phh::import(&phh::export(&a)).expect("re-import");
                let b = Hand::parse(&again[0].hand).expect("parse again");
                assert_eq!(a.actions, b.actions, "{}", e.path().display());
                assert_eq!(
                    a.seats
                        .iter()
                        .map(|s| (s.seat, s.stack, s.cards.clone()))
                        .collect::<Vec<_>>(),
                    b.seats
                        .iter()
                        .map(|s| (s.seat, s.stack, s.cards.clone()))
                        .collect::<Vec<_>>()
                );
                assert_eq!(
                    (a.blinds, a.ante, a.big_blind_ante, a.button),
                    (b.blinds, b.ante, b.big_blind_ante, b.button)
                );
                n += 1;
            }
        }
    }
    assert!(n >= 35, "{n}");
}

#[test]
fn a_new_players_big_blind_is_a_live_post_and_small_and_big_a_dead_small_blind_too() {
    let text = "PokerStars Hand #11:  Hold'em No Limit ($0.05/$0.10 EUR) - 2026/11/30 10:00:00 ET
Table 'Aa' 6-max Seat #1 is the button
Seat 1: ann (€10 in chips)
Seat 2: bob (€10 in chips)
Seat 3: cid (€10 in chips)
Seat 4: dan (€10 in chips)
Seat 5: eve (€10 in chips)
bob: posts small blind €0.05
cid: posts big blind €0.10
dan: posts big blind €0.10
eve: posts small & big blinds €0.15
*** HOLE CARDS ***
dan: checks
eve: checks
ann: calls €0.10
bob: calls €0.05
cid: checks
*** FLOP *** [2c 7d Jh]
bob: checks
cid: checks
dan: checks
eve: checks
ann: checks
*** TURN *** [2c 7d Jh] [Qs]
bob: checks
cid: checks
dan: checks
eve: checks
ann: checks
*** RIVER *** [2c 7d Jh Qs] [3h]
bob: checks
cid: checks
dan: checks
eve: checks
ann: checks
*** SHOW DOWN ***
ann: shows [Ah Ad] (a pair of Aces)
ann collected €0.55 from pot
*** SUMMARY ***
Total pot €0.55 | Rake €0
";
    let got = pokerstars::import(text).expect("posts import");
    let h = &got[0].hand;
    use floorcall_engine::hand::{Post, PostKind};
    assert_eq!(
        h.posts,
        vec![
            Post {
                seat: 4,
                amount: 10,
                kind: PostKind::Live
            },
            Post {
                seat: 5,
                amount: 10,
                kind: PostKind::Live
            },
            Post {
                seat: 5,
                amount: 5,
                kind: PostKind::Dead
            },
        ]
    );
    let hand = Hand::parse(h).expect("hand");
    let r = replay(&hand).expect("the posters check: their blinds are live");
    assert_eq!(r.table.pot(), 55);
}

#[test]
fn no_small_blind_posted_is_a_dead_small_blind() {
    let text = "PokerStars Hand #12: Tournament #9, 100+10 Hold'em No Limit - Level II (300/600) - 2026/11/30 10:00:00 ET
Table '9 1' 6-max Seat #9 is the button
Seat 2: bb (24152 in chips)
Seat 4: hoop (31915 in chips)
Seat 7: u1 (4820 in chips)
bb: posts big blind 600
*** HOLE CARDS ***
hoop: folds
u1: folds
bb collected 600 from pot
*** SUMMARY ***
Total pot 600 | Rake 0
";
    let got = pokerstars::import(text).expect("dead small blind imports");
    assert!(got[0].hand.dead_small_blind);
    let hand = Hand::parse(&got[0].hand).expect("hand");
    let r = replay(&hand).expect("replays");
    assert_eq!(r.table.big_blind_seat(), 2);
    assert_eq!(r.table.small_blind_seat(), None);
}

#[test]
fn phh_negative_blinds_are_dead_posts_and_a_lone_first_blind_is_the_big_blind() {
    // HandHQ R5-1676558-1009 (PokerKit: a negative entry is a post outside the blinds).
    let text = "variant = 'NT'\nantes = [0, 0, 0, 0, 0]\nblinds_or_straddles = [2, 4, 0, -2, 0]\nmin_bet = 4\nstarting_stacks = [434.05, 1070.10, 437.50, 150, 1219.80]\nactions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'd dh p5 ????', 'p3 f', 'p4 cbr 16', 'p5 f', 'p1 f', 'p2 f']\nfinishing_stacks = [432.05, 1066.1, 437.5, 156, 1219.8]\n";
    let got = floorcall_engine::import::phh::import(text).expect("negative blinds import");
    let h = &got[0].hand;
    assert_eq!(h.posts.len(), 1);
    assert_eq!(h.posts[0].kind, floorcall_engine::hand::PostKind::Dead);
    assert_eq!(h.posts[0].amount, 200);
    let hand = Hand::parse(h).expect("hand");
    let r = replay(&hand).expect("replays").result().expect("over");
    let p4 = h.seats[3].seat;
    let fs = r.final_stacks.expect("stacks");
    assert_eq!(
        fs.iter().find(|s| s.seat == p4).map(|s| s.stack),
        Some(15600),
        "as the source records"
    );

    // HandHQ R5-1681968-886: only the first player after the button posts: the big blind.
    let text = "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [4, 0, 0]\nmin_bet = 4\nstarting_stacks = [385.60, 401, 715.70]\nactions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p2 cbr 14', 'p3 f', 'p1 f']\n";
    let got = floorcall_engine::import::phh::import(text).expect("dead small blind imports");
    assert!(got[0].hand.dead_small_blind);
    let hand = Hand::parse(&got[0].hand).expect("hand");
    assert!(replay(&hand).is_ok());
}

/// A GGPoker hand written for this test in GGPoker's shape: `Poker Hand #HD…`, the ante inside
/// the stakes, "Dealt to" lines without cards, a summary with jackpot and fortune fees.
const GGPOKER: &str =
    "Poker Hand #HD900000001: Hold'em No Limit ($0.05/$0.1($0.02)) - 2026/11/30 12:00:00
Table 'NLHTest1' 6-max Seat #2 is the button
Seat 1: a1b2c3d4 ($10 in chips)
Seat 2: Hero ($12.40 in chips)
Seat 4: 9f8e7d6c ($8.05 in chips)
Hero: posts the ante $0.02
a1b2c3d4: posts the ante $0.02
9f8e7d6c: posts the ante $0.02
9f8e7d6c: posts small blind $0.05
a1b2c3d4: posts big blind $0.1
*** HOLE CARDS ***
Dealt to a1b2c3d4
Dealt to Hero [Qs Qd]
Dealt to 9f8e7d6c
Hero: raises $0.2 to $0.3
9f8e7d6c: folds
a1b2c3d4: calls $0.2
*** FLOP *** [7c 2d Jh]
a1b2c3d4: checks
Hero: bets $0.35
a1b2c3d4: calls $0.35
*** TURN *** [7c 2d Jh] [4s]
a1b2c3d4: checks
Hero: checks
*** RIVER *** [7c 2d Jh 4s] [9d]
a1b2c3d4: bets $1
Hero: calls $1
a1b2c3d4: shows [Jd 9h] (two pair, Jacks and Nines)
Hero: shows [Qs Qd] (a pair of Queens)
*** SHOWDOWN ***
a1b2c3d4 collected $3.34 from pot
*** SUMMARY ***
Total pot $3.41 | Rake $0.07 | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0
Board [7c 2d Jh 4s 9d]
Seat 1: a1b2c3d4 (big blind) showed [Jd 9h] and won ($3.34) with two pair, Jacks and Nines
Seat 2: Hero (button) showed [Qs Qd] and lost with a pair of Queens
Seat 4: 9f8e7d6c (small blind) folded before Flop
";

#[test]
fn ggpoker_full_tilt_and_run_it_once_texts_are_read_as_pokerstars_text() {
    let got = pokerstars::import(GGPOKER).expect("GGPoker imports");
    let imp = &got[0];
    assert_eq!(imp.source_id.as_deref(), Some("HD900000001"));
    assert_eq!(imp.scale, 100);
    assert_eq!((imp.hand.blinds.small, imp.hand.blinds.big), (5, 10));
    assert_eq!(imp.hand.ante, 2);
    let hand = Hand::parse(&imp.hand).expect("hand");
    let r = replay(&hand).expect("replays").result().expect("over");
    let won: u64 = r
        .pots
        .iter()
        .flat_map(|p| p.shares.iter())
        .map(|s| s.amount)
        .sum();
    assert_eq!(won, 341, "the pot before the rake");
    assert_eq!(imp.rake, Some(7));
    assert_eq!(imp.collected, vec![(1, 334)]);

    // Full Tilt's 2016 text and Run It Once's: the same reader, their own headers.
    let ft = LIMIT
        .replacen("PokerStars Hand #", "Full Tilt Hand #", 1)
        .replace("Hold'em Limit", "Hold'em No Limit");
    assert!(pokerstars::import(&ft).is_ok(), "Full Tilt");
    let rio = GGPOKER
        .replacen("Poker Hand #HD", "Run It Once Poker Hand #", 1)
        .replacen("Table 'NLHTest1' 6-max", "Table ID '1' 6-Max", 1);
    let got = pokerstars::import(&rio).expect("Run It Once");
    assert_eq!(got[0].hand.seats.len(), 3);
}

#[test]
fn a_splash_added_to_the_pot_is_reported_and_checks_by_all_in_players_are_dropped() {
    let text = GGPOKER
        .replacen("Poker Hand #HD", "Run It Once Poker Hand #", 1)
        .replace(
            "*** HOLE CARDS ***\n",
            "*** HOLE CARDS ***\nSTP added: $0.50\n",
        );
    let got = pokerstars::import(&text).expect("imports");
    assert_eq!(got[0].added, 50);
}
