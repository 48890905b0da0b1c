//! The real-data corpus (`../shared/realdata`, 1,955 hands nobody here wrote): every hand
//! imported on its own and replayed; hands whose file records what each seat collected are
//! reconciled (our pots against the collected amounts, after rake, as in `importer_samples`).
//! The figures are printed; the test fails when fewer hands import, replay or reconcile than
//! the floors below (raise them as the importers improve) or a hand is lost without a reason.

use floorcall_engine::hand::Hand;
use floorcall_engine::import::money::Decimal;
use floorcall_engine::import::{HandFormat, import_text};
use floorcall_engine::replay::replay;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

mod support;

/// Session 5: posts outside the blinds and dead small blinds are modelled (PokerStars and
/// PHH), so every imported hand replays; two hands cut short or with the blinds on the wrong
/// seats are refused with that reason. Measured in session 4, after the PokerStars header, partial-show and uncallable-raise fixes
/// and PHH `inf` stacks (before them: 1,329 imported, 1,262 replayed, 1,104 of 1,111
/// reconciled). Three hands that imported but could not replay (a player all-in from the ante
/// logged as folding) are now refused at import with that reason. Other sites' texts are split
/// at their own headers and counted (refused by the site's name): 1,963 hands in all.
///
/// Session 6: the PokerStars text of stud, stud hi/lo, razz, five-card draw (limit, pot and no
/// limit), 2-7 triple and single draw, badugi, five- and six-card Omaha, Big O and the mixed
/// games (the hand's game in the header) is read: 1,929 imported (before: 1,568), 1,923
/// replayed; the six that do not replay are PokerStars' house rules the replay does not have
/// (a stud pair showing on fourth street bet at the big bet; a limit raise to the next level
/// after a short all-in raise), listed in `SITE_RULES` below.
///
/// Session 7 (issue 35, "real hands as they were recorded"): PokerStars' 6+ hold'em (short
/// deck with a button blind, `blinds_posted_by: button`) and Courchevel (the flop's first card
/// before the first round) are read and replayed: 1,936 imported (before: 1,929), 1,930
/// replayed (98.3 %; before: 1,923, 98.0 %), 1,738 of 1,746 reconciled (1,732 of 1,740): the
/// four 6+ hands (three with collected amounts, all reconciled) and three Courchevel hands (one
/// hi/lo split) among them. 99 % (1,944) is out of reach without inventing: the 33 hands not
/// replayed are the six site rules, 7 boards run twice, 17 texts that are not whole hands
/// (fixture fragments with no header, cancelled, observed or cut-short hands, a card dealt
/// twice, a PokerTracker export, a concatenation of partial hands), a heads-up hand of 2005
/// whose button posts the big blind, a hold'em pot-limit before the flop and no-limit after,
/// and an eight-handed stud hand dealt a community card.
///
/// Session 8 (issue 35, "≥ 99 % replayed"): boards run twice are read (`run` on a later run's
/// deals; each pot split evenly between the runs, each share to its run's board): 1,942
/// imported, 1,935 replayed (98.6 %), 1,743 of 1,751 reconciled. The five hands run twice once
/// the betting was over replay and reconcile (two Omaha texts of one hand, a hold'em hand, an
/// Omaha hand whose player leaves mid-run and a Courchevel hi/lo hand with a split low); a
/// sixth, of a cap game, imports but does not replay (`SITE_RULES`), and Split Hold'em (two
/// boards bet on together) is refused by its name. Stud short of cards for the seventh street
/// deals one community card (RP-10-H, `{"deal": "seventh", "cards": "6h"}`): the eight-handed
/// stud hand imports, replays and reconciles (1,943 imported, 1,936 replayed, 1,744 of 1,752).
/// The 2005 heads-up hand whose button posts the big blind is read as the site dealt it
/// (`blinds_posted_by: button_big_blind`, the other player first on every round): 1,944
/// imported, 1,937 replayed (98.7 %), 1,745 of 1,753 reconciled. 99 % (1,944) stays out of
/// reach without inventing: 17 of the 26 hands not replayed are not whole hands; the six site
/// rules (four from tournaments) are not house knobs the imported hand could carry, the cap
/// game has no model here, and a hold'em pot-limit before the flop and no-limit after would
/// need a structure per round where the hand has one.
///
/// Session 9 (issue 35, "≥ 99 % replayed"): the rules a site dealt under where they are not the
/// TDA's are facts of the hand (`hand.rules`), which the PokerStars importer reads from the
/// text and the replay follows: stud's "Pair on board - a double bet is allowed"
/// (`fourth_street_open_pair: big_bet`), PokerStars' limit raise after an all-in of half a bet
/// or more to the next level of the limit (`limit_raise_after_short_all_in: next_level`, on
/// every PokerStars limit hand: none of the corpus's plays otherwise), the header's cap
/// (`cap`, "$80 Cap") and a hold'em "Pot Limit Pre-Flop, No Limit Post-Flop"
/// (`later_betting: no_limit`). The seven hands of `SITE_RULES` replay and the one refused
/// imports: 1,945 imported, 1,945 replayed (99.1 %; before: 1,937, 98.7 %), 1,753 of 1,761
/// reconciled (1,745 of 1,753): the eight with collected amounts all reconcile. Every hand
/// imported replays; the 18 not imported are 17 texts that are not whole hands and Split
/// Hold'em.
const FLOOR_IMPORTED: usize = 1945;
const FLOOR_REPLAYED: usize = 1945;
/// PHH hands whose recorded finishing stacks equal ours (after the rake).
const FLOOR_PHH_RECONCILED: usize = 42;
const FLOOR_RECONCILED: usize = 1753;

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files(&p, out);
        } else {
            out.push(p);
        }
    }
}

/// A file's hands, each on its own: PokerStars texts at their headers, `.phhs` files at their
/// `[n]` tables.
fn hands(path: &Path, text: &str) -> Vec<(HandFormat, String)> {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    match ext {
        "phh" => vec![(HandFormat::Phh, text.to_string())],
        "phhs" => {
            let mut out: Vec<String> = Vec::new();
            for line in text.lines() {
                let t = line.trim();
                if t.starts_with('[')
                    && t.ends_with(']')
                    && t[1..t.len() - 1].parse::<u32>().is_ok()
                {
                    out.push(String::new());
                    continue;
                }
                if let Some(h) = out.last_mut() {
                    h.push_str(line);
                    h.push('\n');
                }
            }
            out.into_iter().map(|h| (HandFormat::Phh, h)).collect()
        }
        _ => {
            let text = if text.contains('\n') {
                text.to_string()
            } else {
                text.replace('\r', "\n")
            };
            // A hand starts at a site's header ("PokerStars Hand #…", "Full Tilt Hand #…", any
            // "<site> Hand #" or "<site> Game #"); a file with none is one unreadable text.
            let header = |t: &str| {
                t.starts_with("PokerStars ")
                    || (!t.starts_with('*')
                        && [" Hand #", " Game #"]
                            .iter()
                            .any(|m| t.find(m).is_some_and(|i| i > 0 && i <= 40)))
            };
            let mut out: Vec<String> = Vec::new();
            for line in text.lines() {
                let t = line.trim_start_matches('\u{feff}').trim();
                if header(t) && t.contains('#') {
                    out.push(String::new());
                }
                if let Some(h) = out.last_mut() {
                    h.push_str(line);
                    h.push('\n');
                }
            }
            if out.is_empty() {
                out.push(text);
            }
            out.into_iter()
                .map(|h| (HandFormat::Pokerstars, h))
                .collect()
        }
    }
}

/// The first words of an error, to group failures by cause.
fn cause(e: &floorcall_engine::HandError) -> String {
    let s = e.to_string();
    let s = s.split(": ").last().unwrap_or(&s).to_string();
    let words: Vec<&str> = s.split_whitespace().take(6).collect();
    format!("{:?}: {}", e.kind, words.join(" "))
        .chars()
        .filter(|c| !c.is_ascii_digit())
        .collect()
}

/// Hands whose file records amounts that do not add up, by the source's hand id, with why.
/// Every other hand whose collected amounts the file records must reconcile.
const SOURCE_DEFECTS: &[(&str, &str)] = &[
    (
        "109715173634",
        "HHSmithy fixture: 'Total pot $0.50' and $0.50 collected, but the blinds, six antes \
         and the called raise make $0.90",
    ),
    (
        "109681289672",
        "HHSmithy's InValidHand fixture: the collected amount is deliberately wrong",
    ),
    (
        "3406008447",
        "converted history: the whole big blind is returned as uncalled, so the pot is short",
    ),
    (
        "3405956177",
        "converted walk: the whole big blind is returned as uncalled, so the pot is short",
    ),
    (
        "3406117852",
        "converted walk: the whole big blind is returned as uncalled, so the pot is short",
    ),
    (
        "36197946",
        "Run It Once: the €5 splash is counted in both the side pot's and the main pot's \
         collected lines (the summary's 'won €143.84' is right)",
    ),
    (
        "3434271432",
        "converted history: UTG's extra 'posts small blind $15' is played live (it 'calls $15' \
         to the $30 big blind), where PokerStars' own texts post it dead",
    ),
    (
        "71348201941",
        "not the source's: the player all-in for a 1-chip ante wins 1 of each other ante; the \
         site hands the other 24 of each back, floorcall puts them in the pot the others play \
         for (the TDA is silent). The winner and the chips won are the same",
    ),
];

/// Imported hands that do not replay, by the source's hand id, with the site's rule the TDA does
/// not have. Every other imported hand must replay.
const SITE_RULES: &[(&str, &str)] = &[
    // None since session 9: the site's rules the replay lacked (stud's big bet for an open pair
    // on fourth street, the limit raise to the next level after a short all-in, a cap game)
    // are facts of the hand (`hand.rules`) the importer reads.
];

/// Hold'em and Omaha texts refused at import, by file, with why: parser fixtures that are not
/// whole hands, texts cut short, hands the site cancelled, Split Hold'em (two boards bet on
/// together). Every other refusal must be a game floorcall does not play.
const REFUSED: &[(&str, &str)] = &[
    (
        "HHSmithy/CashGame/BlindActionTests/Ante.txt",
        "a fixture fragment with no header",
    ),
    (
        "HHSmithy/CashGame/BlindActionTests/Ignore.txt",
        "a fixture fragment with no header",
    ),
    (
        "HHSmithy/CashGame/Seats/4 Max.txt",
        "a fixture fragment with no header",
    ),
    (
        "HHSmithy/CashGame/ShowDownActionTests/AllinFlop.txt",
        "a fixture fragment with no header",
    ),
    (
        "HHSmithy/CashGame/ShowDownActionTests/Ignore.txt",
        "a fixture fragment with no header",
    ),
    (
        "HHSmithy/CashGame/ShowDownActionTests/RunItTwice.txt",
        "a fixture fragment with no header",
    ),
    (
        "HHSmithy/CashGame/ShowDownActionTests/Wins.txt",
        "a fixture fragment with no header",
    ),
    (
        "HHSmithy/CashGame/StreetTests/River.txt",
        "a fixture whose river repeats a card of the turn",
    ),
    (
        "HHSmithy/CashGame/ValidHandTests/CancelledHand.txt",
        "a hand the site cancelled",
    ),
    (
        "LO8-6max-USD-0.05-0.10-20090315.Hand-cancelled.txt",
        "a hand the site cancelled",
    ),
    (
        "NLHE-6max-USD-2.00-4.00.PT2.export.txt",
        "a PokerTracker 2 export in capitals, not PokerStars' text",
    ),
    (
        "NLHE-Split-6max-USD-1.00-2.00-201803.txt",
        "Split Hold'em: two boards dealt from the flop on and bet on together, a game of its \
         own (not a board run twice once the betting is over)",
    ),
    (
        "PLO-6max-USD-2.00-4.00-201403.2.partial.txt",
        "cut short: the flop has two cards",
    ),
    (
        "PLO-6max-USD-200-400-201510.partial.observed.txt",
        "observed partial hands with one seat",
    ),
    (
        "NLHE-9max-Freeroll-MTT-201209.concatenated.partial.txt",
        "hands cut short and glued together",
    ),
    (
        "3-Draw-Limit-USD-1-2-200809.Hand.cancelled.txt",
        "a hand the site cancelled",
    ),
];

/// `FLOORCALL_REALDATA_SHOW=text`: print the file and the error of every hand whose error
/// contains the text (to look into one cause).
fn show(path: &Path, e: &floorcall_engine::HandError) {
    if let Ok(want) = std::env::var("FLOORCALL_REALDATA_SHOW")
        && e.to_string().contains(&want)
    {
        let _ = writeln!(std::io::stderr(), "{}: {e}", path.display());
    }
}

#[test]
fn the_real_data_corpus_imports_replays_and_reconciles() {
    let Some(dir) = support::shared("realdata", "real-data corpus") else {
        return;
    };
    let mut paths = Vec::new();
    files(&dir, &mut paths);
    let (mut total, mut imported, mut replayed, mut over, mut reconciled, mut recorded) =
        (0, 0, 0, 0, 0, 0);
    let (mut phh_recorded, mut phh_reconciled) = (0, 0);
    let mut unexplained: Vec<String> = Vec::new();
    let mut unlisted: Vec<String> = Vec::new();
    let mut not_replayed: Vec<String> = Vec::new();
    let mut import_failures: BTreeMap<String, usize> = BTreeMap::new();
    let mut replay_failures: BTreeMap<String, usize> = BTreeMap::new();
    // Imported, replayed, with collected amounts, reconciled: by game.
    let mut by_game: BTreeMap<&'static str, [usize; 4]> = BTreeMap::new();
    for path in paths.iter().filter(|p| {
        p.extension()
            .is_some_and(|e| e == "txt" || e == "phh" || e == "phhs")
    }) {
        let Ok(bytes) = std::fs::read(path) else {
            continue;
        };
        let text = String::from_utf8_lossy(&bytes);
        for (format, h) in hands(path, &text) {
            total += 1;
            let imp = match import_text(&h, format) {
                Ok(mut v) if v.len() == 1 => v.remove(0),
                Ok(v) => {
                    *import_failures
                        .entry(format!("{} hands in one", v.len()))
                        .or_default() += 1;
                    continue;
                }
                Err(e) => {
                    show(path, &e);
                    let other_game = e.kind == floorcall_engine::error::ErrorKind::Unsupported
                        && (e.reason.id() == "error-pokerstars-floorcall-reads-no-limit-limit"
                            || e.reason.id().starts_with("error-phh-variant"));
                    let listed = REFUSED
                        .iter()
                        .any(|(f, _)| path.to_string_lossy().ends_with(f));
                    if !other_game && !listed {
                        unlisted.push(format!("{}: {e}", path.display()));
                    }
                    *import_failures.entry(cause(&e)).or_default() += 1;
                    continue;
                }
            };
            imported += 1;
            let game = by_game.entry(imp.hand.game.as_str()).or_default();
            game[0] += 1;
            let hand = match Hand::parse(&imp.hand) {
                Ok(h) => h,
                Err(e) => {
                    *replay_failures.entry(cause(&e)).or_default() += 1;
                    continue;
                }
            };
            let r = match replay(&hand) {
                Ok(r) => r,
                Err(e) => {
                    show(path, &e);
                    *replay_failures.entry(cause(&e)).or_default() += 1;
                    if !SITE_RULES
                        .iter()
                        .any(|(id, _)| imp.source_id.as_deref() == Some(*id))
                    {
                        not_replayed.push(format!("{} {:?}: {e}", path.display(), imp.source_id));
                    }
                    continue;
                }
            };
            replayed += 1;
            game[1] += 1;
            let Some(res) = r.result() else { continue };
            over += 1;
            // PHH records the stacks after the hand: compare them (as a multiset, in chips).
            if let (Some(theirs), Some(ours)) = (&imp.finishing_stacks, &res.final_stacks) {
                let decimals = imp.scale.ilog10();
                let mut theirs: Vec<Option<u64>> = theirs
                    .iter()
                    .map(|t| Decimal::parse(t).and_then(|d| d.scaled(decimals)))
                    .collect();
                let mut ours: Vec<Option<u64>> = ours.iter().map(|s| Some(s.stack)).collect();
                theirs.sort_unstable();
                ours.sort_unstable();
                phh_recorded += 1;
                // After rake: the source's stacks are ours but for one winner, a little lower.
                let differ: Vec<(u64, u64)> = ours
                    .iter()
                    .zip(&theirs)
                    .filter(|(a, b)| a != b)
                    .map(|(a, b)| (a.unwrap_or(0), b.unwrap_or(0)))
                    .collect();
                let raked = matches!(differ.as_slice(), [(o, t)] if o > t && (o - t) * 20 <= *o);
                if theirs == ours || raked {
                    phh_reconciled += 1;
                } else if std::env::var("FLOORCALL_REALDATA_SHOW").is_ok_and(|w| w == "stacks") {
                    let _ = writeln!(
                        std::io::stderr(),
                        "{} {:?}: theirs {theirs:?} ours {ours:?}",
                        path.display(),
                        imp.source_id
                    );
                }
            }
            if imp.collected.is_empty() || res.final_stacks.is_none() {
                continue;
            }
            recorded += 1;
            game[2] += 1;
            let ours: u64 = res
                .pots
                .iter()
                .flat_map(|p| p.shares.iter().map(|s| s.amount))
                .sum();
            let theirs: u64 = imp.collected.iter().map(|c| c.1).sum();
            let returned: u64 = res.returned.iter().map(|r| r.stack).sum();
            let rake = imp.rake.unwrap_or(0);
            let mut winners: Vec<u8> = res
                .pots
                .iter()
                .flat_map(|p| p.shares.iter().filter(|s| s.amount > 0).map(|s| s.seat))
                .collect();
            winners.sort_unstable();
            winners.dedup();
            let mut collectors: Vec<u8> = imp.collected.iter().map(|c| c.0).collect();
            collectors.sort_unstable();
            collectors.dedup();
            // Money the site added to the pot (a splash) is collected beside the betting.
            let ours = ours + imp.added;
            let amounts = ours == theirs + rake || ours + returned == theirs + rake;
            if amounts && winners == collectors {
                reconciled += 1;
                game[3] += 1;
            } else if !SOURCE_DEFECTS
                .iter()
                .any(|(id, _)| imp.source_id.as_deref() == Some(*id))
            {
                unexplained.push(format!("{} {:?}", path.display(), imp.source_id));
            } else if std::env::var("FLOORCALL_REALDATA_SHOW").is_ok_and(|w| w == "collected") {
                let _ = writeln!(
                    std::io::stderr(),
                    "{} {:?}: ours {ours} theirs {theirs} rake {rake} returned {returned} \
                     winners {winners:?} collectors {collectors:?}",
                    path.display(),
                    imp.source_id
                );
            }
        }
    }
    let pct = |n: usize| 100.0 * n as f64 / total.max(1) as f64;
    let mut report = format!(
        "real-data corpus: {total} hands; imported {imported} ({:.1}%), replayed {replayed} ({:.1}%), \
         complete {over}; with collected amounts {recorded}, reconciled {reconciled} ({:.1}%); \
         with finishing stacks {phh_recorded}, equal after rake {phh_reconciled}\n",
        pct(imported),
        pct(replayed),
        100.0 * reconciled as f64 / recorded.max(1) as f64
    );
    report.push_str("by game (imported, replayed, with collected amounts, reconciled):\n");
    for (g, [i, r, c, k]) in &by_game {
        report.push_str(&format!("  {g:10} {i:5} {r:5} {c:5} {k:5}\n"));
    }
    let mut top = |title: &str, m: &BTreeMap<String, usize>| {
        let mut v: Vec<(&String, &usize)> = m.iter().collect();
        v.sort_by(|a, b| b.1.cmp(a.1));
        report.push_str(&format!("{title}:\n"));
        for (k, n) in v.iter().take(12) {
            report.push_str(&format!("  {n:5}  {k}\n"));
        }
    };
    top("not imported", &import_failures);
    top("imported, not replayed", &replay_failures);
    // Past the harness's capture, so the figures show in `cargo test`'s output.
    let _ = std::io::stderr().write_all(report.as_bytes());
    assert_eq!(
        total,
        imported + import_failures.values().sum::<usize>(),
        "every hand is imported or has a reason"
    );
    assert!(imported >= FLOOR_IMPORTED, "{report}");
    assert!(replayed >= FLOOR_REPLAYED, "{report}");
    assert!(reconciled >= FLOOR_RECONCILED, "{report}");
    assert!(phh_reconciled >= FLOOR_PHH_RECONCILED, "{report}");
    assert!(
        not_replayed.is_empty(),
        "imported hands that do not replay and are not listed in SITE_RULES: {not_replayed:#?}"
    );
    assert!(
        unlisted.is_empty(),
        "hold'em or Omaha texts refused and not listed in REFUSED: {unlisted:#?}"
    );
    assert!(
        unexplained.is_empty(),
        "hands that do not reconcile and are not listed as source defects: {unexplained:#?}"
    );
    assert_eq!(
        recorded - reconciled,
        SOURCE_DEFECTS.len(),
        "every listed source defect is still met (remove the ones fixed)"
    );
    assert_eq!(phh_reconciled, phh_recorded, "{report}");
}
