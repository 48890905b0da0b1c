//! Every seven-card hand: the known category counts over all 133,784,560 hands.
//! Release mode only (`cargo test --release`); a debug build would take minutes.

use floorcall_engine::eval::{Category, eval_masks};

#[test]
#[cfg_attr(debug_assertions, ignore = "exhaustive: run with --release")]
fn exhaustive_seven_card_counts() {
    let mut counts = [0u64; 9];
    let add = |m: [u16; 4], c: u8| {
        let mut m = m;
        m[(c % 4) as usize] |= 1 << (c / 4);
        m
    };
    for a in 0..52u8 {
        let ma = add([0; 4], a);
        for b in a + 1..52 {
            let mb = add(ma, b);
            for c in b + 1..52 {
                let mc = add(mb, c);
                for d in c + 1..52 {
                    let md = add(mc, d);
                    for e in d + 1..52 {
                        let me = add(md, e);
                        for f in e + 1..52 {
                            let mf = add(me, f);
                            for g in f + 1..52 {
                                counts[eval_masks(add(mf, g)).category() as usize] += 1;
                            }
                        }
                    }
                }
            }
        }
    }
    let expected = [
        (Category::HighCard, 23_294_460),
        (Category::Pair, 58_627_800),
        (Category::TwoPair, 31_433_400),
        (Category::Trips, 6_461_620),
        (Category::Straight, 6_180_020),
        (Category::Flush, 4_047_644),
        (Category::FullHouse, 3_473_184),
        (Category::Quads, 224_848),
        (Category::StraightFlush, 41_584),
    ];
    for (cat, n) in expected {
        assert_eq!(counts[cat as usize], n, "{cat:?}");
    }
    assert_eq!(counts.iter().sum::<u64>(), 133_784_560);
}
