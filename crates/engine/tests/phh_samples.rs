//! Every NT, PO and FT hand of the shared PHH samples imports and replays to its recorded
//! `finishing_stacks`.
//!
//! The samples live in `../shared` beside the repository (override with `FLOORCALL_SHARED`).
//! Two recorded results need a reading, both documented in the samples' READMEs:
//! - `wsop-2019-42-3/00-01-07.phh` says `ante_trimming_status = true`, but its stacks match only
//!   when the big-blind ante is dead money, which is how floorcall (and the TDA) treat it;
//! - five Pluribus hands record split pots in half chips (`10112.5`): with whole chips the odd
//!   chip goes to the first winner left of the button (Rule 20), so each of our stacks is the
//!   recorded one rounded up or down, and the chips add up.

use floorcall_engine::hand::Hand;
use floorcall_engine::import::money::Decimal;
use floorcall_engine::import::phh;
use floorcall_engine::replay::replay;
use std::path::{Path, PathBuf};

mod support;

/// PokerKit's final stacks for a file of `phh-sample/`, from its replay snapshots, when they
/// are whole numbers.
fn pokerkit_final_stacks(root: &Path, path: &Path) -> Option<Vec<u64>> {
    let rel = path.strip_prefix(root).ok()?.to_str()?.to_string();
    let text = std::fs::read_to_string(root.join("pokerkit_replay_snapshots.jsonl")).ok()?;
    text.lines().find_map(|l| {
        let v: serde_json::Value = serde_json::from_str(l).ok()?;
        (v["file"] == rel.as_str()).then(|| {
            v["result"]["final_stacks"]
                .as_array()?
                .iter()
                .map(|x| x.as_u64())
                .collect::<Option<Vec<u64>>>()
        })?
    })
}

fn phh_files(samples: &Path, hh_phh: Option<PathBuf>) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack: Vec<PathBuf> = std::iter::once(samples.to_path_buf())
        .chain(hh_phh)
        .collect();
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).expect("readable").flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if matches!(p.extension().and_then(|x| x.to_str()), Some("phh" | "phhs")) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn samples_replay_to_recorded_stacks() {
    let test = "samples_replay_to_recorded_stacks";
    let Some(samples) = support::shared("phh-sample", test) else {
        return;
    };
    let hh_phh = support::shared("hh-samples/phh", test);
    let mut checked = 0;
    let mut replayed = 0;
    let mut unsupported = Vec::new();
    for path in phh_files(&samples, hh_phh) {
        let text = std::fs::read_to_string(&path).expect("utf-8");
        let name = path.display().to_string();
        let hands = match phh::import(&text) {
            Ok(h) => h,
            Err(e) if e.kind == floorcall_engine::ErrorKind::Unsupported => {
                unsupported.push(name);
                continue;
            }
            Err(e) => panic!("{name}: {e}"),
        };
        for imp in hands {
            let hand = Hand::parse(&imp.hand).unwrap_or_else(|e| panic!("{name}: {e}"));
            // The one hand of the WSOP final table whose history records a limit raise to an
            // opponent's all-in: read as the limit's raise, with a note (`mixed_games.rs`).
            assert_eq!(
                imp.notes.len(),
                usize::from(name.ends_with("03-50-24.phh")),
                "{name}: {:?}",
                imp.notes
            );
            let r = replay(&hand).unwrap_or_else(|e| panic!("{name}: {e} ({:?})", e.rule));
            let result = r
                .result()
                .unwrap_or_else(|| panic!("{name}: hand not over"));
            replayed += 1;
            let Some(recorded) = &imp.finishing_stacks else {
                // HandHQ records winnings after rake only, and the historical files no stacks:
                // the hand must still be complete, and PokerKit's stacks (where it replayed the
                // file) must match.
                assert!(result.final_stacks.is_some(), "{name}: pots not awarded");
                if let Some(pk) = pokerkit_final_stacks(&samples, &path) {
                    let ours: Vec<u64> = result
                        .final_stacks
                        .iter()
                        .flatten()
                        .map(|s| s.stack)
                        .collect();
                    let theirs: Vec<u64> = pk.iter().map(|v| v * imp.scale).collect();
                    let ours_positional: Vec<u64> = imp
                        .hand
                        .seats
                        .iter()
                        .map(|s| ours[hand.seat_index(s.seat).expect("seat")])
                        .collect();
                    assert_eq!(
                        ours_positional, theirs,
                        "{name}: stacks differ from PokerKit"
                    );
                    checked += 1;
                }
                continue;
            };
            let ours: Vec<u64> = result
                .final_stacks
                .unwrap_or_else(|| panic!("{name}: pots not awarded"))
                .iter()
                .map(|s| s.stack)
                .collect();
            // Recorded stacks in positional order p1..pn; our seats are numbered by position.
            let decimals = imp.scale.trailing_zeros(); // scale is a power of ten
            let decimals = if imp.scale == 1 { 0 } else { decimals.min(6) };
            let decimals = (0..=6)
                .find(|d| 10u64.pow(*d) == imp.scale)
                .unwrap_or(decimals);
            let order: Vec<usize> = imp
                .hand
                .seats
                .iter()
                .map(|s| hand.seat_index(s.seat).expect("seat"))
                .collect();
            let mut sum_ours = 0u64;
            let mut sum_rec2 = 0u64;
            for (k, rec) in recorded.iter().enumerate() {
                let ours_k = ours[order[k]];
                let d = Decimal::parse(rec).unwrap_or_else(|| panic!("{name}: {rec}"));
                // Compare in half units: exact, or off by half a unit from a split odd chip.
                let twice = Decimal {
                    mantissa: d.mantissa * 2,
                    decimals: d.decimals,
                };
                let rec2 = twice
                    .scaled(decimals.max(d.decimals))
                    .unwrap_or_else(|| panic!("{name}: {rec}"))
                    / 10u64.pow(d.decimals.saturating_sub(decimals));
                let ours2 = ours_k * 2;
                assert!(
                    ours2 == rec2 || ours2 + 1 == rec2 || ours2 == rec2 + 1,
                    "{name}: p{} ends with {ours_k}, recorded {rec}",
                    k + 1
                );
                sum_ours += ours_k;
                sum_rec2 += rec2;
            }
            assert_eq!(sum_ours * 2, sum_rec2, "{name}: chips do not add up");
            checked += 1;
        }
    }
    eprintln!(
        "{replayed} hands replayed, {checked} to their recorded stacks; unsupported variants: {unsupported:?}"
    );
    assert!(replayed >= 59, "only {replayed} hands replayed");
    assert!(checked >= 50, "only {checked} hands checked");
    // Stud, razz and draw files replay; the short-deck files post a button blind (every player
    // antes, the button alone blinds, `blinds_posted_by: button`) and replay too, one of them
    // to PokerKit's stacks: no file is refused.
    assert!(unsupported.is_empty(), "{unsupported:?}");
}

/// A request's PHH `hand_text` read with its replay (`import::read_hand`, the import's own pass
/// kept as the hand's replay) gives the same hand, replay and errors as the hand read alone
/// (`import::hand_of`) and replayed anew; most hands keep the import's replay.
#[test]
fn read_hand_gives_the_replay_of_the_hand() {
    use floorcall_engine::import::{HandFormat, hand_of, read_hand};
    let test = "read_hand_gives_the_replay_of_the_hand";
    let Some(samples) = support::shared("phh-sample", test) else {
        return;
    };
    let mut files = phh_files(&samples, None);
    if let Some(games) = support::shared("mixed-games", test) {
        files.extend(phh_files(&games, None));
    }
    let (mut kept, mut read) = (0, 0);
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable");
        let alone = hand_of(None, Some(&text), Some(HandFormat::Phh));
        let mut with = match read_hand(None, Some(&text), Some(HandFormat::Phh)) {
            Ok(with) => with,
            Err(e) => {
                assert_eq!(Some(e), alone.err(), "{}", path.display());
                continue;
            }
        };
        let alone = alone.expect("read alone as with its replay");
        read += 1;
        kept += usize::from(with.replayed_by_import());
        let (hand, replayed) = with.replay();
        assert_eq!(hand, &alone, "{}", path.display());
        let fresh = replay(&alone);
        // Everything the replay holds and gives: its decisions, its table, the result.
        let all = |r: floorcall_engine::replay::Replay<'_>| {
            let result = r.result();
            format!("{:?}", (r.decisions, r.table, result))
        };
        assert_eq!(replayed.map(all), fresh.map(all), "{}", path.display());
    }
    eprintln!("{read} hands read, {kept} with the import's replay kept");
    assert!(read > 0 && kept * 10 >= read * 9, "{kept} of {read}");
}
